/**
 * Background jobs (pg-boss on the same Postgres, ADR 015): sends that must survive a restart and
 * work that runs later (reminders, invitation fan-out, exports).
 */
import type { Db } from "../../db/client.ts";

export interface SendOptions {
  /** Run no earlier than this. */
  startAfter?: Date;
  /**
   * At most one waiting job with this key per queue: a second send while one waits queues nothing.
   * Only on a queue declared with `oneWaitingPerKey` (pg-boss keys nothing on an ordinary queue).
   */
  singletonKey?: string;
}

/** What a handler may want to know about the run it is in. */
export interface JobRun {
  /** The job's id: stable across retries, so a handler can make its effect happen once. */
  id: string;
  /** 1 for the first run, 2 for the first retry, ... */
  attempt: number;
  /** Aborted when the app stops and the handler has not finished in time (the job is retried later). */
  signal: AbortSignal;
}

export type JobHandler<T> = (data: T, run: JobRun) => Promise<void>;

/** Per queue; the defaults suit sending mail (a few attempts over a few minutes). */
export interface WorkOptions {
  /** Retries after the first attempt (default 4). */
  retryLimit?: number;
  /** Delay before the first retry; each later one waits about twice as long, capped at 5 minutes (default 5). */
  retryDelaySeconds?: number;
  /** A run that takes longer than this fails and is retried (default 600). */
  expireInSeconds?: number;
  /**
   * Every send to this queue carries a `singletonKey`, and a key with a job already waiting queues nothing
   * (e.g. one pending reminder per event). Fixed when the queue is first created.
   */
  oneWaitingPerKey?: boolean;
}

export interface IdleOptions {
  /** Give up (reject, naming what is still pending) after this long (default 20 000 ms). */
  timeoutMs?: number;
}

export interface StopOptions {
  /**
   * How long running handlers get to finish (default 10 000 ms, under main.ts's 15 s hard exit). A handler
   * still running then has its signal aborted and its job failed, so it is retried after a restart.
   */
  timeoutMs?: number;
}

/** A queued job as the queue sees it: waiting (or waiting for a retry), running, done, or failed for good. */
export interface FoundJob {
  state: "waiting" | "running" | "done" | "failed";
  data: Record<string, unknown>;
  /** The last failure's message, when it failed. */
  message: string | null;
}

export interface JobQueue {
  /**
   * Queues a job as part of the caller's transaction (`tx`): a rolled-back write queues nothing, and the
   * job is visible to workers only after COMMIT. The queue must have been declared with `work()`.
   */
  send(tx: Db, queue: string, data: Record<string, unknown>, options?: SendOptions): Promise<string | null>;
  /**
   * A job's state and data by the id `send` answered (null for an unknown id, or once the queue has forgotten
   * it): for a page that shows the progress of work it queued. Outside any transaction.
   */
  find(queue: string, id: string): Promise<FoundJob | null>;
  /**
   * The handler of one queue; a handler that throws is logged and retried with backoff. Call it while the
   * app is built (a module's register function); a call after start registers at once.
   */
  work<T extends Record<string, unknown>>(queue: string, handler: JobHandler<T>, options?: WorkOptions): Promise<void>;
  /** Creates the declared queues and starts their workers (buildApp does this when the app is ready). */
  start(): Promise<void>;
  /**
   * Resolves once no job is running, due now, or waiting for a retry: tests wait for the effects of what
   * they queued. Jobs deferred with `startAfter` into the future are not waited for.
   */
  idle(options?: IdleOptions): Promise<void>;
  /** Stops fetching, waits for running handlers, then lets go of the database. */
  stop(options?: StopOptions): Promise<void>;
}
