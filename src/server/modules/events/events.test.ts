import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";

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

const reunion = (overrides: Record<string, unknown> = {}) => ({
  name: "Class of 2006 Reunion",
  eventTypeId: "school-type-1",
  startAt: "2027-06-12T17:00:00+02:00",
  endAt: "2027-06-12T23:30:00+02:00",
  timeZone: "Europe/Amsterdam",
  locationName: "Old gymnasium",
  description: "Twenty years on.",
  capacity: 120,
  ...overrides,
});

async function create(user: SignedUpUser, overrides: Record<string, unknown> = {}) {
  const response = await user.client.request("POST", "/api/events", reunion(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; status: string };
}

describe("events", () => {
  it("creates an event in its type's words and reads it back", async () => {
    const event = await create(owner);
    const read = await owner.client.request("GET", `/api/events/${event.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      name: "Class of 2006 Reunion",
      eventType: { id: "school-type-1", name: "School", groupTerm: "Class Year", memberTerm: "Classmate" },
      startAt: "2027-06-12T15:00:00.000Z",
      timeZone: "Europe/Amsterdam",
      capacity: 120,
      status: "draft",
    });
  });

  it("edits, publishes, cancels, duplicates and deletes", async () => {
    const event = await create(owner);
    const edited = await owner.client.request("PUT", `/api/events/${event.id}`, reunion({ name: "Reunion 2027", capacity: null }));
    expect(edited.json()).toMatchObject({ name: "Reunion 2027", capacity: null });
    expect((await owner.client.request("PATCH", `/api/events/${event.id}/status`, { status: "published" })).json().status).toBe("published");
    expect((await owner.client.request("PATCH", `/api/events/${event.id}/status`, { status: "cancelled" })).json().status).toBe("cancelled");
    const copy = await owner.client.request("POST", `/api/events/${event.id}/duplicate`);
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: "Reunion 2027 (copy)", status: "draft" });
    expect((await owner.client.request("DELETE", `/api/events/${event.id}`)).statusCode).toBe(200);
    expect((await owner.client.request("GET", `/api/events/${event.id}`)).statusCode).toBe(404);
  });

  it.each([
    ["end before start", { endAt: "2027-06-12T16:00:00+02:00" }, "endAt", "End must be after start"],
    ["negative capacity", { capacity: -1 }, "capacity", "Capacity cannot be negative"],
    ["missing name", { name: "  " }, "name", "Name is required"],
    ["malformed type id", { eventTypeId: "nope" }, "eventTypeId", "Invalid event type ID format."],
    ["unknown type", { eventTypeId: "6f1c2b8e-9a4d-4c3b-8f2e-1a2b3c4d5e6f" }, "eventTypeId", "Selected event type not found."],
    ["unknown time zone", { timeZone: "Mars/Olympus" }, "timeZone", "Choose a time zone from the list"],
    ["not a date", { startAt: "next tuesday" }, "startAt", "Start must be a date and time"],
  ])("refuses %s with the field named and creates nothing", async (_label, change, field, message) => {
    const before = (await owner.client.request("GET", "/api/events?limit=100")).json().total;
    const response = await owner.client.request("POST", "/api/events", reunion(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[field]).toBe(message);
    expect((await owner.client.request("GET", "/api/events?limit=100")).json().total).toBe(before);
  });

  it("refuses unknown fields", async () => {
    const response = await owner.client.request("POST", "/api/events", { ...reunion(), ownerId: stranger.id });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty("ownerId");
  });
});

describe("tenant isolation", () => {
  it("another user's event answers 404 on every route and is left untouched", async () => {
    const event = await create(owner, { name: "Private party" });
    const calls: Array<[Parameters<SignedUpUser["client"]["request"]>[0], string, unknown?]> = [
      ["GET", `/api/events/${event.id}`],
      ["PUT", `/api/events/${event.id}`, reunion({ name: "Hijacked" })],
      ["PATCH", `/api/events/${event.id}/status`, { status: "cancelled" }],
      ["POST", `/api/events/${event.id}/duplicate`],
      ["DELETE", `/api/events/${event.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await stranger.client.request(method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await owner.client.request("GET", `/api/events/${event.id}`)).json()).toMatchObject({ name: "Private party", status: "draft" });
    const theirs = (await stranger.client.request("GET", "/api/events?limit=100")).json();
    expect(theirs.events.some((e: { id: string }) => e.id === event.id)).toBe(false);
    expect((await stranger.client.request("GET", "/api/events/summary")).json()).toEqual([]);
  });

  it("a malformed id answers 404 and a visitor 401", async () => {
    expect((await owner.client.request("GET", "/api/events/not-an-id")).statusCode).toBe(404);
    expect((await t.client().request("GET", "/api/events")).statusCode).toBe(401);
  });
});

describe("lists", () => {
  it("searches, filters, sorts and pages on the server", async () => {
    const user = await signUp(t.client());
    await create(user, { name: "Zebra Picnic", eventTypeId: "family-type-1", startAt: "2027-01-01T10:00:00Z", endAt: "2027-01-01T12:00:00Z", timeZone: "UTC" });
    await create(user, { name: "Alpha Gala", startAt: "2027-03-01T10:00:00Z", endAt: "2027-03-01T12:00:00Z", timeZone: "UTC" });
    const third = await create(user, { name: "Mid 50% Summit", startAt: "2027-02-01T10:00:00Z", endAt: "2027-02-01T12:00:00Z", timeZone: "UTC" });
    await user.client.request("PATCH", `/api/events/${third.id}/status`, { status: "published" });

    const names = async (query: string) =>
      ((await user.client.request("GET", `/api/events?${query}`)).json().events as Array<{ name: string }>).map((e) => e.name);
    expect(await names("sort=start_asc")).toEqual(["Zebra Picnic", "Mid 50% Summit", "Alpha Gala"]);
    expect(await names("sort=name_asc")).toEqual(["Alpha Gala", "Mid 50% Summit", "Zebra Picnic"]);
    expect(await names("q=gala")).toEqual(["Alpha Gala"]);
    expect(await names("q=gymnasium")).toEqual(["Zebra Picnic", "Mid 50% Summit", "Alpha Gala"]);
    expect(await names("q=twenty")).toHaveLength(3);
    expect(await names(`q=${encodeURIComponent("50%")}`)).toEqual(["Mid 50% Summit"]);
    expect(await names("status=published")).toEqual(["Mid 50% Summit"]);
    expect(await names("eventTypeId=family-type-1")).toEqual(["Zebra Picnic"]);
    const page = (await user.client.request("GET", "/api/events?sort=start_asc&limit=2&offset=2")).json();
    expect(page.total).toBe(3);
    expect(page.events.map((e: { name: string }) => e.name)).toEqual(["Alpha Gala"]);
    expect((await user.client.request("GET", "/api/events?limit=1000")).statusCode).toBe(400);

    const summary = (await user.client.request("GET", "/api/events/summary")).json() as Array<{ name: string; userId: string }>;
    expect(summary.map((e) => e.name)).toEqual(["Alpha Gala", "Mid 50% Summit", "Zebra Picnic"]);
    expect(summary[0]!.userId).toBe(user.id);
  });
});
