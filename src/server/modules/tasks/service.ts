/**
 * Tasks of an event: create, edit, list, move on the progress board. Every call is scoped by the actor
 * through the event's owner, so another owner's task, column or event answers 404 and ids cannot be probed.
 * The planning journey and timeline call createTask, updateTask and listTasks too, sometimes inside their
 * own transaction: `ctx.db` may be one, and the transactions below then become savepoints.
 */
import { and, asc, count, eq, inArray, isNull, or } from "drizzle-orm";
import { fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import {
  TASKS_PER_EVENT_MAX,
  ZTaskCreateInput,
  ZTaskMove,
  ZTaskPatch,
  type TaskColumnKind,
  type TaskPriority,
  type TTask,
  type TTaskAssignee,
  type TTaskBoard,
  type TTaskCreateInput,
  type TTaskMove,
  type TTaskPatch,
} from "#shared/tasks/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput as parse } from "../../parse-input.ts";
import { users } from "../account/index.ts";
import { assertOwnsEvent } from "../events/index.ts";
import { eventMemberUserIds } from "../people/index.ts";
import {
  assertDependenciesDone,
  columnDto,
  columnOfKind,
  columnsOf,
  ensureColumns,
  lockForChange,
  nextPosition,
  placeTask,
  writeOrder,
  type ColumnRow,
  type TaskRow,
} from "./board.ts";
import { taskAttachments, taskColumns, taskComments, taskDependencies, tasks } from "./tables.ts";

interface TaskExtras {
  columns: Map<string, ColumnRow>;
  dependsOn: Map<string, string[]>;
  comments: Map<string, number>;
  attachments: Map<string, number>;
}

function taskDto(row: TaskRow, extras: TaskExtras): TTask {
  return {
    id: row.id,
    eventId: row.eventId,
    columnId: row.columnId,
    columnKind: (extras.columns.get(row.columnId)?.kind ?? "todo") as TaskColumnKind,
    parentId: row.parentId,
    title: row.title,
    description: row.description,
    assigneeId: row.assigneeId,
    priority: row.priority as TaskPriority,
    labels: row.labels,
    startDate: row.startDate ?? null,
    dueDate: row.dueDate ?? null,
    milestone: row.milestone,
    position: row.position,
    done: row.completedAt !== null,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    dependsOn: extras.dependsOn.get(row.id) ?? [],
    commentCount: extras.comments.get(row.id) ?? 0,
    attachmentCount: extras.attachments.get(row.id) ?? 0,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rows to answers, with their columns, dependencies and counts in four queries whatever their number. */
export async function readTasks(db: Db, rows: TaskRow[]): Promise<TTask[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const eventIds = [...new Set(rows.map((r) => r.eventId))];
  // One after the other: `db` may be a transaction, and one connection runs one query at a time.
  const columns = await db.select().from(taskColumns).where(inArray(taskColumns.eventId, eventIds));
  const deps = await db
    .select()
    .from(taskDependencies)
    .where(inArray(taskDependencies.taskId, ids))
    .orderBy(asc(taskDependencies.createdAt));
  const comments = await db
    .select({ id: taskComments.taskId, n: count() })
    .from(taskComments)
    .where(inArray(taskComments.taskId, ids))
    .groupBy(taskComments.taskId);
  const attachments = await db
    .select({ id: taskAttachments.taskId, n: count() })
    .from(taskAttachments)
    .where(inArray(taskAttachments.taskId, ids))
    .groupBy(taskAttachments.taskId);
  const dependsOn = new Map<string, string[]>();
  for (const d of deps) dependsOn.set(d.taskId, [...(dependsOn.get(d.taskId) ?? []), d.dependsOnId]);
  const extras: TaskExtras = {
    columns: new Map(columns.map((c) => [c.id, c])),
    dependsOn,
    comments: new Map(comments.map((c) => [c.id, Number(c.n)])),
    attachments: new Map(attachments.map((c) => [c.id, Number(c.n)])),
  };
  return rows.map((row) => taskDto(row, extras));
}

/** The actor's task (through its event's owner). */
export async function findOwnedTask(db: Db, ctx: ServiceContext, taskId: string): Promise<TaskRow> {
  if (!isUuid(taskId)) throw notFound("Task not found");
  const [row] = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.ownerId, ctx.actor.userId)))
    .limit(1);
  if (!row) throw notFound("Task not found");
  return row;
}

/**
 * Runs `work` in a transaction holding the task's event (lockForChange), with the task read again under that
 * lock: a change that waited for another sees the task as that one left it.
 */
async function withLockedTask<T>(
  ctx: ServiceContext,
  taskId: string,
  work: (tx: Db, task: TaskRow) => Promise<T>,
): Promise<T> {
  const found = await findOwnedTask(ctx.db, ctx, taskId);
  return ctx.db.transaction(async (tx) => {
    await lockForChange(tx, ctx.actor.userId, found.eventId);
    return work(tx, await findOwnedTask(tx, ctx, taskId));
  });
}

export async function readTask(db: Db, taskId: string): Promise<TTask> {
  const rows = await db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  if (!rows[0]) throw notFound("Task not found");
  return (await readTasks(db, rows))[0]!;
}

/**
 * Who a task can be given to: the event's owner and its people (signed-in users whose verified address is
 * on the guest list, as the people directory counts them). Co-admins and volunteers join this list later.
 */
async function eventAssignees(db: Db, eventId: string): Promise<TTaskAssignee[]> {
  const ids = await eventMemberUserIds(db, eventId);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.name));
  return rows;
}

async function assertAssignee(db: Db, eventId: string, assigneeId: string | null | undefined): Promise<void> {
  if (!assigneeId) return;
  const ids = await eventMemberUserIds(db, eventId);
  if (!ids.includes(assigneeId))
    throw fieldError("VALIDATION_ERROR", "assigneeId", "Assignee must be you or one of the event's people.");
}

/** Dependencies must be other tasks of the same event; anything else is named as the bad field. */
async function assertSameEventTasks(db: Db, eventId: string, taskId: string | null, ids: string[]): Promise<void> {
  if (taskId && ids.includes(taskId))
    throw fieldError("VALIDATION_ERROR", "dependsOn", "A task cannot depend on itself.");
  if (ids.length === 0) return;
  const found = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(inArray(tasks.id, ids), eq(tasks.eventId, eventId)));
  if (found.length !== new Set(ids).size)
    throw fieldError("VALIDATION_ERROR", "dependsOn", "Dependencies must be tasks of the same event.");
}

/**
 * Refuses dependencies of `taskId` that would close a loop: a new dependency that already (through any
 * chain) depends on `taskId` would make each wait for the other forever.
 */
async function assertNoCycle(db: Db, eventId: string, taskId: string, dependsOn: string[]): Promise<void> {
  const edges = await db
    .select({ from: taskDependencies.taskId, to: taskDependencies.dependsOnId })
    .from(taskDependencies)
    .innerJoin(tasks, eq(tasks.id, taskDependencies.taskId))
    .where(eq(tasks.eventId, eventId));
  const next = new Map<string, string[]>();
  for (const e of edges) if (e.from !== taskId) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  next.set(taskId, dependsOn);
  for (const start of dependsOn) {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (at === taskId) {
        const [loop] = await db.select({ title: tasks.title }).from(tasks).where(eq(tasks.id, start));
        throw fieldError(
          "VALIDATION_ERROR",
          "dependsOn",
          `That would make a loop: "${loop?.title ?? "that task"}" already waits for this task.`,
        );
      }
      if (seen.has(at)) continue;
      seen.add(at);
      stack.push(...(next.get(at) ?? []));
    }
  }
}

async function writeDependencies(tx: Db, taskId: string, dependsOn: string[]): Promise<void> {
  await tx.delete(taskDependencies).where(eq(taskDependencies.taskId, taskId));
  const unique = [...new Set(dependsOn)];
  if (unique.length > 0)
    await tx.insert(taskDependencies).values(unique.map((dependsOnId) => ({ taskId, dependsOnId })));
}

/** Every task of the event (subtasks too, with `parentId`), in board order. */
export async function listTasks(ctx: ServiceContext, eventId: string): Promise<TTask[]> {
  await assertOwnsEvent(ctx, eventId);
  const rows = await ctx.db
    .select()
    .from(tasks)
    .where(eq(tasks.eventId, eventId))
    .orderBy(asc(tasks.position), asc(tasks.createdAt), asc(tasks.id));
  return readTasks(ctx.db, rows);
}

/** The board: columns (made on first use), tasks and the people tasks can be given to. */
export async function getBoard(ctx: ServiceContext, eventId: string): Promise<TTaskBoard> {
  await assertOwnsEvent(ctx, eventId);
  let columns = await columnsOf(ctx.db, eventId);
  if (columns.length === 0) {
    columns = await ctx.db.transaction(async (tx) => {
      await lockForChange(tx, ctx.actor.userId, eventId);
      return ensureColumns(tx, eventId);
    });
  }
  const list = await listTasks(ctx, eventId);
  return { columns: columns.map(columnDto), tasks: list, assignees: await eventAssignees(ctx.db, eventId) };
}

export async function createTask(ctx: ServiceContext, eventId: string, raw: TTaskCreateInput): Promise<TTask> {
  const input = parse(ZTaskCreateInput, raw);
  const now = ctx.now ?? new Date();
  const id = await ctx.db.transaction(async (tx) => {
    await lockForChange(tx, ctx.actor.userId, eventId);
    const columns = await ensureColumns(tx, eventId);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(tasks).where(eq(tasks.eventId, eventId));
    if (Number(n) >= TASKS_PER_EVENT_MAX)
      throw fieldError("VALIDATION_ERROR", "title", `An event holds at most ${TASKS_PER_EVENT_MAX} tasks`);
    let parent: TaskRow | null = null;
    if (input.parentId) {
      [parent = null] = await tx
        .select()
        .from(tasks)
        .where(and(eq(tasks.id, input.parentId), eq(tasks.eventId, eventId)))
        .limit(1);
      if (!parent) throw fieldError("VALIDATION_ERROR", "parentId", "Parent must be a task of the same event.");
      if (parent.parentId)
        throw fieldError("VALIDATION_ERROR", "parentId", "Subtasks cannot have subtasks of their own.");
    }
    let column = columnOfKind(columns, "todo");
    if (input.columnId && !parent) {
      const chosen = columns.find((c) => c.id === input.columnId);
      if (!chosen) throw fieldError("VALIDATION_ERROR", "columnId", "Column must be one of the event's board columns.");
      column = chosen;
    }
    await assertAssignee(tx, eventId, input.assigneeId);
    await assertSameEventTasks(tx, eventId, null, input.dependsOn);
    if (column.kind === "done") await assertDependenciesDone(tx, "", input.dependsOn);
    const [row] = await tx
      .insert(tasks)
      .values({
        eventId,
        ownerId: ctx.actor.userId,
        columnId: column.id,
        parentId: parent?.id ?? null,
        title: input.title,
        description: input.description,
        assigneeId: input.assigneeId,
        priority: input.priority,
        labels: input.labels,
        startDate: input.startDate,
        dueDate: input.dueDate,
        milestone: input.milestone,
        position: await nextPosition(tx, eventId, column.id, parent?.id ?? null),
        completedAt: column.kind === "done" ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: tasks.id });
    await writeDependencies(tx, row!.id, input.dependsOn);
    return row!.id;
  });
  return readTask(ctx.db, id);
}

export async function updateTask(ctx: ServiceContext, taskId: string, raw: TTaskPatch): Promise<TTask> {
  const input = parse(ZTaskPatch, raw);
  const now = ctx.now ?? new Date();
  await withLockedTask(ctx, taskId, async (tx, task) => {
    const startDate = input.startDate === undefined ? task.startDate : input.startDate;
    const dueDate = input.dueDate === undefined ? task.dueDate : input.dueDate;
    if (startDate && dueDate && startDate > dueDate)
      throw fieldError("VALIDATION_ERROR", "dueDate", "Due date cannot be before the start date");
    if (input.assigneeId !== undefined) await assertAssignee(tx, task.eventId, input.assigneeId);
    if (input.dependsOn) {
      await assertSameEventTasks(tx, task.eventId, task.id, input.dependsOn);
      await assertNoCycle(tx, task.eventId, task.id, input.dependsOn);
      if (task.completedAt)
        await assertDependenciesDone(tx, task.id, input.dependsOn).catch(() => {
          throw fieldError(
            "CONFLICT",
            "dependsOn",
            "A done task cannot wait for a task that is not done; reopen it first.",
          );
        });
      await writeDependencies(tx, task.id, input.dependsOn);
    }
    await tx
      .update(tasks)
      .set({
        title: input.title,
        description: input.description,
        assigneeId: input.assigneeId,
        priority: input.priority,
        labels: input.labels,
        startDate: input.startDate,
        dueDate: input.dueDate,
        milestone: input.milestone,
        updatedAt: now,
      })
      .where(eq(tasks.id, task.id));
    if (input.done !== undefined) await markDone(tx, task, input.done, now);
  });
  return readTask(ctx.db, taskId);
}

/**
 * Ticks a task done (into the Done column, once what it waits for is done) or reopens it (back to To do).
 * Call with the event locked and `task` read under that lock.
 */
export async function markDone(tx: Db, task: TaskRow, done: boolean, now: Date): Promise<void> {
  if (done === (task.completedAt !== null)) return;
  const columns = await ensureColumns(tx, task.eventId);
  if (done) await assertDependenciesDone(tx, task.id);
  const target = columnOfKind(columns, done ? "done" : "todo");
  // A ticked subtask keeps its place under the parent; a board task goes to the end of its new column.
  await placeTask(tx, task, target, task.parentId ? task.position : Number.MAX_SAFE_INTEGER, now);
}

/** Moves a card on the board; see placeTask for how the order is kept. */
export async function moveTask(ctx: ServiceContext, taskId: string, raw: TTaskMove): Promise<TTask> {
  const input = parse(ZTaskMove, raw);
  const now = ctx.now ?? new Date();
  await withLockedTask(ctx, taskId, async (tx, task) => {
    if (task.parentId)
      throw fieldError("VALIDATION_ERROR", "columnId", "Subtasks move with their parent task; tick them done instead.");
    const columns = await ensureColumns(tx, task.eventId);
    const column = columns.find((c) => c.id === input.columnId);
    if (!column) throw fieldError("VALIDATION_ERROR", "columnId", "Column must be one of the event's board columns.");
    if (column.kind === "done" && !task.completedAt) await assertDependenciesDone(tx, task.id);
    await placeTask(tx, task, column, input.index, now);
  });
  return readTask(ctx.db, taskId);
}

/** Deletes a task with its subtasks, comments and attachments; returns the stored files to remove. */
export async function deleteTask(ctx: ServiceContext, taskId: string): Promise<string[]> {
  return withLockedTask(ctx, taskId, async (tx, task) => {
    const family = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(or(eq(tasks.id, task.id), eq(tasks.parentId, task.id)));
    const files = await tx
      .select({ file: taskAttachments.file })
      .from(taskAttachments)
      .where(
        inArray(
          taskAttachments.taskId,
          family.map((f) => f.id),
        ),
      );
    await tx.delete(tasks).where(eq(tasks.id, task.id));
    // Close the gap the card left in its column.
    if (!task.parentId) {
      const rest = await tx
        .select({ id: tasks.id })
        .from(tasks)
        .where(and(eq(tasks.columnId, task.columnId), isNull(tasks.parentId)))
        .orderBy(asc(tasks.position), asc(tasks.createdAt));
      await writeOrder(
        tx,
        rest.map((r) => r.id),
      );
    }
    return files.map((f) => f.file);
  });
}
