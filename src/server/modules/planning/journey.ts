/**
 * The planning journey (pro): the milestone plan of the event's type, dated from the event's first day in
 * its own zone, with what the organiser has done of it. Progress lives in journey_steps (one row per step
 * acted on); a step is done when ticked off here or when the task made from it is done on the board.
 */
import { and, eq, inArray } from "drizzle-orm";
import { daysBeforeDay, eventStartDay } from "#shared/checklists/starters.ts";
import { notFound } from "#shared/errors.ts";
import { journeyForEventType, type JourneyStep } from "#shared/planning/journeys.ts";
import {
  JOURNEY_DUE_SOON_DAYS,
  ZJourneyStepInput,
  type TJourney,
  type TJourneyStep,
  type TJourneyStepInput,
  type TJourneyStepStatus,
  type TJourneyTaskResult,
} from "#shared/planning/schemas.ts";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { parseInput } from "../../parse-input.ts";
import { linkStepItemsToTask, setStepItemsDone, stepItemsOf, type StepItem } from "../checklists/index.ts";
import { findOwnedEvent, type EventRow } from "../events/index.ts";
import { announce } from "../realtime/index.ts";
import { createTask, planningTopic, tasks, updateTask } from "../tasks/index.ts";
import { journeySteps } from "./tables.ts";

type StepRow = typeof journeySteps.$inferSelect;

const STEP_NOT_FOUND = "Step not found";

/** The calendar day an instant falls on in a zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return eventStartDay(instant.toISOString(), timeZone);
}

function dayNumber(day: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) / 86_400_000;
}

export function stepStatus(targetDate: string, done: boolean, today: string, plannedFrom: string): TJourneyStepStatus {
  if (done) return "done";
  const days = dayNumber(targetDate) - dayNumber(today);
  if (days < 0) return targetDate < plannedFrom ? "late_start" : "overdue";
  return days <= JOURNEY_DUE_SOON_DAYS ? "due_soon" : "upcoming";
}

/** Done state of the tasks made from steps, as the board keeps it (a completion time). */
async function tasksDone(db: Db, eventId: string, taskIds: string[]): Promise<Map<string, boolean>> {
  if (taskIds.length === 0) return new Map();
  const rows = await db
    .select({ id: tasks.id, completedAt: tasks.completedAt })
    .from(tasks)
    .where(and(eq(tasks.eventId, eventId), inArray(tasks.id, taskIds)));
  return new Map(rows.map((r) => [r.id, r.completedAt !== null]));
}

interface DatedJourney {
  journey: TJourney;
  byKey: Map<string, TJourneyStep>;
}

/** The event's journey with its progress, read with `db` (which may be the caller's transaction). */
export async function journeyOf(db: Db, event: EventRow, now: Date): Promise<DatedJourney> {
  const plan = journeyForEventType(event.eventTypeId);
  const startDay = eventStartDay(event.startAt.toISOString(), event.timeZone);
  const today = dayIn(now, event.timeZone);
  const plannedFrom = dayIn(event.createdAt, event.timeZone);
  const [rows, items] = await Promise.all([
    db.select().from(journeySteps).where(eq(journeySteps.eventId, event.id)),
    stepItemsOf(db, event.id),
  ]);
  const progress = new Map<string, StepRow>(rows.map((r) => [r.stepKey, r]));
  const itemOf = new Map<string, StepItem>();
  for (const item of items) if (!itemOf.has(item.stepKey)) itemOf.set(item.stepKey, item);
  const taskState = await tasksDone(db, event.id, [
    ...rows.flatMap((r) => (r.taskId ? [r.taskId] : [])),
    ...items.flatMap((i) => (i.taskId ? [i.taskId] : [])),
  ]);

  const steps = plan.steps
    .map((step): TJourneyStep => {
      const row = progress.get(step.key);
      const item = itemOf.get(step.key);
      // A line made a task before the step was (a template's) lends the step its task.
      const taskId = row?.taskId ?? item?.taskId ?? null;
      const taskDone = taskId ? (taskState.get(taskId) ?? false) : false;
      const done = Boolean(row?.doneAt) || taskDone || Boolean(item?.done);
      const targetDate = daysBeforeDay(startDay, step.daysBefore);
      return {
        key: step.key,
        title: step.title,
        description: step.description,
        daysBefore: step.daysBefore,
        priority: step.priority,
        targetDate,
        status: stepStatus(targetDate, done, today, plannedFrom),
        done,
        doneAt: row?.doneAt ? row.doneAt.toISOString() : null,
        taskId,
        taskDone,
        checklistItem: item
          ? { id: item.id, checklistId: item.checklistId, checklistTitle: item.checklistTitle }
          : null,
      };
    })
    // In time order; the data is written that way, but an edit to it must not reorder the page.
    .sort((a, b) => b.daysBefore - a.daysBefore);

  const journey: TJourney = {
    eventId: event.id,
    eventName: event.name,
    eventTypeId: event.eventTypeId,
    title: plan.title,
    timeZone: event.timeZone,
    eventStartDay: startDay,
    today,
    steps,
    progress: { done: steps.filter((s) => s.done).length, total: steps.length },
  };
  return { journey, byKey: new Map(steps.map((s) => [s.key, s])) };
}

function planStep(event: EventRow, stepKey: string): JourneyStep {
  const step = journeyForEventType(event.eventTypeId).steps.find((s) => s.key === stepKey);
  if (!step) throw notFound(STEP_NOT_FOUND);
  return step;
}

export async function getJourney(ctx: ServiceContext, eventId: string): Promise<TJourney> {
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  return (await journeyOf(ctx.db, event, ctx.now ?? new Date())).journey;
}

/** The step's row, made if missing and held until the transaction ends: one writer per step at a time. */
async function lockStepRow(tx: Db, eventId: string, stepKey: string): Promise<StepRow> {
  await tx.insert(journeySteps).values({ eventId, stepKey }).onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(journeySteps)
    .where(and(eq(journeySteps.eventId, eventId), eq(journeySteps.stepKey, stepKey)))
    .for("update");
  return row!;
}

/**
 * "Turn into task": a task with the step's title, description, priority and target date, labelled
 * "journey". Idempotent: the step's row is locked first, so a double click or two tabs make one task; if
 * that task was deleted since, a new one is made.
 */
export async function turnStepIntoTask(
  ctx: ServiceContext,
  eventId: string,
  stepKey: string,
): Promise<TJourneyTaskResult> {
  const now = ctx.now ?? new Date();
  const outcome = await ctx.db.transaction(async (tx) => {
    const event = await findOwnedEvent(tx, ctx.actor.userId, eventId);
    const step = planStep(event, stepKey);
    const row = await lockStepRow(tx, event.id, step.key);
    if (row.taskId) return { event, taskId: row.taskId, created: false };
    const items = await stepItemsOf(tx, event.id, step.key);
    const linked = items.find((item) => item.taskId)?.taskId;
    if (linked) {
      await tx
        .update(journeySteps)
        .set({ taskId: linked, updatedAt: now })
        .where(and(eq(journeySteps.eventId, event.id), eq(journeySteps.stepKey, step.key)));
      return { event, taskId: linked, created: false };
    }
    const startDay = eventStartDay(event.startAt.toISOString(), event.timeZone);
    const task = await createTask({ ...ctx, db: tx }, event.id, {
      title: step.title,
      description: step.description,
      dueDate: daysBeforeDay(startDay, step.daysBefore),
      priority: step.priority,
      labels: ["journey"],
    });
    await tx
      .update(journeySteps)
      .set({ taskId: task.id, updatedAt: now })
      .where(and(eq(journeySteps.eventId, event.id), eq(journeySteps.stepKey, step.key)));
    await linkStepItemsToTask(
      tx,
      items.map((item) => item.id),
      task.id,
      now,
    );
    return { event, taskId: task.id, created: true };
  });
  const { byKey } = await journeyOf(ctx.db, outcome.event, now);
  return { step: byKey.get(stepKey)!, taskId: outcome.taskId, created: outcome.created };
}

/**
 * Ticks a step off or back on. A step made into a task, and the checklist lines that are the step, move with
 * it: ticking it off completes the task and ticks the lines, unticking reopens them, so the board, the
 * checklist and the journey never disagree.
 */
export async function setStepDone(
  ctx: ServiceContext,
  eventId: string,
  stepKey: string,
  raw: TJourneyStepInput,
): Promise<TJourneyStep> {
  const input = parseInput(ZJourneyStepInput, raw);
  const now = ctx.now ?? new Date();
  const event = await ctx.db.transaction(async (tx) => {
    const owned = await findOwnedEvent(tx, ctx.actor.userId, eventId);
    const step = planStep(owned, stepKey);
    const row = await lockStepRow(tx, owned.id, step.key);
    await tx
      .update(journeySteps)
      .set({ doneAt: input.done ? (row.doneAt ?? now) : null, updatedAt: now })
      .where(and(eq(journeySteps.eventId, owned.id), eq(journeySteps.stepKey, step.key)));
    await announce(tx, planningTopic(owned.id));
    const items = await stepItemsOf(tx, owned.id, step.key);
    await setStepItemsDone(
      tx,
      items.map((item) => item.id),
      input.done,
      now,
    );
    const taskIds = [...new Set([row.taskId, ...items.map((item) => item.taskId)].filter((id) => id !== null))];
    const state = await tasksDone(tx, owned.id, taskIds);
    for (const [taskId, taskDone] of state) {
      if (taskDone !== input.done) await updateTask({ ...ctx, db: tx }, taskId, { done: input.done });
    }
    return owned;
  });
  return (await journeyOf(ctx.db, event, now)).byKey.get(stepKey)!;
}
