#!/usr/bin/env node
// `npm test`: everything a reviewer runs — type check, lint (with the dependency rules), unused exports,
// formatting, unit, service and route tests on the database, the client build, and the browser tests — then one
// closing line "N passed, N failed". Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync(".tmp", { recursive: true });
const only = process.argv.slice(2);
const wants = (step) => only.length === 0 || only.includes(step);
let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const db = process.env.DATABASE_URL ? "PostgreSQL" : "PGlite";
console.log(`Gatherly tests on ${db}`);
run("clean up leftover test databases", "node", ["scripts/drop-test-databases.mjs"]);

if (wants("typecheck")) check("type check", run("type check", "npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]));
if (wants("lint")) check("lint", run("lint", "npx", ["eslint", "."]));
if (wants("unused")) check("unused exports", run("unused exports (knip.json)", "npx", ["knip", "--no-progress"]));
if (wants("format"))
  check("format", run("format (npm run format writes it)", "npx", ["prettier", "--check", "--log-level", "warn", "."]));

if (wants("unit")) {
  const out = ".tmp/vitest-results.json";
  rmSync(out, { force: true });
  const ok = run("unit, service and route tests", "npx", [
    "vitest",
    "run",
    "--reporter=default",
    "--reporter=json",
    `--outputFile=${out}`,
  ]);
  const report = readJson(out);
  if (report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    if (report.numFailedTests > 0) failures.push(`${report.numFailedTests} vitest test(s)`);
    // A file that fails to load has no failed test but fails the run.
    if (!ok && report.numFailedTests === 0) check("vitest run", false);
  } else check("vitest run (no report)", false);
}

if (wants("e2e")) {
  const built = run("client build", "npx", ["vite", "build", "--logLevel", "warn"]);
  check("client build", built);
  const chromium = run("find Chromium", "node", ["scripts/ensure-chromium.mjs"]);
  if (built && chromium) {
    const out = ".tmp/playwright-results.json";
    rmSync(out, { force: true });
    const ok = run("browser tests", "npx", ["playwright", "test"]);
    const report = readJson(out);
    if (report?.stats) {
      passed += report.stats.expected + report.stats.flaky;
      failed += report.stats.unexpected;
      if (report.stats.unexpected > 0) failures.push(`${report.stats.unexpected} browser test(s)`);
      if (!ok && report.stats.unexpected === 0) check("playwright run", false);
    } else check("playwright run (no report)", false);
  } else check("browser tests (not run)", false);
  run("clean up test databases", "node", ["scripts/drop-test-databases.mjs"]);
}

if (existsSync(".tmp") && failures.length > 0) console.log(`\nFailed: ${failures.join("; ")}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
