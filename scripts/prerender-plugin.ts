/**
 * Prerendered public pages (issue 22, docs/decisions/028-prerendered-public-pages.md). After the client build,
 * this plugin builds the client's server-side entry (src/client/prerender-entry.tsx) for Node, renders every
 * page of #shared/prerendered-pages.ts with it and writes each into a copy of the built index.html, inside
 * its root element, under dist/prerendered/. No browser is needed: `npm start` builds on machines without one.
 * The server sends these files for their paths (src/server/page-meta.ts) and the client hydrates them. Each file
 * carries one inline script in its head, the one that holds a form's submit until the page has hydrated
 * (#shared/held-submit.ts).
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin, type PluginOption, type ResolvedConfig, type Rolldown } from "vite";

/** What the built index.html has where a page's HTML goes. */
const EMPTY_ROOT = '<div id="root"></div>';
/** Where the built index.html's head gets the held-submit script: before the stylesheet and the app's script. */
const TITLE_END = "</title>";
/** Under the build's output folder. */
export const PRERENDERED_DIR = "prerendered";

interface PrerenderEntry {
  PRERENDERED_PATHS: readonly string[];
  PRERENDERED_SHELLS: Readonly<Record<string, string>>;
  HELD_SUBMIT_SCRIPT: string;
  prerenderedFileOf: (pathname: string) => string;
  renderPage: (pathname: string) => Promise<string>;
}

interface PrerenderOptions {
  /** The server-side entry, relative to the project. */
  entry: string;
  /** The plugins the entry's code needs to build as the client's does (not this one). */
  plugins: () => PluginOption[];
}

function entryFile(output: Awaited<ReturnType<typeof build>>): string {
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const entry = outputs.flatMap((result) => result.output).find((file) => file.type === "chunk" && file.isEntry);
  if (!entry) throw new Error("the prerender build made no entry");
  return entry.fileName;
}

export function prerenderPages(options: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  return {
    name: "gatherly-prerender",
    apply: (userConfig, env) => env.command === "build" && !userConfig.build?.ssr,
    configResolved(resolved) {
      config = resolved;
    },
    // After the client's files are written: the pages are poured into the built index.html.
    async closeBundle() {
      const started = performance.now();
      const outDir = path.resolve(config.root, config.build.outDir);
      // Kept out of dist/ (the server never serves this code), one folder per build so two builds at once do
      // not share it, and inside the project so the code finds its dependencies.
      const serverOutDir = path.resolve(`node_modules/.cache/gatherly-prerender-${process.pid}`);
      const output = await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: "warn",
        plugins: options.plugins(),
        build: {
          ssr: path.resolve(options.entry),
          outDir: serverOutDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
        },
      });
      const entry = (await import(pathToFileURL(path.join(serverOutDir, entryFile(output))).href)) as PrerenderEntry;

      const built = await readFile(path.join(outDir, "index.html"), "utf8");
      if (!built.includes(EMPTY_ROOT)) throw new Error(`index.html has no ${EMPTY_ROOT} to prerender into`);
      if (!built.includes(TITLE_END))
        throw new Error(`index.html has no ${TITLE_END} to put the held-submit script after`);
      // Exactly this text: the content policy allows the script by its hash.
      const template = built.replace(TITLE_END, () => `${TITLE_END}\n    <script>${entry.HELD_SUBMIT_SCRIPT}</script>`);
      const pages = [...entry.PRERENDERED_PATHS, ...Object.values(entry.PRERENDERED_SHELLS)];
      // One after the other: they share the loaded page code, and the build machine has few cores.
      for (const pathname of pages) {
        const html = await entry.renderPage(pathname);
        const file = path.join(outDir, PRERENDERED_DIR, entry.prerenderedFileOf(pathname));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(
          file,
          template.replace(EMPTY_ROOT, () => `<div id="root">${html}</div>`),
        );
      }
      await rm(serverOutDir, { recursive: true, force: true });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      config.logger.info(`prerendered ${pages.length} pages into ${PRERENDERED_DIR}/ in ${seconds} s`);
    },
  };
}
