/**
 * A volunteer's own page, reached by their personal link without an account: their shifts, the published
 * shifts with places left they may sign up for (once approved), sign-up, confirming a shift the organiser
 * gave them, giving one up, their hours, and their shifts as an iCalendar file. Each change takes the
 * volunteer's row lock first (placement.ts's order).
 */
import { and, asc, eq, sql } from "drizzle-orm";
import { AppError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import {
  volunteerPagePath,
  type TAssignmentResult,
  type TAssignmentStatus,
  type TPublicShift,
  type TVolunteerPage,
  type TVolunteerStatus,
} from "#shared/volunteers/schemas.ts";
import type { Db } from "../../db/client.ts";
import { icsFilename, renderCalendar } from "../calendar/index.ts";
import type { EventPlan } from "../people/index.ts";
import { publicEvent, volunteerByToken, type AssignmentRow, type VolunteerEvent, type VolunteerRow } from "./access.ts";
import { activePlacesOf, capacityOf, confirmPlace, placeVolunteer } from "./placement.ts";
import { assignmentView, hoursOfMinutes } from "./shifts.ts";
import { pageSwaps } from "./swaps.ts";
import { volunteerAssignments, volunteerRoles, volunteerShifts } from "./tables.ts";

const placesTaken = sql<number>`(select count(*)::int from ${volunteerAssignments} where ${volunteerAssignments.shiftId} = ${volunteerShifts.id} and ${volunteerAssignments.status} in ('awaiting', 'confirmed'))`;

const shiftColumns = {
  id: volunteerShifts.id,
  roleName: volunteerRoles.name,
  startsAt: volunteerShifts.startsAt,
  endsAt: volunteerShifts.endsAt,
  place: volunteerShifts.place,
  notes: volunteerShifts.notes,
  needed: volunteerShifts.needed,
  maximum: volunteerShifts.maximum,
  taken: placesTaken,
};
interface ShiftFacts {
  id: string;
  roleName: string;
  startsAt: Date;
  endsAt: Date;
  place: string;
  notes: string;
  needed: number;
  maximum: number | null;
  taken: number;
}

function publicShift(row: ShiftFacts): TPublicShift {
  return {
    id: row.id,
    roleName: row.roleName,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    place: row.place,
    notes: row.notes,
    placesLeft: Math.max(0, capacityOf(row) - row.taken),
  };
}

/** The volunteer's places that are not cancelled, soonest first. */
async function placesOf(db: Db, volunteerId: string) {
  return db
    .select({ assignment: volunteerAssignments, shift: shiftColumns })
    .from(volunteerAssignments)
    .innerJoin(volunteerShifts, eq(volunteerShifts.id, volunteerAssignments.shiftId))
    .innerJoin(volunteerRoles, eq(volunteerRoles.id, volunteerShifts.roleId))
    .where(activePlacesOf(volunteerId))
    .orderBy(asc(volunteerShifts.startsAt), asc(volunteerShifts.id));
}

export async function pageOf(db: Db, volunteer: VolunteerRow, event: VolunteerEvent): Promise<TVolunteerPage> {
  const places = await placesOf(db, volunteer.id);
  const mine = new Set(places.map((p) => p.shift.id));
  const open =
    volunteer.status === "approved"
      ? await db
          .select(shiftColumns)
          .from(volunteerShifts)
          .innerJoin(volunteerRoles, eq(volunteerRoles.id, volunteerShifts.roleId))
          .where(
            and(
              eq(volunteerShifts.eventId, event.id),
              eq(volunteerShifts.published, true),
              sql`${volunteerShifts.startsAt} > now()`,
            ),
          )
          .orderBy(asc(volunteerShifts.startsAt), asc(volunteerShifts.id))
      : [];
  return {
    event: publicEvent(event),
    volunteer: { name: volunteer.name, email: volunteer.email, status: volunteer.status as TVolunteerStatus },
    assignments: places.map(({ assignment, shift }) => ({
      id: assignment.id,
      shift: publicShift(shift),
      status: assignment.status as TAssignmentStatus,
      checkedInAt: assignment.checkedInAt?.toISOString() ?? null,
      hours: hoursOfMinutes(assignment.creditedMinutes),
    })),
    openShifts: open
      .filter((s) => !mine.has(s.id))
      .map(publicShift)
      .filter((s) => s.placesLeft > 0),
    hours: hoursOfMinutes(places.reduce((sum, p) => sum + p.assignment.creditedMinutes, 0)),
    swaps: await pageSwaps(db, volunteer),
    calendarPath: `/api/public/volunteers/${encodeURIComponent(volunteer.token)}/calendar.ics`,
  };
}

export async function volunteerPage(db: Db, token: string, plan: EventPlan): Promise<TVolunteerPage> {
  const { volunteer, event } = await volunteerByToken(db, token, plan);
  return pageOf(db, volunteer, event);
}

/** The shift, if it is a published one of the volunteer's event (any other answers the same 404 as none). */
async function publishedShift(tx: Db, eventId: string, shiftId: string) {
  if (!isUuid(shiftId)) throw notFound("Shift not found");
  const [shift] = await tx
    .select({ id: volunteerShifts.id, startsAt: volunteerShifts.startsAt })
    .from(volunteerShifts)
    .where(
      and(eq(volunteerShifts.id, shiftId), eq(volunteerShifts.eventId, eventId), eq(volunteerShifts.published, true)),
    );
  if (!shift) throw notFound("Shift not found");
  return shift;
}

/** An approved volunteer takes a place on a published shift that has not started: confirmed at once. */
export async function signUp(db: Db, token: string, plan: EventPlan, shiftId: string): Promise<TAssignmentResult> {
  return db.transaction(async (tx) => {
    const { volunteer, event } = await volunteerByToken(tx, token, plan, "update");
    const shift = await publishedShift(tx, volunteer.eventId, shiftId);
    if (shift.startsAt <= new Date()) throw new AppError("CONFLICT", "This shift has started already.");
    const placed = await placeVolunteer(tx, volunteer, shift.id, event, "confirmed");
    return { assignment: assignmentView(placed.assignment, volunteer.name), warnings: placed.warnings };
  });
}

/** One of the volunteer's own places (another's, or none, answers 404). */
async function ownPlace(tx: Db, volunteer: VolunteerRow, assignmentId: string): Promise<AssignmentRow> {
  if (!isUuid(assignmentId)) throw notFound("Shift not found");
  const [row] = await tx
    .select()
    .from(volunteerAssignments)
    .where(and(eq(volunteerAssignments.id, assignmentId), eq(volunteerAssignments.volunteerId, volunteer.id)));
  if (!row) throw notFound("Shift not found");
  return row;
}

export async function confirm(
  db: Db,
  token: string,
  plan: EventPlan,
  assignmentId: string,
): Promise<TAssignmentResult> {
  return db.transaction(async (tx) => {
    const { volunteer, event } = await volunteerByToken(tx, token, plan, "update");
    const place = await ownPlace(tx, volunteer, assignmentId);
    const confirmed = await confirmPlace(tx, volunteer, place, event);
    return { assignment: assignmentView(confirmed.assignment, volunteer.name), warnings: confirmed.warnings };
  });
}

/** The volunteer gives up a place (not once checked in). */
export async function cancel(db: Db, token: string, plan: EventPlan, assignmentId: string): Promise<TVolunteerPage> {
  const { volunteer, event } = await db.transaction(async (tx) => {
    const found = await volunteerByToken(tx, token, plan, "update");
    const place = await ownPlace(tx, found.volunteer, assignmentId);
    if (place.checkedInAt) throw new AppError("CONFLICT", "You were checked in for this shift already.");
    if (place.status !== "cancelled") {
      await tx
        .update(volunteerAssignments)
        .set({ status: "cancelled", updatedAt: new Date() })
        .where(eq(volunteerAssignments.id, place.id));
    }
    return found;
  });
  return pageOf(db, volunteer, event);
}

/** The volunteer's shifts as an .ics file, each linking back to their page. */
export async function volunteerCalendar(
  db: Db,
  token: string,
  plan: EventPlan,
  baseUrl: string,
): Promise<{ text: string; filename: string }> {
  const { volunteer, event } = await volunteerByToken(db, token, plan);
  const url = `${baseUrl}${volunteerPagePath(volunteer.token)}`;
  const places = await placesOf(db, volunteer.id);
  const text = renderCalendar({
    name: `${event.name}: my volunteer shifts`,
    timeZone: event.timeZone,
    entries: places.map(({ assignment, shift }) => ({
      uid: `volunteer-shift-${assignment.id}@gatherly`,
      summary: `${shift.roleName} (${event.name})`,
      description: shift.notes,
      location: shift.place || event.locationName,
      url,
      startAt: shift.startsAt,
      endAt: shift.endsAt,
      timeZone: event.timeZone,
      status: assignment.status === "confirmed" ? "confirmed" : "tentative",
      createdAt: assignment.createdAt,
      updatedAt: assignment.updatedAt,
    })),
  });
  return { text, filename: icsFilename(`${event.name} shifts`) };
}
