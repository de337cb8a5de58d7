/**
 * The event forum: threads and their replies, written by the people of an event and moderated by its
 * organiser (pin, lock, hide). Hidden threads and replies stay visible to the organiser and to their author,
 * marked, so a moderation decision can be seen and undone; everyone else gets 404 or simply does not see them.
 *
 * A thread's reply count and last activity always describe its visible replies: every change to its replies
 * happens under the thread's row lock and recounts in the same transaction.
 */
import { and, asc, count, desc, eq, isNull, max, or, sql, type SQL } from "drizzle-orm";
import { AppError, forbidden, notFound } from "#shared/errors.ts";
import {
  POSTS_PAGE_SIZE,
  THREADS_PAGE_SIZE,
  type TPageQuery,
  type TPost,
  type TPostInput,
  type TPostPatch,
  type TThread,
  type TThreadInput,
  type TThreadList,
  type TThreadPatch,
  type TThreadSummary,
  type TThreadView,
} from "#shared/forum/schemas.ts";
import { isUuid } from "#shared/ids.ts";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import {
  findMemberEvent,
  requireEventPlan,
  requireMemberEvent,
  type EventPlan,
  type MemberEvent,
} from "../people/index.ts";
import { authorNames } from "./authors.ts";
import { forumPosts, forumThreads } from "./tables.ts";

type ThreadRow = typeof forumThreads.$inferSelect;
type PostRow = typeof forumPosts.$inferSelect;

const threadNotFound = () => notFound("Thread not found");
const postNotFound = () => notFound("Post not found");
const isOrganiser = (event: MemberEvent) => event.role === "organiser";

/** Hidden records are the organiser's and their author's to see. */
function visibleTo(event: MemberEvent, userId: string, hiddenAt: AnyPgColumn, authorId: AnyPgColumn): SQL | undefined {
  return isOrganiser(event) ? undefined : or(isNull(hiddenAt), eq(authorId, userId));
}

function summaryDto(row: ThreadRow, authorName: string, userId: string): TThreadSummary {
  return {
    id: row.id,
    eventId: row.eventId,
    title: row.title,
    author: { id: row.authorId, name: authorName },
    pinned: row.pinned,
    locked: row.locked,
    replyCount: row.replyCount,
    lastPostAt: row.lastPostAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    mine: row.authorId === userId,
    hidden: row.hiddenAt !== null,
  };
}

const threadDto = (row: ThreadRow, authorName: string, userId: string): TThread => ({
  ...summaryDto(row, authorName, userId),
  body: row.body,
});

function postDto(row: PostRow, authorName: string, userId: string): TPost {
  return {
    id: row.id,
    threadId: row.threadId,
    author: { id: row.authorId, name: authorName },
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    mine: row.authorId === userId,
    hidden: row.hiddenAt !== null,
  };
}

async function userName(db: Db, userId: string): Promise<string> {
  return (await authorNames(db, [userId]))(userId);
}

/**
 * The thread with the caller's event, 404 for anyone who may not see it. With `lock`, the thread row is
 * locked for the caller's transaction, serialising every change to its replies.
 */
async function findThread(
  db: Db,
  userId: string,
  threadId: string,
  plan: EventPlan,
  lock = false,
): Promise<{ thread: ThreadRow; event: MemberEvent }> {
  if (!isUuid(threadId)) throw threadNotFound();
  const query = db.select().from(forumThreads).where(eq(forumThreads.id, threadId)).limit(1);
  const [thread] = lock ? await query.for("update") : await query;
  if (!thread) throw threadNotFound();
  const event = await findMemberEvent(db, userId, thread.eventId);
  if (!event || (thread.hiddenAt && !isOrganiser(event) && thread.authorId !== userId)) throw threadNotFound();
  return { thread, event: requireEventPlan(event, plan) };
}

/** Reply count and last activity from the visible replies (the thread row is locked by the caller). */
async function recount(tx: Db, thread: ThreadRow): Promise<void> {
  const [row] = await tx
    .select({ n: count(), last: max(forumPosts.createdAt) })
    .from(forumPosts)
    .where(and(eq(forumPosts.threadId, thread.id), isNull(forumPosts.hiddenAt)));
  await tx
    .update(forumThreads)
    .set({ replyCount: row?.n ?? 0, lastPostAt: row?.last ?? thread.createdAt })
    .where(eq(forumThreads.id, thread.id));
}

export async function listThreads(ctx: ServiceContext, eventId: string, query: TPageQuery): Promise<TThreadList> {
  const userId = ctx.actor.userId;
  const event = await requireMemberEvent(ctx.db, userId, eventId, ctx.eventPlan);
  const where = and(
    eq(forumThreads.eventId, event.id),
    visibleTo(event, userId, forumThreads.hiddenAt, forumThreads.authorId),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(forumThreads)
      .where(where)
      .orderBy(desc(forumThreads.pinned), desc(forumThreads.lastPostAt), desc(forumThreads.id))
      .limit(THREADS_PAGE_SIZE)
      .offset((query.page - 1) * THREADS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(forumThreads).where(where),
  ]);
  const nameOf = await authorNames(
    ctx.db,
    rows.map((r) => r.authorId),
  );
  return {
    items: rows.map((r) => summaryDto(r, nameOf(r.authorId), userId)),
    page: query.page,
    pageSize: THREADS_PAGE_SIZE,
    total: total?.n ?? 0,
    canModerate: isOrganiser(event),
  };
}

export async function createThread(ctx: ServiceContext, eventId: string, input: TThreadInput): Promise<TThread> {
  const userId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const event = await requireMemberEvent(tx, userId, eventId, ctx.eventPlan);
    const [row] = await tx
      .insert(forumThreads)
      .values({ eventId: event.id, authorId: userId, title: input.title, body: input.body })
      .returning();
    return threadDto(row!, await userName(tx, userId), userId);
  });
}

export async function getThread(ctx: ServiceContext, threadId: string, query: TPageQuery): Promise<TThreadView> {
  const userId = ctx.actor.userId;
  const { thread, event } = await findThread(ctx.db, userId, threadId, ctx.eventPlan);
  const where = and(
    eq(forumPosts.threadId, thread.id),
    visibleTo(event, userId, forumPosts.hiddenAt, forumPosts.authorId),
  );
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(forumPosts)
      .where(where)
      .orderBy(asc(forumPosts.createdAt), asc(forumPosts.id))
      .limit(POSTS_PAGE_SIZE)
      .offset((query.page - 1) * POSTS_PAGE_SIZE),
    ctx.db.select({ n: count() }).from(forumPosts).where(where),
  ]);
  const nameOf = await authorNames(ctx.db, [thread.authorId, ...rows.map((r) => r.authorId)]);
  return {
    thread: threadDto(thread, nameOf(thread.authorId), userId),
    posts: {
      items: rows.map((r) => postDto(r, nameOf(r.authorId), userId)),
      page: query.page,
      pageSize: POSTS_PAGE_SIZE,
      total: total?.n ?? 0,
    },
    canModerate: isOrganiser(event),
  };
}

export async function addPost(ctx: ServiceContext, threadId: string, input: TPostInput): Promise<TPost> {
  const userId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const { thread } = await findThread(tx, userId, threadId, ctx.eventPlan, true);
    if (thread.locked) throw new AppError("CONFLICT", "This thread is locked.");
    const [post] = await tx
      .insert(forumPosts)
      .values({ threadId: thread.id, authorId: userId, body: input.body })
      .returning();
    await tx
      .update(forumThreads)
      .set({ replyCount: sql`${forumThreads.replyCount} + 1`, lastPostAt: post!.createdAt })
      .where(eq(forumThreads.id, thread.id));
    return postDto(post!, await userName(tx, userId), userId);
  });
}

/** The author edits the words; only the organiser pins, locks and hides (403: the caller belongs to the event). */
export async function updateThread(ctx: ServiceContext, threadId: string, patch: TThreadPatch): Promise<TThread> {
  const userId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const { thread, event } = await findThread(tx, userId, threadId, ctx.eventPlan, true);
    const moderating = patch.pinned !== undefined || patch.locked !== undefined || patch.hidden !== undefined;
    const editing = patch.title !== undefined || patch.body !== undefined;
    if (moderating && !isOrganiser(event)) throw forbidden("Only the organiser can pin, lock or hide threads.");
    if (editing && thread.authorId !== userId) throw forbidden("Only the author can edit this thread.");
    const hiddenAt =
      patch.hidden === undefined ? thread.hiddenAt : patch.hidden ? (thread.hiddenAt ?? new Date()) : null;
    const [row] = await tx
      .update(forumThreads)
      .set({
        title: patch.title ?? thread.title,
        body: patch.body ?? thread.body,
        pinned: patch.pinned ?? thread.pinned,
        locked: patch.locked ?? thread.locked,
        hiddenAt,
      })
      .where(eq(forumThreads.id, thread.id))
      .returning();
    return threadDto(row!, await userName(tx, row!.authorId), userId);
  });
}

export async function deleteThread(ctx: ServiceContext, threadId: string): Promise<void> {
  const userId = ctx.actor.userId;
  await ctx.db.transaction(async (tx) => {
    const { thread, event } = await findThread(tx, userId, threadId, ctx.eventPlan, true);
    if (thread.authorId !== userId && !isOrganiser(event))
      throw forbidden("Only the author or the organiser can delete this thread.");
    await tx.delete(forumThreads).where(eq(forumThreads.id, thread.id));
  });
}

/** The post with its thread locked (every reply change goes through the thread's lock), 404 when unseen. */
async function findPost(
  tx: Db,
  userId: string,
  postId: string,
  plan: EventPlan,
): Promise<{ post: PostRow; thread: ThreadRow; event: MemberEvent }> {
  if (!isUuid(postId)) throw postNotFound();
  const [located] = await tx
    .select({ threadId: forumPosts.threadId })
    .from(forumPosts)
    .where(eq(forumPosts.id, postId));
  if (!located) throw postNotFound();
  const { thread, event } = await findThread(tx, userId, located.threadId, plan, true).catch((error: unknown) => {
    throw error instanceof AppError && error.code === "NOT_FOUND" ? postNotFound() : error;
  });
  const [post] = await tx.select().from(forumPosts).where(eq(forumPosts.id, postId));
  if (!post || (post.hiddenAt && !isOrganiser(event) && post.authorId !== userId)) throw postNotFound();
  return { post, thread, event };
}

export async function updatePost(ctx: ServiceContext, postId: string, patch: TPostPatch): Promise<TPost> {
  const userId = ctx.actor.userId;
  return ctx.db.transaction(async (tx) => {
    const { post, thread, event } = await findPost(tx, userId, postId, ctx.eventPlan);
    if (patch.hidden !== undefined && !isOrganiser(event)) throw forbidden("Only the organiser can hide replies.");
    if (patch.body !== undefined && post.authorId !== userId) throw forbidden("Only the author can edit this reply.");
    const hiddenAt = patch.hidden === undefined ? post.hiddenAt : patch.hidden ? (post.hiddenAt ?? new Date()) : null;
    const [row] = await tx
      .update(forumPosts)
      .set({ body: patch.body ?? post.body, hiddenAt })
      .where(eq(forumPosts.id, post.id))
      .returning();
    if ((hiddenAt === null) !== (post.hiddenAt === null)) await recount(tx, thread);
    return postDto(row!, await userName(tx, row!.authorId), userId);
  });
}

export async function deletePost(ctx: ServiceContext, postId: string): Promise<void> {
  const userId = ctx.actor.userId;
  await ctx.db.transaction(async (tx) => {
    const { post, thread, event } = await findPost(tx, userId, postId, ctx.eventPlan);
    if (post.authorId !== userId && !isOrganiser(event))
      throw forbidden("Only the author or the organiser can delete this reply.");
    await tx.delete(forumPosts).where(eq(forumPosts.id, post.id));
    await recount(tx, thread);
  });
}
