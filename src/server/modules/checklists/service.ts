/**
 * Printable checklists: an event's lists of things to do, each line with an optional due day and a
 * done state, in an order the organiser sets. Every call is scoped by the actor through the event's
 * owner, so another owner's checklist, item or event answers 404 and ids cannot be probed.
 */
import { and, asc, count, eq, gte, inArray, sql } from "drizzle-orm";
import {
  CHECKLIST_ITEMS_MAX,
  CHECKLISTS_PER_EVENT_MAX,
  ZChecklistCreateInput,
  ZChecklistFromStarter,
  ZChecklistItemAdd,
  ZChecklistItemPatch,
  ZChecklistRename,
  ZChecklistReorder,
  ZChecklistsReorder,
  type TChecklist,
  type TChecklistCreateInput,
  type TChecklistFromStarter,
  type TChecklistItem,
  type TChecklistItemAdd,
  type TChecklistItemPatch,
  type TChecklistReorder,
  type TChecklistStarter,
  type TChecklistsReorder,
} from "#shared/checklists/schemas.ts";
import { findStarter, starterItems, startersForEventType } from "#shared/checklists/starters.ts";
import { fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import { journeyForEventType } from "#shared/planning/journeys.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput as parse } from "../../parse-input.ts";
import { assertOwnsEvent, getEvent } from "../events/index.ts";
import { updateTask } from "../tasks/index.ts";
import { itemWithTask, linkedDone, type LinkedItemRow } from "./linked-done.ts";
import { checklistItems, checklists } from "./tables.ts";

type ChecklistRow = typeof checklists.$inferSelect;
type ItemRow = LinkedItemRow;

/** What another module's plan says a new line is besides a line: the task and the journey step (ADR 027). */
interface ItemLinks {
  taskId?: string | null;
  stepKey?: string | null;
}

function itemDto(row: ItemRow): TChecklistItem {
  const { done, doneAt } = linkedDone(row);
  return {
    id: row.id,
    text: row.text,
    dueDate: row.dueDate ?? null,
    done,
    doneAt: doneAt ? doneAt.toISOString() : null,
    position: row.position,
    taskId: row.taskId ?? null,
    stepKey: row.stepKey ?? null,
  };
}

function checklistDto(row: ChecklistRow, items: ItemRow[]): TChecklist {
  return {
    id: row.id,
    eventId: row.eventId,
    title: row.title,
    position: row.position,
    items: items.map(itemDto),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Items of several checklists in one query, in each list's order. */
async function itemsOf(db: Db, checklistIds: string[]): Promise<Map<string, ItemRow[]>> {
  const byList = new Map<string, ItemRow[]>(checklistIds.map((id) => [id, []]));
  if (checklistIds.length === 0) return byList;
  const rows = await itemWithTask(db)
    .where(inArray(checklistItems.checklistId, checklistIds))
    .orderBy(asc(checklistItems.position), asc(checklistItems.createdAt), asc(checklistItems.id));
  for (const row of rows) byList.get(row.checklistId)?.push(row);
  return byList;
}

/** The actor's checklist; with `lock`, its row is held until the caller's transaction ends. */
async function findOwned(db: Db, ctx: ServiceContext, checklistId: string, lock = false): Promise<ChecklistRow> {
  if (!isUuid(checklistId)) throw notFound("Checklist not found");
  const query = db
    .select()
    .from(checklists)
    .where(and(eq(checklists.id, checklistId), eq(checklists.ownerId, ctx.actor.userId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound("Checklist not found");
  return row;
}

async function findOwnedItem(db: Db, ctx: ServiceContext, itemId: string): Promise<ItemRow> {
  if (!isUuid(itemId)) throw notFound("Item not found");
  const [row] = await itemWithTask(db)
    .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
    .where(and(eq(checklistItems.id, itemId), eq(checklists.ownerId, ctx.actor.userId)))
    .limit(1);
  if (!row) throw notFound("Item not found");
  return row;
}

async function readChecklist(db: Db, row: ChecklistRow): Promise<TChecklist> {
  return checklistDto(row, (await itemsOf(db, [row.id])).get(row.id) ?? []);
}

/** Changing a line counts as changing its list (the list's "updated" tells when someone last worked on it). */
async function touch(db: Db, checklistId: string, now: Date): Promise<void> {
  await db.update(checklists).set({ updatedAt: now }).where(eq(checklists.id, checklistId));
}

/** All of an event's checklists with their items, in the organiser's order. */
export async function listChecklists(ctx: ServiceContext, eventId: string): Promise<TChecklist[]> {
  await assertOwnsEvent(ctx, eventId);
  const rows = await ctx.db
    .select()
    .from(checklists)
    .where(and(eq(checklists.eventId, eventId), eq(checklists.ownerId, ctx.actor.userId)))
    .orderBy(asc(checklists.position), asc(checklists.createdAt), asc(checklists.id));
  const items = await itemsOf(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => checklistDto(row, items.get(row.id) ?? []));
}

export async function getChecklist(ctx: ServiceContext, checklistId: string): Promise<TChecklist> {
  return readChecklist(ctx.db, await findOwned(ctx.db, ctx, checklistId));
}

/**
 * A new checklist at the end of the event's lists, blank or with items. Other modules (templates) call
 * this too, also inside their own transaction: `ctx.db` may be one, and the nested transaction below
 * then becomes a savepoint. `links[i]` ties the i-th item to its task and journey step; only servers pass
 * them (a template's tasks, a starter's steps), never a request body, so a task id here is the caller's own.
 */
export async function createChecklist(
  ctx: ServiceContext,
  raw: TChecklistCreateInput,
  links: readonly ItemLinks[] = [],
): Promise<TChecklist> {
  const input = parse(ZChecklistCreateInput, raw);
  await assertOwnsEvent(ctx, input.eventId);
  const id = await ctx.db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(checklists)
      .where(eq(checklists.eventId, input.eventId));
    if (Number(n) >= CHECKLISTS_PER_EVENT_MAX) {
      const message = `An event holds at most ${CHECKLISTS_PER_EVENT_MAX} checklists`;
      throw fieldError("VALIDATION_ERROR", "eventId", message);
    }
    const [row] = await tx
      .insert(checklists)
      .values({
        eventId: input.eventId,
        ownerId: ctx.actor.userId,
        title: input.title,
        position: sql`(select coalesce(max(${checklists.position}) + 1, 0) from ${checklists} where ${checklists.eventId} = ${input.eventId})`,
      })
      .returning({ id: checklists.id });
    if (input.items.length > 0) {
      await tx.insert(checklistItems).values(
        input.items.map((item, position) => ({
          checklistId: row!.id,
          text: item.text,
          dueDate: item.dueDate,
          position,
          taskId: links[position]?.taskId ?? null,
          stepKey: links[position]?.stepKey ?? null,
        })),
      );
    }
    return row!.id;
  });
  return getChecklist(ctx, id);
}

/** A copy of a starter, its due dates counted back from the day the event starts where it happens. */
export async function createChecklistFromStarter(ctx: ServiceContext, raw: TChecklistFromStarter): Promise<TChecklist> {
  const input = parse(ZChecklistFromStarter, raw);
  const starter = findStarter(input.starterKey);
  if (!starter) throw fieldError("VALIDATION_ERROR", "starterKey", "Unknown starter checklist");
  const event = await getEvent(ctx, input.eventId);
  const journeySteps = new Set(journeyForEventType(event.eventType.id).steps.map((step) => step.key));
  // Dates already past are kept: they show as overdue, which is the truth, and keep the list's rhythm.
  return createChecklist(
    ctx,
    { eventId: event.id, title: input.title ?? starter.title, items: starterItems(starter, event) },
    // A starter written for another type keeps only the steps this event's journey has.
    starter.items.map((item) => ({ stepKey: item.step && journeySteps.has(item.step) ? item.step : null })),
  );
}

export function listStarters(eventTypeId?: string): TChecklistStarter[] {
  return startersForEventType(eventTypeId).map((s) => ({
    key: s.key,
    title: s.title,
    description: s.description ?? "",
    eventTypeIds: [...s.eventTypeIds],
    items: s.items.map((i) => ({ text: i.text, daysBefore: i.daysBefore })),
  }));
}

export async function renameChecklist(
  ctx: ServiceContext,
  checklistId: string,
  raw: { title: string },
): Promise<TChecklist> {
  const input = parse(ZChecklistRename, raw);
  await findOwned(ctx.db, ctx, checklistId);
  const [row] = await ctx.db
    .update(checklists)
    .set({ title: input.title, updatedAt: ctx.now ?? new Date() })
    .where(and(eq(checklists.id, checklistId), eq(checklists.ownerId, ctx.actor.userId)))
    .returning();
  if (!row) throw notFound("Checklist not found");
  return readChecklist(ctx.db, row);
}

export async function deleteChecklist(ctx: ServiceContext, checklistId: string): Promise<void> {
  await findOwned(ctx.db, ctx, checklistId);
  await ctx.db.delete(checklists).where(and(eq(checklists.id, checklistId), eq(checklists.ownerId, ctx.actor.userId)));
}

/**
 * A new line, at the end or at `index`. The checklist row is locked first, so two adds at the same moment
 * are counted one after the other and the list never grows past its maximum.
 */
export async function addItem(
  ctx: ServiceContext,
  checklistId: string,
  raw: TChecklistItemAdd,
): Promise<TChecklistItem> {
  const input = parse(ZChecklistItemAdd, raw);
  const now = ctx.now ?? new Date();
  return ctx.db.transaction(async (tx) => {
    await findOwned(tx, ctx, checklistId, true);
    const [stats] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${checklistItems.position}) + 1, 0)` })
      .from(checklistItems)
      .where(eq(checklistItems.checklistId, checklistId));
    const n = Number(stats?.n ?? 0);
    if (n >= CHECKLIST_ITEMS_MAX) {
      const message = `A checklist holds at most ${CHECKLIST_ITEMS_MAX} items`;
      throw fieldError("VALIDATION_ERROR", "text", message);
    }
    let position = Number(stats?.last ?? 0);
    if (input.index !== undefined && input.index < n) {
      // Positions may have gaps after deletes: the new line takes the place of the one now at `index`.
      const [atIndex] = await tx
        .select({ position: checklistItems.position })
        .from(checklistItems)
        .where(eq(checklistItems.checklistId, checklistId))
        .orderBy(asc(checklistItems.position), asc(checklistItems.createdAt), asc(checklistItems.id))
        .offset(input.index)
        .limit(1);
      position = atIndex!.position;
      await tx
        .update(checklistItems)
        .set({ position: sql`${checklistItems.position} + 1` })
        .where(and(eq(checklistItems.checklistId, checklistId), gte(checklistItems.position, position)));
    }
    const [row] = await tx
      .insert(checklistItems)
      .values({
        checklistId,
        text: input.text,
        dueDate: input.dueDate,
        done: input.done,
        doneAt: input.done ? now : null,
        position,
      })
      .returning();
    await touch(tx, checklistId, now);
    return itemDto({ ...row!, taskCompletedAt: null });
  });
}

/**
 * Edits a line; ticking it records when, and ticking it again keeps the first time. A line that is also a
 * task ticks the task on or off with it (the board's own rules apply), in the same transaction, so the
 * checklist, the board and the journey never disagree.
 */
export async function updateItem(
  ctx: ServiceContext,
  itemId: string,
  raw: TChecklistItemPatch,
): Promise<TChecklistItem> {
  const input = parse(ZChecklistItemPatch, raw);
  return ctx.db.transaction(async (tx) => {
    const item = await findOwnedItem(tx, ctx, itemId);
    if (input.done !== undefined && item.taskId && linkedDone(item).done !== input.done) {
      await updateTask({ ...ctx, db: tx }, item.taskId, { done: input.done });
    }
    await writeItem(tx, item, input, ctx.now ?? new Date());
    return itemDto(await findOwnedItem(tx, ctx, itemId));
  });
}

async function writeItem(db: Db, item: ItemRow, input: TChecklistItemPatch, now: Date): Promise<void> {
  const [row] = await db
    .update(checklistItems)
    .set({
      updatedAt: now,
      ...(input.text !== undefined ? { text: input.text } : {}),
      ...(input.dueDate !== undefined ? { dueDate: input.dueDate } : {}),
      // Decided in the statement, so a second tick cannot overwrite the first one's time.
      ...(input.done !== undefined
        ? {
            done: input.done,
            doneAt: input.done ? sql`coalesce(${checklistItems.doneAt}, ${now.toISOString()}::timestamptz)` : null,
          }
        : {}),
    })
    .where(eq(checklistItems.id, item.id))
    .returning({ id: checklistItems.id });
  if (!row) throw notFound("Item not found");
  await touch(db, item.checklistId, now);
}

export async function deleteItem(ctx: ServiceContext, itemId: string): Promise<void> {
  const item = await findOwnedItem(ctx.db, ctx, itemId);
  await ctx.db.delete(checklistItems).where(eq(checklistItems.id, item.id));
  await touch(ctx.db, item.checklistId, ctx.now ?? new Date());
}

/** A proposed order must hold every current id exactly once; otherwise a 400 on `field` says what is wrong. */
function assertOrder(
  proposed: string[],
  current: Array<{ id: string }>,
  what: "item" | "checklist",
  field: string,
): void {
  const known = new Set(current.map((r) => r.id));
  const problem =
    new Set(proposed).size !== proposed.length
      ? `Each ${what} may appear only once`
      : proposed.some((id) => !known.has(id))
        ? `Only this list's ${what}s can be ordered here`
        : proposed.length !== known.size
          ? `The order must list every ${what}`
          : null;
  if (problem) throw fieldError("VALIDATION_ERROR", field, problem);
}

/** Rewrites every position in one statement: the n-th id gets position n. */
function positionsFrom(ids: string[], column: typeof checklistItems.id | typeof checklists.id) {
  return sql<number>`array_position(array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[], ${column}) - 1`;
}

/** A checklist's lines in a new order; the list is locked so the ids are compared with what is really there. */
export async function reorderItems(
  ctx: ServiceContext,
  checklistId: string,
  raw: TChecklistReorder,
): Promise<TChecklist> {
  const input = parse(ZChecklistReorder, raw);
  const now = ctx.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    await findOwned(tx, ctx, checklistId, true);
    const current = await tx
      .select({ id: checklistItems.id })
      .from(checklistItems)
      .where(eq(checklistItems.checklistId, checklistId));
    assertOrder(input.itemIds, current, "item", "itemIds");
    if (input.itemIds.length > 0) {
      await tx
        .update(checklistItems)
        .set({ position: positionsFrom(input.itemIds, checklistItems.id) })
        .where(eq(checklistItems.checklistId, checklistId));
    }
    await touch(tx, checklistId, now);
  });
  return getChecklist(ctx, checklistId);
}

/** The event's checklists in a new order. */
export async function reorderChecklists(
  ctx: ServiceContext,
  eventId: string,
  raw: TChecklistsReorder,
): Promise<TChecklist[]> {
  const input = parse(ZChecklistsReorder, raw);
  await assertOwnsEvent(ctx, eventId);
  await ctx.db.transaction(async (tx) => {
    const owned = and(eq(checklists.eventId, eventId), eq(checklists.ownerId, ctx.actor.userId));
    const current = await tx.select({ id: checklists.id }).from(checklists).where(owned).for("update");
    assertOrder(input.checklistIds, current, "checklist", "checklistIds");
    if (input.checklistIds.length > 0) {
      await tx
        .update(checklists)
        .set({ position: positionsFrom(input.checklistIds, checklists.id) })
        .where(owned);
    }
  });
  return listChecklists(ctx, eventId);
}
