import type { FastifyInstance } from "fastify";
import { securityContract } from "#shared/security/contract.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import { listCspReports, recordCspReport, securityStatus } from "./service.ts";

const REPORT_BODY_LIMIT = 64 * 1024;

export function registerSecurityRoutes(app: FastifyInstance, db: Db): void {
  // Browsers post reports with their own media types; both carry JSON.
  app.addContentTypeParser(
    ["application/csp-report", "application/reports+json"],
    { parseAs: "string", bodyLimit: REPORT_BODY_LIMIT },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        const error = Object.assign(new Error("The report is not valid JSON."), { statusCode: 400 });
        done(error, undefined);
      }
    },
  );

  // A report is small whatever its media type (a JSON one too): REPORT_BODY_LIMIT on its route below.
  serveContract(
    app,
    db,
    securityContract,
    {
      reportCspViolation: async ({ body, request, reply }) => {
        await recordCspReport(db, body, {
          ipAddress: request.ip,
          userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
        });
        return reply.send();
      },
      cspReports: () => listCspReports(db),
      realtimeCheck: () => securityStatus(db),
    },
    { reportCspViolation: { bodyLimit: REPORT_BODY_LIMIT } },
  );
}
