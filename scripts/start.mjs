#!/usr/bin/env node
// `npm start`: builds the client (dist/) and the server (dist-server/) when missing or older than what they
// are built from, then runs the compiled server. A restart with an up-to-date build starts at once instead of
// rebuilding (issue 6), and the server is plain JavaScript, not TypeScript compiled at every start (issue 22).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { constants } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
/** Each build: what it makes (checked for age) and what it reads. */
const BUILDS = [
  {
    name: "client",
    output: path.join(root, "dist", "index.html"),
    inputs: [
      "src/client",
      "src/shared",
      "vite.config.ts",
      "scripts/bundle-budget.ts",
      "scripts/chunk-groups.ts",
      "scripts/prerender-plugin.ts",
      "package-lock.json",
    ],
    command: ["npx", ["vite", "build"]],
  },
  {
    name: "server",
    output: path.join(root, "dist-server", "main.js"),
    inputs: ["src/server", "src/shared", "scripts/build-server.mjs", "package-lock.json"],
    command: [process.execPath, ["scripts/build-server.mjs"]],
  },
];

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

function isStale({ output, inputs }) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return inputs.some((input) => newestChange(path.join(root, input)) > built);
}

for (const build of BUILDS) {
  if (!isStale(build)) continue;
  console.log(`The ${build.name} build is missing or out of date: building it...`);
  const [command, args] = build.command;
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const server = spawn(process.execPath, ["--enable-source-maps", "dist-server/main.js"], {
  cwd: root,
  stdio: "inherit",
});
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
