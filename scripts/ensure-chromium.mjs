#!/usr/bin/env node
// Finds a Chromium for Playwright, installing Debian's package when none is there
// (Playwright's own browser download cannot work on machines without internet access).
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/**
 * Flags Debian's Chromium needs in a container (no sandbox, no GPU), and that keep its own background
 * traffic (updates, sync, QUIC probes) out of tests and measurements. Playwright and the Lighthouse bench use them.
 */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let found = findChromium();
  if (!found) {
    console.log("Chromium not found: installing Debian's chromium package...");
    const sudo = process.getuid?.() === 0 ? "" : "sudo ";
    execSync(`${sudo}apt-get update -qq && ${sudo}apt-get install -y --no-install-recommends chromium`, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    found = findChromium();
  }
  if (!found) {
    console.error("No Chromium available: install Debian's chromium or set CHROMIUM_PATH.");
    process.exit(1);
  }
  console.log(`Chromium: ${found}`);
}
