import { mkdtempSync, writeFileSync } from "node:fs";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { eventsContract } from "#shared/events/contract.ts";
import { rsvpContract as rsvp } from "#shared/rsvp/contract.ts";
import type { TGuest, TGuestList, TRsvpCounts, TRsvpSettings } from "#shared/rsvp/schemas.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, uniqueEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { race } from "#tests/fixtures/concurrency.ts";
import { eq } from "drizzle-orm";
import { queueGuestMails } from "./mailing.ts";
import { guests, rsvpTallies } from "./tables.ts";

let t: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let freeUser: SignedUpUser;

beforeAll(async () => {
  // A built client, so the guest pages' HTML (with their link previews) is served too.
  const clientDir = mkdtempSync(path.join(tmpdir(), "gatherly-rsvp-client-"));
  writeFileSync(
    path.join(clientDir, "index.html"),
    "<!doctype html><html><head><title>Gatherly</title></head><body><div id=root></div></body></html>",
  );
  t = await createTestApp({ clientDir });
  owner = await signUp(t.client(), { planType: "premium" });
  stranger = await signUp(t.client(), { planType: "premium" });
  freeUser = await signUp(t.client());
});
afterAll(async () => {
  await t?.close();
});

/** A published event (invitations wait for a draft to be published, ADR 025), unless `overrides` say otherwise. */
async function event(user: SignedUpUser, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await user.client.call(eventsContract.create, {
    body: eventInput({ status: "published", ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function addGuest(user: SignedUpUser, eventId: string, body: Record<string, unknown>): Promise<TGuest> {
  const response = await user.client.call(rsvp.addGuest, { params: { eventId }, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function list(user: SignedUpUser, eventId: string, query: Record<string, unknown> = {}): Promise<TGuestList> {
  const response = await user.client.call(rsvp.listGuests, { params: { eventId }, query });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function counts(eventId: string): Promise<TRsvpCounts> {
  const response = await owner.client.call(rsvp.counts, { params: { eventId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function settings(eventId: string, patch: Record<string, unknown>): Promise<TRsvpSettings> {
  const response = await owner.client.call(rsvp.updateSettings, { params: { eventId }, body: patch });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const tokenOf = (guest: Pick<TGuest, "invitationPath">) => guest.invitationPath.split("/").pop()!;

async function setStatus(eventId: string, status: "draft" | "published") {
  const response = await owner.client.call(eventsContract.setStatus, { params: { eventId }, body: { status } });
  expect(response.statusCode, response.body).toBe(200);
}
const answer = (guest: Pick<TGuest, "invitationPath">, body: Record<string, unknown>) =>
  t.client().call(rsvp.answerInvitation, { params: { token: tokenOf(guest) }, body });

describe("the guest list", () => {
  it("adds, edits, searches, filters and deletes guests", async () => {
    const eventId = await event(owner);
    const ada = await addGuest(owner, eventId, {
      name: "Ada Lovelace",
      email: " ADA@Example.com ",
      groupName: "Class of 2006",
      partyMax: 2,
      tags: ["committee", "committee"],
    });
    expect(ada).toMatchObject({
      email: "ada@example.com",
      partyMax: 2,
      tags: ["committee"],
      status: "pending",
      invitedAt: null,
    });
    expect(ada.invitationPath).toMatch(/^\/invitation\/[A-Za-z0-9_-]{22}$/);
    await addGuest(owner, eventId, { name: "Grace Hopper", groupName: "Class of 2007", phone: "+31 71 555 0100" });
    await addGuest(owner, eventId, { name: "alan turing", email: "alan@example.com", tags: ["speaker"] });

    expect((await list(owner, eventId)).guests.map((g) => g.name)).toEqual([
      "Ada Lovelace",
      "alan turing",
      "Grace Hopper",
    ]);
    expect((await list(owner, eventId, { q: "example.com" })).total).toBe(2);
    // The search matches name, address or phone in any case, never across two of them.
    const found = async (q: string) => (await list(owner, eventId, { q })).guests.map((g) => g.name);
    expect(await found("ALAN T")).toEqual(["alan turing"]);
    expect(await found("555 01")).toEqual(["Grace Hopper"]);
    expect(await found("Lovelace")).toEqual(["Ada Lovelace"]);
    expect(await found("Lovelaceada")).toEqual([]);
    expect((await list(owner, eventId, { group: "Class of 2007" })).guests.map((g) => g.name)).toEqual([
      "Grace Hopper",
    ]);
    expect((await list(owner, eventId, { tag: "speaker" })).guests.map((g) => g.name)).toEqual(["alan turing"]);
    expect((await list(owner, eventId, { limit: 1, offset: 1 })).guests.map((g) => g.name)).toEqual(["alan turing"]);
    const facets = await owner.client.call(rsvp.guestFacets, { params: { eventId } });
    expect(facets.json()).toEqual({ groups: ["Class of 2006", "Class of 2007"], tags: ["committee", "speaker"] });

    const edited = await owner.client.call(rsvp.updateGuest, {
      params: { guestId: ada.id },
      body: { phone: "+31 6 1234 5678", partyMax: 4 },
    });
    expect(edited.json()).toMatchObject({ phone: "+31 6 1234 5678", partyMax: 4 });
    const removed = await owner.client.call(rsvp.removeGuest, { params: { guestId: ada.id } });
    expect(removed.statusCode).toBe(200);
    expect((await list(owner, eventId)).total).toBe(2);
  });

  it("refuses a second guest with the same address, naming the field", async () => {
    const eventId = await event(owner);
    await addGuest(owner, eventId, { name: "Ada", email: "same@example.com" });
    const again = await owner.client.call(rsvp.addGuest, {
      params: { eventId },
      body: { name: "Ada again", email: "SAME@example.com" },
    });
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).fields).toEqual({ email: "This email is already on the guest list" });
  });

  it("explains bad input field by field", async () => {
    const eventId = await event(owner);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: "A", email: "not-an-email" }, "email"],
      [{ name: "A", partyMax: 0 }, "partyMax"],
      [{ name: "A", partyMax: 51 }, "partyMax"],
      [{ name: "A", tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, "tags"],
      [{ name: "A", surprise: true }, "surprise"],
    ];
    for (const [body, field] of cases) {
      const response = await owner.client.call(rsvp.addGuest, { params: { eventId }, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(errorOf(response)), JSON.stringify(body)).toContain(field);
    }
    expect((await list(owner, eventId)).total).toBe(0);
  });

  it("keeps another owner's guests and events out of reach (404), and free plans out (403)", async () => {
    const eventId = await event(owner);
    const guest = await addGuest(owner, eventId, { name: "Private Person" });
    const ofEvent = { params: { eventId } };
    const ofGuest = { params: { guestId: guest.id } };
    for (const [endpoint, input] of [
      [rsvp.listGuests, ofEvent],
      [rsvp.addGuest, { ...ofEvent, body: { name: "Intruder" } }],
      [rsvp.updateGuest, { ...ofGuest, body: { name: "Changed" } }],
      [rsvp.removeGuest, ofGuest],
      [rsvp.recordAnswer, { ...ofGuest, body: { status: "no" } }],
      [rsvp.sendInvitations, { ...ofEvent, body: { guestIds: [guest.id] } }],
      [rsvp.counts, ofEvent],
    ] as const) {
      const response = await stranger.client.call(endpoint, input);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(404);
    }
    const theirEvent = await event(stranger);
    const mixed = await stranger.client.call(rsvp.sendInvitations, {
      params: { eventId: theirEvent },
      body: { guestIds: [guest.id] },
    });
    expect(mixed.statusCode).toBe(404);
    expect(errorOf(mixed).fields).toEqual({ guestIds: "Guest not found" });
    const free = await freeUser.client.call(rsvp.listGuests, ofEvent);
    expect(free.statusCode).toBe(403);
    expect(errorOf(free)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "premium" });
    expect((await list(owner, eventId)).guests.map((g) => g.name)).toEqual(["Private Person"]);
  });
});

describe("importing and exporting", () => {
  const csv = [
    "Full Name,E-mail,Class Year,Party size,Tags,Shoe size",
    "Ada Lovelace,ada@example.com,2006,2,committee;speaker,38",
    ",nobody@example.com,2006,1,,",
    "Grace Hopper,grace@example.com,2007,3,,",
    "Ada L.,ADA@example.com,,4,volunteer,",
    "Bad Size,bad@example.com,2006,lots,,",
    "Existing Alan,alan@example.com,2005,,,",
  ].join("\n");

  it("previews without saving, then imports the valid rows with duplicates merged", async () => {
    const eventId = await event(owner);
    const alan = await addGuest(owner, eventId, { name: "Alan Turing", email: "alan@example.com", tags: ["old"] });
    const preview = await owner.client.call(rsvp.previewImport, { params: { eventId }, body: { csv } });
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.columns).toEqual([
      { header: "Full Name", field: "name" },
      { header: "E-mail", field: "email" },
      { header: "Class Year", field: "groupName" },
      { header: "Party size", field: "partyMax" },
      { header: "Tags", field: "tags" },
      { header: "Shoe size", field: null },
    ]);
    expect(body.rows.map((r) => [r.line, r.action])).toEqual([
      [2, "create"],
      [3, "invalid"],
      [4, "create"],
      [5, "merge"],
      [6, "invalid"],
      [7, "merge"],
    ]);
    expect(body.rows[1]!.errors).toEqual([{ field: "name", message: "Name is required" }]);
    expect(body.rows[4]!.errors[0]!.field).toBe("partyMax");
    expect({ create: body.create, merge: body.merge, invalid: body.invalid }).toEqual({
      create: 2,
      merge: 2,
      invalid: 2,
    });
    expect((await list(owner, eventId)).total).toBe(1);

    const imported = await owner.client.call(rsvp.importGuests, { params: { eventId }, body: { csv } });
    expect(imported.json()).toEqual({ created: 2, merged: 2, skipped: 2 });
    const guests = (await list(owner, eventId)).guests;
    // Later rows about the same person update what they give; tags add up; the party size never shrinks.
    expect(guests.map((g) => g.name)).toEqual(["Ada L.", "Existing Alan", "Grace Hopper"]);
    const ada = guests.find((g) => g.email === "ada@example.com")!;
    expect(ada).toMatchObject({
      partyMax: 4,
      groupName: "2006",
      tags: ["committee", "speaker", "volunteer"],
      source: "import",
    });
    expect(guests.find((g) => g.id === alan.id)).toMatchObject({
      groupName: "2005",
      tags: ["old"],
      source: "organiser",
    });
  });

  it("refuses a file that is not CSV, has no name column or is empty, saving nothing", async () => {
    const eventId = await event(owner);
    for (const [bad, words] of [
      ['name,email\n"Ada,ada@example.com\n', "not valid CSV"],
      ["email,phone\nada@example.com,123\n", 'column named "name"'],
      ["", "empty"],
    ] as const) {
      const response = await owner.client.call(rsvp.importGuests, { params: { eventId }, body: { csv: bad } });
      expect(response.statusCode, bad).toBe(400);
      expect(errorOf(response).message, bad).toContain(words);
      expect(errorOf(response).fields, bad).toHaveProperty("csv");
    }
    expect((await list(owner, eventId)).total).toBe(0);
  });

  it("takes a file larger than the app's usual body limit (1 MB) to the import itself", async () => {
    const eventId = await event(owner);
    const large = `name,email\n"${"x".repeat(1_100_000)}`;
    for (const endpoint of [rsvp.previewImport, rsvp.importGuests]) {
      const response = await owner.client.call(endpoint, { params: { eventId }, body: { csv: large } });
      expect(response.statusCode, endpoint.name).toBe(400);
      expect(errorOf(response).message, endpoint.name).toContain("not valid CSV");
    }
  });

  it("exports CSV and XLSX with the event's group term and formulas kept as text", async () => {
    const eventId = await event(owner);
    await addGuest(owner, eventId, { name: '=HYPERLINK("http://evil")', email: "x@example.com", groupName: "2006" });
    await addGuest(owner, eventId, { name: "Émile Zola", tags: ["a", "b"] });
    const csvResponse = await owner.client.call(rsvp.exportGuests, { params: { eventId }, query: { format: "csv" } });
    expect(csvResponse.statusCode).toBe(200);
    expect(csvResponse.headers["content-disposition"]).toContain(".csv");
    const rows = Papa.parse<string[]>(csvResponse.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(rows[0]!.slice(0, 4)).toEqual(["Name", "Email", "Phone", "Class Year"]);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['\'=HYPERLINK("http://evil")', "Émile Zola"]);
    expect(rows[2]![5]).toBe("a; b");

    const xlsxResponse = await owner.client.call(rsvp.exportGuests, { params: { eventId }, query: { format: "xlsx" } });
    expect(xlsxResponse.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsxResponse.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet("Guests")!;
    expect(sheet.getRow(1).getCell(4).value).toBe("Class Year");
    expect(sheet.getRow(3).getCell(1).value).toBe("Émile Zola");
    expect(sheet.rowCount).toBe(3);
    const wrongFormat = await owner.client.call(rsvp.exportGuests, { params: { eventId }, query: { format: "pdf" } });
    expect(wrongFormat.statusCode).toBe(400);
  });
});

describe("invitations and answers", () => {
  it("mails each guest once, and the emailed link lets the guest answer without an account", async () => {
    const eventId = await event(owner);
    await settings(eventId, { mealOptions: ["Fish", "Vegetarian"], message: "Bring old photos!" });
    const email = uniqueEmail("guest");
    const guest = await addGuest(owner, eventId, { name: "Gina Guest", email, partyMax: 3 });
    await addGuest(owner, eventId, { name: "No Address" });

    const sent = await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body: {} });
    expect(sent.json()).toEqual({ sent: 1, withoutEmail: 0, alreadyInvited: 0 });
    const again = await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body: {} });
    expect(again.json()).toEqual({ sent: 0, withoutEmail: 0, alreadyInvited: 0 });
    await t.jobs.idle();
    const mails = await t.outbox(email);
    expect(mails).toHaveLength(1);
    // The mail names the host, and gives the time in the event's zone with that day's offset (June: GMT+2).
    expect(mails[0]!.subject).toBe("Ada Lovelace invites you to Class of 2006 Reunion");
    expect(mails[0]!.text).toContain("Ada Lovelace invites you to Class of 2006 Reunion.");
    expect(mails[0]!.text).toMatch(/Sat, Jun 12, 2027, 5:00\s–\s11:30\sPM \(Europe\/Amsterdam, GMT\+2\)/);
    expect(mails[0]!.text).toContain("Bring old photos!");
    const link = await t.linkFromMail(email, "rsvp-invitation");
    expect(link).toBe(`${t.config.baseUrl}${guest.invitationPath}`);

    const view = await t.client().call(rsvp.invitation, { params: { token: tokenOf(guest) } });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      event: { name: "Class of 2006 Reunion", hostName: "Ada Lovelace" },
      guest: { name: "Gina Guest", partyMax: 3, status: "pending" },
      mealOptions: ["Fish", "Vegetarian"],
      closedReason: null,
    });
    expect(await counts(eventId)).toMatchObject({ invited: 1, opened: 1, replies: { pending: 2 } });

    const saved = await answer(guest, {
      status: "yes",
      headcount: 2,
      party: [
        { name: "Gina", meal: "fish", dietary: "No nuts" },
        { name: "Partner", meal: "Vegetarian" },
      ],
      note: "Can't wait",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().guest).toMatchObject({
      status: "yes",
      headcount: 2,
      waitlisted: false,
      note: "Can't wait",
    });
    const live = await counts(eventId);
    expect(live.replies).toEqual({ yes: 1, no: 0, maybe: 0, pending: 1 });
    expect(live.people.yes).toBe(2);
    expect(live.meals).toEqual([
      { meal: "Fish", count: 1 },
      { meal: "Vegetarian", count: 1 },
    ]);
    expect(live.dietary).toEqual([{ guestName: "Gina Guest", personName: "Gina", dietary: "No nuts" }]);

    const resend = await owner.client.call(rsvp.sendInvitations, {
      params: { eventId },
      body: { guestIds: [guest.id], resend: true },
    });
    expect(resend.json()).toMatchObject({ sent: 1 });
    await t.jobs.idle();
    expect(await t.outbox(email)).toHaveLength(2);
  });

  it("waits for a draft to be published, saying why, and mails nobody meanwhile", async () => {
    const eventId = await event(owner, { status: "draft" });
    const email = uniqueEmail("early");
    const guest = await addGuest(owner, eventId, { name: "Early Bird", email });
    for (const body of [{}, { guestIds: [guest.id] }, { guestIds: [guest.id], resend: true }]) {
      const refused = await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: "EVENT_NOT_PUBLISHED",
        message: "Publish the event before sending invitations.",
      });
    }
    // Bad input is still named field by field; another owner learns nothing of the draft.
    const bad = await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body: { resend: true } });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty("guestIds");
    const malformed = await owner.client.call(rsvp.sendInvitations, {
      params: { eventId },
      body: { guestIds: ["not-an-id"] },
    });
    expect(malformed.statusCode).toBe(400);
    const foreign = await stranger.client.call(rsvp.sendInvitations, { params: { eventId }, body: {} });
    expect(foreign.statusCode).toBe(404);
    await t.jobs.idle();
    expect(await t.outbox(email)).toEqual([]);
    expect((await list(owner, eventId)).guests[0]!.invitedAt).toBeNull();

    const published = await owner.client.call(eventsContract.setStatus, {
      params: { eventId },
      body: { status: "published" },
    });
    expect(published.statusCode).toBe(200);
    const sent = await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body: {} });
    expect(sent.json()).toEqual({ sent: 1, withoutEmail: 0, alreadyInvited: 0 });
    await t.jobs.idle();
    expect(await t.outbox(email)).toHaveLength(1);
  });

  it("refuses a party over the allowance, an unknown meal and a late answer, changing nothing", async () => {
    const eventId = await event(owner);
    await settings(eventId, { mealOptions: ["Fish"] });
    const guest = await addGuest(owner, eventId, { name: "Careful Guest", partyMax: 2 });
    const tooMany = await answer(guest, { status: "yes", headcount: 3 });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields).toEqual({ headcount: "This invitation is for up to 2 people." });
    const badMeal = await answer(guest, { status: "yes", headcount: 1, party: [{ meal: "Steak" }] });
    expect(badMeal.statusCode).toBe(400);
    expect(errorOf(badMeal).fields).toEqual({ "party.0.meal": "Choose one of the meal options: Fish" });
    expect((await counts(eventId)).replies.pending).toBe(1);

    await settings(eventId, { deadline: "2020-01-01T00:00:00Z" });
    const late = await answer(guest, { status: "no" });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe("RSVP_CLOSED");
    expect(errorOf(late).message).toContain("Answers closed on");
    const view = await t.client().call(rsvp.invitation, { params: { token: tokenOf(guest) } });
    // The deadline's own offset (winter, GMT+1), not the June event's.
    expect(view.json().closedReason).toMatch(
      /^Answers closed on Wed, Jan 1, 2020, 1:00\sAM \(Europe\/Amsterdam, GMT\+1\)\.$/,
    );
    expect((await counts(eventId)).replies.pending).toBe(1);
  });

  it("answers a wrong or replaced link with a clear 404", async () => {
    const eventId = await event(owner);
    const guest = await addGuest(owner, eventId, { name: "Linked Guest" });
    const renewed = (await owner.client.call(rsvp.newGuestLink, { params: { guestId: guest.id } })).json();
    expect(renewed.invitationPath).not.toBe(guest.invitationPath);
    for (const token of [tokenOf(guest), "nonsense", "x".repeat(22)]) {
      const response = await t.client().call(rsvp.invitation, { params: { token } });
      expect(response.statusCode, token).toBe(404);
      expect(errorOf(response).message).toContain("This link is not valid");
    }
    expect((await t.client().call(rsvp.invitation, { params: { token: tokenOf(renewed) } })).statusCode).toBe(200);
  });

  it("two answers to one invitation at once leave one consistent reply", async () => {
    const eventId = await event(owner);
    await settings(eventId, { mealOptions: ["Fish", "Meat"] });
    const guest = await addGuest(owner, eventId, { name: "Indecisive", partyMax: 4 });
    const outcome = await race(2, (i) =>
      answer(
        guest,
        i === 0
          ? { status: "yes", headcount: 4, party: [{ meal: "Fish" }] }
          : { status: "maybe", headcount: 1, party: [{ meal: "Meat" }] },
      ),
    );
    expect(outcome.statuses).toEqual({ 200: 2 });
    const [row] = (await list(owner, eventId)).guests;
    const consistent =
      (row!.status === "yes" && row!.headcount === 4 && row!.party[0]!.meal === "Fish") ||
      (row!.status === "maybe" && row!.headcount === 1 && row!.party[0]!.meal === "Meat");
    expect(consistent, JSON.stringify(row)).toBe(true);
    expect(row!.party).toHaveLength(row!.headcount);
  });

  it("never lets concurrent yes answers pass the capacity: the rest wait, and move up when a place frees", async () => {
    const eventId = await event(owner);
    await settings(eventId, { capacity: 5 });
    const guests = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        addGuest(owner, eventId, { name: `Guest ${i}`, partyMax: 2, email: uniqueEmail("cap") }),
      ),
    );
    const outcome = await race(guests.length, (i) => answer(guests[i]!, { status: "yes", headcount: i < 4 ? 2 : 1 }));
    expect(outcome.statuses).toEqual({ 200: 8 });
    const live = await counts(eventId);
    expect(live.people.yes).toBeLessThanOrEqual(5);
    expect(live.people.yes + live.people.waitlisted).toBe(12);
    expect(live.placesLeft).toBe(5 - live.people.yes);

    // A confirmed guest drops out: the waitlist moves up (first come, as long as the party fits) and hears so.
    const waitlistedBefore = (await list(owner, eventId, { filter: "waitlisted" })).guests.map((g) => g.id);
    const dropping = (await list(owner, eventId, { filter: "yes" })).guests[0]!;
    expect((await answer(dropping, { status: "no" })).statusCode).toBe(200);
    const yesNow = (await list(owner, eventId, { filter: "yes", limit: 100 })).guests.map((g) => g.id);
    const promoted = waitlistedBefore.filter((id) => yesNow.includes(id));
    expect(promoted.length).toBeGreaterThan(0);
    expect((await counts(eventId)).people.yes).toBeLessThanOrEqual(5);
    await t.jobs.idle();
    const lucky = guests.find((g) => g.id === promoted[0])!;
    expect((await t.outbox(lucky.email!)).map((m) => m.kind)).toContain("rsvp-waitlist-place");
  });

  it("a confirmed guest asking for more places than are left keeps their answer", async () => {
    const eventId = await event(owner);
    await settings(eventId, { capacity: 3 });
    const first = await addGuest(owner, eventId, { name: "First", partyMax: 3 });
    const second = await addGuest(owner, eventId, { name: "Second", partyMax: 3 });
    await answer(first, { status: "yes", headcount: 1 });
    await answer(second, { status: "yes", headcount: 2 });
    const more = await answer(first, { status: "yes", headcount: 2 });
    expect(more.statusCode).toBe(409);
    expect(errorOf(more).message).toBe("Only 1 place is left, so your answer for 1 still stands.");
    expect((await counts(eventId)).people.yes).toBe(3);
  });
});

describe("the invitation of an event moved back to draft", () => {
  const NOT_PUBLISHED = { code: "EVENT_NOT_PUBLISHED", message: "Ada Lovelace has not published this event yet." };

  it("shows the guest nothing of the event and takes no answer, then opens again once published", async () => {
    const eventId = await event(owner, { name: "Secret Garden Party", description: "Behind the old mill" });
    await settings(eventId, { message: "Bring a lantern" });
    const email = uniqueEmail("patient");
    const guest = await addGuest(owner, eventId, { name: "Patient Pat", email });
    await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body: {} });
    await setStatus(eventId, "draft");

    const token = tokenOf(guest);
    const view = await t.client().call(rsvp.invitation, { params: { token } });
    expect(view.statusCode).toBe(409);
    expect(errorOf(view)).toEqual(NOT_PUBLISHED);
    for (const secret of ["Secret Garden Party", "old mill", "Old gymnasium", "lantern", "2027"]) {
      expect(view.body).not.toContain(secret);
    }
    const answered = await answer(guest, { status: "yes", headcount: 1 });
    expect(answered.statusCode).toBe(409);
    expect(errorOf(answered)).toEqual(NOT_PUBLISHED);
    // Bad input is still named; a wrong link is still the wrong link.
    expect((await answer(guest, { status: "soon" })).statusCode).toBe(400);
    expect((await t.client().call(rsvp.invitation, { params: { token: "x".repeat(22) } })).statusCode).toBe(404);
    const calendar = await t.client().call(rsvp.invitationCalendar, { params: { token } });
    expect(calendar.statusCode).toBe(409);
    expect(calendar.body).not.toContain("Secret Garden Party");
    // Its link preview names nothing either, and the closed page was no visit.
    const html = (await t.client().request("GET", guest.invitationPath)).body;
    expect(html).not.toContain("og:title");
    expect(html).not.toContain("Secret Garden Party");
    expect(await counts(eventId)).toMatchObject({ opened: 0, replies: { pending: 1 } });

    await setStatus(eventId, "published");
    const open = await t.client().call(rsvp.invitation, { params: { token } });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ event: { name: "Secret Garden Party" }, message: "Bring a lantern" });
    expect((await answer(guest, { status: "yes", headcount: 1 })).statusCode).toBe(200);
    expect((await t.client().call(rsvp.invitationCalendar, { params: { token } })).statusCode).toBe(200);
    expect(await counts(eventId)).toMatchObject({ opened: 1, replies: { yes: 1 } });
  });

  it("keeps a cancelled event's invitation readable, with answers closed", async () => {
    const eventId = await event(owner, { name: "Called Off" });
    const guest = await addGuest(owner, eventId, { name: "Informed Ivy" });
    const cancelled = await owner.client.call(eventsContract.setStatus, {
      params: { eventId },
      body: { status: "cancelled" },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const view = await t.client().call(rsvp.invitation, { params: { token: tokenOf(guest) } });
    expect(view.statusCode).toBe(200);
    expect(view.json().event.name).toBe("Called Off");
    expect(view.json().closedReason).toBeTruthy();
    expect(errorOf(await answer(guest, { status: "no" })).code).toBe("RSVP_CLOSED");
  });
});

describe("link previews of the guest pages", () => {
  const metaContent = (html: string, key: string) =>
    html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`))?.[1];

  it("show the event, not the guest, and a preview does not count as opening the invitation", async () => {
    const eventId = await event(owner, { name: "Lakeside Picnic" });
    const guest = await addGuest(owner, eventId, { name: "Secret Sally" });
    const html = (await t.client().request("GET", guest.invitationPath)).body;
    expect(metaContent(html, "og:title")).toBe("Lakeside Picnic");
    expect(metaContent(html, "og:description")).toMatch(/^You&#39;re invited · .*2027.* · Old gymnasium$/);
    expect(metaContent(html, "robots")).toBe("noindex, nofollow");
    expect(html).not.toContain("Secret Sally");
    expect((await counts(eventId)).opened).toBe(0);
    const open = await settings(eventId, { publicEnabled: true });
    expect(metaContent((await t.client().request("GET", open.publicPath!)).body, "og:title")).toBe("Lakeside Picnic");
    const wrong = await t.client().request("GET", "/invitation/AAAAAAAAAAAAAAAAAAAAAA");
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).not.toContain("og:title");
  });
});

describe("the open RSVP link", () => {
  it("adds a new person to the list with their answer and mails them their own link", async () => {
    const eventId = await event(owner);
    const on = await settings(eventId, { publicEnabled: true });
    const token = on.publicPath!.split("/").pop()!;
    const view = await t.client().call(rsvp.openLink, { params: { token } });
    expect(view.json()).toMatchObject({ event: { name: "Class of 2006 Reunion" }, closedReason: null });

    const email = uniqueEmail("walkin");
    const joined = await t.client().call(rsvp.answerOpenLink, {
      params: { token },
      body: { name: "Walk In", email, answer: { status: "yes", headcount: 2 } },
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const { invitationPath } = joined.json();
    expect(invitationPath).toMatch(/^\/invitation\//);
    await t.jobs.idle();
    expect(await t.linkFromMail(email, "rsvp-link")).toBe(`${t.config.baseUrl}${invitationPath}`);
    expect((await counts(eventId)).people.yes).toBe(2);

    // The same address again changes nothing: the existing link goes to that address instead.
    const again = await t.client().call(rsvp.answerOpenLink, {
      params: { token },
      body: { name: "Impostor", email: email.toUpperCase(), answer: { status: "no" } },
    });
    expect(again.json()).toEqual({ invitationPath: null, emailed: true });
    await t.jobs.idle();
    expect(await t.outbox(email)).toHaveLength(2);
    expect((await list(owner, eventId)).guests.map((g) => [g.name, g.status])).toEqual([["Walk In", "yes"]]);

    const off = await settings(eventId, { publicEnabled: false });
    expect(off.publicPath).toBeNull();
    expect((await t.client().call(rsvp.openLink, { params: { token } })).statusCode).toBe(404);
  });
});

describe("the open RSVP link of a draft", () => {
  const NOT_PUBLISHED = { code: "EVENT_NOT_PUBLISHED", message: "Ada Lovelace has not published this event yet." };

  it("shows nothing of the event and takes no answer, then opens once published", async () => {
    const eventId = await event(owner, { status: "draft", name: "Hidden Harvest Fair", description: "By the barn" });
    // Preparing stays possible: the organiser turns the link on before publishing.
    const on = await settings(eventId, { publicEnabled: true, message: "Bring a basket" });
    const token = on.publicPath!.split("/").pop()!;
    const email = uniqueEmail("early-walkin");
    const body = { name: "Early Walk In", email, answer: { status: "yes", headcount: 1 } };

    const view = await t.client().call(rsvp.openLink, { params: { token } });
    expect(view.statusCode).toBe(409);
    expect(errorOf(view)).toEqual(NOT_PUBLISHED);
    for (const secret of ["Hidden Harvest Fair", "barn", "basket", "Old gymnasium", "2027"]) {
      expect(view.body).not.toContain(secret);
    }
    const answered = await t.client().call(rsvp.answerOpenLink, { params: { token }, body });
    expect(answered.statusCode).toBe(409);
    expect(errorOf(answered)).toEqual(NOT_PUBLISHED);
    // Bad input is still named; a wrong link is still the wrong link; another owner cannot touch the link.
    const bad = await t.client().call(rsvp.answerOpenLink, { params: { token }, body: { ...body, email: "nope" } });
    expect(bad.statusCode).toBe(400);
    expect((await t.client().call(rsvp.openLink, { params: { token: "x".repeat(22) } })).statusCode).toBe(404);
    const foreign = await stranger.client.call(rsvp.updateSettings, {
      params: { eventId },
      body: { publicEnabled: false },
    });
    expect(foreign.statusCode).toBe(404);
    // Its link preview names nothing either; nobody joined and nobody was mailed.
    const html = (await t.client().request("GET", on.publicPath!)).body;
    expect(html).not.toContain("og:title");
    expect(html).not.toContain("Hidden Harvest Fair");
    await t.jobs.idle();
    expect(await t.outbox(email)).toEqual([]);
    expect((await list(owner, eventId)).guests).toEqual([]);

    await setStatus(eventId, "published");
    const open = await t.client().call(rsvp.openLink, { params: { token } });
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ event: { name: "Hidden Harvest Fair" }, message: "Bring a basket" });
    const joined = await t.client().call(rsvp.answerOpenLink, { params: { token }, body });
    expect(joined.statusCode, joined.body).toBe(201);
    await t.jobs.idle();
    expect((await t.outbox(email)).map((m) => m.kind)).toEqual(["rsvp-link"]);

    // Moved back to draft, the link closes again.
    await setStatus(eventId, "draft");
    expect(errorOf(await t.client().call(rsvp.openLink, { params: { token } }))).toEqual(NOT_PUBLISHED);
  });
});

describe("guest mails still queued when the event goes back to draft", () => {
  it("are held back without failing the job; an invitation held back can be sent once published", async () => {
    const eventId = await event(owner);
    const mailedEarlier = await addGuest(owner, eventId, { name: "Early Erin", email: uniqueEmail("erin") });
    await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body: {} });
    await t.jobs.idle();
    const queued = await addGuest(owner, eventId, { name: "Queued Quentin", email: uniqueEmail("quentin") });
    await setStatus(eventId, "draft");
    // As if the organiser had sent invitations a moment before: claimed, their mails still in the queue.
    await t.database.db.update(guests).set({ invitedAt: new Date() }).where(eq(guests.id, queued.id));
    await queueGuestMails(t.jobs, t.database.db, "invitation", [queued.id, mailedEarlier.id]);
    await queueGuestMails(t.jobs, t.database.db, "waitlist-place", [mailedEarlier.id]);
    await t.jobs.idle();

    expect(await t.outbox(queued.email!)).toEqual([]);
    expect((await t.outbox(mailedEarlier.email!)).map((m) => m.kind)).toEqual(["rsvp-invitation"]);
    // The guest the mail never reached shows as not invited; the one mailed before stays invited.
    const listed = (await list(owner, eventId)).guests;
    expect(listed.find((g) => g.id === queued.id)!.invitedAt).toBeNull();
    expect(listed.find((g) => g.id === mailedEarlier.id)!.invitedAt).not.toBeNull();

    await setStatus(eventId, "published");
    const sent = await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body: {} });
    expect(sent.json()).toEqual({ sent: 1, withoutEmail: 0, alreadyInvited: 0 });
    await t.jobs.idle();
    expect((await t.outbox(queued.email!)).map((m) => m.kind)).toEqual(["rsvp-invitation"]);
  });
});

describe("reminders", () => {
  it("reminds each invited guest who has not answered, once, and can be cancelled while scheduled", async () => {
    const eventId = await event(owner);
    const waiting = await addGuest(owner, eventId, { name: "Slow Sam", email: uniqueEmail("slow") });
    const answered = await addGuest(owner, eventId, { name: "Quick Quinn", email: uniqueEmail("quick") });
    await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body: {} });
    await answer(answered, { status: "no" });

    const now = await owner.client.call(rsvp.createReminder, { params: { eventId }, body: { message: "Last call!" } });
    expect(now.statusCode, now.body).toBe(201);
    await t.jobs.idle();
    const reminders = (await owner.client.call(rsvp.listReminders, { params: { eventId } })).json();
    expect(reminders[0]).toMatchObject({ status: "sent", sentCount: 1 });
    const mails = await t.outbox(waiting.email!);
    expect(mails.map((m) => m.kind)).toEqual(expect.arrayContaining(["rsvp-invitation", "rsvp-reminder"]));
    expect(mails.find((m) => m.kind === "rsvp-reminder")!.text).toContain("Last call!");
    expect((await t.outbox(answered.email!)).map((m) => m.kind)).toEqual(["rsvp-invitation"]);

    const later = await owner.client.call(rsvp.createReminder, {
      params: { eventId },
      body: { sendAt: "2030-01-01T09:00:00Z" },
    });
    const reminder = later.json();
    expect(reminder.status).toBe("scheduled");
    const cancelled = await owner.client.call(rsvp.cancelReminder, { params: { reminderId: reminder.id } });
    expect(cancelled.json()).toMatchObject({ status: "cancelled" });
    const twice = await owner.client.call(rsvp.cancelReminder, { params: { reminderId: reminder.id } });
    expect(twice.statusCode).toBe(409);
    const past = await owner.client.call(rsvp.createReminder, {
      params: { eventId },
      body: { sendAt: "2020-01-01T09:00:00Z" },
    });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).fields).toHaveProperty("sendAt");
  });

  it("waits for a draft to be published, saying why, and mails nobody meanwhile", async () => {
    const eventId = await event(owner);
    const waiting = await addGuest(owner, eventId, { name: "Drafty Dan", email: uniqueEmail("drafty") });
    await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body: {} });
    await setStatus(eventId, "draft");

    for (const body of [{}, { message: "Nudge" }, { sendAt: "2030-01-01T09:00:00Z" }]) {
      const refused = await owner.client.call(rsvp.createReminder, { params: { eventId }, body });
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused)).toMatchObject({
        code: "EVENT_NOT_PUBLISHED",
        message: "Publish the event before sending reminders.",
      });
    }
    // Bad input is still named field by field; another owner learns nothing; the plan still counts first.
    const past = await owner.client.call(rsvp.createReminder, {
      params: { eventId },
      body: { sendAt: "2020-01-01T09:00:00Z" },
    });
    expect(past.statusCode).toBe(400);
    expect(errorOf(past).fields).toHaveProperty("sendAt");
    expect((await owner.client.call(rsvp.createReminder, { params: { eventId }, body: { when: 1 } })).statusCode).toBe(
      400,
    );
    expect((await stranger.client.call(rsvp.createReminder, { params: { eventId }, body: {} })).statusCode).toBe(404);
    expect((await freeUser.client.call(rsvp.createReminder, { params: { eventId }, body: {} })).statusCode).toBe(403);
    await t.jobs.idle();
    expect((await owner.client.call(rsvp.listReminders, { params: { eventId } })).json()).toEqual([]);
    expect((await t.outbox(waiting.email!)).map((m) => m.kind)).toEqual(["rsvp-invitation"]);

    await setStatus(eventId, "published");
    const sent = await owner.client.call(rsvp.createReminder, { params: { eventId }, body: {} });
    expect(sent.statusCode, sent.body).toBe(201);
    await t.jobs.idle();
    expect((await t.outbox(waiting.email!)).map((m) => m.kind).sort()).toEqual(["rsvp-invitation", "rsvp-reminder"]);
  });

  it("calls off a scheduled reminder whose event is a draft again when its time comes", async () => {
    const eventId = await event(owner);
    const waiting = await addGuest(owner, eventId, { name: "Paused Paula", email: uniqueEmail("paused") });
    await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body: {} });
    const scheduled = await owner.client.call(rsvp.createReminder, {
      params: { eventId },
      body: { sendAt: new Date(Date.now() + 1_500).toISOString() },
    });
    expect(scheduled.json()).toMatchObject({ status: "scheduled" });
    await setStatus(eventId, "draft");

    const deadline = Date.now() + 15_000;
    let reminders = (await owner.client.call(rsvp.listReminders, { params: { eventId } })).json();
    while (reminders[0]?.status === "scheduled" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      reminders = (await owner.client.call(rsvp.listReminders, { params: { eventId } })).json();
    }
    expect(reminders).toEqual([expect.objectContaining({ status: "cancelled", sentCount: 0, sentAt: null })]);
    await t.jobs.idle();
    expect((await t.outbox(waiting.email!)).map((m) => m.kind)).toEqual(["rsvp-invitation"]);
  });
});

describe("analytics and overview", () => {
  /** The numbers counted again from the guest rows: what the kept tallies must always equal. */
  async function recounted(eventId: string) {
    const rows = await t.database.db.select().from(guests).where(eq(guests.eventId, eventId));
    const confirmed = rows.filter((g) => g.status === "yes" && !g.waitlisted);
    const meals = new Map<string, number>();
    for (const member of confirmed.flatMap((g) => g.party)) {
      if (member.meal) meals.set(member.meal, (meals.get(member.meal) ?? 0) + 1);
    }
    return {
      guests: rows.length,
      invited: rows.filter((g) => g.invitedAt).length,
      opened: rows.filter((g) => g.openedAt).length,
      replies: {
        yes: confirmed.length,
        no: rows.filter((g) => g.status === "no").length,
        maybe: rows.filter((g) => g.status === "maybe").length,
        pending: rows.filter((g) => g.status === "pending").length,
      },
      people: {
        yes: confirmed.reduce((sum, g) => sum + g.headcount, 0),
        maybe: rows.filter((g) => g.status === "maybe").reduce((sum, g) => sum + g.headcount, 0),
        waitlisted: rows.filter((g) => g.waitlisted).reduce((sum, g) => sum + g.headcount, 0),
      },
      meals: [...meals].map(([meal, count]) => ({ meal, count })).sort((a, b) => b.count - a.count),
      groups: new Set(rows.map((g) => g.groupName)).size,
    };
  }

  async function expectCountsMatchGuests(eventId: string) {
    const live = await counts(eventId);
    const expected = await recounted(eventId);
    expect({ ...live, capacity: undefined, placesLeft: undefined, dietary: undefined }).toEqual({
      ...expected,
      groups: undefined,
    });
    const analytics = (await owner.client.call(rsvp.analytics, { params: { eventId } })).json();
    expect(analytics.headcountByGroup).toHaveLength(expected.groups);
    expect(analytics.funnel.guests).toBe(expected.guests);
    expect((await list(owner, eventId)).total).toBe(expected.guests);
  }

  it("keeps the counts right through answers that change, edits, an import, deletions and the waitlist", async () => {
    const eventId = await event(owner);
    await settings(eventId, { capacity: 3, mealOptions: ["Fish", "Meat"] });
    const a = await addGuest(owner, eventId, { name: "A", email: uniqueEmail("a"), groupName: "2006", partyMax: 2 });
    const b = await addGuest(owner, eventId, { name: "B", email: uniqueEmail("b"), groupName: "2007", partyMax: 2 });
    const c = await addGuest(owner, eventId, { name: "C", email: uniqueEmail("c"), groupName: "2006" });
    await expectCountsMatchGuests(eventId);
    await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body: {} });
    expect(
      (
        await answer(a, {
          status: "yes",
          headcount: 2,
          party: [
            { name: "", meal: "Fish" },
            { name: "Al", meal: "Meat" },
          ],
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await answer(b, {
          status: "yes",
          headcount: 2,
          party: [
            { name: "", meal: "Fish" },
            { name: "Bo", meal: "Fish" },
          ],
        })
      ).statusCode,
    ).toBe(200);
    await answer(c, { status: "maybe", headcount: 1 });
    await expectCountsMatchGuests(eventId);
    expect((await counts(eventId)).people.waitlisted).toBe(2);

    // A changes their mind: B moves up from the waitlist, and A's meals leave the count.
    await answer(a, { status: "no" });
    await expectCountsMatchGuests(eventId);
    expect((await counts(eventId)).meals).toEqual([{ meal: "Fish", count: 2 }]);

    const edited = await owner.client.call(rsvp.updateGuest, {
      params: { guestId: c.id },
      body: { groupName: "2008", tags: ["committee"] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const csv = `name,email,group\nD,${uniqueEmail("d")},2006\nE,,2009\nC again,${c.email},2008`;
    const imported = await owner.client.call(rsvp.importGuests, { params: { eventId }, body: { csv } });
    expect(imported.statusCode, imported.body).toBe(200);
    await expectCountsMatchGuests(eventId);

    expect((await owner.client.call(rsvp.removeGuest, { params: { guestId: b.id } })).statusCode).toBe(200);
    await expectCountsMatchGuests(eventId);
    expect((await counts(eventId)).meals).toEqual([]);

    // Many changes later, reading the counts folds what they appended, and the numbers stay the same.
    for (let i = 0; i < 70; i++) {
      await t.database.db
        .update(guests)
        .set({ openedAt: i % 2 === 0 ? null : new Date() })
        .where(eq(guests.id, c.id));
    }
    const tallyRows = async () =>
      (await t.database.db.select().from(rsvpTallies).where(eq(rsvpTallies.eventId, eventId))).length;
    expect(await tallyRows()).toBeGreaterThan(70);
    await expectCountsMatchGuests(eventId);
    expect(await tallyRows()).toBeLessThan(15);
    await expectCountsMatchGuests(eventId);
  });
  it("shows the funnel, answers per day and headcount by group", async () => {
    const eventId = await event(owner);
    const a = await addGuest(owner, eventId, { name: "A", email: uniqueEmail("a"), groupName: "2006", partyMax: 3 });
    const b = await addGuest(owner, eventId, { name: "B", email: uniqueEmail("b"), groupName: "2007" });
    await addGuest(owner, eventId, { name: "C", groupName: "2006" });
    await owner.client.call(rsvp.sendInvitations, { params: { eventId }, body: {} });
    await answer(a, { status: "yes", headcount: 3 });
    await answer(b, { status: "maybe", headcount: 1 });
    const analytics = (await owner.client.call(rsvp.analytics, { params: { eventId } })).json();
    expect(analytics.funnel).toEqual({ guests: 3, invited: 2, opened: 2, answered: 2, yes: 1 });
    expect(analytics.responsesByDay).toHaveLength(1);
    expect(analytics.responsesByDay[0]).toMatchObject({ answers: 2, cumulativeRate: 1 });
    expect(analytics.headcountByGroup).toEqual([
      { group: "2006", yes: 3, maybe: 0, invited: 2 },
      { group: "2007", yes: 0, maybe: 1, invited: 1 },
    ]);
    const overview = (await owner.client.call(rsvp.overview)).json();
    expect(overview.events.find((e) => e.eventId === eventId)).toMatchObject({ guests: 3, yesPeople: 3 });
  });
});
