/**
 * `npm run bench [-- name ...]`: runs every scenario in scripts/bench/scenarios/ (or the named ones), prints
 * each figure beside its budget, and writes the raw results to bench/results/<scenario>-<time>.json.
 * Measures on PostgreSQL when DATABASE_URL is set, on PGlite otherwise. Exits 0 whatever the figures say:
 * budgets are reported, not enforced (the bundle budget is enforced by `npm run build` instead).
 */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { meetsBudget, type Metric, type Scenario } from "./scenario.ts";

const scenariosDir = path.join(import.meta.dirname, "scenarios");
const resultsDir = path.resolve(import.meta.dirname, "../../bench/results");
const available = readdirSync(scenariosDir)
  .filter((file) => file.endsWith(".ts"))
  .map((file) => file.replace(/\.ts$/, ""))
  .sort();
const requested = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const unknown = requested.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown scenario: ${unknown.join(", ")}. Available: ${available.join(", ")}`);
  process.exit(2);
}
const names = requested.length > 0 ? requested : available;
const databaseUrl = process.env.DATABASE_URL || undefined;
const quick = process.env.BENCH_QUICK === "1";

function machine() {
  return {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? "unknown",
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    database: databaseUrl ? "postgresql" : "pglite",
  };
}

function formatMetric(metric: Metric): string {
  const verdict = meetsBudget(metric);
  const budget = metric.budget
    ? [
        metric.budget.min !== undefined ? `>= ${metric.budget.min}` : "",
        metric.budget.max !== undefined ? `<= ${metric.budget.max}` : "",
      ]
        .filter(Boolean)
        .join(" and ")
    : "";
  const value = Number.isInteger(metric.value) ? String(metric.value) : metric.value.toFixed(2);
  return [
    `  ${metric.name}`.padEnd(46),
    `${value} ${metric.unit}`.padStart(16),
    (budget ? `${budget} ${metric.unit}` : "").padStart(22),
    verdict === undefined ? "" : verdict ? "  ok" : "  MISS",
    metric.note ? `  (${metric.note})` : "",
  ].join("");
}

mkdirSync(resultsDir, { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const summary: Array<{ scenario: string; missed: string[] }> = [];
console.log(`Gatherly bench on ${machine().cpus} cores, Node ${process.version}, ${machine().database}\n`);
for (const name of names) {
  const module = (await import(pathToFileURL(path.join(scenariosDir, `${name}.ts`)).href)) as { default: Scenario };
  const scenario = module.default;
  console.log(`# ${name}: ${scenario.title}`);
  const started = performance.now();
  try {
    const result = await scenario.run({ databaseUrl, quick, log: (line) => console.log(`  ${line}`) });
    for (const metric of result.metrics) console.log(formatMetric(metric));
    const file = path.join(resultsDir, `${name}-${stamp}.json`);
    writeFileSync(
      file,
      JSON.stringify({ scenario: name, at: new Date().toISOString(), machine: machine(), ...result }, null, 2),
    );
    console.log(
      `  (${((performance.now() - started) / 1000).toFixed(0)} s; raw figures in ${path.relative(process.cwd(), file)})\n`,
    );
    summary.push({ scenario: name, missed: result.metrics.filter((m) => meetsBudget(m) === false).map((m) => m.name) });
  } catch (error) {
    console.log(`  failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    summary.push({ scenario: name, missed: ["(the scenario failed to run)"] });
  }
}
console.log("Summary");
for (const { scenario, missed } of summary) {
  console.log(`  ${scenario.padEnd(20)} ${missed.length === 0 ? "every budget met" : `missed: ${missed.join("; ")}`}`);
}
