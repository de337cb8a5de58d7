/**
 * The progress board's columns and the order of tasks in them. Every write of the board first locks the
 * owner's event row (lockForChange): two first visits then make the four built-in columns once, and two
 * people moving cards at the same moment are served one after the other, each rewriting positions to a
 * clean 0..n-1. The lock also tells the board's other viewers to read it again.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import {
  BUILT_IN_COLUMNS,
  TASK_COLUMNS_PER_EVENT_MAX,
  type TTaskColumn,
  type TaskColumnKind,
} from "#shared/tasks/schemas.ts";
import type { Db } from "../../db/client.ts";
import { lockOwnedEvent } from "../events/index.ts";
import { announce } from "../realtime/index.ts";
import { taskColumns, taskDependencies, tasks } from "./tables.ts";

export type ColumnRow = typeof taskColumns.$inferSelect;
export type TaskRow = typeof tasks.$inferSelect;

export function columnDto(row: ColumnRow): TTaskColumn {
  return { id: row.id, eventId: row.eventId, name: row.name, kind: row.kind as TaskColumnKind, position: row.position };
}

/** The realtime topic of an event's planning (board, tasks, journey, timeline), announced by each change. */
export function planningTopic(eventId: string): string {
  return `planning:${eventId}`;
}

/**
 * Holds the owner's event row until the transaction ends (another owner's event answers 404) and announces
 * the change to the planning's live viewers, who hear of it only once it commits.
 */
export async function lockForChange(tx: Db, ownerId: string, eventId: string): Promise<void> {
  if (!(await lockOwnedEvent(tx, ownerId, eventId))) throw notFound("Event not found");
  await announce(tx, planningTopic(eventId));
}

export async function columnsOf(db: Db, eventId: string): Promise<ColumnRow[]> {
  return db
    .select()
    .from(taskColumns)
    .where(eq(taskColumns.eventId, eventId))
    .orderBy(asc(taskColumns.position), asc(taskColumns.createdAt));
}

/** The event's columns, making the four built-in ones first when there are none. Call with the event locked. */
export async function ensureColumns(tx: Db, eventId: string): Promise<ColumnRow[]> {
  const existing = await columnsOf(tx, eventId);
  if (existing.length > 0) return existing;
  await tx
    .insert(taskColumns)
    .values(BUILT_IN_COLUMNS.map((c, position) => ({ eventId, name: c.name, kind: c.kind, position })));
  return columnsOf(tx, eventId);
}

export function columnOfKind(columns: ColumnRow[], kind: TaskColumnKind): ColumnRow {
  const column = columns.find((c) => c.kind === kind);
  // The built-in columns cannot be deleted, so this only fails on a broken board.
  if (!column) throw new AppError("INTERNAL", `The board has no ${kind} column`);
  return column;
}

/** Titles of the tasks `taskId` depends on that are not done yet. */
async function undoneDependencies(db: Db, taskIds: string[]): Promise<string[]> {
  if (taskIds.length === 0) return [];
  const rows = await db
    .select({ title: tasks.title })
    .from(tasks)
    .where(and(inArray(tasks.id, taskIds), isNull(tasks.completedAt)))
    .orderBy(asc(tasks.title));
  return rows.map((r) => r.title);
}

async function dependencyIds(db: Db, taskId: string): Promise<string[]> {
  const rows = await db
    .select({ id: taskDependencies.dependsOnId })
    .from(taskDependencies)
    .where(eq(taskDependencies.taskId, taskId));
  return rows.map((r) => r.id);
}

/** Refuses to make a task done while something it depends on is not: the reason names what is missing. */
export async function assertDependenciesDone(db: Db, taskId: string, dependsOn?: string[]): Promise<void> {
  const waiting = await undoneDependencies(db, dependsOn ?? (await dependencyIds(db, taskId)));
  if (waiting.length > 0) {
    const list = waiting.map((t) => `"${t}"`).join(", ");
    throw fieldError(
      "CONFLICT",
      "columnId",
      `This task depends on ${list}, which ${waiting.length === 1 ? "is" : "are"} not done yet.`,
    );
  }
}

/** The tasks sharing a place in the order: the top-level tasks of a column, or the subtasks of one parent. */
function siblingsWhere(eventId: string, columnId: string, parentId: string | null) {
  return parentId
    ? and(eq(tasks.eventId, eventId), eq(tasks.parentId, parentId))
    : and(eq(tasks.eventId, eventId), eq(tasks.columnId, columnId), isNull(tasks.parentId));
}

async function siblingIds(
  tx: Db,
  eventId: string,
  columnId: string,
  parentId: string | null,
  except: string,
): Promise<string[]> {
  const rows = await tx
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(siblingsWhere(eventId, columnId, parentId), ne(tasks.id, except)))
    .orderBy(asc(tasks.position), asc(tasks.createdAt), asc(tasks.id));
  return rows.map((r) => r.id);
}

/** Writes 0..n-1 in the given order, in one statement. */
export async function writeOrder(tx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const values = sql.join(
    ids.map((id, position) => sql`(${id}::uuid, ${position}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${tasks} set position = v.position from (values ${values}) as v(id, position) where ${tasks.id} = v.id`,
  );
}

/**
 * Puts a task at `index` of `column` (the end when past it) and closes the gap it left. Entering a done
 * column stamps completedAt; leaving one clears it. Call with the event locked; checks are the caller's.
 */
export async function placeTask(tx: Db, task: TaskRow, column: ColumnRow, index: number, now: Date): Promise<void> {
  const wasDone = task.completedAt !== null;
  const isDone = column.kind === "done";
  const target = await siblingIds(tx, task.eventId, column.id, task.parentId, task.id);
  target.splice(Math.min(index, target.length), 0, task.id);
  await tx
    .update(tasks)
    .set({
      columnId: column.id,
      completedAt: isDone ? (wasDone ? task.completedAt : now) : null,
      updatedAt: now,
    })
    .where(eq(tasks.id, task.id));
  await writeOrder(tx, target);
  // Subtasks keep one order under their parent whatever their column; a top-level move leaves a gap behind.
  if (!task.parentId && task.columnId !== column.id)
    await writeOrder(tx, await siblingIds(tx, task.eventId, task.columnId, null, task.id));
}

/** The next free position among a new task's siblings. */
export async function nextPosition(
  tx: Db,
  eventId: string,
  columnId: string,
  parentId: string | null,
): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(max(${tasks.position}) + 1, 0)::int` })
    .from(tasks)
    .where(siblingsWhere(eventId, columnId, parentId));
  return Number(row?.n ?? 0);
}

export async function createColumn(tx: Db, eventId: string, name: string): Promise<ColumnRow> {
  const columns = await ensureColumns(tx, eventId);
  if (columns.length >= TASK_COLUMNS_PER_EVENT_MAX)
    throw fieldError("VALIDATION_ERROR", "name", `A board holds at most ${TASK_COLUMNS_PER_EVENT_MAX} columns`);
  // Custom columns go before Done, so finished work stays the last column.
  const done = columnOfKind(columns, "done");
  await tx
    .update(taskColumns)
    .set({ position: sql`${taskColumns.position} + 1` })
    .where(and(eq(taskColumns.eventId, eventId), eq(taskColumns.id, done.id)));
  const [row] = await tx
    .insert(taskColumns)
    .values({ eventId, name, kind: "custom", position: done.position })
    .returning();
  return row!;
}

/** A custom column's tasks go back to "To do" (at its end) when the column is deleted. */
export async function deleteColumn(tx: Db, column: ColumnRow): Promise<void> {
  if (column.kind !== "custom")
    throw fieldError("VALIDATION_ERROR", "columnId", "Built-in columns cannot be deleted; only your own columns can.");
  const columns = await ensureColumns(tx, column.eventId);
  const todo = columnOfKind(columns, "todo");
  const cardsOf = async (columnId: string) =>
    (
      await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.columnId, columnId), isNull(tasks.parentId)))
        .orderBy(asc(tasks.position), asc(tasks.createdAt), asc(tasks.id))
    ).map((r) => r.id);
  const order = [...(await cardsOf(todo.id)), ...(await cardsOf(column.id))];
  await tx.update(tasks).set({ columnId: todo.id, completedAt: null }).where(eq(tasks.columnId, column.id));
  await writeOrder(tx, order);
  await tx.delete(taskColumns).where(eq(taskColumns.id, column.id));
  const rest = columns.filter((c) => c.id !== column.id);
  for (const [position, c] of rest.entries())
    if (c.position !== position) await tx.update(taskColumns).set({ position }).where(eq(taskColumns.id, c.id));
}
