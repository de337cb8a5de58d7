import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZPublicVenue, ZVenue, ZVenueInput, ZVenueList, ZVenueListQuery } from "#shared/venues/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import * as service from "./service.ts";

const ZVenueId = z.object({ venueId: z.string().min(1).max(100) });

export function registerVenueRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.get(
    "/api/venues",
    { schema: { tags: ["venues"], querystring: ZVenueListQuery, response: { 200: ZVenueList } } },
    async (request) => service.listVenues(ctx(request.actor), request.query),
  );
  r.post(
    "/api/venues",
    { schema: { tags: ["venues"], body: ZVenueInput, response: { 201: ZVenue } } },
    async (request, reply) => reply.status(201).send(await service.createVenue(ctx(request.actor), request.body)),
  );
  r.get(
    "/api/venues/:venueId",
    { schema: { tags: ["venues"], params: ZVenueId, response: { 200: ZVenue } } },
    async (request) => service.getVenue(ctx(request.actor), request.params.venueId),
  );
  r.put(
    "/api/venues/:venueId",
    { schema: { tags: ["venues"], params: ZVenueId, body: ZVenueInput, response: { 200: ZVenue } } },
    async (request) => service.updateVenue(ctx(request.actor), request.params.venueId, request.body),
  );
  r.delete(
    "/api/venues/:venueId",
    { schema: { tags: ["venues"], params: ZVenueId, response: { 200: z.object({ deleted: z.literal(true) }) } } },
    async (request) => {
      await service.deleteVenue(ctx(request.actor), request.params.venueId);
      return { deleted: true as const };
    },
  );
  r.post(
    "/api/venues/:venueId/share",
    { schema: { tags: ["venues"], params: ZVenueId, response: { 200: ZVenue } } },
    async (request) => service.shareVenue(ctx(request.actor), request.params.venueId),
  );
  r.delete(
    "/api/venues/:venueId/share",
    { schema: { tags: ["venues"], params: ZVenueId, response: { 200: ZVenue } } },
    async (request) => service.unshareVenue(ctx(request.actor), request.params.venueId),
  );
  r.get(
    "/api/public/venues/:token",
    {
      config: { auth: "public" },
      schema: {
        tags: ["venues"],
        params: z.object({ token: z.string().min(1).max(100) }),
        response: { 200: ZPublicVenue },
      },
    },
    async (request) => service.publicVenue(db, request.params.token),
  );
}
