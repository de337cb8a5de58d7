import { describe, expect, it } from "vitest";
import { eventLink, type EventPageLinks } from "./event-page-links.ts";

const EVENT = "0b6f2a9c-5d1e-4c7a-9f3e-2a1b4c5d6e7f";
const OTHER = "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b";

const tabs: Record<string, string> = { "/progress-board": "board", "/task-management": "tasks", "/polls": "polls" };
const onEventPage: EventPageLinks = {
  eventId: EVENT,
  pagePath: `/events/${EVENT}`,
  tabOf: (pathname) => tabs[pathname],
};

describe("links between the tools of one event", () => {
  it("open the tab of this event's page for a tool it has a tab for", () => {
    expect(eventLink(`/progress-board?eventId=${EVENT}`, onEventPage)).toBe(`/events/${EVENT}?tab=board`);
    // Member pages name their event ?event=; what else the link says goes along for the tab to read.
    expect(eventLink(`/polls?event=${EVENT}&poll=p1`, onEventPage)).toBe(`/events/${EVENT}?tab=polls&poll=p1`);
    // The page keeps the path it was opened by.
    expect(
      eventLink(`/task-management?eventId=${EVENT}`, { ...onEventPage, pagePath: `/event-details/${EVENT}` }),
    ).toBe(`/event-details/${EVENT}?tab=tasks`);
  });

  it("stay as written for another event, a page without a tab, no event named, or outside the event page", () => {
    expect(eventLink(`/progress-board?eventId=${OTHER}`, onEventPage)).toBe(`/progress-board?eventId=${OTHER}`);
    expect(eventLink(`/budgeting?eventId=${EVENT}`, onEventPage)).toBe(`/budgeting?eventId=${EVENT}`);
    expect(eventLink("/progress-board", onEventPage)).toBe("/progress-board");
    expect(eventLink("https://example.com/progress-board", onEventPage)).toBe("https://example.com/progress-board");
    expect(eventLink(`/progress-board?eventId=${EVENT}`, null)).toBe(`/progress-board?eventId=${EVENT}`);
  });
});
