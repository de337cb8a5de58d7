/** Events: request and response shapes. */
import { z } from "zod";
import { ZEventTypeId } from "../event-types.ts";

export const EVENT_STATUSES = ["draft", "published", "cancelled"] as const;
export const ZEventStatus = z.enum(EVENT_STATUSES);
export type TEventStatus = z.infer<typeof ZEventStatus>;

export const EVENT_STATUS_LABELS: Record<TEventStatus, string> = {
  draft: "Draft",
  published: "Published",
  cancelled: "Cancelled",
};

const ZDateTime = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

/** Create and edit share one shape; the end may not come before the start. */
export const ZEventInput = z
  .object({
    name: z
      .string({ error: "Name is required" })
      .trim()
      .min(1, "Name is required")
      .max(200, "Name must be at most 200 characters"),
    eventTypeId: ZEventTypeId,
    startAt: ZDateTime("Start"),
    endAt: ZDateTime("End"),
    timeZone: z.string({ error: "Time zone is required" }).trim().min(1, "Time zone is required").max(64),
    locationName: z.string().trim().max(300, "Location must be at most 300 characters").nullable().default(null),
    /** One of the organiser's venues; it may not hold another event at an overlapping time. */
    venueId: z.uuid("Choose a venue from the list").nullable().default(null),
    description: z.string().max(10_000, "Description must be at most 10000 characters").default(""),
    capacity: z
      .number({ error: "Capacity must be a whole number" })
      .int("Capacity must be a whole number")
      .min(0, "Capacity cannot be negative")
      .max(1_000_000, "Capacity is too large")
      .nullable()
      .default(null),
    status: ZEventStatus.default("draft"),
  })
  .strict()
  .refine((v) => Date.parse(v.endAt) >= Date.parse(v.startAt), {
    path: ["endAt"],
    message: "End must be after start",
  });
export type TEventInput = z.input<typeof ZEventInput>;

export const ZEventStatusChange = z.object({ status: ZEventStatus }).strict();

export const ZEvent = z.object({
  id: z.string(),
  name: z.string(),
  eventType: z.object({ id: z.string(), name: z.string(), groupTerm: z.string(), memberTerm: z.string() }),
  startAt: z.string(),
  endAt: z.string(),
  timeZone: z.string(),
  locationName: z.string().nullable(),
  venue: z.object({ id: z.string(), name: z.string() }).nullable(),
  description: z.string(),
  capacity: z.number().int().nullable(),
  status: ZEventStatus,
  /** The cover at 1600x900 and as a 480x270 thumbnail (WebP), or null. */
  coverUrl: z.string().nullable(),
  coverThumbUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEvent = z.infer<typeof ZEvent>;

/** Cover images: any common image up to 8 MB, cropped to 16:9. */
export const COVER_MAX_BYTES = 8 * 1024 * 1024;

export const EVENT_SORTS = ["start_asc", "start_desc", "name_asc", "created_desc"] as const;
const EVENTS_PAGE_MAX = 100;

export const ZEventListQuery = z
  .object({
    q: z.string().trim().max(200).optional(),
    status: ZEventStatus.optional(),
    eventTypeId: z.string().max(100).optional(),
    sort: z.enum(EVENT_SORTS).default("start_asc"),
    limit: z.coerce.number().int().min(1).max(EVENTS_PAGE_MAX).default(20),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type TEventListQuery = z.input<typeof ZEventListQuery>;

export const ZEventList = z.object({ events: z.array(ZEvent), total: z.number().int() });
export type TEventList = z.infer<typeof ZEventList>;

/** The events summary: the user's events, newest start first, at most 20. */
export const EVENTS_SUMMARY_LIMIT = 20;
export const ZEventSummary = z.object({
  id: z.string(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  locationName: z.string().nullable(),
  userId: z.string(),
});
export type TEventSummary = z.infer<typeof ZEventSummary>;
