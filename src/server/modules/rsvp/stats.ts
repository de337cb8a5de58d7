/**
 * Live counts, the basic analytics and the organiser's overview. The numbers come from rsvp_tallies, which the
 * database keeps up to date with every change of a guest (migration 0016), so a request reads a few rows
 * however long the list is; only the caterer's dietary list reads guests (those with a need, by a partial index).
 */
import { sql } from "drizzle-orm";
import type { TRsvpAnalytics, TRsvpCounts, TRsvpOverview } from "#shared/rsvp/schemas.ts";
import { rowsOf, type Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { findOwnedEvent, ownedEventBriefs, ownedEventIdsUpcomingFirst } from "../events/index.ts";
import { settingsFor } from "./settings.ts";
import { guestHasDietaryNeed, guests, rsvpTallies } from "./tables.ts";
import { eventTotals, foldTalliesWhenLong, tallies } from "./tallies.ts";

/** Meals of the people holding a place (confirmed yes), most chosen first. */
async function mealCounts(db: Db, eventId: string): Promise<TRsvpCounts["meals"]> {
  return (await tallies(db, "meal", eventId))
    .filter((row) => row.n > 0)
    .sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((row) => ({ meal: row.key, count: row.n }));
}

/** Dietary needs of everyone coming or maybe coming, for the caterer. */
const DIETARY_LIST_MAX = 1000;

async function dietaryList(db: Db, eventId: string): Promise<TRsvpCounts["dietary"]> {
  // The condition is the partial index's (guests_dietary_idx), so only guests with a need are read.
  const result = await db.execute(sql`
    select ${guests.name} as guest_name, coalesce(nullif(member->>'name', ''), ${guests.name}) as person_name, member->>'dietary' as dietary
    from ${guests}, jsonb_array_elements(${guests.party}) as member
    where ${guests.eventId} = ${eventId} and ${guestHasDietaryNeed(guests)}
      and coalesce(member->>'dietary', '') <> ''
    order by lower(${guests.name}), ${guests.id}
    limit ${DIETARY_LIST_MAX}`);
  return rowsOf<{ guest_name: string; person_name: string; dietary: string }>(result).map((r) => ({
    guestName: r.guest_name,
    personName: r.person_name,
    dietary: r.dietary,
  }));
}

export async function rsvpCounts(ctx: ServiceContext, eventId: string): Promise<TRsvpCounts> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const [settings, t, meals, dietary] = await Promise.all([
    settingsFor(ctx.db, event),
    eventTotals(ctx.db, eventId),
    mealCounts(ctx.db, eventId),
    dietaryList(ctx.db, eventId),
  ]);
  await foldTalliesWhenLong(ctx.db, eventId, t);
  return {
    guests: t.n,
    invited: t.invited,
    opened: t.opened,
    replies: { yes: t.yes, no: t.no, maybe: t.maybe, pending: t.pending },
    people: { yes: t.yesPeople, maybe: t.maybePeople, waitlisted: t.waitlistedPeople },
    capacity: settings.capacity,
    placesLeft: settings.capacity === null ? null : Math.max(0, settings.capacity - t.yesPeople),
    meals,
    dietary,
  };
}

/** The groups the analytics show, most people coming first. */
const GROUPS_MAX = 100;

export async function rsvpAnalytics(ctx: ServiceContext, eventId: string): Promise<TRsvpAnalytics> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const [f, byDay, byGroup, meals] = await Promise.all([
    eventTotals(ctx.db, eventId),
    // Days in the event's own zone: "answers on Monday" means the organiser's Monday. The tallies count
    // first answers per quarter hour in UTC, and every zone's day is made of whole quarter hours.
    ctx.db.execute(sql`
      select to_char(${rsvpTallies.key}::timestamptz at time zone ${event.timeZone}, 'YYYY-MM-DD') as day,
             sum(${rsvpTallies.n})::int as answers
      from ${rsvpTallies}
      where ${rsvpTallies.eventId} = ${eventId} and ${rsvpTallies.dim} = 'answered'
      group by 1 having sum(${rsvpTallies.n}) > 0 order by 1`),
    tallies(ctx.db, "group", eventId),
    mealCounts(ctx.db, eventId),
  ]);
  await foldTalliesWhenLong(ctx.db, eventId, f);
  const answered = f.n - f.pending;
  // The rate is of everyone who could answer: invited guests, and those who answered without an invitation mail.
  const reachable = Math.max(f.invited, answered, 1);
  let cumulative = 0;
  const responsesByDay = rowsOf<{ day: string; answers: number }>(byDay).map((r) => {
    cumulative += Number(r.answers);
    return { day: r.day, answers: Number(r.answers), cumulativeRate: Math.min(1, cumulative / reachable) };
  });
  return {
    funnel: { guests: f.n, invited: f.invited, opened: f.opened, answered, yes: f.yes },
    responsesByDay,
    headcountByGroup: byGroup
      .filter((g) => g.n > 0)
      .sort((a, b) => b.yesPeople - a.yesPeople || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
      .slice(0, GROUPS_MAX)
      .map((g) => ({ group: g.key, yes: g.yesPeople, maybe: g.maybePeople, invited: g.n })),
    meals,
  };
}

/** The owner's events (upcoming first, then recent) with their RSVP numbers. */
const OVERVIEW_MAX = 200;

export async function rsvpOverview(ctx: ServiceContext): Promise<TRsvpOverview> {
  const ids = await ownedEventIdsUpcomingFirst(ctx.db, ctx.actor.userId, OVERVIEW_MAX);
  if (ids.length === 0) return { events: [] };
  const [briefs, counts] = await Promise.all([
    ownedEventBriefs(ctx.db, ctx.actor.userId, ids),
    // The ids are the owner's own events, so their tallies are the owner's guests.
    tallies(ctx.db, "all", ids).then((rows) =>
      rows.map((row) => ({
        eventId: row.eventId,
        guests: row.n,
        yesPeople: row.yesPeople,
        replies: row.n - row.pending,
        pending: row.pending,
      })),
    ),
  ]);
  const byEvent = new Map(counts.map((c) => [c.eventId, c]));
  return {
    events: ids.flatMap((id) => {
      const brief = briefs.get(id);
      if (!brief) return [];
      const c = byEvent.get(id);
      return [
        {
          eventId: id,
          name: brief.name,
          startAt: brief.startAt,
          timeZone: brief.timeZone,
          status: brief.status,
          guests: Number(c?.guests ?? 0),
          yesPeople: Number(c?.yesPeople ?? 0),
          replies: Number(c?.replies ?? 0),
          pending: Number(c?.pending ?? 0),
        },
      ];
    }),
  };
}
