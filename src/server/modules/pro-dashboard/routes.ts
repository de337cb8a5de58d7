import { proDashboardContract } from "#shared/pro-dashboard/contract.ts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import { proOverview } from "./overview.ts";

export function registerProDashboardRoutes(app: FastifyInstance, db: Db): void {
  serveContract(app, db, proDashboardContract, {
    overview: ({ ctx }) => proOverview(ctx),
  });
}
