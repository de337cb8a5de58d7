export { announce, createRealtime, type Realtime } from "./realtime.ts";
