#!/usr/bin/env node
// Compiles the server to JavaScript once, at build time (issue 22), so `npm start` runs plain Node instead of
// compiling TypeScript through a loader at every start. dist-server/main.js and the chunks it loads, with the
// packages left as imports (node_modules is there at run time) and source maps, so stack traces name the
// TypeScript lines. Each build replaces the folder, so no chunk of an older build is left behind.
import { build } from "esbuild";
import { rmSync } from "node:fs";
import path from "node:path";

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
  // Everything imported by a package name stays an import; our own code (relative and # imports) is bundled.
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
