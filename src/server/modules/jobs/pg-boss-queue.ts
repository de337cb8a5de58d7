/**
 * The job queue on pg-boss, in the app's own database: PGlite in embedded mode (one process), PostgreSQL
 * otherwise (any number of app servers share the queue; SKIP LOCKED hands each job to one of them).
 * ADR 015 says why each setting is what it is.
 */
import { sql } from "drizzle-orm";
import {
  fromDrizzle,
  fromPglite,
  PgBoss,
  type ConstructorOptions,
  type DrizzleTransactionLike,
  type JobResult,
  type JobWithMetadata,
  type QueueResult,
} from "pg-boss";
import type { Database } from "../../db/client.ts";
import { isUuid } from "#shared/ids.ts";
import type { FoundJob, IdleOptions, JobHandler, JobQueue, StopOptions, WorkOptions } from "./queue.ts";

export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

interface JobQueueOptions {
  database: Database;
  log: JobLogger;
  /**
   * How often a worker looks for due jobs. A job due at once wakes its worker by NOTIFY within
   * milliseconds; this bounds how late a deferred job or a retry starts (default 2).
   */
  pollIntervalSeconds?: number;
  /** Jobs a worker takes per fetch and runs side by side (default 5). */
  batchSize?: number;
  /**
   * pg-boss maintenance: fails the runs of a server that died so they are retried, deletes old jobs
   * (default true; one server at a time does it, under an advisory lock).
   */
  supervise?: boolean;
  /**
   * False in an app server that only queues jobs while another process runs them (main.ts with several
   * workers): its queues are created and sends work, but it fetches nothing and does no maintenance, so
   * sending ticket mails and other heavy work never takes the thread that answers requests (default true).
   */
  runWorkers?: boolean;
}

const JOB_SCHEMA = "pgboss";
const DEFAULT_RETRY_LIMIT = 4;
const DEFAULT_RETRY_DELAY_SECONDS = 5;
const RETRY_DELAY_MAX_SECONDS = 300;
const DEFAULT_EXPIRE_SECONDS = 600;
const DEFAULT_POLL_SECONDS = 2;
const DEFAULT_BATCH_SIZE = 5;
const DEFAULT_IDLE_TIMEOUT_MS = 20_000;
const DEFAULT_STOP_TIMEOUT_MS = 10_000;
const IDLE_CHECK_MS = 25;
const NIL_UUID = "00000000-0000-0000-0000-000000000000";
/** pg-boss's job states as a page says them (a job waiting for a retry is still waiting). */
const FOUND_STATES: Record<string, FoundJob["state"]> = {
  created: "waiting",
  retry: "waiting",
  active: "running",
  completed: "done",
  cancelled: "failed",
  failed: "failed",
};

function bossOptions(database: Database, extra: Partial<ConstructorOptions>): ConstructorOptions {
  // Cron schedules are off until a feature needs one: the timekeeper polls even with none defined.
  const common: Partial<ConstructorOptions> = { schema: JOB_SCHEMA, schedule: false, ...extra };
  if (database.kind === "pglite") {
    if (!database.pglite) throw new Error("background jobs need the PGlite instance of an embedded database");
    // pg-boss runs its statements on the same single connection the app uses; PGlite queues each one
    // behind any open transaction, so none of them may be awaited inside one (send() goes through `tx`).
    return { ...common, db: fromPglite(database.pglite), backend: "pglite" };
  }
  if (!database.connectionString) throw new Error("background jobs need the PostgreSQL connection string");
  return { ...common, connectionString: database.connectionString, max: 4, application_name: "gatherly-jobs" };
}

/**
 * Installs pg-boss's tables without starting any worker. Every start does this itself when needed; the
 * tests' template database calls it once so that no test file pays for it.
 */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss(bossOptions(database, { supervise: false, max: 1 }));
  const errors: Error[] = [];
  boss.on("error", (error) => errors.push(error));
  await boss.start();
  await boss.stop({ graceful: false });
  if (errors.length > 0) throw errors[0];
}

function queueSettings(options: WorkOptions) {
  return {
    retryLimit: options.retryLimit ?? DEFAULT_RETRY_LIMIT,
    retryDelay: options.retryDelaySeconds ?? DEFAULT_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    retryDelayMax: RETRY_DELAY_MAX_SECONDS,
    expireInSeconds: options.expireInSeconds ?? DEFAULT_EXPIRE_SECONDS,
    notify: true,
  };
}

type QueueSettings = ReturnType<typeof queueSettings>;

function settingsDiffer(existing: QueueResult, wanted: QueueSettings): boolean {
  return (Object.keys(wanted) as Array<keyof QueueSettings>).some((key) => existing[key] !== wanted[key]);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

interface Declared {
  handler: JobHandler<Record<string, unknown>>;
  options: WorkOptions;
}

export function createJobQueue(options: JobQueueOptions): JobQueue {
  const { database, log } = options;
  const pollSeconds = options.pollIntervalSeconds ?? DEFAULT_POLL_SECONDS;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const runWorkers = options.runWorkers ?? true;
  const declared = new Map<string, Declared>();
  /** Queues created (or their settings applied) and in pg-boss's cache; then their worker running. */
  const queuesReady = new Map<string, Promise<void>>();
  const workersReady = new Map<string, Promise<void>>();
  const readyNames = new Set<string>();
  const workerIds = new Map<string, string>();
  let boss: PgBoss | undefined;
  let starting: Promise<void> | undefined;
  let state: "new" | "started" | "stopping" | "stopped" = "new";

  async function runOne(
    queue: string,
    handler: Declared["handler"],
    job: JobWithMetadata<Record<string, unknown>>,
  ): Promise<JobResult> {
    const attempt = job.retryCount + 1;
    try {
      await handler(job.data, { id: job.id, attempt, signal: job.signal });
      return { id: job.id, status: "completed" };
    } catch (error) {
      // Caught here, one job at a time, so a failing job never fails the others of its batch and never
      // reaches the process as an unhandled rejection.
      const last = job.retryCount >= job.retryLimit;
      const fields = { err: error, queue, jobId: job.id, attempt, attempts: job.retryLimit + 1 };
      if (last) log.error(fields, `background job ${queue} failed on its last attempt`);
      else log.warn(fields, `background job ${queue} failed; it will be retried`);
      return { id: job.id, status: "failed", output: { message: errorMessage(error) } };
    }
  }

  async function prepareQueue(b: PgBoss, name: string): Promise<void> {
    const entry = declared.get(name)!;
    const wanted = queueSettings(entry.options);
    const policy = entry.options.oneWaitingPerKey ? "short" : "standard";
    const existing = await b.getQueue(name);
    if (!existing) {
      await b.createQueue(name, { ...wanted, policy });
    } else if (existing.policy !== policy) {
      throw new Error(
        `queue ${name} already exists with policy ${existing.policy}, not ${policy}: give the queue a new name`,
      );
    } else if (settingsDiffer(existing, wanted)) {
      // The code is the source of truth for retries and timeouts: a deploy that changes them applies them.
      await b.updateQueue(name, wanted);
    }
    // Loads the queue into pg-boss's cache. send() must find it there: a lookup would run on the app-wide
    // connection, which on PGlite waits for the caller's open transaction forever.
    await b.findJobs(name, { id: NIL_UUID });
  }

  async function startWorker(b: PgBoss, name: string): Promise<void> {
    const entry = declared.get(name)!;
    const workerId = await b.work(
      name,
      {
        batchSize,
        // Without it a full batch waits out the poll interval before the next fetch, and a backlog crawls.
        burstWhenBatchFull: true,
        includeMetadata: true,
        perJobResults: true,
        pollingIntervalSeconds: pollSeconds,
        notifyPollingIntervalSeconds: pollSeconds,
      },
      async (jobs: JobWithMetadata<Record<string, unknown>>[]) =>
        Promise.all(jobs.map((job) => runOne(name, entry.handler, job))),
    );
    workerIds.set(name, workerId);
    readyNames.add(name);
  }

  /** Runs `make` once per queue name, however many callers ask at once. */
  function once(done: Map<string, Promise<void>>, name: string, make: () => Promise<void>): Promise<void> {
    let promise = done.get(name);
    if (!promise) {
      promise = make();
      done.set(name, promise);
    }
    return promise;
  }

  async function ensureQueue(b: PgBoss, name: string): Promise<void> {
    await once(queuesReady, name, () => prepareQueue(b, name));
    if (runWorkers) await once(workersReady, name, () => startWorker(b, name));
    else readyNames.add(name);
  }

  async function doStart(): Promise<void> {
    const b = new PgBoss(
      bossOptions(database, { useListenNotify: runWorkers, supervise: runWorkers && (options.supervise ?? true) }),
    );
    // An "error" event nobody listens to would throw and end the process.
    b.on("error", (error) => log.error({ err: error }, "background jobs: pg-boss reported an error"));
    b.on("warning", (warning) => log.warn({ detail: warning.data }, `background jobs: ${warning.message}`));
    try {
      await b.start();
      boss = b;
      // Every queue before any worker: a running worker's first fetch otherwise delays the remaining
      // creations (measured on PostgreSQL: a start about three times slower).
      for (const name of declared.keys()) await once(queuesReady, name, () => prepareQueue(b, name));
      for (const name of declared.keys()) await ensureQueue(b, name);
      state = "started";
    } catch (error) {
      // A half-started instance would keep its timers and connections, and the process with them.
      await b.stop({ graceful: false }).catch(() => {});
      boss = undefined;
      queuesReady.clear();
      workersReady.clear();
      readyNames.clear();
      workerIds.clear();
      throw error;
    }
  }

  async function pendingCounts(b: PgBoss): Promise<{ pending: number; due: number }> {
    const { rows } = await b.getDb().executeSql(
      `select count(*)::int as pending,
              count(*) filter (where state <> 'active' and start_after <= now())::int as due
         from pgboss.job
        where name in (select jsonb_array_elements_text($1::jsonb))
          and (state in ('active', 'retry') or (state = 'created' and start_after <= now()))`,
      [JSON.stringify([...readyNames])],
    );
    const row = rows[0] as { pending: number; due: number } | undefined;
    return { pending: row?.pending ?? 0, due: row?.due ?? 0 };
  }

  return {
    async send(tx, queue, data, sendOptions = {}) {
      const entry = declared.get(queue);
      if (!entry) throw new Error(`no job queue named ${queue}: declare it with jobs.work() when the app is built`);
      if (!boss || !readyNames.has(queue)) throw new Error(`the job queue ${queue} is not started yet`);
      if (Boolean(entry.options.oneWaitingPerKey) !== Boolean(sendOptions.singletonKey)) {
        throw new Error(
          entry.options.oneWaitingPerKey
            ? `every job sent to ${queue} needs a singletonKey (the queue keeps one waiting job per key)`
            : `singletonKey needs a queue declared with oneWaitingPerKey; ${queue} is not`,
        );
      }
      return boss.send(queue, data, {
        ...(sendOptions.startAfter ? { startAfter: sendOptions.startAfter } : {}),
        ...(sendOptions.singletonKey ? { singletonKey: sendOptions.singletonKey } : {}),
        // The insert (and its NOTIFY) runs on the caller's transaction: nothing is queued unless it commits.
        db: fromDrizzle(tx as unknown as DrizzleTransactionLike, sql),
      });
    },

    async find(queue, id) {
      if (!boss || !readyNames.has(queue) || !isUuid(id)) return null;
      const job = await boss.getJobById<Record<string, unknown>>(queue, id);
      if (!job) return null;
      const output = job.output as { message?: unknown } | null | undefined;
      const state = FOUND_STATES[job.state] ?? "waiting";
      return {
        state,
        data: job.data,
        message: state === "failed" && typeof output?.message === "string" ? output.message : null,
      };
    },

    async work(queue, handler, workOptions = {}) {
      if (declared.has(queue)) throw new Error(`the job queue ${queue} already has a handler`);
      if (state === "stopping" || state === "stopped") throw new Error("the job queue is stopped");
      declared.set(queue, { handler: handler as Declared["handler"], options: workOptions });
      if (starting) await starting;
      if (boss && state === "started") await ensureQueue(boss, queue);
    },

    async start() {
      if (state === "started") return;
      if (state !== "new") throw new Error("a stopped job queue does not start again; create a new one");
      starting ??= doStart().finally(() => {
        starting = undefined;
      });
      await starting;
    },

    async idle(idleOptions: IdleOptions = {}) {
      const timeoutMs = idleOptions.timeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
      if (starting) await starting;
      const b = boss;
      if (!b || state !== "started" || readyNames.size === 0) return;
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const { pending, due } = await pendingCounts(b);
        if (pending === 0) return;
        if (Date.now() > deadline)
          throw new Error(`background jobs still pending after ${timeoutMs} ms: ${pending} (${due} due)`);
        // A retry whose backoff has passed wakes no one: NOTIFY fires only on send. Nudge the workers
        // instead of waiting out their poll interval.
        if (due > 0) for (const id of workerIds.values()) b.notifyWorker(id);
        await new Promise((resolve) => setTimeout(resolve, IDLE_CHECK_MS));
      }
    },

    async stop(stopOptions: StopOptions = {}) {
      if (starting) await starting.catch(() => {});
      const b = boss;
      if (state !== "started" || !b) {
        state = "stopped";
        return;
      }
      state = "stopping";
      const timeoutMs = stopOptions.timeoutMs ?? DEFAULT_STOP_TIMEOUT_MS;
      let timer: NodeJS.Timeout | undefined;
      const drained = await Promise.race([
        // Each worker stops fetching and resolves once the batch it is running has settled.
        Promise.all([...workerIds.keys()].map((name) => b.offWork(name, { wait: true }))).then(() => true),
        new Promise<boolean>((resolve) => {
          timer = setTimeout(() => resolve(false), timeoutMs);
        }),
      ]);
      clearTimeout(timer);
      if (!drained) {
        log.warn(
          { timeoutMs },
          "background jobs: handlers still running at shutdown; their jobs are failed and will be retried",
        );
      }
      // Not graceful: the handlers have finished or run out of time; pg-boss's own graceful wait polls
      // every 500 ms, which every app close would pay.
      await b.stop({ graceful: false, close: true });
      state = "stopped";
    },
  };
}
