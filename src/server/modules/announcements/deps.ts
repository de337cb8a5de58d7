import type { ServiceContext } from "../../context.ts";
import type { JobQueue } from "../jobs/index.ts";
import type { CommunityDeps } from "../people/index.ts";

export type AnnouncementDeps = CommunityDeps;

/** A member's call; posting needs the queue for the email copy. */
export type AnnouncementContext = ServiceContext & { jobs: JobQueue };
