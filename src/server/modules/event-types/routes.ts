import type { FastifyInstance } from "fastify";
import { eventTypesContract } from "#shared/event-types/contract.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import { listEventTypes } from "./service.ts";

export function registerEventTypeRoutes(app: FastifyInstance, db: Db): void {
  serveContract(app, db, eventTypesContract, {
    list: () => listEventTypes(db),
  });
}
