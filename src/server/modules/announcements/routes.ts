import type { FastifyInstance } from "fastify";
import { announcementsContract } from "#shared/announcements/contract.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { serveContract } from "../../serve-contract.ts";
import type { AnnouncementContext, AnnouncementDeps } from "./deps.ts";
import * as posts from "./service.ts";
import { unsubscribe, unsubscribeView } from "./unsubscribe.ts";

export function registerAnnouncementRoutes(app: FastifyInstance, db: Db, deps: AnnouncementDeps): void {
  // Posting needs the job queue too (for the email copy).
  const withJobs = (ctx: ServiceContext): AnnouncementContext => ({ ...ctx, jobs: deps.jobs });

  serveContract(app, db, announcementsContract, {
    list: ({ ctx, params, query }) => posts.listAnnouncements(ctx, params.eventId, query),
    create: ({ ctx, params, body }) => posts.createAnnouncement(withJobs(ctx), params.eventId, body),
    guestList: ({ db, eventPlan, params, query }) => posts.guestAnnouncements(db, params.token, eventPlan, query),
    unreadCount: async ({ ctx, query }) => ({ unread: await posts.unreadCount(ctx, query.eventId) }),
    update: ({ ctx, params, body }) => posts.updateAnnouncement(ctx, params.id, body),
    remove: async ({ ctx, params }) => {
      await posts.deleteAnnouncement(ctx, params.id);
      return { deleted: true as const };
    },
    markRead: async ({ ctx, params }) => {
      await posts.markRead(ctx, params.id);
      return { read: true as const };
    },
    // The unsubscribe link of an announcement mail: the guest may have no account.
    unsubscribeView: ({ params }) => unsubscribeView(db, params.token),
    unsubscribe: ({ params }) => unsubscribe(db, params.token),
  });
}
