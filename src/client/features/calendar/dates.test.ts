import { describe, expect, it } from "vitest";
import type { TCalendarItem } from "#shared/calendar/schemas.ts";
import { droppedStart, dropStartDay, itemDays, itemsByDay, visibleDays, dayKey } from "./dates.ts";

const item = (overrides: Partial<TCalendarItem> = {}): TCalendarItem => ({
  kind: "event",
  id: "e1",
  eventId: "e1",
  eventName: "Reunion",
  title: "Reunion",
  // 19:00 to 23:30 in Amsterdam (summer time).
  startAt: "2027-06-12T17:00:00.000Z",
  endAt: "2027-06-12T21:30:00.000Z",
  day: null,
  timeZone: "Europe/Amsterdam",
  location: null,
  status: "published",
  done: null,
  movable: true,
  ...overrides,
});

describe("placing items on days in the event's zone", () => {
  it("puts a late evening on its own day there, and a weekend on each of its days", () => {
    expect(itemDays(item({ startAt: "2027-06-12T21:30:00Z", endAt: "2027-06-12T23:00:00Z" }), "event")).toEqual([
      "2027-06-12",
      "2027-06-13",
    ]);
    expect(itemDays(item({ startAt: "2027-06-11T16:00:00Z", endAt: "2027-06-13T12:00:00Z" }), "event")).toEqual([
      "2027-06-11",
      "2027-06-12",
      "2027-06-13",
    ]);
    // Ending at midnight does not touch the next day.
    expect(itemDays(item({ startAt: "2027-06-12T17:00:00Z", endAt: "2027-06-12T22:00:00Z" }), "event")).toEqual([
      "2027-06-12",
    ]);
  });

  it("keeps a task on its due day whatever the zone, and lists due days first", () => {
    const task = item({
      kind: "task",
      id: "t1",
      day: "2027-06-12",
      startAt: "2027-06-11T22:00:00Z",
      endAt: "2027-06-12T22:00:00Z",
      movable: false,
    });
    expect(itemDays(task, "event")).toEqual(["2027-06-12"]);
    expect(
      itemsByDay([item(), task], "event")
        .get("2027-06-12")!
        .map((i) => i.kind),
    ).toEqual(["task", "event"]);
  });
});

describe("where a drop lands", () => {
  it("keeps the wall-clock time in the event's zone across a change of summer time", () => {
    // 19:00 in June (UTC+2) dropped on a day in November (UTC+1) is still 19:00 there.
    expect(droppedStart(item(), "event", "2027-11-06")).toBe("2027-11-06T19:00:00+01:00");
  });

  it("takes the hour of the day view's row and keeps the minutes", () => {
    expect(droppedStart(item({ startAt: "2027-06-12T17:30:00Z" }), "event", "2027-06-12", 9)).toBe(
      "2027-06-12T09:30:00+02:00",
    );
  });

  it("is nothing when the item is dropped where it already is", () => {
    expect(droppedStart(item(), "event", "2027-06-12")).toBeNull();
  });

  it("moves a long event by the days between the day it was grabbed by and the drop", () => {
    const weekend = item({ startAt: "2027-06-11T16:00:00Z", endAt: "2027-06-13T12:00:00Z" });
    expect(dropStartDay(weekend, "event", "2027-06-13", "2027-06-15")).toBe("2027-06-13");
    expect(dropStartDay(weekend, "event", "2027-06-11", "2027-06-15")).toBe("2027-06-15");
  });
});

describe("visible days", () => {
  it("shows whole weeks from Monday around a month", () => {
    const days = visibleDays("month", new Date(2027, 5, 12));
    expect(dayKey(days[0]!)).toBe("2027-05-31");
    expect(dayKey(days[days.length - 1]!)).toBe("2027-07-04");
    expect(days).toHaveLength(35);
  });
});
