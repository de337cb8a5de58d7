/**
 * Giving a volunteer a place on a shift, the one rule behind the organiser's assignment, the volunteer's own
 * sign-up and confirmation, and taking over a swapped shift. Inside the caller's transaction, the volunteer's
 * row is locked first and the shift's second (always in that order), then:
 * - the shift takes at most its maximum (the needed headcount without one), awaiting places included, so of
 *   two volunteers racing for the last place exactly one gets it;
 * - a shift that overlaps another of the volunteer's is refused, naming it;
 * - back-to-back shifts (less than VOLUNTEER_REST_MINUTES apart) longer than VOLUNTEER_MAX_CONSECUTIVE_HOURS
 *   in all are refused;
 * - a clash with what the volunteer does at the event as a guest is only a warning (see guestClashes).
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { formatEventWhen, formatTimeRange } from "#shared/date-format.ts";
import { AppError } from "#shared/errors.ts";
import {
  VOLUNTEER_MAX_CONSECUTIVE_HOURS,
  VOLUNTEER_REST_MINUTES,
  type TAssignmentStatus,
} from "#shared/volunteers/schemas.ts";
import type { Db } from "../../db/client.ts";
import { activitiesOfEvents } from "../events/index.ts";
import { guests } from "../rsvp/index.ts";
import type { AssignmentRow, ShiftRow, VolunteerEvent, VolunteerRow } from "./access.ts";
import { volunteerAssignments, volunteerRoles, volunteerShifts } from "./tables.ts";

const HOUR_MS = 3_600_000;
const ACTIVE = ["awaiting", "confirmed"] as const;

/** The refusal of a place, with the field a form shows it under when there is one (the organiser's volunteer). */
function refusal(message: string, field?: string): AppError {
  return new AppError("CONFLICT", message, field ? { fields: { [field]: message } } : {});
}

/** Most volunteers the shift takes. */
export const capacityOf = (shift: Pick<ShiftRow, "needed" | "maximum">) => shift.maximum ?? shift.needed;

/** Active (awaiting or confirmed) assignments on a shift. */
export async function activePlaces(db: Db, shiftId: string, exceptAssignmentId?: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(volunteerAssignments)
    .where(
      and(
        eq(volunteerAssignments.shiftId, shiftId),
        inArray(volunteerAssignments.status, [...ACTIVE]),
        exceptAssignmentId ? ne(volunteerAssignments.id, exceptAssignmentId) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** The volunteer's places that hold a shift (awaiting or confirmed), but one. */
export const activePlacesOf = (volunteerId: string, exceptAssignmentId?: string) =>
  and(
    eq(volunteerAssignments.volunteerId, volunteerId),
    inArray(volunteerAssignments.status, [...ACTIVE]),
    exceptAssignmentId ? ne(volunteerAssignments.id, exceptAssignmentId) : undefined,
  );

interface OtherShift {
  assignmentId: string;
  roleName: string;
  startsAt: Date;
  endsAt: Date;
}

/** The volunteer's other active shifts, soonest first. */
async function otherShiftsOf(db: Db, volunteerId: string, exceptAssignmentId?: string): Promise<OtherShift[]> {
  return db
    .select({
      assignmentId: volunteerAssignments.id,
      roleName: volunteerRoles.name,
      startsAt: volunteerShifts.startsAt,
      endsAt: volunteerShifts.endsAt,
    })
    .from(volunteerAssignments)
    .innerJoin(volunteerShifts, eq(volunteerShifts.id, volunteerAssignments.shiftId))
    .innerJoin(volunteerRoles, eq(volunteerRoles.id, volunteerShifts.roleId))
    .where(activePlacesOf(volunteerId, exceptAssignmentId))
    .orderBy(volunteerShifts.startsAt);
}

const when = (shift: { startsAt: Date; endsAt: Date }, timeZone: string) =>
  formatEventWhen(shift.startsAt.toISOString(), shift.endsAt.toISOString(), timeZone);

/**
 * The longest stretch of work the new shift would belong to: the shifts that touch it, or each other, with
 * less than the rest between them, counted from the first start to the last end.
 */
function stretchHours(shift: { startsAt: Date; endsAt: Date }, others: OtherShift[]): number {
  const rest = VOLUNTEER_REST_MINUTES * 60_000;
  const all = [...others, shift].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  let start = all[0]!.startsAt.getTime();
  let end = all[0]!.endsAt.getTime();
  let containing = 0;
  const close = () => {
    if (start <= shift.startsAt.getTime() && shift.endsAt.getTime() <= end) containing = (end - start) / HOUR_MS;
  };
  for (const next of all.slice(1)) {
    if (next.startsAt.getTime() - end < rest) {
      end = Math.max(end, next.endsAt.getTime());
      continue;
    }
    close();
    start = next.startsAt.getTime();
    end = next.endsAt.getTime();
  }
  close();
  return containing;
}

/**
 * Refuses a shift the volunteer cannot take on top of their others: an overlap (naming the shift it clashes
 * with) or too long a stretch of back-to-back work. `exceptAssignmentId`: the place being confirmed itself.
 */
async function assertFits(
  tx: Db,
  volunteer: VolunteerRow,
  shift: ShiftRow,
  event: VolunteerEvent,
  options: { field?: string; exceptAssignmentId?: string } = {},
): Promise<void> {
  const others = await otherShiftsOf(tx, volunteer.id, options.exceptAssignmentId);
  const clash = others.find((o) => o.startsAt < shift.endsAt && o.endsAt > shift.startsAt);
  if (clash) {
    throw refusal(
      `This shift overlaps the ${clash.roleName} shift (${when(clash, event.timeZone)}) that ${volunteer.name} already has.`,
      options.field,
    );
  }
  const hours = stretchHours(shift, others);
  if (hours > VOLUNTEER_MAX_CONSECUTIVE_HOURS) {
    throw refusal(
      `With this shift ${volunteer.name} would work ${Math.round(hours * 10) / 10} hours in a row; at most ${VOLUNTEER_MAX_CONSECUTIVE_HOURS} hours back to back (with less than ${VOLUNTEER_REST_MINUTES} minutes between shifts) are allowed.`,
      options.field,
    );
  }
}

/**
 * What the volunteer does at the event as a guest, when it clashes with the shift: warned, never refused.
 * The data allows two links: a guest of the event with the volunteer's address who answered yes is taken to
 * attend the event's activities (there is no per-activity sign-up), and an activity whose host is written as
 * the volunteer's name is theirs to run. Tickets for one activity are not looked at (tickets keeps its tables
 * to itself).
 */
async function guestClashes(db: Db, volunteer: VolunteerRow, shift: ShiftRow, event: VolunteerEvent) {
  const [guest] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.eventId, event.id), eq(guests.email, volunteer.email), eq(guests.status, "yes")))
    .limit(1);
  const name = volunteer.name.trim().toLowerCase();
  const warnings: string[] = [];
  for (const activity of await activitiesOfEvents(db, [event.id])) {
    if (!(activity.startAt < shift.endsAt && activity.endAt > shift.startsAt)) continue;
    const time = formatTimeRange(activity.startAt.toISOString(), activity.endAt.toISOString(), event.timeZone);
    if (activity.host.trim().toLowerCase() === name) {
      warnings.push(`${volunteer.name} hosts ${activity.name} (${time}) at the same time as this shift.`);
    } else if (guest) {
      warnings.push(
        `${volunteer.name} said yes to ${event.name} as a guest, and this shift overlaps ${activity.name} (${time}).`,
      );
    }
  }
  return warnings;
}

/**
 * Gives the volunteer a place on the shift (`status`: awaiting when the organiser assigns, confirmed when the
 * volunteer signs up). The caller's transaction holds the volunteer's lock already; this takes the shift's.
 */
export async function placeVolunteer(
  tx: Db,
  volunteer: VolunteerRow,
  shiftId: string,
  event: VolunteerEvent,
  status: Exclude<TAssignmentStatus, "cancelled">,
  field?: string,
): Promise<{ assignment: AssignmentRow; shift: ShiftRow; warnings: string[] }> {
  const [shift] = await tx.select().from(volunteerShifts).where(eq(volunteerShifts.id, shiftId)).for("update");
  // The caller found the shift within the volunteer's event.
  if (!shift) throw new AppError("NOT_FOUND", "Shift not found");
  if (volunteer.status !== "approved") {
    throw refusal(`${volunteer.name} is not an approved volunteer yet: approve the application first.`, field);
  }
  const [already] = await tx
    .select({ id: volunteerAssignments.id })
    .from(volunteerAssignments)
    .where(
      and(
        eq(volunteerAssignments.shiftId, shift.id),
        eq(volunteerAssignments.volunteerId, volunteer.id),
        inArray(volunteerAssignments.status, [...ACTIVE]),
      ),
    )
    .limit(1);
  if (already) throw refusal(`${volunteer.name} is already on this shift.`, field);
  if ((await activePlaces(tx, shift.id)) >= capacityOf(shift)) {
    throw refusal("This shift is full: every place is taken.", field);
  }
  await assertFits(tx, volunteer, shift, event, field ? { field } : {});
  const [assignment] = await tx
    .insert(volunteerAssignments)
    .values({ shiftId: shift.id, volunteerId: volunteer.id, eventId: shift.eventId, ownerId: shift.ownerId, status })
    .returning();
  return { assignment: assignment!, shift, warnings: await guestClashes(tx, volunteer, shift, event) };
}

/** The volunteer confirms a place the organiser gave them (checked again: the shift may have moved since). */
export async function confirmPlace(
  tx: Db,
  volunteer: VolunteerRow,
  assignment: AssignmentRow,
  event: VolunteerEvent,
): Promise<{ assignment: AssignmentRow; warnings: string[] }> {
  const [shift] = await tx
    .select()
    .from(volunteerShifts)
    .where(eq(volunteerShifts.id, assignment.shiftId))
    .for("update");
  if (assignment.status === "cancelled" || !shift) throw refusal("This shift was cancelled.");
  if (assignment.status === "confirmed") return { assignment, warnings: [] };
  await assertFits(tx, volunteer, shift, event, { exceptAssignmentId: assignment.id });
  const [confirmed] = await tx
    .update(volunteerAssignments)
    .set({ status: "confirmed", updatedAt: new Date() })
    .where(eq(volunteerAssignments.id, assignment.id))
    .returning();
  return { assignment: confirmed!, warnings: await guestClashes(tx, volunteer, shift, event) };
}
