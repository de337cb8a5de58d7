#!/usr/bin/env node
// Compiles the server to JavaScript once, at build time (issue 22), so `npm start` runs plain Node instead of
// compiling TypeScript through a loader at every start. dist-server/main.js and the chunks it loads, with source
// maps, so stack traces name the TypeScript lines. Each build replaces the folder, so no chunk of an older build
// is left behind.
//
// The packages are bundled too: Node took about twice as long to load them as their hundreds of files (a full
// better-auth with every plugin, date-fns' index) as it takes to load one bundle of what the server uses (measured
// 1.1-1.8 s -> 0.6-0.8 s to load the app on a busy 2-core machine). The packages below stay imports from
// node_modules: they read files that sit beside their code (WebAssembly, fonts, web assets, worker scripts) or
// are native, which a bundle would lose.
import { build } from "esbuild";
import { rmSync } from "node:fs";
import path from "node:path";

const KEPT_AS_IMPORTS = new Set([
  "@electric-sql/pglite",
  "@fastify/static",
  "@fastify/swagger",
  "@fastify/swagger-ui",
  "esbuild",
  "exceljs",
  "pdfkit",
  "pg-native",
  "pino",
  "pino-pretty",
  "sharp",
  "thread-stream",
  "tsx",
]);

/** "@scope/name/sub" -> "@scope/name", "name/sub" -> "name". */
const packageOf = (specifier) =>
  specifier
    .split("/")
    .slice(0, specifier.startsWith("@") ? 2 : 1)
    .join("/");

const keepSomePackagesAsImports = {
  name: "keep-some-packages-as-imports",
  setup(builder) {
    builder.onResolve({ filter: /^[^./#]/ }, ({ path: specifier }) =>
      specifier.startsWith("node:") || KEPT_AS_IMPORTS.has(packageOf(specifier)) ? { external: true } : undefined,
    );
  },
};

const root = path.resolve(import.meta.dirname, "..");
rmSync(path.join(root, "dist-server"), { recursive: true, force: true });

await build({
  absWorkingDir: root,
  entryPoints: ["src/server/main.ts"],
  outdir: "dist-server",
  // The app is loaded only by the processes that answer requests or run jobs (main.ts), not by the primary.
  splitting: true,
  chunkNames: "chunks/[name]-[hash]",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  plugins: [keepSomePackagesAsImports],
  // Bundled CommonJS packages call require() (for Node's own modules and the packages kept as imports), which an
  // ES module does not have.
  banner: {
    js: 'import { createRequire as createRequireOfBundle } from "node:module"; const require = createRequireOfBundle(import.meta.url);',
  },
  sourcemap: true,
  // Stack traces need only the mappings; the sources would triple the map Node reads at every start.
  sourcesContent: false,
  logLevel: "warning",
});
