import { describe, expect, it } from "vitest";
import { coarseTimeLeft, countdownParts, eventPhase, relativeStart, splitEvents, twoDigits } from "./countdown.ts";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe("the countdown's digits", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdownParts(3 * DAY + 4 * HOUR + 5 * MINUTE + 6 * SECOND)).toEqual({
      days: 3,
      hours: 4,
      minutes: 5,
      seconds: 6,
    });
    expect(countdownParts(400 * DAY)).toEqual({ days: 400, hours: 0, minutes: 0, seconds: 0 });
  });

  it("shows the last second until it has passed, and zero after the start", () => {
    expect(countdownParts(200)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(-5 * MINUTE)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("pads hours, minutes and seconds to two digits", () => {
    expect(twoDigits(7)).toBe("07");
    expect(twoDigits(42)).toBe("42");
  });
});

describe("what a screen reader is told", () => {
  it("changes only in coarse steps", () => {
    expect(coarseTimeLeft(3 * DAY + 5 * HOUR)).toBe("3 days to go");
    expect(coarseTimeLeft(3 * DAY + 5 * HOUR - 17 * SECOND)).toBe("3 days to go");
    expect(coarseTimeLeft(DAY)).toBe("1 day to go");
    expect(coarseTimeLeft(5 * HOUR + 59 * MINUTE)).toBe("5 hours to go");
    expect(coarseTimeLeft(59 * MINUTE)).toBe("Less than an hour to go");
    expect(coarseTimeLeft(9 * MINUTE)).toBe("Less than 10 minutes to go");
    expect(coarseTimeLeft(30 * SECOND)).toBe("Less than a minute to go");
    expect(coarseTimeLeft(0)).toBe("Happening now");
  });

  it("stays the same from one second to the next almost all the time", () => {
    let changes = 0;
    for (let left = 2 * DAY; left > 0; left -= 10 * SECOND)
      if (coarseTimeLeft(left) !== coarseTimeLeft(left - 10 * SECOND)) changes += 1;
    // 2 days -> 1 day -> 23 hours ... 1 hour -> under an hour -> under 10 minutes -> under a minute -> now.
    expect(changes).toBeLessThan(30);
  });

  it("says roughly when the following events start", () => {
    expect(relativeStart(12 * DAY + 3 * HOUR)).toBe("in 12 days");
    expect(relativeStart(3 * HOUR)).toBe("in 3 hours");
    expect(relativeStart(MINUTE)).toBe("in 1 minute");
    expect(relativeStart(10 * SECOND)).toBe("in less than a minute");
  });
});

describe("which events count", () => {
  const now = Date.parse("2031-06-14T12:00:00Z");
  const event = (id: string, startAt: string, endAt: string, status = "published") => ({ id, startAt, endAt, status });

  it("tells an event under way from one to come and one that is over", () => {
    expect(eventPhase(event("a", "2031-06-14T13:00:00Z", "2031-06-14T15:00:00Z"), now)).toBe("upcoming");
    expect(eventPhase(event("b", "2031-06-14T11:00:00Z", "2031-06-14T15:00:00Z"), now)).toBe("running");
    expect(eventPhase(event("c", "2031-06-14T09:00:00Z", "2031-06-14T12:00:00Z"), now)).toBe("over");
  });

  it("lists what is happening now and what comes next, soonest first, leaving out cancelled and past events", () => {
    const { running, upcoming } = splitEvents(
      [
        event("later", "2031-08-01T10:00:00Z", "2031-08-01T12:00:00Z"),
        event("cancelled", "2031-06-20T10:00:00Z", "2031-06-20T12:00:00Z", "cancelled"),
        event("now", "2031-06-14T10:00:00Z", "2031-06-14T18:00:00Z"),
        event("past", "2031-06-01T10:00:00Z", "2031-06-01T12:00:00Z"),
        event("soon", "2031-06-15T10:00:00Z", "2031-06-15T12:00:00Z"),
        event("draft", "2031-07-01T10:00:00Z", "2031-07-01T12:00:00Z", "draft"),
      ],
      now,
    );
    expect(running.map((e) => e.id)).toEqual(["now"]);
    expect(upcoming.map((e) => e.id)).toEqual(["soon", "draft", "later"]);
  });
});
