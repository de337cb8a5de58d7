/**
 * Swaps: a volunteer offers one of their shifts to another approved volunteer of the event (named by email)
 * or to anyone approved; whoever may take it does so on their page, under the same rules as a sign-up. Both
 * volunteers' rows are locked first (in id order), then the offer's, then the shift's (placement.ts); the
 * giver's place is cancelled and the taker's made in one transaction, so the shift never holds more than it
 * takes.
 */
import { and, asc, desc, eq, inArray, isNull, or, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { TAssignmentResult, TPageSwap, TSwap, TSwapStatus } from "#shared/volunteers/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import type { EventPlan } from "../people/index.ts";
import { ownedEvent, volunteerByToken, type VolunteerEvent, type VolunteerRow } from "./access.ts";
import { placeVolunteer } from "./placement.ts";
import { assignmentView } from "./shifts.ts";
import { volunteerAssignments, volunteerRoles, volunteers, volunteerShifts, volunteerSwaps } from "./tables.ts";

const giver = alias(volunteers, "giver");
const receiver = alias(volunteers, "receiver");
const taker = alias(volunteers, "taker");

/** The volunteer offers one of their active places that has not been checked in. */
export async function requestSwap(
  db: Db,
  token: string,
  plan: EventPlan,
  assignmentId: string,
  toEmail: string | undefined,
): Promise<{ volunteer: VolunteerRow; event: VolunteerEvent }> {
  return db.transaction(async (tx) => {
    const found = await volunteerByToken(tx, token, plan, "update");
    const { volunteer } = found;
    if (!isUuid(assignmentId)) throw notFound("Shift not found");
    const [place] = await tx
      .select()
      .from(volunteerAssignments)
      .where(and(eq(volunteerAssignments.id, assignmentId), eq(volunteerAssignments.volunteerId, volunteer.id)));
    if (!place) throw notFound("Shift not found");
    if (place.status === "cancelled" || place.checkedInAt) {
      throw new AppError("CONFLICT", "Only a shift you still have, before check-in, can be offered.");
    }
    let toVolunteerId: string | null = null;
    if (toEmail) {
      const [to] = await tx
        .select({ id: volunteers.id })
        .from(volunteers)
        .where(
          and(
            eq(volunteers.eventId, volunteer.eventId),
            eq(volunteers.email, toEmail),
            eq(volunteers.status, "approved"),
          ),
        );
      if (!to || to.id === volunteer.id) {
        throw fieldError("NOT_FOUND", "toEmail", "No other approved volunteer of this event has that address");
      }
      toVolunteerId = to.id;
    }
    // One open offer per place: a new one replaces the old.
    await tx
      .update(volunteerSwaps)
      .set({ status: "withdrawn", closedAt: new Date() })
      .where(and(eq(volunteerSwaps.assignmentId, place.id), eq(volunteerSwaps.status, "open")));
    await tx
      .insert(volunteerSwaps)
      .values({ assignmentId: place.id, eventId: place.eventId, ownerId: place.ownerId, toVolunteerId });
    return found;
  });
}

/**
 * The open offer, locked (after the volunteers' rows, as every change of a volunteer's shifts locks them
 * first); 404 unless it is the volunteer's own (`mine`) or one they may take.
 */
async function lockedOffer(tx: Db, swapId: string, volunteer: VolunteerRow, mine: boolean) {
  if (!isUuid(swapId)) throw notFound("Swap not found");
  const [swap] = await tx
    .select({ swap: volunteerSwaps, fromId: volunteerAssignments.volunteerId, shiftId: volunteerAssignments.shiftId })
    .from(volunteerSwaps)
    .innerJoin(volunteerAssignments, eq(volunteerAssignments.id, volunteerSwaps.assignmentId))
    .where(and(eq(volunteerSwaps.id, swapId), eq(volunteerSwaps.eventId, volunteer.eventId)))
    .for("update", { of: volunteerSwaps });
  const reachable =
    swap &&
    (mine
      ? swap.fromId === volunteer.id
      : swap.fromId !== volunteer.id && (swap.swap.toVolunteerId ?? volunteer.id) === volunteer.id);
  if (!reachable) throw notFound("Swap not found");
  if (swap.swap.status !== "open") throw new AppError("CONFLICT", "This offer is no longer open.");
  return swap;
}

/** Who offers the swap (unlocked: only to know whose row to lock), or null for an id that names none. */
async function offererOf(tx: Db, swapId: string, eventId: string): Promise<string | null> {
  if (!isUuid(swapId)) return null;
  const [row] = await tx
    .select({ fromId: volunteerAssignments.volunteerId })
    .from(volunteerSwaps)
    .innerJoin(volunteerAssignments, eq(volunteerAssignments.id, volunteerSwaps.assignmentId))
    .where(and(eq(volunteerSwaps.id, swapId), eq(volunteerSwaps.eventId, eventId)));
  return row?.fromId ?? null;
}

export async function withdrawSwap(
  db: Db,
  token: string,
  plan: EventPlan,
  swapId: string,
): Promise<{ volunteer: VolunteerRow; event: VolunteerEvent }> {
  return db.transaction(async (tx) => {
    const found = await volunteerByToken(tx, token, plan, "update");
    const offer = await lockedOffer(tx, swapId, found.volunteer, true);
    await tx
      .update(volunteerSwaps)
      .set({ status: "withdrawn", closedAt: new Date() })
      .where(eq(volunteerSwaps.id, offer.swap.id));
    return found;
  });
}

export async function takeSwap(db: Db, token: string, plan: EventPlan, swapId: string): Promise<TAssignmentResult> {
  return db.transaction(async (tx) => {
    const { volunteer, event } = await volunteerByToken(tx, token, plan);
    // Both volunteers' rows first, in id order (two people taking each other's offers wait, never deadlock),
    // then the offer's; the offerer is read again under the lock.
    const from = await offererOf(tx, swapId, volunteer.eventId);
    const locked = await tx
      .select()
      .from(volunteers)
      .where(inArray(volunteers.id, from ? [volunteer.id, from] : [volunteer.id]))
      .orderBy(volunteers.id)
      .for("update");
    const offer = await lockedOffer(tx, swapId, volunteer, false);
    if (offer.fromId !== from) throw new AppError("CONFLICT", "This offer is no longer open.");
    const me = locked.find((v) => v.id === volunteer.id)!;
    const [place] = await tx
      .select()
      .from(volunteerAssignments)
      .where(eq(volunteerAssignments.id, offer.swap.assignmentId));
    if (!place || place.status === "cancelled" || place.checkedInAt) {
      throw new AppError("CONFLICT", "This offer is no longer open.");
    }
    await tx
      .update(volunteerAssignments)
      .set({ status: "cancelled", updatedAt: new Date() })
      .where(eq(volunteerAssignments.id, place.id));
    const placed = await placeVolunteer(tx, me, offer.shiftId, event, "confirmed");
    await tx
      .update(volunteerSwaps)
      .set({ status: "taken", takenBy: me.id, closedAt: new Date() })
      .where(eq(volunteerSwaps.id, offer.swap.id));
    return { assignment: assignmentView(placed.assignment, me.name), warnings: placed.warnings };
  });
}

const swapColumns = {
  id: volunteerSwaps.id,
  shiftId: volunteerShifts.id,
  roleName: volunteerRoles.name,
  startsAt: volunteerShifts.startsAt,
  endsAt: volunteerShifts.endsAt,
  place: volunteerShifts.place,
  notes: volunteerShifts.notes,
  fromId: giver.id,
  fromName: giver.name,
  toName: receiver.name,
  takenByName: taker.name,
  status: volunteerSwaps.status,
  createdAt: volunteerSwaps.createdAt,
};

function swapRows(db: Db, where: SQL | undefined, order: SQL[]) {
  return db
    .select(swapColumns)
    .from(volunteerSwaps)
    .innerJoin(volunteerAssignments, eq(volunteerAssignments.id, volunteerSwaps.assignmentId))
    .innerJoin(volunteerShifts, eq(volunteerShifts.id, volunteerAssignments.shiftId))
    .innerJoin(volunteerRoles, eq(volunteerRoles.id, volunteerShifts.roleId))
    .innerJoin(giver, eq(giver.id, volunteerAssignments.volunteerId))
    .leftJoin(receiver, eq(receiver.id, volunteerSwaps.toVolunteerId))
    .leftJoin(taker, eq(taker.id, volunteerSwaps.takenBy))
    .where(where)
    .orderBy(...order);
}

/** Every offer of the event, newest first (the organiser's view). */
export async function listSwaps(ctx: ServiceContext, eventId: string): Promise<TSwap[]> {
  await ownedEvent(ctx, eventId);
  const rows = await swapRows(ctx.db, eq(volunteerSwaps.eventId, eventId), [
    desc(volunteerSwaps.createdAt),
    desc(volunteerSwaps.id),
  ]);
  return rows.map((row) => ({
    id: row.id,
    shiftId: row.shiftId,
    roleName: row.roleName,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    fromName: row.fromName,
    toName: row.toName,
    takenByName: row.takenByName,
    status: row.status as TSwapStatus,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The open offers a volunteer's page shows: their own, and those they may take (once approved). */
export async function pageSwaps(db: Db, volunteer: VolunteerRow): Promise<TPageSwap[]> {
  const mayTake = volunteer.status === "approved";
  const rows = await swapRows(
    db,
    and(
      eq(volunteerSwaps.eventId, volunteer.eventId),
      eq(volunteerSwaps.status, "open"),
      inArray(volunteerAssignments.status, ["awaiting", "confirmed"]),
      mayTake
        ? or(
            eq(giver.id, volunteer.id),
            isNull(volunteerSwaps.toVolunteerId),
            eq(volunteerSwaps.toVolunteerId, volunteer.id),
          )
        : eq(giver.id, volunteer.id),
    ),
    [asc(volunteerShifts.startsAt), asc(volunteerSwaps.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    shift: {
      id: row.shiftId,
      roleName: row.roleName,
      startsAt: row.startsAt.toISOString(),
      endsAt: row.endsAt.toISOString(),
      place: row.place,
      notes: row.notes,
      // The offer's place itself.
      placesLeft: 1,
    },
    fromName: row.fromName,
    mine: row.fromId === volunteer.id,
    toName: row.toName,
  }));
}
