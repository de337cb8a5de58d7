/** Tasks and the progress board: request and response shapes. */
import { z } from "zod";

export const TASK_PRIORITIES = ["high", "medium", "low"] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_COLUMN_KINDS = ["todo", "in_progress", "blocked", "done", "custom"] as const;
export type TaskColumnKind = (typeof TASK_COLUMN_KINDS)[number];
/** The built-in columns every event's board starts with, in their order. */
export const BUILT_IN_COLUMNS: ReadonlyArray<{ kind: Exclude<TaskColumnKind, "custom">; name: string }> = [
  { kind: "todo", name: "To do" },
  { kind: "in_progress", name: "In progress" },
  { kind: "blocked", name: "Blocked" },
  { kind: "done", name: "Done" },
];

/** Bounds so one event's board cannot grow without end. */
export const TASKS_PER_EVENT_MAX = 1000;
export const TASK_COLUMNS_PER_EVENT_MAX = 20;
const TASK_LABELS_MAX = 10;
const TASK_DEPENDENCIES_MAX = 50;
export const TASK_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const TASK_ATTACHMENT_MAX_TEXT = "10 MB";

const ZTitle = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(200, "Title must be at most 200 characters");
const ZDescription = z
  .string({ error: "Description must be text" })
  .max(5000, "Description must be at most 5000 characters");
const ZDay = (what: string) => z.iso.date(`${what} must be a date (YYYY-MM-DD)`).nullable();
const ZLabel = z
  .string({ error: "Labels must be text" })
  .trim()
  .min(1, "A label cannot be empty")
  .max(40, "A label must be at most 40 characters");
const ZLabels = z
  .array(ZLabel, { error: "Labels must be a list" })
  .max(TASK_LABELS_MAX, `At most ${TASK_LABELS_MAX} labels`)
  // The same label twice is one label; the order the organiser typed is kept.
  .transform((labels) => [...new Set(labels)]);
const ZPriority = z.enum(TASK_PRIORITIES, { error: "Priority must be high, medium or low" });
const ZDependsOn = z
  .array(z.uuid("Every dependency must be a task id"), { error: "Dependencies must be a list of task ids" })
  .max(TASK_DEPENDENCIES_MAX, `At most ${TASK_DEPENDENCIES_MAX} dependencies`);
/** A user id (better-auth's, not a uuid). */
const ZAssignee = z
  .string({ error: "Assignee must be a person of the event" })
  .min(1, "Assignee must be a person of the event")
  .max(100)
  .nullable();

function datesInOrder(value: { startDate?: string | null; dueDate?: string | null }): boolean {
  return !value.startDate || !value.dueDate || value.startDate <= value.dueDate;
}
const DATES_ORDER = { message: "Due date cannot be before the start date", path: ["dueDate"] };

export const ZTaskCreateInput = z
  .object({
    title: ZTitle,
    description: ZDescription.default(""),
    assigneeId: ZAssignee.default(null),
    priority: ZPriority.default("medium"),
    labels: ZLabels.default([]),
    startDate: ZDay("Start date").default(null),
    dueDate: ZDay("Due date").default(null),
    milestone: z.boolean({ error: "Milestone must be true or false" }).default(false),
    /** A subtask: shown in its parent's card (one level deep). */
    parentId: z.uuid("Parent must be a task id").nullable().default(null),
    /** The board column; the event's "To do" when absent. Ignored for a subtask. */
    columnId: z.uuid("Column must be a column id").optional(),
    dependsOn: ZDependsOn.default([]),
  })
  .strict()
  .refine(datesInOrder, DATES_ORDER);
export type TTaskCreateInput = z.input<typeof ZTaskCreateInput>;

/** Any subset of a task's fields. `done` ticks a subtask (or moves a task to/from the Done column); `dependsOn` replaces the whole set. */
export const ZTaskPatch = z
  .object({
    title: ZTitle.optional(),
    description: ZDescription.optional(),
    assigneeId: ZAssignee.optional(),
    priority: ZPriority.optional(),
    labels: ZLabels.optional(),
    startDate: ZDay("Start date").optional(),
    dueDate: ZDay("Due date").optional(),
    milestone: z.boolean({ error: "Milestone must be true or false" }).optional(),
    done: z.boolean({ error: "Done must be true or false" }).optional(),
    dependsOn: ZDependsOn.optional(),
  })
  .strict()
  .refine(datesInOrder, DATES_ORDER);
export type TTaskPatch = z.input<typeof ZTaskPatch>;

/** Puts a task at `index` (0 is the top) of a column; the rest of both columns close up. */
export const ZTaskMove = z
  .object({
    columnId: z.uuid("Column must be a column id"),
    index: z
      .number({ error: "Index must be a number" })
      .int("Index must be a whole number")
      .min(0, "Index cannot be negative")
      .max(TASKS_PER_EVENT_MAX),
  })
  .strict();
export type TTaskMove = z.input<typeof ZTaskMove>;

const ZColumnName = z
  .string({ error: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(60, "Name must be at most 60 characters");
export const ZTaskColumnInput = z.object({ name: ZColumnName }).strict();
export type TTaskColumnInput = z.input<typeof ZTaskColumnInput>;

export const ZTaskCommentInput = z
  .object({
    body: z
      .string({ error: "Comment is required" })
      .trim()
      .min(1, "Comment is required")
      .max(4000, "Comment must be at most 4000 characters"),
  })
  .strict();
export type TTaskCommentInput = z.input<typeof ZTaskCommentInput>;

export const ZTaskColumn = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  kind: z.enum(TASK_COLUMN_KINDS),
  position: z.number().int(),
});
export type TTaskColumn = z.infer<typeof ZTaskColumn>;

export const ZTask = z.object({
  id: z.string(),
  eventId: z.string(),
  columnId: z.string(),
  columnKind: z.enum(TASK_COLUMN_KINDS),
  parentId: z.string().nullable(),
  title: z.string(),
  description: z.string(),
  assigneeId: z.string().nullable(),
  priority: ZPriority,
  labels: z.array(z.string()),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  milestone: z.boolean(),
  position: z.number().int(),
  done: z.boolean(),
  completedAt: z.string().nullable(),
  dependsOn: z.array(z.string()),
  commentCount: z.number().int(),
  attachmentCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TTask = z.infer<typeof ZTask>;

/** Someone a task can be given to: the event's owner or one of its people (a verified guest). */
export const ZTaskAssignee = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type TTaskAssignee = z.infer<typeof ZTaskAssignee>;

/** The whole board of one event: its columns in order and every task (subtasks carry `parentId`). */
export const ZTaskBoard = z.object({
  columns: z.array(ZTaskColumn),
  tasks: z.array(ZTask),
  assignees: z.array(ZTaskAssignee),
});
export type TTaskBoard = z.infer<typeof ZTaskBoard>;

export const ZTaskComment = z.object({
  id: z.string(),
  taskId: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** When the author last rewrote it; null if never. */
  editedAt: z.string().nullable(),
});
export type TTaskComment = z.infer<typeof ZTaskComment>;

export const ZTaskAttachment = z.object({
  id: z.string(),
  taskId: z.string(),
  name: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  createdAt: z.string(),
});
export type TTaskAttachment = z.infer<typeof ZTaskAttachment>;

/** One task with what its side panel shows. */
export const ZTaskDetail = z.object({
  task: ZTask,
  subtasks: z.array(ZTask),
  comments: z.array(ZTaskComment),
  attachments: z.array(ZTaskAttachment),
});
export type TTaskDetail = z.infer<typeof ZTaskDetail>;

/**
 * File kinds a task accepts, by extension, with the type they are served as. Everything is served as a
 * download with nosniff, so even a mislabelled file is never run by the browser; scripts and web pages
 * (html, svg, js) are not on the list at all.
 */
export const TASK_ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: "application/pdf",
  txt: "text/plain",
  csv: "text/csv",
  md: "text/markdown",
  rtf: "application/rtf",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  odt: "application/vnd.oasis.opendocument.text",
  ods: "application/vnd.oasis.opendocument.spreadsheet",
  odp: "application/vnd.oasis.opendocument.presentation",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  heic: "image/heic",
  zip: "application/zip",
  ics: "text/calendar",
};
export const TASK_ATTACHMENT_TYPES_TEXT = "PDF, text, office documents, images or ZIP";

/** The file's own name travels in the query (the multipart body carries only the file). */
export const ZTaskAttachmentQuery = z
  .object({
    name: z
      .string({ error: "File name is required" })
      .trim()
      .min(1, "File name is required")
      .max(200, "File name must be at most 200 characters")
      .refine(
        (name) => ![...name].some((ch) => ch === "/" || ch === "\\" || ch.charCodeAt(0) < 0x20),
        "File name cannot contain slashes or control characters",
      ),
  })
  .strict();

/** The content type a file name is served as, or null when that kind of file is not accepted. */
export function attachmentType(name: string): string | null {
  const dot = name.lastIndexOf(".");
  if (dot < 0) return null;
  return TASK_ATTACHMENT_TYPES[name.slice(dot + 1).toLowerCase()] ?? null;
}

/**
 * A task someone else's event gave the signed-in person (or their own), as /my-tasks lists it: enough to
 * know what, for which event, by when, and whether it can be ticked yet.
 */
export const ZMyTask = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priority: ZPriority,
  dueDate: z.string().nullable(),
  done: z.boolean(),
  completedAt: z.string().nullable(),
  /** Titles of the tasks it waits for that are not done yet. */
  waitingFor: z.array(z.string()),
  eventId: z.string(),
  eventName: z.string(),
  organiserName: z.string(),
  /** Whether the signed-in person organises the event (they can open its full task list). */
  organiser: z.boolean(),
});
export type TMyTask = z.infer<typeof ZMyTask>;

export const ZMyTaskDone = z.object({ done: z.boolean({ error: "Done must be true or false" }) }).strict();
export type TMyTaskDone = z.input<typeof ZMyTaskDone>;
