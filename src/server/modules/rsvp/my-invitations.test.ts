import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsContract } from "#shared/events/contract.ts";
import { rsvpContract } from "#shared/rsvp/contract.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, uniqueEmail, verifyEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";

let t: TestApp;
let host: SignedUpUser;
let guest: SignedUpUser;

async function eventWithGuest(name: string, status: "draft" | "published", email: string) {
  const event = await host.client.call(eventsContract.create, { body: eventInput({ name, status }) });
  expect(event.statusCode, event.body).toBe(201);
  const added = await host.client.call(rsvpContract.addGuest, {
    params: { eventId: event.json().id },
    body: { name: "Gil Guest", email },
  });
  expect(added.statusCode, added.body).toBe(201);
  return added.json() as { id: string; invitationPath: string };
}

beforeAll(async () => {
  t = await createTestApp();
  host = await signUp(t.client(), { planType: "premium", firstName: "Hannah", lastName: "Host" });
  guest = await signUp(t.client(), { email: uniqueEmail("gil") });
});

afterAll(() => t.close());

describe("the events I'm attending", () => {
  it("lists the published events my verified address is invited to, with my answer and my personal link", async () => {
    const reunion = await eventWithGuest("Class reunion", "published", guest.email.toUpperCase());
    await eventWithGuest("Secret draft", "draft", guest.email);
    await eventWithGuest("Someone else's", "published", uniqueEmail("other"));
    // An unverified address claims nothing.
    expect((await guest.client.call(rsvpContract.myInvitations)).json().items).toEqual([]);
    await verifyEmail(t, guest);
    await host.client.call(rsvpContract.recordAnswer, {
      params: { guestId: reunion.id },
      body: { status: "yes", headcount: 1, party: [] },
    });
    const answer = await guest.client.call(rsvpContract.myInvitations);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().items).toEqual([
      expect.objectContaining({
        name: "Class reunion",
        hostName: "Hannah Host",
        answer: "yes",
        cancelled: false,
        invitationPath: reunion.invitationPath,
      }),
    ]);
    // The host's own events are theirs to organise, not to attend.
    expect((await host.client.call(rsvpContract.myInvitations)).json().items).toEqual([]);
    expect((await t.client().call(rsvpContract.myInvitations)).statusCode).toBe(401);
  });
});
