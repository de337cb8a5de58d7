import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  HOME_PAGE_BUDGET_KB,
  LAZY_CHUNK_BUDGET_KB,
  measureBundle,
  type BundleChunk,
} from "../scripts/bundle-budget.ts";

/** Code that gzip cannot shrink: at least `kb` kB once gzipped. */
function incompressible(kb: number): string {
  return randomBytes(Math.round(kb * 1000)).toString("latin1");
}

function chunk(fileName: string, kb: number, extra: Partial<BundleChunk> = {}): BundleChunk {
  return { fileName, code: incompressible(kb), isEntry: false, facadeModuleId: null, imports: [], ...extra };
}

const HOME = "src/client/features/marketing/home-page.tsx";

describe("bundle budget", () => {
  it("counts the entry, its static imports and the home page's chunk, and nothing loaded later", () => {
    const report = measureBundle(
      [
        chunk("entry.js", 60, { isEntry: true, imports: ["react.js"] }),
        chunk("react.js", 40),
        chunk("home.js", 10, { facadeModuleId: `/repo/${HOME}`, imports: ["icons.js", "react.js"] }),
        chunk("icons.js", 5),
        chunk("dashboard.js", 30, { facadeModuleId: "/repo/src/client/features/dashboard/dashboard-page.tsx" }),
      ],
      HOME,
    );
    expect(report.homePage.files.map((f) => f.file).sort()).toEqual(["entry.js", "home.js", "icons.js", "react.js"]);
    const sumOfFiles = report.homePage.files.reduce((sum, f) => sum + f.gzipKB, 0);
    expect(Math.abs(report.homePage.gzipKB - sumOfFiles)).toBeLessThan(0.5);
    expect(report.homePage.gzipKB).toBeGreaterThan(115);
    expect(report.largestLazyChunk.file).toBe("dashboard.js");
    expect(report.overBudget).toEqual([]);
  });

  it("refuses a home page over its budget and names what it loads", () => {
    const report = measureBundle(
      [
        chunk("entry.js", HOME_PAGE_BUDGET_KB, { isEntry: true }),
        chunk("home.js", 10, { facadeModuleId: `/repo/${HOME}` }),
      ],
      HOME,
    );
    expect(report.overBudget).toHaveLength(1);
    expect(report.overBudget[0]).toMatch(/home page loads .* over the 150 KB budget: .*entry\.js/);
  });

  it("refuses a lazy chunk over its budget", () => {
    const report = measureBundle(
      [
        chunk("entry.js", 20, { isEntry: true }),
        chunk("home.js", 5, { facadeModuleId: `/repo/${HOME}` }),
        chunk("charts.js", LAZY_CHUNK_BUDGET_KB + 5),
      ],
      HOME,
    );
    expect(report.overBudget).toEqual([expect.stringMatching(/^charts\.js is .* over the 120 KB lazy-chunk budget/)]);
  });

  it("fails loudly when the home page's chunk cannot be found, rather than measuring the wrong thing", () => {
    expect(() => measureBundle([chunk("entry.js", 1, { isEntry: true })], HOME)).toThrow(/cannot find/);
  });
});
