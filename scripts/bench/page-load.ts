/**
 * How long signed-in pages take to show their content on a desktop, and how many scripts they fetch to do it
 * (issue 21). The client is built as `npm run build` builds it (into a temporary folder, so the shared dist/
 * is left alone), served by the production server on a fresh database; a Pro organiser with one event, a few
 * tasks and activities opens each page in a fresh browser context (cold cache, no throttling, 1280x800),
 * RUNS times after one warm-up visit per page (the server compresses each file on its first request).
 *
 * "Content" is the page's own data on screen, not its skeleton: the event's name on the dashboard, the events
 * list and the event page, a task's title on the task list. It is timed in the page itself (every animation
 * frame, from the navigation's start), and the scripts counted are those the page fetched until then, then
 * until nothing more arrives for a while (what the page loads after its content: idle extras, prefetches).
 *
 *   node --import tsx scripts/bench/page-load.ts                     # build, serve, measure, print
 *   node --import tsx scripts/bench/page-load.ts --client-dir dist   # measure an existing build instead
 *   npm run bench -- page-load                                       # the same as a bench scenario
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "../ensure-chromium.mjs";
import { buildClient, startServer, type BenchServer } from "./harness.ts";
import { median, type Metric, type ScenarioResult } from "./scenario.ts";

/** Issue 21: a signed-in page shows its content within a second on a desktop on this machine. */
const CONTENT_BUDGET_MS = 1000;
const RUNS = 3;
/** The page has settled when no resource has arrived for this long. */
const QUIET_MS = 1500;
const SETTLE_TIMEOUT_MS = 15_000;
const CONTENT_TIMEOUT_MS = 20_000;

const EVENT_NAME = "Bench Reunion 2031";
const TASK_TITLE = "Book the photographer";

interface Setup {
  cookie: string;
  eventId: string;
}

interface PageTarget {
  name: string;
  path: (setup: Setup) => string;
  /** Text in <main> that only the page's loaded data puts there. */
  contentText: string;
}

const PAGES: readonly PageTarget[] = [
  { name: "/dashboard", path: () => "/dashboard", contentText: EVENT_NAME },
  { name: "/manage-events", path: () => "/manage-events", contentText: EVENT_NAME },
  { name: "/events/:id", path: ({ eventId }) => `/events/${eventId}`, contentText: EVENT_NAME },
  {
    name: "/task-management",
    path: ({ eventId }) => `/task-management?eventId=${eventId}`,
    contentText: TASK_TITLE,
  },
];

export interface PageRun {
  page: string;
  run: number;
  /** From the navigation's start until the content is on screen. */
  contentMs: number;
  /** Scripts fetched (entry, module preloads, lazy chunks) until the content showed. */
  scriptsAtContent: number;
  /** Scripts fetched until the page settled. */
  scriptsSettled: number;
  /** Compressed script bytes until the page settled, kB. */
  scriptKBSettled: number;
  /** API requests until the content showed: path and start time (ms from the navigation's start). */
  apiAtContent: Array<{ path: string; startMs: number; endMs: number }>;
}

/** The person and the data the pages show: a Pro organiser, one event two years out, tasks and activities. */
async function setUp(server: BenchServer): Promise<Setup> {
  const person = await server.signUp({ planType: "pro" });
  const ok = async (method: "POST", url: string, body: unknown) => {
    const response = await person.client.request(method, url, body);
    if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
    return response.json() as { id: string };
  };
  const year = new Date().getUTCFullYear() + 2;
  const event = await ok("POST", "/api/events", {
    name: EVENT_NAME,
    eventTypeId: "school-type-1",
    startAt: `${year}-06-14T10:00:00+02:00`,
    endAt: `${year}-06-14T23:30:00+02:00`,
    timeZone: "Europe/Amsterdam",
    locationName: "Old gymnasium",
  });
  for (const title of [TASK_TITLE, "Send the invitations", "Order the cake", "Find a DJ", "Print name tags"]) {
    await ok("POST", `/api/events/${event.id}/tasks`, { title });
  }
  for (const [name, from, to] of [
    ["Welcome drinks", "18:00", "19:00"],
    ["Dinner", "19:00", "21:00"],
  ] as const) {
    await ok("POST", "/api/activities", {
      eventId: event.id,
      name,
      startAt: `${year}-06-14T${from}:00+02:00`,
      endAt: `${year}-06-14T${to}:00+02:00`,
    });
  }
  return { cookie: person.cookie, eventId: event.id };
}

function cookiesFor(header: string, url: string) {
  return header
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const index = pair.indexOf("=");
      return { name: pair.slice(0, index), value: pair.slice(index + 1), url };
    });
}

/** One visit in a fresh context (its own cache and cookies). */
async function visit(browser: Browser, baseUrl: string, setup: Setup, target: PageTarget, run: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies(cookiesFor(setup.cookie, baseUrl));
    // The default buffer of 250 entries would drop the scripts of a page that fetches many.
    await context.addInitScript(() => performance.setResourceTimingBufferSize(10_000));
    const page = await context.newPage();
    await page.goto(`${baseUrl}${target.path(setup)}`, { waitUntil: "commit" });
    const atContent = await page.waitForFunction(
      (text) => {
        // textContent first: innerText lays the page out, and doing that every frame would slow the page measured.
        const main = document.querySelector("main");
        if (!main?.textContent?.includes(text) || !main.innerText.includes(text)) return false;
        const now = performance.now();
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        return {
          contentMs: now,
          scripts: resources.filter((entry) => new URL(entry.name).pathname.endsWith(".js")).length,
          api: resources
            .filter((entry) => new URL(entry.name).pathname.startsWith("/api/"))
            .map((entry) => ({
              path: new URL(entry.name).pathname,
              startMs: Math.round(entry.startTime),
              endMs: Math.round(entry.responseEnd),
            })),
        };
      },
      target.contentText,
      { polling: "raf", timeout: CONTENT_TIMEOUT_MS },
    );
    const content = (await atContent.jsonValue()) as {
      contentMs: number;
      scripts: number;
      api: PageRun["apiAtContent"];
    };
    const finalPath = new URL(page.url()).pathname;
    if (finalPath !== new URL(`${baseUrl}${target.path(setup)}`).pathname)
      throw new Error(`${target.name} ended on ${finalPath}: not the page meant`);

    const settled = await page.evaluate(
      // No named functions in here: tsx would wrap them in a helper the page does not have.
      async ({ quietMs, timeoutMs }) => {
        const started = performance.now();
        let count = performance.getEntriesByType("resource").length;
        let changedAt = performance.now();
        while (performance.now() - changedAt < quietMs && performance.now() - started < timeoutMs) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          const now = performance.getEntriesByType("resource").length;
          if (now !== count) {
            count = now;
            changedAt = performance.now();
          }
        }
        const all = (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) =>
          new URL(entry.name).pathname.endsWith(".js"),
        );
        return { scripts: all.length, bytes: all.reduce((sum, entry) => sum + entry.encodedBodySize, 0) };
      },
      { quietMs: QUIET_MS, timeoutMs: SETTLE_TIMEOUT_MS },
    );
    return {
      page: target.name,
      run,
      contentMs: Math.round(content.contentMs),
      scriptsAtContent: content.scripts,
      scriptsSettled: settled.scripts,
      scriptKBSettled: Math.round(settled.bytes / 100) / 10,
      apiAtContent: content.api,
    } satisfies PageRun;
  } finally {
    await context.close();
  }
}

/** Measures every page on a running server: one warm-up visit each, then `runs` rounds of all pages. */
export async function measurePages(
  baseUrl: string,
  setup: Setup,
  options: { runs: number; log: (line: string) => void },
): Promise<PageRun[]> {
  const executablePath = findChromium();
  if (!executablePath)
    throw new Error("no Chromium found: run `node scripts/ensure-chromium.mjs` or set CHROMIUM_PATH");
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
  try {
    for (const target of PAGES) await visit(browser, baseUrl, setup, target, 0);
    const runs: PageRun[] = [];
    // Round by round, so a burst of load from elsewhere spoils one run of every page, not every run of one.
    for (let run = 1; run <= options.runs; run++) {
      for (const target of PAGES) {
        const result = await visit(browser, baseUrl, setup, target, run);
        runs.push(result);
        options.log(
          `run ${run} ${target.name}: content ${result.contentMs} ms, scripts ${result.scriptsAtContent} at content / ` +
            `${result.scriptsSettled} settled (${result.scriptKBSettled} kB), API before content: ` +
            result.apiAtContent.map((call) => `${call.path} ${call.startMs}-${call.endMs}`).join(", "),
        );
      }
    }
    return runs;
  } finally {
    await browser.close();
  }
}

function metricsOf(runs: readonly PageRun[]): Metric[] {
  return PAGES.flatMap((target) => {
    const rows = runs.filter((row) => row.page === target.name);
    const of = (pick: (row: PageRun) => number) => median(rows.map(pick));
    return [
      {
        name: `${target.name} time to content`,
        value: of((r) => r.contentMs),
        unit: "ms",
        budget: { max: CONTENT_BUDGET_MS },
      },
      { name: `${target.name} scripts at content`, value: of((r) => r.scriptsAtContent), unit: "" },
      { name: `${target.name} scripts settled`, value: of((r) => r.scriptsSettled), unit: "" },
      { name: `${target.name} script kB settled`, value: of((r) => r.scriptKBSettled), unit: "kB" },
    ];
  });
}

/**
 * Builds the client (unless `clientDir` names an existing build), serves it on a fresh database and measures
 * every page. The bench scenario and the command line both run this.
 */
export async function pageLoad(options: {
  databaseUrl: string | undefined;
  quick: boolean;
  log: (line: string) => void;
  clientDir?: string;
}): Promise<ScenarioResult> {
  const ownBuild = options.clientDir === undefined;
  const clientDir = options.clientDir ?? mkdtempSync(path.join(os.tmpdir(), "gatherly-bench-client-"));
  try {
    if (ownBuild) {
      options.log("building the client...");
      await buildClient(clientDir);
    }
    const server = await startServer(options.databaseUrl, { clientDir: path.resolve(clientDir) });
    try {
      const setup = await setUp(server);
      const runs = await measurePages(server.url, setup, { runs: options.quick ? 1 : RUNS, log: options.log });
      return { metrics: metricsOf(runs), raw: { runs } };
    } finally {
      await server.close();
    }
  } finally {
    if (ownBuild) rmSync(clientDir, { recursive: true, force: true });
  }
}

if (import.meta.filename === path.resolve(process.argv[1] ?? "")) {
  const flag = process.argv.indexOf("--client-dir");
  const clientDir = flag >= 0 ? process.argv[flag + 1] : undefined;
  const result = await pageLoad({
    databaseUrl: process.env.DATABASE_URL || undefined,
    quick: process.env.BENCH_QUICK === "1",
    log: (line) => console.log(line),
    ...(clientDir ? { clientDir } : {}),
  });
  console.log("\nmedians:");
  for (const metric of result.metrics) console.log(`  ${metric.name.padEnd(40)} ${metric.value} ${metric.unit}`);
  process.exit(0);
}
