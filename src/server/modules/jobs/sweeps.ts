/**
 * Periodic sweeps on the job queue: each run first queues its successor, keyed so only one ever waits,
 * so the chain survives a failing run (the queue retries it) and several app servers keep one chain.
 */
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "./queue.ts";

const SWEEP_KEY = "sweep";

export interface Sweep {
  queue: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

async function queueNext(db: Db, jobs: JobQueue, queue: string, afterMs: number): Promise<void> {
  await jobs.send(db, queue, {}, { startAfter: new Date(Date.now() + afterMs), singletonKey: SWEEP_KEY });
}

/** Declares the sweep's worker (while the app is built). */
export async function declareSweep(db: Db, jobs: JobQueue, sweep: Sweep): Promise<void> {
  await jobs.work(
    sweep.queue,
    async () => {
      await queueNext(db, jobs, sweep.queue, sweep.everyMs);
      await sweep.run();
    },
    { oneWaitingPerKey: true },
  );
}

/** The first run, once the queue has started (later ones queue themselves). */
export async function startSweep(db: Db, jobs: JobQueue, sweep: Pick<Sweep, "queue">): Promise<void> {
  await queueNext(db, jobs, sweep.queue, 0);
}
