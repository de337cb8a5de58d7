import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZAdminRoleChange,
  ZAdminSessionAction,
  ZAdminSubscriptionChange,
  ZAdminUserListQuery,
  ZAdminUserRow,
  ZSessionInfo,
  ZSubscriptionStatus,
} from "#shared/account/schemas.ts";
import {
  ZAdminActivity,
  ZAdminActivityList,
  ZAdminEvent,
  ZAdminEventList,
  ZAdminInvitation,
  ZAdminInvitationList,
  ZAdminRecordListQuery,
  ZAdminVenue,
  ZAdminVenueList,
} from "#shared/admin/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import * as admin from "./service.ts";
import * as records from "./records.ts";

const ZUserIdPath = z.object({ userId: z.string().min(1).max(200) });

const ZRecordIdPath = z.object({ id: z.string().min(1).max(100) });

const RECORD_SCHEMAS = {
  events: { list: ZAdminEventList, one: ZAdminEvent },
  venues: { list: ZAdminVenueList, one: ZAdminVenue },
  activities: { list: ZAdminActivityList, one: ZAdminActivity },
  invitations: { list: ZAdminInvitationList, one: ZAdminInvitation },
} as const;

/** `jobs`: without it, invitations cannot be deleted (a freed place is announced through the queue). */
export function registerAdminRoutes(
  app: FastifyInstance,
  db: Db,
  dataDir: string,
  jobs?: records.RecordDeps["jobs"],
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });
  const adminOnly = { auth: "admin" as const };
  const recordDeps = { dataDir, jobs };

  r.get(
    "/api/admin/users",
    {
      config: adminOnly,
      schema: {
        tags: ["admin"],
        querystring: ZAdminUserListQuery,
        response: { 200: z.object({ users: z.array(ZAdminUserRow), total: z.number().int() }) },
      },
    },
    async (request) => admin.searchUsers(ctx(request.actor), request.query),
  );

  r.patch(
    "/api/admin/users/:userId/subscription",
    {
      config: adminOnly,
      schema: {
        tags: ["admin"],
        params: ZUserIdPath,
        body: ZAdminSubscriptionChange,
        response: { 200: ZSubscriptionStatus },
      },
    },
    async (request) => admin.changeSubscription(ctx(request.actor), request.params.userId, request.body),
  );

  r.put(
    "/api/admin/users/:userId/role",
    {
      config: adminOnly,
      schema: {
        tags: ["admin"],
        params: ZUserIdPath,
        body: ZAdminRoleChange,
        response: { 200: z.object({ id: z.string(), role: z.string() }) },
      },
    },
    async (request) => admin.changeRole(ctx(request.actor), request.params.userId, request.body.role),
  );

  r.get(
    "/api/admin/users/:userId/audit-log",
    {
      config: adminOnly,
      schema: {
        tags: ["admin"],
        params: ZUserIdPath,
        response: {
          200: z.array(
            z.object({
              id: z.string(),
              actorUserId: z.string().nullable(),
              targetUserId: z.string().nullable(),
              action: z.string(),
              before: z.unknown(),
              after: z.unknown(),
              createdAt: z.string(),
            }),
          ),
        },
      },
    },
    async (request) => admin.auditLogFor(ctx(request.actor), request.params.userId),
  );

  r.post(
    "/api/functions/admin-session-management",
    {
      config: adminOnly,
      schema: {
        tags: ["admin"],
        body: ZAdminSessionAction,
        response: {
          200: z.union([
            z.object({ success: z.literal(true), revokedSessions: z.number().int() }),
            z.object({
              success: z.literal(true),
              userId: z.string(),
              activeSessions: z.number().int(),
              sessions: z.array(ZSessionInfo),
            }),
            z.object({ success: z.literal(true), sessions: z.array(ZSessionInfo) }),
          ]),
        },
      },
    },
    async (request) => admin.manageSessions(ctx(request.actor), request.body),
  );

  // /api/admin/events, /venues, /activities, /invitations: every owner's records, for admins.
  for (const kind of Object.keys(RECORD_SCHEMAS) as Array<keyof typeof RECORD_SCHEMAS>) {
    // The loop forgets which kind goes with which schema; the service's types say it per kind.
    const schemas = RECORD_SCHEMAS[kind] as { list: z.ZodType; one: z.ZodType };
    r.get(
      `/api/admin/${kind}`,
      {
        config: adminOnly,
        schema: { tags: ["admin"], querystring: ZAdminRecordListQuery, response: { 200: schemas.list } },
      },
      async (request) => records.listRecords(ctx(request.actor), kind, request.query),
    );
    r.get(
      `/api/admin/${kind}/:id`,
      { config: adminOnly, schema: { tags: ["admin"], params: ZRecordIdPath, response: { 200: schemas.one } } },
      async (request) => records.getRecord(ctx(request.actor), kind, request.params.id),
    );
    if (!records.canDeleteRecords(kind, recordDeps)) continue;
    r.delete(
      `/api/admin/${kind}/:id`,
      {
        config: adminOnly,
        schema: { tags: ["admin"], params: ZRecordIdPath, response: { 200: z.object({ deleted: z.literal(true) }) } },
      },
      async (request) => {
        await records.deleteRecord(ctx(request.actor), kind, request.params.id, recordDeps);
        return { deleted: true as const };
      },
    );
  }
}
