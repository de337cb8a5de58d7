import { describe, expect, it } from "vitest";
import {
  describeTimeZone,
  describeTimeZoneForInput,
  formatClockTime,
  formatDay,
  formatDayOf,
  formatDayRange,
  formatEventRange,
  formatEventWhen,
  formatHour,
  formatMoment,
  formatRecentTime,
  formatRelativeTime,
  formatTimeRange,
  formatZonedInstant,
  recentTimePhrase,
  zoneOffset,
} from "./date-format.ts";

// Intl puts thin and narrow no-break spaces around dashes and before AM/PM; the tests read them as spaces.
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, " ");

describe("the offset is the one in force on the date shown", () => {
  it("names New York's summer and winter offsets by the date, not by today", () => {
    // A June evening is daylight time, a January one standard time, whatever day the test runs on.
    expect(describeTimeZone("America/New_York", "2027-06-12T22:00:00Z")).toBe("America/New York (GMT-4)");
    expect(describeTimeZone("America/New_York", "2027-01-16T23:00:00Z")).toBe("America/New York (GMT-5)");
    expect(plain(formatEventWhen("2027-06-12T22:00:00Z", "2027-06-13T03:00:00Z", "America/New_York"))).toBe(
      "Sat, Jun 12, 2027, 6:00 – 11:00 PM (America/New York, GMT-4)",
    );
    expect(plain(formatEventWhen("2027-01-16T23:00:00Z", "2027-01-17T04:00:00Z", "America/New_York"))).toBe(
      "Sat, Jan 16, 2027, 6:00 – 11:00 PM (America/New York, GMT-5)",
    );
  });

  it("turns with the clocks: the day before and the day after a change, and a night across it", () => {
    // New York springs forward at 2:00 on Sunday 14 March 2027.
    expect(zoneOffset("America/New_York", "2027-03-13T17:00:00Z")).toBe("GMT-5");
    expect(zoneOffset("America/New_York", "2027-03-14T17:00:00Z")).toBe("GMT-4");
    // A party from 10 PM Saturday to 4 AM Sunday: 6 hours of wall clock, 5 of time.
    const start = "2027-03-14T03:00:00Z";
    const end = "2027-03-14T08:00:00Z";
    expect(describeTimeZone("America/New_York", start, end)).toBe("America/New York (GMT-5 to GMT-4)");
    expect(plain(formatEventWhen(start, end, "America/New_York"))).toBe(
      "Sat, Mar 13, 2027, 10:00 PM – Sun, Mar 14, 2027, 4:00 AM (America/New York, GMT-5 to GMT-4)",
    );
  });

  it("writes London as GMT in winter and GMT+1 in summer", () => {
    expect(describeTimeZone("Europe/London", "2027-01-09T19:00:00Z")).toBe("Europe/London (GMT)");
    expect(describeTimeZone("Europe/London", "2027-07-09T18:00:00Z")).toBe("Europe/London (GMT+1)");
    expect(plain(formatZonedInstant("2027-07-09T18:00:00Z", "Europe/London"))).toBe(
      "Fri, Jul 9, 2027, 7:00 PM (Europe/London, GMT+1)",
    );
  });

  it("keeps the half hour of a zone with a 30-minute offset", () => {
    // 13:00 UTC is 18:30 in Kolkata, all year round.
    expect(describeTimeZone("Asia/Kolkata", "2027-06-12T13:00:00Z")).toBe("Asia/Kolkata (GMT+5:30)");
    expect(plain(formatEventRange("2027-06-12T13:00:00Z", "2027-06-12T16:30:00Z", "Asia/Kolkata"))).toBe(
      "Sat, Jun 12, 2027, 6:30 – 10:00 PM",
    );
    expect(plain(formatClockTime("2027-06-12T13:00:00Z", "Asia/Kolkata"))).toBe("6:30 PM");
  });

  it("names only the zone when no date is given, never today's offset", () => {
    expect(describeTimeZone("America/New_York")).toBe("America/New York");
    expect(describeTimeZone("America/New_York", "not a date")).toBe("America/New York");
  });

  it("reads a date-and-time field in the zone for its hint, or falls back to the given moment", () => {
    expect(describeTimeZoneForInput("America/New_York", "2027-01-10T09:00")).toBe("America/New York (GMT-5)");
    expect(describeTimeZoneForInput("America/New_York", "", "2027-06-12T22:00:00Z")).toBe("America/New York (GMT-4)");
    expect(describeTimeZoneForInput("America/New_York", "")).toBe("America/New York");
  });
});

describe("one wording for pages, mails and PDFs", () => {
  it("writes the same text whatever the reader's own zone, in the event's zone", () => {
    // 18:30 UTC is 20:30 in Paris in June and 14:30 in New York.
    expect(plain(formatMoment("2027-06-12T18:30:00Z", "Europe/Paris"))).toBe("Sat, Jun 12, 2027, 8:30 PM");
    expect(plain(formatMoment("2027-06-12T18:30:00Z", "America/New_York"))).toBe("Sat, Jun 12, 2027, 2:30 PM");
  });

  it("says `never` for no moment or one that is not a date, and reads an unknown zone as UTC", () => {
    expect(formatMoment(null, "UTC")).toBe("—");
    expect(formatMoment("not a date", "UTC", "Never")).toBe("Never");
    expect(formatMoment("2027-06-12T18:30:00Z", "Not/AZone")).toBe(formatMoment("2027-06-12T18:30:00Z", "UTC"));
    expect(formatEventRange("", "", "UTC")).toBe("Date to be confirmed");
    expect(describeTimeZone("Not/AZone", "2027-06-12T18:30:00Z")).toBe("Not/AZone");
  });

  it("writes calendar days as days, which no zone moves", () => {
    expect(formatDay("2027-06-12")).toBe("Sat, Jun 12, 2027");
    expect(formatDay("2027-06-12", "short")).toBe("Jun 12");
    expect(formatDay("2027-06-12", "date")).toBe("Jun 12, 2027");
    expect(formatDay("2027-06-12", "long")).toBe("Saturday, June 12, 2027");
    expect(formatDay("2027-01-01", "month")).toBe("Jan 2027");
    expect(formatDay("2027-01-01", "monthName")).toBe("Jan");
    expect(formatDay("2027-06-12", "weekdayShort")).toBe("Sat, Jun 12");
    expect(formatDay("2027-06-12", "weekdayLong")).toBe("Saturday, June 12");
    expect(formatDay("2027-06-12", "weekday")).toBe("Sat");
    expect(formatDay("2027-06-12", "weekdayName")).toBe("Saturday");
    expect(formatDay("2027-06-12", "dayOfMonth")).toBe("12");
    expect(formatDay("2027-06-12", "monthLong")).toBe("June 2027");
  });

  it("writes a run of days once: within a month, across months and across years", () => {
    expect(plain(formatDayRange("2027-06-07", "2027-06-13"))).toBe("Jun 7 – 13, 2027");
    expect(plain(formatDayRange("2027-05-31", "2027-06-06"))).toBe("May 31 – Jun 6, 2027");
    expect(plain(formatDayRange("2027-12-27", "2028-01-02"))).toBe("Dec 27, 2027 – Jan 2, 2028");
    expect(formatDayRange("2027-06-12", "2027-06-12")).toBe("Jun 12, 2027");
  });

  it("gives the day an instant falls on in the zone it is read in", () => {
    // 02:00 UTC on June 13 is still the evening of June 12 in New York.
    expect(formatDayOf("2027-06-13T02:00:00Z", "America/New_York", "date")).toBe("Jun 12, 2027");
    expect(formatDayOf(new Date("2027-06-13T02:00:00Z"), "Europe/Paris", "date")).toBe("Jun 13, 2027");
    expect(formatDayOf(null, "UTC")).toBe("—");
    expect(formatDayOf("not a date", "UTC", "date", "Never")).toBe("Never");
  });

  it("writes the hours of a day as every clock time here is written", () => {
    expect(plain(formatHour(0))).toBe("12:00 AM");
    expect(plain(formatHour(9))).toBe("9:00 AM");
    expect(plain(formatHour(18))).toBe("6:00 PM");
  });

  it("gives a programme's times under their day, past midnight and over several days", () => {
    const zone = "Europe/Amsterdam";
    expect(plain(formatTimeRange("2027-06-12T16:00:00Z", "2027-06-12T18:00:00Z", zone))).toBe("6:00 – 8:00 PM");
    expect(plain(formatTimeRange("2027-06-12T20:30:00Z", "2027-06-12T23:00:00Z", zone))).toBe(
      "10:30 PM – 1:00 AM (next day)",
    );
    expect(plain(formatTimeRange("2027-06-12T07:00:00Z", "2027-06-14T15:00:00Z", zone))).toBe(
      "Sat, Jun 12, 9:00 AM – Mon, Jun 14, 5:00 PM",
    );
  });
});

describe("moments of what people did", () => {
  it("takes a Date as well as an ISO string, in the zone it is given (the reader's for app activity)", () => {
    expect(plain(formatMoment(new Date("2027-06-12T18:30:00Z"), "Europe/Paris"))).toBe("Sat, Jun 12, 2027, 8:30 PM");
    expect(formatMoment(undefined, "UTC")).toBe("—");
  });

  it("gives a door's time of the day at hand, with the day when it was another day in the zone", () => {
    // 17:42 UTC is 19:42 in Berlin; the evening of June 12 there.
    const evening = new Date("2026-06-12T19:00:00Z");
    expect(plain(formatRecentTime("2026-06-12T17:42:00Z", "Europe/Berlin", evening))).toBe("7:42 PM");
    expect(plain(formatRecentTime("2026-06-11T17:42:00Z", "Europe/Berlin", evening))).toBe("Thu, Jun 11, 7:42 PM");
    expect(plain(recentTimePhrase("2026-06-12T17:42:00Z", "Europe/Berlin", evening))).toBe("at 7:42 PM");
    expect(plain(recentTimePhrase("2026-06-11T17:42:00Z", "Europe/Berlin", evening))).toBe("on Thu, Jun 11 at 7:42 PM");
    // The day is the zone's: 23:30 UTC on June 12 is already June 13 in Berlin, the day of `now` there.
    const late = new Date("2026-06-12T23:45:00Z");
    expect(plain(formatRecentTime("2026-06-12T23:30:00Z", "Europe/Berlin", late))).toBe("1:30 AM");
    expect(plain(formatRecentTime("2026-06-12T23:30:00Z", "America/New_York", late))).toBe("7:30 PM");
    expect(formatRecentTime("not a date", "UTC", evening)).toBe("");
    expect(recentTimePhrase("", "UTC", evening)).toBe("");
  });

  it("says how long ago in plain words, and just now under a minute", () => {
    const now = new Date("2027-06-12T12:00:00Z");
    expect(formatRelativeTime("2027-06-12T11:59:30Z", now)).toBe("just now");
    expect(formatRelativeTime("2027-06-12T11:55:00Z", now)).toBe("5 minutes ago");
    expect(formatRelativeTime("2027-06-12T09:00:00Z", now)).toBe("3 hours ago");
    expect(formatRelativeTime("2027-06-11T12:00:00Z", now)).toBe("yesterday");
    expect(formatRelativeTime(new Date("2027-06-18T12:00:00Z"), now)).toBe("in 6 days");
    expect(formatRelativeTime("not a date", now)).toBe("at an unknown time");
  });
});
