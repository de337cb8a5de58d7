import type { FastifyInstance } from "fastify";
import { infoPagesContract } from "#shared/info-pages/contract.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import * as service from "./service.ts";

export function registerInfoPageRoutes(app: FastifyInstance, db: Db): void {
  serveContract(app, db, infoPagesContract, {
    list: ({ ctx, query }) => service.listInfoPages(ctx, query),
    create: ({ ctx, body }) => service.createInfoPage(ctx, body),
    get: ({ ctx, params }) => service.getInfoPage(ctx, params.pageId),
    save: ({ ctx, params, body }) => service.updateInfoPage(ctx, params.pageId, body),
    remove: async ({ ctx, params }) => {
      await service.deleteInfoPage(ctx, params.pageId);
      return { deleted: true as const };
    },
    publish: ({ ctx, params }) => service.publishInfoPage(ctx, params.pageId),
    unpublish: ({ ctx, params }) => service.unpublishInfoPage(ctx, params.pageId),
    regenerateLink: ({ ctx, params }) => service.regenerateShareToken(ctx, params.pageId),
    revokeLink: ({ ctx, params }) => service.revokeShareToken(ctx, params.pageId),
    // Anyone with the link, signed in or not.
    publicView: ({ db, params }) => service.publicInfoPage(db, params.token, "view"),
    publicPreview: ({ db, params, reply }) => {
      // A draft is not for search engines or shared caches.
      reply.header("x-robots-tag", "noindex").header("cache-control", "no-store");
      return service.publicInfoPage(db, params.token, "preview");
    },
  });
}
