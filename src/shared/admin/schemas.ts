/**
 * The admin lists of every organiser's events, venues, activities and invitations (/admin/events,
 * /admin/venues, /admin/activities, /admin/invitations): search, view, delete. Each row names its owner, since admins look across accounts.
 */
import { z } from "zod";
import { ZSessionInfo } from "../account/schemas.ts";
import { ZEventStatus } from "../events/schemas.ts";
import { GUEST_SOURCES, ZRsvpStatus } from "../rsvp/schemas.ts";

const ADMIN_RECORDS_PAGE_MAX = 100;

export const ZAdminRecordListQuery = z
  .object({
    /** Matches the record's name (and place) or its owner's name or email. */
    q: z.string().trim().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(ADMIN_RECORDS_PAGE_MAX).default(25),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type TAdminRecordListQuery = z.input<typeof ZAdminRecordListQuery>;

export const ZAdminOwner = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TAdminOwner = z.infer<typeof ZAdminOwner>;

export const ZAdminEvent = z.object({
  id: z.string(),
  name: z.string(),
  status: ZEventStatus,
  eventTypeName: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeZone: z.string(),
  place: z.string().nullable(),
  capacity: z.number().int().nullable(),
  description: z.string(),
  activityCount: z.number().int(),
  owner: ZAdminOwner.nullable(),
  createdAt: z.string(),
});
export type TAdminEvent = z.infer<typeof ZAdminEvent>;

export const ZAdminVenue = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  city: z.string(),
  country: z.string(),
  capacity: z.number().int().nullable(),
  contact: z.string(),
  amenities: z.array(z.string()),
  notes: z.string(),
  shared: z.boolean(),
  /** Events and activities that hold the venue now or later. */
  upcomingBookings: z.number().int(),
  owner: ZAdminOwner.nullable(),
  createdAt: z.string(),
});
export type TAdminVenue = z.infer<typeof ZAdminVenue>;

export const ZAdminActivity = z.object({
  id: z.string(),
  name: z.string(),
  event: z.object({ id: z.string(), name: z.string() }),
  startAt: z.string(),
  endAt: z.string(),
  timeZone: z.string(),
  place: z.string().nullable(),
  capacity: z.number().int().nullable(),
  costCents: z.number().int().nullable(),
  currency: z.string(),
  host: z.string(),
  notes: z.string(),
  owner: ZAdminOwner.nullable(),
  createdAt: z.string(),
});
export type TAdminActivity = z.infer<typeof ZAdminActivity>;

/** A guest on an organiser's list: the invitation and its answer. */
export const ZAdminInvitation = z.object({
  id: z.string(),
  /** The guest's name. */
  name: z.string(),
  email: z.string().nullable(),
  event: z.object({ id: z.string(), name: z.string() }),
  status: ZRsvpStatus,
  /** People coming with a yes or maybe, the guest included. */
  headcount: z.number().int(),
  waitlisted: z.boolean(),
  /** When the invitation was first mailed; null while it has not been sent. */
  invitedAt: z.string().nullable(),
  openedAt: z.string().nullable(),
  respondedAt: z.string().nullable(),
  source: z.enum(GUEST_SOURCES),
  owner: ZAdminOwner.nullable(),
  createdAt: z.string(),
});
export type TAdminInvitation = z.infer<typeof ZAdminInvitation>;

export const ZAdminEventList = z.object({ records: z.array(ZAdminEvent), total: z.number().int() });
export const ZAdminVenueList = z.object({ records: z.array(ZAdminVenue), total: z.number().int() });
export const ZAdminActivityList = z.object({ records: z.array(ZAdminActivity), total: z.number().int() });
export const ZAdminInvitationList = z.object({ records: z.array(ZAdminInvitation), total: z.number().int() });

/** One entry of a user's audit log: who changed what on their account or records, before and after. */
export const ZAdminAuditEntry = z.object({
  id: z.string(),
  actorUserId: z.string().nullable(),
  targetUserId: z.string().nullable(),
  action: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;

/** The answers of admin-session-management, one per action (force_logout, get_user_session_info, get_sessions). */
const ZAdminForcedLogout = z.object({ success: z.literal(true), revokedSessions: z.number().int() });
const ZAdminUserSessions = z.object({
  success: z.literal(true),
  userId: z.string(),
  activeSessions: z.number().int(),
  sessions: z.array(ZSessionInfo),
});
const ZAdminAllSessions = z.object({ success: z.literal(true), sessions: z.array(ZSessionInfo) });
export const ZAdminSessionAnswer = z.union([ZAdminForcedLogout, ZAdminUserSessions, ZAdminAllSessions]);
