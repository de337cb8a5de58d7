/**
 * The events a signed-in person is invited to: every guest-list place their verified address holds, on an
 * event that is not a draft (a draft is private to its organiser), with their answer and their personal
 * link (the guest's hub). The dashboard's "Events I'm attending" lists them.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { invitationPath, type TMyInvitation } from "#shared/rsvp/schemas.ts";
import type { ServiceContext } from "../../context.ts";
import { users } from "../account/index.ts";
import { events } from "../events/index.ts";
import { guests } from "./tables.ts";

export async function myInvitations(ctx: ServiceContext): Promise<TMyInvitation[]> {
  const host = sql<string>`(select ${users.name} from ${users} where ${users.id} = ${events.ownerId})`;
  const rows = await ctx.db
    .select({
      eventId: events.id,
      name: events.name,
      startAt: events.startAt,
      endAt: events.endAt,
      timeZone: events.timeZone,
      eventStatus: events.status,
      hostName: host,
      answer: guests.status,
      token: guests.token,
    })
    .from(guests)
    .innerJoin(events, eq(events.id, guests.eventId))
    .innerJoin(users, and(eq(users.email, guests.email), eq(users.emailVerified, true)))
    .where(and(eq(users.id, ctx.actor.userId), ne(events.status, "draft"), ne(events.ownerId, ctx.actor.userId)))
    .orderBy(asc(events.startAt), asc(events.id));
  return rows.map((row) => ({
    eventId: row.eventId,
    name: row.name,
    startAt: row.startAt.toISOString(),
    endAt: row.endAt.toISOString(),
    timeZone: row.timeZone,
    cancelled: row.eventStatus === "cancelled",
    hostName: row.hostName ?? "",
    answer: row.answer as TMyInvitation["answer"],
    invitationPath: invitationPath(row.token),
  }));
}
