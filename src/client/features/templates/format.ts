/** How template facts read on the page: lengths, times of day, lead times and money. */
import { DATE_LOCALE } from "#shared/date-format.ts";
import { BUILT_IN_EVENT_TYPES, type EventTypeInfo } from "#shared/event-types.ts";
import { formatMoney } from "#shared/money.ts";
import { countText } from "#shared/words.ts";
import { minutesOfDay } from "#shared/templates/plan.ts";
import {
  TEMPLATE_CATEGORIES,
  type EventTemplate,
  type TemplateCategory,
  type TemplateCategoryKey,
} from "#shared/templates/types.ts";

/**
 * "3 hours", "2 h 30 min", or in days from 24 hours up: whole days as they are (a 30-day campaign), otherwise
 * the calendar days it touches, as people count a trip (Friday evening to Sunday noon is 3 days).
 */
export function lengthText(hours: number, startTime = "00:00"): string {
  if (hours >= 24) {
    if (hours % 24 === 0) return countText(hours / 24, "day");
    const endMinute = minutesOfDay(startTime) + Math.round(hours * 60);
    return countText(Math.floor((endMinute - 1) / (24 * 60)) + 1, "day");
  }
  if (Number.isInteger(hours)) return countText(hours, "hour");
  return durationText(Math.round(hours * 60));
}

/** "45 min", "2 h", "1 h 30 min". */
export function durationText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

const timeFormat = new Intl.DateTimeFormat(DATE_LOCALE, { hour: "numeric", minute: "2-digit", timeZone: "UTC" });

/** "16:00" as the app writes a time of day ("4:00 PM"). */
export function timeOfDayText(time: string): string {
  const minutes = minutesOfDay(time);
  return timeFormat.format(Date.UTC(2000, 0, 1, Math.floor(minutes / 60), minutes % 60));
}

/** "On the day", "3 days before", "6 weeks before", "4 months before". */
export function daysBeforeText(days: number): string {
  if (days === 0) return "On the day";
  if (days < 14) return `${countText(days, "day")} before`;
  if (days < 60) return `${countText(Math.round(days / 7), "week")} before`;
  return `${countText(Math.round(days / 30), "month")} before`;
}

/** Lead-time phases a checklist is read in, from the furthest to the day itself. */
const PHASES: ReadonlyArray<{ from: number; title: string }> = [
  { from: 180, title: "Six months or more before" },
  { from: 90, title: "Three to six months before" },
  { from: 30, title: "One to three months before" },
  { from: 7, title: "The last month" },
  { from: 1, title: "The final week" },
  { from: 0, title: "On the day" },
];

export function byPhase<T extends { daysBefore: number }>(items: readonly T[]): Array<{ title: string; items: T[] }> {
  const phases = PHASES.map((phase) => ({ title: phase.title, items: [] as T[] }));
  for (const entry of items) {
    const index = PHASES.findIndex((phase) => entry.daysBefore >= phase.from);
    phases[index === -1 ? PHASES.length - 1 : index]!.items.push(entry);
  }
  return phases.filter((phase) => phase.items.length > 0);
}

export function budgetTotal(template: EventTemplate): string {
  const currency = template.budget[0]?.currency ?? "USD";
  return formatMoney(
    template.budget.reduce((sum, line) => sum + line.amountMinor, 0),
    currency,
    DATE_LOCALE,
  );
}

const TYPES = new Map(BUILT_IN_EVENT_TYPES.map((type) => [type.id, type]));
const CATEGORIES = new Map(TEMPLATE_CATEGORIES.map((category) => [category.key, category]));

export function eventTypeOf(template: EventTemplate): EventTypeInfo {
  return TYPES.get(template.eventTypeId) ?? BUILT_IN_EVENT_TYPES[0]!;
}

export function categoryOf(key: TemplateCategoryKey): TemplateCategory {
  return CATEGORIES.get(key) ?? TEMPLATE_CATEGORIES[0]!;
}

/** The longest lead time of the checklist: how far ahead the plan starts. */
export function leadDays(template: EventTemplate): number {
  return Math.max(
    0,
    ...template.checklist.map((entry) => entry.daysBefore),
    ...template.tasks.map((entry) => entry.daysBefore),
  );
}
