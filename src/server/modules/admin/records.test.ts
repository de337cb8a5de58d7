import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
  const venue = await user.client.request("POST", "/api/venues", {
    name: `${name} Hall`,
    city: "Utrecht",
    capacity: 80,
  });
  expect(venue.statusCode, venue.body).toBe(201);
  const event = await user.client.request("POST", "/api/events", {
    name,
    eventTypeId: "family-type-1",
    startAt: "2027-04-10T10:00:00Z",
    endAt: "2027-04-10T22:00:00Z",
    timeZone: "Europe/Amsterdam",
    venueId: venue.json().id,
    capacity: 60,
    status: "published",
  });
  expect(event.statusCode, event.body).toBe(201);
  const activity = await user.client.request("POST", "/api/activities", {
    eventId: event.json().id,
    name: `${name} dinner`,
    startAt: "2027-04-10T18:00:00Z",
    endAt: "2027-04-10T20:00:00Z",
    // In the event's own hall, which an activity of that event may use.
    venueId: venue.json().id,
    host: "Aunt Mae",
  });
  expect(activity.statusCode, activity.body).toBe(201);
  return {
    venueId: venue.json().id as string,
    eventId: event.json().id as string,
    activityId: activity.json().id as string,
  };
}

describe("admin records", () => {
  it("plain users get 403 and visitors 401 on every admin records route", async () => {
    const mine = await plan(owner, "Private Picnic");
    const ids = { events: mine.eventId, venues: mine.venueId, activities: mine.activityId };
    for (const kind of ["events", "venues", "activities"] as const) {
      for (const [method, url] of [
        ["GET", `/api/admin/${kind}`],
        ["GET", `/api/admin/${kind}/${ids[kind]}`],
        ["DELETE", `/api/admin/${kind}/${ids[kind]}`],
      ] as const) {
        expect((await owner.client.request(method, url)).statusCode, `${method} ${url}`).toBe(403);
        expect((await t.client().request(method, url)).statusCode, `${method} ${url}`).toBe(401);
      }
    }
    expect((await owner.client.request("GET", `/api/events/${mine.eventId}`)).statusCode).toBe(200);
  });

  it("lists every owner's records with their owner, searches by name and by owner, and pages", async () => {
    const other = await signUp(t.client(), { firstName: "Zed", lastName: "Zimmer", email: uniqueEmail("zed") });
    await plan(owner, "Van Dijk Reunion");
    await plan(other, "Zimmer Family Day");

    const events = await admin.client.request("GET", "/api/admin/events?q=reunion");
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
    const byOwner = (await admin.client.request("GET", "/api/admin/activities?q=zimmer")).json();
    expect(byOwner.records.map((a: { name: string }) => a.name)).toEqual(["Zimmer Family Day dinner"]);
    expect(byOwner.records[0]).toMatchObject({
      event: { name: "Zimmer Family Day" },
      host: "Aunt Mae",
      timeZone: "Europe/Amsterdam",
    });
    const venues = (await admin.client.request("GET", `/api/admin/venues?q=${encodeURIComponent(other.email)}`)).json();
    expect(venues.records).toEqual([
      expect.objectContaining({ name: "Zimmer Family Day Hall", city: "Utrecht", upcomingBookings: 2 }),
    ]);

    const page = (await admin.client.request("GET", "/api/admin/events?limit=1&offset=1")).json();
    expect(page.records).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect((await admin.client.request("GET", "/api/admin/events?limit=500")).statusCode).toBe(400);
    expect((await admin.client.request("GET", "/api/admin/events?ownerId=x")).statusCode).toBe(400);
  });

  it("deletes an event with everything under it and records who deleted what, for the owner's history", async () => {
    const mine = await plan(owner, "Doomed Gala");
    const viewed = await admin.client.request("GET", `/api/admin/events/${mine.eventId}`);
    expect(viewed.json()).toMatchObject({ name: "Doomed Gala", status: "published", activityCount: 1 });

    expect((await admin.client.request("DELETE", `/api/admin/events/${mine.eventId}`)).statusCode).toBe(200);
    expect((await owner.client.request("GET", `/api/events/${mine.eventId}`)).statusCode).toBe(404);
    expect((await owner.client.request("GET", `/api/activities/${mine.activityId}`)).statusCode).toBe(404);
    expect((await admin.client.request("DELETE", `/api/admin/events/${mine.eventId}`)).statusCode).toBe(404);
    expect((await admin.client.request("GET", `/api/admin/events/${mine.eventId}`)).statusCode).toBe(404);
    expect((await admin.client.request("GET", "/api/admin/events/not-an-id")).statusCode).toBe(404);

    const history = (await admin.client.request("GET", `/api/admin/users/${owner.id}/audit-log`)).json();
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
    expect((await admin.client.request("DELETE", `/api/admin/venues/${mine.venueId}`)).statusCode).toBe(200);
    const event = (await owner.client.request("GET", `/api/events/${mine.eventId}`)).json();
    expect(event.venue).toBeNull();
    expect((await admin.client.request("DELETE", `/api/admin/activities/${mine.activityId}`)).statusCode).toBe(200);
    expect((await owner.client.request("GET", `/api/activities/${mine.activityId}`)).statusCode).toBe(404);
    const actions = (
      (await admin.client.request("GET", `/api/admin/users/${owner.id}/audit-log`)).json() as Array<{ action: string }>
    ).map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(["activity.delete", "venue.delete"]);
  });
});
