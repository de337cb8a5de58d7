/**
 * A business account's team (ADR 032): its members and pending invitations, the invitation an invitee
 * opens, the accounts a person works in, and the team's activity log.
 */
import { z } from "zod";
import { ZEmail } from "../auth/schemas.ts";
import { INVITABLE_ROLES, TEAM_ROLES } from "./roles.ts";

const ZRole = z.enum(TEAM_ROLES);
const ZInvitableRole = z.enum(INVITABLE_ROLES, {
  error: "Choose a role: admin, editor, finance, viewer or door staff",
});

/**
 * The events a member may reach (ADR 033): some of the account's events, or null for every event, now and later.
 * On a change of role, left out means unchanged.
 */
const ZEventReach = z
  .array(z.uuid({ error: "Choose events of this account" }), { error: "Choose the events, or every event" })
  .min(1, "Choose at least one event, or every event")
  .max(200, "Choose at most 200 events, or every event")
  .nullable();

export const ZTeamInvitationInput = z.strictObject({
  email: ZEmail,
  role: ZInvitableRole,
  events: ZEventReach.optional(),
});
export type TTeamInvitationInput = z.input<typeof ZTeamInvitationInput>;

export const ZTeamRoleInput = z.strictObject({
  role: ZInvitableRole.or(z.literal("owner")),
  events: ZEventReach.optional(),
});

/** The events a member reaches, by name; null: every event of the account. */
const ZReachedEvents = z.array(z.object({ id: z.string(), name: z.string() })).nullable();
export const ZTeamTransferInput = z.strictObject({ userId: z.string().min(1).max(100) });

const ZTeamMember = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  events: ZReachedEvents,
  /** The account's own login: it can hand over ownership but never leave. */
  founder: z.boolean(),
  me: z.boolean(),
  joinedAt: z.iso.datetime(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZTeamInvitation = z.object({
  id: z.string(),
  email: z.string(),
  role: ZRole,
  events: ZReachedEvents,
  expiresAt: z.iso.datetime(),
  expired: z.boolean(),
  invitedBy: z.string(),
});
export type TTeamInvitation = z.infer<typeof ZTeamInvitation>;

export const ZTeam = z.object({
  accountId: z.string(),
  accountName: z.string(),
  myRole: ZRole,
  /** Team members besides the account's own login, plus pending invitations, out of the limit. */
  seats: z.object({ used: z.number().int(), limit: z.number().int() }),
  members: z.array(ZTeamMember),
  invitations: z.array(ZTeamInvitation),
});
export type TTeam = z.infer<typeof ZTeam>;

/** What an invitee sees on the invitation's page, signed in or not. */
export const ZTeamInvitationView = z.object({
  accountName: z.string(),
  invitedBy: z.string(),
  email: z.string(),
  role: ZRole,
  expired: z.boolean(),
});
export type TTeamInvitationView = z.infer<typeof ZTeamInvitationView>;

const ZTeamAccount = z.object({
  accountId: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  /** The account's own login (the person's own account). */
  own: z.boolean(),
});
export type TTeamAccount = z.infer<typeof ZTeamAccount>;

export const ZTeamAccounts = z.object({
  /** The account the person works in now. */
  current: z.string(),
  accounts: z.array(ZTeamAccount),
});
export type TTeamAccounts = z.infer<typeof ZTeamAccounts>;

export const ZWorkInAccountInput = z.strictObject({ accountId: z.string().min(1).max(100) });

export const ZTeamAuditQuery = z.strictObject({
  member: z.string().max(100).optional(),
  before: z.iso.datetime({ error: "Expected a date and time" }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const ZTeamAuditExportQuery = z.strictObject({
  member: z.string().max(100).optional(),
  format: z.enum(["csv", "xlsx"], { error: "Format must be csv or xlsx" }).default("csv"),
});

const ZTeamAuditEntry = z.object({
  id: z.string(),
  at: z.iso.datetime(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  subject: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TTeamAuditEntry = z.infer<typeof ZTeamAuditEntry>;

export const ZTeamAuditPage = z.object({
  entries: z.array(ZTeamAuditEntry),
  /** Pass as `before` for the next page; null on the last. */
  next: z.string().nullable(),
});
export type TTeamAuditPage = z.infer<typeof ZTeamAuditPage>;
