import type { FastifyInstance } from "fastify";
import { venuesContract } from "#shared/venues/contract.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import * as service from "./service.ts";

export function registerVenueRoutes(app: FastifyInstance, db: Db): void {
  serveContract(app, db, venuesContract, {
    list: ({ ctx, query }) => service.listVenues(ctx, query),
    create: ({ ctx, body }) => service.createVenue(ctx, body),
    get: ({ ctx, params }) => service.getVenue(ctx, params.venueId),
    update: ({ ctx, params, body }) => service.updateVenue(ctx, params.venueId, body),
    remove: async ({ ctx, params }) => {
      await service.deleteVenue(ctx, params.venueId);
      return { deleted: true as const };
    },
    share: ({ ctx, params }) => service.shareVenue(ctx, params.venueId),
    unshare: ({ ctx, params }) => service.unshareVenue(ctx, params.venueId),
    shared: ({ db, params }) => service.publicVenue(db, params.token),
  });
}
