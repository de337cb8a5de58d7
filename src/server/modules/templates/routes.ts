import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZEvent } from "#shared/events/schemas.ts";
import { ZEventTemplateData, ZUseTemplateInput } from "#shared/templates/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import * as service from "./service.ts";

const tags = ["templates"];

export function registerTemplateRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.post(
    "/api/templates/:slug/use",
    {
      schema: {
        tags,
        params: z.object({ slug: z.string().min(1).max(100) }),
        body: ZUseTemplateInput,
        response: { 201: ZEvent },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.useTemplate(ctx(request.actor), request.params.slug, request.body)),
  );
  r.get(
    "/api/events/:eventId/template-data",
    {
      schema: {
        tags,
        params: z.object({ eventId: z.string().min(1).max(100) }),
        response: { 200: ZEventTemplateData },
      },
    },
    async (request) => service.getTemplateData(ctx(request.actor), request.params.eventId),
  );
}
