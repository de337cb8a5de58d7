/**
 * The planning journey and the interactive timeline (pro): request and response shapes. Days are calendar
 * days in the event's own time zone ("2027-06-12"), as task dates are.
 */
import { z } from "zod";
import { TASK_PRIORITIES } from "../tasks/schemas.ts";

/** Step keys are short slugs of the journey data; anything else cannot name a step. */
export const ZJourneyStepParams = z.object({
  eventId: z.string().min(1).max(100),
  stepKey: z.string().min(1).max(100),
});

export const ZJourneyStepInput = z.object({ done: z.boolean({ error: "Done must be true or false" }) }).strict();
export type TJourneyStepInput = z.input<typeof ZJourneyStepInput>;

/**
 * Where a step stands today: `late_start` is a step whose date had already passed when the event was
 * planned (nobody could have done it on time), `overdue` one whose date passed since.
 */
export const JOURNEY_STEP_STATUSES = ["done", "overdue", "late_start", "due_soon", "upcoming"] as const;
export type TJourneyStepStatus = (typeof JOURNEY_STEP_STATUSES)[number];
/** A step due within this many days is "due soon". */
export const JOURNEY_DUE_SOON_DAYS = 14;

export const ZJourneyStep = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  daysBefore: z.number().int(),
  priority: z.enum(TASK_PRIORITIES),
  targetDate: z.string(),
  status: z.enum(JOURNEY_STEP_STATUSES),
  done: z.boolean(),
  /** When it was ticked off here (a step can also be done through its task). */
  doneAt: z.string().nullable(),
  taskId: z.string().nullable(),
  taskDone: z.boolean(),
  /** The checklist line that is this step (ADR 027): one piece of work, ticked in either place. */
  checklistItem: z.object({ id: z.string(), checklistId: z.string(), checklistTitle: z.string() }).nullable(),
});
export type TJourneyStep = z.infer<typeof ZJourneyStep>;

export const ZJourney = z.object({
  eventId: z.string(),
  eventName: z.string(),
  eventTypeId: z.string(),
  title: z.string(),
  timeZone: z.string(),
  eventStartDay: z.string(),
  /** Today where the event happens, which the statuses are counted from. */
  today: z.string(),
  steps: z.array(ZJourneyStep),
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
});
export type TJourney = z.infer<typeof ZJourney>;

export const ZJourneyTaskResult = z.object({ step: ZJourneyStep, taskId: z.string(), created: z.boolean() });
export type TJourneyTaskResult = z.infer<typeof ZJourneyTaskResult>;

const ZDay = (what: string) => z.iso.date(`${what} must be a date (YYYY-MM-DD)`).nullable();

/** A bar moved on the timeline: its new first and last day (the client keeps its length). */
export const ZTimelineMove = z
  .object({ startDate: ZDay("Start date"), dueDate: ZDay("Due date") })
  .strict()
  .refine((v) => !v.startDate || !v.dueDate || v.startDate <= v.dueDate, {
    message: "Due date cannot be before the start date",
    path: ["dueDate"],
  });
export type TTimelineMove = z.input<typeof ZTimelineMove>;

export const ZTimelineTaskParams = z.object({
  eventId: z.string().min(1).max(100),
  taskId: z.string().min(1).max(100),
});

export const ZTimelineTask = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  title: z.string(),
  priority: z.enum(TASK_PRIORITIES),
  startDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  milestone: z.boolean(),
  done: z.boolean(),
  dependsOn: z.array(z.string()),
});
export type TTimelineTask = z.infer<typeof ZTimelineTask>;

const ZTimelineMilestone = z.object({
  key: z.string(),
  title: z.string(),
  targetDate: z.string(),
  done: z.boolean(),
  taskId: z.string().nullable(),
});

const ZTimelineActivity = z.object({
  id: z.string(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** The day it starts on, in the event's zone. */
  day: z.string(),
});

export const ZTimeline = z.object({
  event: z.object({
    id: z.string(),
    name: z.string(),
    timeZone: z.string(),
    startAt: z.string(),
    endAt: z.string(),
    startDay: z.string(),
    endDay: z.string(),
  }),
  today: z.string(),
  tasks: z.array(ZTimelineTask),
  milestones: z.array(ZTimelineMilestone),
  activities: z.array(ZTimelineActivity),
});
export type TTimeline = z.infer<typeof ZTimeline>;
