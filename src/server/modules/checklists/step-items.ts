/**
 * The checklist lines of an event that are planning-journey steps (ADR 027), for the journey to read and to
 * tick: a step and its line are one piece of work, so the journey shows the line's state and moves it.
 * Callers have already checked that the actor owns the event.
 */
import { and, asc, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { itemWithTask, linkedDone } from "./linked-done.ts";
import { checklistItems, checklists } from "./tables.ts";

export interface StepItem {
  id: string;
  stepKey: string;
  checklistId: string;
  checklistTitle: string;
  taskId: string | null;
  done: boolean;
}

/** The event's lines that name a step, in the organiser's order (the first one per step is its line). */
export async function stepItemsOf(db: Db, eventId: string, stepKey?: string): Promise<StepItem[]> {
  const rows = await itemWithTask(db, { checklistTitle: checklists.title })
    .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
    .where(
      and(
        eq(checklists.eventId, eventId),
        stepKey === undefined ? isNotNull(checklistItems.stepKey) : eq(checklistItems.stepKey, stepKey),
      ),
    )
    .orderBy(asc(checklists.position), asc(checklistItems.position), asc(checklistItems.id));
  return rows.map((row) => ({
    id: row.id,
    stepKey: row.stepKey!,
    checklistId: row.checklistId,
    checklistTitle: row.checklistTitle,
    taskId: row.taskId,
    done: linkedDone(row).done,
  }));
}

/** Ticks the step's lines on or off (their own state; a line's task is the caller's to move). */
export async function setStepItemsDone(db: Db, itemIds: string[], done: boolean, now: Date): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .update(checklistItems)
    .set({
      done,
      doneAt: done ? sql`coalesce(${checklistItems.doneAt}, ${now.toISOString()}::timestamptz)` : null,
      updatedAt: now,
    })
    .where(inArray(checklistItems.id, itemIds));
}

/** A task made from a step becomes the task of the step's lines that have none yet. */
export async function linkStepItemsToTask(db: Db, itemIds: string[], taskId: string, now: Date): Promise<void> {
  if (itemIds.length === 0) return;
  await db
    .update(checklistItems)
    .set({ taskId, updatedAt: now })
    .where(and(inArray(checklistItems.id, itemIds), isNull(checklistItems.taskId)));
}
