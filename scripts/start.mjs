#!/usr/bin/env node
// `npm start`: builds the client when dist/ is missing or older than what it is built from, then runs the
// server. A restart with an up-to-date build starts at once instead of rebuilding (issue 6: cold start < 3 s).
// Plain Node on purpose: tsx is loaded into the server's own process only.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const builtIndex = path.join(root, "dist", "index.html");
/** What the build reads: the client (with index.html), the code it shares with the server, the build config and the dependencies. */
const BUILD_INPUTS = ["src/client", "src/shared", "vite.config.ts", "scripts/bundle-budget.ts", "package-lock.json"];

function newestChange(entry) {
  const stats = statSync(entry, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs; // a deleted file shows only as a change of its folder
  for (const file of readdirSync(entry, { recursive: true, withFileTypes: true })) {
    newest = Math.max(newest, statSync(path.join(file.parentPath, file.name)).mtimeMs);
  }
  return newest;
}

function buildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  return BUILD_INPUTS.some((input) => newestChange(path.join(root, input)) > built);
}

if (buildIsStale()) {
  console.log("The client build is missing or out of date: building it...");
  const build = spawnSync("npx", ["vite", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { cwd: root, stdio: "inherit" });
// The server shuts down gracefully on SIGTERM and SIGINT (finishing in-flight requests): pass them on and
// wait for it. A terminal's Ctrl-C reaches both processes; the server takes a second signal in its stride.
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
// `npm start` runs this script through `sh -c`, and a SIGTERM sent to npm (a process manager stopping it)
// ends that shell without reaching us: a new parent means ours is gone, so stop the server the same way.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  server.kill("SIGTERM");
}, 250);
orphaned.unref();
server.on("exit", (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
