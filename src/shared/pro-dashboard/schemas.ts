import { z } from "zod";

/** A few open tasks of an event, the nearest due first, for the Pro dashboard's "next up" list. */
const ZProNextTask = z.object({
  id: z.string(),
  title: z.string(),
  dueDate: z.string().nullable(),
  priority: z.enum(["high", "medium", "low"]),
  overdue: z.boolean(),
});

export const ZProEventPlanning = z.object({
  eventId: z.string(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeZone: z.string(),
  status: z.string(),
  tasks: z.object({
    total: z.number().int(),
    done: z.number().int(),
    blocked: z.number().int(),
    overdue: z.number().int(),
    dueThisWeek: z.number().int(),
  }),
  nextTasks: z.array(ZProNextTask),
  /** Null until the event has a budget. */
  budget: z
    .object({
      currency: z.string(),
      plannedMinor: z.number().int(),
      actualMinor: z.number().int(),
      limitMinor: z.number().int().nullable(),
      /** Actual spending above the limit, or above the planned total when there is no limit. */
      over: z.boolean(),
    })
    .nullable(),
  journey: z.object({ done: z.number().int(), total: z.number().int() }),
});
export type TProEventPlanning = z.infer<typeof ZProEventPlanning>;

/** The Pro dashboard: the organiser's upcoming (then recent) events and how far their planning has come. */
export const ZProOverview = z.object({
  events: z.array(ZProEventPlanning),
  totals: z.object({ openTasks: z.number().int(), overdue: z.number().int(), overBudgetEvents: z.number().int() }),
});
export type TProOverview = z.infer<typeof ZProOverview>;
