import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { users } from "../account/tables.ts";
import { events } from "../events/tables.ts";

/**
 * The progress board's columns of one event. The four built-in kinds are made with the event's first
 * task; `custom` columns are the organiser's own. A task is done exactly when it sits in a `done` column.
 */
export const taskColumns = pgTable(
  "task_columns",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("task_columns_event_idx").on(t.eventId, t.position),
    check("task_columns_kind_check", sql`${t.kind} in ('todo', 'in_progress', 'blocked', 'done', 'custom')`),
  ],
);

export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    columnId: uuid("column_id")
      .notNull()
      .references(() => taskColumns.id),
    /** Set on a subtask: it lives inside its parent's card, not on the board. */
    parentId: uuid("parent_id").references((): AnyPgColumn => tasks.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    assigneeId: text("assignee_id").references(() => users.id, { onDelete: "set null" }),
    priority: text("priority").notNull().default("medium"),
    labels: text("labels")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Calendar days in the event's zone; the timeline draws a bar from start to due. */
    startDate: date("start_date", { mode: "string" }),
    dueDate: date("due_date", { mode: "string" }),
    /** A milestone is a point on the timeline (its due date), not a span. */
    milestone: boolean("milestone").notNull().default(false),
    /** Order inside its column (or among its parent's subtasks), rewritten as a whole on each move. */
    position: integer("position").notNull().default(0),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    /** The due date a reminder was mailed for, so each due date is reminded once and a new one again. */
    remindedFor: date("reminded_for", { mode: "string" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("tasks_event_column_idx").on(t.eventId, t.columnId, t.position),
    index("tasks_parent_idx").on(t.parentId),
    index("tasks_owner_idx").on(t.ownerId),
    index("tasks_due_idx")
      .on(t.dueDate)
      .where(sql`${t.completedAt} is null`),
    check("tasks_priority_check", sql`${t.priority} in ('high', 'medium', 'low')`),
    check("tasks_dates_check", sql`${t.startDate} is null or ${t.dueDate} is null or ${t.startDate} <= ${t.dueDate}`),
  ],
);

/** `taskId` cannot be done before `dependsOnId` is; the service refuses edges that would close a cycle. */
export const taskDependencies = pgTable(
  "task_dependencies",
  {
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    dependsOnId: uuid("depends_on_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.dependsOnId] }),
    index("task_dependencies_depends_on_idx").on(t.dependsOnId),
    check("task_dependencies_self_check", sql`${t.taskId} <> ${t.dependsOnId}`),
  ],
);

export const taskComments = pgTable(
  "task_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the author rewrites the comment, so readers see it was changed. */
    editedAt: timestamp("edited_at", { withTimezone: true }),
  },
  (t) => [index("task_comments_task_idx").on(t.taskId, t.createdAt)],
);

export const taskAttachments = pgTable(
  "task_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    taskId: uuid("task_id")
      .notNull()
      .references(() => tasks.id, { onDelete: "cascade" }),
    uploaderId: text("uploader_id").references(() => users.id, { onDelete: "set null" }),
    /** Stored file name under the data folder; `name` is what the uploader called it. */
    file: text("file").notNull(),
    name: text("name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("task_attachments_task_idx").on(t.taskId, t.createdAt)],
);
