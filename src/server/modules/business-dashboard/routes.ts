import { businessDashboardContract } from "#shared/business-dashboard/contract.ts";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import { businessOverview } from "./overview.ts";

export function registerBusinessDashboardRoutes(app: FastifyInstance, db: Db): void {
  serveContract(app, db, businessDashboardContract, {
    overview: ({ ctx }) => businessOverview(ctx),
  });
}
