/**
 * Blocks: a blocked person can no longer message the blocker, nor start a conversation with them. The
 * blocker may still read the history. Either side's inbox hears of a change so its flags update.
 */
import { and, desc, eq, or } from "drizzle-orm";
import type { TBlockList, TBlockState } from "#shared/messages/schemas.ts";
import type { Db } from "../../db/client.ts";
import { inboxTopic, type MessageContext } from "./deps.ts";
import { peopleByIds, personNotFound, personOrGone, refuseSelf } from "./people.ts";
import { sharedEventIds } from "../people/index.ts";
import { conversations, userBlocks } from "./tables.ts";

interface BlockFlags {
  blockedByMe: boolean;
  blockedMe: boolean;
}

export async function blockFlags(db: Db, me: string, other: string): Promise<BlockFlags> {
  const rows = await db
    .select({ blockerId: userBlocks.blockerId })
    .from(userBlocks)
    .where(
      or(
        and(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, other)),
        and(eq(userBlocks.blockerId, other), eq(userBlocks.blockedId, me)),
      ),
    );
  return { blockedByMe: rows.some((r) => r.blockerId === me), blockedMe: rows.some((r) => r.blockerId === other) };
}

/**
 * Whom the caller may block or unblock: anyone they share an event with, or have a conversation with
 * (an event can end or a guest be removed, and a block must still be possible then).
 */
async function requireKnownPerson(db: Db, me: string, userId: string): Promise<void> {
  const [a, b] = me < userId ? [me, userId] : [userId, me];
  const [conversation] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.userA, a), eq(conversations.userB, b)))
    .limit(1);
  if (conversation) return;
  if ((await sharedEventIds(db, me, userId, undefined)).length === 0) throw personNotFound();
}

export async function blockUser(ctx: MessageContext, userId: string): Promise<TBlockState> {
  const me = ctx.actor.userId;
  refuseSelf(me, userId, "You can't block yourself");
  return ctx.db.transaction(async (tx) => {
    await requireKnownPerson(tx, me, userId);
    await tx.insert(userBlocks).values({ blockerId: me, blockedId: userId }).onConflictDoNothing();
    await ctx.realtime.publish(tx, inboxTopic(me));
    await ctx.realtime.publish(tx, inboxTopic(userId));
    return { userId, blocked: true };
  });
}

export async function unblockUser(ctx: MessageContext, userId: string): Promise<TBlockState> {
  const me = ctx.actor.userId;
  refuseSelf(me, userId, "You can't block yourself");
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, userId)))
      .returning({ id: userBlocks.blockedId });
    if (removed.length === 0) await requireKnownPerson(tx, me, userId);
    await ctx.realtime.publish(tx, inboxTopic(me));
    await ctx.realtime.publish(tx, inboxTopic(userId));
    return { userId, blocked: false };
  });
}

export async function listBlocks(ctx: MessageContext): Promise<TBlockList> {
  const rows = await ctx.db
    .select({ userId: userBlocks.blockedId, createdAt: userBlocks.createdAt })
    .from(userBlocks)
    .where(eq(userBlocks.blockerId, ctx.actor.userId))
    .orderBy(desc(userBlocks.createdAt));
  const people = await peopleByIds(
    ctx.db,
    rows.map((r) => r.userId),
  );
  return { items: rows.map((r) => ({ ...personOrGone(people, r.userId), blockedAt: r.createdAt.toISOString() })) };
}
