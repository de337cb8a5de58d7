import type { FastifyInstance } from "fastify";
import { eventsContract } from "#shared/events/contract.ts";
import { COVER_MAX_BYTES } from "#shared/events/schemas.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import {
  refuseOversizedUpload,
  sendStoredImage,
  uploadTmpDir,
  withUpload,
  type UploadRule,
} from "../../plugins/uploads.ts";
import { COVER_FILE_RE, coverDir } from "./covers.ts";
import * as service from "./service.ts";

const COVER_UPLOAD: UploadRule = {
  field: "cover",
  maxBytes: COVER_MAX_BYTES,
  tooLargeMessage: "The cover must be at most 8 MB.",
  missingMessage: "Choose an image to upload.",
};
export function registerEventRoutes(app: FastifyInstance, db: Db, dataDir: string): void {
  serveContract(
    app,
    db,
    eventsContract,
    {
      list: ({ ctx, query }) => service.listEvents(ctx, query),
      summary: ({ ctx }) => service.eventsSummary(ctx),
      bookings: ({ ctx, query }) => service.bookings(ctx, query),
      create: ({ ctx, body }) => service.createEvent(ctx, body),
      get: ({ ctx, params }) => service.getEvent(ctx, params.eventId),
      update: ({ ctx, params, body }) => service.updateEvent(ctx, params.eventId, body),
      setStatus: ({ ctx, params, body }) => service.setEventStatus(ctx, params.eventId, body.status),
      duplicate: ({ ctx, params }) => service.duplicateEvent(ctx, params.eventId, dataDir),
      remove: async ({ ctx, params }) => {
        await service.deleteEvent(ctx, params.eventId, dataDir);
        return { deleted: true as const };
      },
      setCover: async ({ ctx, params, request, reply }) => {
        return withUpload(request, reply, COVER_UPLOAD, uploadTmpDir(dataDir), (file) =>
          service.setEventCover(ctx, params.eventId, dataDir, file),
        );
      },
      removeCover: ({ ctx, params }) => service.setEventCover(ctx, params.eventId, dataDir, null),
      // Public: covers appear on the event's shared pages; their names are unguessable.
      cover: ({ params, reply }) =>
        sendStoredImage(reply, coverDir(dataDir), params.name, COVER_FILE_RE, "Cover not found"),
    },
    { setCover: { onRequest: refuseOversizedUpload(COVER_UPLOAD) } },
  );
}
