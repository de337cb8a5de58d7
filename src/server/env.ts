/**
 * The environment, parsed once at start-up. A bad value stops the process with every problem
 * listed, so an operator fixes them in one go instead of one restart per variable.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { workerCount } from "./worker-count.ts";
import path from "node:path";
import { z } from "zod";

const emailList = z
  .string()
  .default("")
  .transform((raw, ctx) => {
    const emails = raw
      .split(",")
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean);
    for (const email of emails) {
      if (!z.email().safeParse(email).success) {
        ctx.addIssue({ code: "custom", message: `"${email}" is not an email address` });
      }
    }
    return emails;
  });

/** TRUST_PROXY: unset/false (ignore forwarded headers), true, a hop count, or a list of proxy addresses. */
const trustProxy = z
  .string()
  .optional()
  .transform((raw, ctx): boolean | number | string[] => {
    if (raw === undefined || raw.trim() === "" || raw === "false" || raw === "0") return false;
    if (raw === "true") return true;
    if (/^\d+$/.test(raw)) return Number(raw);
    const list = raw
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length === 0) {
      ctx.addIssue({ code: "custom", message: "expected true, a hop count or a list of addresses" });
    }
    return list;
  });

const ZEnv = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** App server processes on PostgreSQL (main.ts); unset means one per core. PGlite always runs one. */
    WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v.trim() : undefined))
      .refine((v) => v === undefined || /^postgres(ql)?:\/\//.test(v), {
        message: "must start with postgres:// or postgresql://",
      }),
    BASE_URL: z.url({ message: "must be a URL such as https://gatherly.example.org" }).optional(),
    AUTH_SECRET: z
      .string()
      .optional()
      .refine((v) => v === undefined || v.length >= 32, { message: "must be at least 32 characters" }),
    SMTP_URL: z
      .string()
      .optional()
      .transform((v) => (v?.trim() ? v.trim() : undefined))
      .refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
        message: "must start with smtp:// or smtps://",
      }),
    MAIL_FROM: z.string().min(3).default("Gatherly <no-reply@gatherly.local>"),
    ADMIN_EMAILS: emailList,
    SUPER_ADMIN_EMAILS: emailList,
    TRUST_PROXY: trustProxy,
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["AUTH_SECRET"],
        message:
          "is required in production with DATABASE_URL (every app server must sign sessions with the same secret)",
      });
    }
  });

export type Env = z.output<typeof ZEnv>;

export interface AppConfig {
  env: Env["NODE_ENV"];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  baseUrl: string;
  authSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  superAdminEmails: string[];
  trustProxy: boolean | number | string[];
  logLevel: Env["LOG_LEVEL"];
  /**
   * How many processes answer HTTP: one per core on PostgreSQL unless WORKERS says otherwise (each with the
   * same port, node:cluster), always 1 on PGlite, whose database lives inside its one process.
   */
  workers: number;
}

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = ZEnv.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join(".") || "environment"}: ${issue.message}`),
    );
  }
  return result.data;
}

/** Keeps a generated secret in DATA_DIR so sessions survive restarts of a single embedded server. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const stored = readFileSync(file, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

function toConfig(env: Env): AppConfig {
  const dataDir = path.resolve(env.DATA_DIR);
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    baseUrl,
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    adminEmails: env.ADMIN_EMAILS,
    superAdminEmails: env.SUPER_ADMIN_EMAILS,
    trustProxy: env.TRUST_PROXY,
    logLevel: env.LOG_LEVEL,
    workers: workerCount(env.DATABASE_URL, env.WORKERS),
  };
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  return toConfig(parseEnv(source));
}
