/**
 * The guest list's numbers as the database keeps them (rsvp_tallies, migration 0016): appended by the trigger
 * on guests, summed here. A reader that finds many rows for an event folds them into one per key.
 */
import { and, eq, inArray, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rsvpTallies } from "./tables.ts";

type Dim = "all" | "group" | "meal" | "answered";

const summed = {
  eventId: rsvpTallies.eventId,
  key: rsvpTallies.key,
  n: sql<number>`sum(${rsvpTallies.n})::int`,
  invited: sql<number>`sum(${rsvpTallies.invited})::int`,
  opened: sql<number>`sum(${rsvpTallies.opened})::int`,
  yes: sql<number>`sum(${rsvpTallies.yes})::int`,
  no: sql<number>`sum(${rsvpTallies.no})::int`,
  maybe: sql<number>`sum(${rsvpTallies.maybe})::int`,
  pending: sql<number>`sum(${rsvpTallies.pending})::int`,
  yesPeople: sql<number>`sum(${rsvpTallies.yesPeople})::int`,
  maybePeople: sql<number>`sum(${rsvpTallies.maybePeople})::int`,
  waitlistedPeople: sql<number>`sum(${rsvpTallies.waitlistedPeople})::int`,
  /** How many rows were summed: many means it is time to fold them. */
  rows: sql<number>`count(*)::int`,
};

type Tally = { [K in keyof typeof summed]: K extends "eventId" | "key" ? string : number };

const NO_GUESTS: Omit<Tally, "eventId" | "key"> = {
  n: 0,
  invited: 0,
  opened: 0,
  yes: 0,
  no: 0,
  maybe: 0,
  pending: 0,
  yesPeople: 0,
  maybePeople: 0,
  waitlistedPeople: 0,
  rows: 0,
};

/** The numbers of `dim` per key, for one event or several. */
export async function tallies(db: Db, dim: Dim, events: string | string[]): Promise<Tally[]> {
  const which: SQL =
    typeof events === "string" ? eq(rsvpTallies.eventId, events) : inArray(rsvpTallies.eventId, events);
  const rows = await db
    .select(summed)
    .from(rsvpTallies)
    .where(and(which, eq(rsvpTallies.dim, dim)))
    .groupBy(rsvpTallies.eventId, rsvpTallies.key);
  return rows.map((row) => ({ ...row, ...numbers(row) }));
}

/** Sums come back as numbers on both drivers, but make sure (a missing sum is 0). */
function numbers(row: Record<string, unknown>): Omit<Tally, "eventId" | "key"> {
  const out = { ...NO_GUESTS };
  for (const name of Object.keys(NO_GUESTS) as Array<keyof typeof NO_GUESTS>) out[name] = Number(row[name] ?? 0);
  return out;
}

/** The event's numbers over all its guests (zeros for an event without guests). */
export async function eventTotals(db: Db, eventId: string): Promise<Omit<Tally, "eventId" | "key">> {
  const [row] = await tallies(db, "all", eventId);
  return row ?? NO_GUESTS;
}

/** How many guests the event has (the guest list's unfiltered total, the per-event limit). */
export async function guestCount(db: Db, eventId: string): Promise<number> {
  return (await eventTotals(db, eventId)).n;
}

/** Statements since the last fold after which a reader folds the event's rows (each statement adds one `all` row). */
const FOLD_AFTER_ROWS = 64;

/**
 * Folds the event's rows into one per key (all-zero keys dropped), when `totals` says there are many. One
 * statement, outside any transaction: rows appended meanwhile stay as they are, and a second fold at the same
 * moment waits for the first and then finds nothing of what it folded, so every number keeps its sum.
 */
export async function foldTalliesWhenLong(db: Db, eventId: string, totals: Pick<Tally, "rows">): Promise<void> {
  if (totals.rows <= FOLD_AFTER_ROWS) return;
  await db.execute(sql`
    with gone as (delete from ${rsvpTallies} where ${rsvpTallies.eventId} = ${eventId} returning *)
    insert into ${rsvpTallies} (event_id, dim, key, n, invited, opened, yes, no, maybe, pending, yes_people,
      maybe_people, waitlisted_people)
    select event_id, dim, key, sum(n), sum(invited), sum(opened), sum(yes), sum(no), sum(maybe), sum(pending),
      sum(yes_people), sum(maybe_people), sum(waitlisted_people)
    from gone group by event_id, dim, key
    having sum(n) <> 0 or sum(invited) <> 0 or sum(opened) <> 0 or sum(yes) <> 0 or sum(no) <> 0
      or sum(maybe) <> 0 or sum(pending) <> 0 or sum(yes_people) <> 0 or sum(maybe_people) <> 0
      or sum(waitlisted_people) <> 0`);
}

/**
 * Each event's answers (yes, no, maybe, pending, guests) for read models over many events (the business
 * dashboard); an event without guests is missing from the map. The caller passes ids it already owns.
 */
export async function answerTotalsOf(
  db: Db,
  eventIds: string[],
): Promise<Map<string, { guests: number; yes: number; no: number; maybe: number; pending: number }>> {
  if (eventIds.length === 0) return new Map();
  const rows = await tallies(db, "all", eventIds);
  return new Map(
    rows.map((row) => [
      row.eventId,
      { guests: row.n, yes: row.yes, no: row.no, maybe: row.maybe, pending: row.pending },
    ]),
  );
}
