/**
 * `npm start`'s server as a real process: it creates its data folder, migrates, answers, and
 * stops cleanly on SIGTERM. (Embedded database only: the point is the process, not the driver.)
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { spawnServer, startServer } from "#tests/fixtures/server-process.ts";

describe("server process", () => {
  it("starts on a fresh data folder, serves health, and exits 0 on SIGTERM", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "gatherly-proc-")), "nested", "data");
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    try {
      expect(server.health.status, server.output()).toBe(200);
      expect(await server.health.json()).toEqual({ status: "ok", db: "pglite" });
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(true);
      expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(true);
    } finally {
      server.child.kill("SIGTERM");
    }
    expect((await server.exited).code, server.output()).toBe(0);
  }, 90_000);

  it("runs compiled: the build npm start runs answers without a TypeScript loader", async () => {
    execFileSync(process.execPath, ["scripts/build-server.mjs"]);
    const dataDir = mkdtempSync(path.join(tmpdir(), "gatherly-compiled-"));
    const server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: undefined }, { compiled: true });
    try {
      expect(server.health.status, server.output()).toBe(200);
      // Migrations are found from the build's folder as from the sources'.
      expect(await server.health.json()).toEqual({ status: "ok", db: "pglite" });
    } finally {
      server.child.kill("SIGTERM");
    }
    expect((await server.exited).code, server.output()).toBe(0);
  }, 90_000);

  it("refuses to start with a bad environment and names every bad variable", async () => {
    const server = spawnServer({
      PORT: "not-a-port",
      SMTP_URL: "http://nope",
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "gatherly-bad-")),
    });
    expect((await server.exited).code).toBe(1);
    expect(server.errorOutput()).toContain("PORT");
    expect(server.errorOutput()).toContain("SMTP_URL");
  }, 30_000);
});
