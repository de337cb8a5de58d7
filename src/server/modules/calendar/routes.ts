import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { calendarContract } from "#shared/calendar/contract.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import * as service from "./service.ts";

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
  serveContract(app, db, calendarContract, {
    userFeed: ({ ctx }) => service.userFeed(ctx, options),
    regenerateUserFeed: ({ ctx }) => service.regenerateUserFeed(ctx, options),
    eventFeed: ({ ctx, params }) => service.eventFeed(ctx, params.eventId, options),
    regenerateEventFeed: ({ ctx, params }) => service.regenerateEventFeed(ctx, params.eventId, options),
    eventFile: async ({ ctx, params, reply }) => {
      const file = await service.ownerEventFile(ctx, params.eventId, options);
      return reply
        .type(ICS_TYPE)
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.text);
    },
    // Calendar apps fetch this with no session: the token is the only key (128 random bits, replaceable).
    feed: async ({ db, params, request, reply }) => {
      const file = await service.feedFile(db, params.token, options);
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
    items: ({ ctx, query }) => service.calendarItems(ctx, query, options),
    move: ({ ctx, body }) => service.moveItem(ctx, body),
  });
}
