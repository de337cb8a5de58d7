import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { ticketsContract as api } from "#shared/tickets/contract.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { rsvpContract } from "#shared/rsvp/contract.ts";
import { changePlan, createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, uniqueEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";

let t: TestApp;
let owner: SignedUpUser;
let eventId: string;
let typeId: string;
let token: string;
const guestEmail = uniqueEmail("grace");

async function issue(buyerEmail: string, quantity: number) {
  const issued = await owner.client.call(api.issue, {
    params: { eventId },
    body: { buyerName: "Buyer", buyerEmail, items: [{ typeId, quantity }], sendEmail: false },
  });
  expect(issued.statusCode, issued.body).toBe(201);
  return issued.json() as { id: string; reference: string };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.client(), { planType: "pro" });
  const event = await owner.client.call(eventsContract.create, { body: eventInput({ status: "published" }) });
  eventId = event.json().id;
  const type = await owner.client.call(api.createType, {
    params: { eventId },
    body: { name: "General admission", priceMinor: 0, quantity: 20 },
  });
  expect(type.statusCode, type.body).toBe(201);
  typeId = type.json().id;
  const guest = await owner.client.call(rsvpContract.addGuest, {
    params: { eventId },
    body: { name: "Grace Hopper", email: guestEmail },
  });
  token = (guest.json().invitationPath as string).split("/").pop()!;
});

afterAll(() => t.close());

describe("a guest's tickets in their hub", () => {
  it("lists the orders bought with the invited address, whatever its letter case, and nobody else's", async () => {
    const theirs = await issue(guestEmail.toUpperCase(), 2);
    await issue(uniqueEmail("someone-else"), 1);
    const visitor = t.client();
    const answer = await visitor.call(api.guestOrders, { params: { token } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().items).toEqual([
      expect.objectContaining({ reference: theirs.reference, status: "paid", ticketCount: 2 }),
    ]);
    // Each order opens the buyer's own page with the tickets.
    expect(answer.json().items[0]!.confirmationPath).toMatch(/^\/ticket-confirmation\?order=/);
  });

  it("answers 409 EVENT_NOT_PUBLISHED while the event is a draft again, and lists the orders once published", async () => {
    const setStatus = async (status: string) => {
      const response = await owner.client.call(eventsContract.setStatus, { params: { eventId }, body: { status } });
      expect(response.statusCode, response.body).toBe(200);
    };
    await setStatus("draft");
    try {
      const closed = await t.client().call(api.guestOrders, { params: { token } });
      expect(closed.statusCode).toBe(409);
      expect(errorOf(closed).code).toBe("EVENT_NOT_PUBLISHED");
      expect((await t.client().call(api.guestOrders, { params: { token: "not-a-link" } })).statusCode).toBe(404);
    } finally {
      await setStatus("published");
    }
    expect((await t.client().call(api.guestOrders, { params: { token } })).statusCode).toBe(200);
  });

  it("answers 404 to an unknown link, and the tier error once the host's plan has no tickets", async () => {
    expect((await t.client().call(api.guestOrders, { params: { token: "not-a-link" } })).statusCode).toBe(404);
    await changePlan(t, owner.id, "premium");
    try {
      const lapsed = await t.client().call(api.guestOrders, { params: { token } });
      expect(lapsed.statusCode).toBe(403);
      expect(errorOf(lapsed)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "pro" });
    } finally {
      await changePlan(t, owner.id, "pro");
    }
  });
});
