import type { Db } from "../../db/client.ts";
import { declareSweep, startSweep, type JobQueue, type Sweep } from "../jobs/index.ts";
import { pruneRequestLimits } from "./service.ts";

export { enforcePublicWriteLimits, type PublicWriteLimits } from "./service.ts";

const pruneSweep = (db: Db): Sweep => ({
  queue: "request-limits.prune",
  everyMs: 60 * 60 * 1000,
  run: () => pruneRequestLimits(db),
});

export async function registerRequestLimitWorkers(db: Db, jobs: JobQueue): Promise<void> {
  await declareSweep(db, jobs, pruneSweep(db));
}

export async function startRequestLimitSweeps(db: Db, jobs: JobQueue): Promise<void> {
  await startSweep(db, jobs, pruneSweep(db));
}
