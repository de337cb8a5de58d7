import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZAnnouncement,
  ZAnnouncementInput,
  ZAnnouncementList,
  ZAnnouncementListQuery,
  ZAnnouncementPatch,
  ZReadResult,
  ZUnreadCount,
  ZUnreadCountQuery,
  ZUnsubscribeView,
} from "#shared/announcements/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import type { AnnouncementDeps } from "./deps.ts";
import * as posts from "./service.ts";
import { unsubscribe, unsubscribeView } from "./unsubscribe.ts";
import { ZDeleted, ZEventId, ZId, ZToken } from "#shared/route-params.ts";

const tags = ["announcements"];
const premium = { requires: "premium" as const };
const open = { auth: "public" as const };

export function registerAnnouncementRoutes(app: FastifyInstance, db: Db, deps: AnnouncementDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor!, jobs: deps.jobs });

  r.get(
    "/api/events/:eventId/announcements",
    {
      config: premium,
      schema: { tags, params: ZEventId, querystring: ZAnnouncementListQuery, response: { 200: ZAnnouncementList } },
    },
    async (request) => posts.listAnnouncements(ctx(request.actor), request.params.eventId, request.query),
  );
  r.post(
    "/api/events/:eventId/announcements",
    { config: premium, schema: { tags, params: ZEventId, body: ZAnnouncementInput, response: { 201: ZAnnouncement } } },
    async (request, reply) =>
      reply.status(201).send(await posts.createAnnouncement(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.get(
    "/api/announcements/unread-count",
    { config: premium, schema: { tags, querystring: ZUnreadCountQuery, response: { 200: ZUnreadCount } } },
    async (request) => ({ unread: await posts.unreadCount(ctx(request.actor), request.query.eventId) }),
  );
  r.patch(
    "/api/announcements/:id",
    { config: premium, schema: { tags, params: ZId, body: ZAnnouncementPatch, response: { 200: ZAnnouncement } } },
    async (request) => posts.updateAnnouncement(ctx(request.actor), request.params.id, request.body),
  );
  r.delete(
    "/api/announcements/:id",
    { config: premium, schema: { tags, params: ZId, response: { 200: ZDeleted } } },
    async (request) => {
      await posts.deleteAnnouncement(ctx(request.actor), request.params.id);
      return { deleted: true as const };
    },
  );
  r.post(
    "/api/announcements/:id/read",
    { config: premium, schema: { tags, params: ZId, response: { 200: ZReadResult } } },
    async (request) => {
      await posts.markRead(ctx(request.actor), request.params.id);
      return { read: true as const };
    },
  );

  // The unsubscribe link of an announcement mail: the guest may have no account.
  r.get(
    "/api/public/unsubscribe/:token",
    { config: open, schema: { tags, params: ZToken, response: { 200: ZUnsubscribeView } } },
    async (request) => unsubscribeView(db, request.params.token),
  );
  r.post(
    "/api/public/unsubscribe/:token",
    { config: open, schema: { tags, params: ZToken, response: { 200: ZUnsubscribeView } } },
    async (request) => unsubscribe(db, request.params.token),
  );
}
