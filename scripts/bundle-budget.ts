/**
 * The bundle budget (issue 6, docs/performance.md): the JavaScript a first visit to the home page downloads
 * (the entry, everything it imports statically, and the home page's own chunk with its static imports) must
 * stay within HOME_PAGE_BUDGET_KB gzipped, and no chunk loaded later on demand may exceed
 * LAZY_CHUNK_BUDGET_KB. `npm run build` fails when either is exceeded, so a heavy import shows up in the
 * change that adds it rather than in a slow page months later.
 */
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

export const HOME_PAGE_BUDGET_KB = 150;
export const LAZY_CHUNK_BUDGET_KB = 120;

export interface BundleChunk {
  fileName: string;
  code: string;
  isEntry: boolean;
  /** The module the chunk was made for (a lazily imported page), when there is one. */
  facadeModuleId: string | null;
  imports: readonly string[];
}

export interface BundleReport {
  homePage: { gzipKB: number; budgetKB: number; files: Array<{ file: string; gzipKB: number }> };
  largestLazyChunk: { file: string; gzipKB: number; budgetKB: number };
  totalGzipKB: number;
  overBudget: string[];
}

const kilobytes = (bytes: number) => Math.round(bytes / 100) / 10;

/** Gzip level 9, as the server and most CDNs send it; sizes in kB (1000 bytes, as Vite prints them), one decimal. */
export function measureBundle(chunks: readonly BundleChunk[], homePageModule: string): BundleReport {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const gzipped = new Map(chunks.map((chunk) => [chunk.fileName, gzipSync(chunk.code, { level: 9 }).length]));

  function withStaticImports(start: readonly BundleChunk[]): Set<string> {
    const seen = new Set<string>();
    const queue = start.map((chunk) => chunk.fileName);
    while (queue.length > 0) {
      const name = queue.pop()!;
      if (seen.has(name)) continue;
      seen.add(name);
      queue.push(...(byName.get(name)?.imports ?? []));
    }
    return seen;
  }

  const entries = chunks.filter((chunk) => chunk.isEntry);
  const homeChunk = chunks.find((chunk) => chunk.facadeModuleId?.replaceAll("\\", "/").endsWith(homePageModule));
  if (entries.length === 0 || !homeChunk) {
    throw new Error(`bundle budget: cannot find the entry chunk or the chunk of ${homePageModule}`);
  }
  const loadedUpFront = withStaticImports(entries);
  const homeFiles = withStaticImports([...entries, homeChunk]);
  const files = [...homeFiles]
    .map((file) => ({ file, gzipKB: kilobytes(gzipped.get(file) ?? 0) }))
    .sort((a, b) => b.gzipKB - a.gzipKB);
  const homeGzip = kilobytes([...homeFiles].reduce((sum, file) => sum + (gzipped.get(file) ?? 0), 0));

  const lazy = chunks
    .filter((chunk) => !loadedUpFront.has(chunk.fileName))
    .map((chunk) => ({ file: chunk.fileName, gzipKB: kilobytes(gzipped.get(chunk.fileName)!) }))
    .sort((a, b) => b.gzipKB - a.gzipKB);
  const largest = lazy[0] ?? { file: "(none)", gzipKB: 0 };

  const overBudget: string[] = [];
  if (homeGzip > HOME_PAGE_BUDGET_KB) {
    overBudget.push(
      `the home page loads ${homeGzip} KB of JavaScript (gzip), over the ${HOME_PAGE_BUDGET_KB} KB budget: ` +
        files.map((f) => `${f.file} ${f.gzipKB} KB`).join(", "),
    );
  }
  if (largest.gzipKB > LAZY_CHUNK_BUDGET_KB) {
    overBudget.push(
      `${largest.file} is ${largest.gzipKB} KB (gzip), over the ${LAZY_CHUNK_BUDGET_KB} KB lazy-chunk budget`,
    );
  }
  return {
    homePage: { gzipKB: homeGzip, budgetKB: HOME_PAGE_BUDGET_KB, files },
    largestLazyChunk: { ...largest, budgetKB: LAZY_CHUNK_BUDGET_KB },
    totalGzipKB: kilobytes([...gzipped.values()].reduce((a, b) => a + b, 0)),
    overBudget,
  };
}

/**
 * Measures the client build and fails it when over budget. `report` receives the figures (the bench writes
 * them to bench/results/; BUNDLE_REPORT=path does the same from the command line).
 */
export function bundleBudget(options: { homePageModule: string; report?: (report: BundleReport) => void }): Plugin {
  return {
    name: "gatherly-bundle-budget",
    apply: "build",
    generateBundle(_output, bundle) {
      const chunks: BundleChunk[] = [];
      for (const item of Object.values(bundle)) {
        if (item.type !== "chunk") continue;
        chunks.push({
          fileName: item.fileName,
          code: item.code,
          isEntry: item.isEntry,
          facadeModuleId: item.facadeModuleId,
          imports: item.imports,
        });
      }
      const report = measureBundle(chunks, options.homePageModule);
      options.report?.(report);
      this.info(
        `bundle budget: home page ${report.homePage.gzipKB} / ${HOME_PAGE_BUDGET_KB} KB gzip, ` +
          `largest lazy chunk ${report.largestLazyChunk.gzipKB} / ${LAZY_CHUNK_BUDGET_KB} KB (${report.largestLazyChunk.file})`,
      );
      if (report.overBudget.length > 0) this.error(`Bundle over budget:\n- ${report.overBudget.join("\n- ")}`);
    },
  };
}
