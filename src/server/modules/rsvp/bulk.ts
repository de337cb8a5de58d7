/**
 * Many guests at once (the business tier's bulk operations): which of an owner's guests a selection names,
 * what deleting them loses, and the writes over all of them in the caller's one transaction, under rsvp's
 * lock order (the event's settings row, then the guest rows, by id), so a bulk write queues behind a
 * waitlist move and never crosses it. Every id is checked against the owner and the event: another
 * owner's guest is counted as not found and never touched.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ZGuestListQuery, type TGuestListQuery, type TRsvpStatus } from "#shared/rsvp/schemas.ts";
import type { Db } from "../../db/client.ts";
import { parseInput } from "../../parse-input.ts";
import type { JobQueue } from "../jobs/index.ts";
import { eventOf, promoteWaitlist, saveAnswer } from "./answers.ts";
import { listFilter, type GuestRow } from "./guests.ts";
import { queueGuestMail } from "./mailing.ts";
import { settingsFor, type SettingsRow } from "./settings.ts";
import { guests } from "./tables.ts";

/** The most guests one selection names (a filter matching more is refused, not cut short). */
export const GUEST_SELECTION_MAX = 5_000;

/** A selection: the guests picked by hand, or every guest of the list matching its filter. */
interface GuestPick {
  guestIds?: string[] | undefined;
  matching?: Pick<TGuestListQuery, "q" | "filter" | "group" | "tag"> | undefined;
}

/**
 * The ids of the owner's guests of the event that `pick` names, by id, and how many of the ids named were
 * not found (another owner's, another event's, or gone). The caller has checked that the event is the owner's.
 */
export async function selectGuests(
  db: Db,
  ownerId: string,
  eventId: string,
  pick: GuestPick,
): Promise<{ ids: string[]; notFound: number }> {
  const owned = and(eq(guests.eventId, eventId), eq(guests.ownerId, ownerId));
  if (pick.guestIds) {
    const wanted = [...new Set(pick.guestIds)];
    const rows = await db
      .select({ id: guests.id })
      .from(guests)
      .where(and(owned, inArray(guests.id, wanted)))
      .orderBy(asc(guests.id));
    return { ids: rows.map((row) => row.id), notFound: wanted.length - rows.length };
  }
  const query = parseInput(ZGuestListQuery, { ...pick.matching });
  const rows = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(owned, listFilter(eventId, query)))
    .orderBy(asc(guests.id))
    .limit(GUEST_SELECTION_MAX + 1);
  return { ids: rows.map((row) => row.id), notFound: 0 };
}

/** What deleting these guests loses: their answers, the meal choices of their parties, their addresses. */
export async function guestsImpact(
  db: Db,
  ids: string[],
): Promise<{ guests: number; answered: number; mealChoices: number; withEmail: number }> {
  if (ids.length === 0) return { guests: 0, answered: 0, mealChoices: 0, withEmail: 0 };
  const [row] = await db
    .select({
      guests: sql<number>`count(*)::int`,
      answered: sql<number>`count(*) filter (where ${guests.status} <> 'pending')::int`,
      mealChoices: sql<number>`coalesce(sum((
        select count(*) from jsonb_array_elements(${guests.party}) as member
        where coalesce(member->>'meal', '') <> ''
      )), 0)::int`,
      withEmail: sql<number>`count(${guests.email})::int`,
    })
    .from(guests)
    .where(inArray(guests.id, ids));
  return {
    guests: Number(row?.guests ?? 0),
    answered: Number(row?.answered ?? 0),
    mealChoices: Number(row?.mealChoices ?? 0),
    withEmail: Number(row?.withEmail ?? 0),
  };
}

/** The settings row, then the guest rows (by id), locked until the caller's transaction ends. */
async function lockGuests(
  tx: Db,
  eventId: string,
  ids: string[],
): Promise<{ settings: SettingsRow; rows: GuestRow[] }> {
  const settings = await settingsFor(tx, await eventOf(tx, eventId), true);
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select()
          .from(guests)
          .where(and(eq(guests.eventId, eventId), inArray(guests.id, ids)))
          .orderBy(asc(guests.id))
          .for("update");
  return { settings, rows };
}

/** Deletes the guests (ids from selectGuests) in the caller's transaction; places they held go to the waitlist. */
export async function deleteGuestsInBulk(tx: Db, jobs: JobQueue, eventId: string, ids: string[]): Promise<number> {
  const { settings, rows } = await lockGuests(tx, eventId, ids);
  if (rows.length === 0) return 0;
  await tx.delete(guests).where(
    inArray(
      guests.id,
      rows.map((row) => row.id),
    ),
  );
  if (rows.some((row) => row.status === "yes" && !row.waitlisted)) {
    for (const lucky of await promoteWaitlist(tx, settings)) await queueGuestMail(jobs, tx, "waitlist-place", lucky.id);
  }
  return rows.length;
}

/**
 * Records the same answer for each guest (as the organiser does one by one): their party and note are kept,
 * a yes that no longer fits goes on the waitlist. One refusal (a confirmed party that would no longer fit)
 * refuses them all.
 */
export async function answerGuestsInBulk(
  tx: Db,
  jobs: JobQueue,
  eventId: string,
  ids: string[],
  status: Exclude<TRsvpStatus, "pending">,
): Promise<number> {
  const { settings, rows } = await lockGuests(tx, eventId, ids);
  for (const guest of rows) {
    const headcount = Math.min(Math.max(guest.headcount, 1), guest.partyMax);
    await saveAnswer(
      { jobs },
      tx,
      settings,
      guest,
      { status, headcount, party: guest.party.slice(0, headcount), note: guest.responseNote },
      "organiser",
    );
  }
  return rows.length;
}
