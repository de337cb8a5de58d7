/**
 * The interactive timeline (pro): one event's tasks (bars from start to due, milestones as points, with
 * their dependencies), the journey's milestones and the event's activities, all as days in the event's
 * zone. Moving a bar is an ordinary task update, so the board's rules (dates in order, ownership) apply.
 */
import { and, eq } from "drizzle-orm";
import { notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { TTask } from "#shared/tasks/schemas.ts";
import { ZTimelineMove, type TTimeline, type TTimelineMove, type TTimelineTask } from "#shared/planning/schemas.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { eventSchedule, findOwnedEvent } from "../events/index.ts";
import { listTasks, tasks, updateTask } from "../tasks/index.ts";
import { dayIn, journeyOf } from "./journey.ts";

const TASK_NOT_FOUND = "Task not found";

function timelineTask(task: TTask): TTimelineTask {
  return {
    id: task.id,
    parentId: task.parentId,
    title: task.title,
    priority: task.priority,
    startDate: task.startDate,
    dueDate: task.dueDate,
    milestone: task.milestone,
    done: task.done,
    dependsOn: task.dependsOn,
  };
}

export async function getTimeline(ctx: ServiceContext, eventId: string): Promise<TTimeline> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const now = ctx.now ?? new Date();
  const [taskList, { journey }, activities] = await Promise.all([
    listTasks(ctx, event.id),
    journeyOf(ctx.db, event, now),
    eventSchedule(ctx.db, event.id),
  ]);
  return {
    event: {
      id: event.id,
      name: event.name,
      timeZone: event.timeZone,
      startAt: event.startAt.toISOString(),
      endAt: event.endAt.toISOString(),
      startDay: dayIn(event.startAt, event.timeZone),
      endDay: dayIn(event.endAt, event.timeZone),
    },
    today: journey.today,
    tasks: taskList.map(timelineTask),
    milestones: journey.steps.map((s) => ({
      key: s.key,
      title: s.title,
      targetDate: s.targetDate,
      done: s.done,
      taskId: s.taskId,
    })),
    activities: activities.map((a) => ({
      id: a.id,
      name: a.name,
      startAt: a.startAt,
      endAt: a.endAt,
      day: dayIn(new Date(a.startAt), event.timeZone),
    })),
  };
}

/** A bar dragged (or moved by keyboard) to new days; a task of another event answers 404 like no task. */
export async function moveTimelineTask(
  ctx: ServiceContext,
  eventId: string,
  taskId: string,
  raw: TTimelineMove,
): Promise<TTimelineTask> {
  const input = parseInput(ZTimelineMove, raw);
  return ctx.db.transaction(async (tx) => {
    const event = await findOwnedEvent(tx, ctx.actor.userId, eventId);
    if (!isUuid(taskId)) throw notFound(TASK_NOT_FOUND);
    const [row] = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.id, taskId), eq(tasks.eventId, event.id)))
      .limit(1);
    if (!row) throw notFound(TASK_NOT_FOUND);
    return timelineTask(
      await updateTask({ ...ctx, db: tx }, row.id, { startDate: input.startDate, dueDate: input.dueDate }),
    );
  });
}
