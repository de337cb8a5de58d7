export type { JobQueue } from "./queue.ts";
export { createJobQueue, installJobSchema, type JobLogger } from "./pg-boss-queue.ts";
export { declareSweep, startSweep, type Sweep } from "./sweeps.ts";
