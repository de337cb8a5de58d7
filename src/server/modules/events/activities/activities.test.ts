import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTIVITY_OUTSIDE_EVENT_MESSAGE } from "#shared/activities/schemas.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { expectOneWinner, race } from "#tests/fixtures/concurrency.ts";
import { signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { errorOf, type TestCallInput } from "#tests/fixtures/http-client.ts";
import { activitiesContract as activities } from "#shared/activities/contract.ts";
import type { Endpoint } from "#shared/contract.ts";
import { eventsContract as events } from "#shared/events/contract.ts";
import { venuesContract as venues } from "#shared/venues/contract.ts";
import { createActivity, eventSchedule } from "../index.ts";

let t: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.client());
  stranger = await signUp(t.client());
});
afterAll(async () => {
  await t?.close();
});

const NOWHERE = "6f1c2b8e-9a4d-4c3b-8f2e-1a2b3c4d5e6f";

/** A one-day reunion in Amsterdam, 17:00 to 23:30 local time. */
const reunion = (overrides: Record<string, unknown> = {}) => ({
  name: "Class of 2006 Reunion",
  eventTypeId: "school-type-1",
  startAt: "2027-06-12T17:00:00+02:00",
  endAt: "2027-06-12T23:30:00+02:00",
  timeZone: "Europe/Amsterdam",
  capacity: 120,
  status: "published",
  ...overrides,
});

const dinner = (eventId: string, overrides: Record<string, unknown> = {}) => ({
  eventId,
  name: "Three-course dinner",
  startAt: "2027-06-12T18:00:00+02:00",
  endAt: "2027-06-12T20:00:00+02:00",
  locationName: "Dining hall",
  capacity: 80,
  costCents: 4550,
  currency: "EUR",
  host: "Mrs. Jansen",
  notes: "Vegetarian option on request",
  ...overrides,
});

async function event(user: SignedUpUser, overrides: Record<string, unknown> = {}) {
  const response = await user.client.call(events.create, { body: reunion(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string };
}

async function venue(user: SignedUpUser, name = "Riverside Hall") {
  const response = await user.client.call(venues.create, { body: { name, city: "Leiden", capacity: 200 } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

async function activity(user: SignedUpUser, eventId: string, overrides: Record<string, unknown> = {}) {
  const response = await user.client.call(activities.create, { body: dinner(eventId, overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string };
}

const count = async (user: SignedUpUser) =>
  (await user.client.call(activities.list, { query: { limit: 1 } })).json().total;

describe("activities", () => {
  it("creates an activity at its event's venue, reads, edits, lists in the schedule and deletes it", async () => {
    const hall = await venue(owner, "Aula");
    const e = await event(owner, { venueId: hall.id });
    const created = await owner.client.call(activities.create, { body: dinner(e.id, { venueId: hall.id }) });
    expect(created.statusCode, created.body).toBe(201);
    const a = created.json();
    expect(a).toMatchObject({
      eventId: e.id,
      event: {
        id: e.id,
        name: "Class of 2006 Reunion",
        timeZone: "Europe/Amsterdam",
        startAt: "2027-06-12T15:00:00.000Z",
        endAt: "2027-06-12T21:30:00.000Z",
      },
      name: "Three-course dinner",
      startAt: "2027-06-12T16:00:00.000Z",
      endAt: "2027-06-12T18:00:00.000Z",
      locationName: "Dining hall",
      venue: { id: hall.id, name: "Aula" },
      capacity: 80,
      costCents: 4550,
      currency: "EUR",
      host: "Mrs. Jansen",
    });
    expect((await owner.client.call(activities.get, { params: { activityId: a.id } })).json()).toEqual(a);

    const early = await activity(owner, e.id, {
      name: "Welcome drinks",
      startAt: "2027-06-12T17:00:00+02:00",
      endAt: "2027-06-12T18:00:00+02:00",
      costCents: null,
    });
    const edited = await owner.client.call(activities.update, {
      params: { activityId: a.id },
      body: dinner(e.id, { name: "Buffet", venueId: null, locationName: "  ", costCents: null, capacity: null }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      name: "Buffet",
      venue: null,
      locationName: null,
      costCents: null,
      capacity: null,
    });

    const schedule = await owner.client.call(activities.schedule, { params: { eventId: e.id } });
    expect(schedule.statusCode).toBe(200);
    expect(schedule.json().activities.map((x) => x.id)).toEqual([early.id, a.id]);

    expect((await owner.client.call(activities.remove, { params: { activityId: a.id } })).statusCode).toBe(200);
    expect((await owner.client.call(activities.get, { params: { activityId: a.id } })).statusCode).toBe(404);
    // Deleting the event takes its programme with it.
    await owner.client.call(events.remove, { params: { eventId: e.id } });
    expect((await owner.client.call(activities.get, { params: { activityId: early.id } })).statusCode).toBe(404);
  });

  it("moves an activity to another of the owner's events", async () => {
    const first = await event(owner);
    const second = await event(owner, {
      name: "After-party",
      startAt: "2027-06-13T20:00:00+02:00",
      endAt: "2027-06-14T02:00:00+02:00",
    });
    const a = await activity(owner, first.id);
    const moved = await owner.client.call(activities.update, {
      params: { activityId: a.id },
      body: dinner(second.id, { startAt: "2027-06-13T23:00:00+02:00", endAt: "2027-06-14T01:00:00+02:00" }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().event.name).toBe("After-party");
    expect((await owner.client.call(activities.schedule, { params: { eventId: first.id } })).json().activities).toEqual(
      [],
    );
  });

  it("works inside a caller's transaction, and eventSchedule reads the whole programme in order", async () => {
    const e = await event(owner);
    const actor = { userId: owner.id, email: owner.email, sessionId: "test" };
    const names = await t.database.db.transaction(async (tx) => {
      const late = await createActivity(
        { db: tx, actor },
        dinner(e.id, { name: "Quiz", startAt: "2027-06-12T21:00:00+02:00", endAt: "2027-06-12T22:00:00+02:00" }),
      );
      const early = await createActivity({ db: tx, actor }, dinner(e.id, { name: "Tour" }));
      return [late.name, early.name];
    });
    expect(names).toEqual(["Quiz", "Tour"]);
    expect((await eventSchedule(t.database.db, e.id)).map((a) => a.name)).toEqual(["Tour", "Quiz"]);
    expect(await eventSchedule(t.database.db, "not-an-id")).toEqual([]);

    // Mistakes in input from code are field errors too, never a 500.
    await expect(createActivity({ db: t.database.db, actor }, dinner(e.id, { capacity: -1 }))).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { capacity: "Capacity cannot be negative" },
    });
  });
});

describe("bad input names its field and writes nothing", () => {
  it.each([
    ["end before start", { endAt: "2027-06-12T17:30:00+02:00" }, { endAt: "End must be after start" }, 400],
    [
      "start before the event",
      { startAt: "2027-06-12T16:00:00+02:00" },
      { startAt: ACTIVITY_OUTSIDE_EVENT_MESSAGE },
      400,
    ],
    ["end after the event", { endAt: "2027-06-13T00:30:00+02:00" }, { endAt: ACTIVITY_OUTSIDE_EVENT_MESSAGE }, 400],
    [
      "on another day",
      { startAt: "2027-06-14T18:00:00+02:00", endAt: "2027-06-14T19:00:00+02:00" },
      { startAt: ACTIVITY_OUTSIDE_EVENT_MESSAGE, endAt: ACTIVITY_OUTSIDE_EVENT_MESSAGE },
      400,
    ],
    ["negative capacity", { capacity: -1 }, { capacity: "Capacity cannot be negative" }, 400],
    [
      "more places than the event",
      { capacity: 121 },
      { capacity: "Capacity cannot be more than the event's (120)" },
      400,
    ],
    ["negative cost", { costCents: -100 }, { costCents: "Cost cannot be negative" }, 400],
    ["fractional cost", { costCents: 1.5 }, { costCents: "Cost must be an amount" }, 400],
    ["bad currency", { currency: "euro" }, { currency: "Choose a currency" }, 400],
    ["missing name", { name: " " }, { name: "Name is required" }, 400],
    ["malformed event", { eventId: "nope" }, { eventId: "Choose an event" }, 400],
    // Someone else's event or venue reads like none at all: 404, the field named.
    ["unknown venue", { venueId: NOWHERE }, { venueId: "Venue not found" }, 404],
    ["unknown event", { eventId: NOWHERE }, { eventId: "Choose one of your events" }, 404],
  ] as const)("%s", async (_label, change, fields, status) => {
    const e = await event(owner);
    const before = await count(owner);
    const response = await owner.client.call(activities.create, { body: { ...dinner(e.id), ...change } });
    expect(response.statusCode, response.body).toBe(status);
    expect(errorOf(response).fields).toEqual(fields);
    expect(await count(owner)).toBe(before);
  });

  it("refuses unknown fields", async () => {
    const e = await event(owner);
    const response = await owner.client.call(activities.create, { body: { ...dinner(e.id), ownerId: stranger.id } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty("ownerId");
  });

  it("an edit that would break a rule leaves the activity as it was", async () => {
    const e = await event(owner);
    const a = await activity(owner, e.id);
    const params = { activityId: a.id };
    const response = await owner.client.call(activities.update, {
      params,
      body: dinner(e.id, { name: "Moved", endAt: "2027-06-13T01:00:00+02:00" }),
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.endAt).toBe(ACTIVITY_OUTSIDE_EVENT_MESSAGE);
    expect((await owner.client.call(activities.get, { params })).json().name).toBe("Three-course dinner");
  });
});

describe("an event keeps its programme whole", () => {
  it("refuses new dates that would leave activities outside, naming start and end", async () => {
    const e = await event(owner);
    await activity(owner, e.id, { name: "Dinner" });
    await activity(owner, e.id, {
      name: "Dance",
      startAt: "2027-06-12T21:00:00+02:00",
      endAt: "2027-06-12T23:00:00+02:00",
    });
    const params = { eventId: e.id };
    const shorter = await owner.client.call(events.update, {
      params,
      body: reunion({ endAt: "2027-06-12T19:00:00+02:00" }),
    });
    expect(shorter.statusCode).toBe(400);
    expect(errorOf(shorter).fields).toEqual({
      startAt: "2 activities fall outside these dates. Move or delete them first.",
      endAt: "2 activities fall outside these dates. Move or delete them first.",
    });
    const later = await owner.client.call(events.update, {
      params,
      body: reunion({ startAt: "2027-06-12T18:30:00+02:00" }),
    });
    expect(errorOf(later).fields?.startAt).toBe("1 activity falls outside these dates. Move or delete it first.");
    // Dates that still hold every activity are fine.
    const longer = await owner.client.call(events.update, {
      params,
      body: reunion({ endAt: "2027-06-13T01:00:00+02:00" }),
    });
    expect(longer.statusCode, longer.body).toBe(200);
  });

  it("refuses a capacity lower than one of its activities'", async () => {
    const e = await event(owner);
    await activity(owner, e.id, { capacity: 80 });
    const params = { eventId: e.id };
    const response = await owner.client.call(events.update, { params, body: reunion({ capacity: 50 }) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.capacity).toBe("An activity of this event holds 80: capacity cannot be lower");
    expect((await owner.client.call(events.update, { params, body: reunion({ capacity: null }) })).statusCode).toBe(
      200,
    );
  });
});

describe("venue bookings across events and activities", () => {
  const at = (hours: [number, number], day = "2027-09-01") => ({
    startAt: `${day}T${String(hours[0]).padStart(2, "0")}:00:00Z`,
    endAt: `${day}T${String(hours[1]).padStart(2, "0")}:00:00Z`,
  });
  const allDay = (day = "2027-09-01") => ({ timeZone: "UTC", ...at([8, 23], day) });

  it("activities may share their own event's venue, and the event never clashes with them", async () => {
    const v = await venue(owner, "Castle");
    const e = await event(owner, { ...allDay(), venueId: v.id });
    await activity(owner, e.id, { name: "Lunch", venueId: v.id, ...at([12, 14]) });
    await activity(owner, e.id, { name: "Tour", venueId: v.id, ...at([13, 15]) });
    const edited = await owner.client.call(events.update, {
      params: { eventId: e.id },
      body: reunion({ ...allDay(), venueId: v.id, name: "Castle day" }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
  });

  it("an event may move to the venue its own activity holds", async () => {
    const v = await venue(owner, "Barn");
    const e = await event(owner, allDay("2027-09-02"));
    await activity(owner, e.id, { venueId: v.id, ...at([12, 14], "2027-09-02") });
    const moved = await owner.client.call(events.update, {
      params: { eventId: e.id },
      body: reunion({ ...allDay("2027-09-02"), venueId: v.id }),
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it("two activities of one event clash at a venue that is not the event's", async () => {
    const v = await venue(owner, "Boat");
    const e = await event(owner, allDay("2027-09-03"));
    await activity(owner, e.id, { name: "Cruise", venueId: v.id, ...at([12, 14], "2027-09-03") });
    const clash = await owner.client.call(activities.create, {
      body: dinner(e.id, { venueId: v.id, ...at([13, 15], "2027-09-03") }),
    });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).fields?.venueId).toBe("This venue is already booked at that time (Cruise)");
    // Back to back is fine.
    await activity(owner, e.id, { venueId: v.id, ...at([14, 16], "2027-09-03") });
  });

  it("an event clashes with another event's activity, and an activity with another event", async () => {
    const v = await venue(owner, "Chapel");
    const first = await event(owner, { ...allDay("2027-09-04"), name: "Wedding" });
    await activity(owner, first.id, { name: "Ceremony", venueId: v.id, ...at([12, 13], "2027-09-04") });
    const other = await owner.client.call(events.create, {
      body: reunion({ timeZone: "UTC", ...at([11, 14], "2027-09-04"), venueId: v.id }),
    });
    expect(other.statusCode).toBe(409);
    expect(errorOf(other).fields?.venueId).toBe("This venue is already booked at that time (Ceremony)");

    const concert = await event(owner, {
      timeZone: "UTC",
      ...at([18, 21], "2027-09-04"),
      name: "Concert",
      venueId: v.id,
    });
    const late = await owner.client.call(activities.create, {
      body: dinner(first.id, { venueId: v.id, ...at([20, 22], "2027-09-04") }),
    });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).fields?.venueId).toBe("This venue is already booked at that time (Concert)");

    // Cancelling the concert frees the chapel; restoring it must not double-book.
    const params = { eventId: concert.id };
    await owner.client.call(events.setStatus, { params, body: { status: "cancelled" } });
    await activity(owner, first.id, { name: "Party", venueId: v.id, ...at([20, 22], "2027-09-04") });
    const restore = await owner.client.call(events.setStatus, { params, body: { status: "published" } });
    expect(restore.statusCode).toBe(409);
    expect(errorOf(restore).fields?.venueId).toBe("This venue is already booked at that time (Party)");
  });

  it("restoring an event checks its activities' bookings too", async () => {
    const v = await venue(owner, "Gym");
    const e = await event(owner, { ...allDay("2027-09-05"), name: "Sports day" });
    await activity(owner, e.id, { name: "Relay", venueId: v.id, ...at([10, 12], "2027-09-05") });
    const params = { eventId: e.id };
    await owner.client.call(events.setStatus, { params, body: { status: "cancelled" } });
    // The relay of a cancelled event holds nothing, so the gym can be booked.
    await event(owner, { timeZone: "UTC", ...at([9, 11], "2027-09-05"), name: "Yoga", venueId: v.id });
    const restore = await owner.client.call(events.setStatus, { params, body: { status: "published" } });
    expect(restore.statusCode).toBe(409);
    expect(errorOf(restore).fields?.venueId).toBe("This venue is already booked at that time (Yoga)");
    expect((await owner.client.call(events.get, { params })).json().status).toBe("cancelled");
  });

  it("another owner's venue cannot be used", async () => {
    const theirs = await venue(stranger, "Private villa");
    const e = await event(owner);
    const response = await owner.client.call(activities.create, { body: dinner(e.id, { venueId: theirs.id }) });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).fields).toEqual({ venueId: "Venue not found" });
  });

  it("of 20 simultaneous activity bookings of one slot, exactly one wins", async () => {
    const v = await venue(owner, "Boathouse");
    const regattas = await Promise.all(
      Array.from({ length: 4 }, (_, i) => event(owner, { ...allDay("2027-09-06"), name: `Regatta ${i}` })),
    );
    const outcome = await race(20, (i) =>
      owner.client.call(activities.create, {
        body: dinner(regattas[i % 4]!.id, { name: `Race ${i}`, venueId: v.id, ...at([14, 16], "2027-09-06") }),
      }),
    );
    expectOneWinner(outcome, 201, 409);
  });

  it("the booking calendar shows activities with events", async () => {
    const user = await signUp(t.client());
    const v = await venue(user, "Pavilion");
    const e = await event(user, { ...allDay("2027-10-02"), name: "Fete" });
    await event(user, { timeZone: "UTC", ...at([8, 9], "2027-10-02"), name: "Breakfast", venueId: v.id });
    const a = await activity(user, e.id, { name: "Raffle", venueId: v.id, ...at([15, 16], "2027-10-02") });
    const range = { from: "2027-10-01T00:00:00Z", to: "2027-10-08T00:00:00Z" };
    const week = await user.client.call(events.bookings, { query: range });
    expect(week.json()).toEqual([
      expect.objectContaining({ kind: "event", name: "Breakfast", venueName: "Pavilion" }),
      {
        kind: "activity",
        id: a.id,
        name: "Raffle",
        venueId: v.id,
        venueName: "Pavilion",
        startAt: "2027-10-02T15:00:00.000Z",
        endAt: "2027-10-02T16:00:00.000Z",
      },
    ]);
    expect((await user.client.call(events.bookings, { query: { ...range, venueId: v.id } })).json()).toHaveLength(2);
    expect((await user.client.call(events.bookings, { query: { ...range, venueId: "nope" } })).statusCode).toBe(404);
    await user.client.call(events.setStatus, { params: { eventId: e.id }, body: { status: "cancelled" } });
    expect((await user.client.call(events.bookings, { query: range })).json().map((b) => b.name)).toEqual([
      "Breakfast",
    ]);
    expect((await stranger.client.call(events.bookings, { query: range })).json()).toEqual([]);
  });
});

describe("tenant isolation", () => {
  it("another user's activity and event answer 404 on every route and stay untouched", async () => {
    const e = await event(owner, { name: "Private party" });
    const a = await activity(owner, e.id, { name: "Secret dinner" });
    const mine = await event(stranger);
    const calls: Array<[Endpoint, TestCallInput]> = [
      [activities.get, { params: { activityId: a.id } }],
      [activities.update, { params: { activityId: a.id }, body: dinner(mine.id, { name: "Hijacked" }) }],
      [activities.remove, { params: { activityId: a.id } }],
      [activities.schedule, { params: { eventId: e.id } }],
    ];
    for (const [endpoint, input] of calls) {
      expect((await stranger.client.call(endpoint, input)).statusCode, endpoint.name).toBe(404);
    }
    // Adding to someone else's event reads exactly like adding to no event at all.
    const foreign = await stranger.client.call(activities.create, { body: dinner(e.id) });
    const missing = await stranger.client.call(activities.create, { body: dinner(NOWHERE) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    // Nor can the owner's activity be moved into the stranger's event, or the stranger's into the owner's.
    const theirs = await activity(stranger, mine.id);
    const pull = await owner.client.call(activities.update, { params: { activityId: a.id }, body: dinner(mine.id) });
    expect(errorOf(pull).fields).toEqual({ eventId: "Choose one of your events" });
    const push = await stranger.client.call(activities.update, {
      params: { activityId: theirs.id },
      body: dinner(e.id),
    });
    expect(errorOf(push).fields).toEqual({ eventId: "Choose one of your events" });

    expect((await owner.client.call(activities.get, { params: { activityId: a.id } })).json()).toMatchObject({
      name: "Secret dinner",
      eventId: e.id,
    });
    const list = (await stranger.client.call(activities.list, { query: { limit: 100 } })).json();
    expect(list.activities.map((x) => x.id)).toEqual([theirs.id]);
    expect((await stranger.client.call(activities.list, { query: { eventId: e.id } })).json()).toEqual({
      activities: [],
      total: 0,
    });
    expect((await stranger.client.call(activities.list, { query: { q: "secret" } })).json().total).toBe(0);
  });

  it("a malformed id answers 404 and a visitor 401 on every route", async () => {
    expect((await owner.client.call(activities.get, { params: { activityId: "not-an-id" } })).statusCode).toBe(404);
    expect((await owner.client.call(activities.schedule, { params: { eventId: "not-an-id" } })).statusCode).toBe(404);
    expect((await owner.client.call(activities.list, { query: { eventId: "nope" } })).json()).toEqual({
      activities: [],
      total: 0,
    });
    const e = await event(owner);
    const a = await activity(owner, e.id);
    const visitor = t.client();
    const calls: Array<[Endpoint, TestCallInput]> = [
      [activities.list, {}],
      [activities.create, { body: dinner(e.id) }],
      [activities.get, { params: { activityId: a.id } }],
      [activities.update, { params: { activityId: a.id }, body: dinner(e.id) }],
      [activities.remove, { params: { activityId: a.id } }],
      [activities.schedule, { params: { eventId: e.id } }],
    ];
    for (const [endpoint, input] of calls) {
      expect((await visitor.call(endpoint, input)).statusCode, endpoint.name).toBe(401);
    }
  });
});

describe("lists", () => {
  it("searches name, host, place and notes, filters by event, sorts and pages on the server", async () => {
    const user = await signUp(t.client());
    const e1 = await event(user, {
      name: "Summer camp",
      timeZone: "UTC",
      startAt: "2027-07-01T08:00:00Z",
      endAt: "2027-07-03T20:00:00Z",
    });
    const e2 = await event(user, {
      name: "Winter ball",
      timeZone: "UTC",
      startAt: "2027-12-01T18:00:00Z",
      endAt: "2027-12-01T23:00:00Z",
    });
    const slot = (day: string, from: number) => ({
      startAt: `${day}T${from}:00:00Z`,
      endAt: `${day}T${from + 1}:00:00Z`,
    });
    await activity(user, e1.id, {
      name: "zip line",
      host: "Coach Kim",
      locationName: "Forest",
      notes: "",
      ...slot("2027-07-02", 10),
    });
    await activity(user, e1.id, {
      name: "Archery",
      host: "",
      locationName: "Field 50%",
      notes: "",
      ...slot("2027-07-01", 10),
    });
    await activity(user, e1.id, {
      name: "Campfire",
      host: "",
      locationName: null,
      notes: "Bring marshmallows",
      ...slot("2027-07-03", 19),
    });
    await activity(user, e2.id, {
      name: "Waltz lesson",
      host: "",
      locationName: null,
      notes: "",
      ...slot("2027-12-01", 19),
    });

    const names = async (query: Record<string, unknown>) =>
      (await user.client.call(activities.list, { query })).json().activities.map((a) => a.name);
    expect(await names({})).toEqual(["Archery", "zip line", "Campfire", "Waltz lesson"]);
    expect(await names({ sort: "start_desc" })).toEqual(["Waltz lesson", "Campfire", "zip line", "Archery"]);
    expect(await names({ sort: "name_asc" })).toEqual(["Archery", "Campfire", "Waltz lesson", "zip line"]);
    expect(await names({ q: "kim" })).toEqual(["zip line"]);
    expect(await names({ q: "forest" })).toEqual(["zip line"]);
    expect(await names({ q: "marshmallow" })).toEqual(["Campfire"]);
    expect(await names({ q: "50%" })).toEqual(["Archery"]);
    expect(await names({ eventId: e2.id })).toEqual(["Waltz lesson"]);
    expect(await names({ eventId: e1.id, q: "camp" })).toEqual(["Campfire"]);
    const page = (await user.client.call(activities.list, { query: { limit: 2, offset: 2 } })).json();
    expect(page.total).toBe(4);
    expect(page.activities.map((a) => a.name)).toEqual(["Campfire", "Waltz lesson"]);
    expect((await user.client.call(activities.list, { query: { limit: 101 } })).statusCode).toBe(400);
    expect((await user.client.call(activities.list, { query: { sort: "cost" } })).statusCode).toBe(400);
  });
});
