/**
 * The organiser's tags on an event's people (the guest rows' `tags` array). Each call is one UPDATE over
 * all the people it names, so a tag reaches 500 people in one statement, and tags stay unique per person
 * regardless of case ("VIP" and "vip" are one tag).
 */
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { GUEST_TAGS_MAX } from "#shared/rsvp/schemas.ts";
import {
  ZTagDelete,
  ZTagPeople,
  ZTagRename,
  type TTagDelete,
  type TTagList,
  type TTagPeople,
  type TTagRename,
  type TTagResult,
} from "#shared/people/schemas.ts";
import { AppError } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { guests } from "../rsvp/index.ts";
import { tagCounts } from "./directory.ts";
import { requireOrganisedEvent } from "./membership.ts";

const hasTag = (tag: string) => sql`exists (select 1 from unnest(${guests.tags}) as t(v) where lower(t.v) = lower(${tag}::text))`;
const withoutTag = (tag: string) => sql`array(select t.v from unnest(${guests.tags}) with ordinality as t(v, i) where lower(t.v) <> lower(${tag}::text) order by t.i)`;

function notOnGuestList(): AppError {
  const message = "Some of these people are not on this event's guest list";
  return new AppError("NOT_FOUND", message, { fields: { guestIds: message } });
}

/** The distinct ids, each on this event's guest list; one that is not (or another event's) answers 404. */
async function eventGuestIds(tx: Db, eventId: string, raw: string[]): Promise<string[]> {
  const ids = [...new Set(raw)];
  if (!ids.every(isUuid)) throw notOnGuestList();
  const [found] = await tx.select({ n: count() }).from(guests).where(and(eq(guests.eventId, eventId), inArray(guests.id, ids)));
  if ((found?.n ?? 0) !== ids.length) throw notOnGuestList();
  return ids;
}

export async function listTags(ctx: ServiceContext, eventId: string): Promise<TTagList> {
  const event = await requireOrganisedEvent(ctx.db, ctx.actor.userId, eventId);
  return { items: await tagCounts(ctx, event.id) };
}

export async function addTag(ctx: ServiceContext, eventId: string, raw: TTagPeople): Promise<TTagResult> {
  const input = parseInput(ZTagPeople, raw);
  return ctx.db.transaction(async (tx) => {
    const event = await requireOrganisedEvent(tx, ctx.actor.userId, eventId);
    const ids = await eventGuestIds(tx, event.id, input.guestIds);
    const targets = and(eq(guests.eventId, event.id), inArray(guests.id, ids), sql`not ${hasTag(input.tag)}`);
    const [full] = await tx.select({ n: count() }).from(guests).where(and(targets, sql`cardinality(${guests.tags}) >= ${GUEST_TAGS_MAX}`));
    if (full && full.n > 0) {
      throw new AppError("CONFLICT", `${full.n === 1 ? "One person already has" : `${full.n} people already have`} ${GUEST_TAGS_MAX} tags, the most a person can have.`);
    }
    const updated = await tx
      .update(guests)
      .set({ tags: sql`array_append(${guests.tags}, ${input.tag}::text)`, updatedAt: new Date() })
      .where(targets)
      .returning({ id: guests.id });
    return { updated: updated.length };
  });
}

export async function removeTag(ctx: ServiceContext, eventId: string, raw: TTagPeople): Promise<TTagResult> {
  const input = parseInput(ZTagPeople, raw);
  return ctx.db.transaction(async (tx) => {
    const event = await requireOrganisedEvent(tx, ctx.actor.userId, eventId);
    const ids = await eventGuestIds(tx, event.id, input.guestIds);
    const updated = await tx
      .update(guests)
      .set({ tags: withoutTag(input.tag), updatedAt: new Date() })
      .where(and(eq(guests.eventId, event.id), inArray(guests.id, ids), hasTag(input.tag)))
      .returning({ id: guests.id });
    return { updated: updated.length };
  });
}

/** Renames a tag everywhere on the event; where a person already has `to`, the two merge into one. */
export async function renameTag(ctx: ServiceContext, eventId: string, raw: TTagRename): Promise<TTagResult> {
  const { from, to } = parseInput(ZTagRename, raw);
  return ctx.db.transaction(async (tx) => {
    const event = await requireOrganisedEvent(tx, ctx.actor.userId, eventId);
    // Replace, then keep the first of each tag (any case) in the original order.
    const renamed = sql`array(
      select d.v from (
        select s.v, s.i, row_number() over (partition by lower(s.v) order by s.i) as n
        from (select case when lower(t.v) = lower(${from}::text) then ${to}::text else t.v end as v, t.i
              from unnest(${guests.tags}) with ordinality as t(v, i)) as s
      ) as d where d.n = 1 order by d.i)`;
    const updated = await tx
      .update(guests)
      .set({ tags: renamed, updatedAt: new Date() })
      .where(and(eq(guests.eventId, event.id), hasTag(from)))
      .returning({ id: guests.id });
    return { updated: updated.length };
  });
}

/** Removes a tag from everyone on the event. */
export async function deleteTag(ctx: ServiceContext, eventId: string, raw: TTagDelete): Promise<TTagResult> {
  const { tag } = parseInput(ZTagDelete, raw);
  return ctx.db.transaction(async (tx) => {
    const event = await requireOrganisedEvent(tx, ctx.actor.userId, eventId);
    const updated = await tx
      .update(guests)
      .set({ tags: withoutTag(tag), updatedAt: new Date() })
      .where(and(eq(guests.eventId, event.id), hasTag(tag)))
      .returning({ id: guests.id });
    return { updated: updated.length };
  });
}
