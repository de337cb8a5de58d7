import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import sharp from "sharp";
import { eventInput, signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { errorOf, type TestCallInput } from "#tests/fixtures/http-client.ts";
import type { Endpoint } from "#shared/contract.ts";
import { eventsContract as events } from "#shared/events/contract.ts";

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

const reunion = (overrides: Record<string, unknown> = {}) =>
  eventInput({ description: "Twenty years on.", capacity: 120, ...overrides });

async function create(user: SignedUpUser, overrides: Record<string, unknown> = {}) {
  const response = await user.client.call(events.create, { body: reunion(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; name: string; status: string };
}

describe("events", () => {
  it("creates an event in its type's words and reads it back", async () => {
    const event = await create(owner);
    const read = await owner.client.call(events.get, { params: { eventId: event.id } });
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
    const edited = await owner.client.call(events.update, {
      params: { eventId: event.id },
      body: reunion({ name: "Reunion 2027", capacity: null }),
    });
    expect(edited.json()).toMatchObject({ name: "Reunion 2027", capacity: null });
    const params = { eventId: event.id };
    expect((await owner.client.call(events.setStatus, { params, body: { status: "published" } })).json().status).toBe(
      "published",
    );
    expect((await owner.client.call(events.setStatus, { params, body: { status: "cancelled" } })).json().status).toBe(
      "cancelled",
    );
    const copy = await owner.client.call(events.duplicate, { params });
    expect(copy.statusCode).toBe(201);
    expect(copy.json()).toMatchObject({ name: "Reunion 2027 (copy)", status: "draft" });
    expect((await owner.client.call(events.remove, { params })).statusCode).toBe(200);
    expect((await owner.client.call(events.get, { params })).statusCode).toBe(404);
  });

  it.each([
    ["end before start", { endAt: "2027-06-12T16:00:00+02:00" }, "endAt", "End must be after start"],
    ["negative capacity", { capacity: -1 }, "capacity", "Capacity cannot be negative"],
    ["missing name", { name: "  " }, "name", "Name is required"],
    ["malformed type id", { eventTypeId: "nope" }, "eventTypeId", "Invalid event type ID format."],
    [
      "unknown type",
      { eventTypeId: "6f1c2b8e-9a4d-4c3b-8f2e-1a2b3c4d5e6f" },
      "eventTypeId",
      "Selected event type not found.",
    ],
    ["unknown time zone", { timeZone: "Mars/Olympus" }, "timeZone", "Choose a time zone from the list"],
    ["not a date", { startAt: "next tuesday" }, "startAt", "Start must be a date and time"],
  ])("refuses %s with the field named and creates nothing", async (_label, change, field, message) => {
    const total = async () => (await owner.client.call(events.list, { query: { limit: 100 } })).json().total;
    const before = await total();
    const response = await owner.client.call(events.create, { body: reunion(change) });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
    expect(await total()).toBe(before);
  });

  it("refuses unknown fields", async () => {
    const response = await owner.client.call(events.create, { body: { ...reunion(), ownerId: stranger.id } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty("ownerId");
  });
});

describe("tenant isolation", () => {
  it("another user's event answers 404 on every route and is left untouched", async () => {
    const event = await create(owner, { name: "Private party" });
    const params = { eventId: event.id };
    const calls: Array<[Endpoint, TestCallInput]> = [
      [events.get, { params }],
      [events.update, { params, body: reunion({ name: "Hijacked" }) }],
      [events.setStatus, { params, body: { status: "cancelled" } }],
      [events.duplicate, { params }],
      [events.remove, { params }],
    ];
    for (const [endpoint, input] of calls) {
      expect((await stranger.client.call(endpoint, input)).statusCode, endpoint.name).toBe(404);
    }
    expect((await owner.client.call(events.get, { params })).json()).toMatchObject({
      name: "Private party",
      status: "draft",
    });
    const theirs = (await stranger.client.call(events.list, { query: { limit: 100 } })).json();
    expect(theirs.events.some((e) => e.id === event.id)).toBe(false);
    expect((await stranger.client.call(events.summary)).json()).toEqual([]);
  });

  it("a malformed id answers 404 and a visitor 401", async () => {
    expect((await owner.client.call(events.get, { params: { eventId: "not-an-id" } })).statusCode).toBe(404);
    expect((await t.client().call(events.list)).statusCode).toBe(401);
  });
});

describe("lists", () => {
  it("searches, filters, sorts and pages on the server", async () => {
    const user = await signUp(t.client());
    await create(user, {
      name: "Zebra Picnic",
      eventTypeId: "family-type-1",
      startAt: "2027-01-01T10:00:00Z",
      endAt: "2027-01-01T12:00:00Z",
      timeZone: "UTC",
    });
    await create(user, {
      name: "Alpha Gala",
      startAt: "2027-03-01T10:00:00Z",
      endAt: "2027-03-01T12:00:00Z",
      timeZone: "UTC",
    });
    const third = await create(user, {
      name: "Mid 50% Summit",
      startAt: "2027-02-01T10:00:00Z",
      endAt: "2027-02-01T12:00:00Z",
      timeZone: "UTC",
    });
    await user.client.call(events.setStatus, { params: { eventId: third.id }, body: { status: "published" } });

    const names = async (query: Record<string, unknown>) =>
      (await user.client.call(events.list, { query })).json().events.map((e) => e.name);
    expect(await names({ sort: "start_asc" })).toEqual(["Zebra Picnic", "Mid 50% Summit", "Alpha Gala"]);
    expect(await names({ sort: "name_asc" })).toEqual(["Alpha Gala", "Mid 50% Summit", "Zebra Picnic"]);
    expect(await names({ q: "gala" })).toEqual(["Alpha Gala"]);
    expect(await names({ q: "gymnasium" })).toEqual(["Zebra Picnic", "Mid 50% Summit", "Alpha Gala"]);
    expect(await names({ q: "twenty" })).toHaveLength(3);
    expect(await names({ q: "50%" })).toEqual(["Mid 50% Summit"]);
    expect(await names({ status: "published" })).toEqual(["Mid 50% Summit"]);
    expect(await names({ eventTypeId: "family-type-1" })).toEqual(["Zebra Picnic"]);
    const page = (await user.client.call(events.list, { query: { sort: "start_asc", limit: 2, offset: 2 } })).json();
    expect(page.total).toBe(3);
    expect(page.events.map((e) => e.name)).toEqual(["Alpha Gala"]);
    // A page past the end still says how many there are.
    const beyond = (await user.client.call(events.list, { query: { limit: 2, offset: 10 } })).json();
    expect(beyond).toEqual({ events: [], total: 3 });
    expect((await user.client.call(events.list, { query: { status: "cancelled" } })).json()).toEqual({
      events: [],
      total: 0,
    });
    expect((await user.client.call(events.list, { query: { limit: 1000 } })).statusCode).toBe(400);

    const summary = (await user.client.call(events.summary)).json();
    expect(summary.map((e) => e.name)).toEqual(["Alpha Gala", "Mid 50% Summit", "Zebra Picnic"]);
    expect(summary[0]!.userId).toBe(user.id);
  });
});

describe("cover image", () => {
  /** The upload's address; the file goes up as multipart, as the browser's upload helper sends it. */
  const cover = (eventId: string) => ({ params: { eventId } });
  const photo = (width = 1200, height = 1600) =>
    sharp({ create: { width, height, channels: 3, background: "#f59e0b" } })
      .jpeg()
      .withExif({ IFD0: { Copyright: "someone", ImageDescription: "taken at home" } })
      .toBuffer();

  it("stores a cover and a thumbnail, cropped to 16:9, without the photo's metadata, visible without a session", async () => {
    const event = await create(owner);
    const uploaded = await owner.client.uploadTo(events.setCover, cover(event.id), {
      bytes: await photo(),
      type: "image/jpeg",
      filename: "hall.jpg",
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const { coverUrl, coverThumbUrl } = uploaded.json() as { coverUrl: string; coverThumbUrl: string };
    for (const [url, size] of [
      [coverUrl, [1600, 900]],
      [coverThumbUrl, [480, 270]],
    ] as const) {
      const image = await t.client().request("GET", url);
      expect(image.statusCode).toBe(200);
      expect(image.headers["content-type"]).toBe("image/webp");
      const meta = await sharp(image.rawPayload).metadata();
      expect([meta.width, meta.height]).toEqual(size);
      expect(meta.exif).toBeUndefined();
    }
    expect((await owner.client.call(events.get, { params: { eventId: event.id } })).json().coverUrl).toBe(coverUrl);

    // A new cover replaces the old files; removing it leaves none.
    const replaced = (
      await owner.client.uploadTo(events.setCover, cover(event.id), { bytes: await photo(800, 600) })
    ).json();
    expect(replaced.coverUrl).not.toBe(coverUrl);
    expect((await t.client().request("GET", coverUrl)).statusCode).toBe(404);
    const removed = await owner.client.call(events.removeCover, { params: { eventId: event.id } });
    expect(removed.json()).toMatchObject({ coverUrl: null, coverThumbUrl: null });
    expect((await t.client().request("GET", replaced.coverUrl)).statusCode).toBe(404);
  });

  it("refuses a file that is not an image and one over 8 MB, naming the field, and keeps the old cover", async () => {
    const event = await create(owner);
    const first = (await owner.client.uploadTo(events.setCover, cover(event.id), { bytes: await photo() })).json();
    const fake = await owner.client.uploadTo(events.setCover, cover(event.id), {
      bytes: Buffer.from("%PDF-1.7 not a picture"),
      type: "image/png",
    });
    expect(fake.statusCode).toBe(400);
    expect(errorOf(fake).fields?.cover).toBe("The cover must be a JPEG, PNG, WebP or GIF image.");
    const huge = await owner.client.uploadTo(events.setCover, cover(event.id), {
      bytes: Buffer.alloc(9 * 1024 * 1024, 7),
    });
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).fields?.cover).toBe("The cover must be at most 8 MB.");
    expect((await owner.client.call(events.get, { params: { eventId: event.id } })).json().coverUrl).toBe(
      first.coverUrl,
    );
    expect((await t.client().request("GET", first.coverUrl)).statusCode).toBe(200);
  });

  it("another user cannot set or remove a cover; a copy gets its own files; deleting the event removes them", async () => {
    const event = await create(owner);
    const params = { eventId: event.id };
    const coverUrl = (await owner.client.uploadTo(events.setCover, cover(event.id), { bytes: await photo() })).json()
      .coverUrl as string;
    expect(
      (await stranger.client.uploadTo(events.setCover, cover(event.id), { bytes: await photo() })).statusCode,
    ).toBe(404);
    expect((await stranger.client.call(events.removeCover, { params })).statusCode).toBe(404);
    expect((await t.client().call(events.removeCover, { params })).statusCode).toBe(401);

    const copy = (await owner.client.call(events.duplicate, { params })).json();
    expect(copy.coverUrl).toMatch(/^\/api\/event-covers\/[0-9a-f]{32}-large\.webp$/);
    expect(copy.coverUrl).not.toBe(coverUrl);
    expect((await owner.client.call(events.remove, { params })).statusCode).toBe(200);
    expect((await t.client().request("GET", coverUrl)).statusCode).toBe(404);
    expect((await t.client().request("GET", copy.coverUrl!)).statusCode).toBe(200);
  });
});
