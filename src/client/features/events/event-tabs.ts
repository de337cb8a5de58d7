/**
 * The tabs of the event details page, the organiser's home for one event: every feature that works on one
 * event, grouped as the organiser thinks of them (plan the gathering, look after the guests, talk to them).
 * Pure: the page draws them, the tests check them. A tab's plan is its catalogue feature's, the same tier the
 * server's gate reads, so a tab is never open where its requests would be refused, nor locked where they pass.
 */
import { findFeature } from "#shared/catalogue.ts";
import type { PlanType } from "#shared/plans.ts";
import { matchRoute } from "#shared/routes.ts";

export const TAB_GROUPS = [
  { key: "plan", label: "Plan" },
  { key: "guests", label: "Guests" },
  { key: "communicate", label: "Communicate" },
] as const;
type TabGroupKey = (typeof TAB_GROUPS)[number]["key"];

/** In the order they show, group by group. `feature` is the catalogue key whose plan opens the tab. */
export const FEATURE_TABS = [
  {
    value: "activities",
    label: "Activities",
    group: "plan",
    feature: "activities",
    about: "Plan the sessions inside this event: dinners, tours and games.",
  },
  {
    value: "checklists",
    label: "Checklists",
    group: "plan",
    feature: "printable-checklists",
    about: "Keep printable checklists with due dates for everything left to do.",
  },
  {
    value: "tasks",
    label: "Tasks",
    group: "plan",
    feature: "task-management",
    about: "Give each task an owner, a due date and a priority, with subtasks, comments and files.",
  },
  {
    value: "board",
    label: "Board",
    group: "plan",
    feature: "progress-board",
    about: "Move tasks across a board and see at a glance what is to do, in progress and done.",
  },
  {
    value: "timeline",
    label: "Timeline",
    group: "plan",
    feature: "interactive-timeline",
    about: "See tasks, milestones and activities on a timeline leading up to the event, and move them by dragging.",
  },
  {
    value: "journey",
    label: "Journey",
    group: "plan",
    feature: "planning-journey",
    about: "Follow a step-by-step plan for this kind of gathering, dated back from its first day.",
  },
  {
    value: "budget",
    label: "Budget",
    group: "plan",
    feature: "budgeting",
    about: "Track planned and actual costs line by line.",
  },
  {
    value: "volunteers",
    label: "Volunteers",
    group: "plan",
    feature: "volunteer-staff-management",
    about: "Recruit volunteers with an application link, fill every shift and check people in on the day.",
  },
  {
    value: "rsvps",
    label: "RSVPs",
    group: "guests",
    feature: "rsvp-management",
    about: "Collect RSVPs and see who is coming at a glance.",
  },
  {
    value: "tickets",
    label: "Tickets",
    group: "guests",
    feature: "ticket-management",
    about: "Sell tickets, then check people in at the door.",
  },
  {
    value: "directory",
    label: "Directory",
    group: "guests",
    feature: "directory-profiles",
    about: "Find everyone on the guest list, with the profile each person chose to share.",
  },
  {
    value: "info-pages",
    label: "Info pages",
    group: "guests",
    // Info pages have no card of their own: the catalogue's Events feature promises the shareable page.
    feature: "events",
    about: "Write pages about the schedule, directions, dress code and FAQ, and share them with a link.",
  },
  {
    value: "announcements",
    label: "Announcements",
    group: "communicate",
    feature: "announcements",
    about: "Post news to everyone at the event, pin what matters and send it by email too.",
  },
  {
    value: "polls",
    label: "Polls",
    group: "communicate",
    feature: "polls-surveys",
    about: "Ask your guests a quick question, find a date that suits most, and see the answers live.",
  },
  {
    value: "forum",
    label: "Forum",
    group: "communicate",
    // The forum and the chat belong to the catalogue's Announcements feature (src/shared/forum/contract.ts).
    feature: "announcements",
    about: "Let guests ask questions and share plans and memories, kept in threads.",
  },
  {
    value: "chat",
    label: "Chat",
    group: "communicate",
    feature: "announcements",
    about: "A live group chat for everyone at the event.",
  },
] as const satisfies ReadonlyArray<{
  value: string;
  label: string;
  group: TabGroupKey;
  feature: string;
  about: string;
}>;

export type FeatureTab = (typeof FEATURE_TABS)[number];
export type EventTabKey = FeatureTab["value"];

export const OVERVIEW_TAB = "overview";
const TAB_KEYS: readonly string[] = [OVERVIEW_TAB, ...FEATURE_TABS.map((tab) => tab.value)];

/** The tab a ?tab= value asks for, or the overview for a missing or unknown one. */
export function tabFromSearch(value: string | null): string {
  return value !== null && TAB_KEYS.includes(value) ? value : OVERVIEW_TAB;
}

/** The plan that opens a tab: its catalogue feature's. */
export function tabPlan(tab: FeatureTab): PlanType {
  const feature = findFeature(tab.feature);
  if (!feature) throw new Error(`The event page's ${tab.value} tab names ${tab.feature}, which the catalogue lacks`);
  return feature.planType;
}

/** Which plans the signed-in person may use, as the account answer gives them. */
export type PlanAccess = Partial<Record<Exclude<PlanType, "free">, boolean>>;

export function opens(access: PlanAccess | undefined, plan: PlanType): boolean {
  if (plan === "free") return true;
  return access?.[plan] === true;
}

/**
 * The stand-alone pages a tab shows in full, by their route's page id (src/shared/routes.ts, aliases included):
 * on the event page a link to one of them for this event opens the tab (client/lib/event-page-links.ts). The
 * Activities, Checklists, Budget, Tickets and Info pages tabs show a summary that links on to the full page,
 * so a link to that page still goes there.
 */
const TAB_OF_PAGE: Readonly<Partial<Record<string, EventTabKey>>> = {
  "task-management": "tasks",
  "progress-board": "board",
  timeline: "timeline",
  "planning-journey": "journey",
  rsvp: "rsvps",
  directory: "directory",
  announcements: "announcements",
  polls: "polls",
  forum: "forum",
  chat: "chat",
  volunteers: "volunteers",
};

/** The tab that shows the page at `pathname` ("/progress-board" -> "board"), or undefined when none does. */
export function tabOfPath(pathname: string): EventTabKey | undefined {
  const page = matchRoute(pathname)?.route.page;
  return page === undefined ? undefined : TAB_OF_PAGE[page];
}

/** The tabs of one group, in order. */
export function tabsOf(group: TabGroupKey): FeatureTab[] {
  return FEATURE_TABS.filter((tab) => tab.group === group);
}
