/**
 * Where things go on the timeline: the days it spans, pixels per day at each zoom, the ticks of its
 * header, and each task's bar. Pure functions, so the page only draws.
 */
import { formatDay } from "#shared/date-format.ts";
import { daysBetween, shiftDay } from "./planning-dates.ts";
import type { TTimeline, TTimelineTask } from "#shared/planning/schemas.ts";

export type Zoom = "day" | "week" | "month";

export const ZOOMS: ReadonlyArray<{ value: Zoom; label: string }> = [
  { value: "day", label: "Day" },
  { value: "week", label: "Week" },
  { value: "month", label: "Month" },
];

export const DAY_WIDTH: Record<Zoom, number> = { day: 44, week: 18, month: 6 };
const PADDING_DAYS: Record<Zoom, number> = { day: 3, week: 7, month: 20 };

interface Range {
  first: string;
  last: string;
  days: number;
}

/** The task's first and last day on the chart; one dated end stands for both, undated tasks have none. */
export function taskSpan(
  task: Pick<TTimelineTask, "startDate" | "dueDate" | "milestone">,
): { from: string; to: string } | null {
  if (task.milestone) {
    const day = task.dueDate ?? task.startDate;
    return day ? { from: day, to: day } : null;
  }
  const from = task.startDate ?? task.dueDate;
  const to = task.dueDate ?? task.startDate;
  return from && to ? { from, to } : null;
}

/** Every dated thing, today and the event, with room on both sides. */
export function timelineRange(timeline: TTimeline, zoom: Zoom): Range {
  const days = [timeline.today, timeline.event.startDay, timeline.event.endDay];
  for (const task of timeline.tasks) {
    const span = taskSpan(task);
    if (span) days.push(span.from, span.to);
  }
  for (const m of timeline.milestones) days.push(m.targetDate);
  for (const a of timeline.activities) days.push(a.day);
  days.sort();
  let first = shiftDay(days[0]!, -PADDING_DAYS[zoom]);
  const last = shiftDay(days[days.length - 1]!, PADDING_DAYS[zoom]);
  // Month ticks read best from the first of a month.
  if (zoom === "month") first = `${first.slice(0, 8)}01`;
  return { first, last, days: daysBetween(first, last) + 1 };
}

export function dayX(range: Range, day: string, zoom: Zoom): number {
  return daysBetween(range.first, day) * DAY_WIDTH[zoom];
}

interface Tick {
  day: string;
  x: number;
  label: string;
  /** A bolder line where a month begins. */
  major: boolean;
}

function weekday(day: string): number {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** The header's lower row: each day ("12"), each week from its Monday ("Jun 7"), or each month ("Jun"). */
export function ticks(range: Range, zoom: Zoom): Tick[] {
  const out: Tick[] = [];
  for (let i = 0; i < range.days; i++) {
    const day = shiftDay(range.first, i);
    const date = Number(day.slice(8, 10));
    const major = date === 1;
    const x = i * DAY_WIDTH[zoom];
    if (zoom === "day") out.push({ day, x, label: String(date), major });
    else if (zoom === "week" && weekday(day) === 1) out.push({ day, x, label: formatDay(day, "short"), major });
    else if (zoom === "month" && major) out.push({ day, x, label: formatDay(day, "monthName"), major });
  }
  return out;
}

interface Band {
  day: string;
  x: number;
  width: number;
  label: string;
}

/**
 * The header's upper row: the month ("Jun 2027") over days and weeks, the year over months. Its label stays
 * in view while the chart scrolls, so a scrolled header always says which month it shows.
 */
export function bands(range: Range, zoom: Zoom): Band[] {
  const out: Band[] = [];
  const key = (day: string) => (zoom === "month" ? day.slice(0, 4) : day.slice(0, 7));
  for (let i = 0; i < range.days; i++) {
    const day = shiftDay(range.first, i);
    const last = out[out.length - 1];
    if (last && key(last.day) === key(day)) {
      last.width += DAY_WIDTH[zoom];
      continue;
    }
    const label = zoom === "month" ? day.slice(0, 4) : formatDay(day, "month");
    out.push({ day, x: i * DAY_WIDTH[zoom], width: DAY_WIDTH[zoom], label });
  }
  return out;
}

/** About how wide a bar's title is in the chart's small type, to tell whether it fits inside its bar. */
export function titleWidth(title: string): number {
  return Math.ceil(title.length * 6.6) + 16;
}

/** A bar moved by `days`, keeping its length; an undated end stays undated. */
export function movedDates(
  task: Pick<TTimelineTask, "startDate" | "dueDate">,
  days: number,
): { startDate: string | null; dueDate: string | null } {
  return {
    startDate: task.startDate ? shiftDay(task.startDate, days) : null,
    dueDate: task.dueDate ? shiftDay(task.dueDate, days) : null,
  };
}

/** Parents first, each followed by its subtasks; dated tasks in date order, so the chart reads top-down. */
export function taskRows(tasks: readonly TTimelineTask[]): Array<{ task: TTimelineTask; depth: 0 | 1 }> {
  const byStart = (a: TTimelineTask, b: TTimelineTask) =>
    (taskSpan(a)?.from ?? "9999").localeCompare(taskSpan(b)?.from ?? "9999");
  const dated = tasks.filter((t) => taskSpan(t) !== null);
  const ids = new Set(dated.map((t) => t.id));
  const parents = dated.filter((t) => !t.parentId || !ids.has(t.parentId)).sort(byStart);
  return parents.flatMap((parent) => [
    { task: parent, depth: 0 as const },
    ...dated
      .filter((t) => t.parentId === parent.id)
      .sort(byStart)
      .map((task) => ({ task, depth: 1 as const })),
  ]);
}
