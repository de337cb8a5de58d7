/**
 * A checklist line that is also a task is done when the task is (ADR 027): the board moves tasks without
 * knowing of checklists, so every read of a line takes its done state from the task when there is one,
 * and from the line itself otherwise (the line keeps its own as well, for when the task is deleted).
 */
import { eq, getTableColumns } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../db/client.ts";
import { tasks } from "../tasks/index.ts";
import { checklistItems } from "./tables.ts";

export type LinkedItemRow = typeof checklistItems.$inferSelect & { taskCompletedAt: Date | null };

/** Lines with their task's completion (and any `extra` columns of later joins), ready for a `where`. */
export function itemWithTask<Extra extends Record<string, PgColumn> = Record<never, PgColumn>>(
  db: Db,
  extra: Extra = {} as Extra,
) {
  return db
    .select({ ...getTableColumns(checklistItems), taskCompletedAt: tasks.completedAt, ...extra })
    .from(checklistItems)
    .leftJoin(tasks, eq(tasks.id, checklistItems.taskId));
}

export function linkedDone(row: LinkedItemRow): { done: boolean; doneAt: Date | null } {
  if (row.taskId) return { done: row.taskCompletedAt !== null, doneAt: row.taskCompletedAt };
  return { done: row.done, doneAt: row.doneAt };
}
