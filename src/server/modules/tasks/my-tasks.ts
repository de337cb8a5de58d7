/**
 * The tasks organisers gave the signed-in person (/my-tasks). Being given a task costs the assignee no plan:
 * the organiser's plan pays for the planning. An assignee sees only their own tasks, and only while they
 * still belong to the event (ADR 019: a verified address on its guest list); they may tick a task done or
 * reopen it, nothing else. Open tasks come first, soonest due first; recently finished ones after.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import { ZMyTaskDone, type TMyTask, type TMyTaskDone, type TaskPriority } from "#shared/tasks/schemas.ts";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { parseInput } from "../../parse-input.ts";
import { users } from "../account/index.ts";
import { events } from "../events/index.ts";
import { eventMemberUserIds } from "../people/index.ts";
import { lockForChange } from "./board.ts";
import { markDone } from "./service.ts";
import { taskDependencies, tasks } from "./tables.ts";

const MY_TASK_NOT_FOUND = "Task not found";
/** Finished tasks are kept in the list for a while, newest first, so a tick by mistake can be undone. */
const DONE_SHOWN = 20;
const OPEN_MAX = 500;

const myTaskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  priority: tasks.priority,
  dueDate: tasks.dueDate,
  completedAt: tasks.completedAt,
  eventId: tasks.eventId,
  ownerId: tasks.ownerId,
  eventName: events.name,
  organiserName: users.name,
};

function baseQuery(db: Db) {
  return db
    .select(myTaskColumns)
    .from(tasks)
    .innerJoin(events, eq(events.id, tasks.eventId))
    .leftJoin(users, eq(users.id, tasks.ownerId));
}

/** The events among `eventIds` the person still belongs to (their own, or a verified guest of). */
async function eventsStillMine(db: Db, userId: string, eventIds: string[]): Promise<Set<string>> {
  const mine = new Set<string>();
  // One event at a time: a person is given tasks at a handful of events, and each check is one indexed read.
  for (const eventId of new Set(eventIds))
    if ((await eventMemberUserIds(db, eventId)).includes(userId)) mine.add(eventId);
  return mine;
}

type MyTaskRow = Awaited<ReturnType<typeof baseQuery>>[number];

async function toMyTasks(db: Db, userId: string, rows: MyTaskRow[]): Promise<TMyTask[]> {
  const waits = rows.length
    ? await db
        .select({ taskId: taskDependencies.taskId, title: tasks.title })
        .from(taskDependencies)
        .innerJoin(tasks, eq(tasks.id, taskDependencies.dependsOnId))
        .where(
          and(
            inArray(
              taskDependencies.taskId,
              rows.map((r) => r.id),
            ),
            isNull(tasks.completedAt),
          ),
        )
        .orderBy(asc(tasks.title))
    : [];
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    priority: row.priority as TaskPriority,
    dueDate: row.dueDate,
    done: row.completedAt !== null,
    completedAt: row.completedAt?.toISOString() ?? null,
    waitingFor: waits.filter((w) => w.taskId === row.id).map((w) => w.title),
    eventId: row.eventId,
    eventName: row.eventName,
    organiserName: row.organiserName ?? "The organiser",
    organiser: row.ownerId === userId,
  }));
}

export async function listMyTasks(ctx: ServiceContext): Promise<TMyTask[]> {
  const me = ctx.actor.userId;
  const open = await baseQuery(ctx.db)
    .where(and(eq(tasks.assigneeId, me), isNull(tasks.completedAt)))
    .orderBy(sql`${tasks.dueDate} asc nulls last`, asc(tasks.createdAt))
    .limit(OPEN_MAX);
  const done = await baseQuery(ctx.db)
    .where(and(eq(tasks.assigneeId, me), isNotNull(tasks.completedAt)))
    .orderBy(desc(tasks.completedAt))
    .limit(DONE_SHOWN);
  const rows = [...open, ...done];
  const stillMine = await eventsStillMine(
    ctx.db,
    me,
    rows.map((r) => r.eventId),
  );
  return toMyTasks(
    ctx.db,
    me,
    rows.filter((r) => stillMine.has(r.eventId)),
  );
}

/** Ticks one of the person's tasks done or reopens it; any other task answers 404, like no task at all. */
export async function setMyTaskDone(ctx: ServiceContext, taskId: string, raw: TMyTaskDone): Promise<TMyTask> {
  const input = parseInput(ZMyTaskDone, raw);
  const me = ctx.actor.userId;
  if (!isUuid(taskId)) throw notFound(MY_TASK_NOT_FOUND);
  const [found] = await ctx.db
    .select({ eventId: tasks.eventId, ownerId: tasks.ownerId })
    .from(tasks)
    .where(and(eq(tasks.id, taskId), eq(tasks.assigneeId, me)))
    .limit(1);
  if (!found || !(await eventsStillMine(ctx.db, me, [found.eventId])).has(found.eventId))
    throw notFound(MY_TASK_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    await lockForChange(tx, found.ownerId, found.eventId);
    // Read again under the lock: the organiser may have moved or reassigned it meanwhile.
    const [task] = await tx
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, taskId), eq(tasks.assigneeId, me)))
      .limit(1);
    if (!task) throw notFound(MY_TASK_NOT_FOUND);
    await markDone(tx, task, input.done, ctx.now ?? new Date());
  });
  const rows = await baseQuery(ctx.db).where(eq(tasks.id, taskId)).limit(1);
  return (await toMyTasks(ctx.db, me, rows))[0]!;
}
