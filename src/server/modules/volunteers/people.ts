/**
 * An event's volunteers: the application link (made on first use, closed until the organiser opens it), the
 * public form and applications without an account (limited per address and per link, like other public
 * writes), the organiser's list, volunteers added directly, and approval. Declining a volunteer takes them
 * off their shifts.
 */
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { AppError, invalidField, notFound } from "#shared/errors.ts";
import {
  volunteerApplicationPath,
  volunteerPagePath,
  type TApplicationForm,
  type TApplicationLink,
  type TApplicationLinkInput,
  type TApplicationResult,
  type TApplicationValues,
  type TVolunteer,
  type TVolunteerStatus,
  type TVolunteerValues,
} from "#shared/volunteers/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { users } from "../account/index.ts";
import type { JobQueue } from "../jobs/index.ts";
import { requireEventOwnerPlan, type EventPlan } from "../people/index.ts";
import { enforcePublicWriteLimits, type PublicWriteLimits } from "../request-limits/index.ts";
import { eventOf, findVolunteer, ownedEvent, publicEvent, type VolunteerEvent, type VolunteerRow } from "./access.ts";
import { VOLUNTEER_LINK_QUEUE } from "./mailing.ts";
import { volunteerAssignments, volunteerLinks, volunteerRoles, volunteers } from "./tables.ts";

const newToken = () => randomBytes(16).toString("base64url");

const TEN_MINUTES = 10 * 60;
/** Each application mails its address: a few per connection, a busy drive's worth per link. */
const APPLICATION_LIMITS: PublicWriteLimits = {
  scope: "volunteer-application",
  perAddress: { max: 10, windowSeconds: TEN_MINUTES },
  perLink: { max: 60, windowSeconds: TEN_MINUTES },
  addressMessage: "Too many applications were sent from your connection. Please try again in {minutes}.",
  linkMessage: "This form has received a lot of applications in the last few minutes. Please try again in {minutes}.",
};

// The application link ------------------------------------------------------------------------------------

type LinkRow = typeof volunteerLinks.$inferSelect;

const linkView = (row: LinkRow): TApplicationLink => ({
  open: row.open,
  token: row.token,
  path: volunteerApplicationPath(row.token),
  questions: row.questions,
});

/** The event's link, made (closed, no questions) on first use. */
async function linkOf(db: Db, event: { id: string; ownerId: string }): Promise<LinkRow> {
  await db
    .insert(volunteerLinks)
    .values({ eventId: event.id, ownerId: event.ownerId, token: newToken() })
    .onConflictDoNothing();
  const [row] = await db.select().from(volunteerLinks).where(eq(volunteerLinks.eventId, event.id));
  return row!;
}

export async function applicationLink(ctx: ServiceContext, eventId: string): Promise<TApplicationLink> {
  return linkView(await linkOf(ctx.db, await ownedEvent(ctx, eventId)));
}

export async function updateApplicationLink(
  ctx: ServiceContext,
  eventId: string,
  input: TApplicationLinkInput,
): Promise<TApplicationLink> {
  const link = await linkOf(ctx.db, await ownedEvent(ctx, eventId));
  const [row] = await ctx.db
    .update(volunteerLinks)
    .set({
      ...(input.open !== undefined ? { open: input.open } : {}),
      ...(input.questions !== undefined ? { questions: input.questions } : {}),
      updatedAt: new Date(),
    })
    .where(eq(volunteerLinks.eventId, link.eventId))
    .returning();
  return linkView(row!);
}

/** Why the form takes no application now, in words; null when it does. */
function closedReason(link: LinkRow, event: VolunteerEvent, now: Date): string | null {
  if (event.status === "cancelled") return "This event was cancelled.";
  if (event.endAt <= now) return "This event is over.";
  if (!link.open) return "Applications are closed for now.";
  return null;
}

async function openForm(db: Db, token: string, plan: EventPlan): Promise<{ link: LinkRow; event: VolunteerEvent }> {
  const [link] = await db.select().from(volunteerLinks).where(eq(volunteerLinks.token, token)).limit(1);
  if (!link) throw notFound("This application link does not work. Ask the organiser for the current one.");
  await requireEventOwnerPlan(db, link.eventId, plan);
  return { link, event: await eventOf(db, link.eventId) };
}

export async function applicationForm(db: Db, token: string, plan: EventPlan): Promise<TApplicationForm> {
  const { link, event } = await openForm(db, token, plan);
  const roles = await db
    .select({ id: volunteerRoles.id, name: volunteerRoles.name, description: volunteerRoles.description })
    .from(volunteerRoles)
    .where(eq(volunteerRoles.eventId, event.id))
    .orderBy(asc(volunteerRoles.createdAt), asc(volunteerRoles.id));
  return {
    event: publicEvent(event),
    roles,
    questions: link.questions,
    closedReason: closedReason(link, event, new Date()),
  };
}

/** The account with this address, if one has it confirmed (kept with the volunteer for later use). */
async function userWithEmail(db: Db, email: string): Promise<string | null> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email}`, eq(users.emailVerified, true)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * Someone applies through the event's link, without an account. A new address gets its personal page (and
 * the link by mail); an address that applied already gets the mail only, so nobody reaches another person's
 * page by knowing their email.
 */
export async function apply(
  ctx: { db: Db; jobs: JobQueue },
  token: string,
  plan: EventPlan,
  input: TApplicationValues,
  clientAddress: string,
): Promise<TApplicationResult> {
  const { link, event } = await openForm(ctx.db, token, plan);
  const closed = closedReason(link, event, new Date());
  if (closed) throw new AppError("CONFLICT", closed);
  // Counted once the link is known to work: guessed tokens are answered 404 and hold no counter.
  await enforcePublicWriteLimits(ctx.db, APPLICATION_LIMITS, { address: clientAddress, link: token });
  if (input.answers.length > link.questions.length) {
    throw invalidField("answers", `The form asks ${link.questions.length} questions`);
  }
  const answers = link.questions.map((question, i) => ({ question, answer: input.answers[i] ?? "" }));
  const userId = await userWithEmail(ctx.db, input.email);
  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(volunteers)
      .values({
        eventId: event.id,
        ownerId: link.ownerId,
        name: input.name,
        email: input.email,
        phone: input.phone,
        answers,
        availability: input.availability,
        skills: input.skills,
        token: newToken(),
        userId,
      })
      .onConflictDoNothing()
      .returning();
    const volunteer =
      created ??
      (
        await tx
          .select()
          .from(volunteers)
          .where(and(eq(volunteers.eventId, event.id), eq(volunteers.email, input.email)))
      )[0]!;
    await ctx.jobs.send(tx, VOLUNTEER_LINK_QUEUE, { volunteerId: volunteer.id });
    return { pagePath: created ? volunteerPagePath(created.token) : null, emailed: true };
  });
}

// The organiser's list ------------------------------------------------------------------------------------

/** Hours credited per volunteer of the event. */
const creditedMinutes = sql<number>`coalesce((select sum(${volunteerAssignments.creditedMinutes})::int from ${volunteerAssignments} where ${volunteerAssignments.volunteerId} = ${volunteers.id} and ${volunteerAssignments.status} <> 'cancelled'), 0)`;

function volunteerView(row: VolunteerRow, minutes: number): TVolunteer {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    answers: row.answers,
    availability: row.availability,
    skills: row.skills,
    status: row.status as TVolunteerStatus,
    appliedAt: row.appliedAt.toISOString(),
    hours: Math.round((minutes / 60) * 100) / 100,
    pagePath: volunteerPagePath(row.token),
  };
}

async function volunteerViews(db: Db, eventId: string, where: { status?: TVolunteerStatus; id?: string }) {
  const rows = await db
    .select({ volunteer: volunteers, minutes: creditedMinutes })
    .from(volunteers)
    .where(
      and(
        eq(volunteers.eventId, eventId),
        where.status ? eq(volunteers.status, where.status) : undefined,
        where.id ? eq(volunteers.id, where.id) : undefined,
      ),
    )
    .orderBy(asc(volunteers.appliedAt), asc(volunteers.id));
  return rows.map((r) => volunteerView(r.volunteer, r.minutes));
}

export async function listVolunteers(
  ctx: ServiceContext,
  eventId: string,
  query: { status?: TVolunteerStatus | undefined },
): Promise<TVolunteer[]> {
  await ownedEvent(ctx, eventId);
  return volunteerViews(ctx.db, eventId, query.status ? { status: query.status } : {});
}

const oneVolunteer = async (db: Db, row: VolunteerRow) => (await volunteerViews(db, row.eventId, { id: row.id }))[0]!;

/** The organiser adds a volunteer or staff member directly: approved, no mail. */
export async function addVolunteer(ctx: ServiceContext, eventId: string, input: TVolunteerValues): Promise<TVolunteer> {
  const event = await ownedEvent(ctx, eventId);
  const [row] = await ctx.db
    .insert(volunteers)
    .values({
      eventId,
      ownerId: event.ownerId,
      ...input,
      status: "approved",
      source: "organiser",
      decidedAt: new Date(),
      token: newToken(),
      userId: await userWithEmail(ctx.db, input.email),
    })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new AppError("CONFLICT", "This address is on the volunteer list already", {
      fields: { email: "This address is on the volunteer list already" },
    });
  return oneVolunteer(ctx.db, row);
}

/** Approve or decline; declining takes the volunteer off every shift they had. */
export async function decide(
  ctx: ServiceContext,
  eventId: string,
  volunteerId: string,
  status: "approved" | "declined",
): Promise<TVolunteer> {
  const row = await ctx.db.transaction(async (tx) => {
    // The volunteer's lock, as every change of their shifts takes it (placement.ts).
    await findVolunteer({ ...ctx, db: tx }, eventId, volunteerId, { lock: "update" });
    const [volunteer] = await tx
      .update(volunteers)
      .set({ status, decidedAt: new Date() })
      .where(eq(volunteers.id, volunteerId))
      .returning();
    if (status === "declined") {
      await tx
        .update(volunteerAssignments)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(
          and(
            eq(volunteerAssignments.volunteerId, volunteerId),
            inArray(volunteerAssignments.status, ["awaiting", "confirmed"]),
          ),
        );
    }
    return volunteer!;
  });
  return oneVolunteer(ctx.db, row);
}
