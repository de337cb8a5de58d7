import { describe, expect, it } from "vitest";
import { vtimezone, zoneTransitions } from "./vtimezone.ts";

const at = (iso: string) => Date.parse(iso);

/** The observances of a VTIMEZONE as { kind, start, from, to }. */
function observances(text: string) {
  const blocks = [...text.matchAll(/BEGIN:(STANDARD|DAYLIGHT)\r\n([\s\S]*?)END:\1/g)];
  return blocks.map(([, kind, body]) => ({
    kind,
    start: /DTSTART:(\S+)/.exec(body!)?.[1],
    from: /TZOFFSETFROM:(\S+)/.exec(body!)?.[1],
    to: /TZOFFSETTO:(\S+)/.exec(body!)?.[1],
  }));
}

describe("VTIMEZONE from the runtime's zone data", () => {
  it("writes Amsterdam's 2027 changes at the local times they happen", () => {
    const text = vtimezone("Europe/Amsterdam", at("2027-06-12T17:00:00Z"), at("2027-06-12T21:30:00Z"))!;
    expect(text).toMatch(/^BEGIN:VTIMEZONE\r\nTZID:Europe\/Amsterdam\r\n/);
    expect(text.endsWith("END:VTIMEZONE")).toBe(true);
    const list = observances(text);
    // Summer time starts at 02:00 winter time on the last Sunday of March and ends at 03:00 summer time in October.
    expect(list).toContainEqual({ kind: "DAYLIGHT", start: "20270328T020000", from: "+0100", to: "+0200" });
    expect(list).toContainEqual({ kind: "STANDARD", start: "20271031T030000", from: "+0200", to: "+0100" });
    // The first observance covers every time before the first change written.
    expect(list[0]).toMatchObject({ kind: "STANDARD", from: "+0100", to: "+0100" });
    expect(list[0]!.start! < "20270101T000000").toBe(true);
  });

  it("finds a change at half past the hour to the minute (Newfoundland)", () => {
    const changes = zoneTransitions("America/St_Johns", at("2027-01-01T00:00:00Z"), at("2028-01-01T00:00:00Z"));
    // 02:00 local at -03:30 is 05:30 UTC.
    expect(changes[0]).toEqual({ atMs: at("2027-03-14T05:30:00Z"), from: -210, to: -150 });
  });

  it("marks southern-hemisphere summer time as daylight time", () => {
    const list = observances(vtimezone("Australia/Sydney", at("2027-02-01T00:00:00Z"), at("2027-02-02T00:00:00Z"))!);
    expect(list[0]).toMatchObject({ kind: "DAYLIGHT", from: "+1100", to: "+1100" });
    expect(list).toContainEqual({ kind: "STANDARD", start: "20270404T030000", from: "+1100", to: "+1000" });
    expect(list).toContainEqual({ kind: "DAYLIGHT", start: "20271003T020000", from: "+1000", to: "+1100" });
  });

  it("gives a zone without changes one observance, and no VTIMEZONE for an unknown name", () => {
    expect(observances(vtimezone("Asia/Tokyo", at("2027-06-01T00:00:00Z"), at("2027-06-02T00:00:00Z"))!)).toEqual([
      { kind: "STANDARD", start: expect.any(String), from: "+0900", to: "+0900" },
    ]);
    expect(vtimezone("Mars/Olympus", at("2027-06-01T00:00:00Z"), at("2027-06-02T00:00:00Z"))).toBeNull();
  });
});
