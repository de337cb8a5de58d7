import { describe, expect, it } from "vitest";
import { hourText, issueFromGuestsText, percent, quantityValue, soldText, windowText } from "./format.ts";

describe("ticket manager words", () => {
  it("says a window with either end open", () => {
    expect(windowText(null, null, "UTC", "Any time")).toBe("Any time");
    expect(windowText("2027-06-12T18:30:00Z", null, "UTC", "Any time")).toMatch(/^From /);
    expect(windowText(null, "2027-06-12T18:30:00Z", "UTC", "Any time")).toMatch(/^Until /);
    expect(windowText("2027-06-12T18:30:00Z", "2027-06-13T18:30:00Z", "UTC", "Any time")).toContain(" – ");
  });

  it("keeps shares between 0 and 100", () => {
    expect(percent(1, 3)).toBe(33);
    expect(percent(5, 0)).toBe(0);
    expect(percent(12, 10)).toBe(100);
    expect(percent(-1, 10)).toBe(0);
  });

  it("says when a type is sold out", () => {
    expect(soldText(3, 10)).toBe("3 of 10 sold");
    expect(soldText(10, 10)).toBe("Sold out (10)");
  });

  it("reads an hour of the statistics as the wall-clock time it already is", () => {
    expect(hourText("2026-06-12T19:00")).toMatch(/Jun 12/);
    expect(hourText("2026-06-12T19:00")).toMatch(/7/);
    expect(hourText("garbage")).toBe("garbage");
  });

  it("sums up an issue from the guest list", () => {
    expect(issueFromGuestsText({ orders: 2, tickets: 5, skipped: 0 })).toBe("5 tickets issued in 2 orders.");
    expect(issueFromGuestsText({ orders: 1, tickets: 1, skipped: 3 })).toBe(
      "1 ticket issued in 1 order. 3 guests skipped (no email address, or a ticket already).",
    );
  });

  it("reads typed quantities, counting anything odd as none", () => {
    expect(quantityValue(" 3 ")).toBe(3);
    expect(quantityValue("")).toBe(0);
    expect(quantityValue("1.5")).toBe(0);
    expect(quantityValue("-2")).toBe(0);
  });
});
