import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ZProOverview } from "#shared/pro-dashboard/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import { proOverview } from "./overview.ts";

export function registerProDashboardRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/api/pro/overview",
    { config: { requires: "pro" }, schema: { tags: ["pro-dashboard"], response: { 200: ZProOverview } } },
    async (request) => proOverview({ db, actor: request.actor as Actor }),
  );
}
