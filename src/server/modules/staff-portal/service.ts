/**
 * The staff portal (business, issue 23): one channel per event. The organiser's team posts to all the
 * event's approved volunteers, to those with a place on a role's shifts, or to a shift's; optionally by email,
 * through the job queue after COMMIT. An approved volunteer reads what is addressed to them on their personal
 * page and writes to everyone. Who a post reaches is worked out when it is read or mailed, so a volunteer who
 * takes a shift later sees what was said to that shift.
 */
import { and, desc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import { formatEventWhen } from "#shared/date-format.ts";
import { fieldError, forbidden, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import {
  STAFF_CHANNEL_LIMIT,
  ZStaffPostInput,
  ZVolunteerPostInput,
  type TStaffChannel,
  type TStaffPost,
  type TVolunteerChannel,
} from "#shared/staff-portal/schemas.ts";
import { volunteerPagePath } from "#shared/volunteers/schemas.ts";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { parseInput } from "../../parse-input.ts";
import { users } from "../account/index.ts";
import { events, findOwnedEvent } from "../events/index.ts";
import type { JobQueue } from "../jobs/index.ts";
import { staffPostMail, type Mailer } from "../mail/index.ts";
import type { EventPlan } from "../people/index.ts";
import { enforcePublicWriteLimits, type PublicWriteLimits } from "../request-limits/index.ts";
import {
  volunteerAssignments,
  volunteerByToken,
  volunteerRoles,
  volunteers,
  volunteerShifts,
} from "../volunteers/index.ts";
import { staffPosts } from "./tables.ts";

export const STAFF_POST_MAIL_QUEUE = "staff-portal.post-mail";

export interface StaffPortalDeps {
  jobs: JobQueue;
  mailer: Mailer;
  baseUrl: string;
}

/** A volunteer's posts: a busy shift's worth per link, a few per connection. */
const VOLUNTEER_POST_LIMITS: PublicWriteLimits = {
  scope: "staff-portal-post",
  perAddress: { max: 30, windowSeconds: 10 * 60 },
  perLink: { max: 20, windowSeconds: 10 * 60 },
  addressMessage: "Too many messages were sent from your connection. Please try again in {minutes}.",
  linkMessage: "You have posted a lot in the last few minutes. Please try again in {minutes}.",
};

type PostRow = typeof staffPosts.$inferSelect;

/** The places that count: a cancelled one reaches nobody. */
const activePlace = inArray(volunteerAssignments.status, ["awaiting", "confirmed"]);

/** Whether an approved volunteer (by their id column) is reached by a post (by its row's columns). */
function reaches(volunteerId: SQL | typeof volunteers.id, post: { audience: SQL; roleId: SQL; shiftId: SQL }): SQL {
  return sql`(${post.audience} = 'everyone' or exists (
    select 1 from ${volunteerAssignments}
    join ${volunteerShifts} on ${volunteerShifts.id} = ${volunteerAssignments.shiftId}
    where ${volunteerAssignments.volunteerId} = ${volunteerId} and ${activePlace}
      and ((${post.audience} = 'role' and ${volunteerShifts.roleId} = ${post.roleId})
        or (${post.audience} = 'shift' and ${volunteerShifts.id} = ${post.shiftId}))))`;
}

const postColumns = {
  audience: sql`${staffPosts.audience}`,
  roleId: sql`${staffPosts.roleId}`,
  shiftId: sql`${staffPosts.shiftId}`,
};

/** How a shift is named to its people: its role and when, in the event's time zone. */
function shiftLabel(roleName: string, startsAt: Date, endsAt: Date, timeZone: string): string {
  return `${roleName}, ${formatEventWhen(startsAt.toISOString(), endsAt.toISOString(), timeZone)}`;
}

/** The event's roles and shifts as a post can address them. */
async function audienceChoices(db: Db, eventId: string, timeZone: string) {
  const [roles, shifts] = await Promise.all([
    db
      .select({ id: volunteerRoles.id, name: volunteerRoles.name })
      .from(volunteerRoles)
      .where(eq(volunteerRoles.eventId, eventId))
      .orderBy(volunteerRoles.createdAt),
    db
      .select({
        id: volunteerShifts.id,
        roleName: volunteerRoles.name,
        startsAt: volunteerShifts.startsAt,
        endsAt: volunteerShifts.endsAt,
      })
      .from(volunteerShifts)
      .innerJoin(volunteerRoles, eq(volunteerRoles.id, volunteerShifts.roleId))
      .where(eq(volunteerShifts.eventId, eventId))
      .orderBy(volunteerShifts.startsAt),
  ]);
  return {
    roles: roles.map((role) => ({ id: role.id, label: role.name })),
    shifts: shifts.map((shift) => ({
      id: shift.id,
      label: shiftLabel(shift.roleName, shift.startsAt, shift.endsAt, timeZone),
    })),
  };
}

type AudienceChoices = Awaited<ReturnType<typeof audienceChoices>>;

function audienceLabel(post: PostRow, choices: AudienceChoices): string {
  if (post.audience === "role") return choices.roles.find((r) => r.id === post.roleId)?.label ?? "A role";
  if (post.audience === "shift") return choices.shifts.find((s) => s.id === post.shiftId)?.label ?? "A shift";
  return "Everyone";
}

/** The newest posts of an event, those `filter` lets through, with how many volunteers each reaches. */
async function postsOf(
  db: Db,
  event: { id: string; timeZone: string },
  options: { filter?: SQL; readerVolunteerId?: string; choices?: AudienceChoices },
): Promise<TStaffPost[]> {
  const rows = await db
    .select({
      post: staffPosts,
      reaches: sql<number>`(select count(*)::int from ${volunteers} v where v.event_id = ${staffPosts.eventId}
        and v.status = 'approved' and ${reaches(sql`v.id`, postColumns)})`,
    })
    .from(staffPosts)
    .where(and(eq(staffPosts.eventId, event.id), options.filter))
    .orderBy(desc(staffPosts.createdAt), desc(staffPosts.id))
    .limit(STAFF_CHANNEL_LIMIT);
  const choices = options.choices ?? (await audienceChoices(db, event.id, event.timeZone));
  return rows.map(({ post, reaches: count }) => ({
    id: post.id,
    body: post.body,
    author: { name: post.authorName, kind: post.volunteerId ? "volunteer" : "organiser" },
    audience: post.audience as TStaffPost["audience"],
    audienceLabel: audienceLabel(post, choices),
    reaches: count,
    emailed: post.emailed,
    createdAt: post.createdAt.toISOString(),
    mine: options.readerVolunteerId !== undefined && post.volunteerId === options.readerVolunteerId,
  }));
}

export async function channel(ctx: ServiceContext, eventId: string): Promise<TStaffChannel> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  // The choices are read once: the posts' audience labels come from them too.
  const choices = await audienceChoices(ctx.db, event.id, event.timeZone);
  const [posts, [approved]] = await Promise.all([
    postsOf(ctx.db, event, { choices }),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(volunteers)
      .where(and(eq(volunteers.eventId, event.id), eq(volunteers.status, "approved"))),
  ]);
  return { event: { id: event.id, name: event.name }, posts, ...choices, volunteers: approved?.n ?? 0 };
}

/** The name a team member or the organiser posts under. */
async function authorNameOf(db: Db, userId: string): Promise<string> {
  const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  return row?.name || row?.email || "The organiser";
}

export async function post(
  ctx: ServiceContext & { jobs: JobQueue },
  eventId: string,
  raw: unknown,
): Promise<TStaffPost> {
  const input = parseInput(ZStaffPostInput, raw);
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const authorUserId = ctx.actor.member?.userId ?? ctx.actor.userId;
  const authorName = await authorNameOf(ctx.db, authorUserId);
  const target = async (
    table: typeof volunteerRoles | typeof volunteerShifts,
    id: string | undefined,
    field: string,
  ) => {
    if (!id) return null;
    const [row] = await ctx.db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.eventId, event.id)));
    if (!row)
      throw fieldError("NOT_FOUND", field, `That ${field === "roleId" ? "role" : "shift"} is not one of this event's.`);
    return row.id;
  };
  const roleId = input.audience === "role" ? await target(volunteerRoles, input.roleId, "roleId") : null;
  const shiftId = input.audience === "shift" ? await target(volunteerShifts, input.shiftId, "shiftId") : null;
  const created = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(staffPosts)
      .values({
        eventId: event.id,
        ownerId: event.ownerId,
        authorUserId,
        authorName,
        audience: input.audience,
        roleId,
        shiftId,
        body: input.body,
        emailed: input.email,
      })
      .returning();
    if (input.email) await ctx.jobs.send(tx, STAFF_POST_MAIL_QUEUE, { postId: row!.id });
    return row!;
  });
  const [shown] = await postsOf(ctx.db, event, { filter: eq(staffPosts.id, created.id) });
  return shown!;
}

export async function removePost(ctx: ServiceContext, eventId: string, postId: string): Promise<void> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  if (!isUuid(postId)) throw notFound("Post not found");
  const gone = await ctx.db
    .delete(staffPosts)
    .where(and(eq(staffPosts.id, postId), eq(staffPosts.eventId, event.id)))
    .returning({ id: staffPosts.id });
  if (gone.length === 0) throw notFound("Post not found");
}

/** The volunteer and their event by their link; only an approved volunteer is on the channel. */
async function approvedVolunteer(db: Db, token: string, plan: EventPlan) {
  const { volunteer, event } = await volunteerByToken(db, token, plan);
  if (volunteer.status !== "approved") {
    throw forbidden("The staff channel opens once the organiser approves your application.");
  }
  return { volunteer, event };
}

export async function volunteerChannel(db: Db, token: string, plan: EventPlan): Promise<TVolunteerChannel> {
  const { volunteer, event } = await approvedVolunteer(db, token, plan);
  const posts = await postsOf(db, event, {
    filter: or(eq(staffPosts.volunteerId, volunteer.id), reaches(sql`${volunteer.id}::uuid`, postColumns)),
    readerVolunteerId: volunteer.id,
  });
  return { event: { id: event.id, name: event.name }, posts };
}

export async function volunteerPost(
  db: Db,
  token: string,
  plan: EventPlan,
  raw: unknown,
  clientAddress: string,
): Promise<TStaffPost> {
  const input = parseInput(ZVolunteerPostInput, raw);
  const { volunteer, event } = await approvedVolunteer(db, token, plan);
  await enforcePublicWriteLimits(db, VOLUNTEER_POST_LIMITS, { address: clientAddress, link: token });
  const [created] = await db
    .insert(staffPosts)
    .values({
      eventId: event.id,
      ownerId: volunteer.ownerId,
      volunteerId: volunteer.id,
      authorName: volunteer.name,
      audience: "everyone",
      body: input.body,
    })
    .returning({ id: staffPosts.id });
  const [shown] = await postsOf(db, event, {
    filter: eq(staffPosts.id, created!.id),
    readerVolunteerId: volunteer.id,
  });
  return shown!;
}

/** The job that mails a post to each approved volunteer it reaches (queued by `post`, after COMMIT). */
export async function sendPostMail(db: Db, deps: Omit<StaffPortalDeps, "jobs">, postId: string): Promise<void> {
  const [found] = await db
    .select({ post: staffPosts, eventName: events.name, timeZone: events.timeZone })
    .from(staffPosts)
    .innerJoin(events, eq(events.id, staffPosts.eventId))
    .where(eq(staffPosts.id, postId));
  // Deleted before the mail went out: nothing to send.
  if (!found) return;
  const { post: row } = found;
  const label = audienceLabel(row, await audienceChoices(db, row.eventId, found.timeZone));
  const recipients = await db
    .select({ name: volunteers.name, email: volunteers.email, token: volunteers.token })
    .from(volunteers)
    .where(
      and(
        eq(volunteers.eventId, row.eventId),
        eq(volunteers.status, "approved"),
        reaches(volunteers.id, {
          audience: sql`${row.audience}`,
          roleId: sql`${row.roleId}::uuid`,
          shiftId: sql`${row.shiftId}::uuid`,
        }),
      ),
    );
  for (const person of recipients) {
    const url = `${deps.baseUrl}${volunteerPagePath(person.token)}`;
    await deps.mailer.send(
      person.email,
      staffPostMail({
        name: person.name,
        eventName: found.eventName,
        authorName: row.authorName,
        audienceLabel: label,
        body: row.body,
        url,
      }),
      url,
    );
  }
}
