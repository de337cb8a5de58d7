import { describe, expect, it } from "vitest";
import { journeyForEventType } from "../planning/journeys.ts";
import { startersForEventType } from "./starters.ts";

describe("starter checklists", () => {
  it.each(startersForEventType().map((starter) => [starter.key, starter] as const))(
    "%s names only steps of its type's journey, each at most once",
    (_key, starter) => {
      const steps = starter.items.flatMap((item) => (item.step ? [item.step] : []));
      expect(new Set(steps).size).toBe(steps.length);
      for (const typeId of starter.eventTypeIds) {
        const keys = new Set(journeyForEventType(typeId).steps.map((step) => step.key));
        for (const step of steps) expect(keys, `${step} in the journey of ${typeId}`).toContain(step);
      }
    },
  );
});
