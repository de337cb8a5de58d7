/**
 * Who belongs to an event: its owner (the organiser) and every signed-in person whose verified email is on
 * its guest list (the attendees). The guest list stays the one source of truth: inviting someone lets them
 * in, removing the guest takes them out, and signing up with the invited address claims the place. An
 * unverified address claims nothing, or anyone could sign up as a guest and read the event's people.
 *
 * Everything of people and communication (directory, announcements, messages, polls) asks here, so an
 * event a person does not belong to answers 404 the same way everywhere.
 */
import { and, asc, eq, inArray, ne, or, sql, type Placeholder } from "drizzle-orm";
import { AppError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { AccessLevels, PlanType } from "#shared/plans.ts";
import type { Db } from "../../db/client.ts";
import { preparedPer } from "../../db/prepared.ts";
import { accessOfSubscription, subscriptions, users } from "../account/index.ts";
import { eventTypes } from "../event-types/index.ts";
import { events } from "../events/index.ts";
import { guests } from "../rsvp/index.ts";

export type EventRole = "organiser" | "attendee";

export interface MemberEvent {
  id: string;
  name: string;
  startAt: Date;
  endAt: Date;
  timeZone: string;
  status: string;
  ownerId: string;
  role: EventRole;
  /** The event type's words for its groups and people ("Class Year", "Classmate"). */
  groupTerm: string;
  memberTerm: string;
  /** What the owner's plan opens: inside the event, its members use the owner's tier, not their own. */
  ownerAccess: AccessLevels;
}

/**
 * The tier an event's feature needs, as the service is told it (ServiceContext.eventPlan): undefined for a
 * free feature. Every caller passes it, so none can forget the host's plan.
 */
export type EventPlan = PlanType | undefined;

/** The caller's verified address, or null: only a verified address claims guest places. */
const verifiedEmail = (userId: string | Placeholder) =>
  sql`(select ${users.email} from ${users} where ${users.id} = ${userId} and ${users.emailVerified})`;

/** Events where `userId` is a guest by verified email (a sub-select, for `inArray`). */
const attendedEventIds = (db: Db, userId: string | Placeholder) =>
  db
    .select({ id: guests.eventId })
    .from(guests)
    .where(eq(guests.email, verifiedEmail(userId)));

const belongsTo = (db: Db, userId: string) =>
  or(eq(events.ownerId, userId), inArray(events.id, attendedEventIds(db, userId)));

const memberEventColumns = {
  id: events.id,
  name: events.name,
  startAt: events.startAt,
  endAt: events.endAt,
  timeZone: events.timeZone,
  status: events.status,
  ownerId: events.ownerId,
  groupTerm: eventTypes.groupTerm,
  memberTerm: eventTypes.memberTerm,
  ownerSubscription: subscriptions,
};

/** The events the user belongs to that match `where`, with the owner's plan (one query). */
function selectMemberEvents(db: Db, userId: string, where: ReturnType<typeof and>) {
  return db
    .select(memberEventColumns)
    .from(events)
    .innerJoin(eventTypes, eq(eventTypes.id, events.eventTypeId))
    .leftJoin(subscriptions, eq(subscriptions.userId, events.ownerId))
    .where(and(belongsTo(db, userId), where));
}

type MemberEventRow = Awaited<ReturnType<typeof selectMemberEvents>>[number];

const toMemberEvent =
  (userId: string, now: Date) =>
  ({ ownerSubscription, ...row }: MemberEventRow): MemberEvent => ({
    ...row,
    role: row.ownerId === userId ? "organiser" : "attendee",
    ownerAccess: accessOfSubscription(ownerSubscription, now),
  });

/** Whether the event's owner's plan opens `plan` (a free feature is open to every event). */
export function eventPlanOpens(event: Pick<MemberEvent, "ownerAccess">, plan: EventPlan): boolean {
  return plan === undefined || plan === "free" || event.ownerAccess[plan];
}

/** The tier refusal for a member of an event whose owner's plan does not include the feature. */
export function eventPlanRefusal(plan: PlanType): AppError {
  return new AppError("PLAN_REQUIRED", `This feature needs the ${plan} plan or higher.`, { requiredPlan: plan });
}

function assertEventPlan(event: MemberEvent, plan: EventPlan): MemberEvent {
  if (plan === undefined || eventPlanOpens(event, plan)) return event;
  throw eventPlanRefusal(plan);
}

/** Every event the user belongs to whose owner's plan opens `plan`, soonest first, with their role in it. */
export async function memberEvents(db: Db, userId: string, plan: EventPlan): Promise<MemberEvent[]> {
  const rows = await selectMemberEvents(db, userId, undefined).orderBy(asc(events.startAt), asc(events.id));
  return rows.map(toMemberEvent(userId, new Date())).filter((event) => eventPlanOpens(event, plan));
}

/** The event if the user belongs to it, else null (the caller decides how to refuse), whatever its plan. */
export async function findMemberEvent(db: Db, userId: string, eventId: string): Promise<MemberEvent | null> {
  if (!isUuid(eventId)) return null;
  const [row] = await selectMemberEvents(db, userId, eq(events.id, eventId)).limit(1);
  return row ? toMemberEvent(userId, new Date())(row) : null;
}

/**
 * The event the user belongs to; anyone else's event, and no event at all, answer the same 404. A member
 * of an event whose owner's plan lacks `plan` gets the tier error.
 */
export async function requireMemberEvent(
  db: Db,
  userId: string,
  eventId: string,
  plan: EventPlan,
): Promise<MemberEvent> {
  const event = await findMemberEvent(db, userId, eventId);
  if (!event) throw notFound("Event not found");
  return assertEventPlan(event, plan);
}

/** A found member event checked against its owner's plan (for callers that found it with findMemberEvent). */
export function requireEventPlan(event: MemberEvent, plan: EventPlan): MemberEvent {
  return assertEventPlan(event, plan);
}

/** The event if the user organises it (owner); attendees and strangers get the same 404. */
export async function requireOrganisedEvent(db: Db, userId: string, eventId: string): Promise<MemberEvent> {
  const event = await findMemberEvent(db, userId, eventId);
  if (!event || event.role !== "organiser") throw notFound("Event not found");
  return event;
}

/** The events both users belong to, as `userA` sees them (none for one and the same user). */
export async function sharedEvents(db: Db, userA: string, userB: string): Promise<MemberEvent[]> {
  if (userA === userB) return [];
  const rows = await selectMemberEvents(db, userA, belongsTo(db, userB));
  return rows.map(toMemberEvent(userA, new Date()));
}

/**
 * The events both users belong to whose owner's plan opens `plan` (empty: they may not message each other
 * there). Pass undefined for what needs no plan (blocking someone, reporting a message).
 */
export async function sharedEventIds(db: Db, userA: string, userB: string, plan: EventPlan): Promise<string[]> {
  const shared = await sharedEvents(db, userA, userB);
  return shared.filter((event) => eventPlanOpens(event, plan)).map((event) => event.id);
}

/**
 * What the plan of an event's owner opens (no such event: nothing). A guest's personal link reaches the
 * event's community features on it, without an account.
 */
async function eventOwnerAccess(db: Db, eventId: string): Promise<AccessLevels> {
  const [row] = await db
    .select({ sub: subscriptions })
    .from(events)
    .leftJoin(subscriptions, eq(subscriptions.userId, events.ownerId))
    .where(eq(events.id, eventId))
    .limit(1);
  return accessOfSubscription(row?.sub ?? null, new Date());
}

/** The tier error unless the event's owner's plan opens `plan` (for a guest's personal link). */
export async function requireEventOwnerPlan(db: Db, eventId: string, plan: EventPlan): Promise<void> {
  if (plan === undefined || plan === "free") return;
  if (!(await eventOwnerAccess(db, eventId))[plan]) throw eventPlanRefusal(plan);
}

/** Whether the user belongs to any event whose owner's plan opens `plan` (the gate's member tier). */
export async function hasMemberPlanAccess(db: Db, userId: string, plan: PlanType): Promise<boolean> {
  // The user's own events count for nothing here: the gate asks only after the user's own plan refused.
  return plan === "free" || (await memberAccessOf(db, userId))[plan];
}

/** What the plans of the owners of the events the user attends open, together (the client's plan gate). */
/**
 * The plans of the hosts of the events a user attends (not of their own events, however many): one row per
 * host. Prepared: every signed-in page load asks (/api/account/me).
 */
const hostPlansOf = preparedPer((db) => {
  const userId = sql.placeholder("userId");
  return db
    .selectDistinctOn([subscriptions.userId], { subscription: subscriptions })
    .from(events)
    .innerJoin(subscriptions, eq(subscriptions.userId, events.ownerId))
    .where(and(inArray(events.id, attendedEventIds(db, userId)), ne(events.ownerId, userId)))
    .prepare("member_host_plans");
});

export async function memberAccessOf(db: Db, userId: string): Promise<AccessLevels> {
  const hosts = await hostPlansOf(db).execute({ userId });
  const now = new Date();
  const access = hosts.map(({ subscription }) => accessOfSubscription(subscription, now));
  return {
    premium: access.some((levels) => levels.premium),
    pro: access.some((levels) => levels.pro),
    business: access.some((levels) => levels.business),
  };
}

/** The signed-in people of an event: its owner and every user whose verified address is on its guest list. */
export async function eventMemberUserIds(db: Db, eventId: string): Promise<string[]> {
  // One after the other: `db` may be a transaction, whose single connection cannot run two queries at once.
  const owner = await db.select({ id: events.ownerId }).from(events).where(eq(events.id, eventId));
  const attendees = await db
    .select({ id: users.id })
    .from(guests)
    .innerJoin(users, and(eq(users.email, guests.email), eq(users.emailVerified, true)))
    .where(eq(guests.eventId, eventId));
  return [...new Set([...owner, ...attendees].map((r) => r.id))];
}
