/**
 * The organiser's side of shifts' places: assigning an approved volunteer (who then confirms on their page),
 * taking them off, check-in (credits the shift's length), no-show (credits nothing), adjusting the hours, and
 * the hours ledger. Places are given by placement.ts under the volunteer's and the shift's locks.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";
import { AppError } from "#shared/errors.ts";
import type { TAssignment, TAssignmentResult, THoursLedger } from "#shared/volunteers/schemas.ts";
import type { ServiceContext } from "../../context.ts";
import { eventOf, findAssignment, findShift, findVolunteer, ownedEvent, type AssignmentRow } from "./access.ts";
import { placeVolunteer } from "./placement.ts";
import { assignmentView, hoursOfMinutes, shiftMinutes } from "./shifts.ts";
import { volunteerAssignments, volunteers, volunteerShifts } from "./tables.ts";

/** The organiser gives an approved volunteer a place; it awaits the volunteer's confirmation. */
export async function assign(
  ctx: ServiceContext,
  eventId: string,
  shiftId: string,
  volunteerId: string,
): Promise<TAssignmentResult> {
  const shift = await findShift(ctx, eventId, shiftId);
  const event = await eventOf(ctx.db, eventId);
  return ctx.db.transaction(async (tx) => {
    const volunteer = await findVolunteer({ ...ctx, db: tx }, eventId, volunteerId, {
      lock: "update",
      field: "volunteerId",
    });
    const placed = await placeVolunteer(tx, volunteer, shift.id, event, "awaiting", "volunteerId");
    return { assignment: assignmentView(placed.assignment, volunteer.name), warnings: placed.warnings };
  });
}

async function nameOf(ctx: ServiceContext, row: AssignmentRow): Promise<string> {
  const [volunteer] = await ctx.db
    .select({ name: volunteers.name })
    .from(volunteers)
    .where(eq(volunteers.id, row.volunteerId));
  return volunteer?.name ?? "";
}

/**
 * Changes one place under the volunteer's lock (the order placement.ts keeps), refusing a cancelled one;
 * answers the place as it is after the change.
 */
async function changePlace(
  ctx: ServiceContext,
  eventId: string,
  assignmentId: string,
  change: (row: AssignmentRow, shiftMinutes: number) => Partial<typeof volunteerAssignments.$inferInsert>,
): Promise<TAssignment> {
  const found = await findAssignment(ctx, eventId, assignmentId);
  const row = await ctx.db.transaction(async (tx) => {
    await findVolunteer({ ...ctx, db: tx }, eventId, found.volunteerId, { lock: "update" });
    const [current] = await tx
      .select({ assignment: volunteerAssignments, shift: volunteerShifts })
      .from(volunteerAssignments)
      .innerJoin(volunteerShifts, eq(volunteerShifts.id, volunteerAssignments.shiftId))
      .where(eq(volunteerAssignments.id, found.id));
    if (!current || current.assignment.status === "cancelled") {
      throw new AppError("CONFLICT", "This place on the shift was cancelled.");
    }
    const [updated] = await tx
      .update(volunteerAssignments)
      .set({ ...change(current.assignment, shiftMinutes(current.shift)), updatedAt: new Date() })
      .where(eq(volunteerAssignments.id, found.id))
      .returning();
    return updated!;
  });
  return assignmentView(row, await nameOf(ctx, row));
}

export function cancelAssignment(ctx: ServiceContext, eventId: string, assignmentId: string): Promise<TAssignment> {
  return changePlace(ctx, eventId, assignmentId, () => ({
    status: "cancelled",
    checkedInAt: null,
    noShow: false,
    creditedMinutes: 0,
  }));
}

/** The volunteer came: the place counts as confirmed, and the shift's length is credited. */
export function checkIn(ctx: ServiceContext, eventId: string, assignmentId: string): Promise<TAssignment> {
  return changePlace(ctx, eventId, assignmentId, (row, minutes) => ({
    status: "confirmed",
    checkedInAt: row.checkedInAt ?? new Date(),
    noShow: false,
    creditedMinutes: row.checkedInAt ? row.creditedMinutes : minutes,
  }));
}

export function noShow(ctx: ServiceContext, eventId: string, assignmentId: string): Promise<TAssignment> {
  return changePlace(ctx, eventId, assignmentId, () => ({ checkedInAt: null, noShow: true, creditedMinutes: 0 }));
}

/** Hours are credited for a checked-in place only. */
export function adjustHours(
  ctx: ServiceContext,
  eventId: string,
  assignmentId: string,
  hours: number,
): Promise<TAssignment> {
  return changePlace(ctx, eventId, assignmentId, (row) => {
    if (!row.checkedInAt) {
      throw new AppError("CONFLICT", "Check the volunteer in first: hours are credited for shifts they came to.", {
        fields: { hours: "Check the volunteer in first" },
      });
    }
    return { creditedMinutes: Math.round(hours * 60) };
  });
}

/** Hours credited per volunteer who has any place (cancelled ones count nothing), most hours first. */
export async function hoursLedger(ctx: ServiceContext, eventId: string): Promise<THoursLedger> {
  await ownedEvent(ctx, eventId);
  const credited = sql<number>`coalesce(sum(${volunteerAssignments.creditedMinutes}), 0)::int`;
  const rows = await ctx.db
    .select({
      volunteerId: volunteers.id,
      name: volunteers.name,
      email: volunteers.email,
      shifts: sql<number>`count(${volunteerAssignments.checkedInAt})::int`,
      minutes: credited,
    })
    .from(volunteers)
    .innerJoin(
      volunteerAssignments,
      and(eq(volunteerAssignments.volunteerId, volunteers.id), sql`${volunteerAssignments.status} <> 'cancelled'`),
    )
    .where(eq(volunteers.eventId, eventId))
    .groupBy(volunteers.id)
    .orderBy(desc(credited), asc(volunteers.name));
  const items = rows.map(({ minutes, ...row }) => ({ ...row, hours: hoursOfMinutes(minutes) }));
  return { items, total: hoursOfMinutes(rows.reduce((sum, r) => sum + r.minutes, 0)) };
}
