export { createRealtime, type Realtime } from "./realtime.ts";
