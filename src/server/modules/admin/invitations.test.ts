import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminContract as adminApi } from "#shared/admin/contract.ts";
import type { TAdminInvitation } from "#shared/admin/schemas.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { rsvpContract as rsvp } from "#shared/rsvp/contract.ts";
import type { TGuest } from "#shared/rsvp/schemas.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, signUpVerified, uniqueEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";
import type { ServiceContext } from "../../context.ts";
import { canDeleteRecords, deleteRecord } from "./records.ts";

let t: TestApp;
let admin: SignedUpUser;
let owner: SignedUpUser;
const adminEmail = uniqueEmail("admin");

beforeAll(async () => {
  t = await createTestApp({ config: { adminEmails: [adminEmail] } });
  admin = await signUpVerified(t, { email: adminEmail, firstName: "Ada", lastName: "Admin" });
  owner = await signUp(t.client(), {
    planType: "premium",
    firstName: "Olive",
    lastName: "Organiser",
    email: uniqueEmail("olive"),
  });
});
afterAll(async () => {
  await t?.close();
});

const as = (user: SignedUpUser): ServiceContext => ({
  db: t.database.db,
  actor: { userId: user.id, email: user.email, sessionId: "test" },
});
/** The delete as the admin routes make it once the app hands the admin module its job queue. */
const deleteInvitation = (user: SignedUpUser, id: string) =>
  deleteRecord(as(user), "invitations", id, { dataDir: t.config.dataDir, jobs: t.jobs });

async function event(user: SignedUpUser, name: string, capacity?: number): Promise<string> {
  // Published: guests answer only a published event's invitation (ADR 025).
  const response = await user.client.call(eventsContract.create, { body: eventInput({ name, status: "published" }) });
  expect(response.statusCode, response.body).toBe(201);
  const eventId = response.json().id;
  if (capacity !== undefined) {
    const settings = await user.client.call(rsvp.updateSettings, { params: { eventId }, body: { capacity } });
    expect(settings.statusCode, settings.body).toBe(200);
  }
  return eventId;
}

async function addGuest(user: SignedUpUser, eventId: string, body: Record<string, unknown>): Promise<TGuest> {
  const response = await user.client.call(rsvp.addGuest, { params: { eventId }, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function answer(guest: TGuest, body: Record<string, unknown>): Promise<void> {
  const token = guest.invitationPath.split("/").pop()!;
  const response = await t.client().call(rsvp.answerInvitation, { params: { token }, body });
  expect(response.statusCode, response.body).toBe(200);
}

async function viewed(id: string): Promise<TAdminInvitation> {
  const response = await admin.client.call(adminApi.getInvitation, { params: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe("admin invitations", () => {
  it("plain users get 403 and visitors 401; a plain user's delete is refused and changes nothing", async () => {
    const eventId = await event(owner, "Private Tea");
    const guest = await addGuest(owner, eventId, { name: "Tess Tea", email: uniqueEmail("tess") });
    for (const [endpoint, input] of [
      [adminApi.listInvitations, {}],
      [adminApi.getInvitation, { params: { id: guest.id } }],
    ] as const) {
      expect((await owner.client.call(endpoint, input)).statusCode, endpoint.path).toBe(403);
      expect((await t.client().call(endpoint, input)).statusCode, endpoint.path).toBe(401);
    }
    await expect(deleteInvitation(owner, guest.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
    expect((await viewed(guest.id)).name).toBe("Tess Tea");
  });

  it("lists every organiser's invitations newest first with event and answer, searches by guest and organiser, and pages", async () => {
    const other = await signUp(t.client(), {
      planType: "premium",
      firstName: "Zed",
      lastName: "Zimmer",
      email: uniqueEmail("zed"),
    });
    const wedding = await event(owner, "Lindqvist Wedding");
    const picnic = await event(other, "Zimmer Picnic");
    const first = await addGuest(owner, wedding, { name: "Greta Lindqvist", email: uniqueEmail("greta"), partyMax: 3 });
    await answer(first, { status: "yes", headcount: 3 });
    const second = await addGuest(other, picnic, { name: "Hugo Zimmerli", email: uniqueEmail("hugo") });

    const byName = await admin.client.call(adminApi.listInvitations, { query: { q: "lindqvist" } });
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toEqual({
      total: 1,
      records: [
        {
          id: first.id,
          name: "Greta Lindqvist",
          email: first.email,
          event: { id: wedding, name: "Lindqvist Wedding" },
          status: "yes",
          headcount: 3,
          waitlisted: false,
          invitedAt: null,
          openedAt: expect.any(String),
          respondedAt: expect.any(String),
          source: "organiser",
          owner: { id: owner.id, name: "Olive Organiser", email: owner.email },
          createdAt: expect.any(String),
        },
      ],
    });

    const byEmail = (await admin.client.call(adminApi.listInvitations, { query: { q: second.email! } })).json();
    expect(byEmail.records.map((r) => r.id)).toEqual([second.id]);
    // The organiser's email matches every guest of theirs, whatever the guest is called.
    const byOrganiser = (await admin.client.call(adminApi.listInvitations, { query: { q: other.email } })).json();
    expect(byOrganiser.records).toEqual([
      expect.objectContaining({
        id: second.id,
        event: { id: picnic, name: "Zimmer Picnic" },
        status: "pending",
        headcount: 0,
      }),
    ]);

    const newest = (await admin.client.call(adminApi.listInvitations, { query: { limit: 1 } })).json();
    expect(newest.records.map((r) => r.id)).toEqual([second.id]);
    expect(newest.total).toBeGreaterThanOrEqual(2);
    const next = (await admin.client.call(adminApi.listInvitations, { query: { limit: 1, offset: 1 } })).json();
    expect(next.records.map((r) => r.id)).toEqual([first.id]);
    expect((await admin.client.call(adminApi.listInvitations, { query: { limit: 500 } })).statusCode).toBe(400);
    expect((await admin.client.call(adminApi.getInvitation, { params: { id: "not-an-id" } })).statusCode).toBe(404);
  });

  it("deleting a confirmed guest frees their places for the waitlist, tells who moved up, and is audited", async () => {
    const eventId = await event(owner, "Harbour Dinner", 2);
    const confirmed = await addGuest(owner, eventId, {
      name: "Carla Confirmed",
      email: uniqueEmail("carla"),
      partyMax: 2,
    });
    const waiting = await addGuest(owner, eventId, { name: "Willem Waiting", email: uniqueEmail("willem") });
    await answer(confirmed, { status: "yes", headcount: 2 });
    await answer(waiting, { status: "yes", headcount: 1 });
    expect(await viewed(waiting.id)).toMatchObject({ status: "yes", waitlisted: true });

    await deleteInvitation(admin, confirmed.id);
    expect((await admin.client.call(adminApi.getInvitation, { params: { id: confirmed.id } })).statusCode).toBe(404);
    expect((await owner.client.call(rsvp.listGuests, { params: { eventId } })).json().guests.map((g) => g.id)).toEqual([
      waiting.id,
    ]);
    expect(await viewed(waiting.id)).toMatchObject({ status: "yes", waitlisted: false, headcount: 1 });
    await t.jobs.idle();
    expect((await t.outbox(waiting.email!)).map((m) => m.kind)).toContain("rsvp-waitlist-place");

    const history = (await admin.client.call(adminApi.auditLog, { params: { userId: owner.id } })).json();
    expect(history[0]).toMatchObject({
      actorUserId: admin.id,
      targetUserId: owner.id,
      action: "invitation.delete",
      before: expect.objectContaining({
        id: confirmed.id,
        name: "Carla Confirmed",
        status: "yes",
        headcount: 2,
        event: { id: eventId, name: "Harbour Dinner" },
      }),
      after: null,
    });
    await expect(deleteInvitation(admin, confirmed.id)).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("deleting a guest who held no place leaves the waitlist where it is", async () => {
    const eventId = await event(owner, "Quiet Supper", 1);
    const holder = await addGuest(owner, eventId, { name: "Hana Holder" });
    const waiting = await addGuest(owner, eventId, { name: "Wim Waitlisted" });
    const declined = await addGuest(owner, eventId, { name: "Dirk Declined" });
    await answer(holder, { status: "yes", headcount: 1 });
    await answer(waiting, { status: "yes", headcount: 1 });
    await answer(declined, { status: "no" });

    await deleteInvitation(admin, declined.id);
    expect(await viewed(waiting.id)).toMatchObject({ waitlisted: true });
    expect(await viewed(holder.id)).toMatchObject({ status: "yes", waitlisted: false });
  });

  it("offers the delete only when the app handed over its job queue", () => {
    expect(canDeleteRecords("invitations", { dataDir: t.config.dataDir })).toBe(false);
    expect(canDeleteRecords("invitations", { dataDir: t.config.dataDir, jobs: t.jobs })).toBe(true);
    expect(canDeleteRecords("events", { dataDir: t.config.dataDir })).toBe(true);
  });
});
