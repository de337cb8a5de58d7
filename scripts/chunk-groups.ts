/**
 * How the client build groups its modules into files (issue 21). Left to itself, the bundler makes one file
 * per combination of lazy pages that share a module: about 390 files, and a signed-in page fetched 60-75 of
 * them (every icon and every small component its own request), the event page nearly 200 with every tab open.
 * Here (about 140 files, 26-30 per signed-in page):
 *
 * - what the first page needs (everything main.tsx imports statically) is the entry and `vendor` (React,
 *   React Router, TanStack Query and the other packages);
 * - the signed-in pages of a feature folder (AREAS) and its event-page tab are one file, so a tab opens with
 *   one request; our code and icons that several of them share are one `shared` file;
 * - the building blocks and icons that public pages share with the app are `common`, Radix's parts and the
 *   blocks made of them `ui`, the forms and schema libraries and the blocks made of them `forms`;
 * - what the pages of a first visit load (home, pricing, sign-up, sign-in; the home page's is the bundle
 *   budget's) stays as the bundler splits it, but for its small shared parts (`first-visit` for those the home
 *   page uses, `first-visit-forms` for those only the other three share);
 * - a lazily loaded part of a public page or of the shell (toasts, drawer, help chat) keeps its own file, and so
 *   does every module that needs a heavy package (charts, drag and drop, the QR scanner, CSV parsing): the
 *   package is fetched only by the pages that use it, as before.
 *
 * The groups follow the module graph: a new signed-in page of a listed folder joins its folder's file by
 * itself; a new public page in such a folder must be added to PUBLIC_PAGES (tests/chunk-groups.test.ts checks
 * the route table against it).
 */
import type { Rolldown } from "vite";

/**
 * The feature folders (src/client/features/<folder>) whose signed-in pages and event-page tabs share one file
 * per folder. Folders not listed (the marketing pages, sign-in, the demos) are left to the bundler.
 */
export const AREAS: ReadonlySet<string> = new Set([
  "events",
  "dashboard",
  "countdown",
  "pro-dashboard",
  "business-dashboard",
  "bulk-operations",
  "venues",
  "calendar",
  "activities",
  "checklists",
  "tasks",
  "planning",
  "budgets",
  "rsvp",
  "tickets",
  "people",
  "info-pages",
  "announcements",
  "polls",
  "forum",
  "messages",
  "admin",
  "plan-testing",
  "account-settings",
  "templates",
  "team",
  "volunteers",
  "staff-portal",
]);

/** Pages anyone can open that live in an area's folder (paths under src/client/; a folder ends with "/"). */
export const PUBLIC_PAGES: readonly string[] = [
  "features/rsvp/guest/",
  "features/tickets/guest/",
  "features/tickets/door/",
  "features/venues/shared-venue-page.tsx",
  "features/info-pages/event-info-view-page.tsx",
  "features/info-pages/event-info-preview-page.tsx",
  "features/info-pages/reunion-demo-page.tsx",
  "features/info-pages/reunion-info-page.tsx",
  "features/announcements/unsubscribe-page.tsx",
  "features/templates/template-page.tsx",
  "features/team/team-invitation-page.tsx",
  "features/volunteers/guest/",
];

/** The modules whose lazy imports are pages (the route table's pages, the event page's tabs). */
const PAGE_LOADERS = ["src/client/app/pages.tsx", "src/client/app/event-details-route.tsx"];

const INITIAL = "(initial)";
/** The pages a first visit sees, most of them on a phone: home, pricing, sign-up and sign-in. */
const HOME_PAGE = "src/client/features/marketing/home-page.tsx";
const FIRST_VISIT_PAGES = [
  HOME_PAGE,
  "src/client/features/marketing/pricing-page.tsx",
  "src/client/features/auth/signup-page.tsx",
  "src/client/features/auth/login-page.tsx",
];
const ICONS = "/node_modules/lucide-react/";

type ModuleGraph = Pick<Rolldown.ChunkingContext, "getModuleInfo">;

function normalise(id: string): string {
  return id.replaceAll("\\", "/");
}

/** The area of a page module (a path under src/client/), or null for a public page or one outside the areas. */
export function areaOfPage(clientPath: string): string | null {
  if (clientPath === "app/event-details-route.tsx") return "events";
  if (PUBLIC_PAGES.some((page) => (page.endsWith("/") ? clientPath.startsWith(page) : clientPath === page)))
    return null;
  const feature = /^features\/([^/]+)\//.exec(clientPath)?.[1];
  return feature !== undefined && AREAS.has(feature) ? feature : null;
}

/** The area of a lazily loaded module: a page's area when the router or the event page loads it, else null. */
function areaOfLazyModule(id: string, graph: ModuleGraph): string | null {
  const info = graph.getModuleInfo(id);
  const loadedByPages =
    info !== null &&
    info.dynamicImporters.every((importer) => PAGE_LOADERS.some((file) => normalise(importer).endsWith(`/${file}`)));
  const clientPath = /\/src\/client\/(.*)$/.exec(normalise(id))?.[1];
  return loadedByPages && clientPath !== undefined ? areaOfPage(clientPath) : null;
}

/**
 * Packages whose main module re-exports each of its parts (every icon of lucide-react): seen through the
 * graph, a file that imports one icon would reach all of them. A file is taken to reach only the parts it
 * names in its import (read from its code), as the bundler's tree-shaking does.
 */
const BARRELS = ["/node_modules/lucide-react/dist/esm/lucide-react.mjs"];

/** Export name -> module id, from a barrel's `export { default as Name, ... } from "./part.mjs"` lines. */
function barrelExports(id: string, code: string): Map<string, string> {
  const exports = new Map<string, string>();
  const base = normalise(id).replace(/[^/]+$/, "");
  for (const [, names, file] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']\.\/([^"']+)["']/g)) {
    for (const name of names!.split(",")) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (exported) exports.set(exported, `${base}${file}`);
    }
  }
  return exports;
}

/** The names a module imports from a package (`import { A, B as C } from "package"`), or null when it cannot tell. */
export function namedImports(code: string | null, specifier: string): string[] | null {
  if (code === null) return null;
  const names: string[] = [];
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  for (const match of code.matchAll(new RegExp(`import\\s*([^;]*?)\\s*from\\s*["']${quoted}["']`, "g"))) {
    const clause = match[1]!.trim();
    if (/^type[\s{]/.test(clause)) continue; // types only: nothing at run time
    const braces = /^\{([^}]*)\}$/.exec(clause);
    if (!braces) return null; // a default or namespace import: the whole package
    for (const part of braces[1]!.split(",")) {
      const name = part.trim();
      if (name && !/^type\s/.test(name)) names.push(name.split(/\s+as\s+/)[0]!);
    }
  }
  return names;
}

interface Analysis {
  /** Every module of the graph, whether the bundle keeps it or not. */
  modules: ReadonlySet<string>;
  /** Module -> where it is loaded from: INITIAL (the entry's static imports) and each lazy module reaching it. */
  loadedFrom: ReadonlyMap<string, ReadonlySet<string>>;
  /** Lazy module -> its area (null: public or outside the areas). */
  areas: ReadonlyMap<string, string | null>;
  /** Building blocks and icons that need nothing but the first page's modules and one another (see chunkNameOf). */
  light: ReadonlySet<string>;
  /** Radix's parts and the building blocks made of them (and of the light ones). */
  ui: ReadonlySet<string>;
  /** The forms and schema libraries and the building blocks made of them (and of the ones above). */
  forms: ReadonlySet<string>;
  /** Modules that need a heavy package (charts, drag and drop, the QR scanner, spreadsheets) through their imports. */
  heavy: ReadonlySet<string>;
}

/** Walks the whole module graph once, from any one of its modules. */
function analyseGraph(anyId: string, graph: ModuleGraph): Analysis {
  const modules = new Set<string>([anyId]);
  const queue = [anyId];
  while (queue.length > 0) {
    const info = graph.getModuleInfo(queue.pop()!);
    if (!info) continue;
    for (const next of [
      ...info.importers,
      ...info.importedIds,
      ...info.dynamicImporters,
      ...info.dynamicallyImportedIds,
    ]) {
      if (modules.has(next)) continue;
      modules.add(next);
      queue.push(next);
    }
  }

  const barrels = new Map<string, Map<string, string>>();
  for (const id of modules) {
    if (BARRELS.some((barrel) => normalise(id).endsWith(barrel)))
      barrels.set(id, barrelExports(id, graph.getModuleInfo(id)?.code ?? ""));
  }
  /** What a module imports statically, a barrel replaced by the parts the module names. */
  function importsOf(id: string): string[] {
    const info = graph.getModuleInfo(id);
    if (!info) return [];
    return info.importedIds.flatMap((next) => {
      const parts = barrels.get(next);
      if (!parts) return [next];
      const specifier = /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(normalise(next))?.[1] ?? "";
      const names = namedImports(info.code, specifier);
      return names === null ? [next] : names.flatMap((name) => parts.get(name) ?? []);
    });
  }

  const loadedFrom = new Map<string, Set<string>>();
  const areas = new Map<string, string | null>();
  for (const id of modules) {
    const info = graph.getModuleInfo(id);
    if (!info || (!info.isEntry && info.dynamicImporters.length === 0)) continue;
    const root = info.isEntry ? INITIAL : id;
    if (!info.isEntry) areas.set(id, areaOfLazyModule(id, graph));
    const seen = new Set<string>([id]);
    const stack = [id];
    while (stack.length > 0) {
      const current = stack.pop()!;
      let roots = loadedFrom.get(current);
      if (!roots) loadedFrom.set(current, (roots = new Set()));
      roots.add(root);
      for (const next of importsOf(current)) {
        if (seen.has(next)) continue;
        seen.add(next);
        stack.push(next);
      }
    }
  }
  const initial = (id: string) => loadedFrom.get(id)?.has(INITIAL) === true;
  /** The modules `eligible` picks whose imports are all first-page modules, `alsoAllowed` ones or picked ones. */
  function selfContained(eligible: (path: string) => boolean, alsoAllowed: (id: string) => boolean): Set<string> {
    const picked = new Set([...modules].filter((id) => !initial(id) && eligible(normalise(id))));
    for (let changed = true; changed;) {
      changed = false;
      for (const id of picked) {
        if (importsOf(id).every((next) => initial(next) || picked.has(next) || alsoAllowed(next))) continue;
        picked.delete(id);
        changed = true;
      }
    }
    return picked;
  }
  const light = selfContained(
    (path) => BUILDING_BLOCKS.test(path) || path.includes(ICONS),
    () => false,
  );
  const ui = selfContained(
    (path) => BUILDING_BLOCKS.test(path) || RADIX.test(path),
    (id) => light.has(id),
  );
  const forms = selfContained(
    (path) => BUILDING_BLOCKS.test(path) || FORMS.test(path),
    (id) => light.has(id) || ui.has(id),
  );
  // Reverse reachability: every module from which a heavy package can be reached through static imports.
  const heavy = new Set([...modules].filter((id) => HEAVY.test(normalise(id))));
  for (let changed = true; changed;) {
    changed = false;
    for (const id of modules) {
      if (heavy.has(id) || !importsOf(id).some((next) => heavy.has(next))) continue;
      heavy.add(id);
      changed = true;
    }
  }
  return { modules, loadedFrom, areas, light, ui, forms, heavy };
}

/** Radix and the small packages its parts are built on. */
const RADIX =
  /\/node_modules\/(@radix-ui\/|@floating-ui\/|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib\/)/;
/** Our building blocks that any page may use: components, client helpers, the shared top-level modules (dates, money). */
const BUILDING_BLOCKS = /\/src\/(client\/components\/|client\/lib\/|shared\/[^/]+$)/;

/** Packages large enough that only the pages using them should fetch them. */
const HEAVY = /\/node_modules\/(chart\.js|react-chartjs-2|@kurkle|@dnd-kit|qr-scanner|papaparse|exceljs)\//;

/** The forms library and the schema library's parts that the first page does not load. */
const FORMS = /\/node_modules\/(zod\/|react-hook-form\/|@hookform\/)/;

/** The file a module goes into, or null to leave it to the bundler. */
function chunkNameOf(id: string, analysis: Analysis): string | null {
  const path = normalise(id);
  const roots = [...(analysis.loadedFrom.get(id) ?? [])];
  // The first page's files are the $initial groups below (the bundler sees through re-exports better than this
  // graph).
  if (roots.length === 0 || roots.includes(INITIAL)) return null;
  // What the pages of a first visit download (the home page's is the bundle budget's) stays as the bundler
  // makes it, but the small parts they share with other pages (icons, the plan table) are one file.
  // The home page's own file holds only what it uses: the parts that only the other first-visit pages share
  // (the form fields, the toasts) are a file of their own.
  if (roots.some((root) => FIRST_VISIT_PAGES.some((page) => normalise(root).endsWith(`/${page}`)))) {
    if (!analysis.light.has(id)) return null;
    return roots.some((root) => normalise(root).endsWith(`/${HOME_PAGE}`)) ? "first-visit" : "first-visit-forms";
  }
  // A lazily loaded part of a public page or of the shell (the toasts, the drawer) keeps its own file.
  if (analysis.areas.has(id) && analysis.areas.get(id) === null) return null;
  // A module that needs a heavy package keeps the bundler's file, so the package is still fetched only by the
  // pages that use it rather than by every page of the area.
  if (analysis.heavy.has(id)) return null;
  if (FORMS.test(path)) return "forms";
  const icon = path.includes(ICONS);
  // Packages stay in the bundler's files (a heavy one is fetched only by the pages that use it), but the icons
  // and Radix's parts, which are many and small.
  if (path.includes("/node_modules/") && !icon && !RADIX.test(path)) return null;
  const areas = new Set(roots.map((root) => analysis.areas.get(root) ?? null));
  // Also loaded by a public page: the building blocks and icons that need no package of their own (no forms
  // library, no charts) are one file for all; the rest stays where the bundler puts it.
  if (areas.has(null)) {
    if (analysis.light.has(id)) return "common";
    if (analysis.ui.has(id)) return "ui";
    return analysis.forms.has(id) ? "forms" : null;
  }
  return areas.size === 1 ? [...areas][0]! : "shared";
}

/** The build's `output.codeSplitting`. */
export function chunkGroups(): Rolldown.OutputOptions["codeSplitting"] {
  let analysis: Analysis | undefined;
  return {
    // A group pulls in nothing on its own: each module's file is chosen below, which keeps the files' imports
    // one way (area -> shared -> the bundler's files -> app -> vendor), so no two files wait on each other.
    includeDependenciesRecursively: false,
    groups: [
      { name: "vendor", test: /[\\/]node_modules[\\/]/, tags: ["$initial"], priority: 3 },
      { name: "app", tags: ["$initial"], priority: 2 },
      {
        debugName: "signed-in areas",
        priority: 1,
        name(id, ctx) {
          // The graph is walked once per build: on the first module asked about, or one the last walk did not see.
          if (!analysis?.modules.has(id)) analysis = analyseGraph(id, ctx);
          return chunkNameOf(id, analysis);
        },
      },
    ],
  };
}
