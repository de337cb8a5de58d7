/**
 * The site administration's HTTP endpoints (src/shared/contract.ts): users, their plan, role, audit log and
 * sessions, and every organiser's events, venues, activities and invitations. All of them are for site
 * administrators only, and none belongs to a plan.
 */
import { z } from "zod";
import {
  ZAdminRoleChange,
  ZAdminSessionAction,
  ZAdminSubscriptionChange,
  ZAdminUserListQuery,
  ZAdminUserRow,
  ZSubscriptionStatus,
} from "../account/schemas.ts";
import { defineContract } from "../contract.ts";
import { ZDeleted } from "../route-params.ts";
import {
  ZAdminActivity,
  ZAdminActivityList,
  ZAdminAuditEntry,
  ZAdminEvent,
  ZAdminEventList,
  ZAdminInvitation,
  ZAdminInvitationList,
  ZAdminRecordListQuery,
  ZAdminSessionAnswer,
  ZAdminVenue,
  ZAdminVenueList,
} from "./schemas.ts";

/** A user id is better-auth's, not ours, so it is bounded more loosely than our own ids. */
const ZUserId = z.object({ userId: z.string().min(1).max(200) });
const ZRecordId = z.object({ id: z.string().min(1).max(100) });

export const adminContract = defineContract(
  "admin",
  {
    listUsers: {
      method: "GET",
      path: "/api/admin/users",
      summary: "Search users (name or email), with their subscription, paged",
      access: "admin",
      query: ZAdminUserListQuery,
      response: z.object({ users: z.array(ZAdminUserRow), total: z.number().int() }),
    },
    changeSubscription: {
      method: "PATCH",
      path: "/api/admin/users/:userId/subscription",
      summary: "Change a user's plan, trial or lifetime flag (audited)",
      access: "admin",
      params: ZUserId,
      body: ZAdminSubscriptionChange,
      response: ZSubscriptionStatus,
    },
    changeRole: {
      method: "PUT",
      path: "/api/admin/users/:userId/role",
      summary: "Change a user's role (only a super admin grants super admin; audited)",
      access: "admin",
      params: ZUserId,
      body: ZAdminRoleChange,
      response: z.object({ id: z.string(), role: z.string() }),
    },
    auditLog: {
      method: "GET",
      path: "/api/admin/users/:userId/audit-log",
      summary: "A user's audit log, newest first",
      access: "admin",
      params: ZUserId,
      response: z.array(ZAdminAuditEntry),
    },
    manageSessions: {
      method: "POST",
      path: "/api/functions/admin-session-management",
      summary: "Read a user's or everyone's active sessions, or sign a user out everywhere",
      access: "admin",
      body: ZAdminSessionAction,
      response: ZAdminSessionAnswer,
    },

    listEvents: {
      method: "GET",
      path: "/api/admin/events",
      summary: "Every organiser's events with their owner, searched and paged",
      access: "admin",
      query: ZAdminRecordListQuery,
      response: ZAdminEventList,
    },
    getEvent: {
      method: "GET",
      path: "/api/admin/events/:id",
      summary: "One event with its owner",
      access: "admin",
      params: ZRecordId,
      response: ZAdminEvent,
    },
    deleteEvent: {
      method: "DELETE",
      path: "/api/admin/events/:id",
      summary: "Delete an event with everything under it (audited against its owner)",
      access: "admin",
      params: ZRecordId,
      response: ZDeleted,
    },

    listVenues: {
      method: "GET",
      path: "/api/admin/venues",
      summary: "Every organiser's venues with their owner and upcoming bookings, searched and paged",
      access: "admin",
      query: ZAdminRecordListQuery,
      response: ZAdminVenueList,
    },
    getVenue: {
      method: "GET",
      path: "/api/admin/venues/:id",
      summary: "One venue with its owner",
      access: "admin",
      params: ZRecordId,
      response: ZAdminVenue,
    },
    deleteVenue: {
      method: "DELETE",
      path: "/api/admin/venues/:id",
      summary: "Delete a venue; its events keep their own place (audited against its owner)",
      access: "admin",
      params: ZRecordId,
      response: ZDeleted,
    },

    listActivities: {
      method: "GET",
      path: "/api/admin/activities",
      summary: "Every organiser's activities with their event and owner, searched and paged",
      access: "admin",
      query: ZAdminRecordListQuery,
      response: ZAdminActivityList,
    },
    getActivity: {
      method: "GET",
      path: "/api/admin/activities/:id",
      summary: "One activity with its owner",
      access: "admin",
      params: ZRecordId,
      response: ZAdminActivity,
    },
    deleteActivity: {
      method: "DELETE",
      path: "/api/admin/activities/:id",
      summary: "Delete an activity (audited against its owner)",
      access: "admin",
      params: ZRecordId,
      response: ZDeleted,
    },

    listInvitations: {
      method: "GET",
      path: "/api/admin/invitations",
      summary: "Every organiser's invitations (guests) with their answer, newest first, searched and paged",
      access: "admin",
      query: ZAdminRecordListQuery,
      response: ZAdminInvitationList,
    },
    getInvitation: {
      method: "GET",
      path: "/api/admin/invitations/:id",
      summary: "One invitation with its event, answer and owner",
      access: "admin",
      params: ZRecordId,
      response: ZAdminInvitation,
    },
    deleteInvitation: {
      method: "DELETE",
      path: "/api/admin/invitations/:id",
      summary: "Delete a guest; a freed place goes to the waitlist (audited against the organiser)",
      access: "admin",
      params: ZRecordId,
      response: ZDeleted,
    },
  },
  { feature: undefined },
);
