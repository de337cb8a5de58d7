import { describe, expect, it } from "vitest";
import { IMPORT_CSV_MAX_CHARS, ZGuestInput } from "#shared/rsvp/schemas.ts";
import {
  csvCell,
  guestState,
  GUEST_STATE_LABELS,
  importFieldLabel,
  importFileProblem,
  importResultText,
  importTextProblem,
  invitationResultText,
  momentText,
  parseTags,
  partyText,
  placesText,
  resizeParty,
  sampleCsv,
  SAMPLE_CSV_HEADER,
} from "./format.ts";

/** Splits one CSV line the RFC 4180 way (quoted cells, doubled quotes), enough to read the sample back. */
function readCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      cells.push(cell);
      cell = "";
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

describe("guest status as the organiser reads it", () => {
  it("tells a waitlisted yes apart from an attending one", () => {
    expect(GUEST_STATE_LABELS[guestState({ status: "yes", waitlisted: true })]).toBe("Waitlisted");
    expect(GUEST_STATE_LABELS[guestState({ status: "yes", waitlisted: false })]).toBe("Attending");
    expect(GUEST_STATE_LABELS[guestState({ status: "pending", waitlisted: false })]).toBe("No answer");
  });

  it("shows the party as people coming out of the allowance once answered", () => {
    expect(partyText({ status: "pending", headcount: 0, partyMax: 4 })).toBe("Up to 4");
    expect(partyText({ status: "yes", headcount: 3, partyMax: 4 })).toBe("3 of 4");
    expect(partyText({ status: "no", headcount: 0, partyMax: 2 })).toBe("0 of 2");
  });
});

describe("tags typed as text", () => {
  it("splits on commas, trims, and drops blanks and repeats", () => {
    expect(parseTags(" family, vip ,, family,  ")).toEqual(["family", "vip"]);
    expect(parseTags("")).toEqual([]);
  });

  it("gives the shared guest schema tags it accepts", () => {
    const parsed = ZGuestInput.parse({ name: "Ana", tags: parseTags("committee, vip") });
    expect(parsed.tags).toEqual(["committee", "vip"]);
  });
});

describe("times", () => {
  it("writes a moment in the event's zone, not the viewer's", () => {
    const instant = "2027-06-12T16:30:00Z";
    expect(momentText(instant, "Europe/Paris")).toMatch(/6:30/);
    expect(momentText(instant, "America/New_York")).toMatch(/12:30/);
    expect(momentText(null, "Europe/Paris")).toBe("Not yet");
  });
});

describe("result messages", () => {
  it("says what an invitation send did, outcome by outcome", () => {
    expect(invitationResultText({ sent: 3, withoutEmail: 0, alreadyInvited: 0 })).toBe("3 invitations on the way.");
    const mixed = invitationResultText({ sent: 1, withoutEmail: 2, alreadyInvited: 1 });
    expect(mixed).toContain("1 invitation on the way.");
    expect(mixed).toContain("2 guests without an email address were skipped");
    expect(mixed).toContain("1 guest had already been invited");
    expect(invitationResultText({ sent: 0, withoutEmail: 1, alreadyInvited: 0 })).toMatch(
      /^No invitations were sent\. 1 guest without an email address was skipped/,
    );
  });

  it("sums up an import", () => {
    expect(importResultText({ created: 10, merged: 2, skipped: 0 })).toBe(
      "10 guests added, 2 merged into guests already on the list, 0 rows skipped.",
    );
    expect(importResultText({ created: 1, merged: 0, skipped: 1 })).toBe(
      "1 guest added, 0 merged into guests already on the list, 1 row skipped.",
    );
  });

  it("puts the places left in words", () => {
    expect(placesText({ capacity: null, placesLeft: null })).toBe("No limit");
    expect(placesText({ capacity: 80, placesLeft: 12 })).toBe("12 of 80 places left");
    expect(placesText({ capacity: 80, placesLeft: 0 })).toBe("Full (80 places)");
  });
});

describe("the CSV import", () => {
  it("offers a sample whose header is the documented columns and whose rows read back intact", () => {
    const lines = sampleCsv().trimEnd().split("\r\n");
    expect(readCsvLine(lines[0]!)).toEqual([...SAMPLE_CSV_HEADER]);
    expect(SAMPLE_CSV_HEADER).toEqual(["name", "email", "phone", "group", "party size", "tags", "notes"]);
    const rows = lines.slice(1).map(readCsvLine);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) expect(row).toHaveLength(SAMPLE_CSV_HEADER.length);
    // A cell holding a comma (two tags) stays one cell.
    expect(rows[0]![5]).toBe("committee, vip");
  });

  it("quotes only the cells that need it", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
  });

  it("refuses empty and oversized files before sending them", () => {
    expect(importFileProblem({ name: "guests.csv", size: 0 })).toMatch(/empty/);
    expect(importFileProblem({ name: "guests.csv", size: 5 * 1024 * 1024 })).toMatch(/at most 4 MB/);
    expect(importFileProblem({ name: "guests.csv", size: 2_000 })).toBeNull();
    expect(importTextProblem("guests.csv", "  \n")).toMatch(/empty/);
    expect(importTextProblem("guests.csv", "x".repeat(IMPORT_CSV_MAX_CHARS + 1))).toMatch(/at most 4 MB/);
    expect(importTextProblem("guests.csv", "name\nAna")).toBeNull();
  });

  it("names the group column with the event type's term and says when a column is ignored", () => {
    expect(importFieldLabel("groupName", "Class Year")).toBe("Class Year");
    expect(importFieldLabel("partyMax", "Class Year")).toBe("Party size");
    expect(importFieldLabel(null, "Class Year")).toBe("Ignored");
  });
});

describe("an answer's party", () => {
  it("keeps what was entered, adds blank places and names the first after the guest", () => {
    const party = [{ name: "", meal: "Fish", dietary: "" }];
    const grown = resizeParty(party, 3, "Ana");
    expect(grown).toEqual([
      { name: "Ana", meal: "Fish", dietary: "" },
      { name: "", meal: null, dietary: "" },
      { name: "", meal: null, dietary: "" },
    ]);
    expect(resizeParty(grown, 1, "Ana")).toEqual([{ name: "Ana", meal: "Fish", dietary: "" }]);
    expect(resizeParty(grown, 0, "Ana")).toEqual([]);
  });
});
