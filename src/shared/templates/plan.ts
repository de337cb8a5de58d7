/**
 * Turns a template into dated plans for one event: the event's start and end, each activity at its local
 * time in the event's zone, checklist and task due dates counted back from the first day (squeezed between
 * today and the first day when the event is nearer than the plan's lead time). Wall-clock
 * arithmetic first, then one conversion per instant, so a schedule that crosses a daylight-saving change
 * keeps its local times (breakfast stays at 08:00). Shared: the server creates with it, the page previews it.
 */
import { zonedInputToIso } from "../zoned-time.ts";
import { TIME_OF_DAY } from "./schemas.ts";
import type { EventTemplate, TaskPriority, TemplateActivity } from "./types.ts";

const MINUTES_PER_DAY = 24 * 60;

export function minutesOfDay(time: string): number {
  const match = TIME_OF_DAY.exec(time);
  if (!match) throw new Error(`Not a time of day: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function dayStartUtc(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

/** "2027-03-28" plus `days` (negative counts back), as a calendar date. */
export function addDays(date: string, days: number): string {
  return new Date(dayStartUtc(date) + days * MINUTES_PER_DAY * 60_000).toISOString().slice(0, 10);
}

/** The wall-clock moment `minutes` after midnight of `date`, as a datetime-local value. */
function wallClock(date: string, minutes: number): string {
  return new Date(dayStartUtc(date) + minutes * 60_000).toISOString().slice(0, 16);
}

/** How long after the template's usual start an activity begins, in minutes of wall-clock time. */
export function activityOffsetMinutes(template: EventTemplate, item: TemplateActivity): number {
  return item.dayOffset * MINUTES_PER_DAY + minutesOfDay(item.startTime) - minutesOfDay(template.defaultStartTime);
}

interface PlannedActivity {
  name: string;
  startAt: string;
  endAt: string;
  host: string;
  notes: string;
}

interface PlannedEvent {
  startAt: string;
  endAt: string;
  activities: PlannedActivity[];
  /** The planning list: every line, with the task priority and the journey step of those that have them. */
  checklist: Array<{ text: string; dueDate: string; priority?: TaskPriority; step?: string }>;
  tasks: Array<{ title: string; priority: TaskPriority; daysBefore: number; dueDate: string }>;
}

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * The organiser may start at another time than the template's usual one: the whole schedule moves with
 * the start, so every activity keeps its place inside the event (and inside its dates, which the activities
 * service insists on).
 */
export function planFromTemplate(
  template: EventTemplate,
  when: { startDate: string; startTime?: string | undefined; timeZone: string; today?: string | undefined },
): PlannedEvent {
  const start = minutesOfDay(when.startTime ?? template.defaultStartTime);
  const iso = (minutes: number) => zonedInputToIso(wallClock(when.startDate, minutes), when.timeZone);
  const startAt = iso(start);
  const endAt = iso(start + Math.round(template.lengthHours * 60));
  const [first, last] = [Date.parse(startAt), Date.parse(endAt)];
  const due = dueDates(template, when.startDate, when.today);

  const activities = template.activities.map((item) => {
    const begin = start + activityOffsetMinutes(template, item);
    // Around a daylight-saving change a wall-clock time can be skipped or repeated; the clamps keep the
    // converted instants in order and inside the event whatever the zone does.
    const from = clamp(Date.parse(iso(begin)), first, last);
    const to = clamp(Date.parse(iso(begin + item.durationMinutes)), from, last);
    return {
      name: item.name,
      startAt: new Date(from).toISOString(),
      endAt: new Date(to).toISOString(),
      host: item.host,
      notes: item.description,
    };
  });

  return {
    startAt,
    endAt,
    activities,
    checklist: template.checklist.map(({ daysBefore, ...item }) => ({ ...item, dueDate: due(daysBefore) })),
    tasks: template.tasks.map((item) => ({ ...item, dueDate: due(item.daysBefore) })),
  };
}

/** Whole days from `from` to `to` (calendar dates; negative when `to` is earlier). */
function daysBetween(from: string, to: string): number {
  return Math.round((dayStartUtc(to) - dayStartUtc(from)) / (MINUTES_PER_DAY * 60_000));
}

/**
 * Due dates counted back from the first day. An event nearer than the template's longest lead time (given
 * `today`) gets its whole plan squeezed in proportion between today and the first day, in the same order, so
 * a new event never starts with work overdue.
 */
function dueDates(template: EventTemplate, startDate: string, today: string | undefined) {
  const lead = Math.max(0, ...template.checklist.map((i) => i.daysBefore));
  const room = today === undefined ? lead : Math.max(0, daysBetween(today, startDate));
  const scale = lead > room ? room / lead : 1;
  return (daysBefore: number) => addDays(startDate, -Math.round(daysBefore * scale));
}
