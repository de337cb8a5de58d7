import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TAdminInvitation } from "#shared/admin/schemas.ts";
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
  const response = await user.client.request("POST", "/api/events", eventInput({ name }));
  expect(response.statusCode, response.body).toBe(201);
  const eventId = (response.json() as { id: string }).id;
  if (capacity !== undefined) {
    const settings = await user.client.request("PATCH", `/api/events/${eventId}/rsvp/settings`, { capacity });
    expect(settings.statusCode, settings.body).toBe(200);
  }
  return eventId;
}

async function addGuest(user: SignedUpUser, eventId: string, body: Record<string, unknown>): Promise<TGuest> {
  const response = await user.client.request("POST", `/api/events/${eventId}/guests`, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TGuest;
}

async function answer(guest: TGuest, body: Record<string, unknown>): Promise<void> {
  const token = guest.invitationPath.split("/").pop()!;
  const response = await t.client().request("PUT", `/api/public/invitations/${token}/answer`, body);
  expect(response.statusCode, response.body).toBe(200);
}

async function viewed(id: string): Promise<TAdminInvitation> {
  const response = await admin.client.request("GET", `/api/admin/invitations/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TAdminInvitation;
}

describe("admin invitations", () => {
  it("plain users get 403 and visitors 401; a plain user's delete is refused and changes nothing", async () => {
    const eventId = await event(owner, "Private Tea");
    const guest = await addGuest(owner, eventId, { name: "Tess Tea", email: uniqueEmail("tess") });
    for (const url of ["/api/admin/invitations", `/api/admin/invitations/${guest.id}`]) {
      expect((await owner.client.request("GET", url)).statusCode, url).toBe(403);
      expect((await t.client().request("GET", url)).statusCode, url).toBe(401);
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

    const byName = await admin.client.request("GET", "/api/admin/invitations?q=lindqvist");
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

    const byEmail = (
      await admin.client.request("GET", `/api/admin/invitations?q=${encodeURIComponent(second.email!)}`)
    ).json();
    expect(byEmail.records.map((r: TAdminInvitation) => r.id)).toEqual([second.id]);
    // The organiser's email matches every guest of theirs, whatever the guest is called.
    const byOrganiser = (
      await admin.client.request("GET", `/api/admin/invitations?q=${encodeURIComponent(other.email)}`)
    ).json();
    expect(byOrganiser.records).toEqual([
      expect.objectContaining({
        id: second.id,
        event: { id: picnic, name: "Zimmer Picnic" },
        status: "pending",
        headcount: 0,
      }),
    ]);

    const newest = (await admin.client.request("GET", "/api/admin/invitations?limit=1")).json();
    expect(newest.records.map((r: TAdminInvitation) => r.id)).toEqual([second.id]);
    expect(newest.total).toBeGreaterThanOrEqual(2);
    const next = (await admin.client.request("GET", "/api/admin/invitations?limit=1&offset=1")).json();
    expect(next.records.map((r: TAdminInvitation) => r.id)).toEqual([first.id]);
    expect((await admin.client.request("GET", "/api/admin/invitations?limit=500")).statusCode).toBe(400);
    expect((await admin.client.request("GET", "/api/admin/invitations/not-an-id")).statusCode).toBe(404);
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
    expect((await admin.client.request("GET", `/api/admin/invitations/${confirmed.id}`)).statusCode).toBe(404);
    expect(
      (await owner.client.request("GET", `/api/events/${eventId}/guests`)).json().guests.map((g: TGuest) => g.id),
    ).toEqual([waiting.id]);
    expect(await viewed(waiting.id)).toMatchObject({ status: "yes", waitlisted: false, headcount: 1 });
    await t.jobs.idle();
    expect((await t.outbox(waiting.email!)).map((m) => m.kind)).toContain("rsvp-waitlist-place");

    const history = (await admin.client.request("GET", `/api/admin/users/${owner.id}/audit-log`)).json();
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
