import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZInfoPage,
  ZInfoPageDraft,
  ZInfoPageInput,
  ZInfoPageList,
  ZInfoPageListQuery,
  ZPublicInfoPage,
} from "#shared/info-pages/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import * as service from "./service.ts";
import { ZToken } from "#shared/route-params.ts";

const ZPageId = z.object({ pageId: z.string().min(1).max(100) });
const tags = ["info-pages"];

export function registerInfoPageRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.get(
    "/api/info-pages",
    { schema: { tags, querystring: ZInfoPageListQuery, response: { 200: ZInfoPageList } } },
    async (request) => service.listInfoPages(ctx(request.actor), request.query),
  );
  r.post(
    "/api/info-pages",
    { schema: { tags, body: ZInfoPageInput, response: { 201: ZInfoPage } } },
    async (request, reply) => reply.status(201).send(await service.createInfoPage(ctx(request.actor), request.body)),
  );
  r.get(
    "/api/info-pages/:pageId",
    { schema: { tags, params: ZPageId, response: { 200: ZInfoPage } } },
    async (request) => service.getInfoPage(ctx(request.actor), request.params.pageId),
  );
  r.put(
    "/api/info-pages/:pageId",
    { schema: { tags, params: ZPageId, body: ZInfoPageDraft, response: { 200: ZInfoPage } } },
    async (request) => service.updateInfoPage(ctx(request.actor), request.params.pageId, request.body),
  );
  r.delete(
    "/api/info-pages/:pageId",
    { schema: { tags, params: ZPageId, response: { 200: z.object({ deleted: z.literal(true) }) } } },
    async (request) => {
      await service.deleteInfoPage(ctx(request.actor), request.params.pageId);
      return { deleted: true as const };
    },
  );
  r.post(
    "/api/info-pages/:pageId/publish",
    { schema: { tags, params: ZPageId, response: { 200: ZInfoPage } } },
    async (request) => service.publishInfoPage(ctx(request.actor), request.params.pageId),
  );
  r.post(
    "/api/info-pages/:pageId/unpublish",
    { schema: { tags, params: ZPageId, response: { 200: ZInfoPage } } },
    async (request) => service.unpublishInfoPage(ctx(request.actor), request.params.pageId),
  );
  r.post(
    "/api/info-pages/:pageId/share",
    { schema: { tags, params: ZPageId, response: { 200: ZInfoPage } } },
    async (request) => service.regenerateShareToken(ctx(request.actor), request.params.pageId),
  );
  r.delete(
    "/api/info-pages/:pageId/share",
    { schema: { tags, params: ZPageId, response: { 200: ZInfoPage } } },
    async (request) => service.revokeShareToken(ctx(request.actor), request.params.pageId),
  );

  // Anyone with the link, signed in or not.
  r.get(
    "/api/public/info-pages/:token",
    { config: { auth: "public" }, schema: { tags, params: ZToken, response: { 200: ZPublicInfoPage } } },
    async (request) => service.publicInfoPage(db, request.params.token, "view"),
  );
  r.get(
    "/api/public/info-pages/:token/preview",
    { config: { auth: "public" }, schema: { tags, params: ZToken, response: { 200: ZPublicInfoPage } } },
    async (request, reply) => {
      // A draft is not for search engines or shared caches.
      reply.header("x-robots-tag", "noindex").header("cache-control", "no-store");
      return service.publicInfoPage(db, request.params.token, "preview");
    },
  );
}
