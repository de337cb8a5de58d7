/** Printable checklists: request and response shapes. */
import { z } from "zod";

export const CHECKLIST_ITEMS_MAX = 200;
/** Plenty for venue, catering, day-of and the rest; a bound so one event cannot grow without end. */
export const CHECKLISTS_PER_EVENT_MAX = 100;

/** A calendar day ("2027-05-12"), not an instant. */
const ZDueDate = z.iso.date("Due date must be a date").nullable().default(null);

const ZItemText = z
  .string({ error: "Text is required" })
  .trim()
  .min(1, "Text is required")
  .max(500, "Text must be at most 500 characters");
const ZTitle = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(200, "Title must be at most 200 characters");

export const ZChecklistItemInput = z.object({ text: ZItemText, dueDate: ZDueDate }).strict();
export type TChecklistItemInput = z.input<typeof ZChecklistItemInput>;

/** A new checklist: blank, with items (a template's), or from a starter (`starterKey`). */
export const ZChecklistCreateInput = z
  .object({
    eventId: z.uuid("Choose an event"),
    title: ZTitle,
    items: z.array(ZChecklistItemInput).max(CHECKLIST_ITEMS_MAX, `At most ${CHECKLIST_ITEMS_MAX} items`).default([]),
  })
  .strict();
export type TChecklistCreateInput = z.input<typeof ZChecklistCreateInput>;

export const ZChecklistRename = z.object({ title: ZTitle }).strict();

/** Any subset of an item's fields; ticking sets `done`. */
export const ZChecklistItemPatch = z
  .object({
    text: ZItemText.optional(),
    dueDate: z.iso.date("Due date must be a date").nullable().optional(),
    done: z.boolean().optional(),
  })
  .strict();

/**
 * One new line of an existing checklist. `index` puts it at that place (the end when absent) and `done`
 * restores a ticked line, so an undone delete comes back as it was.
 */
export const ZChecklistItemAdd = z
  .object({
    text: ZItemText,
    dueDate: ZDueDate,
    done: z.boolean().default(false),
    index: z.number().int().min(0).max(CHECKLIST_ITEMS_MAX).optional(),
  })
  .strict();
export type TChecklistItemAdd = z.input<typeof ZChecklistItemAdd>;
export type TChecklistItemPatch = z.input<typeof ZChecklistItemPatch>;

/** The item ids of one checklist in their new order (all of them, each once). */
export const ZChecklistReorder = z
  .object({ itemIds: z.array(z.uuid("Every id must be an item id")).max(CHECKLIST_ITEMS_MAX) })
  .strict();
export type TChecklistReorder = z.input<typeof ZChecklistReorder>;

/** The checklist ids of one event in their new order (all of them, each once). */
export const ZChecklistsReorder = z
  .object({ checklistIds: z.array(z.uuid("Every id must be a checklist id")).max(CHECKLISTS_PER_EVENT_MAX) })
  .strict();
export type TChecklistsReorder = z.input<typeof ZChecklistsReorder>;

/** A new checklist copied from a starter; due dates count back from the event's first day. */
export const ZChecklistFromStarter = z
  .object({
    eventId: z.uuid("Choose an event"),
    starterKey: z.string({ error: "Choose a starter checklist" }).trim().min(1, "Choose a starter checklist").max(100),
    /** The starter's own title when absent. */
    title: ZTitle.optional(),
  })
  .strict();
export type TChecklistFromStarter = z.input<typeof ZChecklistFromStarter>;

export const ZChecklistStarterQuery = z.object({ eventTypeId: z.string().trim().max(100).optional() }).strict();

export const ZChecklistItem = z.object({
  id: z.string(),
  text: z.string(),
  dueDate: z.string().nullable(),
  /** The task's done state when the line is also a task (ADR 027), its own otherwise. */
  done: z.boolean(),
  doneAt: z.string().nullable(),
  position: z.number().int(),
  /** The task on the board that is the same piece of work, if any. */
  taskId: z.string().nullable(),
  /** The planning-journey step this line is, if any. */
  stepKey: z.string().nullable(),
});
export type TChecklistItem = z.infer<typeof ZChecklistItem>;

export const ZChecklist = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  position: z.number().int(),
  items: z.array(ZChecklistItem),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TChecklist = z.infer<typeof ZChecklist>;

export const ZChecklistStarter = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  eventTypeIds: z.array(z.string()),
  items: z.array(z.object({ text: z.string(), daysBefore: z.number().int().nullable() })),
});
export type TChecklistStarter = z.infer<typeof ZChecklistStarter>;

/** A starter checklist for an event type; `daysBefore` places each due date before the event's first day (negative: after it, for the follow-up). */
export interface StarterChecklist {
  key: string;
  title: string;
  /** One line saying what the list covers, shown when choosing. */
  description?: string;
  eventTypeIds: readonly string[];
  items: ReadonlyArray<{ text: string; daysBefore: number | null; step?: string }>;
}
