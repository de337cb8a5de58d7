import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/tables.ts";
import { events } from "../events/tables.ts";
import { tasks } from "../tasks/tables.ts";

/** A printable checklist of one event; an event may have several (venue, catering, day-of). */
export const checklists = pgTable(
  "checklists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("checklists_event_position_idx").on(t.eventId, t.position),
    index("checklists_owner_idx").on(t.ownerId),
  ],
);

/**
 * One line of a checklist; `position` orders the lines and is rewritten as a whole on reorder. A line can be
 * the same piece of work as a task on the board (`taskId`) and as a step of the planning journey (`stepKey`):
 * one planning list seen three ways (ADR 027), whose done state is the task's when there is one.
 */
export const checklistItems = pgTable(
  "checklist_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    checklistId: uuid("checklist_id")
      .notNull()
      .references(() => checklists.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    /** A calendar day, not an instant: "due by 12 May" means the same day wherever the reader is. */
    dueDate: date("due_date", { mode: "string" }),
    done: boolean("done").notNull().default(false),
    doneAt: timestamp("done_at", { withTimezone: true }),
    position: integer("position").notNull().default(0),
    /** Deleting the task clears it here in the database, so the tasks module never has to know of checklists. */
    taskId: uuid("task_id").references(() => tasks.id, { onDelete: "set null" }),
    /** A step key of the event type's journey (shared/planning/journeys.ts): data, not a foreign key. */
    stepKey: text("step_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("checklist_items_task_idx").on(t.taskId),
    index("checklist_items_checklist_position_idx").on(t.checklistId, t.position),
    check("checklist_items_done_check", sql`${t.done} = (${t.doneAt} is not null)`),
  ],
);
