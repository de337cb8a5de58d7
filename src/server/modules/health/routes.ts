import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";

/** 200 while the database answers, 503 when it does not: load balancers take the server out of rotation. */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  const ZHealth = z.object({ status: z.enum(["ok", "error"]), db: z.enum(["pglite", "postgres"]) });
  app.withTypeProvider<ZodTypeProvider>().get(
    "/api/health",
    { config: { auth: "public" }, schema: { tags: ["system"], response: { 200: ZHealth, 503: ZHealth } } },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: "ok" as const, db: database.kind };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        return reply.status(503).send({ status: "error" as const, db: database.kind });
      }
    },
  );
}
