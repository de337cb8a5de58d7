/**
 * Cold start (issue 6): from `npm start` to the first 200 from /api/health with an existing data directory,
 * under 3 s. The first start prepares the directory (and builds the client when dist/ is missing or out of
 * date); the measured starts follow, each stopped with SIGTERM as a process manager would. The same start is
 * then taken apart (npm, the build check, Node with tsx, importing the server, opening and migrating the
 * database, building the app) so a slow start shows where its time goes.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, freshDatabase } from "../harness.ts";
import { defineScenario, median } from "../scenario.ts";

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const RUNS = 5;
const BREAKDOWN_RUNS = 3;
/** Issue 22: with an existing data folder, under 1.5 s on PostgreSQL and 3 s on PGlite. */
const budgetMs = (databaseUrl: string | undefined) => (databaseUrl ? 1500 : 3000);
/** The first start may build the client first. */
const PREPARE_TIMEOUT_MS = 300_000;
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 20_000;
const POLL_MS = 20;

/**
 * main.ts's start-up, step by step, timed from the process's own start (performance.now() counts from it):
 * the same calls in the same order, run in a child under `node --import tsx` as `npm start` runs the server.
 */
const PHASES_SCRIPT = `
const mark = () => performance.now();
const times = { nodeAndTsx: mark() };
const [, { loadConfig }, { openDatabase, migrateDatabase }, { applyConfiguredRoles }, { buildApp }] = await Promise.all([
  import("dotenv/config"),
  import("./src/server/env.ts"),
  import("./src/server/db/client.ts"),
  import("./src/server/modules/account/index.ts"),
  import("./src/server/app.ts"),
]);
times.importServer = mark();
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
times.openDatabase = mark();
await migrateDatabase(database);
times.migrate = mark();
await applyConfiguredRoles(database.db, config);
times.applyRoles = mark();
const { app } = await buildApp({ config, database, logger: false });
times.buildApp = mark();
await app.listen({ port: config.port, host: config.host });
times.listen = mark();
await app.close();
await database.close();
console.log(JSON.stringify(times));
`;

type Env = Record<string, string>;

/** Its own process group, so a start that will not stop can be killed with every process it started. */
function launch(command: string, args: string[], env: Env): { child: ChildProcess; output: () => string } {
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  return { child, output: () => output };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once("exit", () => resolve()),
  );

async function isHealthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    await response.body?.cancel();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Starts the command, polls /api/health every 20 ms until a 200, stops it with SIGTERM; the milliseconds to that 200. */
async function timeToHealthy(command: string, args: string[], env: Env, timeoutMs = START_TIMEOUT_MS): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const { child, output } = launch(command, args, { ...env, PORT: String(port) });
  try {
    for (;;) {
      if (await isHealthy(port)) break;
      if (child.exitCode !== null || child.signalCode !== null) {
        throw new Error(
          `${command} ${args.join(" ")} exited (${child.exitCode ?? child.signalCode}) before answering:\n${output()}`,
        );
      }
      if (performance.now() - started > timeoutMs)
        throw new Error(`${command} ${args.join(" ")} did not answer within ${timeoutMs} ms:\n${output()}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    return Math.round(performance.now() - started);
  } finally {
    await stop(child, `${command} ${args.join(" ")}`, output);
  }
}

const groupAlive = (pid: number) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * SIGTERM to the command alone, as a process manager sends it, then a wait until every process it started
 * is gone: a server left running (npm not passing the signal on) fails the scenario instead of skewing the
 * next start.
 */
async function stop(child: ChildProcess, label: string, output: () => string): Promise<void> {
  child.kill("SIGTERM");
  const deadline = performance.now() + STOP_TIMEOUT_MS;
  while (groupAlive(child.pid!)) {
    if (performance.now() > deadline) {
      process.kill(-child.pid!, "SIGKILL");
      throw new Error(`${label} left processes running ${STOP_TIMEOUT_MS} ms after SIGTERM:\n${output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function phases(env: Env): Promise<Record<string, number>> {
  const port = await freePort();
  const { child, output } = launch(process.execPath, ["--import", "tsx", "--input-type=module", "-e", PHASES_SCRIPT], {
    ...env,
    PORT: String(port),
  });
  await exited(child);
  if (child.exitCode !== 0) throw new Error(`the start-up breakdown failed:\n${output()}`);
  const line = output().trim().split("\n").at(-1)!;
  return JSON.parse(line) as Record<string, number>;
}

/** Each step's share: the time from the previous mark to its own. */
function steps(marks: Record<string, number>): Record<string, number> {
  let previous = 0;
  return Object.fromEntries(
    Object.entries(marks).map(([step, at]) => {
      const took = at - previous;
      previous = at;
      return [step, Math.round(took)];
    }),
  );
}

export default defineScenario({
  title: "Cold start: `npm start` to the first 200 from /api/health with an existing data directory",
  async run({ databaseUrl, quick, log }) {
    const database = databaseUrl ? await freshDatabase(databaseUrl, 1) : undefined;
    const dataDir = database?.dataDir ?? mkdtempSync(path.join(os.tmpdir(), "gatherly-bench-"));
    try {
      const env: Env = {
        DATA_DIR: dataDir,
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        HOST: "127.0.0.1",
        // Without DATABASE_URL the server uses PGlite in DATA_DIR whatever the caller's environment says.
        DATABASE_URL: database?.url ?? "",
        // Production with PostgreSQL needs a shared secret; with PGlite the server keeps its own in DATA_DIR.
        ...(database ? { AUTH_SECRET: randomBytes(32).toString("base64url") } : {}),
      };
      log("first start (creates and migrates the data directory; builds the client if dist/ is out of date)...");
      const first = await timeToHealthy("npm", ["start"], env, PREPARE_TIMEOUT_MS);
      log(`first start: ${first} ms`);

      const runs = quick ? 1 : RUNS;
      const starts: number[] = [];
      for (let run = 1; run <= runs; run++) {
        starts.push(await timeToHealthy("npm", ["start"], env));
        log(`start ${run}: ${starts.at(-1)} ms`);
      }

      // The same start without npm, then without the build check, then main.ts's own steps.
      const breakdownRuns = quick ? 1 : BREAKDOWN_RUNS;
      const withoutNpm: number[] = [];
      const serverOnly: number[] = [];
      const phaseRuns: Array<Record<string, number>> = [];
      const uncachedPhaseRuns: Array<Record<string, number>> = [];
      for (let run = 1; run <= breakdownRuns; run++) {
        withoutNpm.push(await timeToHealthy(process.execPath, ["scripts/start.mjs"], env));
        // The compiled server npm start runs (ADR 030), without the build check.
        serverOnly.push(await timeToHealthy(process.execPath, ["--enable-source-maps", "dist-server/main.js"], env));
        phaseRuns.push(steps(await phases(env)));
        // tsx keeps what it transpiled in a cache in the temp folder; a new release or a cleared /tmp starts without it.
        uncachedPhaseRuns.push(steps(await phases({ ...env, TSX_DISABLE_CACHE: "1" })));
      }
      const medianSteps = (runs: Array<Record<string, number>>) =>
        Object.fromEntries(Object.keys(runs[0]!).map((step) => [step, median(runs.map((r) => r[step]!))]));
      const breakdown = {
        npmStartMs: median(starts),
        nodeScriptsStartMjsMs: median(withoutNpm),
        nodeTsxMainMs: median(serverOnly),
        mainSteps: medianSteps(phaseRuns),
        mainStepsWithoutTsxCache: medianSteps(uncachedPhaseRuns),
      };
      log(
        `without npm: ${breakdown.nodeScriptsStartMjsMs} ms; server alone (node dist-server/main.js): ${breakdown.nodeTsxMainMs} ms`,
      );
      log(`main.ts steps (ms): ${JSON.stringify(breakdown.mainSteps)}`);
      log(`main.ts steps without the tsx cache (ms): ${JSON.stringify(breakdown.mainStepsWithoutTsxCache)}`);

      return {
        metrics: [
          { name: "cold start, median", value: median(starts), unit: "ms", budget: { max: budgetMs(databaseUrl) } },
          {
            name: "cold start, slowest",
            value: Math.max(...starts),
            unit: "ms",
            budget: { max: budgetMs(databaseUrl) },
          },
          // Against the median above, these two show what npm, then the build check and the launcher, add.
          { name: "the same without npm (scripts/start.mjs)", value: breakdown.nodeScriptsStartMjsMs, unit: "ms" },
          { name: "the server alone (node dist-server/main.js)", value: breakdown.nodeTsxMainMs, unit: "ms" },
          // The steps below are timed on the sources under tsx (tests and development run them so).
          { name: "sources: Node and tsx up", value: breakdown.mainSteps.nodeAndTsx!, unit: "ms" },
          {
            name: "sources: importing (tsx transpiles)",
            value: breakdown.mainSteps.importServer!,
            unit: "ms",
            note: `${breakdown.mainStepsWithoutTsxCache.importServer} ms without tsx's cache`,
          },
          { name: "server: opening the database", value: breakdown.mainSteps.openDatabase!, unit: "ms" },
          { name: "server: migrations check", value: breakdown.mainSteps.migrate!, unit: "ms" },
          { name: "server: buildApp", value: breakdown.mainSteps.buildApp!, unit: "ms" },
        ],
        raw: {
          firstStartMs: first,
          startsMs: starts,
          withoutNpmMs: withoutNpm,
          serverOnlyMs: serverOnly,
          phaseRuns,
          uncachedPhaseRuns,
          breakdown,
        },
      };
    } finally {
      if (database) await database.close();
      else rmSync(dataDir, { recursive: true, force: true });
    }
  },
});
