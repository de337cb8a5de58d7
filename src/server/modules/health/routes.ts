import type { FastifyInstance } from "fastify";
import { healthContract } from "#shared/health/contract.ts";
import type { Database } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";

/** 200 while the database answers, 503 when it does not: load balancers take the server out of rotation. */
export function registerHealthRoutes(app: FastifyInstance, database: Database): void {
  serveContract(app, database.db, healthContract, {
    check: async ({ request, reply }) => {
      try {
        await database.ping();
        return { status: "ok" as const, db: database.kind };
      } catch (error) {
        request.log.error({ err: error }, "health check: database unreachable");
        // Says which part is down, never why in detail (no host, port or driver message): the route is public.
        return reply.status(503).send({ status: "error" as const, db: database.kind, database: "down" as const });
      }
    },
  });
}
