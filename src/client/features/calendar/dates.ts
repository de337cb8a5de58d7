/**
 * Calendar arithmetic for the interactive calendar. The grid's days are the viewer's calendar days (date-fns
 * on local dates); each item is placed on the days it touches in the zone chosen for reading times: the
 * viewer's own, or its event's (@date-fns/tz). A task's due day is a calendar day and never moves with a zone.
 */
import {
  addDays,
  addMonths,
  addWeeks,
  differenceInCalendarDays,
  eachDayOfInterval,
  endOfMonth,
  endOfWeek,
  format,
  startOfMonth,
  startOfWeek,
} from "date-fns";
import { tz } from "@date-fns/tz";
import type { TCalendarItem } from "#shared/calendar/schemas.ts";
import { browserTimeZone, isoToZonedInput, zonedInputToIso } from "#shared/zoned-time.ts";

export type CalendarView = "month" | "week" | "day";
/** "mine": every time in the viewer's zone; "event": each item in its event's zone. */
export type ZoneMode = "mine" | "event";

const WEEK_STARTS_ON = 1;
/** A long event is drawn on at most this many days (the range asked for is never longer). */
const SPAN_DAYS_MAX = 62;

export function dayKey(day: Date): string {
  return format(day, "yyyy-MM-dd");
}

/** A day key back to the viewer's local midnight; null for anything else. */
export function parseDayKey(value: string | null): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? "");
  if (!match) return null;
  const day = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(day.getTime()) || dayKey(day) !== value ? null : day;
}

export function zoneOf(item: TCalendarItem, mode: ZoneMode): string {
  return mode === "event" ? item.timeZone : browserTimeZone();
}

/** The days shown by a view around its anchor day (month: whole weeks from Monday). */
export function visibleDays(view: CalendarView, anchor: Date): Date[] {
  if (view === "day") return [anchor];
  if (view === "week") {
    return eachDayOfInterval({
      start: startOfWeek(anchor, { weekStartsOn: WEEK_STARTS_ON }),
      end: endOfWeek(anchor, { weekStartsOn: WEEK_STARTS_ON }),
    });
  }
  return eachDayOfInterval({
    start: startOfWeek(startOfMonth(anchor), { weekStartsOn: WEEK_STARTS_ON }),
    end: endOfWeek(endOfMonth(anchor), { weekStartsOn: WEEK_STARTS_ON }),
  });
}

/**
 * The instants to ask the server for: the visible days with a day either side, because an item read in its
 * event's zone can fall on a visible day while its instant lies just outside the viewer's.
 */
export function queryRange(days: Date[]): { from: string; to: string } {
  const first = days[0] ?? new Date();
  const last = days[days.length - 1] ?? first;
  return { from: addDays(first, -1).toISOString(), to: addDays(last, 2).toISOString() };
}

export function step(view: CalendarView, anchor: Date, direction: 1 | -1): Date {
  if (view === "month") return addMonths(anchor, direction);
  if (view === "week") return addWeeks(anchor, direction);
  return addDays(anchor, direction);
}

/** The calendar day an instant falls on in a zone. */
function dayKeyIn(iso: string, timeZone: string): string {
  return format(new Date(iso), "yyyy-MM-dd", { in: tz(timeZone) });
}

/** Every day an item touches in the reading zone; an end at midnight does not touch the next day. */
export function itemDays(item: TCalendarItem, mode: ZoneMode): string[] {
  if (item.day) return [item.day];
  const zone = zoneOf(item, mode);
  const first = dayKeyIn(item.startAt, zone);
  const endInstant = Math.max(Date.parse(item.endAt) - 1, Date.parse(item.startAt));
  const last = dayKeyIn(new Date(endInstant).toISOString(), zone);
  const keys = [first];
  for (let day = parseDayKey(first); day && keys.length < SPAN_DAYS_MAX && keys[keys.length - 1]! < last;) {
    day = addDays(day, 1);
    keys.push(dayKey(day));
  }
  return keys;
}

/** Items by the day keys they touch, each day's in time order (due days first). */
export function itemsByDay(items: TCalendarItem[], mode: ZoneMode): Map<string, TCalendarItem[]> {
  const byDay = new Map<string, TCalendarItem[]>();
  const sorted = [...items].sort(
    (a, b) => Number(b.day !== null) - Number(a.day !== null) || Date.parse(a.startAt) - Date.parse(b.startAt),
  );
  for (const item of sorted) {
    for (const key of itemDays(item, mode)) byDay.set(key, [...(byDay.get(key) ?? []), item]);
  }
  return byDay;
}

/** The hour (0-23) an item starts at in the reading zone. */
export function startHour(item: TCalendarItem, mode: ZoneMode): number {
  return Number(isoToZonedInput(item.startAt, zoneOf(item, mode)).slice(11, 13));
}

/**
 * The day a dragged item's start moves to: the drop day when it was grabbed by its first day, else its first
 * day shifted by as many days as lie between the day it was grabbed by and the drop.
 */
export function dropStartDay(item: TCalendarItem, mode: ZoneMode, grabbedDay: string, dropDay: string): string {
  const first = parseDayKey(itemDays(item, mode)[0] ?? grabbedDay);
  const grabbed = parseDayKey(grabbedDay);
  const drop = parseDayKey(dropDay);
  if (!first || !grabbed || !drop) return dropDay;
  return dayKey(addDays(first, differenceInCalendarDays(drop, grabbed)));
}

/**
 * Where a drop lands: the item's wall-clock start moved to `day` in the reading zone, keeping its time, or
 * its minutes at `hour` when dropped on an hour of the day view. Null when nothing changes.
 */
export function droppedStart(item: TCalendarItem, mode: ZoneMode, day: string, hour?: number): string | null {
  const zone = zoneOf(item, mode);
  const wall = isoToZonedInput(item.startAt, zone);
  const time = hour === undefined ? wall.slice(11, 16) : `${String(hour).padStart(2, "0")}:${wall.slice(14, 16)}`;
  const next = zonedInputToIso(`${day}T${time}`, zone);
  return Date.parse(next) === Date.parse(item.startAt) ? null : next;
}

/** The datetime-local value of an item's start in the reading zone (the "Move to…" field). */
export function startInput(item: TCalendarItem, mode: ZoneMode): string {
  return isoToZonedInput(item.startAt, zoneOf(item, mode));
}

export function inputToIso(value: string, item: TCalendarItem, mode: ZoneMode): string {
  return zonedInputToIso(value, zoneOf(item, mode));
}
