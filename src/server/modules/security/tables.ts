import { index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Content-security-policy violation reports sent by browsers (POST /api/csp-violation). */
export const cspReports = pgTable(
  "csp_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    blockedUri: text("blocked_uri").notNull().default(""),
    violatedDirective: text("violated_directive").notNull(),
    originalPolicy: text("original_policy").notNull().default(""),
    disposition: text("disposition").notNull().default("enforce"),
    documentUri: text("document_uri").notNull().default(""),
    lineNumber: integer("line_number"),
    columnNumber: integer("column_number"),
    sourceFile: text("source_file"),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    reportedAt: timestamp("reported_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("csp_reports_reported_at_idx").on(t.reportedAt),
    index("csp_reports_ip_idx").on(t.ipAddress, t.reportedAt),
  ],
);
