import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZCspReportBody, ZCspReportRow, ZSecurityStatus } from "#shared/security/schemas.ts";
import type { Db } from "../../db/client.ts";
import { listCspReports, recordCspReport, securityStatus } from "./service.ts";

export function registerSecurityRoutes(app: FastifyInstance, db: Db): void {
  // Browsers post reports with their own media types; both carry JSON.
  app.addContentTypeParser(
    ["application/csp-report", "application/reports+json"],
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        const error = Object.assign(new Error("The report is not valid JSON."), { statusCode: 400 });
        done(error, undefined);
      }
    },
  );

  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    "/api/csp-violation",
    { config: { auth: "public" }, bodyLimit: 64 * 1024, schema: { tags: ["security"], body: ZCspReportBody } },
    async (request, reply) => {
      await recordCspReport(db, request.body, {
        ipAddress: request.ip,
        userAgent: request.headers["user-agent"]?.slice(0, 512) ?? null,
      });
      return reply.status(204).send();
    },
  );

  r.get(
    "/api/admin/csp-reports",
    { config: { auth: "admin" }, schema: { tags: ["admin"], response: { 200: z.array(ZCspReportRow) } } },
    async () => listCspReports(db),
  );

  r.post(
    "/api/rpc/check_security_violations_realtime",
    {
      config: { auth: "admin" },
      schema: { tags: ["rpc"], body: z.object({}).strict().optional(), response: { 200: ZSecurityStatus } },
    },
    async () => securityStatus(db),
  );
}
