import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, findChromium } from "./scripts/ensure-chromium.mjs";

const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${port}`;
export const E2E_NO_SMTP_BASE_URL = `http://localhost:${port + 1}`;
// Another E2E_PORT is another run beside the default one: it gets its own mail folder and artifacts, since
// each run's server empties its mail folder when it starts.
const runSuffix = port === 3100 ? "" : `-${port}`;
export const E2E_MAIL_DIR = `.tmp/e2e-mail${runSuffix}`;
/** Addresses that get the admin role when they sign up (one per test that needs an admin). */
export const E2E_ADMIN_EMAILS = [
  "admin.plans@e2e.example.com",
  "admin.records@e2e.example.com",
  "admin.business@e2e.example.com",
];

function serverEnv(serverPort: number): Record<string, string> {
  return {
    PORT: String(serverPort),
    HOST: "127.0.0.1",
    BASE_URL: `http://localhost:${serverPort}`,
    LOG_LEVEL: "warn",
    NODE_ENV: "development",
    // Each test is its own visitor behind a proxy (tests/e2e/support/test.ts).
    TRUST_PROXY: "true",
    ADMIN_EMAILS: E2E_ADMIN_EMAILS.join(","),
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: `.tmp/playwright-results${runSuffix}.json` }]],
  outputDir: `.tmp/playwright-artifacts${runSuffix}`,
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: "node --import tsx scripts/e2e-server.ts",
      url: `${E2E_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { ...serverEnv(port), E2E_MAIL_DIR, E2E_SMTP_PORT: String(Number(process.env.E2E_SMTP_PORT ?? 2525)) },
    },
    {
      // A fresh laptop: no mail server configured.
      command: "node --import tsx scripts/e2e-server.ts",
      url: `${E2E_NO_SMTP_BASE_URL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      // Empty, not inherited: E2E_SMTP_PORT set in the shell must reach only the first server.
      env: { ...serverEnv(port + 1), E2E_SMTP_PORT: "" },
    },
  ],
});
