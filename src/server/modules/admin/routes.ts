import type { FastifyInstance } from "fastify";
import { adminContract } from "#shared/admin/contract.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { serveContract } from "../../serve-contract.ts";
import * as admin from "./service.ts";
import * as records from "./records.ts";

/** `jobs`: without it, invitations cannot be deleted (a freed place is announced through the queue). */
export function registerAdminRoutes(
  app: FastifyInstance,
  db: Db,
  dataDir: string,
  jobs?: records.RecordDeps["jobs"],
): void {
  const recordDeps = { dataDir, jobs };
  const remove =
    (kind: "events" | "venues" | "activities" | "invitations") =>
    async ({ ctx, params }: { ctx: ServiceContext; params: { id: string } }) => {
      await records.deleteRecord(ctx, kind, params.id, recordDeps);
      return { deleted: true as const };
    };

  const { deleteInvitation, ...always } = adminContract;
  serveContract(app, db, always, {
    listUsers: ({ ctx, query }) => admin.searchUsers(ctx, query),
    changeSubscription: ({ ctx, params, body }) => admin.changeSubscription(ctx, params.userId, body),
    changeRole: ({ ctx, params, body }) => admin.changeRole(ctx, params.userId, body.role),
    auditLog: ({ ctx, params }) => admin.auditLogFor(ctx, params.userId),
    manageSessions: ({ ctx, body }) => admin.manageSessions(ctx, body),

    // Every owner's records, for admins.
    listEvents: ({ ctx, query }) => records.listRecords(ctx, "events", query),
    getEvent: ({ ctx, params }) => records.getRecord(ctx, "events", params.id),
    deleteEvent: remove("events"),
    listVenues: ({ ctx, query }) => records.listRecords(ctx, "venues", query),
    getVenue: ({ ctx, params }) => records.getRecord(ctx, "venues", params.id),
    deleteVenue: remove("venues"),
    listActivities: ({ ctx, query }) => records.listRecords(ctx, "activities", query),
    getActivity: ({ ctx, params }) => records.getRecord(ctx, "activities", params.id),
    deleteActivity: remove("activities"),
    listInvitations: ({ ctx, query }) => records.listRecords(ctx, "invitations", query),
    getInvitation: ({ ctx, params }) => records.getRecord(ctx, "invitations", params.id),
  });
  // Without the job queue a freed place could not be announced, so the delete is not offered at all.
  if (records.canDeleteRecords("invitations", recordDeps)) {
    serveContract(app, db, { deleteInvitation }, { deleteInvitation: remove("invitations") });
  }
}
