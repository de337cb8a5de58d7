/**
 * Lighthouse (performance category only) on the pages a first visit sees and on the signed-in dashboard,
 * with the mobile and the desktop preset: the client is built as `npm run build` builds it, served by the
 * production server, and each page is measured three times in a fresh browser; the report shows the median
 * of each figure. The raw per-run figures keep Lighthouse's failing diagnostics with their estimated
 * savings, so a missed budget comes with what to fix.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig, type Config, type Result } from "lighthouse";
import { CHROMIUM_FLAGS, findChromium } from "../../ensure-chromium.mjs";
import { buildClient, startServer } from "../harness.ts";
import { defineScenario, median, type Metric } from "../scenario.ts";

const PAGES = [
  { path: "/", signedIn: false },
  { path: "/pricing", signedIn: false },
  { path: "/login", signedIn: false },
  { path: "/dashboard", signedIn: true },
] as const;

/** Lighthouse's default config is its mobile preset (a mid-range phone on a slow 4G connection). */
const PRESETS = [
  { name: "mobile", config: undefined, minScore: 90 },
  { name: "desktop", config: desktopConfig, minScore: 95 },
] as const satisfies ReadonlyArray<{ name: string; config: Config | undefined; minScore: number }>;

const RUNS = 3;
const CLS_MAX = 0.05;
const TBT_MAX_MS = 150;

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

interface Finding {
  id: string;
  title: string;
  displayValue: string | undefined;
  /** Lighthouse's estimate of what fixing it would save, on the largest of FCP, LCP and TBT. */
  savingsMs: number;
  savingsKB: number;
  /** The layout shift it would remove. */
  savingsCls: number;
  /** The first few resources or elements it names (a path, or a CSS selector). */
  items: string[];
}

interface RunFigures {
  page: string;
  preset: string;
  run: number;
  finalUrl: string;
  score: number;
  cls: number;
  tbtMs: number;
  lcpMs: number;
  fcpMs: number;
  jsTransferredKB: number;
  findings: Finding[];
}

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

function numeric(lhr: Result, audit: string): number {
  const value = lhr.audits[audit]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${audit} for ${lhr.finalDisplayedUrl}`);
  return value;
}

/** Script bytes over the wire, as the resource-summary audit counts them. */
function scriptTransferKB(lhr: Result): number {
  const details = lhr.audits["resource-summary"]?.details;
  const items =
    details && "items" in details ? (details.items as Array<{ resourceType?: string; transferSize?: number }>) : [];
  return round((items.find((item) => item.resourceType === "script")?.transferSize ?? 0) / 1000, 1);
}

/** The failing diagnostics of the performance category, largest estimated saving first. */
function findings(lhr: Result): Finding[] {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.group === "diagnostics")
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 0.9)
    .map((audit) => {
      const details = audit!.details as
        | {
            overallSavingsMs?: number;
            overallSavingsBytes?: number;
            items?: Array<{ url?: unknown; node?: { selector?: string } }>;
          }
        | undefined;
      const metricSavings = audit!.metricSavings ?? {};
      const origin = new URL(lhr.finalDisplayedUrl).origin;
      return {
        id: audit!.id,
        title: audit!.title,
        displayValue: audit!.displayValue,
        savingsMs: round(
          Math.max(
            details?.overallSavingsMs ?? 0,
            metricSavings.FCP ?? 0,
            metricSavings.LCP ?? 0,
            metricSavings.TBT ?? 0,
          ),
        ),
        savingsKB: round((details?.overallSavingsBytes ?? 0) / 1000, 1),
        savingsCls: round(metricSavings.CLS ?? 0, 3),
        items: (Array.isArray(details?.items) ? details.items : [])
          .map((item) => (typeof item.url === "string" ? item.url.replace(origin, "") : item.node?.selector))
          .filter((label): label is string => Boolean(label))
          .slice(0, 3),
      };
    })
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsCls - a.savingsCls || b.savingsKB - a.savingsKB)
    .slice(0, 8);
}

/** Lighthouse's own advice for a trace it could not record (NO_NAVSTART, NO_FCP...) on a busy machine is to run again. */
const ATTEMPTS = 3;

/** One Lighthouse run in a browser of its own, so no cache or cookie carries over from an earlier run. */
async function measure(
  url: string,
  preset: (typeof PRESETS)[number],
  headers: Record<string, string> | undefined,
  log: (line: string) => void,
): Promise<Result> {
  const chromePath = findChromium();
  if (!chromePath) throw new Error("no Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH");
  for (let attempt = 1; ; attempt++) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "error" });
    try {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          logLevel: "error",
          onlyCategories: ["performance"],
          ...(headers ? { extraHeaders: headers } : {}),
        },
        preset.config,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (!lhr.runtimeError) return lhr;
      const problem = `Lighthouse could not measure ${url} (${preset.name}): ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (attempt === ATTEMPTS) throw new Error(problem);
      log(`${problem}; measuring again`);
    } finally {
      chrome.kill();
    }
  }
}

export default defineScenario({
  title:
    "Lighthouse performance of /, /pricing, /login and the signed-in /dashboard (mobile and desktop, median of 3 runs)",
  async run({ databaseUrl, quick, log }) {
    const clientDir = mkdtempSync(path.join(os.tmpdir(), "gatherly-bench-client-"));
    try {
      log("building the client...");
      await buildClient(clientDir);
      const server = await startServer(databaseUrl, { clientDir });
      try {
        const pages = quick ? PAGES.filter((page) => page.path === "/") : PAGES;
        const runs = quick ? 1 : RUNS;
        const figures: RunFigures[] = [];
        // Round by round rather than page by page, so a burst of load from elsewhere on the machine
        // spoils one run of every page rather than every run of one page.
        for (let run = 1; run <= runs; run++) {
          for (const page of pages) {
            for (const preset of PRESETS) {
              // A new person per signed-in run keeps the runs alike (each starts from a fresh session).
              const headers = page.signedIn ? { Cookie: (await server.signUp()).cookie } : undefined;
              const lhr = await measure(`${server.url}${page.path}`, preset, headers, log);
              const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
              // A signed-out dashboard sends the visitor to /login: that would measure the wrong page.
              if (finalPath !== page.path)
                throw new Error(`${page.path} ended on ${finalPath} (${preset.name}): not the page meant`);
              const row: RunFigures = {
                page: page.path,
                preset: preset.name,
                run,
                finalUrl: lhr.finalDisplayedUrl,
                score: round((lhr.categories.performance?.score ?? 0) * 100),
                cls: round(numeric(lhr, "cumulative-layout-shift"), 3),
                tbtMs: round(numeric(lhr, "total-blocking-time")),
                lcpMs: round(numeric(lhr, "largest-contentful-paint")),
                fcpMs: round(numeric(lhr, "first-contentful-paint")),
                jsTransferredKB: scriptTransferKB(lhr),
                findings: findings(lhr),
              };
              figures.push(row);
              log(
                `run ${run} ${page.path} ${preset.name}: score ${row.score}, LCP ${row.lcpMs} ms, TBT ${row.tbtMs} ms, CLS ${row.cls}, JS ${row.jsTransferredKB} KB`,
              );
            }
          }
        }

        const metrics: Metric[] = [];
        for (const page of pages) {
          for (const preset of PRESETS) {
            const rows = figures.filter((row) => row.page === page.path && row.preset === preset.name);
            const of = (pick: (row: RunFigures) => number) => median(rows.map(pick));
            const label = `${page.path} ${preset.name}`;
            metrics.push(
              {
                name: `${label} performance score`,
                value: of((r) => r.score),
                unit: "/100",
                budget: { min: preset.minScore },
              },
              { name: `${label} CLS`, value: of((r) => r.cls), unit: "", budget: { max: CLS_MAX } },
              { name: `${label} TBT`, value: of((r) => r.tbtMs), unit: "ms", budget: { max: TBT_MAX_MS } },
              { name: `${label} LCP`, value: of((r) => r.lcpMs), unit: "ms" },
              { name: `${label} FCP`, value: of((r) => r.fcpMs), unit: "ms" },
              { name: `${label} JS transferred`, value: of((r) => r.jsTransferredKB), unit: "KB" },
            );
          }
        }
        return { metrics, raw: { runs: figures } };
      } finally {
        await server.close();
      }
    } finally {
      rmSync(clientDir, { recursive: true, force: true });
    }
  },
});
