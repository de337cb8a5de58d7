/**
 * Quick-start templates: what a kind of gathering usually needs (schedule, checklist, planning tasks,
 * budget), written once here and used by the template pages and by "Use this template" on the server.
 * The data files are large, so only the template pages' own chunks and the server import them; the route
 * table and the catalogue, loaded on every page, never do.
 */
import type { TemplateSlug } from "../routes.ts";

export type { TemplateSlug };

export const TEMPLATE_CATEGORY_KEYS = [
  "family-celebrations",
  "travel-adventure",
  "reunions",
  "community-social",
  "corporate-professional",
  "sports",
  "arts-entertainment",
  "creators-brands",
  "charity-fundraising",
  "education",
] as const;
export type TemplateCategoryKey = (typeof TEMPLATE_CATEGORY_KEYS)[number];

export interface TemplateCategory {
  key: TemplateCategoryKey;
  title: string;
  description: string;
}

export const TEMPLATE_CATEGORIES: readonly TemplateCategory[] = [
  {
    key: "family-celebrations",
    title: "Family & celebrations",
    description: "Reunions, showers, birthdays, graduations and weddings.",
  },
  {
    key: "travel-adventure",
    title: "Travel & adventure",
    description: "Trips and tours where a group travels together.",
  },
  {
    key: "reunions",
    title: "Reunions & alumni",
    description: "Classmates, teammates, chapters and units meeting again.",
  },
  { key: "community-social", title: "Community & social", description: "Neighbours, clubs, parties and local causes." },
  {
    key: "corporate-professional",
    title: "Corporate & professional",
    description: "Conferences, launches, retreats and kick-offs.",
  },
  { key: "sports", title: "Sports", description: "Tournaments, banquets, drafts, camps and finals." },
  {
    key: "arts-entertainment",
    title: "Arts & entertainment",
    description: "Festivals, shows, exhibitions and screenings.",
  },
  { key: "creators-brands", title: "Creators & brands", description: "Meetups, partnerships, campaigns and reviews." },
  {
    key: "charity-fundraising",
    title: "Charity & fundraising",
    description: "Galas, auctions, campaigns, walks and concerts.",
  },
  { key: "education", title: "Education & learning", description: "Workshops, seminars, trainings and conferences." },
];

export type TaskPriority = "high" | "medium" | "low";
export const TASK_PRIORITIES: readonly TaskPriority[] = ["high", "medium", "low"];

export interface TemplateActivity {
  name: string;
  /** Days after the event's first day (0 = the first day). */
  dayOffset: number;
  /** Local wall-clock time in the event's zone, "HH:MM". */
  startTime: string;
  durationMinutes: number;
  description: string;
  /** Who usually runs it: a role, not a person ("MC", "Head coach"). */
  host: string;
}

/**
 * One line of the template's planning list (ADR 027): every line goes into the event's checklist; a line with
 * a priority is also a task on the board, linked to its checklist line, and a line with a step is the
 * planning-journey step of that key, so the checklist, the board and the journey never list the same thing
 * twice.
 */
export interface TemplateChecklistItem {
  text: string;
  /** Due this many calendar days before the event's first day (0 = on the day). */
  daysBefore: number;
  /** Set when the line is also a planning task, with this priority. */
  priority?: TaskPriority;
  /** The key of the step of the event type's planning journey (shared/planning/journeys.ts) this line is. */
  step?: string;
}

/** A line of the planning list that is also a task: what the template pages count as its planning tasks. */
export interface TemplateTask {
  title: string;
  daysBefore: number;
  priority: TaskPriority;
  step?: string;
}

export interface TemplateBudgetLine {
  category: string;
  item: string;
  /** Integer minor units (cents) of `currency`. */
  amountMinor: number;
  /** ISO 4217 code. */
  currency: string;
}

export interface EventTemplate {
  slug: TemplateSlug;
  title: string;
  category: TemplateCategoryKey;
  /** One of the 12 built-in event types (shared/event-types.ts). */
  eventTypeId: string;
  pitch: string;
  description: string;
  idealFor: readonly string[];
  /** When the first activity usually begins, "HH:MM"; the event starts then unless the organiser says otherwise. */
  defaultStartTime: string;
  /** Typical length from start to end, in hours (a weekend is 48; shown as days from 24 up). */
  lengthHours: number;
  suggestedCapacity: number;
  defaultEventName: string;
  activities: readonly TemplateActivity[];
  checklist: readonly TemplateChecklistItem[];
  tasks: readonly TemplateTask[];
  budget: readonly TemplateBudgetLine[];
  tips: readonly string[];
}

/**
 * What a data file writes: the budget's currency once, and its lines without it; one planning list, whose
 * task lines (`task(...)`) make the tasks.
 */
interface TemplateSource extends Omit<EventTemplate, "activities" | "checklist" | "tasks" | "budget"> {
  currency?: string;
  activities: readonly TemplateActivity[];
  checklist: readonly TemplateChecklistItem[];
  budget: ReadonlyArray<Omit<TemplateBudgetLine, "currency">>;
}

/** Fills in the budget's currency (USD unless the template says otherwise) and the tasks of the planning list. */
export function defineTemplate(source: TemplateSource): EventTemplate {
  const { currency = "USD", budget, checklist, ...rest } = source;
  const tasks = checklist.flatMap(({ text, daysBefore, priority, step }): TemplateTask[] =>
    priority ? [{ title: text, daysBefore, priority, ...(step ? { step } : {}) }] : [],
  );
  return { ...rest, checklist, tasks, budget: budget.map((line) => ({ ...line, currency })) };
}

/* Short builders keep the data files readable: one line per activity, item, task or budget line. */

export function activity(
  dayOffset: number,
  startTime: string,
  durationMinutes: number,
  name: string,
  host: string,
  description: string,
): TemplateActivity {
  return { name, dayOffset, startTime, durationMinutes, description, host };
}

/** A checklist line; `step` names the journey step it is, when it is one. */
export function todo(daysBefore: number, text: string, step?: string): TemplateChecklistItem {
  return step ? { text, daysBefore, step } : { text, daysBefore };
}

/** A checklist line that is also a planning task on the board. */
export function task(daysBefore: number, priority: TaskPriority, text: string, step?: string): TemplateChecklistItem {
  return step ? { text, daysBefore, priority, step } : { text, daysBefore, priority };
}

export function cost(category: string, item: string, amountMinor: number): Omit<TemplateBudgetLine, "currency"> {
  return { category, item, amountMinor };
}
