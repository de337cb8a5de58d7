import { writeFileSync } from "node:fs";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { bundleBudget } from "./scripts/bundle-budget.ts";
import { chunkGroups } from "./scripts/chunk-groups.ts";
import { contractRoutes } from "./scripts/contract-routes-plugin.ts";
import { prerenderPages } from "./scripts/prerender-plugin.ts";

const apiPort = process.env.PORT ?? "3000";
const reportPath = process.env.BUNDLE_REPORT;

export default defineConfig({
  root: "src/client",
  publicDir: "public",
  plugins: [
    contractRoutes(),
    react(),
    tailwindcss(),
    bundleBudget({
      homePageModule: "src/client/features/marketing/home-page.tsx",
      report: reportPath ? (report) => writeFileSync(reportPath, JSON.stringify(report, null, 2)) : undefined,
    }),
    // The public pages' HTML, rendered once the client is built (docs/decisions/028-prerendered-public-pages.md).
    prerenderPages({ entry: "src/client/prerender-entry.tsx", plugins: () => [contractRoutes(), react()] }),
  ],
  build: {
    outDir: "../../dist",
    emptyOutDir: true,
    // Not shipped: source maps would publish the unminified client to anyone (issue 19).
    sourcemap: false,
    // Every browser we support preloads modules itself; the polyfill was 0.5 kB of the home page (issue 22).
    modulePreload: { polyfill: false },
    // A few files per page instead of dozens (issue 21; the groups are explained in scripts/chunk-groups.ts).
    rolldownOptions: { output: { codeSplitting: chunkGroups() } },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": `http://127.0.0.1:${apiPort}`,
    },
  },
});
