/**
 * A server the browser tests run against: the real app (main.ts) on a fresh data folder, or on a
 * fresh PostgreSQL database when DATABASE_URL is set, with a loopback SMTP sink as its mail server
 * (or, without E2E_SMTP_PORT, no mail server at all).
 */
import { randomBytes } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { startSmtpSink } from "../tests/e2e/support/mailbox.ts";

// E2E_SMTP_PORT unset: no mail server at all, as on a fresh laptop (mail goes to the local mailbox).
if (process.env.E2E_SMTP_PORT) {
  const smtpPort = Number(process.env.E2E_SMTP_PORT);
  const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? ".tmp/e2e-mail");
  rmSync(mailDir, { recursive: true, force: true });
  await startSmtpSink(smtpPort, mailDir);
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtpPort}`;
} else {
  delete process.env.SMTP_URL;
}
// One process, also on PostgreSQL: the processes of a cluster would each run this file again (a second mail
// sink on the same port, a second database). tests/server-process.test.ts and tests/cluster.test.ts cover
// the cluster itself.
process.env.WORKERS = "1";
process.env.DATA_DIR = path.resolve(`.tmp/e2e-data-${randomBytes(4).toString("hex")}`);

if (process.env.DATABASE_URL) {
  const name = `gatherly_e2e_${process.pid}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  await admin.end();
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  // scripts/drop-test-databases.mjs removes it after the run (main.ts exits on SIGTERM before we could).
  process.env.DATABASE_URL = url.toString();
}

await import("../src/server/main.ts");
