import { describe, expect, it } from "vitest";
import { BUILT_IN_EVENT_TYPES } from "../event-types.ts";
import { DEMO_SLUGS } from "../routes.ts";
import { findTemplate } from "../templates/index.ts";
import { DEMO_EVENTS } from "./index.ts";
import { DEMO_SLUG_BY_EVENT_TYPE } from "./slugs.ts";

describe("the demo events", () => {
  it("are the 12 demo routes, one for each built-in event type", () => {
    expect(DEMO_EVENTS.map((demo) => demo.slug).sort()).toEqual([...DEMO_SLUGS].sort());
    expect(DEMO_EVENTS.map((demo) => demo.eventTypeId).sort()).toEqual(
      BUILT_IN_EVENT_TYPES.map((type) => type.id).sort(),
    );
  });

  it("are linked from their type's templates", () => {
    for (const demo of DEMO_EVENTS) expect(DEMO_SLUG_BY_EVENT_TYPE[demo.eventTypeId]).toBe(demo.slug);
  });

  it("each tell a different story", () => {
    for (const field of ["name", "tagline", "description"] as const) {
      expect(new Set(DEMO_EVENTS.map((demo) => demo[field])).size, field).toBe(DEMO_EVENTS.length);
    }
  });
});

describe.each(DEMO_EVENTS.map((demo) => [demo.slug, demo] as const))("%s", (_slug, demo) => {
  it("points at a template of the same type", () => {
    expect(findTemplate(demo.templateSlug)?.eventTypeId).toBe(demo.eventTypeId);
  });

  it("has valid dates with its schedule inside them", () => {
    const [start, end] = [Date.parse(demo.startAt), Date.parse(demo.endAt)];
    expect(Number.isNaN(start) || Number.isNaN(end)).toBe(false);
    expect(end).toBeGreaterThan(start);
    expect(demo.schedule.length).toBeGreaterThanOrEqual(4);
    for (const activity of demo.schedule) {
      expect(Date.parse(activity.startAt), activity.name).toBeGreaterThanOrEqual(start);
      expect(Date.parse(activity.endAt), activity.name).toBeLessThanOrEqual(end);
      expect(Date.parse(activity.endAt), activity.name).toBeGreaterThan(Date.parse(activity.startAt));
    }
  });

  it("has a checklist partly done, due before the event", () => {
    const done = demo.checklist.filter((entry) => entry.done).length;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(demo.checklist.length);
    for (const entry of demo.checklist) {
      expect(entry.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(entry.dueDate <= demo.startAt.slice(0, 10), entry.text).toBe(true);
    }
  });

  it("groups its people, answers questions and adds up a budget", () => {
    expect(demo.groups.length).toBeGreaterThanOrEqual(3);
    for (const group of demo.groups) expect(group.members.length, group.name).toBeGreaterThanOrEqual(2);
    expect(demo.faq.length).toBeGreaterThanOrEqual(3);
    expect(demo.budget.currency).toMatch(/^[A-Z]{3}$/);
    for (const entry of demo.budget.lines) {
      expect(Number.isInteger(entry.planned) && entry.planned > 0, entry.category).toBe(true);
      expect(Number.isInteger(entry.spent) && entry.spent >= 0 && entry.spent <= entry.planned, entry.category).toBe(
        true,
      );
    }
  });
});
