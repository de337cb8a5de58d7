import type { JobQueue } from "../jobs/index.ts";
import type { Mailer } from "../mail/index.ts";
import type { Realtime } from "../realtime/index.ts";

/** What the people-and-communication modules need from the app besides the database. */
export interface CommunityDeps {
  jobs: JobQueue;
  mailer: Mailer;
  realtime: Realtime;
  /** The app's public address, for the links in mails. */
  baseUrl: string;
  /** Where uploads live (the profile's photo from back then is stored like avatars). */
  dataDir: string;
}
