/**
 * Entry point: parse the environment, open and migrate the database, apply configured roles, listen
 * (background jobs start with the app), and shut down gracefully: in-flight requests finish, then running
 * jobs (up to 10 s), then the database closes.
 *
 * On PostgreSQL with more than one worker (WORKERS, one per core by default; ADR 030) this process becomes
 * the primary of a node:cluster: it starts its first app server before loading anything else, then migrates
 * once while that one loads (that one then applies the
 * configured roles), then starts the other app servers sharing the port and one process that runs the
 * background jobs, and replaces any that dies. The app servers only queue jobs, so rendering a ticket mail
 * never takes a thread that answers requests. Sessions, rate limits, realtime and
 * jobs already live in the database, so the processes agree without talking to each other (ADR 002).
 * PGlite keeps one process: its database lives inside it.
 */
import "dotenv/config";
import cluster, { type Worker } from "node:cluster";
import { setPriority } from "node:os";
import type { AppConfig } from "./env.ts";
import { workerCount } from "./worker-count.ts";

/** What one process of the server does: everything (one process), answer HTTP, or run the jobs. */
type Role = "all" | "web" | "jobs";
const ROLE_VARIABLE = "GATHERLY_PROCESS_ROLE";
/** Set for a cluster's first app server: it applies the configured roles, so the primary loads no account code. */
const APPLY_ROLES_VARIABLE = "GATHERLY_APPLY_ROLES";
/** Longer than the jobs' own 10 s limit, after which their unfinished runs are handed back for a retry. */
const SHUTDOWN_LIMIT_MS = 15_000;
/** A process that dies is replaced after this long, so one that cannot start does not spin the CPU. */
const RESPAWN_DELAY_MS = 1000;
/**
 * The jobs process's niceness: when both want the cores, the app servers get them first (a buyer waiting for
 * an answer before the mail that follows it); idle cores still go to the jobs.
 */
const JOBS_NICENESS = 10;

function roleOfThisProcess(): Role {
  const role = process.env[ROLE_VARIABLE];
  return role === "web" || role === "jobs" ? role : "all";
}

/**
 * The app and the account module, loaded when needed: a cluster's primary never answers requests, and
 * loading every module and package in it would delay the app servers it starts (the build splits them off).
 */
const loadApp = () => import("./app.ts");
const loadAccount = () => import("./modules/account/index.ts");
/**
 * Loaded after a cluster's primary has started its first app server: the environment's schema and the database
 * code took a third of a second to load, which the first app server's start no longer waits for (cold start).
 */
const loadEnv = () => import("./env.ts");
const loadDatabase = () => import("./db/client.ts");

async function runServer(config: AppConfig, role: Role): Promise<void> {
  if (role === "jobs") lowerPriority();
  // In a cluster the primary migrates while this process loads its code, and says when it is done.
  const ready = cluster.isWorker ? migrated() : Promise.resolve();
  const [{ buildApp, defaultLogger }, { applyConfiguredRoles }, { migrateDatabase, openDatabase }] = await Promise.all([
    loadApp(),
    loadAccount(),
    loadDatabase(),
  ]);
  await ready;
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  // In a cluster the primary has migrated, and its first app server applies the configured roles.
  if (role === "all") await migrateDatabase(database);
  if (role === "all" || process.env[APPLY_ROLES_VARIABLE] === "1") await applyConfiguredRoles(database.db, config);

  const { app } = await buildApp({
    config,
    database,
    logger: defaultLogger(config),
    runJobs: role !== "web",
  });

  let stopping = false;
  const stop = async (reason: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ reason }, "shutting down: finishing in-flight requests and running jobs");
    const forceExit = setTimeout(() => {
      app.log.error(`shutdown took longer than ${SHUTDOWN_LIMIT_MS / 1000} s, exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  // A cluster's process whose primary is gone would otherwise run on unsupervised.
  if (cluster.isWorker) process.on("disconnect", () => void stop("the primary process ended"));

  if (role === "jobs") {
    await app.ready();
    app.log.info("background jobs are running");
    return;
  }
  await app.listen({ port: config.port, host: config.host });
  if (role === "all") {
    app.log.info(
      { db: database.kind, mail: config.smtpUrl ? "smtp" : "outbox", baseUrl: config.baseUrl },
      `Gatherly is running at ${config.baseUrl}`,
    );
  }
}

function lowerPriority(): void {
  try {
    setPriority(JOBS_NICENESS);
  } catch (error) {
    // Some containers forbid it: the jobs then share the cores as equals, which is slower but correct.
    console.warn(`could not lower the jobs process's priority: ${String(error)}`);
  }
}

/** A cluster's process asks whether the database is migrated; the primary answers once it is. */
const ASK_MIGRATED = "gatherly:migrated?";
const MIGRATED = "gatherly:migrated";

/** In a cluster's process: resolves once the primary says the database is migrated. */
function migrated(): Promise<void> {
  return new Promise((resolve) => {
    const listener = (message: unknown) => {
      if (message !== MIGRATED) return;
      process.off("message", listener);
      resolve();
    };
    process.on("message", listener);
    process.send?.(ASK_MIGRATED);
  });
}

async function runPrimary(loadingConfig: Promise<AppConfig>): Promise<void> {
  const roles = new Map<Worker, Role>();
  let isMigrated = false;
  let stopping = false;
  let listening = 0;

  let first = true;
  const start = (role: Role) => {
    const worker = cluster.fork({ [ROLE_VARIABLE]: role, [APPLY_ROLES_VARIABLE]: first ? "1" : "0" });
    first = false;
    roles.set(worker, role);
    if (role !== "web") return;
    // Loaded before any app server listens: they wait for the migration, which waits for the configuration.
    worker.once("listening", () => void loadingConfig.then((config) => onListening(config)));
  };
  const onListening = (config: AppConfig) => {
    listening += 1;
    if (listening === 1) {
      // The others start once the first answers: on a machine with few cores, starting them alongside would
      // only delay the first answer (cold start, issue 22).
      for (let i = 1; i < config.workers; i++) start("web");
      start("jobs");
    }
    if (listening === config.workers) {
      // The primary has no request logger; this one line is what an operator waits for.
      process.stdout.write(
        `Gatherly is running at ${config.baseUrl} (${config.workers} app servers and one for background jobs, PostgreSQL)\n`,
      );
    }
  };

  const waiting = new Set<Worker>();
  cluster.on("message", (worker, message) => {
    if (message !== ASK_MIGRATED) return;
    if (isMigrated) worker.send(MIGRATED);
    else waiting.add(worker);
  });
  cluster.on("exit", (worker, code, signal) => {
    waiting.delete(worker);
    const role = roles.get(worker);
    roles.delete(worker);
    if (stopping || !role) {
      if (stopping && roles.size === 0) process.exit(0);
      return;
    }
    console.error(`a ${role} process ended (code ${code}, signal ${signal}); starting another`);
    setTimeout(() => {
      if (!stopping) start(role);
    }, RESPAWN_DELAY_MS).unref();
  });

  const stop = (signal: NodeJS.Signals, code = 0) => {
    if (stopping) return;
    stopping = true;
    if (roles.size === 0) process.exit(code);
    // Each process finishes its in-flight requests and jobs (runServer's stop); a terminal's Ctrl-C has
    // already reached them, and a second signal changes nothing for them.
    for (const worker of roles.keys()) worker.process.kill(signal);
    if (code !== 0) cluster.on("exit", () => roles.size === 0 && process.exit(code));
    setTimeout(() => {
      console.error(`the server's processes took longer than ${SHUTDOWN_LIMIT_MS / 1000} s to stop, exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS + 2000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));

  // The first app server loads its code while the database is migrated; it opens the database when told.
  start("web");
  const config = await loadingConfig;
  const { migrateDatabase, openDatabase } = await loadDatabase();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
  } catch (error) {
    console.error(error);
    stop("SIGTERM", 1);
    return;
  } finally {
    await database.close();
  }
  isMigrated = true;
  for (const worker of waiting) worker.send(MIGRATED);
  waiting.clear();
}

/** The configuration, or the process ends naming every bad variable. */
async function configOrExit(): Promise<AppConfig> {
  const { EnvError, loadConfig } = await loadEnv();
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  // Decided from the raw variables, before anything else loads (a WORKERS the schema refuses ends the primary
  // in configOrExit like any bad variable).
  const clustered = workerCount(process.env.DATABASE_URL, Number(process.env.WORKERS) || undefined) > 1;
  if (cluster.isPrimary && clustered) return runPrimary(configOrExit());
  return runServer(await configOrExit(), cluster.isPrimary ? "all" : roleOfThisProcess());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
