/** Calendar integration and the interactive calendar (both premium). */
import { z } from "zod";
import { ZEventStatus } from "../events/schemas.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** The interactive calendar asks for a month view with its spill-over weeks at most; a bound keeps each answer small. */
const CALENDAR_RANGE_MAX_DAYS = 100;
/** Items in one answer; past it the answer says it is cut short rather than growing without end. */
export const CALENDAR_ITEMS_MAX = 2000;

/** A calendar subscription: the user's own (every event) or one event's. */
export const ZCalendarFeed = z.object({
  scope: z.enum(["user", "event"]),
  eventId: z.string().nullable(),
  /** The https address calendar apps fetch (its last part is the secret). */
  url: z.string(),
  /** The same address as webcal://, which opens the subscribe dialog of the system's calendar app. */
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type TCalendarFeed = z.infer<typeof ZCalendarFeed>;

const ZInstant = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });

export const ZCalendarItemsQuery = z
  .object({ from: ZInstant("from"), to: ZInstant("to") })
  .strict()
  .refine((v) => Date.parse(v.to) > Date.parse(v.from), { path: ["to"], message: "to must be after from" })
  .refine((v) => Date.parse(v.to) - Date.parse(v.from) <= CALENDAR_RANGE_MAX_DAYS * DAY_MS, {
    path: ["to"],
    message: `Ask for at most ${CALENDAR_RANGE_MAX_DAYS} days at a time`,
  });
export type TCalendarItemsQuery = z.input<typeof ZCalendarItemsQuery>;

export const CALENDAR_ITEM_KINDS = ["event", "activity", "task", "rsvp"] as const;
export type TCalendarItemKind = (typeof CALENDAR_ITEM_KINDS)[number];

/**
 * One thing on the calendar. Events and activities are times (instants shown in `timeZone`, their event's);
 * a task is a due day (`day`, with startAt/endAt that day's bounds in the event's zone); an RSVP deadline is
 * the instant answers close.
 */
export const ZCalendarItem = z.object({
  kind: z.enum(CALENDAR_ITEM_KINDS),
  /** The record's id: the event's, the activity's, the checklist item's; for an RSVP deadline, its event's. */
  id: z.string(),
  eventId: z.string(),
  eventName: z.string(),
  title: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  /** "2027-06-01" for a task's due day; null for things that happen at a time. */
  day: z.string().nullable(),
  timeZone: z.string(),
  location: z.string().nullable(),
  /** The event's status (a cancelled event's activities are cancelled with it). */
  status: ZEventStatus,
  /** A task's done state; null for everything else. */
  done: z.boolean().nullable(),
  /** Events and activities can be dragged to another time; deadlines move where they are edited. */
  movable: z.boolean(),
});
export type TCalendarItem = z.infer<typeof ZCalendarItem>;

export const ZCalendarItems = z.object({
  items: z.array(ZCalendarItem),
  /** True when there were more than CALENDAR_ITEMS_MAX: the range should be narrowed. */
  truncated: z.boolean(),
});
export type TCalendarItems = z.infer<typeof ZCalendarItems>;

/** Drag to reschedule: a new start; the end moves with it so the length stays the same. */
export const ZCalendarMove = z
  .object({
    kind: z.enum(["event", "activity"], { error: "kind must be event or activity" }),
    id: z.string({ error: "id is required" }).min(1, "id is required").max(100),
    startAt: ZInstant("Start"),
  })
  .strict();
export type TCalendarMove = z.input<typeof ZCalendarMove>;

export const ZCalendarMoved = z.object({
  /** The moved item and, for an event, its activities (they move with it). */
  items: z.array(ZCalendarItem),
});
export type TCalendarMoved = z.infer<typeof ZCalendarMoved>;
