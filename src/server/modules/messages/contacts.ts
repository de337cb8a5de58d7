/**
 * Whom the caller can message: the signed-in people of their events whose host's plan includes private
 * messages (each event's organiser and the attendees whose verified address is on its guest list), less
 * anyone blocked either way.
 */
import { eq, or } from "drizzle-orm";
import { CONTACTS_MAX, type TContact } from "#shared/messages/schemas.ts";
import { containsPattern } from "../../db/like.ts";
import { eventMemberUserIds, memberEvents } from "../people/index.ts";
import type { MessageContext } from "./deps.ts";
import { userBlocks } from "./tables.ts";

export async function listContacts(ctx: MessageContext, q: string | undefined): Promise<TContact[]> {
  const me = ctx.actor.userId;
  const events = await memberEvents(ctx.db, me, ctx.eventPlan);
  const eventsOf = new Map<string, string[]>();
  for (const event of events) {
    for (const userId of await eventMemberUserIds(ctx.db, event.id)) {
      if (userId === me) continue;
      eventsOf.set(userId, [...(eventsOf.get(userId) ?? []), event.name]);
    }
  }
  const blocks = await ctx.db
    .select({ blockerId: userBlocks.blockerId, blockedId: userBlocks.blockedId })
    .from(userBlocks)
    .where(or(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, me)));
  for (const block of blocks) eventsOf.delete(block.blockerId === me ? block.blockedId : block.blockerId);
  if (eventsOf.size === 0) return [];
  const pattern = q ? containsPattern(q) : null;
  const people = await ctx.db.query.users.findMany({
    columns: { id: true, name: true, image: true },
    where: (users, { and, ilike, inArray }) =>
      and(inArray(users.id, [...eventsOf.keys()]), pattern ? ilike(users.name, pattern) : undefined),
    orderBy: (users, { asc }) => [asc(users.name), asc(users.id)],
    limit: CONTACTS_MAX,
  });
  return people.map((person) => ({ ...person, events: eventsOf.get(person.id) ?? [] }));
}
