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
import {
  eventMemberUserIds,
  findMemberEvent,
  hasMemberPlanAccess,
  memberAccessOf,
  memberEvents,
  requireMemberEvent,
  sharedEventIds,
} from "./membership.ts";

let t: TestApp;
let organiser: SignedUpUser;
let guest: SignedUpUser;
let unverified: SignedUpUser;
let stranger: SignedUpUser;
let eventId: string;
let freeHost: SignedUpUser;
let freeEventId: string;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await signUp(t.client(), { planType: "premium" });
  guest = await signUp(t.client(), { email: uniqueEmail("guest") });
  unverified = await signUp(t.client(), { email: uniqueEmail("unverified") });
  stranger = await signUp(t.client());
  await verifyEmail(t, guest);
  await verifyEmail(t, stranger);
  const event = (await organiser.client.call(eventsApi.create, { body: eventInput() })).json() as { id: string };
  eventId = event.id;
  for (const person of [guest, unverified]) {
    const added = await organiser.client.call(rsvpApi.addGuest, {
      params: { eventId },
      body: {
        name: "Someone",
        email: person.email.toUpperCase(),
      },
    });
    expect(added.statusCode).toBe(201);
  }
  // A host who invited their guests while on premium, then went back to the free plan.
  freeHost = await signUp(t.client(), { planType: "premium" });
  const freeEvent = (await freeHost.client.call(eventsApi.create, { body: eventInput() })).json() as { id: string };
  freeEventId = freeEvent.id;
  const added = await freeHost.client.call(rsvpApi.addGuest, {
    params: { eventId: freeEventId },
    body: { name: "Someone", email: guest.email },
  });
  expect(added.statusCode).toBe(201);
  await changePlan(t, freeHost.id, "free");
});

afterAll(() => t.close());

describe("the people of an event", () => {
  it("are its organiser and the guests who verified the invited address", async () => {
    const db = t.database.db;
    expect((await findMemberEvent(db, organiser.id, eventId))?.role).toBe("organiser");
    expect((await findMemberEvent(db, guest.id, eventId))?.role).toBe("attendee");
    expect(await findMemberEvent(db, unverified.id, eventId)).toBeNull();
    expect(await findMemberEvent(db, stranger.id, eventId)).toBeNull();
    expect((await memberEvents(db, guest.id, "premium")).map((e) => [e.id, e.role, e.groupTerm])).toEqual([
      [eventId, "attendee", "Class Year"],
    ]);
    expect((await eventMemberUserIds(db, eventId)).sort()).toEqual([organiser.id, guest.id].sort());
    expect(await sharedEventIds(db, guest.id, organiser.id, undefined)).toEqual([eventId]);
    expect(await sharedEventIds(db, guest.id, stranger.id, undefined)).toEqual([]);
    expect(await sharedEventIds(db, guest.id, guest.id, undefined)).toEqual([]);
  });
});

describe("a guest uses what their host's plan includes", () => {
  it("inside a premium host's event, and not inside a free host's", async () => {
    const db = t.database.db;
    expect((await memberEvents(db, guest.id, undefined)).map((e) => e.id).sort()).toEqual(
      [eventId, freeEventId].sort(),
    );
    expect((await memberEvents(db, guest.id, "premium")).map((e) => e.id)).toEqual([eventId]);
    expect((await memberEvents(db, guest.id, "pro")).map((e) => e.id)).toEqual([]);
    expect((await requireMemberEvent(db, guest.id, eventId, "premium")).ownerAccess.premium).toBe(true);
    await expect(requireMemberEvent(db, guest.id, freeEventId, "premium")).rejects.toMatchObject({
      code: "PLAN_REQUIRED",
      message: "This feature needs the premium plan or higher.",
    });
    // A stranger learns nothing about the plan: the event is simply not found.
    await expect(requireMemberEvent(db, stranger.id, eventId, "premium")).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await sharedEventIds(db, guest.id, freeHost.id, "premium")).toEqual([]);
    expect(await sharedEventIds(db, guest.id, organiser.id, "premium")).toEqual([eventId]);
  });

  it("gives the client's plan gate the tiers of the events a person attends, not of those they host", async () => {
    const db = t.database.db;
    expect(await memberAccessOf(db, guest.id)).toEqual({ premium: true, pro: false, business: false });
    expect(await memberAccessOf(db, organiser.id)).toEqual({ premium: false, pro: false, business: false });
    expect(await hasMemberPlanAccess(db, guest.id, "premium")).toBe(true);
    expect(await hasMemberPlanAccess(db, stranger.id, "premium")).toBe(false);
  });
});
