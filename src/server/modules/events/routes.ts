import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  COVER_MAX_BYTES,
  ZEvent,
  ZEventInput,
  ZEventList,
  ZEventListQuery,
  ZEventStatusChange,
  ZEventSummary,
} from "#shared/events/schemas.ts";
import { ZBooking, ZBookingQuery } from "#shared/venues/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import {
  refuseOversizedUpload,
  sendStoredImage,
  uploadTmpDir,
  withUpload,
  type UploadRule,
} from "../../plugins/uploads.ts";
import { COVER_FILE_RE, coverDir } from "./covers.ts";
import * as service from "./service.ts";
import { ZEventId } from "#shared/route-params.ts";

const COVER_UPLOAD: UploadRule = {
  field: "cover",
  maxBytes: COVER_MAX_BYTES,
  tooLargeMessage: "The cover must be at most 8 MB.",
  missingMessage: "Choose an image to upload.",
};

export function registerEventRoutes(app: FastifyInstance, db: Db, dataDir: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.get(
    "/api/events",
    { schema: { tags: ["events"], querystring: ZEventListQuery, response: { 200: ZEventList } } },
    async (request) => service.listEvents(ctx(request.actor), request.query),
  );
  r.get(
    "/api/events/summary",
    { schema: { tags: ["events"], response: { 200: z.array(ZEventSummary) } } },
    async (request) => service.eventsSummary(ctx(request.actor)),
  );
  r.get(
    "/api/bookings",
    { schema: { tags: ["venues"], querystring: ZBookingQuery, response: { 200: z.array(ZBooking) } } },
    async (request) => service.bookings(ctx(request.actor), request.query),
  );
  r.post(
    "/api/events",
    { schema: { tags: ["events"], body: ZEventInput, response: { 201: ZEvent } } },
    async (request, reply) => reply.status(201).send(await service.createEvent(ctx(request.actor), request.body)),
  );
  r.get(
    "/api/events/:eventId",
    { schema: { tags: ["events"], params: ZEventId, response: { 200: ZEvent } } },
    async (request) => service.getEvent(ctx(request.actor), request.params.eventId),
  );
  r.put(
    "/api/events/:eventId",
    { schema: { tags: ["events"], params: ZEventId, body: ZEventInput, response: { 200: ZEvent } } },
    async (request) => service.updateEvent(ctx(request.actor), request.params.eventId, request.body),
  );
  r.patch(
    "/api/events/:eventId/status",
    { schema: { tags: ["events"], params: ZEventId, body: ZEventStatusChange, response: { 200: ZEvent } } },
    async (request) => service.setEventStatus(ctx(request.actor), request.params.eventId, request.body.status),
  );
  r.post(
    "/api/events/:eventId/duplicate",
    { schema: { tags: ["events"], params: ZEventId, response: { 201: ZEvent } } },
    async (request, reply) =>
      reply.status(201).send(await service.duplicateEvent(ctx(request.actor), request.params.eventId, dataDir)),
  );
  r.delete(
    "/api/events/:eventId",
    { schema: { tags: ["events"], params: ZEventId, response: { 200: z.object({ deleted: z.literal(true) }) } } },
    async (request) => {
      await service.deleteEvent(ctx(request.actor), request.params.eventId, dataDir);
      return { deleted: true as const };
    },
  );

  r.put(
    "/api/events/:eventId/cover",
    {
      schema: { tags: ["events"], params: ZEventId, consumes: ["multipart/form-data"], response: { 200: ZEvent } },
      onRequest: refuseOversizedUpload(COVER_UPLOAD),
    },
    async (request, reply) =>
      withUpload(request, reply, COVER_UPLOAD, uploadTmpDir(dataDir), (file) =>
        service.setEventCover(ctx(request.actor), request.params.eventId, dataDir, file),
      ),
  );
  r.delete(
    "/api/events/:eventId/cover",
    { schema: { tags: ["events"], params: ZEventId, response: { 200: ZEvent } } },
    async (request) => service.setEventCover(ctx(request.actor), request.params.eventId, dataDir, null),
  );
  // Public: covers appear on the event's shared pages; their names are unguessable.
  r.get(
    "/api/event-covers/:name",
    { config: { auth: "public" }, schema: { tags: ["events"], params: z.object({ name: z.string() }) } },
    async (request, reply) =>
      sendStoredImage(reply, coverDir(dataDir), request.params.name, COVER_FILE_RE, "Cover not found"),
  );
}
