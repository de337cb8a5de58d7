export type { IdleOptions, JobHandler, JobQueue, JobRun, SendOptions, StopOptions, WorkOptions } from "./queue.ts";
export { createJobQueue, installJobSchema, type JobLogger, type JobQueueOptions } from "./pg-boss-queue.ts";
export { declareSweep, startSweep, type Sweep } from "./sweeps.ts";
