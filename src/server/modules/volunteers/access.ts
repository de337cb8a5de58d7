/**
 * Whose volunteer records are they: every row carries its event and the event's owner (the account, ADR 032),
 * so the organiser's calls find rows by (owner, event, id) and anything else, or a malformed id, answers the
 * same 404 as nothing. The volunteer's side is reached by a personal token, the applicant's by the event's
 * application token; both under the event's owner's plan.
 */
import { and, eq } from "drizzle-orm";
import { fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { events, findOwnedEvent, type EventRow } from "../events/index.ts";
import { requireEventOwnerPlan, type EventPlan } from "../people/index.ts";
import { volunteerAssignments, volunteerRoles, volunteers, volunteerShifts } from "./tables.ts";

type RoleRow = typeof volunteerRoles.$inferSelect;
export type ShiftRow = typeof volunteerShifts.$inferSelect;
export type VolunteerRow = typeof volunteers.$inferSelect;
export type AssignmentRow = typeof volunteerAssignments.$inferSelect;

/** The event facts the volunteer's side and the mails show. */
export type VolunteerEvent = Pick<
  EventRow,
  "id" | "name" | "startAt" | "endAt" | "timeZone" | "locationName" | "status"
>;

type Lock = "update" | undefined;

/** The caller's (the account's) event, or 404. */
export const ownedEvent = (ctx: ServiceContext, eventId: string) => findOwnedEvent(ctx.db, ctx.actor.userId, eventId);

/** A 404 for what is not the account's; an id named in a body gets its field named too. */
function missing(what: string, field?: string) {
  const message = `${what} not found`;
  return field ? fieldError("NOT_FOUND", field, message) : notFound(message);
}

const scoped = (
  table: typeof volunteerRoles | typeof volunteerShifts | typeof volunteers | typeof volunteerAssignments,
  ctx: ServiceContext,
  eventId: string,
  id: string,
) => and(eq(table.id, id), eq(table.eventId, eventId), eq(table.ownerId, ctx.actor.userId));

export async function findRole(ctx: ServiceContext, eventId: string, roleId: string, field?: string): Promise<RoleRow> {
  if (!isUuid(roleId) || !isUuid(eventId)) throw missing("Role", field);
  const [row] = await ctx.db
    .select()
    .from(volunteerRoles)
    .where(scoped(volunteerRoles, ctx, eventId, roleId))
    .limit(1);
  if (!row) throw missing("Role", field);
  return row;
}

/** The shift, locked until the caller's transaction ends with `lock` (places on it are given one at a time). */
export async function findShift(ctx: ServiceContext, eventId: string, shiftId: string, lock?: Lock): Promise<ShiftRow> {
  if (!isUuid(shiftId) || !isUuid(eventId)) throw missing("Shift");
  const query = ctx.db
    .select()
    .from(volunteerShifts)
    .where(scoped(volunteerShifts, ctx, eventId, shiftId))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw missing("Shift");
  return row;
}

/** The volunteer, locked with `lock` (every change of their shifts takes it first, then the shift's). */
export async function findVolunteer(
  ctx: ServiceContext,
  eventId: string,
  volunteerId: string,
  options: { lock?: Lock; field?: string } = {},
): Promise<VolunteerRow> {
  if (!isUuid(volunteerId) || !isUuid(eventId)) throw missing("Volunteer", options.field);
  const query = ctx.db
    .select()
    .from(volunteers)
    .where(scoped(volunteers, ctx, eventId, volunteerId))
    .limit(1);
  const [row] = options.lock ? await query.for("update") : await query;
  if (!row) throw missing("Volunteer", options.field);
  return row;
}

export async function findAssignment(
  ctx: ServiceContext,
  eventId: string,
  assignmentId: string,
): Promise<AssignmentRow> {
  if (!isUuid(assignmentId) || !isUuid(eventId)) throw missing("Assignment");
  const [row] = await ctx.db
    .select()
    .from(volunteerAssignments)
    .where(scoped(volunteerAssignments, ctx, eventId, assignmentId))
    .limit(1);
  if (!row) throw missing("Assignment");
  return row;
}

const eventFacts = {
  id: events.id,
  name: events.name,
  startAt: events.startAt,
  endAt: events.endAt,
  timeZone: events.timeZone,
  locationName: events.locationName,
  status: events.status,
};

/** The event as the public pages show it. */
export const publicEvent = (event: VolunteerEvent) => ({
  name: event.name,
  startAt: event.startAt.toISOString(),
  endAt: event.endAt.toISOString(),
  timeZone: event.timeZone,
  locationName: event.locationName,
});

export async function eventOf(db: Db, eventId: string): Promise<VolunteerEvent> {
  const [event] = await db.select(eventFacts).from(events).where(eq(events.id, eventId)).limit(1);
  // Records go with their event: a row that found its event id has an event.
  return event!;
}

/**
 * The volunteer behind a personal link, under the event owner's plan (the tier error when it lapsed); an
 * unknown token answers 404. `lock` holds the volunteer's row: every change of their shifts takes it first.
 */
export async function volunteerByToken(
  db: Db,
  token: string,
  plan: EventPlan,
  lock?: Lock,
): Promise<{ volunteer: VolunteerRow; event: VolunteerEvent }> {
  const query = db.select().from(volunteers).where(eq(volunteers.token, token)).limit(1);
  const [volunteer] = lock ? await query.for("update") : await query;
  if (!volunteer) throw notFound("This volunteer link does not work. Ask the organiser for a new one.");
  await requireEventOwnerPlan(db, volunteer.eventId, plan);
  return { volunteer, event: await eventOf(db, volunteer.eventId) };
}
