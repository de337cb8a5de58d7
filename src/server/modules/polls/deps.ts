import type { Realtime } from "../realtime/index.ts";

/** What polls need from the app besides the database (a subset of the community modules' deps). */
export interface PollDeps {
  realtime: Realtime;
}
