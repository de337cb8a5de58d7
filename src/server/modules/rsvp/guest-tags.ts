/**
 * The organiser's tags on the guest rows (the `tags` array), written for the people module's tagging. Each
 * call is one UPDATE over all the guests it names, so a tag reaches 500 people in one statement, and tags
 * stay unique per guest regardless of case ("VIP" and "vip" are one tag). Every call runs in the caller's
 * transaction, whose caller has already checked that the actor organises the event.
 */
import { and, count, eq, inArray, sql, type SQL } from "drizzle-orm";
import { GUEST_TAGS_MAX } from "#shared/rsvp/schemas.ts";
import { AppError, fieldError } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import { guests, rsvpSettings } from "./tables.ts";

const hasTag = (tag: string) =>
  sql`exists (select 1 from unnest(${guests.tags}) as t(v) where lower(t.v) = lower(${tag}::text))`;
const withoutTag = (tag: string) =>
  sql`array(select t.v from unnest(${guests.tags}) with ordinality as t(v, i) where lower(t.v) <> lower(${tag}::text) order by t.i)`;

/**
 * Takes the event's settings row lock before any guest row, the order every answer and delete takes, so a
 * tag write over many guests queues behind a waitlist move instead of crossing it. A missing row is not made
 * here (that would fix the capacity it starts with now): without it no answer has been taken, so there is
 * no waitlist to cross.
 */
async function lockGuestList(tx: Db, eventId: string): Promise<void> {
  await tx
    .select({ eventId: rsvpSettings.eventId })
    .from(rsvpSettings)
    .where(eq(rsvpSettings.eventId, eventId))
    .for("update");
}

function notOnGuestList(): AppError {
  const message = "Some of these people are not on this event's guest list";
  return fieldError("NOT_FOUND", "guestIds", message);
}

/** Sets the tags of the guests `where` picks to `tags` (an expression over their current tags); how many changed. */
async function retag(tx: Db, where: SQL | undefined, tags: SQL): Promise<number> {
  const updated = await tx
    .update(guests)
    .set({ tags, updatedAt: new Date() })
    .where(where)
    .returning({ id: guests.id });
  return updated.length;
}

/** The distinct ids, each on this event's guest list; one that is not (or another event's) answers 404. */
async function eventGuestIds(tx: Db, eventId: string, raw: string[]): Promise<string[]> {
  const ids = [...new Set(raw)];
  if (!ids.every(isUuid)) throw notOnGuestList();
  const [found] = await tx
    .select({ n: count() })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), inArray(guests.id, ids)));
  if ((found?.n ?? 0) !== ids.length) throw notOnGuestList();
  return ids;
}

/** Adds `tag` to the named guests who lack it; how many got it. */
export async function tagGuests(tx: Db, eventId: string, guestIds: string[], tag: string): Promise<number> {
  await lockGuestList(tx, eventId);
  const ids = await eventGuestIds(tx, eventId, guestIds);
  const targets = and(eq(guests.eventId, eventId), inArray(guests.id, ids), sql`not ${hasTag(tag)}`);
  const [full] = await tx
    .select({ n: count() })
    .from(guests)
    .where(and(targets, sql`cardinality(${guests.tags}) >= ${GUEST_TAGS_MAX}`));
  if (full && full.n > 0) {
    throw new AppError(
      "CONFLICT",
      `${full.n === 1 ? "One person already has" : `${full.n} people already have`} ${GUEST_TAGS_MAX} tags, the most a person can have.`,
    );
  }
  return retag(tx, targets, sql`array_append(${guests.tags}, ${tag}::text)`);
}

/** Takes `tag` off the named guests who have it; how many lost it. */
export async function untagGuests(tx: Db, eventId: string, guestIds: string[], tag: string): Promise<number> {
  await lockGuestList(tx, eventId);
  const ids = await eventGuestIds(tx, eventId, guestIds);
  return retag(tx, and(eq(guests.eventId, eventId), inArray(guests.id, ids), hasTag(tag)), withoutTag(tag));
}

/** Renames a tag on every guest of the event; where a guest already has `to`, the two merge into one. */
export async function renameGuestTag(tx: Db, eventId: string, from: string, to: string): Promise<number> {
  await lockGuestList(tx, eventId);
  // Replace, then keep the first of each tag (any case) in the original order.
  const renamed = sql`array(
    select d.v from (
      select s.v, s.i, row_number() over (partition by lower(s.v) order by s.i) as n
      from (select case when lower(t.v) = lower(${from}::text) then ${to}::text else t.v end as v, t.i
            from unnest(${guests.tags}) with ordinality as t(v, i)) as s
    ) as d where d.n = 1 order by d.i)`;
  return retag(tx, and(eq(guests.eventId, eventId), hasTag(from)), renamed);
}

/** Removes a tag from every guest of the event. */
export async function deleteGuestTag(tx: Db, eventId: string, tag: string): Promise<number> {
  await lockGuestList(tx, eventId);
  return retag(tx, and(eq(guests.eventId, eventId), hasTag(tag)), withoutTag(tag));
}
