/**
 * Security monitoring: browsers' content-policy violation reports, and the status admins poll
 * (check_security_violations_realtime) built from those reports and from sign-in rate limiting.
 */
import { and, count, desc, eq, gt, max, sql } from "drizzle-orm";
import type { TCspReportBody, TSecurityStatus, TSecurityViolation } from "#shared/security/schemas.ts";
import { AppError } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import { rateLimitedClients, SIGN_IN_RATE_LIMIT } from "../account/index.ts";
import { cspReports } from "./tables.ts";

const CSP_REPORTS_PER_MINUTE = 30;
const DUPLICATE_WINDOW_MS = 10_000;
const WINDOW_MS = 24 * 60 * 60 * 1000;
/** Directives whose violation suggests injected code rather than a misconfigured image or font. */
const HIGH_RISK_DIRECTIVES = ["script-src", "object-src", "frame-ancestors", "base-uri", "form-action", "default-src"];

function normalise(body: TCspReportBody) {
  if ("csp-report" in body) {
    const r = body["csp-report"];
    return {
      blockedUri: r["blocked-uri"] ?? "",
      violatedDirective: r["effective-directive"] ?? r["violated-directive"] ?? "unknown",
      originalPolicy: r["original-policy"] ?? "",
      disposition: r.disposition ?? "enforce",
      documentUri: r["document-uri"] ?? "",
      lineNumber: r["line-number"] ?? null,
      columnNumber: r["column-number"] ?? null,
      sourceFile: r["source-file"] ?? null,
    };
  }
  return {
    blockedUri: body.blockedURI ?? "",
    violatedDirective: body.violatedDirective,
    originalPolicy: body.originalPolicy ?? "",
    disposition: body.disposition ?? "enforce",
    documentUri: body.documentURI ?? "",
    lineNumber: body.lineNumber ?? null,
    columnNumber: body.columnNumber ?? null,
    sourceFile: body.sourceFile ?? null,
  };
}

/** script-src also covers its -elem and -attr variants. */
function isHighRisk(directive: string): boolean {
  return HIGH_RISK_DIRECTIVES.some((d) => directive === d || directive.startsWith(`${d}-`));
}

export async function recordCspReport(
  db: Db,
  body: TCspReportBody,
  client: { ipAddress: string; userAgent: string | null },
): Promise<void> {
  const minuteAgo = new Date(Date.now() - 60_000);
  const [recent] = await db
    .select({ n: count() })
    .from(cspReports)
    .where(and(eq(cspReports.ipAddress, client.ipAddress), gt(cspReports.reportedAt, minuteAgo)));
  if (Number(recent?.n ?? 0) >= CSP_REPORTS_PER_MINUTE) {
    throw new AppError("RATE_LIMITED", "Too many reports. Please wait a moment.");
  }
  const report = normalise(body);
  // The browser files each violation twice (its own report-uri request and the client's copy of the
  // event): keep one of identical reports from one address within a few seconds.
  const [duplicate] = await db
    .select({ id: cspReports.id })
    .from(cspReports)
    .where(
      and(
        eq(cspReports.ipAddress, client.ipAddress),
        gt(cspReports.reportedAt, new Date(Date.now() - DUPLICATE_WINDOW_MS)),
        eq(cspReports.violatedDirective, report.violatedDirective),
        eq(cspReports.blockedUri, report.blockedUri),
        eq(cspReports.documentUri, report.documentUri),
      ),
    )
    .limit(1);
  if (duplicate) return;
  await db.insert(cspReports).values({ ...report, ipAddress: client.ipAddress, userAgent: client.userAgent });
}

export async function listCspReports(db: Db, limit = 200) {
  const rows = await db.select().from(cspReports).orderBy(desc(cspReports.reportedAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    blockedUri: row.blockedUri,
    violatedDirective: row.violatedDirective,
    disposition: row.disposition,
    documentUri: row.documentUri,
    sourceFile: row.sourceFile ?? null,
    lineNumber: row.lineNumber ?? null,
    columnNumber: row.columnNumber ?? null,
    reportedAt: row.reportedAt.toISOString(),
  }));
}

/** check_security_violations_realtime: the last 24 hours at a glance; "secure" when nothing critical or high. */
export async function securityStatus(db: Db, now: Date = new Date()): Promise<TSecurityStatus> {
  const since = new Date(now.getTime() - WINDOW_MS);
  const directive = sql<string>`split_part(${cspReports.violatedDirective}, ' ', 1)`;
  const byDirective = await db
    .select({ directive, n: count(), last: max(cspReports.reportedAt) })
    .from(cspReports)
    .where(and(gt(cspReports.reportedAt, since), eq(cspReports.disposition, "enforce")))
    .groupBy(directive);
  const violations: TSecurityViolation[] = byDirective.map((row) => ({
    severity: isHighRisk(row.directive) ? "high" : "medium",
    type: `content policy violation (${row.directive})`,
    count: Number(row.n),
    timestamp: new Date(row.last ?? now).toISOString(),
  }));

  const blocked = await rateLimitedClients(db, "/sign-in/email", SIGN_IN_RATE_LIMIT.max, since);
  if (blocked.length > 0) {
    violations.push({
      severity: blocked.length >= 3 ? "critical" : "high",
      type: "repeated failed sign-in",
      count: blocked.length,
      timestamp: new Date(Math.max(...blocked.map((b) => b.lastRequest))).toISOString(),
    });
  }
  const status = violations.some((v) => v.severity === "critical")
    ? "critical"
    : violations.some((v) => v.severity === "high")
      ? "warning"
      : "secure";
  return { status, violations };
}
