import type { FastifyInstance } from "fastify";
import { myInvitations } from "./my-invitations.ts";
import { IMPORT_CSV_MAX_CHARS } from "#shared/rsvp/schemas.ts";
import { rsvpContract } from "#shared/rsvp/contract.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import { sendTableExport } from "../../table-export.ts";
import type { ServiceContext } from "../../context.ts";
import type { RsvpContext, RsvpDeps } from "./deps.ts";
import * as answers from "./answers.ts";
import * as guests from "./guests.ts";
import * as files from "./import-export.ts";
import * as invitations from "./invitations.ts";
import * as settings from "./settings.ts";
import * as stats from "./stats.ts";

/** A CSV of IMPORT_CSV_MAX_CHARS characters, as JSON (quotes and line breaks escaped). */
const IMPORT_BODY_LIMIT = IMPORT_CSV_MAX_CHARS * 2 + 1024;

export function registerRsvpRoutes(app: FastifyInstance, db: Db, deps: RsvpDeps): void {
  // The organiser's calls that queue mail after their transaction.
  const withJobs = (ctx: ServiceContext): RsvpContext => ({ ...ctx, jobs: deps.jobs });
  // The guest's side: the link's token is the only key.
  const guestCtx = { db, jobs: deps.jobs };

  serveContract(
    app,
    db,
    rsvpContract,
    {
      overview: ({ ctx }) => stats.rsvpOverview(ctx),
      myInvitations: async ({ ctx }) => ({ items: await myInvitations(ctx) }),
      listGuests: ({ ctx, params, query }) => guests.listGuests(ctx, params.eventId, query),
      guestFacets: ({ ctx, params }) => guests.guestFacets(ctx, params.eventId),
      addGuest: ({ ctx, params, body }) => guests.addGuest(ctx, params.eventId, body),
      updateGuest: ({ ctx, params, body }) => guests.updateGuest(ctx, params.guestId, body),
      removeGuest: async ({ ctx, params }) => {
        await answers.deleteGuest(withJobs(ctx), params.guestId);
        return { deleted: true as const };
      },
      newGuestLink: ({ ctx, params }) => guests.newGuestLink(ctx, params.guestId),
      recordAnswer: ({ ctx, params, body }) => answers.recordAnswer(withJobs(ctx), params.guestId, body),
      previewImport: ({ ctx, params, body }) => files.previewImport(ctx, params.eventId, body),
      importGuests: ({ ctx, params, body }) => files.importGuests(ctx, params.eventId, body),
      exportGuests: async ({ ctx, params, query, reply }) =>
        sendTableExport(reply, await files.exportGuests(ctx, params.eventId, query.format, deps.baseUrl)),
      getSettings: ({ ctx, params }) => settings.getSettings(ctx, params.eventId),
      updateSettings: ({ ctx, params, body }) => settings.updateSettings(withJobs(ctx), params.eventId, body),
      newPublicLink: ({ ctx, params }) => settings.regeneratePublicLink(ctx, params.eventId),
      counts: ({ ctx, params }) => stats.rsvpCounts(ctx, params.eventId),
      analytics: ({ ctx, params }) => stats.rsvpAnalytics(ctx, params.eventId),
      sendInvitations: ({ ctx, params, body }) => invitations.sendInvitations(withJobs(ctx), params.eventId, body),
      listReminders: ({ ctx, params }) => invitations.listReminders(withJobs(ctx), params.eventId),
      createReminder: ({ ctx, params, body }) => invitations.createReminder(withJobs(ctx), params.eventId, body),
      cancelReminder: ({ ctx, params }) => invitations.cancelReminder(withJobs(ctx), params.reminderId),

      invitation: ({ params, reply }) => {
        reply.header("cache-control", "no-store");
        return answers.invitationView(db, params.token);
      },
      answerInvitation: ({ params, body, request }) =>
        answers.answerInvitation(guestCtx, params.token, body, request.ip),
      invitationCalendar: async ({ params, reply }) => {
        const file = await answers.invitationCalendar(db, params.token, deps.baseUrl);
        return reply
          .header("content-type", "text/calendar; charset=utf-8")
          .header("content-disposition", `attachment; filename="${file.filename}"`)
          .header("cache-control", "no-store")
          .send(file.text);
      },
      openLink: ({ params }) => answers.publicRsvpView(db, params.token),
      answerOpenLink: ({ params, body, request }) => answers.answerPublicRsvp(guestCtx, params.token, body, request.ip),
    },
    { previewImport: { bodyLimit: IMPORT_BODY_LIMIT }, importGuests: { bodyLimit: IMPORT_BODY_LIMIT } },
  );
}
