/**
 * Live counts, the basic analytics and the organiser's overview. Each is a few aggregate queries over the
 * guest rows (indexed by event), so they stay fast with tens of thousands of guests.
 */
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { TRsvpAnalytics, TRsvpCounts, TRsvpOverview } from "#shared/rsvp/schemas.ts";
import { rowsOf, type Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { findOwnedEvent, ownedEventBriefs, ownedEventIdsUpcomingFirst } from "../events/index.ts";
import { settingsFor } from "./settings.ts";
import { guests } from "./tables.ts";

/** Meals of the people holding a place (confirmed yes), most chosen first. */
async function mealCounts(db: Db, eventId: string): Promise<TRsvpCounts["meals"]> {
  const result = await db.execute(sql`
    select member->>'meal' as meal, count(*)::int as count
    from ${guests}, jsonb_array_elements(${guests.party}) as member
    where ${guests.eventId} = ${eventId} and ${guests.status} = 'yes' and not ${guests.waitlisted}
      and coalesce(member->>'meal', '') <> ''
    group by 1 order by 2 desc, 1`);
  return rowsOf<{ meal: string; count: number }>(result).map((r) => ({ meal: r.meal, count: Number(r.count) }));
}

/** Dietary needs of everyone coming or maybe coming, for the caterer. */
const DIETARY_LIST_MAX = 1000;

async function dietaryList(db: Db, eventId: string): Promise<TRsvpCounts["dietary"]> {
  const result = await db.execute(sql`
    select ${guests.name} as guest_name, coalesce(nullif(member->>'name', ''), ${guests.name}) as person_name, member->>'dietary' as dietary
    from ${guests}, jsonb_array_elements(${guests.party}) as member
    where ${guests.eventId} = ${eventId} and ${guests.status} in ('yes', 'maybe')
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
  const settings = await settingsFor(ctx.db, event);
  const confirmed = sql`${guests.status} = 'yes' and not ${guests.waitlisted}`;
  const [[totals], meals, dietary] = await Promise.all([
    ctx.db
      .select({
        guests: count(),
        invited: sql<number>`count(*) filter (where ${guests.invitedAt} is not null)::int`,
        opened: sql<number>`count(*) filter (where ${guests.openedAt} is not null)::int`,
        yes: sql<number>`count(*) filter (where ${confirmed})::int`,
        no: sql<number>`count(*) filter (where ${guests.status} = 'no')::int`,
        maybe: sql<number>`count(*) filter (where ${guests.status} = 'maybe')::int`,
        pending: sql<number>`count(*) filter (where ${guests.status} = 'pending')::int`,
        yesPeople: sql<number>`coalesce(sum(${guests.headcount}) filter (where ${confirmed}), 0)::int`,
        maybePeople: sql<number>`coalesce(sum(${guests.headcount}) filter (where ${guests.status} = 'maybe'), 0)::int`,
        waitlistedPeople: sql<number>`coalesce(sum(${guests.headcount}) filter (where ${guests.waitlisted}), 0)::int`,
      })
      .from(guests)
      .where(eq(guests.eventId, eventId)),
    mealCounts(ctx.db, eventId),
    dietaryList(ctx.db, eventId),
  ]);
  const t = totals!;
  const yesPeople = Number(t.yesPeople);
  return {
    guests: Number(t.guests),
    invited: Number(t.invited),
    opened: Number(t.opened),
    replies: { yes: Number(t.yes), no: Number(t.no), maybe: Number(t.maybe), pending: Number(t.pending) },
    people: { yes: yesPeople, maybe: Number(t.maybePeople), waitlisted: Number(t.waitlistedPeople) },
    capacity: settings.capacity,
    placesLeft: settings.capacity === null ? null : Math.max(0, settings.capacity - yesPeople),
    meals,
    dietary,
  };
}

export async function rsvpAnalytics(ctx: ServiceContext, eventId: string): Promise<TRsvpAnalytics> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const confirmed = sql`${guests.status} = 'yes' and not ${guests.waitlisted}`;
  const [[funnel], byDay, byGroup, meals] = await Promise.all([
    ctx.db
      .select({
        guests: count(),
        invited: sql<number>`count(*) filter (where ${guests.invitedAt} is not null)::int`,
        opened: sql<number>`count(*) filter (where ${guests.openedAt} is not null)::int`,
        answered: sql<number>`count(*) filter (where ${guests.status} <> 'pending')::int`,
        yes: sql<number>`count(*) filter (where ${confirmed})::int`,
      })
      .from(guests)
      .where(eq(guests.eventId, eventId)),
    // Days in the event's own zone: "answers on Monday" means the organiser's Monday.
    ctx.db.execute(sql`
      select to_char(${guests.firstRespondedAt} at time zone ${event.timeZone}, 'YYYY-MM-DD') as day, count(*)::int as answers
      from ${guests}
      where ${guests.eventId} = ${eventId} and ${guests.firstRespondedAt} is not null
      group by 1 order by 1`),
    ctx.db
      .select({
        group: guests.groupName,
        yes: sql<number>`coalesce(sum(${guests.headcount}) filter (where ${confirmed}), 0)::int`,
        maybe: sql<number>`coalesce(sum(${guests.headcount}) filter (where ${guests.status} = 'maybe'), 0)::int`,
        invited: count(),
      })
      .from(guests)
      .where(eq(guests.eventId, eventId))
      .groupBy(guests.groupName)
      .orderBy(desc(sql`coalesce(sum(${guests.headcount}) filter (where ${confirmed}), 0)`), guests.groupName)
      .limit(100),
    mealCounts(ctx.db, eventId),
  ]);
  const f = funnel!;
  // The rate is of everyone who could answer: invited guests, and those who answered without an invitation mail.
  const reachable = Math.max(Number(f.invited), Number(f.answered), 1);
  let cumulative = 0;
  const responsesByDay = rowsOf<{ day: string; answers: number }>(byDay).map((r) => {
    cumulative += Number(r.answers);
    return { day: r.day, answers: Number(r.answers), cumulativeRate: Math.min(1, cumulative / reachable) };
  });
  return {
    funnel: {
      guests: Number(f.guests),
      invited: Number(f.invited),
      opened: Number(f.opened),
      answered: Number(f.answered),
      yes: Number(f.yes),
    },
    responsesByDay,
    headcountByGroup: byGroup.map((g) => ({
      group: g.group,
      yes: Number(g.yes),
      maybe: Number(g.maybe),
      invited: Number(g.invited),
    })),
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
    ctx.db
      .select({
        eventId: guests.eventId,
        guests: count(),
        yesPeople: sql<number>`coalesce(sum(${guests.headcount}) filter (where ${guests.status} = 'yes' and not ${guests.waitlisted}), 0)::int`,
        replies: sql<number>`count(*) filter (where ${guests.status} <> 'pending')::int`,
        pending: sql<number>`count(*) filter (where ${guests.status} = 'pending')::int`,
      })
      .from(guests)
      .where(and(eq(guests.ownerId, ctx.actor.userId), inArray(guests.eventId, ids)))
      .groupBy(guests.eventId),
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
