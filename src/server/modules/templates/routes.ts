import type { FastifyInstance } from "fastify";
import { templatesContract } from "#shared/templates/contract.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import * as service from "./service.ts";

export function registerTemplateRoutes(app: FastifyInstance, db: Db): void {
  serveContract(app, db, templatesContract, {
    use: ({ ctx, params, body }) => service.useTemplate(ctx, params.slug, body),
    eventData: ({ ctx, params }) => service.getTemplateData(ctx, params.eventId),
  });
}
