/**
 * The security feature's HTTP endpoints (src/shared/contract.ts): browsers report content-policy
 * violations, site admins read them and poll the realtime check.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZCspReportBody, ZCspReportRow, ZSecurityStatus } from "./schemas.ts";

export const securityContract = defineContract(
  "security",
  {
    reportCspViolation: {
      method: "POST",
      path: "/api/csp-violation",
      summary: "A browser reports a content-policy violation (JSON, application/csp-report or reports+json)",
      access: "public",
      body: ZCspReportBody,
      // No body: the report is only stored.
      response: z.void(),
      status: 204,
    },
    cspReports: {
      method: "GET",
      path: "/api/admin/csp-reports",
      summary: "The content-policy violations reported, for site admins",
      access: "admin",
      response: z.array(ZCspReportRow),
    },
    realtimeCheck: {
      method: "POST",
      path: "/api/rpc/check_security_violations_realtime",
      summary: "Recent security violations by severity, polled by admins' browsers",
      access: "admin",
      body: z.object({}).strict().optional(),
      response: ZSecurityStatus,
    },
  },
  { feature: undefined },
);
