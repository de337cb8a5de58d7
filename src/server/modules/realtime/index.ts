export { announce, announceAll, createRealtime, type Realtime } from "./realtime.ts";
