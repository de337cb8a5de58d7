import { describe, expect, it } from "vitest";
import { byPhase, daysBeforeText, durationText, lengthText } from "./format.ts";

describe("template facts as people read them", () => {
  it.each([
    [3, "16:00", "3 hours"],
    [2.5, "14:00", "2 h 30 min"],
    [46, "16:00", "3 days"], // Friday 4 pm to Sunday 2 pm
    [28, "18:00", "2 days"],
    [24, "09:00", "1 day"],
    [720, "09:00", "30 days"],
  ])("%d hours from %s is %s", (hours, start, text) => {
    expect(lengthText(hours, start)).toBe(text);
  });

  it("writes durations and lead times compactly", () => {
    expect(durationText(45)).toBe("45 min");
    expect(durationText(120)).toBe("2 h");
    expect(durationText(90)).toBe("1 h 30 min");
    expect(daysBeforeText(0)).toBe("On the day");
    expect(daysBeforeText(1)).toBe("1 day before");
    expect(daysBeforeText(21)).toBe("3 weeks before");
    expect(daysBeforeText(180)).toBe("6 months before");
  });

  it("reads a checklist in phases, furthest first, leaving out empty ones", () => {
    const phases = byPhase([{ daysBefore: 200 }, { daysBefore: 45 }, { daysBefore: 3 }, { daysBefore: 0 }]);
    expect(phases.map((phase) => [phase.title, phase.items.length])).toEqual([
      ["Six months or more before", 1],
      ["One to three months before", 1],
      ["The final week", 1],
      ["On the day", 1],
    ]);
  });
});
