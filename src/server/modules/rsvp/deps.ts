import type { ServiceContext } from "../../context.ts";
import type { JobQueue } from "../jobs/index.ts";
import type { Mailer } from "../mail/index.ts";

/** What the RSVP module needs from the app besides the database. */
export interface RsvpDeps {
  jobs: JobQueue;
  mailer: Mailer;
  /** The app's public address, for the links in mails. */
  baseUrl: string;
}

/** An organiser's call: who, on which database, and the queue that sends mail after the transaction. */
export type RsvpContext = ServiceContext & { jobs: JobQueue };
/** A guest's call through a link: no actor. */
export type PublicRsvpContext = Pick<ServiceContext, "db"> & { jobs: JobQueue };
