export { announce, announcementOf, createRealtime, type Realtime } from "./realtime.ts";
