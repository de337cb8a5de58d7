import { describe, expect, it } from "vitest";
import {
  defaultEventId,
  formatPercent,
  funnelRows,
  funnelSentence,
  groupLabel,
  groupRows,
  mealRows,
  ratePoints,
  rateSentence,
  share,
} from "./format.ts";

const funnel = { guests: 120, invited: 100, opened: 80, answered: 60, yes: 45 };

describe("the RSVP funnel", () => {
  it("lists the steps in order with their share of the list and of the step before", () => {
    const rows = funnelRows(funnel);
    expect(rows.map((row) => row.label)).toEqual([
      "On the guest list",
      "Invited",
      "Opened the invitation",
      "Answered",
      "Said yes",
    ]);
    expect(rows.map((row) => formatPercent(row.ofGuests, "en-US"))).toEqual(["100%", "83%", "67%", "50%", "38%"]);
    expect(rows.map((row) => formatPercent(row.ofPrevious, "en-US"))).toEqual(["–", "83%", "80%", "75%", "75%"]);
  });

  it("has no percentages to give for an empty list, rather than dividing by zero", () => {
    const rows = funnelRows({ guests: 0, invited: 0, opened: 0, answered: 0, yes: 0 });
    expect(rows.every((row) => row.ofGuests === null && row.ofPrevious === null)).toBe(true);
    expect(formatPercent(share(3, 0))).toBe("–");
  });

  it("reads as one sentence for screen readers", () => {
    expect(funnelSentence(funnel)).toBe(
      "Of 120 guests, 100 invited, 80 opened the invitation, 60 answered and 45 said yes.",
    );
    expect(funnelSentence({ ...funnel, guests: 1 })).toMatch(/^Of 1 guest,/);
  });
});

describe("the response rate over time", () => {
  it("puts the days in order and the rate in percent", () => {
    const points = ratePoints([
      { day: "2031-05-03", answers: 4, cumulativeRate: 0.456 },
      { day: "2031-05-01", answers: 10, cumulativeRate: 0.1 },
    ]);
    expect(points.map((p) => [p.day, p.answers, p.percent])).toEqual([
      ["2031-05-01", 10, 10],
      ["2031-05-03", 4, 45.6],
    ]);
    expect(points[0]!.label).toMatch(/May|5/);
    expect(rateSentence(points)).toMatch(/46% of invited guests had answered\.$/);
    expect(rateSentence([])).toBe("No answers yet.");
  });
});

describe("headcount by group", () => {
  it("names guests without a group in the event type's words, and lists them last", () => {
    expect(groupLabel("  ", "Class Year")).toBe("No Class Year");
    const rows = groupRows(
      [
        { group: "", yes: 30, maybe: 0, invited: 40 },
        { group: "Class of 2006", yes: 4, maybe: 1, invited: 10 },
        { group: "Class of 2007", yes: 9, maybe: 2, invited: 12 },
      ],
      "Class Year",
    );
    expect(rows.map((row) => row.label)).toEqual(["Class of 2007", "Class of 2006", "No Class Year"]);
  });

  it("lists the most chosen meal first", () => {
    expect(
      mealRows([
        { meal: "Fish", count: 2 },
        { meal: "Vegan", count: 7 },
        { meal: "Beef", count: 2 },
      ]).map((m) => m.meal),
    ).toEqual(["Vegan", "Beef", "Fish"]);
  });
});

describe("the event shown first", () => {
  const row = (eventId: string, startAt: string) => ({
    eventId,
    name: eventId,
    startAt,
    timeZone: "UTC",
    status: "published",
    guests: 0,
    yesPeople: 0,
    replies: 0,
    pending: 0,
  });
  const now = Date.parse("2031-01-10T12:00:00Z");

  it("is the next event to start, else the latest one", () => {
    const rows = [
      row("past", "2030-12-01T10:00:00Z"),
      row("later", "2031-03-01T10:00:00Z"),
      row("soon", "2031-01-20T10:00:00Z"),
    ];
    expect(defaultEventId(rows, now)).toBe("soon");
    expect(defaultEventId([row("old", "2029-01-01T00:00:00Z"), row("recent", "2030-12-01T10:00:00Z")], now)).toBe(
      "recent",
    );
    expect(defaultEventId([], now)).toBeUndefined();
  });
});
