/** One task with everything its side panel shows. */
import { asc, eq } from "drizzle-orm";
import type { TTaskDetail } from "#shared/tasks/schemas.ts";
import type { ServiceContext } from "../../context.ts";
import { attachmentsOf } from "./attachments.ts";
import { commentsOf } from "./comments.ts";
import { findOwnedTask, readTask, readTasks } from "./service.ts";
import { tasks } from "./tables.ts";

export async function getTaskDetail(ctx: ServiceContext, taskId: string): Promise<TTaskDetail> {
  const row = await findOwnedTask(ctx.db, ctx, taskId);
  const subtaskRows = await ctx.db
    .select()
    .from(tasks)
    .where(eq(tasks.parentId, row.id))
    .orderBy(asc(tasks.position), asc(tasks.createdAt));
  return {
    task: await readTask(ctx.db, row.id),
    subtasks: await readTasks(ctx.db, subtaskRows),
    comments: await commentsOf(ctx.db, row.id),
    attachments: await attachmentsOf(ctx.db, row.id),
  };
}
