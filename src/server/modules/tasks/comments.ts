/** Comments on a task: who wrote what and when, oldest first, like a conversation. */
import { asc, eq } from "drizzle-orm";
import { ZTaskCommentInput, type TTaskComment, type TTaskCommentInput } from "#shared/tasks/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput as parse } from "../../parse-input.ts";
import { users } from "../account/index.ts";
import { announce } from "../realtime/index.ts";
import { planningTopic } from "./board.ts";
import { findOwnedTask } from "./service.ts";
import { taskComments } from "./tables.ts";

const commentColumns = {
  id: taskComments.id,
  taskId: taskComments.taskId,
  authorId: taskComments.authorId,
  authorName: users.name,
  body: taskComments.body,
  createdAt: taskComments.createdAt,
};

function commentDto(row: { id: string; taskId: string; authorId: string | null; authorName: string | null; body: string; createdAt: Date }): TTaskComment {
  return { ...row, authorName: row.authorName ?? "Former member", createdAt: row.createdAt.toISOString() };
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
  const [comment] = await ctx.db
    .select(commentColumns)
    .from(taskComments)
    .leftJoin(users, eq(users.id, taskComments.authorId))
    .where(eq(taskComments.id, row!.id));
  return commentDto(comment!);
}
