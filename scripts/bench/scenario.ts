/**
 * What a benchmark scenario is (docs/performance.md). A scenario is one file in scripts/bench/scenarios/
 * whose default export is a Scenario; `npm run bench` finds it by its file name, so adding one needs nothing
 * else. Scenarios print figures and never fail a test run: a budget they miss shows as MISS in the report.
 */

export interface Budget {
  /** The figure must stay at or below this. */
  max?: number;
  /** The figure must reach at least this. */
  min?: number;
}

export interface Metric {
  name: string;
  value: number;
  unit: string;
  budget?: Budget;
  /** What the figure is compared with, e.g. "0.62 x baseline". */
  note?: string;
}

export interface ScenarioResult {
  metrics: Metric[];
  /** Raw figures kept in the JSON file (autocannon results, Lighthouse audits...). */
  raw?: unknown;
}

export interface BenchContext {
  /** PostgreSQL connection string when DATABASE_URL is set; the scenario then measures on PostgreSQL. */
  databaseUrl: string | undefined;
  /** BENCH_QUICK=1: shorter runs for a smoke check of the bench itself; the figures mean little. */
  quick: boolean;
  log(line: string): void;
}

export interface Scenario {
  /** One line for the report. */
  title: string;
  run(context: BenchContext): Promise<ScenarioResult>;
}

export function defineScenario(scenario: Scenario): Scenario {
  return scenario;
}

export function meetsBudget(metric: Metric): boolean | undefined {
  if (!metric.budget) return undefined;
  if (metric.budget.max !== undefined && metric.value > metric.budget.max) return false;
  if (metric.budget.min !== undefined && metric.value < metric.budget.min) return false;
  return true;
}

/** The middle figure of repeated runs (the mean of the two middle ones for an even count): one slow run does not move it. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("the median of no figures");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
