import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, loadConfig, parseEnv } from "./env.ts";

const tempDir = () => mkdtempSync(path.join(tmpdir(), "gatherly-env-"));

describe("environment", () => {
  it("has working defaults for a fresh machine", () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir,
      databaseUrl: undefined,
      baseUrl: "http://localhost:3000",
      smtpUrl: undefined,
      adminEmails: [],
      trustProxy: false,
    });
  });

  it("BASE_URL defaults to the chosen port", () => {
    expect(loadConfig({ DATA_DIR: tempDir(), PORT: "8080" }).baseUrl).toBe("http://localhost:8080");
  });

  it("generates AUTH_SECRET once and keeps it in DATA_DIR", () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    const second = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first).toHaveLength(43);
    expect(second).toBe(first);
    const file = path.join(dataDir, "auth-secret");
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(statSync(file).mode & 0o077).toBe(0);
  });

  it("lists every bad variable at once", () => {
    let error: unknown;
    try {
      parseEnv({
        PORT: "eighty",
        DATABASE_URL: "mysql://x",
        SMTP_URL: "http://mail",
        ADMIN_EMAILS: "a@b.co, nope",
        BASE_URL: "::",
      });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const problems = (error as EnvError).problems.join("\n");
    for (const name of ["PORT", "DATABASE_URL", "SMTP_URL", "ADMIN_EMAILS", "BASE_URL"]) {
      expect(problems).toContain(name);
    }
  });

  it("requires AUTH_SECRET in production with DATABASE_URL", () => {
    expect(() => parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app" })).toThrow(/AUTH_SECRET/);
    expect(() =>
      parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://db/app", AUTH_SECRET: "x".repeat(32) }),
    ).not.toThrow();
  });

  it("normalises admin email lists and TRUST_PROXY", () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ADMIN_EMAILS: " Boss@Example.com ,ops@example.com,",
      TRUST_PROXY: "1",
    });
    expect(config.adminEmails).toEqual(["boss@example.com", "ops@example.com"]);
    expect(config.trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: "10.0.0.1, 10.0.0.2" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.0.0.2",
    ]);
  });
});
