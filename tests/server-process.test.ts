/**
 * `npm start`'s server as a real process: it creates its data folder, migrates, answers, and
 * stops cleanly on SIGTERM. (Embedded database only: the point is the process, not the driver.)
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitForHealth(url: string, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      return await fetch(url);
    } catch (error) {
      lastError = error;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  throw new Error(`server did not answer: ${String(lastError)}`);
}

describe("server process", () => {
  it("starts on a fresh data folder, serves health, and exits 0 on SIGTERM", async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "gatherly-proc-")), "nested", "data");
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn" };
    delete env.DATABASE_URL;
    // Vitest exports Vite's BASE_URL ("/") into the environment; the server's BASE_URL is another thing.
    delete env.BASE_URL;
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
    try {
      const response = await waitForHealth(`http://127.0.0.1:${port}/api/health`, 60_000).catch((e: Error) => {
        throw new Error(`${e.message}\n${output}`);
      });
      expect(response.status, output).toBe(200);
      expect(await response.json()).toEqual({ status: "ok", db: "pglite" });
      expect(existsSync(path.join(dataDir, "pglite"))).toBe(true);
      expect(existsSync(path.join(dataDir, "auth-secret"))).toBe(true);
    } finally {
      child.kill("SIGTERM");
    }
    expect(await exited, output).toBe(0);
  }, 90_000);

  it("refuses to start with a bad environment and names every bad variable", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env: { ...process.env, BASE_URL: undefined, PORT: "not-a-port", SMTP_URL: "http://nope", DATA_DIR: mkdtempSync(path.join(tmpdir(), "gatherly-bad-")) },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(stderr).toContain("PORT");
    expect(stderr).toContain("SMTP_URL");
  }, 30_000);
});
