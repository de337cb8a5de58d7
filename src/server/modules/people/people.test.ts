import sharp from "sharp";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { eq } from "drizzle-orm";
import { peopleContract as peopleApi } from "#shared/people/contract.ts";
import { guests } from "../rsvp/index.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { rsvpContract as rsvpApi } from "#shared/rsvp/contract.ts";
import { changePlan, createTestApp, type TestApp } from "../../../../tests/fixtures/test-app.ts";
import {
  eventInput,
  signUp,
  uniqueEmail,
  verifyEmail,
  type SignedUpUser,
} from "../../../../tests/fixtures/factories.ts";

let t: TestApp;
let organiser: SignedUpUser;
let alice: SignedUpUser;
let bob: SignedUpUser;
let unverified: SignedUpUser;
let stranger: SignedUpUser;
let free: SignedUpUser;
let eventId: string;
let otherEventId: string;
const guestIds: Record<string, string> = {};

type Json = Record<string, unknown>;
const people = (user: SignedUpUser, query: Json = {}, event = eventId) =>
  user.client.call(peopleApi.list, { params: { eventId: event }, query });
const personNamed = (body: { items: Json[] }, name: string) =>
  body.items.find((p) => p.name === name) as Json & { profile: Json };

async function addGuest(name: string, extra: Json = {}): Promise<string> {
  const response = await organiser.client.call(rsvpApi.addGuest, { params: { eventId }, body: { name, ...extra } });
  expect(response.statusCode, response.body).toBe(201);
  guestIds[name] = response.json().id as string;
  return guestIds[name];
}

beforeAll(async () => {
  t = await createTestApp();
  organiser = await signUp(t.client(), { planType: "premium" });
  alice = await signUp(t.client(), { email: uniqueEmail("alice"), planType: "premium" });
  bob = await signUp(t.client(), { email: uniqueEmail("bob"), planType: "premium" });
  unverified = await signUp(t.client(), { email: uniqueEmail("unverified"), planType: "premium" });
  stranger = await signUp(t.client(), { planType: "premium" });
  free = await signUp(t.client(), { email: uniqueEmail("free") });
  for (const person of [alice, bob, stranger, free]) await verifyEmail(t, person);
  eventId = ((await organiser.client.call(eventsApi.create, { body: eventInput() })).json() as { id: string }).id;
  otherEventId = (
    (await organiser.client.call(eventsApi.create, { body: eventInput({ name: "Another" }) })).json() as { id: string }
  ).id;

  await addGuest("Alice Smith", { email: alice.email, groupName: "2006", phone: "+31 6 1111", tags: ["Committee"] });
  await addGuest("bob 100% Jones", { email: bob.email, groupName: "2007" });
  await addGuest("Carol_Unclaimed", { groupName: "2006", email: uniqueEmail("carol") });
  await addGuest("Dave Unverified", { email: unverified.email });
  await addGuest("Fay Free", { email: free.email, groupName: "2007" });
  const answer = await organiser.client.call(rsvpApi.recordAnswer, {
    params: { guestId: guestIds["Alice Smith"]! },
    body: { status: "yes" },
  });
  expect(answer.statusCode, answer.body).toBe(200);

  const saved = await alice.client.call(peopleApi.saveProfile, {
    body: {
      bio: "Back in town after years abroad.",
      location: "Leiden, NL",
      phone: "+31 6 2222",
      contactEmail: "alice@example.org",
      links: [{ label: "Blog", url: "https://alice.example.org" }],
      visibility: { bio: "me", phone: "members" },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

afterAll(() => t.close());

describe("my profile", () => {
  it("starts empty with the default visibility and keeps fields not sent", async () => {
    const empty = await bob.client.call(peopleApi.profile);
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toMatchObject({
      userId: bob.id,
      bio: "",
      links: [],
      visibility: { photo: "members", phone: "organisers", email: "organisers" },
    });

    const mine = (await alice.client.call(peopleApi.profile)).json();
    expect(mine).toMatchObject({
      bio: "Back in town after years abroad.",
      location: "Leiden, NL",
      visibility: { bio: "me", phone: "members", links: "members" },
    });
    const patched = await alice.client.call(peopleApi.saveProfile, { body: { visibility: { links: "members" } } });
    expect(patched.json()).toMatchObject({
      bio: "Back in town after years abroad.",
      visibility: { bio: "me", phone: "members" },
    });
  });

  it("refuses bad input naming the field", async () => {
    const cases: [Json, string][] = [
      [{ bio: "x".repeat(1001) }, "bio"],
      [{ links: [{ label: "Evil", url: "javascript:alert(1)" }] }, "links.0.url"],
      [{ nickname: "Al" }, "nickname"],
      [{ visibility: { bio: "everyone" } }, "visibility.bio"],
      [{ contactEmail: "not-an-address" }, "contactEmail"],
    ];
    for (const [body, field] of cases) {
      const response = await alice.client.call(peopleApi.saveProfile, { body });
      expect(response.statusCode, response.body).toBe(400);
      expect(Object.keys(errorOf(response).fields ?? {})).toContain(field);
    }
  });

  it("takes a photo from back then, shown like the other fields, and removes it", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#c63" } })
      .png()
      .toBuffer();
    const uploaded = await bob.client.uploadTo(
      peopleApi.uploadThenPhoto,
      {},
      {
        bytes: png,
        type: "image/png",
        filename: "then.png",
      },
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().thenPhoto as string;
    expect(url).toMatch(/^\/api\/avatars\/.+\.webp$/);
    expect((await t.client().request("GET", url)).statusCode).toBe(200);
    const seen = personNamed((await people(alice)).json(), "bob 100% Jones");
    expect(seen.profile.thenPhoto).toBe(url);
    const notAnImage = await bob.client.uploadTo(
      peopleApi.uploadThenPhoto,
      {},
      {
        bytes: Buffer.from("hello"),
        type: "image/png",
        filename: "x.png",
      },
    );
    expect(notAnImage.statusCode).toBe(400);
    expect(errorOf(notAnImage).fields).toEqual({ photo: "The photo must be a JPEG, PNG, WebP or GIF image." });
    const removed = await bob.client.call(peopleApi.removeThenPhoto);
    expect(removed.json().thenPhoto).toBeNull();
    expect((await t.client().request("GET", url)).statusCode).toBe(404);
  });

  it("is open to a guest on the free plan while a host of theirs has premium, and to nobody else on free", async () => {
    expect((await free.client.call(peopleApi.profile)).statusCode).toBe(200);
    const loner = await signUp(t.client(), { email: uniqueEmail("loner") });
    const response = await loner.client.call(peopleApi.profile);
    expect(response.statusCode).toBe(403);
    expect(errorOf(response).code).toBe("PLAN_REQUIRED");
  });
});

describe("the directory", () => {
  it("shows an attendee only the fields meant for everyone, never the guest list's contact details", async () => {
    const response = await people(bob);
    expect(response.statusCode, response.body).toBe(200);
    const raw = JSON.parse(response.body) as { items: Json[]; role: string };
    expect(raw.role).toBe("attendee");
    const a = personNamed(raw, "Alice Smith");
    expect(a.userId).toBe(alice.id);
    expect(a.status).toBe("yes");
    expect(a.profile).toEqual({
      photo: null,
      thenPhoto: null,
      location: "Leiden, NL",
      phone: "+31 6 2222",
      links: [{ label: "Blog", url: "https://alice.example.org" }],
    });
    for (const person of raw.items) {
      expect(person).not.toHaveProperty("guestEmail");
      expect(person).not.toHaveProperty("guestPhone");
      expect(person).not.toHaveProperty("tags");
    }
    expect(response.body).not.toContain("alice@example.org");
    expect(response.body).not.toContain("Back in town");
    expect(response.body).not.toContain(alice.email);
    // An unclaimed place has no account to message and no profile.
    expect(personNamed(raw, "Carol_Unclaimed")).toMatchObject({ userId: null, profile: {} });
    // An unverified address claims nothing either.
    expect(personNamed(raw, "Dave Unverified").userId).toBeNull();
  });

  it("shows the organiser the organisers' fields and the guest list's details, but not 'only me'", async () => {
    const raw = JSON.parse((await people(organiser)).body) as { items: Json[]; role: string; organiser: Json };
    expect(raw.role).toBe("organiser");
    expect(raw.organiser).toMatchObject({ userId: organiser.id, isMe: true });
    const a = personNamed(raw, "Alice Smith");
    expect(a.profile).toMatchObject({ email: "alice@example.org", phone: "+31 6 2222", location: "Leiden, NL" });
    expect(a.profile).not.toHaveProperty("bio");
    expect(a).toMatchObject({ guestEmail: alice.email, guestPhone: "+31 6 1111", tags: ["Committee"] });
  });

  it("lists an organiser who is also on their own guest list once, on the guest list", async () => {
    expect((await people(organiser)).json().organiser.onGuestList).toBe(false);
    await verifyEmail(t, organiser);
    const added = await organiser.client.call(rsvpApi.addGuest, {
      params: { eventId: otherEventId },
      body: {
        name: "Olivia Organiser",
        email: organiser.email,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
    const raw = (await people(organiser, {}, otherEventId)).json() as { items: Json[]; organiser: Json };
    expect(raw.organiser).toMatchObject({ userId: organiser.id, onGuestList: true });
    expect(raw.items.filter((p) => p.userId === organiser.id).map((p) => p.name)).toEqual(["Olivia Organiser"]);
    await organiser.client.call(rsvpApi.removeGuest, { params: { guestId: added.json().id } });
  });

  it("shows a guest on the waiting list as waitlisted, not attending", async () => {
    const aliceId = guestIds["Alice Smith"]!;
    expect(personNamed((await people(bob)).json(), "Alice Smith")).toMatchObject({ status: "yes", waitlisted: false });
    await t.database.db.update(guests).set({ waitlisted: true }).where(eq(guests.id, aliceId));
    try {
      expect(personNamed((await people(bob)).json(), "Alice Smith")).toMatchObject({ status: "yes", waitlisted: true });
    } finally {
      await t.database.db.update(guests).set({ waitlisted: false }).where(eq(guests.id, aliceId));
    }
  });

  it("shows me all of my own fields", async () => {
    const raw = JSON.parse((await people(alice)).body) as { items: Json[] };
    const me = personNamed(raw, "Alice Smith");
    expect(me.isMe).toBe(true);
    expect(me.profile).toMatchObject({ bio: "Back in town after years abroad.", email: "alice@example.org" });
    expect(me).not.toHaveProperty("guestEmail");
  });

  it("searches names in any case, with % taken literally, and visible locations", async () => {
    const names = async (user: SignedUpUser, query: Json) =>
      ((await people(user, query)).json().items as Json[]).map((p) => p.name);
    expect(await names(bob, { q: "ALICE" })).toEqual(["Alice Smith"]);
    expect(await names(bob, { q: "100%" })).toEqual(["bob 100% Jones"]);
    expect(await names(bob, { q: "%" })).toEqual(["bob 100% Jones"]);
    expect(await names(bob, { q: "l_u" })).toEqual(["Carol_Unclaimed"]);
    expect(await names(bob, { q: "leiden" })).toEqual(["Alice Smith"]);
    expect(await names(bob, { location: "LEIDEN" })).toEqual(["Alice Smith"]);
  });

  it("never matches a location the viewer may not see", async () => {
    await alice.client.call(peopleApi.saveProfile, { body: { visibility: { location: "me" } } });
    try {
      expect((await people(bob, { q: "leiden" })).json().total).toBe(0);
      expect((await people(organiser, { location: "leiden" })).json().total).toBe(0);
      expect((await people(alice, { location: "leiden" })).json().total).toBe(1);
    } finally {
      await alice.client.call(peopleApi.saveProfile, { body: { visibility: { location: "members" } } });
    }
  });

  it("filters by group, status and (organisers) tag, pages by name", async () => {
    const names = async (user: SignedUpUser, query: Json) =>
      ((await people(user, query)).json().items as Json[]).map((p) => p.name);
    expect(await names(bob, { group: "2006" })).toEqual(["Alice Smith", "Carol_Unclaimed"]);
    expect(await names(bob, { status: "yes" })).toEqual(["Alice Smith"]);
    expect(await names(organiser, { tag: "committee" })).toEqual(["Alice Smith"]);
    const tagByAttendee = await people(bob, { tag: "Committee" });
    expect(tagByAttendee.statusCode).toBe(400);
    expect(errorOf(tagByAttendee).fields).toHaveProperty("tag");

    const page2 = (await people(bob, { pageSize: 2, page: 2 })).json();
    expect(page2).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page2.items.map((p: Json) => p.name)).toEqual(["Carol_Unclaimed", "Dave Unverified"]);
    const tooBig = await people(bob, { pageSize: 101 });
    expect(tooBig.statusCode).toBe(400);
    expect(errorOf(tooBig).fields).toHaveProperty("pageSize");
    expect(errorOf(await people(bob, { sort: "name" })).fields).toHaveProperty("sort");
  });

  it("counts groups and answers; tags only for the organiser", async () => {
    const attendee = (await bob.client.call(peopleApi.facets, { params: { eventId } })).json();
    expect(attendee.groups).toEqual([
      { name: "2006", count: 2 },
      { name: "2007", count: 2 },
    ]);
    expect(attendee.statuses).toEqual({ pending: 4, yes: 1, no: 0, maybe: 0 });
    expect(attendee).not.toHaveProperty("tags");
    const own = (await organiser.client.call(peopleApi.facets, { params: { eventId } })).json();
    expect(own.tags).toEqual([{ name: "Committee", count: 1 }]);
  });

  it("answers 404 to strangers and unverified guests; a free guest sees it on the host's plan until it lapses", async () => {
    for (const user of [stranger, unverified]) {
      const response = await people(user);
      expect(response.statusCode, response.body).toBe(404);
      expect((await user.client.call(peopleApi.facets, { params: { eventId } })).statusCode).toBe(404);
    }
    expect((await people(stranger, {}, "not-a-uuid")).statusCode).toBe(404);
    expect((await people(free)).statusCode).toBe(200);
    await changePlan(t, organiser.id, "free");
    try {
      const freeAnswer = await people(free);
      expect(freeAnswer.statusCode).toBe(403);
      expect(errorOf(freeAnswer).code).toBe("PLAN_REQUIRED");
      expect(errorOf(await free.client.call(peopleApi.profile)).code).toBe("PLAN_REQUIRED");
    } finally {
      await changePlan(t, organiser.id, "premium");
    }
  });
});

describe("tagging", () => {
  const tagsOf = async (name: string) => {
    const raw = (await people(organiser, { q: name })).json();
    return personNamed(raw, name).tags as string[];
  };
  const tagEndpoints = {
    "": peopleApi.tag,
    "/remove": peopleApi.untag,
    "/rename": peopleApi.renameTag,
    "/delete": peopleApi.deleteTag,
  };
  const post = (path: keyof typeof tagEndpoints, body: Json, user = organiser) =>
    user.client.call(tagEndpoints[path], { params: { eventId }, body });

  it("adds a tag once per person, any case", async () => {
    const ids = [guestIds["Alice Smith"]!, guestIds["bob 100% Jones"]!];
    const added = await post("", { tag: "  VIP ", guestIds: ids });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({ updated: 2 });
    expect((await post("", { tag: "vip", guestIds: ids })).json()).toEqual({ updated: 0 });
    expect(await tagsOf("Alice Smith")).toEqual(["Committee", "VIP"]);
    const list = (await organiser.client.call(peopleApi.tags, { params: { eventId } })).json();
    expect(list.items).toEqual([
      { tag: "Committee", count: 1 },
      { tag: "VIP", count: 2 },
    ]);
  });

  it("renames a tag, merging it where the new one exists", async () => {
    expect((await post("/rename", { from: "vip", to: "committee" })).json()).toEqual({ updated: 2 });
    expect(await tagsOf("Alice Smith")).toEqual(["Committee"]);
    expect(await tagsOf("bob 100% Jones")).toEqual(["committee"]);
  });

  it("removes a tag from some people, and from everyone", async () => {
    await post("", { tag: "Helper", guestIds: [guestIds["Alice Smith"]!, guestIds["Carol_Unclaimed"]!] });
    expect((await post("/remove", { tag: "HELPER", guestIds: [guestIds["Carol_Unclaimed"]!] })).json()).toEqual({
      updated: 1,
    });
    expect(await tagsOf("Carol_Unclaimed")).toEqual([]);
    expect((await post("/delete", { tag: "committee" })).json()).toEqual({ updated: 2 });
    expect(await tagsOf("Alice Smith")).toEqual(["Helper"]);
  });

  it("answers 404 naming guestIds for another event's guest, and changes nothing", async () => {
    const other = await organiser.client.call(rsvpApi.addGuest, {
      params: { eventId: otherEventId },
      body: { name: "Elsewhere" },
    });
    const response = await post("", { tag: "X", guestIds: [guestIds["Alice Smith"]!, other.json().id as string] });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).fields).toHaveProperty("guestIds");
    expect(await tagsOf("Alice Smith")).toEqual(["Helper"]);
    expect((await post("", { tag: "X", guestIds: ["nope"] })).statusCode).toBe(404);
  });

  it("refuses bad tags and attendees", async () => {
    const tooLong = await post("", { tag: "x".repeat(41), guestIds: [guestIds["Alice Smith"]!] });
    expect(tooLong.statusCode).toBe(400);
    expect(errorOf(tooLong).fields).toHaveProperty("tag");
    const none = await post("", { tag: "X", guestIds: [] });
    expect(errorOf(none).fields).toHaveProperty("guestIds");
    expect((await bob.client.call(peopleApi.tags, { params: { eventId } })).statusCode).toBe(404);
    expect((await post("/delete", { tag: "Helper" }, bob)).statusCode).toBe(404);
    expect((await post("/delete", { tag: "Helper" }, stranger)).statusCode).toBe(404);
    expect(await tagsOf("Alice Smith")).toEqual(["Helper"]);
  });
});
