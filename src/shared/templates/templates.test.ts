import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BUILT_IN_EVENT_TYPES } from "../event-types.ts";
import { TEMPLATE_SLUGS } from "../routes.ts";
import { EVENT_TEMPLATES, findTemplate, TEMPLATE_CATEGORIES, TASK_PRIORITIES } from "./index.ts";
import { activityOffsetMinutes, addDays, planFromTemplate } from "./plan.ts";
import { journeyForEventType } from "../planning/journeys.ts";
import { TIME_OF_DAY, ZUseTemplateInput } from "./schemas.ts";

const typeIds = new Set(BUILT_IN_EVENT_TYPES.map((type) => type.id));
const categoryKeys = new Set(TEMPLATE_CATEGORIES.map((category) => category.key));

describe("the template catalogue", () => {
  it("has exactly the 53 template routes, each once", () => {
    const slugs = EVENT_TEMPLATES.map((template) => template.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect([...slugs].sort()).toEqual([...TEMPLATE_SLUGS].sort());
  });

  it("stays out of the modules every page loads", () => {
    // The route table and the catalogue load on every page; the template and demo data must not ride along.
    for (const file of ["../routes.ts", "../catalogue.ts"]) {
      const source = readFileSync(new URL(file, import.meta.url), "utf8");
      expect(source, file).not.toMatch(/from "\.\/(templates|demos)\//);
    }
  });

  it("groups templates into categories that each hold several", () => {
    for (const category of TEMPLATE_CATEGORIES) {
      expect(EVENT_TEMPLATES.filter((t) => t.category === category.key).length, category.key).toBeGreaterThanOrEqual(4);
    }
  });

  it("keeps titles, pitches and descriptions distinct", () => {
    for (const field of ["title", "pitch", "description", "defaultEventName"] as const) {
      const values = EVENT_TEMPLATES.map((template) => template[field]);
      expect(new Set(values).size, field).toBe(values.length);
    }
  });

  it("writes each template's lists itself instead of sharing lines between them", () => {
    // A line reused across many templates would mean copies with words swapped.
    const seen = new Map<string, number>();
    for (const template of EVENT_TEMPLATES) {
      const lines = [
        ...template.activities.map((a) => a.description),
        ...template.checklist.map((c) => c.text),
        ...template.tips,
      ];
      for (const line of new Set(lines)) seen.set(line, (seen.get(line) ?? 0) + 1);
    }
    const shared = [...seen].filter(([, count]) => count > 2).map(([line]) => line);
    expect(shared).toEqual([]);
  });
});

describe.each(EVENT_TEMPLATES.map((template) => [template.slug, template] as const))(
  "template %s",
  (_slug, template) => {
    it("is complete and well-formed", () => {
      expect(categoryKeys.has(template.category)).toBe(true);
      expect(typeIds.has(template.eventTypeId)).toBe(true);
      expect(template.title.trim()).not.toBe("");
      expect(template.pitch).not.toMatch(/\n/);
      expect(template.pitch.length).toBeLessThanOrEqual(140);
      expect(template.description.length).toBeGreaterThan(150);
      expect(template.idealFor.length).toBeGreaterThanOrEqual(2);
      expect(template.defaultEventName.length).toBeLessThanOrEqual(200);
      expect(template.defaultStartTime).toMatch(TIME_OF_DAY);
      expect(template.lengthHours).toBeGreaterThan(0);
      expect(Number.isInteger(template.suggestedCapacity) && template.suggestedCapacity > 0).toBe(true);
      expect(template.tips.length).toBeGreaterThanOrEqual(3);
      expect(template.tips.length).toBeLessThanOrEqual(5);
    });

    it("schedules 3 to 8 activities, all within the stated length", () => {
      expect(template.activities.length).toBeGreaterThanOrEqual(3);
      expect(template.activities.length).toBeLessThanOrEqual(8);
      expect(new Set(template.activities.map((item) => item.name)).size, "activity names").toBe(
        template.activities.length,
      );
      const length = template.lengthHours * 60;
      for (const item of template.activities) {
        expect(item.startTime, item.name).toMatch(TIME_OF_DAY);
        expect(Number.isInteger(item.dayOffset) && item.dayOffset >= 0, item.name).toBe(true);
        expect(Number.isInteger(item.durationMinutes) && item.durationMinutes > 0, item.name).toBe(true);
        expect(item.host.trim(), item.name).not.toBe("");
        expect(item.description.trim(), item.name).not.toBe("");
        const offset = activityOffsetMinutes(template, item);
        expect(offset, `${item.name} starts before the event`).toBeGreaterThanOrEqual(0);
        expect(offset + item.durationMinutes, `${item.name} ends after the event`).toBeLessThanOrEqual(length);
      }
    });

    it("has 8 to 28 planning lines, 6 to 15 of them tasks, and 5 to 12 budget lines", () => {
      expect(template.checklist.length).toBeGreaterThanOrEqual(8);
      expect(template.checklist.length).toBeLessThanOrEqual(28);
      expect(new Set(template.checklist.map((item) => item.text)).size).toBe(template.checklist.length);
      for (const item of template.checklist)
        expect(Number.isInteger(item.daysBefore) && item.daysBefore >= 0, item.text).toBe(true);

      expect(template.tasks.length).toBeGreaterThanOrEqual(6);
      expect(template.tasks.length).toBeLessThanOrEqual(15);
      for (const item of template.tasks) {
        expect(TASK_PRIORITIES).toContain(item.priority);
        expect(Number.isInteger(item.daysBefore) && item.daysBefore >= 0, item.title).toBe(true);
      }

      expect(template.budget.length).toBeGreaterThanOrEqual(5);
      expect(template.budget.length).toBeLessThanOrEqual(12);
      const currencies = new Set(template.budget.map((line) => line.currency));
      expect(currencies.size, "one currency per budget").toBe(1);
      for (const line of template.budget) {
        expect(line.currency).toMatch(/^[A-Z]{3}$/);
        expect(Number.isInteger(line.amountMinor) && line.amountMinor > 0, line.item).toBe(true);
      }
    });

    it("is one planning list: every task is a line of the checklist, and a journey step is at most one line", () => {
      const lines = new Map(template.checklist.map((item) => [item.text, item]));
      for (const item of template.tasks) expect(lines.get(item.title)?.priority, item.title).toBe(item.priority);
      const journey = journeyForEventType(template.eventTypeId);
      const keys = new Set(journey.steps.map((step) => step.key));
      const steps = template.checklist.flatMap((item) => (item.step ? [item.step] : []));
      for (const step of steps) expect(keys, `${step} is a step of ${journey.title}`).toContain(step);
      expect(new Set(steps).size, "each step once").toBe(steps.length);
    });

    it("lists due dates in the order they fall", () => {
      const days = template.checklist.map((item) => item.daysBefore);
      expect(days).toEqual([...days].sort((a, b) => b - a));
    });
  },
);

describe("planning an event from a template", () => {
  const family = findTemplate("family")!;

  it("places activities at their local times across a daylight-saving change", () => {
    // Europe/Berlin moves to summer time on Sunday 28 March 2027: Friday and Saturday are +01:00, Sunday +02:00.
    const plan = planFromTemplate(family, { startDate: "2027-03-26", timeZone: "Europe/Berlin" });
    expect(plan.startAt).toBe("2027-03-26T16:00:00+01:00");
    expect(plan.endAt).toBe("2027-03-28T14:00:00+02:00");
    const brunch = plan.activities.find((a) => a.name === "Farewell brunch")!;
    expect(brunch.startAt).toBe("2027-03-28T08:00:00.000Z");
    const dinner = plan.activities.find((a) => a.name === "Reunion dinner and memory toasts")!;
    expect(dinner.startAt).toBe("2027-03-27T17:30:00.000Z");
  });

  it("moves the whole schedule with a different start time", () => {
    const plan = planFromTemplate(family, { startDate: "2027-07-02", startTime: "18:00", timeZone: "UTC" });
    expect(plan.startAt).toBe("2027-07-02T18:00:00+00:00");
    expect(plan.activities[0]!.startAt).toBe("2027-07-02T18:00:00.000Z");
    expect(plan.activities.at(-1)!.startAt).toBe("2027-07-04T12:00:00.000Z");
  });

  it("keeps every activity inside the event for every template and start time", () => {
    for (const template of EVENT_TEMPLATES) {
      for (const startTime of [undefined, "00:00", "23:30"]) {
        const plan = planFromTemplate(template, { startDate: "2027-10-29", startTime, timeZone: "America/New_York" });
        for (const item of plan.activities) {
          expect(Date.parse(item.startAt)).toBeGreaterThanOrEqual(Date.parse(plan.startAt));
          expect(Date.parse(item.endAt)).toBeLessThanOrEqual(Date.parse(plan.endAt));
          expect(Date.parse(item.endAt)).toBeGreaterThanOrEqual(Date.parse(item.startAt));
        }
      }
    }
  });

  it("counts due dates back in calendar days", () => {
    const plan = planFromTemplate(family, { startDate: "2027-03-01", timeZone: "UTC" });
    const { daysBefore, ...first } = family.checklist[0]!;
    expect(daysBefore).toBe(180);
    expect(plan.checklist[0]).toEqual({ ...first, dueDate: addDays("2027-03-01", -180) });
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(plan.tasks.every((t) => /^\d{4}-\d{2}-\d{2}$/.test(t.dueDate))).toBe(true);
  });

  it("squeezes the plan between today and the first day when the event is near, keeping its order", () => {
    // The family reunion's plan starts 180 days ahead; this event is 30 days away.
    const plan = planFromTemplate(family, { startDate: "2027-03-31", timeZone: "UTC", today: "2027-03-01" });
    const dues = [...plan.checklist, ...plan.tasks].map((item) => item.dueDate);
    expect(dues.every((day) => day >= "2027-03-01" && day <= "2027-03-31")).toBe(true);
    expect(plan.checklist[0]!.dueDate).toBe("2027-03-01");
    const days = plan.checklist.map((item) => item.dueDate);
    expect(days).toEqual([...days].sort());
    // Far enough ahead, nothing moves.
    const far = planFromTemplate(family, { startDate: "2027-12-01", timeZone: "UTC", today: "2027-03-01" });
    expect(far.checklist[0]!.dueDate).toBe(addDays("2027-12-01", -180));
    // An event today: everything is due today.
    const now = planFromTemplate(family, { startDate: "2027-03-01", timeZone: "UTC", today: "2027-03-01" });
    expect(new Set([...now.checklist, ...now.tasks].map((item) => item.dueDate))).toEqual(new Set(["2027-03-01"]));
  });
});

describe("the use-template request", () => {
  it("names the field that is wrong", () => {
    const result = ZUseTemplateInput.safeParse({ startDate: "2027-02-30", startTime: "25:00", timeZone: "" });
    expect(result.success).toBe(false);
    const fields = new Set(result.error!.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(["startDate", "startTime", "timeZone"]));
  });

  it("accepts a date alone, with the zone", () => {
    expect(ZUseTemplateInput.parse({ startDate: "2027-06-12", timeZone: "Europe/Paris" })).toEqual({
      startDate: "2027-06-12",
      timeZone: "Europe/Paris",
    });
  });
});
