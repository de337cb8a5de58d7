import { describe, expect, it } from "vitest";
import { BUILT_IN_EVENT_TYPES } from "../event-types.ts";
import { reunionDemo } from "./reunion-demo.ts";
import { ZInfoPageDraft, ZPublicInfoPage } from "./schemas.ts";
import { pluralTerm } from "../words.ts";
import { starterSections } from "./starter.ts";

describe("starter sections", () => {
  it("are a valid draft for every built-in type, in that type's words", () => {
    for (const type of BUILT_IN_EVENT_TYPES) {
      const sections = starterSections({ name: "Our Day", description: "", eventType: type });
      expect(() => ZInfoPageDraft.parse({ title: "Info", sections }), type.id).not.toThrow();
      expect(sections[0]!.body, type.id).toContain(pluralTerm(type.memberTerm).toLowerCase());
    }
  });
});

describe("the demo reunion", () => {
  it("has the public page's shape and is always a June Saturday at least eight weeks ahead", () => {
    for (const now of [
      new Date("2026-11-23T12:00:00Z"),
      new Date("2027-03-01T12:00:00Z"),
      new Date("2027-05-01T12:00:00Z"),
    ]) {
      const demo = ZPublicInfoPage.parse(reunionDemo(now));
      const start = new Date(demo.event.startAt);
      expect(start.getTime() - now.getTime()).toBeGreaterThanOrEqual(56 * 24 * 60 * 60 * 1000);
      expect(start.getUTCMonth()).toBe(5);
      const within = (item: { startAt: string; endAt: string }) =>
        Date.parse(item.startAt) >= start.getTime() && Date.parse(item.endAt) <= Date.parse(demo.event.endAt);
      expect(demo.schedule.every(within)).toBe(true);
    }
    expect(reunionDemo(new Date("2027-05-01T12:00:00Z")).event.startAt).toBe("2028-06-10T17:00:00-05:00");
  });
});
