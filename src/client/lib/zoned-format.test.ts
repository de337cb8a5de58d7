import { describe, expect, it } from "vitest";
import { formatMoment } from "./zoned-format.ts";

describe("moments in an event's zone", () => {
  it("shows a moment in the event's zone, not the viewer's", () => {
    // 18:30 UTC is 20:30 in Paris in June and 14:30 in New York.
    expect(formatMoment("2027-06-12T18:30:00Z", "Europe/Paris")).toMatch(/8:30/);
    expect(formatMoment("2027-06-12T18:30:00Z", "America/New_York")).toMatch(/2:30/);
  });

  it("says `never` for no moment or one that is not a date", () => {
    expect(formatMoment(null, "UTC")).toBe("—");
    expect(formatMoment("not a date", "UTC", "Never")).toBe("Never");
  });

  it("falls back to UTC for a zone it does not know", () => {
    expect(formatMoment("2027-06-12T18:30:00Z", "Not/AZone")).toBe(formatMoment("2027-06-12T18:30:00Z", "UTC"));
  });
});
