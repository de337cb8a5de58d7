import { describe, expect, it } from "vitest";
import {
  describeTimeZone,
  describeTimeZoneForInput,
  formatClockTime,
  formatDay,
  formatEventRange,
  formatEventWhen,
  formatMoment,
  formatTimeRange,
  formatZonedInstant,
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
