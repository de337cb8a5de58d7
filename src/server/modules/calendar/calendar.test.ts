import { afterAll, beforeAll, describe, expect, it } from "vitest";
import ical, { type CalendarResponse, type VEvent } from "node-ical";
import { ACTIVITY_OUTSIDE_EVENT_MESSAGE } from "#shared/activities/schemas.ts";
import { activitiesContract } from "#shared/activities/contract.ts";
import { adminContract } from "#shared/admin/contract.ts";
import { calendarContract as api } from "#shared/calendar/contract.ts";
import type { TCalendarFeed, TCalendarItem } from "#shared/calendar/schemas.ts";
import { checklistsContract } from "#shared/checklists/contract.ts";
import type { Endpoint } from "#shared/contract.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { venuesContract } from "#shared/venues/contract.ts";
import { createTestApp, pathOf, TEST_BASE_URL, type TestApp } from "#tests/fixtures/test-app.ts";
import { signUp, signUpVerified, uniqueEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { errorOf, type TestCallInput } from "#tests/fixtures/http-client.ts";
import { rsvpSettings } from "../rsvp/tables.ts";
import { eventCalendarFile } from "./index.ts";

let t: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let free: SignedUpUser;
let admin: SignedUpUser;

beforeAll(async () => {
  const adminEmail = uniqueEmail("admin");
  t = await createTestApp({ config: { adminEmails: [adminEmail] } });
  admin = await signUpVerified(t, { email: adminEmail });
  owner = await signUp(t.client(), { planType: "premium" });
  stranger = await signUp(t.client(), { planType: "premium" });
  free = await signUp(t.client(), { planType: "free" });
});
afterAll(async () => {
  await t?.close();
});

const HOST = new URL(TEST_BASE_URL).hostname;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A summer evening in Amsterdam: 19:00 to 23:30 local time, 17:00 to 21:30 UTC. */
const reunion = (overrides: Record<string, unknown> = {}) => ({
  name: "Class of 2006 Reunion",
  eventTypeId: "school-type-1",
  startAt: "2027-06-12T19:00:00+02:00",
  endAt: "2027-06-12T23:30:00+02:00",
  timeZone: "Europe/Amsterdam",
  locationName: "Old gymnasium",
  description: "Twenty years on.",
  status: "published",
  ...overrides,
});

async function event(user: SignedUpUser, overrides: Record<string, unknown> = {}) {
  const response = await user.client.call(eventsContract.create, { body: reunion(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function activity(user: SignedUpUser, eventId: string, overrides: Record<string, unknown> = {}) {
  const response = await user.client.call(activitiesContract.create, {
    body: {
      eventId,
      name: "Dinner",
      startAt: "2027-06-12T20:00:00+02:00",
      endAt: "2027-06-12T21:30:00+02:00",
      host: "Mrs. Jansen",
      notes: "Vegetarian option on request",
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function venue(user: SignedUpUser, name: string) {
  const response = await user.client.call(venuesContract.create, { body: { name, city: "Leiden", capacity: 200 } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

function parse(text: string): VEvent[] {
  const parsed: CalendarResponse = ical.sync.parseICS(text);
  return Object.values(parsed).filter((c): c is VEvent => (c as { type?: string } | undefined)?.type === "VEVENT");
}

const byUid = (entries: VEvent[], uid: string) => entries.find((e) => e.uid === uid);
const eventUid = (id: string) => `event-${id}@${HOST}`;
const activityUid = (id: string) => `activity-${id}@${HOST}`;
const text = (value: unknown) => (typeof value === "string" ? value : (value as { val?: string } | undefined)?.val);

async function download(user: SignedUpUser, eventId: string) {
  const response = await user.client.call(api.eventFile, { params: { eventId } });
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

type FeedEndpoint =
  typeof api.userFeed | typeof api.regenerateUserFeed | typeof api.eventFeed | typeof api.regenerateEventFeed;

async function feed(
  user: SignedUpUser,
  endpoint: FeedEndpoint = api.userFeed,
  input: TestCallInput = {},
): Promise<TCalendarFeed> {
  const response = await user.client.call(endpoint, input);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const ofEvent = (eventId: string) => ({ params: { eventId } });

/** What a calendar app gets from a feed address: no session, just the URL. */
const fetchFeed = (url: string, headers: Record<string, string> = {}) =>
  t.client().request("GET", pathOf(url), undefined, headers);

describe("the .ics download", () => {
  it("holds the event and its activities in the event's own zone, with stable UIDs and links back", async () => {
    const e = await event(owner);
    const a = await activity(owner, e.id);
    const response = await download(owner, e.id);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe('attachment; filename="class-of-2006-reunion.ics"');

    const raw = response.body;
    // Wall-clock time with its zone, and the zone's rules in the file for apps that lack them.
    expect(raw).toContain("DTSTART;TZID=Europe/Amsterdam:20270612T190000");
    expect(raw).toMatch(/BEGIN:VTIMEZONE\r\nTZID:Europe\/Amsterdam\r\n/);
    expect(raw).toMatch(/DTSTAMP:\d{8}T\d{6}Z/);
    expect(raw).toMatch(/LAST-MODIFIED:\d{8}T\d{6}Z/);

    const entries = parse(raw);
    expect(entries).toHaveLength(2);
    const main = byUid(entries, eventUid(e.id))!;
    expect(main.start.toISOString()).toBe("2027-06-12T17:00:00.000Z");
    expect(main.end!.toISOString()).toBe("2027-06-12T21:30:00.000Z");
    expect(main.start.tz).toBe("Europe/Amsterdam");
    expect(text(main.summary)).toBe("Class of 2006 Reunion");
    expect(text(main.description)).toBe("Twenty years on.");
    expect(text(main.location)).toBe("Old gymnasium");
    expect(main.status).toBe("CONFIRMED");
    expect(text(main.url)).toBe(`${t.config.baseUrl}/events/${e.id}`);

    const dinner = byUid(entries, activityUid(a.id))!;
    expect(dinner.start.toISOString()).toBe("2027-06-12T18:00:00.000Z");
    expect(dinner.end!.toISOString()).toBe("2027-06-12T19:30:00.000Z");
    expect(dinner.start.tz).toBe("Europe/Amsterdam");
    expect(text(dinner.summary)).toBe("Dinner");
    expect(text(dinner.description)).toContain("Vegetarian option on request");
    expect(text(dinner.description)).toContain("Host: Mrs. Jansen");
    expect(text(dinner.description)).toContain("Part of Class of 2006 Reunion");
    // No place of its own: it happens at the event's.
    expect(text(dinner.location)).toBe("Old gymnasium");
  });

  it("keeps the local time in winter too, and gives the venue's address", async () => {
    const hall = await venue(owner, "Town Hall");
    const e = await event(owner, {
      startAt: "2027-01-15T19:00:00+01:00",
      endAt: "2027-01-15T22:00:00+01:00",
      locationName: null,
      venueId: hall.id,
    });
    const [main] = parse((await download(owner, e.id)).body);
    expect(main!.start.toISOString()).toBe("2027-01-15T18:00:00.000Z");
    expect(text(main!.location)).toBe("Town Hall, Leiden");
  });

  it("marks a cancelled event and its activities as cancelled", async () => {
    const e = await event(owner);
    const a = await activity(owner, e.id);
    expect(
      (await owner.client.call(eventsContract.setStatus, { ...ofEvent(e.id), body: { status: "cancelled" } }))
        .statusCode,
    ).toBe(200);
    const entries = parse((await download(owner, e.id)).body);
    expect(byUid(entries, eventUid(e.id))!.status).toBe("CANCELLED");
    expect(byUid(entries, activityUid(a.id))!.status).toBe("CANCELLED");
    expect(text(byUid(entries, eventUid(e.id))!.summary)).toBe("Cancelled: Class of 2006 Reunion");
  });

  it("gives a guest's file the same UIDs, linking every entry to the guest's page, without the organiser's notes", async () => {
    const e = await event(owner);
    const a = await activity(owner, e.id);
    const invitation = `${t.config.baseUrl}/invitation/abc`;
    const file = await eventCalendarFile(t.database.db, e.id, { baseUrl: t.config.baseUrl, eventUrl: invitation });
    const entries = parse(file!);
    expect(entries.map((entry) => entry.uid).sort()).toEqual([activityUid(a.id), eventUid(e.id)].sort());
    expect(entries.map((entry) => text(entry.url))).toEqual([invitation, invitation]);
    // The organiser's notes stay with the organiser; who hosts is for everyone.
    expect(text(byUid(entries, activityUid(a.id))!.description)).toBe(
      "Host: Mrs. Jansen\n\nPart of Class of 2006 Reunion",
    );
    expect(
      await eventCalendarFile(t.database.db, "6f1c2b8e-9a4d-4c3b-8f2e-1a2b3c4d5e6f", { baseUrl: t.config.baseUrl }),
    ).toBeNull();
  });
});

describe("subscription feeds", () => {
  it("gives the user one feed of their own events and activities, fetched without a session", async () => {
    const user = await signUp(t.client(), { planType: "premium" });
    const e = await event(user, { name: "Summer picnic" });
    const a = await activity(user, e.id, { name: "Games" });
    // Ended more than a year ago: no longer in the feed.
    const old = await event(user, {
      name: "Old picnic",
      startAt: new Date(Date.now() - 400 * DAY_MS).toISOString(),
      endAt: new Date(Date.now() - 399 * DAY_MS).toISOString(),
    });
    await event(stranger, { name: "Someone else's party" });

    const first = await feed(user);
    expect(first).toMatchObject({ scope: "user", eventId: null });
    expect(first.url).toMatch(new RegExp(`^${t.config.baseUrl}/api/calendar/feed/[A-Za-z0-9_-]{22}\\.ics$`));
    expect(first.webcalUrl).toBe(first.url.replace(/^https?:/, "webcal:"));
    expect((await feed(user)).url).toBe(first.url);

    const response = await fetchFeed(first.url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("private, max-age=300");
    expect(response.body).toContain("REFRESH-INTERVAL;VALUE=DURATION:PT1H");
    const entries = parse(response.body);
    expect(entries.map((entry) => entry.uid).sort()).toEqual([activityUid(a.id), eventUid(e.id)].sort());
    expect(byUid(entries, eventUid(old.id))).toBeUndefined();
    expect(response.body).not.toContain("Someone else's party");

    // Calendar apps that remember the ETag are told nothing changed.
    const again = await fetchFeed(first.url, { "if-none-match": String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
    // The same address without the .ics ending works too (some apps drop it).
    expect((await fetchFeed(first.url.replace(/\.ics$/, ""))).statusCode).toBe(200);
  });

  it("regenerating the user feed stops the old address at once", async () => {
    const old = await feed(owner);
    const fresh = await feed(owner, api.regenerateUserFeed);
    expect(fresh.url).not.toBe(old.url);
    const refused = await fetchFeed(old.url);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(refused.body).toMatch(/not valid/);
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200);
    expect((await feed(owner)).url).toBe(fresh.url);
  });

  it("gives each event its own feed, only to its owner, and regenerating it revokes the old one", async () => {
    const e = await event(owner, { name: "Garden party" });
    const a = await activity(owner, e.id, { name: "Barbecue" });
    await event(owner, { name: "Another event" });
    const first = await feed(owner, api.eventFeed, ofEvent(e.id));
    expect(first).toMatchObject({ scope: "event", eventId: e.id });
    const entries = parse((await fetchFeed(first.url)).body);
    expect(entries.map((entry) => entry.uid).sort()).toEqual([activityUid(a.id), eventUid(e.id)].sort());

    const fresh = await feed(owner, api.regenerateEventFeed, ofEvent(e.id));
    expect(fresh.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).statusCode).toBe(404);
    expect((await fetchFeed(fresh.url)).statusCode).toBe(200);
  });

  it("stops answering while the owner's plan no longer includes calendar feeds, and answers again after an upgrade", async () => {
    const user = await signUp(t.client(), { planType: "premium" });
    await event(user, { name: "Quiz night" });
    const { url } = await feed(user);
    const setPlan = async (planType: string) =>
      expect(
        (
          await admin.client.call(adminContract.changeSubscription, {
            params: { userId: user.id },
            body: { planType },
          })
        ).statusCode,
      ).toBe(200);
    await setPlan("free");
    expect((await fetchFeed(url)).statusCode).toBe(404);
    await setPlan("premium");
    const back = await fetchFeed(url);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain("Quiz night");
  });

  it.each([
    ["an unknown token", "AAAAAAAAAAAAAAAAAAAAAA.ics"],
    ["a malformed token", "not-a-token"],
  ])("answers %s with a plain 404", async (_label, token) => {
    const response = await t.client().call(api.feed, { params: { token } });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
  });
});

describe("rights", () => {
  it("answers another owner's event with 404 on every event route, and changes nothing", async () => {
    const e = await event(owner, { name: "Private dinner" });
    const own = await feed(owner, api.eventFeed, ofEvent(e.id));
    for (const endpoint of [api.eventFeed, api.regenerateEventFeed, api.eventFile]) {
      const response = await stranger.client.call(endpoint, ofEvent(e.id));
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(404);
      expect(errorOf(response).code).toBe("NOT_FOUND");
      expect(response.body).not.toContain("Private dinner");
    }
    expect((await fetchFeed(own.url)).statusCode).toBe(200);
  });

  it("refuses the free plan with 403 PLAN_REQUIRED on every calendar route but the public feed", async () => {
    const e = await event(free, { name: "Free plan event" });
    const calls: Array<[Endpoint, TestCallInput]> = [
      [api.userFeed, {}],
      [api.regenerateUserFeed, {}],
      [api.eventFeed, ofEvent(e.id)],
      [api.regenerateEventFeed, ofEvent(e.id)],
      [api.eventFile, ofEvent(e.id)],
      [api.items, { query: { from: "2027-06-01T00:00:00Z", to: "2027-07-01T00:00:00Z" } }],
      [api.move, { body: { kind: "event", id: e.id, startAt: "2027-06-13T19:00:00+02:00" } }],
    ];
    for (const [endpoint, input] of calls) {
      const response = await free.client.call(endpoint, input);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "premium" });
    }
  });
});

async function items(user: SignedUpUser, from: string, to: string): Promise<TCalendarItem[]> {
  const response = await user.client.call(api.items, { query: { from, to } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json();
  expect(body.truncated).toBe(false);
  return body.items;
}

describe("the interactive calendar's items", () => {
  it("lists the user's events, activities, tasks due and RSVP deadlines in the range, soonest first", async () => {
    const user = await signUp(t.client(), { planType: "premium" });
    const e = await event(user, {
      name: "Autumn gala",
      startAt: "2027-10-09T18:00:00+02:00",
      endAt: "2027-10-09T23:00:00+02:00",
    });
    const a = await activity(user, e.id, {
      name: "Speeches",
      startAt: "2027-10-09T20:00:00+02:00",
      endAt: "2027-10-09T20:30:00+02:00",
    });
    const list = (
      await user.client.call(checklistsContract.create, {
        body: {
          eventId: e.id,
          title: "Preparation",
          items: [{ text: "Book the band", dueDate: "2027-10-01" }, { text: "No date" }],
        },
      })
    ).json();
    await t.database.db
      .insert(rsvpSettings)
      .values({ eventId: e.id, ownerId: user.id, deadline: new Date("2027-10-02T21:59:00Z") });
    // Outside the range, and someone else's.
    await event(user, { name: "Next year", startAt: "2028-10-09T18:00:00+02:00", endAt: "2028-10-09T23:00:00+02:00" });
    await event(stranger, {
      name: "Stranger's gala",
      startAt: "2027-10-09T18:00:00+02:00",
      endAt: "2027-10-09T23:00:00+02:00",
    });

    const found = await items(user, "2027-09-27T00:00:00+02:00", "2027-11-01T00:00:00+01:00");
    expect(found.map((item) => [item.kind, item.title])).toEqual([
      ["task", "Book the band"],
      ["rsvp", "RSVP deadline: Autumn gala"],
      ["event", "Autumn gala"],
      ["activity", "Speeches"],
    ]);
    const [task, deadline, gala, speeches] = found as [TCalendarItem, TCalendarItem, TCalendarItem, TCalendarItem];
    expect(task).toMatchObject({
      id: list.items[0]!.id,
      eventId: e.id,
      eventName: "Autumn gala",
      day: "2027-10-01",
      done: false,
      movable: false,
    });
    expect(deadline).toMatchObject({ eventId: e.id, startAt: "2027-10-02T21:59:00.000Z", movable: false });
    expect(gala).toMatchObject({
      id: e.id,
      startAt: "2027-10-09T16:00:00.000Z",
      timeZone: "Europe/Amsterdam",
      location: "Old gymnasium",
      status: "published",
      movable: true,
    });
    expect(speeches).toMatchObject({
      id: a.id,
      eventId: e.id,
      eventName: "Autumn gala",
      startAt: "2027-10-09T18:00:00.000Z",
      movable: true,
    });
  });

  it.each([
    ["from after to", { from: "2027-07-01T00:00:00Z", to: "2027-06-01T00:00:00Z" }, "to", "to must be after from"],
    [
      "a range over 100 days",
      { from: "2027-01-01T00:00:00Z", to: "2027-06-01T00:00:00Z" },
      "to",
      "Ask for at most 100 days at a time",
    ],
    ["a malformed start", { from: "yesterday", to: "2027-06-01T00:00:00Z" }, "from", "from must be a date and time"],
    ["a missing end", { from: "2027-06-01T00:00:00Z" }, "to", "to must be a date and time"],
  ])("refuses %s with 400 naming the field", async (_label, query, field, message) => {
    const response = await owner.client.call(api.items, { query });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
  });
});

async function move(user: SignedUpUser, body: Record<string, unknown>) {
  return user.client.call(api.move, { body });
}

const readEvent = async (user: SignedUpUser, eventId: string) =>
  (await user.client.call(eventsContract.get, ofEvent(eventId))).json();
const readActivity = async (user: SignedUpUser, activityId: string) =>
  (await user.client.call(activitiesContract.get, { params: { activityId } })).json();

describe("rescheduling by drag", () => {
  it("moves an activity to a new start and keeps its length", async () => {
    const e = await event(owner);
    const a = await activity(owner, e.id);
    const response = await move(owner, { kind: "activity", id: a.id, startAt: "2027-06-12T21:00:00+02:00" });
    expect(response.statusCode, response.body).toBe(200);
    const moved = response.json().items;
    expect(moved).toEqual([
      expect.objectContaining({
        kind: "activity",
        id: a.id,
        startAt: "2027-06-12T19:00:00.000Z",
        endAt: "2027-06-12T20:30:00.000Z",
      }),
    ]);
    expect(await readActivity(owner, a.id)).toMatchObject({
      startAt: "2027-06-12T19:00:00.000Z",
      endAt: "2027-06-12T20:30:00.000Z",
    });
  });

  it("moves an event with its whole programme, every length kept", async () => {
    const e = await event(owner);
    const a = await activity(owner, e.id);
    const response = await move(owner, { kind: "event", id: e.id, startAt: "2027-06-19T19:00:00+02:00" });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().items.map((item) => [item.kind, item.startAt, item.endAt])).toEqual([
      ["event", "2027-06-19T17:00:00.000Z", "2027-06-19T21:30:00.000Z"],
      ["activity", "2027-06-19T18:00:00.000Z", "2027-06-19T19:30:00.000Z"],
    ]);
    expect(await readEvent(owner, e.id)).toMatchObject({
      startAt: "2027-06-19T17:00:00.000Z",
      endAt: "2027-06-19T21:30:00.000Z",
    });
    expect(await readActivity(owner, a.id)).toMatchObject({
      startAt: "2027-06-19T18:00:00.000Z",
      endAt: "2027-06-19T19:30:00.000Z",
    });
  });

  it("refuses a move onto a venue that is already booked, and changes nothing", async () => {
    const hall = await venue(owner, "Concert hall");
    await event(owner, {
      name: "Choir night",
      venueId: hall.id,
      locationName: null,
      startAt: "2027-08-20T19:00:00+02:00",
      endAt: "2027-08-20T23:00:00+02:00",
    });
    const e = await event(owner, {
      name: "Jazz night",
      venueId: hall.id,
      locationName: null,
      startAt: "2027-08-21T19:00:00+02:00",
      endAt: "2027-08-21T23:00:00+02:00",
    });
    const a = await activity(owner, e.id, { startAt: "2027-08-21T20:00:00+02:00", endAt: "2027-08-21T21:00:00+02:00" });
    const response = await move(owner, { kind: "event", id: e.id, startAt: "2027-08-20T20:00:00+02:00" });
    expect(response.statusCode, response.body).toBe(409);
    expect(errorOf(response).message).toContain("Choir night");
    expect(await readEvent(owner, e.id)).toMatchObject({ startAt: "2027-08-21T17:00:00.000Z" });
    expect(await readActivity(owner, a.id)).toMatchObject({ startAt: "2027-08-21T18:00:00.000Z" });
  });

  it("refuses to move an activity outside its event's dates, naming the field", async () => {
    const e = await event(owner);
    const a = await activity(owner, e.id);
    const response = await move(owner, { kind: "activity", id: a.id, startAt: "2027-06-13T20:00:00+02:00" });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).fields?.startAt).toBe(ACTIVITY_OUTSIDE_EVENT_MESSAGE);
  });

  it("answers another owner's event or activity with 404 naming the id, and changes nothing", async () => {
    const e = await event(owner);
    const a = await activity(owner, e.id);
    for (const body of [
      { kind: "event", id: e.id, startAt: "2027-06-13T19:00:00+02:00" },
      { kind: "activity", id: a.id, startAt: "2027-06-12T21:00:00+02:00" },
    ]) {
      const response = await move(stranger, body);
      expect(response.statusCode, response.body).toBe(404);
      expect(errorOf(response).fields).toHaveProperty("id");
    }
    expect(await readEvent(owner, e.id)).toMatchObject({ startAt: "2027-06-12T17:00:00.000Z" });
    expect(await readActivity(owner, a.id)).toMatchObject({ startAt: "2027-06-12T18:00:00.000Z" });
  });

  it.each([
    ["an unknown kind", { kind: "task", id: "x", startAt: "2027-06-13T19:00:00Z" }, "kind"],
    ["a malformed start", { kind: "event", id: "x", startAt: "tomorrow" }, "startAt"],
    ["a missing id", { kind: "event", startAt: "2027-06-13T19:00:00Z" }, "id"],
    [
      "an unknown field",
      { kind: "event", id: "x", startAt: "2027-06-13T19:00:00Z", endAt: "2027-06-13T20:00:00Z" },
      "endAt",
    ],
  ])("refuses %s with 400 naming the field", async (_label, body, field) => {
    const response = await move(owner, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).fields).toHaveProperty(field);
  });
});
