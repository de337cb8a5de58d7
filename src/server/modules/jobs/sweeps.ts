/**
 * Periodic sweeps on the job queue: each run first queues its successor, keyed so only one ever waits,
 * so the chain survives a failing run (the queue retries it) and several app servers keep one chain.
 */
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../../db/client.ts";
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

/**
 * Whether the sweep's chain is already going: a run waiting, retrying or running. Between a run starting and it
 * queuing its successor nothing waits, so the singleton key alone would let another app server that starts then
 * queue a second chain (a sweep run twice).
 */
async function chainGoing(db: Db, queue: string): Promise<boolean> {
  const rows = rowsOf(
    await db.execute(
      sql`select 1 from pgboss.job where name = ${queue} and state in ('created', 'retry', 'active') limit 1`,
    ),
  );
  return rows.length > 0;
}

/** The first run, once the queue has started (later ones queue themselves), unless another server began the chain. */
export async function startSweep(db: Db, jobs: JobQueue, sweep: Pick<Sweep, "queue">): Promise<void> {
  if (await chainGoing(db, sweep.queue)) return;
  await queueNext(db, jobs, sweep.queue, 0);
}
