import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { rsvpContract as rsvpApi } from "#shared/rsvp/contract.ts";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app.ts";
import {
  eventInput,
  signUp,
  uniqueEmail,
  verifyEmail,
  type SignedUpUser,
} from "../../../../tests/fixtures/factories.ts";
import { eventMemberUserIds, findMemberEvent, memberEvents, sharedEventIds } from "./membership.ts";

let t: TestApp;
let organiser: SignedUpUser;
let guest: SignedUpUser;
let unverified: SignedUpUser;
let stranger: SignedUpUser;
let eventId: string;

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
});

afterAll(() => t.close());

describe("the people of an event", () => {
  it("are its organiser and the guests who verified the invited address", async () => {
    const db = t.database.db;
    expect((await findMemberEvent(db, organiser.id, eventId))?.role).toBe("organiser");
    expect((await findMemberEvent(db, guest.id, eventId))?.role).toBe("attendee");
    expect(await findMemberEvent(db, unverified.id, eventId)).toBeNull();
    expect(await findMemberEvent(db, stranger.id, eventId)).toBeNull();
    expect((await memberEvents(db, guest.id)).map((e) => [e.id, e.role, e.groupTerm])).toEqual([
      [eventId, "attendee", "Class Year"],
    ]);
    expect((await eventMemberUserIds(db, eventId)).sort()).toEqual([organiser.id, guest.id].sort());
    expect(await sharedEventIds(db, guest.id, organiser.id)).toEqual([eventId]);
    expect(await sharedEventIds(db, guest.id, stranger.id)).toEqual([]);
    expect(await sharedEventIds(db, guest.id, guest.id)).toEqual([]);
  });
});
