/**
 * Comments on a task: who wrote what and when, oldest first, like a conversation. The author may rewrite a
 * comment (marked edited); the author or the event's organiser may delete it.
 */
import { and, asc, eq } from "drizzle-orm";
import { AppError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import { ZTaskCommentInput, type TTaskComment, type TTaskCommentInput } from "#shared/tasks/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput as parse } from "../../parse-input.ts";
import { users } from "../account/index.ts";
import { announce } from "../realtime/index.ts";
import { planningTopic } from "./board.ts";
import { findOwnedTask } from "./service.ts";
import { taskComments, tasks } from "./tables.ts";

const commentColumns = {
  id: taskComments.id,
  taskId: taskComments.taskId,
  authorId: taskComments.authorId,
  authorName: users.name,
  body: taskComments.body,
  createdAt: taskComments.createdAt,
  editedAt: taskComments.editedAt,
};

interface CommentRow {
  id: string;
  taskId: string;
  authorId: string | null;
  authorName: string | null;
  body: string;
  createdAt: Date;
  editedAt: Date | null;
}

function commentDto(row: CommentRow): TTaskComment {
  return {
    ...row,
    authorName: row.authorName ?? "Former member",
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
  };
}

async function readComment(db: Db, commentId: string): Promise<TTaskComment> {
  const [comment] = await db
    .select(commentColumns)
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.id, commentId));
  if (!comment) throw notFound("Comment not found");
  return commentDto(comment);
}

/** A comment on one of the actor's events' tasks, with that event; anyone else's answers 404. */
async function findOwnedComment(
  ctx: ServiceContext,
  commentId: string,
): Promise<{ id: string; authorId: string | null; eventId: string }> {
  if (!isUuid(commentId)) throw notFound("Comment not found");
  const [row] = await ctx.db
    .select({ id: taskComments.id, authorId: taskComments.authorId, eventId: tasks.eventId })
    .from(taskComments)
    .innerJoin(tasks, eq(tasks.id, taskComments.taskId))
    .where(and(eq(taskComments.id, commentId), eq(tasks.ownerId, ctx.actor.userId)))
    .limit(1);
  if (!row) throw notFound("Comment not found");
  return row;
}

export async function commentsOf(db: Db, taskId: string): Promise<TTaskComment[]> {
  const rows = await db
    .select(commentColumns)
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.taskId, taskId))
    .orderBy(asc(taskComments.createdAt), asc(taskComments.id));
  return rows.map(commentDto);
}

export async function addComment(ctx: ServiceContext, taskId: string, raw: TTaskCommentInput): Promise<TTaskComment> {
  const input = parse(ZTaskCommentInput, raw);
  const task = await findOwnedTask(ctx.db, ctx, taskId);
  const [row] = await ctx.db
    .insert(taskComments)
    .values({ taskId: task.id, authorId: ctx.actor.userId, body: input.body, createdAt: ctx.now ?? new Date() })
    .returning({ id: taskComments.id });
  // The card's comment count moves for everyone looking at the board.
  await announce(ctx.db, planningTopic(task.eventId));
  return readComment(ctx.db, row!.id);
}

export async function editComment(
  ctx: ServiceContext,
  commentId: string,
  raw: TTaskCommentInput,
): Promise<TTaskComment> {
  const input = parse(ZTaskCommentInput, raw);
  const comment = await findOwnedComment(ctx, commentId);
  if (comment.authorId !== ctx.actor.userId) throw new AppError("FORBIDDEN", "Only the comment's author can edit it.");
  await ctx.db
    .update(taskComments)
    .set({ body: input.body, editedAt: ctx.now ?? new Date() })
    .where(eq(taskComments.id, comment.id));
  await announce(ctx.db, planningTopic(comment.eventId));
  return readComment(ctx.db, comment.id);
}

/** The organiser may remove any comment on their event's tasks, as the one who keeps its tasks tidy. */
export async function deleteComment(ctx: ServiceContext, commentId: string): Promise<void> {
  const comment = await findOwnedComment(ctx, commentId);
  await ctx.db.delete(taskComments).where(eq(taskComments.id, comment.id));
  await announce(ctx.db, planningTopic(comment.eventId));
}
