/**
 * The basic RSVP analytics turned into what the charts and their tables show: the funnel's steps with
 * their shares, the response rate per day, headcount per group (in the event type's words) and meals.
 */
import type { TRsvpAnalytics, TRsvpOverview } from "#shared/rsvp/schemas.ts";
import { formatDay } from "#shared/date-format.ts";

type FunnelKey = keyof TRsvpAnalytics["funnel"];

const FUNNEL_STEPS: ReadonlyArray<{ key: FunnelKey; label: string }> = [
  { key: "guests", label: "On the guest list" },
  { key: "invited", label: "Invited" },
  { key: "opened", label: "Opened the invitation" },
  { key: "answered", label: "Answered" },
  { key: "yes", label: "Said yes" },
];

interface FunnelRow {
  key: FunnelKey;
  label: string;
  count: number;
  /** Share of everyone on the list; null when the list is empty. */
  ofGuests: number | null;
  /** Share of the step before; null for the first step or when the step before is empty. */
  ofPrevious: number | null;
}

/** part / whole, or null when there is no whole to speak of. */
export function share(part: number, whole: number): number | null {
  return whole > 0 ? part / whole : null;
}

/** "46%"; "–" when there is nothing to divide by. */
export function formatPercent(value: number | null, locale?: string): string {
  if (value === null || !Number.isFinite(value)) return "–";
  return new Intl.NumberFormat(locale, { style: "percent", maximumFractionDigits: 0 }).format(value);
}

export function funnelRows(funnel: TRsvpAnalytics["funnel"]): FunnelRow[] {
  return FUNNEL_STEPS.map((step, index) => {
    const previous = index > 0 ? funnel[FUNNEL_STEPS[index - 1]!.key] : null;
    return {
      key: step.key,
      label: step.label,
      count: funnel[step.key],
      ofGuests: share(funnel[step.key], funnel.guests),
      ofPrevious: previous === null ? null : share(funnel[step.key], previous),
    };
  });
}

/** The funnel in one sentence, for the chart's text alternative. */
export function funnelSentence(funnel: TRsvpAnalytics["funnel"]): string {
  const guests = funnel.guests === 1 ? "1 guest" : `${funnel.guests.toLocaleString()} guests`;
  return `Of ${guests}, ${funnel.invited.toLocaleString()} invited, ${funnel.opened.toLocaleString()} opened the invitation, ${funnel.answered.toLocaleString()} answered and ${funnel.yes.toLocaleString()} said yes.`;
}

interface RatePoint {
  day: string;
  /** "Jun 12" */
  label: string;
  answers: number;
  /** 0..100, one decimal. */
  percent: number;
}

export function ratePoints(responsesByDay: TRsvpAnalytics["responsesByDay"]): RatePoint[] {
  return [...responsesByDay]
    .sort((a, b) => a.day.localeCompare(b.day))
    .map((point) => ({
      day: point.day,
      label: formatDay(point.day, "short"),
      answers: point.answers,
      percent: Math.round(point.cumulativeRate * 1000) / 10,
    }));
}

export function rateSentence(points: readonly RatePoint[]): string {
  const last = points.at(-1);
  if (!last) return "No answers yet.";
  return `By ${last.label}, ${formatPercent(last.percent / 100)} of invited guests had answered.`;
}

/** Guests without a group, named in the event type's words: "No Class Year". */
export function groupLabel(group: string, groupTerm: string): string {
  return group.trim() === "" ? `No ${groupTerm}` : group;
}

interface GroupRow {
  label: string;
  yes: number;
  maybe: number;
  invited: number;
}

/** Most people coming first; the guests without a group last, whatever their numbers. */
export function groupRows(groups: TRsvpAnalytics["headcountByGroup"], groupTerm: string): GroupRow[] {
  return [...groups]
    .sort(
      (a, b) =>
        Number(a.group.trim() === "") - Number(b.group.trim() === "") ||
        b.yes - a.yes ||
        b.maybe - a.maybe ||
        a.group.localeCompare(b.group),
    )
    .map((g) => ({ label: groupLabel(g.group, groupTerm), yes: g.yes, maybe: g.maybe, invited: g.invited }));
}

export function mealRows(meals: TRsvpAnalytics["meals"]): TRsvpAnalytics["meals"] {
  return [...meals].sort((a, b) => b.count - a.count || a.meal.localeCompare(b.meal));
}

type OverviewRow = TRsvpOverview["events"][number];

/** The event a visitor without ?eventId= most likely means: the next one to start, else the latest. */
export function defaultEventId(rows: readonly OverviewRow[], now: number): string | undefined {
  const upcoming = rows
    .filter((row) => Date.parse(row.startAt) >= now)
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  const latest = [...rows].sort((a, b) => Date.parse(b.startAt) - Date.parse(a.startAt));
  return (upcoming[0] ?? latest[0])?.eventId;
}
