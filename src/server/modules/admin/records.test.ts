import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activitiesContract } from "#shared/activities/contract.ts";
import { adminContract as adminApi } from "#shared/admin/contract.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { venuesContract } from "#shared/venues/contract.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { signUp, signUpVerified, uniqueEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";

let t: TestApp;
let admin: SignedUpUser;
let owner: SignedUpUser;
const adminEmail = uniqueEmail("admin");

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [adminEmail] } });
  admin = await signUpVerified(t, { email: adminEmail, firstName: "Ada", lastName: "Admin" });
  owner = await signUp(t.client(), { firstName: "Olive", lastName: "Organiser", email: uniqueEmail("olive") });
});
afterAll(async () => {
  await t?.close();
});

async function plan(user: SignedUpUser, name: string) {
  const venue = await user.client.call(venuesContract.create, {
    body: { name: `${name} Hall`, city: "Utrecht", capacity: 80 },
  });
  expect(venue.statusCode, venue.body).toBe(201);
  const event = await user.client.call(eventsContract.create, {
    body: {
      name,
      eventTypeId: "family-type-1",
      startAt: "2027-04-10T10:00:00Z",
      endAt: "2027-04-10T22:00:00Z",
      timeZone: "Europe/Amsterdam",
      venueId: venue.json().id,
      capacity: 60,
      status: "published",
    },
  });
  expect(event.statusCode, event.body).toBe(201);
  const activity = await user.client.call(activitiesContract.create, {
    body: {
      eventId: event.json().id,
      name: `${name} dinner`,
      startAt: "2027-04-10T18:00:00Z",
      endAt: "2027-04-10T20:00:00Z",
      // In the event's own hall, which an activity of that event may use.
      venueId: venue.json().id,
      host: "Aunt Mae",
    },
  });
  expect(activity.statusCode, activity.body).toBe(201);
  return {
    venueId: venue.json().id,
    eventId: event.json().id,
    activityId: activity.json().id,
  };
}

describe("admin records", () => {
  it("plain users get 403 and visitors 401 on every admin records route", async () => {
    const mine = await plan(owner, "Private Picnic");
    const ids = { events: mine.eventId, venues: mine.venueId, activities: mine.activityId };
    const kinds = [
      [ids.events, adminApi.listEvents, adminApi.getEvent, adminApi.deleteEvent],
      [ids.venues, adminApi.listVenues, adminApi.getVenue, adminApi.deleteVenue],
      [ids.activities, adminApi.listActivities, adminApi.getActivity, adminApi.deleteActivity],
    ] as const;
    for (const [id, list, one, remove] of kinds) {
      for (const [endpoint, input] of [
        [list, {}],
        [one, { params: { id } }],
        [remove, { params: { id } }],
      ] as const) {
        const name = `${endpoint.method} ${endpoint.path} ${id}`;
        expect((await owner.client.call(endpoint, input)).statusCode, name).toBe(403);
        expect((await t.client().call(endpoint, input)).statusCode, name).toBe(401);
      }
    }
    expect((await owner.client.call(eventsContract.get, { params: { eventId: mine.eventId } })).statusCode).toBe(200);
  });

  it("lists every owner's records with their owner, searches by name and by owner, and pages", async () => {
    const other = await signUp(t.client(), { firstName: "Zed", lastName: "Zimmer", email: uniqueEmail("zed") });
    await plan(owner, "Van Dijk Reunion");
    await plan(other, "Zimmer Family Day");

    const events = await admin.client.call(adminApi.listEvents, { query: { q: "reunion" } });
    expect(events.statusCode).toBe(200);
    expect(events.json().records).toEqual([
      expect.objectContaining({
        name: "Van Dijk Reunion",
        eventTypeName: "Family",
        place: "Van Dijk Reunion Hall",
        activityCount: 1,
        owner: { id: owner.id, name: "Olive Organiser", email: owner.email },
      }),
    ]);
    const byOwner = (await admin.client.call(adminApi.listActivities, { query: { q: "zimmer" } })).json();
    expect(byOwner.records.map((a) => a.name)).toEqual(["Zimmer Family Day dinner"]);
    expect(byOwner.records[0]).toMatchObject({
      event: { name: "Zimmer Family Day" },
      host: "Aunt Mae",
      timeZone: "Europe/Amsterdam",
    });
    const venues = (await admin.client.call(adminApi.listVenues, { query: { q: other.email } })).json();
    expect(venues.records).toEqual([
      expect.objectContaining({ name: "Zimmer Family Day Hall", city: "Utrecht", upcomingBookings: 2 }),
    ]);

    const page = (await admin.client.call(adminApi.listEvents, { query: { limit: 1, offset: 1 } })).json();
    expect(page.records).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await admin.client.call(adminApi.listEvents, { query: { limit: 500 } })).statusCode).toBe(400);
    expect((await admin.client.call(adminApi.listEvents, { query: { ownerId: "x" } })).statusCode).toBe(400);
  });

  it("deletes an event with everything under it and records who deleted what, for the owner's history", async () => {
    const mine = await plan(owner, "Doomed Gala");
    const viewed = await admin.client.call(adminApi.getEvent, { params: { id: mine.eventId } });
    expect(viewed.json()).toMatchObject({ name: "Doomed Gala", status: "published", activityCount: 1 });

    expect((await admin.client.call(adminApi.deleteEvent, { params: { id: mine.eventId } })).statusCode).toBe(200);
    expect((await owner.client.call(eventsContract.get, { params: { eventId: mine.eventId } })).statusCode).toBe(404);
    expect(
      (await owner.client.call(activitiesContract.get, { params: { activityId: mine.activityId } })).statusCode,
    ).toBe(404);
    expect((await admin.client.call(adminApi.deleteEvent, { params: { id: mine.eventId } })).statusCode).toBe(404);
    expect((await admin.client.call(adminApi.getEvent, { params: { id: mine.eventId } })).statusCode).toBe(404);
    expect((await admin.client.call(adminApi.getEvent, { params: { id: "not-an-id" } })).statusCode).toBe(404);

    const history = (await admin.client.call(adminApi.auditLog, { params: { userId: owner.id } })).json();
    expect(history[0]).toMatchObject({
      actorUserId: admin.id,
      targetUserId: owner.id,
      action: "event.delete",
      before: expect.objectContaining({ id: mine.eventId, name: "Doomed Gala" }),
      after: null,
    });
  });

  it("deletes a venue (its events keep their own place) and an activity, each audited", async () => {
    const mine = await plan(owner, "Harbour Party");
    expect((await admin.client.call(adminApi.deleteVenue, { params: { id: mine.venueId } })).statusCode).toBe(200);
    const event = (await owner.client.call(eventsContract.get, { params: { eventId: mine.eventId } })).json();
    expect(event.venue).toBeNull();
    expect((await admin.client.call(adminApi.deleteActivity, { params: { id: mine.activityId } })).statusCode).toBe(
      200,
    );
    expect(
      (await owner.client.call(activitiesContract.get, { params: { activityId: mine.activityId } })).statusCode,
    ).toBe(404);
    const actions = (await admin.client.call(adminApi.auditLog, { params: { userId: owner.id } }))
      .json()
      .map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(["activity.delete", "venue.delete"]);
  });
});
