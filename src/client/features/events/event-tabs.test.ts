import { describe, expect, it } from "vitest";
import { findFeature } from "#shared/catalogue.ts";
import type { Endpoint } from "#shared/contract.ts";
import type { PlanType } from "#shared/plans.ts";
import { activitiesContract } from "#shared/activities/contract.ts";
import { announcementsContract } from "#shared/announcements/contract.ts";
import { budgetsContract } from "#shared/budgets/contract.ts";
import { checklistsContract } from "#shared/checklists/contract.ts";
import { forumContract } from "#shared/forum/contract.ts";
import { infoPagesContract } from "#shared/info-pages/contract.ts";
import { peopleContract } from "#shared/people/contract.ts";
import { planningContract } from "#shared/planning/contract.ts";
import { pollsContract } from "#shared/polls/contract.ts";
import { rsvpContract } from "#shared/rsvp/contract.ts";
import { tasksContract } from "#shared/tasks/contract.ts";
import { ticketsContract } from "#shared/tickets/contract.ts";
import { volunteersContract } from "#shared/volunteers/contract.ts";
import {
  FEATURE_TABS,
  opens,
  OVERVIEW_TAB,
  TAB_GROUPS,
  tabFromSearch,
  tabOfPath,
  tabPlan,
  tabsOf,
  type EventTabKey,
} from "./event-tabs.ts";

/** The endpoint each tab's panel cannot work without: the server opens it with this plan. */
const READS: Record<EventTabKey, Endpoint> = {
  activities: activitiesContract.list,
  checklists: checklistsContract.list,
  tasks: tasksContract.board,
  board: tasksContract.move,
  timeline: planningContract.timeline,
  journey: planningContract.journey,
  budget: budgetsContract.get,
  rsvps: rsvpContract.listGuests,
  tickets: ticketsContract.listTypes,
  directory: peopleContract.list,
  "info-pages": infoPagesContract.list,
  announcements: announcementsContract.list,
  polls: pollsContract.list,
  forum: forumContract.threads,
  chat: forumContract.chatMessages,
  volunteers: volunteersContract.listShifts,
};

const serverPlan = (endpoint: Endpoint): PlanType =>
  endpoint.feature ? (findFeature(endpoint.feature)?.planType ?? "free") : "free";

describe("the event page's tabs", () => {
  it("name catalogue features, and open with the plan the server asks for the tab's requests", () => {
    for (const tab of FEATURE_TABS) {
      expect(findFeature(tab.feature), tab.value).toBeDefined();
      expect(tabPlan(tab), tab.value).toBe(serverPlan(READS[tab.value]));
    }
  });

  it("reach every tool of one event the issue lists, each once, in one of three groups", () => {
    const values = FEATURE_TABS.map((tab) => tab.value);
    expect(new Set(values).size).toBe(values.length);
    expect([...values].sort()).toEqual(
      [
        "activities",
        "announcements",
        "board",
        "budget",
        "chat",
        "checklists",
        "directory",
        "forum",
        "info-pages",
        "journey",
        "polls",
        "rsvps",
        "tasks",
        "tickets",
        "timeline",
        "volunteers",
      ].sort(),
    );
    expect(TAB_GROUPS.flatMap((group) => tabsOf(group.key)).map((tab) => tab.value)).toEqual(values);
  });

  it("opens the tab in the address, and the overview for none or an unknown one", () => {
    expect(tabFromSearch("board")).toBe("board");
    expect(tabFromSearch("info-pages")).toBe("info-pages");
    expect(tabFromSearch(null)).toBe(OVERVIEW_TAB);
    expect(tabFromSearch("")).toBe(OVERVIEW_TAB);
    expect(tabFromSearch("coming-soon")).toBe(OVERVIEW_TAB);
  });

  it("knows which stand-alone pages a tab shows in full, aliases too, and leaves the summaries' full pages out", () => {
    expect(tabOfPath("/task-management")).toBe("tasks");
    expect(tabOfPath("/progress-board")).toBe("board");
    expect(tabOfPath("/timeline")).toBe("timeline");
    expect(tabOfPath("/planning-journey")).toBe("journey");
    expect(tabOfPath("/rsvp")).toBe("rsvps");
    expect(tabOfPath("/rsvp-functionality")).toBe("rsvps");
    expect(tabOfPath("/directory")).toBe("directory");
    expect(tabOfPath("/messages")).toBe("announcements");
    expect(tabOfPath("/polls-surveys")).toBe("polls");
    expect(tabOfPath("/forum")).toBe("forum");
    expect(tabOfPath("/chat")).toBe("chat");
    expect(tabOfPath("/business/volunteers")).toBe("volunteers");
    expect(tabOfPath("/volunteers")).toBe("volunteers");
    // The Checklists, Budget and Tickets tabs sum up and link on to these; other events' pages and pages of no
    // single event have no tab.
    for (const path of ["/checklists", "/budgeting", "/ticket-management/event/x", "/my-tasks", "/events/x", "/nope"]) {
      expect(tabOfPath(path), path).toBeUndefined();
    }
  });

  it("opens free tabs for everyone and paid ones for the plans that include them", () => {
    const free = { premium: false, pro: false, business: false };
    const premium = { premium: true, pro: false, business: false };
    const pro = { premium: true, pro: true, business: false };
    const openFor = (access: typeof free | undefined) =>
      FEATURE_TABS.filter((tab) => opens(access, tabPlan(tab))).map((tab) => tab.value);
    expect(openFor(undefined)).toEqual(["activities", "checklists", "info-pages"]);
    expect(openFor(free)).toEqual(["activities", "checklists", "info-pages"]);
    expect(openFor(premium)).toEqual([
      "activities",
      "checklists",
      "budget",
      "rsvps",
      "directory",
      "info-pages",
      "announcements",
      "polls",
      "forum",
      "chat",
    ]);
    expect(openFor(pro)).toEqual(FEATURE_TABS.map((tab) => tab.value).filter((tab) => tab !== "volunteers"));
    expect(openFor({ premium: true, pro: true, business: true })).toEqual(FEATURE_TABS.map((tab) => tab.value));
  });
});
