/** Activities: sessions inside an event. Request and response shapes. */
import { z } from "zod";

const ZDateTime = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

/** Shown under the start and end fields when an activity falls outside its event. */
export const ACTIVITY_OUTSIDE_EVENT_MESSAGE = "The activity must take place within its event's dates";

/** Create and edit share one shape; moving an activity to another of the organiser's events is allowed. */
export const ZActivityInput = z
  .object({
    eventId: z.uuid("Choose an event"),
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(200, "Name must be at most 200 characters"),
    startAt: ZDateTime("Start"),
    endAt: ZDateTime("End"),
    locationName: z.string().trim().max(300, "Place must be at most 300 characters").nullable().default(null),
    /** One of the organiser's venues; the event's own venue is always allowed. */
    venueId: z.uuid("Choose a venue from the list").nullable().default(null),
    capacity: z
      .number({ error: "Capacity must be a whole number" })
      .int("Capacity must be a whole number")
      .min(0, "Capacity cannot be negative")
      .max(1_000_000, "Capacity is too large")
      .nullable()
      .default(null),
    /** Minor units (cents) of `currency`; null means free. */
    costCents: z
      .number({ error: "Cost must be an amount" })
      .int("Cost must be an amount")
      .min(0, "Cost cannot be negative")
      .max(100_000_000, "Cost is too large")
      .nullable()
      .default(null),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, "Choose a currency")
      .default("USD"),
    host: z.string().trim().max(200, "Host must be at most 200 characters").default(""),
    notes: z.string().max(5000, "Notes must be at most 5000 characters").default(""),
  })
  .strict()
  .refine((v) => Date.parse(v.endAt) >= Date.parse(v.startAt), { path: ["endAt"], message: "End must be after start" });
export type TActivityInput = z.input<typeof ZActivityInput>;

export const ZActivity = z.object({
  id: z.string(),
  eventId: z.string(),
  /**
   * The event's name, time zone and dates: an activity is always shown in its event's zone. memberTerm is
   * its type's word for a person ("Classmate"), for capacities and hosts.
   */
  event: z.object({
    id: z.string(),
    name: z.string(),
    timeZone: z.string(),
    startAt: z.string(),
    endAt: z.string(),
    memberTerm: z.string(),
  }),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  locationName: z.string().nullable(),
  venue: z.object({ id: z.string(), name: z.string() }).nullable(),
  capacity: z.number().int().nullable(),
  costCents: z.number().int().nullable(),
  currency: z.string(),
  host: z.string(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TActivity = z.infer<typeof ZActivity>;

export const ACTIVITY_SORTS = ["start_asc", "start_desc", "name_asc"] as const;
export type TActivitySort = (typeof ACTIVITY_SORTS)[number];
const ACTIVITIES_PAGE_MAX = 100;
/** An event's schedule is always read whole, so the number of activities per event is bounded. */
export const ACTIVITIES_PER_EVENT_MAX = 500;

export const ZActivityListQuery = z
  .object({
    eventId: z.string().max(100).optional(),
    q: z.string().trim().max(200).optional(),
    sort: z.enum(ACTIVITY_SORTS).default("start_asc"),
    limit: z.coerce.number().int().min(1).max(ACTIVITIES_PAGE_MAX).default(20),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type TActivityListQuery = z.input<typeof ZActivityListQuery>;

export const ZActivityList = z.object({ activities: z.array(ZActivity), total: z.number().int() });
export type TActivityList = z.infer<typeof ZActivityList>;

/** GET /api/events/:eventId/activities: the whole schedule of one event, ordered by start. */
export const ZActivitySchedule = z.object({ activities: z.array(ZActivity) });

/** "3 activities fall outside these dates": shown under an event's start and end when they would strand its programme. */
export function activitiesOutsideMessage(count: number): string {
  return count === 1
    ? "1 activity falls outside these dates. Move or delete it first."
    : `${count} activities fall outside these dates. Move or delete them first.`;
}
