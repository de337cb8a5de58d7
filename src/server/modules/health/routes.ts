import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Database } from "../../db/client.ts";

/** 200 while the database answers, 503 when it does not: load balancers take the server out of rotation. */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  const ZDbKind = z.enum(["pglite", "postgres"]);
  const ZHealthy = z.object({ status: z.literal("ok"), db: ZDbKind });
  // Says which part is down, never why in detail (no host, port or driver message): the route is public.
  const ZUnhealthy = z.object({ status: z.literal("error"), db: ZDbKind, database: z.literal("down") });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/health",
      { config: { auth: "public" }, schema: { tags: ["system"], response: { 200: ZHealthy, 503: ZUnhealthy } } },
      async (request, reply) => {
        try {
          await database.ping();
          return { status: "ok" as const, db: database.kind };
        } catch (error) {
          request.log.error({ err: error }, "health check: database unreachable");
          return reply.status(503).send({ status: "error" as const, db: database.kind, database: "down" as const });
        }
      },
    );
}
