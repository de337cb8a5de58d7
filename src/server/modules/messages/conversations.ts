/**
 * One-to-one conversations between people who share an event. The pair is stored ordered (user_a < user_b)
 * under a unique index, so finding or creating one is an insert that may do nothing followed by a read:
 * however many times both people start it at once, there is one conversation.
 *
 * Message times are taken in the app (millisecond precision) rather than from now(): they round-trip
 * exactly through the ISO strings the client pages with (`before`), and the conversation's
 * `last_message_at` is the newest message's own time, which is what marking read moves up to.
 */
import { randomUUID } from "node:crypto";
import { and, desc, eq, lt, or, sql, type SQL } from "drizzle-orm";
import { fieldError, forbidden, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import {
  CANNOT_MESSAGE,
  INBOX_VIEW_CONVERSATIONS,
  type TConversation,
  type TConversationDetail,
  type TInboxView,
  type TMessage,
  type TMessagePage,
  type TSendMessageInput,
  type TUnread,
} from "#shared/messages/schemas.ts";
import { rowsOf, type Db } from "../../db/client.ts";
import { announcementOf } from "../realtime/index.ts";
import { memberEvents, sharedEventIds } from "../people/index.ts";
import { blockFlags } from "./blocks.ts";
import { inboxTopic, type MessageContext } from "./deps.ts";
import { peopleByIds, personOrGone, refuseSelf, requireSharedEvents } from "./people.ts";
import { conversations, directMessages, userBlocks } from "./tables.ts";

const PREVIEW_CHARS = 140;
/** The conversation list's length; a person with more sees their most recent ones. */
const CONVERSATIONS_MAX = 200;

type ConversationRow = typeof conversations.$inferSelect;

const orderedPair = (x: string, y: string): [string, string] => (x < y ? [x, y] : [y, x]);
const otherOf = (row: ConversationRow, me: string) => (row.userA === me ? row.userB : row.userA);
const conversationNotFound = () => notFound("Conversation not found");

/** The caller's conversation; someone else's, and a malformed id, answer the same 404. */
async function requireConversation(db: Db, me: string, id: string): Promise<ConversationRow> {
  if (!isUuid(id)) throw conversationNotFound();
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.id, id), or(eq(conversations.userA, me), eq(conversations.userB, me))));
  if (!row) throw conversationNotFound();
  return row;
}

/**
 * Columns of the outer `conversations` row, written out in full: inside a select Drizzle leaves column
 * names unqualified, which a sub-select over messages would take for its own.
 */
const c = (column: string) => sql`${conversations}.${sql.identifier(column)}`;

/** The caller's side of a conversation, as SQL: their read time and the other person. */
const myReadAt = (me: string) =>
  sql`case when ${c("user_a")} = ${me} then ${c("a_read_at")} else ${c("b_read_at")} end`;
const otherId = (me: string) =>
  sql<string>`case when ${c("user_a")} = ${me} then ${c("user_b")} else ${c("user_a")} end`;
const unreadCount = (me: string) =>
  sql<number>`(select count(*)::int from ${directMessages} m where m.conversation_id = ${c("id")}
    and m.sender_id <> ${me} and m.created_at > ${myReadAt(me)})`;
const mine = (me: string) => or(eq(conversations.userA, me), eq(conversations.userB, me));
const blockedByMe = (me: string) =>
  sql<boolean>`exists (select 1 from ${userBlocks} b where b.blocker_id = ${me} and b.blocked_id = ${otherId(me)})`;
const blockedMe = (me: string) =>
  sql<boolean>`exists (select 1 from ${userBlocks} b where b.blocker_id = ${otherId(me)} and b.blocked_id = ${me})`;
const hasMessages = sql`exists (select 1 from ${directMessages} m where m.conversation_id = ${c("id")})`;

interface LastMessage {
  id: string;
  body: string;
  senderId: string;
  createdAt: string;
}

/** The caller's conversations (those with a message, unless asked for one by id), newest activity first. */
async function readConversations(db: Db, me: string, where: SQL | undefined, limit: number): Promise<TConversation[]> {
  const rows = await db
    .select({
      id: conversations.id,
      otherId: otherId(me),
      lastMessageAt: conversations.lastMessageAt,
      unread: unreadCount(me),
      last: sql<LastMessage | null>`(select json_build_object('id', m.id, 'body', left(m.body, ${PREVIEW_CHARS}), 'senderId', m.sender_id,
        'createdAt', m.created_at) from ${directMessages} m where m.conversation_id = ${c("id")}
        order by m.created_at desc, m.id desc limit 1)`,
      blockedByMe: blockedByMe(me),
      blockedMe: blockedMe(me),
    })
    .from(conversations)
    .where(and(mine(me), where))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(limit);
  const people = await peopleByIds(
    db,
    rows.map((r) => r.otherId),
  );
  return rows.map((r) => {
    const last = typeof r.last === "string" ? (JSON.parse(r.last) as LastMessage) : r.last;
    return {
      id: r.id,
      other: personOrGone(people, r.otherId),
      lastMessage: last
        ? {
            id: last.id,
            body: last.body,
            mine: last.senderId === me,
            createdAt: new Date(last.createdAt).toISOString(),
          }
        : null,
      lastMessageAt: r.lastMessageAt.toISOString(),
      unread: Number(r.unread),
      blockedByMe: Boolean(r.blockedByMe),
      blockedMe: Boolean(r.blockedMe),
      canMessage: !r.blockedByMe && !r.blockedMe,
    };
  });
}

export async function listConversations(ctx: MessageContext): Promise<TConversation[]> {
  return readConversations(ctx.db, ctx.actor.userId, hasMessages, CONVERSATIONS_MAX);
}

export async function getConversation(ctx: MessageContext, id: string): Promise<TConversationDetail> {
  const me = ctx.actor.userId;
  const row = await requireConversation(ctx.db, me, id);
  const [[conversation], shared, mine] = await Promise.all([
    readConversations(ctx.db, me, eq(conversations.id, row.id), 1),
    sharedEventIds(ctx.db, me, otherOf(row, me), ctx.eventPlan),
    memberEvents(ctx.db, me, ctx.eventPlan),
  ]);
  const sharedEvents = mine.filter((e) => shared.includes(e.id)).map((e) => ({ id: e.id, name: e.name }));
  return { ...conversation!, canMessage: conversation!.canMessage && sharedEvents.length > 0, sharedEvents };
}

/**
 * Opens the conversation with `userId`, creating it when there is none. A stranger (no shared event)
 * answers 404; a new conversation across a block, in either direction, is refused.
 */
export async function startConversation(
  ctx: MessageContext,
  userId: string,
): Promise<{ conversation: TConversation; created: boolean }> {
  const me = ctx.actor.userId;
  refuseSelf(me, userId, "You can't message yourself");
  await requireSharedEvents(ctx.db, me, userId, ctx.eventPlan);
  const [userA, userB] = orderedPair(me, userId);
  const pair = and(eq(conversations.userA, userA), eq(conversations.userB, userB));
  const [existing] = await ctx.db.select({ id: conversations.id }).from(conversations).where(pair);
  let id = existing?.id;
  let created = false;
  if (!id) {
    const flags = await blockFlags(ctx.db, me, userId);
    if (flags.blockedByMe || flags.blockedMe) throw forbidden(CANNOT_MESSAGE);
    const [inserted] = await ctx.db
      .insert(conversations)
      .values({ userA, userB, aReadAt: new Date(0), bReadAt: new Date(0) })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    created = inserted !== undefined;
    // Lost a race with the other side (or a second tab): theirs is the one conversation.
    id = inserted?.id ?? (await ctx.db.select({ id: conversations.id }).from(conversations).where(pair))[0]!.id;
  }
  const [conversation] = await readConversations(ctx.db, me, eq(conversations.id, id), 1);
  return { conversation: conversation!, created };
}

const toMessage = (row: typeof directMessages.$inferSelect, me: string): TMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  mine: row.senderId === me,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/** A page of messages older than `before` (the newest without it), returned oldest first. */
export async function listMessages(
  ctx: MessageContext,
  id: string,
  query: { before?: string | undefined; limit: number },
): Promise<TMessagePage> {
  const me = ctx.actor.userId;
  const conversation = await requireConversation(ctx.db, me, id);
  const rows = await ctx.db
    .select()
    .from(directMessages)
    .where(
      and(
        eq(directMessages.conversationId, conversation.id),
        query.before ? lt(directMessages.createdAt, new Date(query.before)) : undefined,
      ),
    )
    .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
    .limit(query.limit + 1);
  let page = rows.slice(0, query.limit);
  const next = rows[query.limit];
  if (next) {
    // The next page starts before the oldest time shown, so messages sharing that millisecond with the
    // first one left out move to the next page together instead of being skipped.
    const trimmed = page.filter((m) => m.createdAt.getTime() !== next.createdAt.getTime());
    if (trimmed.length > 0) page = trimmed;
  }
  return { items: page.reverse().map((m) => toMessage(m, me)), hasMore: next !== undefined };
}

/**
 * Sends a message. A `clientId` becomes the message's id, so a retry of a send whose answer was lost
 * finds the message already there instead of sending it twice.
 *
 * Few round trips, no explicit transaction: the checks are plain reads (the conversation with both block
 * flags in one, the shared events in another), and the message's insert and the conversation's times are
 * one statement, so they commit together, and that statement announces it to both inboxes (heard after
 * its commit).
 */
export async function sendMessage(
  ctx: MessageContext,
  id: string,
  input: TSendMessageInput,
): Promise<{ message: TMessage; created: boolean }> {
  const me = ctx.actor.userId;
  if (!isUuid(id)) throw conversationNotFound();
  const [found] = await ctx.db
    .select({ conversation: conversations, blockedByMe: blockedByMe(me), blockedMe: blockedMe(me) })
    .from(conversations)
    .where(and(eq(conversations.id, id), mine(me)));
  if (!found) throw conversationNotFound();
  const { conversation } = found;
  const other = otherOf(conversation, me);
  const allowed =
    !found.blockedByMe && !found.blockedMe && (await sharedEventIds(ctx.db, me, other, ctx.eventPlan)).length > 0;
  if (!allowed) {
    // A retry of a message sent before the block (or before the shared event ended) still gets that message.
    const earlier = input.clientId ? await earlierSend(ctx.db, me, conversation.id, input.clientId) : null;
    if (earlier) return { message: earlier, created: false };
    throw forbidden(CANNOT_MESSAGE);
  }
  const now = new Date();
  const at = now.toISOString();
  const messageId = input.clientId ?? randomUUID();
  const mySide =
    conversation.userA === me
      ? sql`a_read_at = greatest(a_read_at, ${at}::timestamptz)`
      : sql`b_read_at = greatest(b_read_at, ${at}::timestamptz)`;
  const result = await ctx.db.execute(sql`
    with sent as (
      insert into ${directMessages} (id, conversation_id, sender_id, body, created_at)
      values (${messageId}, ${conversation.id}, ${me}, ${input.body}, ${at}::timestamptz)
      on conflict (id) do nothing
      returning id
    ), touched as (
      update ${conversations} set last_message_at = greatest(last_message_at, ${at}::timestamptz), ${mySide}
      where id = ${conversation.id} and exists (select 1 from sent)
      returning id
    )
    select (select count(*) from sent)::int as sent,
           (select ${announcementOf(inboxTopic(other))} from sent) as announced_to_other,
           (select ${announcementOf(inboxTopic(me))} from sent) as announced_to_me`);
  if (Number(rowsOf<{ sent: number }>(result)[0]?.sent ?? 0) === 0) {
    // The id was used before: by this very message (a retry), or by another one (refused).
    const earlier = await earlierSend(ctx.db, me, conversation.id, messageId);
    if (earlier) return { message: earlier, created: false };
    throw fieldError("CONFLICT", "clientId", "This message id is already used");
  }
  const message = { id: messageId, conversationId: conversation.id, senderId: me, body: input.body, createdAt: now };
  return { message: toMessage(message, me), created: true };
}

/** The caller's message with this id in this conversation, sent before; null when there is none. */
async function earlierSend(db: Db, me: string, conversationId: string, messageId: string): Promise<TMessage | null> {
  const [sent] = await db.select().from(directMessages).where(eq(directMessages.id, messageId));
  if (!sent) return null;
  if (sent.conversationId !== conversationId || sent.senderId !== me) {
    throw fieldError("CONFLICT", "clientId", "This message id is already used");
  }
  return toMessage(sent, me);
}

/** Marks everything in the conversation read for the caller; answers their unread total after it. */
export async function markRead(ctx: MessageContext, id: string): Promise<TUnread> {
  const me = ctx.actor.userId;
  await ctx.db.transaction(async (tx) => {
    const conversation = await requireConversation(tx, me, id);
    const changed = await tx
      .update(conversations)
      .set(
        conversation.userA === me
          ? { aReadAt: sql`greatest(${conversations.aReadAt}, ${conversations.lastMessageAt})` }
          : { bReadAt: sql`greatest(${conversations.bReadAt}, ${conversations.lastMessageAt})` },
      )
      .where(and(eq(conversations.id, conversation.id), sql`${myReadAt(me)} < ${c("last_message_at")}`))
      .returning({ id: conversations.id });
    // Other tabs and the header badge of the same person follow.
    if (changed.length > 0) await ctx.realtime.publish(tx, inboxTopic(me));
  });
  return unreadTotal(ctx.db, me);
}

export async function unreadTotal(db: Db, me: string): Promise<TUnread> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${unreadCount(me)}), 0)::int` })
    .from(conversations)
    .where(mine(me));
  return { total: Number(row?.total ?? 0) };
}

/** What the inbox stream shows: the unread total and the newest conversations' last message, for refetching. */
export async function inboxView(db: Db, me: string): Promise<TInboxView> {
  const [rows, unread, blocks] = await Promise.all([
    db
      .select({
        id: conversations.id,
        lastMessageAt: conversations.lastMessageAt,
        unread: unreadCount(me),
        lastMessageId: sql<string | null>`(select m.id from ${directMessages} m where m.conversation_id = ${c("id")}
          order by m.created_at desc, m.id desc limit 1)`,
      })
      .from(conversations)
      .where(mine(me))
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(INBOX_VIEW_CONVERSATIONS),
    unreadTotal(db, me),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(userBlocks)
      .where(or(eq(userBlocks.blockerId, me), eq(userBlocks.blockedId, me))),
  ]);
  return {
    unread: unread.total,
    conversations: rows.map((r) => ({
      id: r.id,
      lastMessageId: r.lastMessageId,
      lastMessageAt: r.lastMessageAt.toISOString(),
      unread: Number(r.unread),
    })),
    blocks: Number(blocks[0]?.n ?? 0),
  };
}
