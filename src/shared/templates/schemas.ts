/**
 * "Use this template": the request (a start date and time in a zone; the name is optional) and what the
 * template leaves on the event for the later planning features. Light on purpose: no template data here.
 */
import { z } from "zod";

export const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const ZUseTemplateInput = z
  .object({
    /** Empty or missing: the template's default event name. */
    name: z.string().trim().max(200, "Name must be at most 200 characters").optional(),
    startDate: z.iso.date({
      error: (issue) => (issue.input === "" ? "Choose a start date" : "Start date must be a date"),
    }),
    /** Missing: the template's usual start time. */
    startTime: z.string().regex(TIME_OF_DAY, "Start time must be a time (HH:MM)").optional(),
    timeZone: z.string({ error: "Time zone is required" }).trim().min(1, "Time zone is required").max(64),
  })
  .strict();
export type TUseTemplateInput = z.input<typeof ZUseTemplateInput>;

const ZTemplateTask = z.object({
  title: z.string(),
  priority: z.enum(["high", "medium", "low"]),
  daysBefore: z.number().int(),
  /** The calendar day it falls due, counted back from the event's first day. */
  dueDate: z.string(),
});

const ZTemplateBudgetLine = z.object({
  category: z.string(),
  item: z.string(),
  amountMinor: z.number().int(),
  currency: z.string(),
});

export const ZEventTemplateData = z.object({
  eventId: z.string(),
  templateSlug: z.string(),
  tasks: z.array(ZTemplateTask),
  budgetLines: z.array(ZTemplateBudgetLine),
  createdAt: z.string(),
});
export type TEventTemplateData = z.infer<typeof ZEventTemplateData>;
