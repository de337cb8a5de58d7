/**
 * A business account's team (ADR 032): invitations by email with a role, at most TEAM_SEAT_LIMIT people besides
 * the account's own login (pending invitations included, counted under the account row's lock so racing
 * invitations cannot pass it), roles changed by those with the team right, ownership handed over, and every
 * change written to the account's activity log in the same transaction.
 */
import { randomBytes } from "node:crypto";
import { and, desc, eq, inArray, lt, sql, type SQL } from "drizzle-orm";
import { AppError, fieldError, forbidden, invalidField, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import { TEAM_INVITATION_DAYS, TEAM_ROLE_LABELS, TEAM_SEAT_LIMIT, type TeamRole } from "#shared/team/roles.ts";
import type {
  TTeam,
  TTeamAccounts,
  TTeamAuditPage,
  TTeamInvitation,
  TTeamInvitationView,
} from "#shared/team/schemas.ts";
import {
  ZTeamAuditExportQuery,
  ZTeamAuditQuery,
  ZTeamInvitationInput,
  ZTeamRoleInput,
  ZTeamTransferInput,
} from "#shared/team/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor, ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { tableExport, type ExportCell, type TableExport } from "../../table-export.ts";
import { forgetSessionsOf, users } from "../account/index.ts";
import { events } from "../events/index.ts";
import type { JobQueue } from "../jobs/index.ts";
import { teamInvitationMail, type Mailer } from "../mail/index.ts";
import { teamAudit, teamInvitations, teamMembers } from "./tables.ts";

export const TEAM_MAIL_QUEUE = "team.invitation-mail";

export interface TeamDeps {
  jobs: JobQueue;
  mailer: Mailer;
  baseUrl: string;
}

type TeamContext = ServiceContext & { jobs: JobQueue };

export const TEAM_FULL_MESSAGE = `Your team is full: a business account has up to ${TEAM_SEAT_LIMIT} admin accounts, pending invitations included. Remove someone or take back an invitation first.`;

/** The page an invitation's link opens. */
const teamInvitationPath = (token: string) => `/team-invitation/${encodeURIComponent(token)}`;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A user's name as the team shows it (their address when they gave no name), by a column holding their id. */
const shownNameOf = (userId: SQL | typeof teamInvitations.invitedBy | typeof teamInvitations.accountId) =>
  sql<string>`coalesce((select coalesce(nullif(${users.name}, ''), ${users.email}) from ${users} where ${users.id} = ${userId}), '')`;

/** Who makes a call in the account: the member acting in it, or the account's own login outside a team. */
function personOf(actor: Actor): { userId: string; role: TeamRole } {
  return actor.member ?? { userId: actor.userId, role: "owner" };
}

/**
 * Serialises the team's changes of one account (seats, owners) until the transaction ends: a lock on the
 * account's id (the user row is the account module's to lock).
 */
async function lockAccount(tx: Db, accountId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`team:${accountId}`}))`);
}

/** The account's own login joins its team as owner when the team is first used (ownership can then move). */
async function ensureFounder(tx: Db, accountId: string): Promise<void> {
  await tx
    .insert(teamMembers)
    .values({ accountId, userId: accountId, role: "owner" })
    .onConflictDoNothing({ target: [teamMembers.accountId, teamMembers.userId] });
}

interface AuditInput {
  actorId: string | null;
  /** Who, when it is not a user of ours (an invitee declining by link). */
  actorName?: string;
  action: string;
  subject: string;
  before?: unknown;
  after?: unknown;
}

/** One line of the account's activity log, in the caller's transaction (names kept as they were then). */
export async function writeAudit(tx: Db, accountId: string, entry: AuditInput): Promise<void> {
  const actorName = entry.actorId ? shownNameOf(sql`${entry.actorId}`) : sql`${entry.actorName ?? ""}`;
  await tx.execute(sql`
    insert into ${teamAudit} (account_id, actor_id, actor_name, action, subject, before, after)
    values (${accountId}, ${entry.actorId}, coalesce(${actorName}, ''), ${entry.action}, ${entry.subject},
            ${entry.before === undefined ? null : JSON.stringify(entry.before)}::jsonb,
            ${entry.after === undefined ? null : JSON.stringify(entry.after)}::jsonb)`);
}

/** People on the team besides the account's own login, plus pending invitations. */
async function seatsUsed(tx: Db, accountId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({
      used: sql<number>`(select count(*)::int from ${teamMembers} where ${teamMembers.accountId} = ${accountId} and ${teamMembers.userId} <> ${accountId})
        + (select count(*)::int from ${teamInvitations} where ${teamInvitations.accountId} = ${accountId} and ${teamInvitations.expiresAt} > ${now.toISOString()}::timestamptz)`,
    })
    .from(sql`(select 1) as one`);
  return row?.used ?? 0;
}

/**
 * The events a member will reach (ADR 033): null for every event, else the given ones, each of which must be
 * an event of the account. An owner always reaches every event: they manage the team and the plan.
 */
async function reachOf(
  tx: Db,
  accountId: string,
  role: TeamRole,
  given: readonly string[] | null | undefined,
): Promise<string[] | null> {
  if (!given) return null;
  if (role === "owner") throw invalidField("events", "An owner reaches every event.");
  const ids = [...new Set(given)];
  const found = await tx
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.ownerId, accountId), inArray(events.id, ids)));
  if (found.length !== ids.length) throw invalidField("events", "Choose events of this account.");
  return ids;
}

/** The names of the events members and invitations reach, for the team page. */
async function reachedEvents(db: Db, accountId: string, reaches: Array<readonly string[] | null>) {
  const ids = [...new Set(reaches.flatMap((reach) => reach ?? []))];
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: events.id, name: events.name })
          .from(events)
          .where(and(eq(events.ownerId, accountId), inArray(events.id, ids)));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  // An event deleted since is no longer reached: it is left out.
  return (reach: readonly string[] | null) =>
    reach && reach.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));
}

export async function getTeam(ctx: ServiceContext): Promise<TTeam> {
  const accountId = ctx.actor.userId;
  const now = ctx.now ?? new Date();
  const [account] = await ctx.db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, accountId));
  if (!account) throw notFound();
  const members = await ctx.db
    .select({
      userId: teamMembers.userId,
      role: teamMembers.role,
      eventIds: teamMembers.eventIds,
      createdAt: teamMembers.createdAt,
      name: users.name,
      email: users.email,
    })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.accountId, accountId))
    .orderBy(teamMembers.createdAt, users.email);
  const invitations = await ctx.db
    .select({
      id: teamInvitations.id,
      email: teamInvitations.email,
      role: teamInvitations.role,
      eventIds: teamInvitations.eventIds,
      expiresAt: teamInvitations.expiresAt,
      invitedBy: shownNameOf(teamInvitations.invitedBy),
    })
    .from(teamInvitations)
    .where(eq(teamInvitations.accountId, accountId))
    .orderBy(desc(teamInvitations.createdAt));
  const me = personOf(ctx.actor);
  const founderListed = members.some((member) => member.userId === accountId);
  const shownMembers = founderListed
    ? members
    : [
        { userId: accountId, role: "owner", eventIds: null, createdAt: now, name: account.name, email: account.email },
        ...members,
      ];
  const eventsOf = await reachedEvents(ctx.db, accountId, [
    ...members.map((member) => member.eventIds),
    ...invitations.map((invitation) => invitation.eventIds),
  ]);
  const pending = invitations.filter((invitation) => invitation.expiresAt > now).length;
  return {
    accountId,
    accountName: account.name || account.email,
    myRole: me.role,
    seats: { used: members.filter((m) => m.userId !== accountId).length + pending, limit: TEAM_SEAT_LIMIT },
    members: shownMembers.map((member) => ({
      userId: member.userId,
      name: member.name || member.email,
      email: member.email,
      role: member.role as TeamRole,
      events: eventsOf(member.eventIds),
      founder: member.userId === accountId,
      me: member.userId === me.userId,
      joinedAt: member.createdAt.toISOString(),
    })),
    invitations: invitations.map((invitation) => invitationDto(invitation, now, eventsOf(invitation.eventIds))),
  };
}

function invitationDto(
  row: { id: string; email: string; role: string; expiresAt: Date; invitedBy: string },
  now: Date,
  reached: TTeamInvitation["events"],
): TTeamInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as TeamRole,
    events: reached,
    expiresAt: row.expiresAt.toISOString(),
    expired: row.expiresAt <= now,
    invitedBy: row.invitedBy,
  };
}

export async function inviteMember(ctx: TeamContext, raw: unknown): Promise<TTeamInvitation> {
  const input = parseInput(ZTeamInvitationInput, raw);
  const email = input.email.toLowerCase();
  const accountId = ctx.actor.userId;
  const person = personOf(ctx.actor);
  const now = ctx.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const [member] = await tx
      .select({ userId: teamMembers.userId })
      .from(teamMembers)
      .innerJoin(users, eq(users.id, teamMembers.userId))
      .where(and(eq(teamMembers.accountId, accountId), sql`lower(${users.email}) = ${email}`));
    const [own] = await tx.select({ email: users.email }).from(users).where(eq(users.id, accountId));
    if (member || own?.email.toLowerCase() === email) {
      throw fieldError("CONFLICT", "email", "This person is already on the team.");
    }
    const [invited] = await tx
      .select({ expiresAt: teamInvitations.expiresAt })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.accountId, accountId), eq(teamInvitations.email, email)));
    if (invited && invited.expiresAt > now) {
      throw fieldError("CONFLICT", "email", "This address is already invited: send the invitation again instead.");
    }
    if ((await seatsUsed(tx, accountId, now)) >= TEAM_SEAT_LIMIT)
      throw fieldError("CONFLICT", "email", TEAM_FULL_MESSAGE);
    // An expired invitation to the same address gives way to the new one.
    if (invited) {
      await tx
        .delete(teamInvitations)
        .where(and(eq(teamInvitations.accountId, accountId), eq(teamInvitations.email, email)));
    }
    const reach = await reachOf(tx, accountId, input.role, input.events);
    await ensureFounder(tx, accountId);
    const [row] = await tx
      .insert(teamInvitations)
      .values({
        accountId,
        email,
        role: input.role,
        eventIds: reach,
        token: randomBytes(24).toString("base64url"),
        invitedBy: person.userId,
        expiresAt: new Date(now.getTime() + TEAM_INVITATION_DAYS * DAY_MS),
      })
      .returning();
    await ctx.jobs.send(tx, TEAM_MAIL_QUEUE, { invitationId: row!.id });
    await writeAudit(tx, accountId, {
      actorId: person.userId,
      action: "Invited a team member",
      subject: email,
      after: { email, role: input.role, events: reach ?? "every event" },
    });
    return invitationDto({ ...row!, invitedBy: "" }, now, (await reachedEvents(tx, accountId, [reach]))(reach));
  });
}

async function findInvitation(tx: Db, accountId: string, invitationId: string, lock = false) {
  if (!isUuid(invitationId)) throw notFound("Invitation not found");
  const query = tx
    .select()
    .from(teamInvitations)
    .where(and(eq(teamInvitations.id, invitationId), eq(teamInvitations.accountId, accountId)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Invitation not found");
  return row;
}

export async function resendInvitation(ctx: TeamContext, invitationId: string): Promise<TTeamInvitation> {
  const accountId = ctx.actor.userId;
  const now = ctx.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const invitation = await findInvitation(tx, accountId, invitationId, true);
    // An expired invitation takes a seat again: the limit holds as for a new one.
    if (invitation.expiresAt <= now && (await seatsUsed(tx, accountId, now)) >= TEAM_SEAT_LIMIT) {
      throw new AppError("CONFLICT", TEAM_FULL_MESSAGE);
    }
    const [row] = await tx
      .update(teamInvitations)
      .set({
        expiresAt: new Date(now.getTime() + TEAM_INVITATION_DAYS * DAY_MS),
        sentCount: sql`${teamInvitations.sentCount} + 1`,
      })
      .where(eq(teamInvitations.id, invitation.id))
      .returning();
    await ctx.jobs.send(tx, TEAM_MAIL_QUEUE, { invitationId: invitation.id });
    await writeAudit(tx, accountId, {
      actorId: personOf(ctx.actor).userId,
      action: "Sent an invitation again",
      subject: invitation.email,
    });
    const reach = row!.eventIds;
    return invitationDto({ ...row!, invitedBy: "" }, now, (await reachedEvents(tx, accountId, [reach]))(reach));
  });
}

export async function revokeInvitation(ctx: ServiceContext, invitationId: string): Promise<void> {
  const accountId = ctx.actor.userId;
  await ctx.db.transaction(async (tx) => {
    const invitation = await findInvitation(tx, accountId, invitationId, true);
    await tx.delete(teamInvitations).where(eq(teamInvitations.id, invitation.id));
    await writeAudit(tx, accountId, {
      actorId: personOf(ctx.actor).userId,
      action: "Took back an invitation",
      subject: invitation.email,
      before: { email: invitation.email, role: invitation.role },
    });
  });
}

async function findMember(tx: Db, accountId: string, userId: string) {
  const [row] = await tx
    .select({ userId: teamMembers.userId, role: teamMembers.role, eventIds: teamMembers.eventIds, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.userId, userId)))
    .for("update", { of: teamMembers });
  if (!row) throw notFound("Team member not found");
  return { ...row, role: row.role as TeamRole };
}

async function ownerCount(tx: Db, accountId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(teamMembers)
    .where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.role, "owner")));
  return row?.count ?? 0;
}

function sameReach(a: readonly string[] | null, b: readonly string[] | null): boolean {
  if (!a || !b) return a === b;
  return a.length === b.length && a.every((id) => b.includes(id));
}

const LAST_OWNER_MESSAGE = "The account needs an owner: hand over ownership to someone else first.";

export async function changeRole(ctx: ServiceContext, userId: string, raw: unknown): Promise<TTeam> {
  const { role, events: givenReach } = parseInput(ZTeamRoleInput, raw);
  const accountId = ctx.actor.userId;
  const person = personOf(ctx.actor);
  if (userId === person.userId) throw forbidden("You cannot change your own role.");
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    await ensureFounder(tx, accountId);
    const member = await findMember(tx, accountId, userId);
    if ((role === "owner" || member.role === "owner") && person.role !== "owner") {
      throw forbidden("Only an owner can make someone an owner or change an owner's role.");
    }
    if (member.role === "owner" && role !== "owner" && (await ownerCount(tx, accountId)) <= 1) {
      throw new AppError("CONFLICT", LAST_OWNER_MESSAGE);
    }
    // Left out, the reach stays, except that an owner reaches every event.
    const reach =
      givenReach === undefined
        ? role === "owner"
          ? null
          : member.eventIds
        : await reachOf(tx, accountId, role, givenReach);
    if (member.role === role && sameReach(member.eventIds, reach)) return;
    await tx
      .update(teamMembers)
      .set({ role, eventIds: reach, updatedAt: new Date() })
      .where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.userId, userId)));
    await writeAudit(tx, accountId, {
      actorId: person.userId,
      action: member.role === role ? "Changed the events a team member reaches" : "Changed a team member's role",
      subject: member.email,
      before: { role: member.role, events: member.eventIds ?? "every event" },
      after: { role, events: reach ?? "every event" },
    });
  });
  return getTeam(ctx);
}

export async function removeMember(ctx: ServiceContext, userId: string): Promise<TTeam> {
  const accountId = ctx.actor.userId;
  const person = personOf(ctx.actor);
  if (userId === person.userId) throw forbidden("You cannot remove yourself: leave the team from the account menu.");
  if (userId === accountId) throw new AppError("CONFLICT", "The account's own login cannot be removed from its team.");
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    const member = await findMember(tx, accountId, userId);
    if (member.role === "owner" && person.role !== "owner") throw forbidden("Only an owner can remove an owner.");
    await tx.delete(teamMembers).where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.userId, userId)));
    await writeAudit(tx, accountId, {
      actorId: person.userId,
      action: "Removed a team member",
      subject: member.email,
      before: { role: member.role },
    });
  });
  return getTeam(ctx);
}

export async function transferOwnership(ctx: ServiceContext, raw: unknown): Promise<TTeam> {
  const { userId } = parseInput(ZTeamTransferInput, raw);
  const accountId = ctx.actor.userId;
  const person = personOf(ctx.actor);
  if (person.role !== "owner") throw forbidden("Only an owner can hand over ownership.");
  if (userId === person.userId) throw fieldError("CONFLICT", "userId", "You are an owner already.");
  await ctx.db.transaction(async (tx) => {
    await lockAccount(tx, accountId);
    await ensureFounder(tx, accountId);
    const member = await findMember(tx, accountId, userId);
    await tx
      .update(teamMembers)
      .set({ role: "owner", updatedAt: new Date() })
      .where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.userId, userId)));
    await tx
      .update(teamMembers)
      .set({ role: "admin", updatedAt: new Date() })
      .where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.userId, person.userId)));
    await writeAudit(tx, accountId, {
      actorId: person.userId,
      action: "Handed over ownership",
      subject: member.email,
      before: { role: member.role },
      after: { role: "owner" },
    });
  });
  // The caller is an admin from now on.
  const member = ctx.actor.member ?? { userId: ctx.actor.userId, email: ctx.actor.email, role: "owner" as const };
  return getTeam({ ...ctx, actor: { ...ctx.actor, member: { ...member, role: "admin" } } });
}

export async function listAudit(ctx: ServiceContext, raw: unknown): Promise<TTeamAuditPage> {
  const query = parseInput(ZTeamAuditQuery, raw);
  const rows = await ctx.db
    .select()
    .from(teamAudit)
    .where(
      and(
        eq(teamAudit.accountId, ctx.actor.userId),
        query.member ? eq(teamAudit.actorId, query.member) : undefined,
        query.before ? lt(teamAudit.at, new Date(query.before)) : undefined,
      ),
    )
    .orderBy(desc(teamAudit.at), desc(teamAudit.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      actorId: row.actorId,
      actorName: row.actorName,
      action: row.action,
      subject: row.subject,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    next: rows.length > query.limit ? page[page.length - 1]!.at.toISOString() : null,
  };
}

const AUDIT_EXPORT_PAGE = 500;

/** The whole activity log (or one member's) as a file, newest first, read page by page. */
export async function exportAudit(ctx: ServiceContext, raw: unknown): Promise<TableExport> {
  const query = parseInput(ZTeamAuditExportQuery, raw);
  const accountId = ctx.actor.userId;
  const [account] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, accountId));
  const db = ctx.db;
  async function* rows(): AsyncGenerator<ExportCell[][]> {
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const cursor: { at: Date; id: string } | null = after;
      const page: Array<typeof teamAudit.$inferSelect> = await db
        .select()
        .from(teamAudit)
        .where(
          and(
            eq(teamAudit.accountId, accountId),
            query.member ? eq(teamAudit.actorId, query.member) : undefined,
            cursor
              ? sql`(${teamAudit.at}, ${teamAudit.id}) < (${cursor.at.toISOString()}::timestamptz, ${cursor.id}::uuid)`
              : undefined,
          ),
        )
        .orderBy(desc(teamAudit.at), desc(teamAudit.id))
        .limit(AUDIT_EXPORT_PAGE);
      if (page.length === 0) return;
      yield page.map((row) => [
        row.at.toISOString(),
        row.actorName,
        row.action,
        row.subject,
        row.before == null ? "" : JSON.stringify(row.before),
        row.after == null ? "" : JSON.stringify(row.after),
      ]);
      const last: typeof teamAudit.$inferSelect = page[page.length - 1]!;
      after = { at: last.at, id: last.id };
    }
  }
  return tableExport(
    {
      name: account?.name || "account",
      kind: "team-activity",
      headers: ["When (UTC)", "Who", "What", "On", "Before", "After"],
      rows,
    },
    query.format,
  );
}

/** The accounts a person works in: their own, then the teams they belong to, and the one chosen now. */
export async function accountsOf(db: Db, person: Actor, current: string): Promise<TTeamAccounts> {
  const rows = await db
    .select({ accountId: teamMembers.accountId, role: teamMembers.role, name: users.name, email: users.email })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.accountId))
    .where(eq(teamMembers.userId, person.userId))
    .orderBy(users.name);
  const [me] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, person.userId));
  const ownRole = rows.find((row) => row.accountId === person.userId)?.role ?? "owner";
  const accounts = [
    {
      accountId: person.userId,
      name: me?.name || me?.email || "",
      email: me?.email ?? "",
      role: ownRole as TeamRole,
      own: true,
    },
    ...rows
      .filter((row) => row.accountId !== person.userId)
      .map((row) => ({
        accountId: row.accountId,
        name: row.name || row.email,
        email: row.email,
        role: row.role as TeamRole,
        own: false,
      })),
  ];
  return { current: accounts.some((a) => a.accountId === current) ? current : person.userId, accounts };
}

/** Whether the person may work in the account (their own, or a team they are on), read from the database. */
export async function mayWorkIn(db: Db, person: Actor, accountId: string): Promise<boolean> {
  if (accountId === person.userId) return true;
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.userId, person.userId)));
  return !!row;
}

export async function leaveTeam(ctx: ServiceContext, accountId: string): Promise<void> {
  const person = ctx.actor;
  if (accountId === person.userId) throw forbidden("You cannot leave your own account.");
  await ctx.db.transaction(async (tx) => {
    const [exists] = await tx.select({ id: users.id }).from(users).where(eq(users.id, accountId));
    if (!exists) throw notFound("Team not found");
    await lockAccount(tx, accountId);
    const [member] = await tx
      .select({ role: teamMembers.role })
      .from(teamMembers)
      .where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.userId, person.userId)))
      .for("update");
    if (!member) throw notFound("Team not found");
    if (member.role === "owner" && (await ownerCount(tx, accountId)) <= 1) {
      throw new AppError("CONFLICT", LAST_OWNER_MESSAGE);
    }
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.accountId, accountId), eq(teamMembers.userId, person.userId)));
    await writeAudit(tx, accountId, { actorId: person.userId, action: "Left the team", subject: person.email });
  });
}

async function invitationByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: teamInvitations.id,
      accountId: teamInvitations.accountId,
      email: teamInvitations.email,
      role: teamInvitations.role,
      eventIds: teamInvitations.eventIds,
      expiresAt: teamInvitations.expiresAt,
      accountName: shownNameOf(teamInvitations.accountId),
      invitedBy: shownNameOf(teamInvitations.invitedBy),
    })
    .from(teamInvitations)
    .where(eq(teamInvitations.token, token));
  if (!row) throw notFound("This invitation is no longer valid: it was accepted, declined or taken back.");
  return row;
}

export async function viewInvitation(db: Db, token: string, now = new Date()): Promise<TTeamInvitationView> {
  const row = await invitationByToken(db, token);
  return {
    accountName: row.accountName,
    invitedBy: row.invitedBy,
    email: row.email,
    role: row.role as TeamRole,
    expired: row.expiresAt <= now,
  };
}

export async function acceptInvitation(ctx: ServiceContext, token: string): Promise<void> {
  const person = ctx.actor;
  const now = ctx.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    const invitation = await invitationByToken(tx, token);
    if (invitation.expiresAt <= now) throw new AppError("CONFLICT", "This invitation has expired: ask for a new one.");
    const [me] = await tx
      .select({ email: users.email, verified: users.emailVerified })
      .from(users)
      .where(eq(users.id, person.userId));
    if (!me || me.email.toLowerCase() !== invitation.email) {
      throw forbidden(`This invitation is for ${invitation.email}. Sign in with that address to accept it.`);
    }
    if (!me.verified) throw forbidden("Confirm your email address first, then accept the invitation.");
    if (invitation.accountId === person.userId) throw forbidden("You cannot join your own account's team.");
    await lockAccount(tx, invitation.accountId);
    const claimed = await tx
      .delete(teamInvitations)
      .where(eq(teamInvitations.id, invitation.id))
      .returning({ id: teamInvitations.id });
    if (claimed.length === 0)
      throw notFound("This invitation is no longer valid: it was accepted, declined or taken back.");
    await ensureFounder(tx, invitation.accountId);
    await tx
      .insert(teamMembers)
      .values({
        accountId: invitation.accountId,
        userId: person.userId,
        role: invitation.role,
        eventIds: invitation.eventIds,
        invitedBy: null,
      })
      .onConflictDoNothing({ target: [teamMembers.accountId, teamMembers.userId] });
    await writeAudit(tx, invitation.accountId, {
      actorId: person.userId,
      action: "Joined the team",
      subject: me.email,
      after: { role: invitation.role },
    });
  });
}

export async function declineInvitation(db: Db, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await invitationByToken(tx, token);
    await tx.delete(teamInvitations).where(eq(teamInvitations.id, invitation.id));
    await writeAudit(tx, invitation.accountId, {
      actorId: null,
      actorName: invitation.email,
      action: "Declined the invitation",
      subject: invitation.email,
    });
  });
}

/**
 * After a change of someone's team: the database announces it to every app server; this one forgets their
 * sessions at once, so their very next call (maybe already on its way) sees the change.
 */
export async function forgettingTeamsOf<T>(userId: string, change: Promise<T>): Promise<T> {
  const result = await change;
  forgetSessionsOf(userId);
  return result;
}

/** The job that mails an invitation (queued by invite and resend, after COMMIT). */
export async function sendInvitationMail(db: Db, deps: TeamDeps, invitationId: string): Promise<void> {
  const [row] = await db
    .select({
      email: teamInvitations.email,
      role: teamInvitations.role,
      token: teamInvitations.token,
      accountName: shownNameOf(teamInvitations.accountId),
      invitedBy: shownNameOf(teamInvitations.invitedBy),
    })
    .from(teamInvitations)
    .where(eq(teamInvitations.id, invitationId));
  // Taken back or accepted before the mail went out: nothing to send.
  if (!row) return;
  const url = `${deps.baseUrl}${teamInvitationPath(row.token)}`;
  await deps.mailer.send(
    row.email,
    teamInvitationMail({
      accountName: row.accountName,
      invitedBy: row.invitedBy || row.accountName,
      roleLabel: TEAM_ROLE_LABELS[row.role as TeamRole],
      url,
      daysValid: TEAM_INVITATION_DAYS,
    }),
    url,
  );
}
