/** Content-policy violation reports and the security status admins see (check_security_violations_realtime). */
import { z } from "zod";

const text = (max: number) => z.string().max(max).optional();
const int = z.number().int().min(0).max(10_000_000).optional();

/** The report the client sends from a `securitypolicyviolation` event. */
const ZCspViolationReport = z
  .object({
    blockedURI: text(2048),
    violatedDirective: z.string().min(1, "violatedDirective is required").max(256),
    originalPolicy: text(4096),
    disposition: text(32),
    documentURI: text(2048),
    lineNumber: int,
    columnNumber: int,
    sourceFile: text(2048),
    timestamp: z.union([z.string().max(64), z.number()]).optional(),
  })
  .strict();

/** What browsers send by themselves to a `report-uri` (Content-Type application/csp-report). */
const ZBrowserCspReport = z.object({
  "csp-report": z
    .object({
      "blocked-uri": text(2048),
      "violated-directive": z.string().max(256).optional(),
      "effective-directive": z.string().max(256).optional(),
      "original-policy": text(4096),
      disposition: text(32),
      "document-uri": text(2048),
      "line-number": int,
      "column-number": int,
      "source-file": text(2048),
    })
    .passthrough(),
});

export const ZCspReportBody = z.union([ZCspViolationReport, ZBrowserCspReport]);
export type TCspReportBody = z.infer<typeof ZCspReportBody>;

export const ZCspReportRow = z.object({
  id: z.string(),
  blockedUri: z.string(),
  violatedDirective: z.string(),
  disposition: z.string(),
  documentUri: z.string(),
  sourceFile: z.string().nullable(),
  lineNumber: z.number().nullable(),
  columnNumber: z.number().nullable(),
  reportedAt: z.string(),
});

const SEVERITIES = ["critical", "high", "medium", "low"] as const;
export const ZSecurityViolation = z.object({
  severity: z.enum(SEVERITIES),
  type: z.string(),
  count: z.number().int().optional(),
  timestamp: z.string(),
});
export type TSecurityViolation = z.infer<typeof ZSecurityViolation>;

export const ZSecurityStatus = z.object({
  status: z.enum(["secure", "warning", "critical"]),
  violations: z.array(ZSecurityViolation),
});
export type TSecurityStatus = z.infer<typeof ZSecurityStatus>;
