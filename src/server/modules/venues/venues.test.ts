import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { expectOneWinner, race } from "#tests/fixtures/concurrency.ts";
import { signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { errorOf, type TestCallInput } from "#tests/fixtures/http-client.ts";
import type { Endpoint } from "#shared/contract.ts";
import { eventsContract as events } from "#shared/events/contract.ts";
import { venuesContract as venues } from "#shared/venues/contract.ts";

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

const hall = (overrides: Record<string, unknown> = {}) => ({
  name: "Riverside Hall",
  address: "1 Quay Street",
  city: "Leiden",
  country: "Netherlands",
  capacity: 150,
  contactName: "Jan",
  contactEmail: "jan@riverside.example",
  amenities: ["Parking", "Step-free access"],
  notes: "Key from the caretaker",
  ...overrides,
});

async function venue(user: SignedUpUser, overrides: Record<string, unknown> = {}) {
  const response = await user.client.call(venues.create, { body: hall(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string };
}

const booking = (venueId: string, start: string, end: string, name = "Dinner") => ({
  name,
  eventTypeId: "club-type-1",
  startAt: start,
  endAt: end,
  timeZone: "UTC",
  venueId,
  status: "published",
});

describe("venues", () => {
  it("creates, edits, searches by name, city and capacity, and deletes", async () => {
    const user = await signUp(t.client());
    const big = await venue(user, { name: "Grand Ballroom", city: "Utrecht", capacity: 500 });
    await venue(user, { name: "Small Cafe", city: "Leiden", capacity: 30 });
    const edited = await user.client.call(venues.update, {
      params: { venueId: big.id },
      body: hall({ name: "Grand Ballroom", city: "Utrecht", capacity: 450 }),
    });
    expect(edited.json()).toMatchObject({ capacity: 450, amenities: ["Parking", "Step-free access"] });
    const names = async (query: Record<string, unknown>) =>
      (await user.client.call(venues.list, { query })).json().venues.map((v) => v.name);
    expect(await names({ q: "grand" })).toEqual(["Grand Ballroom"]);
    expect(await names({ city: "leiden" })).toEqual(["Small Cafe"]);
    expect(await names({ minCapacity: 100 })).toEqual(["Grand Ballroom"]);
    expect((await user.client.call(venues.remove, { params: { venueId: big.id } })).statusCode).toBe(200);
    expect(await names({})).toEqual(["Small Cafe"]);
  });

  it("refuses bad input with the field named", async () => {
    const cases = [
      [{ name: "" }, "name"],
      [{ capacity: -5 }, "capacity"],
      [{ contactEmail: "not-an-email" }, "contactEmail"],
    ] as const;
    for (const [change, field] of cases) {
      const response = await owner.client.call(venues.create, { body: hall(change) });
      expect(response.statusCode, field).toBe(400);
      expect(errorOf(response).fields, field).toHaveProperty(field);
    }
  });

  it("shares a venue by an unguessable link that can be revoked", async () => {
    const v = await venue(owner);
    const shared = (await owner.client.call(venues.share, { params: { venueId: v.id } })).json();
    expect(shared.shareToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const link = { params: { token: shared.shareToken! } };
    const visitor = await t.client().call(venues.shared, link);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ name: "Riverside Hall", city: "Leiden" });
    expect(visitor.json()).not.toHaveProperty("notes");
    await owner.client.call(venues.unshare, { params: { venueId: v.id } });
    expect((await t.client().call(venues.shared, link)).statusCode).toBe(404);
  });

  it("another user's venue answers 404 everywhere and cannot be booked", async () => {
    const v = await venue(owner, { name: "Owner's barn" });
    const params = { venueId: v.id };
    const calls: Array<[Endpoint, TestCallInput]> = [
      [venues.get, { params }],
      [venues.update, { params, body: hall() }],
      [venues.remove, { params }],
      [venues.share, { params }],
      [venues.unshare, { params }],
    ];
    for (const [endpoint, input] of calls) {
      expect((await stranger.client.call(endpoint, input)).statusCode, endpoint.name).toBe(404);
    }
    const hijack = await stranger.client.call(events.create, {
      body: booking(v.id, "2027-05-01T10:00:00Z", "2027-05-01T12:00:00Z"),
    });
    expect(hijack.statusCode).toBe(404);
    expect(errorOf(hijack).fields?.venueId).toBe("Venue not found");
  });
});

describe("bookings", () => {
  it("refuses an overlapping booking of the same venue, allows back-to-back, and frees it when cancelled", async () => {
    const v = await venue(owner, { name: "Chapel" });
    const first = await owner.client.call(events.create, {
      body: booking(v.id, "2027-07-01T10:00:00Z", "2027-07-01T14:00:00Z", "Wedding"),
    });
    expect(first.statusCode).toBe(201);
    expect(first.json().venue).toEqual({ id: v.id, name: "Chapel" });

    const clash = await owner.client.call(events.create, {
      body: booking(v.id, "2027-07-01T13:00:00Z", "2027-07-01T15:00:00Z"),
    });
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).fields?.venueId).toBe("This venue is already booked at that time (Wedding)");

    const after = await owner.client.call(events.create, {
      body: booking(v.id, "2027-07-01T14:00:00Z", "2027-07-01T16:00:00Z", "Reception"),
    });
    expect(after.statusCode).toBe(201);

    const wedding = { eventId: first.json().id };
    await owner.client.call(events.setStatus, { params: wedding, body: { status: "cancelled" } });
    const retry = await owner.client.call(events.create, {
      body: booking(v.id, "2027-07-01T11:00:00Z", "2027-07-01T13:00:00Z", "Brunch"),
    });
    expect(retry.statusCode).toBe(201);
    // Un-cancelling the wedding would now clash with the brunch.
    const revive = await owner.client.call(events.setStatus, { params: wedding, body: { status: "published" } });
    expect(revive.statusCode).toBe(409);
  });

  it("of 20 simultaneous bookings of one slot, exactly one wins", async () => {
    const v = await venue(owner, { name: "Boathouse" });
    const outcome = await race(20, (i) =>
      owner.client.call(events.create, {
        body: booking(v.id, "2027-08-01T18:00:00Z", "2027-08-01T22:00:00Z", `Party ${i}`),
      }),
    );
    expectOneWinner(outcome, 201, 409);
  });

  it("the booking calendar lists which events hold which venue", async () => {
    const user = await signUp(t.client());
    const v = await venue(user, { name: "Pavilion" });
    await user.client.call(events.create, {
      body: booking(v.id, "2027-09-02T10:00:00Z", "2027-09-02T12:00:00Z", "Fete"),
    });
    const firstWeek = { query: { from: "2027-09-01T00:00:00Z", to: "2027-09-08T00:00:00Z" } };
    const week = await user.client.call(events.bookings, firstWeek);
    expect(week.statusCode).toBe(200);
    expect(week.json()).toEqual([
      expect.objectContaining({ venueId: v.id, venueName: "Pavilion", kind: "event", name: "Fete" }),
    ]);
    const tooLong = await user.client.call(events.bookings, {
      query: { from: "2027-01-01T00:00:00Z", to: "2027-12-01T00:00:00Z" },
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await stranger.client.call(events.bookings, firstWeek)).json()).toEqual([]);
  });
});
