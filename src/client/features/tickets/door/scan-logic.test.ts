import { describe, expect, it } from "vitest";
import type { TScanAnswer } from "#shared/tickets/schemas.ts";
import { createRepeatFilter, describeAnswer, deviceLabel, newNonce, userAgentHint } from "./scan-logic.ts";

const answer = (extra: Partial<TScanAnswer>): TScanAnswer => ({
  scanId: null,
  result: "admitted",
  message: "Valid",
  ticket: { holderName: "Ana Lima", typeName: "VIP", reference: "A7K2-9QX3" },
  firstCheckedInAt: null,
  firstCheckedInBy: null,
  conflict: false,
  undoable: false,
  ...extra,
});

const evening = new Date("2026-06-12T20:30:00Z");

// Intl puts a narrow no-break space before AM/PM; the tests read it as a space.
const plain = (text: string) => text.replace(/[\u2009\u202f]/g, " ");

describe("what the door says", () => {
  it("says Valid with the holder and type for an admission", () => {
    expect(describeAnswer(answer({}), "Europe/Berlin", evening)).toMatchObject({
      tone: "good",
      title: "Valid",
      detail: null,
      holderName: "Ana Lima",
      typeName: "VIP",
      announcement: "Valid. Ana Lima. VIP.",
    });
  });

  it("gives the earlier check-in's time in the event's zone and who made it, in the words of every time", () => {
    const already = answer({
      result: "already",
      message: "Already checked in",
      firstCheckedInAt: "2026-06-12T17:42:00Z",
      firstCheckedInBy: "Sam",
    });
    const title = (shown: TScanAnswer, zone: string) => plain(describeAnswer(shown, zone, evening).title);
    expect(describeAnswer(already, "Europe/Berlin", evening).tone).toBe("warning");
    expect(title(already, "Europe/Berlin")).toBe("Already checked in at 7:42 PM by Sam");
    expect(title({ ...already, firstCheckedInBy: " " }, "America/New_York")).toBe("Already checked in at 1:42 PM");
    // Another day in the event's zone carries the day.
    expect(title({ ...already, firstCheckedInAt: "2026-06-11T17:42:00Z" }, "Europe/Berlin")).toBe(
      "Already checked in on Thu, Jun 11 at 7:42 PM by Sam",
    );
    // Without a time the server's words stand.
    expect(title({ ...already, firstCheckedInAt: null }, "Europe/Berlin")).toBe("Already checked in");
  });

  it("shows the server's reason under a refusal", () => {
    const refused = describeAnswer(
      answer({ result: "cancelled", message: "This ticket was cancelled on June 2." }),
      "UTC",
      evening,
    );
    expect(refused).toMatchObject({
      tone: "bad",
      title: "Cancelled ticket",
      detail: "This ticket was cancelled on June 2.",
    });
    expect(
      describeAnswer(answer({ result: "unknown", message: "Unknown code", ticket: null }), "UTC", evening),
    ).toMatchObject({
      title: "Unknown code",
      detail: null,
      holderName: null,
    });
  });
});

describe("the camera's repeat filter", () => {
  it("ignores a code seen again within 3 s of its last sighting", () => {
    const fresh = createRepeatFilter(3000);
    expect(fresh("A", 0)).toBe(true);
    expect(fresh("A", 1000)).toBe(false);
    expect(fresh("A", 3500)).toBe(false);
    expect(fresh("B", 3600)).toBe(true);
    expect(fresh("A", 3700)).toBe(true);
    expect(fresh("A", 7000)).toBe(true);
  });
});

describe("this device", () => {
  it("names itself with a random id and a short hint", () => {
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
    const iphone =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    expect(userAgentHint(android)).toBe("Android Chrome");
    expect(userAgentHint(iphone)).toBe("iPhone Safari");
    expect(userAgentHint("")).toBe("Browser");
    expect(deviceLabel("a1b2c3d4", android)).toBe("a1b2c3d4 (Android Chrome)");
    expect(newNonce()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
