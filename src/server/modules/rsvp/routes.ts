import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  IMPORT_CSV_MAX_CHARS,
  ZGuest,
  ZGuestImport,
  ZGuestInput,
  ZGuestList,
  ZGuestListQuery,
  ZGuestPatch,
  ZImportPreview,
  ZImportResult,
  ZInvitationSend,
  ZInvitationSendResult,
  ZInvitationView,
  ZLinkToken,
  ZPublicRsvp,
  ZPublicRsvpResult,
  ZPublicRsvpView,
  ZReminder,
  ZReminderInput,
  ZRsvpAnalytics,
  ZRsvpAnswer,
  ZRsvpCounts,
  ZRsvpOverview,
  ZRsvpSettings,
  ZRsvpSettingsInput,
} from "#shared/rsvp/schemas.ts";
import type { Db } from "../../db/client.ts";
import { sendTableExport } from "../../table-export.ts";
import type { Actor } from "../../context.ts";
import type { RsvpDeps } from "./deps.ts";
import * as answers from "./answers.ts";
import * as guests from "./guests.ts";
import * as files from "./import-export.ts";
import * as invitations from "./invitations.ts";
import * as settings from "./settings.ts";
import * as stats from "./stats.ts";
import { ZDeleted, ZEventId } from "#shared/route-params.ts";

const ZGuestId = z.object({ guestId: z.string().min(1).max(100) });
const ZReminderId = z.object({ reminderId: z.string().min(1).max(100) });
const ZExportQuery = z
  .object({ format: z.enum(["csv", "xlsx"], { error: "Format must be csv or xlsx" }).default("csv") })
  .strict();
const ZFacets = z.object({ groups: z.array(z.string()), tags: z.array(z.string()) });
const tags = ["rsvp"];
const premium = { requires: "premium" as const };
/** A CSV of IMPORT_CSV_MAX_CHARS characters, as JSON (quotes and line breaks escaped). */
const IMPORT_BODY_LIMIT = IMPORT_CSV_MAX_CHARS * 2 + 1024;

export function registerRsvpRoutes(app: FastifyInstance, db: Db, deps: RsvpDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor!, jobs: deps.jobs });
  const guestCtx = { db, jobs: deps.jobs };

  r.get(
    "/api/rsvp/overview",
    { config: premium, schema: { tags, response: { 200: ZRsvpOverview } } },
    async (request) => stats.rsvpOverview(ctx(request.actor)),
  );
  r.get(
    "/api/events/:eventId/guests",
    {
      config: premium,
      schema: { tags, params: ZEventId, querystring: ZGuestListQuery, response: { 200: ZGuestList } },
    },
    async (request) => guests.listGuests(ctx(request.actor), request.params.eventId, request.query),
  );
  r.get(
    "/api/events/:eventId/guests/facets",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZFacets } } },
    async (request) => guests.guestFacets(ctx(request.actor), request.params.eventId),
  );
  r.post(
    "/api/events/:eventId/guests",
    { config: premium, schema: { tags, params: ZEventId, body: ZGuestInput, response: { 201: ZGuest } } },
    async (request, reply) =>
      reply.status(201).send(await guests.addGuest(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.patch(
    "/api/guests/:guestId",
    { config: premium, schema: { tags, params: ZGuestId, body: ZGuestPatch, response: { 200: ZGuest } } },
    async (request) => guests.updateGuest(ctx(request.actor), request.params.guestId, request.body),
  );
  r.delete(
    "/api/guests/:guestId",
    { config: premium, schema: { tags, params: ZGuestId, response: { 200: ZDeleted } } },
    async (request) => {
      await answers.deleteGuest(ctx(request.actor), request.params.guestId);
      return { deleted: true as const };
    },
  );
  r.post(
    "/api/guests/:guestId/new-link",
    { config: premium, schema: { tags, params: ZGuestId, response: { 200: ZGuest } } },
    async (request) => guests.newGuestLink(ctx(request.actor), request.params.guestId),
  );
  r.put(
    "/api/guests/:guestId/answer",
    { config: premium, schema: { tags, params: ZGuestId, body: ZRsvpAnswer, response: { 200: ZGuest } } },
    async (request) => answers.recordAnswer(ctx(request.actor), request.params.guestId, request.body),
  );
  r.post(
    "/api/events/:eventId/guests/import/preview",
    {
      config: premium,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, params: ZEventId, body: ZGuestImport, response: { 200: ZImportPreview } },
    },
    async (request) => files.previewImport(ctx(request.actor), request.params.eventId, request.body),
  );
  r.post(
    "/api/events/:eventId/guests/import",
    {
      config: premium,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { tags, params: ZEventId, body: ZGuestImport, response: { 200: ZImportResult } },
    },
    async (request) => files.importGuests(ctx(request.actor), request.params.eventId, request.body),
  );
  r.get(
    "/api/events/:eventId/guests/export",
    { config: premium, schema: { tags, params: ZEventId, querystring: ZExportQuery } },
    async (request, reply) =>
      sendTableExport(
        reply,
        await files.exportGuests(ctx(request.actor), request.params.eventId, request.query.format, deps.baseUrl),
      ),
  );
  r.get(
    "/api/events/:eventId/rsvp/settings",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZRsvpSettings } } },
    async (request) => settings.getSettings(ctx(request.actor), request.params.eventId),
  );
  r.patch(
    "/api/events/:eventId/rsvp/settings",
    { config: premium, schema: { tags, params: ZEventId, body: ZRsvpSettingsInput, response: { 200: ZRsvpSettings } } },
    async (request) => settings.updateSettings(ctx(request.actor), request.params.eventId, request.body),
  );
  r.post(
    "/api/events/:eventId/rsvp/public-link",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZRsvpSettings } } },
    async (request) => settings.regeneratePublicLink(ctx(request.actor), request.params.eventId),
  );
  r.get(
    "/api/events/:eventId/rsvp/counts",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZRsvpCounts } } },
    async (request) => stats.rsvpCounts(ctx(request.actor), request.params.eventId),
  );
  r.get(
    "/api/events/:eventId/rsvp/analytics",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZRsvpAnalytics } } },
    async (request) => stats.rsvpAnalytics(ctx(request.actor), request.params.eventId),
  );
  r.post(
    "/api/events/:eventId/invitations",
    {
      config: premium,
      schema: { tags, params: ZEventId, body: ZInvitationSend, response: { 200: ZInvitationSendResult } },
    },
    async (request) => invitations.sendInvitations(ctx(request.actor), request.params.eventId, request.body),
  );
  r.get(
    "/api/events/:eventId/rsvp/reminders",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: z.array(ZReminder) } } },
    async (request) => invitations.listReminders(ctx(request.actor), request.params.eventId),
  );
  r.post(
    "/api/events/:eventId/rsvp/reminders",
    { config: premium, schema: { tags, params: ZEventId, body: ZReminderInput, response: { 201: ZReminder } } },
    async (request, reply) =>
      reply
        .status(201)
        .send(await invitations.createReminder(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.delete(
    "/api/rsvp/reminders/:reminderId",
    { config: premium, schema: { tags, params: ZReminderId, response: { 200: ZReminder } } },
    async (request) => invitations.cancelReminder(ctx(request.actor), request.params.reminderId),
  );

  // The guest's side: the link's token is the only key.
  const open = { auth: "public" as const };
  r.get(
    "/api/public/invitations/:token",
    { config: open, schema: { tags, params: ZLinkToken, response: { 200: ZInvitationView } } },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return answers.invitationView(db, request.params.token);
    },
  );
  r.put(
    "/api/public/invitations/:token/answer",
    { config: open, schema: { tags, params: ZLinkToken, body: ZRsvpAnswer, response: { 200: ZInvitationView } } },
    async (request) => answers.answerInvitation(guestCtx, request.params.token, request.body, request.ip),
  );
  r.get(
    "/api/public/invitations/:token/calendar.ics",
    { config: open, schema: { tags, params: ZLinkToken } },
    async (request, reply) => {
      const file = await answers.invitationCalendar(db, request.params.token, deps.baseUrl);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.text);
    },
  );
  r.get(
    "/api/public/rsvp/:token",
    { config: open, schema: { tags, params: ZLinkToken, response: { 200: ZPublicRsvpView } } },
    async (request) => answers.publicRsvpView(db, request.params.token),
  );
  r.post(
    "/api/public/rsvp/:token",
    { config: open, schema: { tags, params: ZLinkToken, body: ZPublicRsvp, response: { 201: ZPublicRsvpResult } } },
    async (request, reply) =>
      reply.status(201).send(await answers.answerPublicRsvp(guestCtx, request.params.token, request.body, request.ip)),
  );
}
