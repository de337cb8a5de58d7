/**
 * An event's volunteer roles and shifts as the organiser keeps them: roles (a role with shifts stays until its
 * shifts go), shifts with their assignments and coverage (needed against confirmed), publishing. A shift's
 * headcount never drops below the places already given; its row lock is the placement's (placement.ts).
 */
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { AppError, invalidField } from "#shared/errors.ts";
import {
  SHIFT_MAX_HOURS,
  type TAssignment,
  type TCoverage,
  type TShift,
  type TShiftValues,
  type TShiftPatch,
  type TVolunteerRole,
  type TVolunteerRolePatch,
} from "#shared/volunteers/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { findRole, findShift, ownedEvent, type AssignmentRow, type ShiftRow } from "./access.ts";
import { activePlaces, capacityOf } from "./placement.ts";
import { volunteerAssignments, volunteerRoles, volunteers, volunteerShifts } from "./tables.ts";

// Roles ---------------------------------------------------------------------------------------------------

export async function listRoles(ctx: ServiceContext, eventId: string): Promise<TVolunteerRole[]> {
  await ownedEvent(ctx, eventId);
  return ctx.db
    .select({
      id: volunteerRoles.id,
      eventId: volunteerRoles.eventId,
      name: volunteerRoles.name,
      description: volunteerRoles.description,
      // Qualified by hand: drizzle writes a column of the outer query unqualified, which inside the subquery
      // would name the shift's own id.
      shiftCount: sql<number>`(select count(*)::int from ${volunteerShifts} where ${volunteerShifts.roleId} = "volunteer_roles"."id")`,
    })
    .from(volunteerRoles)
    .where(eq(volunteerRoles.eventId, eventId))
    .orderBy(asc(volunteerRoles.createdAt), asc(volunteerRoles.id));
}

async function roleView(ctx: ServiceContext, eventId: string, roleId: string): Promise<TVolunteerRole> {
  return (await listRoles(ctx, eventId)).find((role) => role.id === roleId)!;
}

export async function createRole(
  ctx: ServiceContext,
  eventId: string,
  input: { name: string; description: string },
): Promise<TVolunteerRole> {
  const event = await ownedEvent(ctx, eventId);
  const [row] = await ctx.db
    .insert(volunteerRoles)
    .values({ eventId, ownerId: event.ownerId, name: input.name, description: input.description })
    .returning({ id: volunteerRoles.id });
  return roleView(ctx, eventId, row!.id);
}

export async function updateRole(
  ctx: ServiceContext,
  eventId: string,
  roleId: string,
  patch: TVolunteerRolePatch,
): Promise<TVolunteerRole> {
  const role = await findRole(ctx, eventId, roleId);
  if (patch.name !== undefined || patch.description !== undefined) {
    await ctx.db
      .update(volunteerRoles)
      .set({
        ...(patch.name !== undefined ? { name: patch.name } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
      })
      .where(eq(volunteerRoles.id, role.id));
  }
  return roleView(ctx, eventId, role.id);
}

export async function deleteRole(ctx: ServiceContext, eventId: string, roleId: string): Promise<void> {
  const role = await findRole(ctx, eventId, roleId);
  await ctx.db.transaction(async (tx) => {
    const [used] = await tx
      .select({ id: volunteerShifts.id })
      .from(volunteerShifts)
      .where(eq(volunteerShifts.roleId, role.id))
      .limit(1);
    if (used) throw new AppError("CONFLICT", "This role still has shifts: delete or move them first.");
    await tx.delete(volunteerRoles).where(eq(volunteerRoles.id, role.id));
  });
}

// Shifts --------------------------------------------------------------------------------------------------

const minutesOf = (shift: Pick<ShiftRow, "startsAt" | "endsAt">) =>
  Math.round((shift.endsAt.getTime() - shift.startsAt.getTime()) / 60_000);
export const hoursOfMinutes = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
export { minutesOf as shiftMinutes };

export function assignmentView(row: AssignmentRow, volunteerName: string): TAssignment {
  return {
    id: row.id,
    shiftId: row.shiftId,
    volunteerId: row.volunteerId,
    volunteerName,
    status: row.status as TAssignment["status"],
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    noShow: row.noShow,
    hours: hoursOfMinutes(row.creditedMinutes),
  };
}

/** The event's shifts (or one), soonest first, with their active assignments and coverage. */
async function shiftViews(db: Db, eventId: string, shiftIds?: string[]): Promise<TShift[]> {
  const rows = await db
    .select({ shift: volunteerShifts, roleName: volunteerRoles.name })
    .from(volunteerShifts)
    .innerJoin(volunteerRoles, eq(volunteerRoles.id, volunteerShifts.roleId))
    .where(and(eq(volunteerShifts.eventId, eventId), shiftIds ? inArray(volunteerShifts.id, shiftIds) : undefined))
    .orderBy(asc(volunteerShifts.startsAt), asc(volunteerShifts.id));
  const places =
    rows.length === 0
      ? []
      : await db
          .select({ assignment: volunteerAssignments, name: volunteers.name })
          .from(volunteerAssignments)
          .innerJoin(volunteers, eq(volunteers.id, volunteerAssignments.volunteerId))
          .where(
            and(
              inArray(
                volunteerAssignments.shiftId,
                rows.map((r) => r.shift.id),
              ),
              inArray(volunteerAssignments.status, ["awaiting", "confirmed"]),
            ),
          )
          .orderBy(asc(volunteers.name), asc(volunteerAssignments.id));
  return rows.map(({ shift, roleName }) => {
    const assignments = places.filter((p) => p.assignment.shiftId === shift.id);
    const confirmed = assignments.filter((p) => p.assignment.status === "confirmed").length;
    return {
      id: shift.id,
      eventId: shift.eventId,
      roleId: shift.roleId,
      roleName,
      startsAt: shift.startsAt.toISOString(),
      endsAt: shift.endsAt.toISOString(),
      place: shift.place,
      needed: shift.needed,
      maximum: shift.maximum,
      notes: shift.notes,
      published: shift.published,
      confirmed,
      awaiting: assignments.length - confirmed,
      understaffed: confirmed < shift.needed,
      assignments: assignments.map((p) => assignmentView(p.assignment, p.name)),
    };
  });
}

export async function listShifts(ctx: ServiceContext, eventId: string): Promise<TShift[]> {
  await ownedEvent(ctx, eventId);
  return shiftViews(ctx.db, eventId);
}

async function shiftView(db: Db, shift: Pick<ShiftRow, "id" | "eventId">): Promise<TShift> {
  return (await shiftViews(db, shift.eventId, [shift.id]))[0]!;
}

type ShiftValues = ReturnType<typeof shiftValues>;
function shiftValues(input: TShiftPatch) {
  return {
    ...(input.roleId !== undefined ? { roleId: input.roleId } : {}),
    ...(input.startsAt !== undefined ? { startsAt: new Date(input.startsAt) } : {}),
    ...(input.endsAt !== undefined ? { endsAt: new Date(input.endsAt) } : {}),
    ...(input.place !== undefined ? { place: input.place } : {}),
    ...(input.needed !== undefined ? { needed: input.needed } : {}),
    ...(input.maximum !== undefined ? { maximum: input.maximum } : {}),
    ...(input.notes !== undefined ? { notes: input.notes } : {}),
    ...(input.published !== undefined ? { published: input.published } : {}),
  };
}

/** The shift as it would be after the change: times in order, at most SHIFT_MAX_HOURS, maximum >= needed. */
function checkMerged(shift: Pick<ShiftRow, "startsAt" | "endsAt" | "needed" | "maximum">): void {
  const minutes = minutesOf(shift);
  if (minutes <= 0) throw invalidField("endsAt", "End must be after the start");
  if (minutes > SHIFT_MAX_HOURS * 60) throw invalidField("endsAt", `A shift lasts at most ${SHIFT_MAX_HOURS} hours`);
  if (shift.maximum !== null && shift.maximum < shift.needed) {
    throw invalidField("maximum", "Maximum must be at least the number needed");
  }
}

export async function createShift(ctx: ServiceContext, eventId: string, input: TShiftValues): Promise<TShift> {
  const event = await ownedEvent(ctx, eventId);
  await findRole(ctx, eventId, input.roleId, "roleId");
  const values = shiftValues(input) as Required<ShiftValues>;
  checkMerged(values);
  const [row] = await ctx.db
    .insert(volunteerShifts)
    .values({ ...values, eventId, ownerId: event.ownerId })
    .returning();
  return shiftView(ctx.db, row!);
}

export async function updateShift(
  ctx: ServiceContext,
  eventId: string,
  shiftId: string,
  patch: TShiftPatch,
): Promise<TShift> {
  await findShift(ctx, eventId, shiftId);
  if (patch.roleId !== undefined) await findRole(ctx, eventId, patch.roleId, "roleId");
  const values = shiftValues(patch);
  const updated = await ctx.db.transaction(async (tx) => {
    const [shift] = await tx.select().from(volunteerShifts).where(eq(volunteerShifts.id, shiftId)).for("update");
    const merged = { ...shift!, ...values };
    checkMerged(merged);
    const taken = await activePlaces(tx, shiftId);
    if (capacityOf(merged) < taken) {
      throw invalidField(
        merged.maximum === null ? "needed" : "maximum",
        `${taken} volunteers are on this shift already: take some off first`,
      );
    }
    const [row] = await tx
      .update(volunteerShifts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(volunteerShifts.id, shiftId))
      .returning();
    return row!;
  });
  return shiftView(ctx.db, updated);
}

export async function deleteShift(ctx: ServiceContext, eventId: string, shiftId: string): Promise<void> {
  const shift = await findShift(ctx, eventId, shiftId);
  await ctx.db.delete(volunteerShifts).where(eq(volunteerShifts.id, shift.id));
}

/** Publishes every draft shift of the event; answers how many were published. */
export async function publishShifts(ctx: ServiceContext, eventId: string): Promise<number> {
  await ownedEvent(ctx, eventId);
  const rows = await ctx.db
    .update(volunteerShifts)
    .set({ published: true, updatedAt: new Date() })
    .where(and(eq(volunteerShifts.eventId, eventId), eq(volunteerShifts.published, false)))
    .returning({ id: volunteerShifts.id });
  return rows.length;
}

/** Per shift, needed against confirmed; understaffed shifts flagged and counted. */
export async function coverage(ctx: ServiceContext, eventId: string): Promise<TCoverage> {
  const shifts = await listShifts(ctx, eventId);
  const items = shifts.map((s) => ({
    shiftId: s.id,
    roleName: s.roleName,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    needed: s.needed,
    confirmed: s.confirmed,
    awaiting: s.awaiting,
    understaffed: s.understaffed,
  }));
  return { items, understaffed: items.filter((i) => i.understaffed).length };
}

/**
 * Published shifts of the given events that have not ended, with the places they need and how many of those are
 * filled (awaiting or confirmed, at most the needed headcount per shift): the business dashboard's volunteer
 * coverage. Null without any such shift.
 */
export async function coverageOf(
  db: Db,
  eventIds: readonly string[],
  now = new Date(),
): Promise<{ shifts: number; places: number; filled: number } | null> {
  if (eventIds.length === 0) return null;
  const [row] = await db
    .select({
      shifts: sql<number>`count(*)::int`,
      places: sql<number>`coalesce(sum(${volunteerShifts.needed}), 0)::int`,
      filled: sql<number>`coalesce(sum(least(${volunteerShifts.needed}, (select count(*) from ${volunteerAssignments} a
        where a.shift_id = "volunteer_shifts"."id" and a.status in ('awaiting', 'confirmed')))), 0)::int`,
    })
    .from(volunteerShifts)
    .where(
      and(
        inArray(volunteerShifts.eventId, [...eventIds]),
        eq(volunteerShifts.published, true),
        gt(volunteerShifts.endsAt, now),
      ),
    );
  return row && row.shifts > 0 ? row : null;
}
