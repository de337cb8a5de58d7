/**
 * The 12 demo events, one per built-in event type: realistic, read-only sample data shown on the public
 * /demo pages so a visitor sees what a planned gathering looks like in its type's own words. Like the
 * templates, only the demo page's chunk imports the data.
 */
import type { DemoSlug, TemplateSlug } from "../routes.ts";
import { zonedInputToIso } from "../zoned-time.ts";

export type { DemoSlug };

export type DemoRsvp = "going" | "maybe" | "invited";

interface DemoMember {
  name: string;
  rsvp: DemoRsvp;
  /** A short detail: a role, where they travel from, a dietary note. */
  note?: string;
}

/** People grouped by the event type's group term ("Branch", "Class Year"). */
export interface DemoGroup {
  name: string;
  members: readonly DemoMember[];
}

export interface DemoActivity {
  name: string;
  startAt: string;
  endAt: string;
  place: string;
  host: string;
}

export interface DemoChecklistItem {
  text: string;
  /** A calendar day, "YYYY-MM-DD". */
  dueDate: string;
  done: boolean;
}

export interface DemoBudgetLine {
  category: string;
  /** Minor units of the budget's currency. */
  planned: number;
  spent: number;
}

export interface DemoEvent {
  slug: DemoSlug;
  eventTypeId: string;
  /** The quick-start template closest to this sample, offered as "start from this". */
  templateSlug: TemplateSlug;
  name: string;
  tagline: string;
  startAt: string;
  endAt: string;
  timeZone: string;
  venue: { name: string; address: string };
  hostedBy: string;
  description: string;
  capacity: number;
  schedule: readonly DemoActivity[];
  checklist: readonly DemoChecklistItem[];
  groups: readonly DemoGroup[];
  faq: ReadonlyArray<{ question: string; answer: string }>;
  budget: { currency: string; lines: readonly DemoBudgetLine[] };
}

/** What a data file writes: times as local wall-clock values ("2027-06-12T18:30") in the event's zone. */
interface DemoSource extends Omit<DemoEvent, "startAt" | "endAt" | "schedule"> {
  start: string;
  end: string;
  schedule: ReadonlyArray<{ name: string; start: string; end: string; place: string; host: string }>;
}

export function defineDemo(source: DemoSource): DemoEvent {
  const { start, end, schedule, ...rest } = source;
  const at = (local: string) => zonedInputToIso(local, source.timeZone);
  return {
    ...rest,
    startAt: at(start),
    endAt: at(end),
    schedule: schedule.map(({ start: from, end: to, ...item }) => ({ ...item, startAt: at(from), endAt: at(to) })),
  };
}

/* One-line builders, as in the template data. */

export function member(name: string, rsvp: DemoRsvp, note?: string): DemoMember {
  return note === undefined ? { name, rsvp } : { name, rsvp, note };
}

export function item(dueDate: string, done: boolean, text: string): DemoChecklistItem {
  return { text, dueDate, done };
}

export function line(category: string, planned: number, spent: number): DemoBudgetLine {
  return { category, planned, spent };
}
