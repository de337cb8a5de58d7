import { describe, expect, it } from "vitest";
import { optionText, percentText } from "./format.ts";

describe("poll option texts", () => {
  it("shows a date option's time in the event's zone, with its note", () => {
    const text = optionText({ label: "After work", startsAt: "2027-09-08T16:00:00.000Z" }, "Europe/Amsterdam");
    expect(text).toMatch(/6:00|18:00/);
    expect(text).toContain("(After work)");
    expect(optionText({ label: "Pizza", startsAt: null }, "Europe/Amsterdam")).toBe("Pizza");
  });

  it("writes shares with at most one decimal", () => {
    expect(percentText(66.7)).toMatch(/66.7%/);
    expect(percentText(100)).toBe("100%");
  });
});
