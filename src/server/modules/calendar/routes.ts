import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZCalendarFeed,
  ZCalendarItems,
  ZCalendarItemsQuery,
  ZCalendarMove,
  ZCalendarMoved,
} from "#shared/calendar/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import * as service from "./service.ts";
import { ZEventId } from "#shared/route-params.ts";

const ZFeedToken = z.object({ token: z.string().min(1).max(100) });
const tags = ["calendar"];
const premium = { requires: "premium" as const };
const ICS_TYPE = "text/calendar; charset=utf-8";

/** Whether the app's copy matches one the caller holds (a calendar app's If-None-Match). */
function unchanged(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  return header === "*" || header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

function notFoundFeed(reply: FastifyReply): FastifyReply {
  // Calendar apps show the body (if anything) as it is: plain words, not our JSON error.
  return reply
    .status(404)
    .type("text/plain; charset=utf-8")
    .header("cache-control", "no-store")
    .send("This calendar link is not valid. It may have been replaced by a new one: ask for the current link.");
}

export function registerCalendarRoutes(app: FastifyInstance, db: Db, options: service.CalendarDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.get(
    "/api/calendar/feeds",
    { config: premium, schema: { tags, response: { 200: ZCalendarFeed } } },
    async (request) => service.userFeed(ctx(request.actor), options),
  );
  r.post(
    "/api/calendar/feeds/user/regenerate",
    { config: premium, schema: { tags, response: { 200: ZCalendarFeed } } },
    async (request) => service.regenerateUserFeed(ctx(request.actor), options),
  );
  r.get(
    "/api/events/:eventId/calendar-feed",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZCalendarFeed } } },
    async (request) => service.eventFeed(ctx(request.actor), request.params.eventId, options),
  );
  r.post(
    "/api/events/:eventId/calendar-feed/regenerate",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZCalendarFeed } } },
    async (request) => service.regenerateEventFeed(ctx(request.actor), request.params.eventId, options),
  );
  r.get(
    "/api/events/:eventId/calendar.ics",
    { config: premium, schema: { tags, params: ZEventId } },
    async (request, reply) => {
      const file = await service.ownerEventFile(ctx(request.actor), request.params.eventId, options);
      return reply
        .type(ICS_TYPE)
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.text);
    },
  );

  // Calendar apps fetch this with no session: the token is the only key (128 random bits, replaceable).
  r.get(
    "/api/calendar/feed/:token",
    { config: { auth: "public" }, schema: { tags, params: ZFeedToken } },
    async (request, reply) => {
      const file = await service.feedFile(db, request.params.token, options);
      if (!file) return notFoundFeed(reply);
      // Private: the address is a secret, so no shared cache may keep it. Apps poll; a short max-age and the
      // ETag let them ask cheaply, and a change shows up within minutes.
      reply
        .header("cache-control", "private, max-age=300")
        .header("etag", file.etag)
        .header("last-modified", file.lastModified.toUTCString())
        .header("x-robots-tag", "noindex");
      if (unchanged(request, file.etag)) return reply.status(304).send();
      return reply.type(ICS_TYPE).header("content-disposition", 'inline; filename="gatherly.ics"').send(file.text);
    },
  );

  r.get(
    "/api/calendar/items",
    { config: premium, schema: { tags, querystring: ZCalendarItemsQuery, response: { 200: ZCalendarItems } } },
    async (request) => service.calendarItems(ctx(request.actor), request.query, options.rsvpDeadlines),
  );
  r.post(
    "/api/calendar/move",
    { config: premium, schema: { tags, body: ZCalendarMove, response: { 200: ZCalendarMoved } } },
    async (request) => service.moveItem(ctx(request.actor), request.body),
  );
}
