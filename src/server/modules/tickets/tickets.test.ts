import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { errorOf } from "#tests/fixtures/http-client.ts";
import Papa from "papaparse";
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type {
  TCheckinList,
  TDoorSearchResult,
  TDoorView,
  TOrderConfirmation,
  TScanAnswer,
  TShopOrderResult,
  TTicket,
  TTicketShop,
  TTicketStats,
  TTicketType,
} from "#shared/tickets/schemas.ts";
import { ticketsContract as api } from "#shared/tickets/contract.ts";
import { activitiesContract } from "#shared/activities/contract.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { rsvpContract } from "#shared/rsvp/contract.ts";
import { urlOf } from "#shared/contract.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { readEventStream } from "#tests/fixtures/event-stream.ts";
import { eventInput, signUp, uniqueEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { race } from "#tests/fixtures/concurrency.ts";
import type { Realtime } from "../realtime/index.ts";
import { OFFLINE_SCAN_MAX_AGE_MS, scanTicket } from "./checkin.ts";
import { newShortCode } from "./codes.ts";

// Short codes drawn as usual, unless a test names the next ones (to make two of them clash).
vi.mock("./codes.ts", async (importOriginal) => {
  const real = await importOriginal<typeof import("./codes.ts")>();
  return { ...real, newShortCode: vi.fn(real.newShortCode) };
});

let t: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;
let premiumUser: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.client(), { planType: "pro" });
  stranger = await signUp(t.client(), { planType: "pro" });
  premiumUser = await signUp(t.client(), { planType: "premium" });
});
afterAll(async () => {
  await t?.close();
});

/** A published event (a draft opens no shop and no door, ADR 025), unless `overrides` say otherwise. */
async function event(user: SignedUpUser = owner, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await user.client.call(eventsContract.create, {
    body: eventInput({ status: "published", ...overrides }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function ticketType(
  eventId: string,
  body: Record<string, unknown> = {},
  user: SignedUpUser = owner,
): Promise<TTicketType> {
  const response = await user.client.call(api.createType, {
    params: { eventId },
    body: { name: "General admission", priceMinor: 0, quantity: 100, ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TTicketType;
}

async function openShop(
  eventId: string,
  body: Record<string, unknown> = {},
  user: SignedUpUser = owner,
): Promise<string> {
  const response = await user.client.call(api.updateShop, { params: { eventId }, body: { enabled: true, ...body } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TTicketShop).path!.split("/").pop()!;
}

let keys = 0;
const order = (shopToken: string, body: Record<string, unknown>) =>
  t.client().call(api.placeOrder, {
    params: { token: shopToken },
    body: {
      idempotencyKey: `key-${++keys}-${Date.now()}`,
      buyerName: "Ada Lovelace",
      buyerEmail: "ada@example.com",
      ...body,
    },
  });

async function bought(
  shopToken: string,
  typeId: string,
  quantity = 1,
  email = uniqueEmail("buyer"),
): Promise<TShopOrderResult> {
  const response = await order(shopToken, { buyerEmail: email, items: [{ typeId, quantity }] });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TShopOrderResult;
}

async function confirmation(result: TShopOrderResult): Promise<TOrderConfirmation> {
  const token = new URLSearchParams(result.confirmationPath.split("?")[1]).get("order")!;
  const response = await t.client().call(api.orderConfirmation, { params: { token } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TOrderConfirmation;
}

async function checkinList(
  eventId: string,
  body: Record<string, unknown> = {},
): Promise<TCheckinList & { token: string }> {
  const response = await owner.client.call(api.createCheckinList, {
    params: { eventId },
    body: { name: "Main entrance", ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  const list = response.json() as TCheckinList;
  return { ...list, token: list.doorPath!.split("/").pop()! };
}

let nonces = 0;
const scan = (doorToken: string, code: string, extra: Record<string, unknown> = {}) =>
  t.client().call(api.scan, {
    params: { token: doorToken },
    body: { code, nonce: `nonce-${++nonces}-${Date.now()}`, staff: "Sam", ...extra },
  });

async function scanned(doorToken: string, code: string, extra: Record<string, unknown> = {}): Promise<TScanAnswer> {
  const response = await scan(doorToken, code, extra);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TScanAnswer;
}

async function stats(eventId: string): Promise<TTicketStats> {
  const response = await owner.client.call(api.stats, { params: { eventId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TTicketStats;
}

async function typeNow(typeId: string, eventId: string): Promise<TTicketType> {
  const response = await owner.client.call(api.listTypes, { params: { eventId } });
  return (response.json() as { items: TTicketType[] }).items.find((type) => type.id === typeId)!;
}

describe("ticket types", () => {
  it("creates, edits, hides and deletes types, and refuses bad input with the field named", async () => {
    const eventId = await event();
    const type = await ticketType(eventId, {
      name: "Early bird",
      priceMinor: 2500,
      currency: "eur",
      quantity: 40,
      perOrderMax: 4,
    });
    expect(type).toMatchObject({
      name: "Early bird",
      priceMinor: 2500,
      currency: "EUR",
      quantity: 40,
      sold: 0,
      remaining: 40,
      hidden: false,
    });

    const zero = await owner.client.call(api.createType, {
      params: { eventId },
      body: { name: "X", priceMinor: 0, quantity: 0 },
    });
    expect(zero.statusCode).toBe(400);
    expect(errorOf(zero).fields).toHaveProperty("quantity");
    const window = await owner.client.call(api.createType, {
      params: { eventId },
      body: {
        name: "X",
        priceMinor: 0,
        quantity: 5,
        saleStartsAt: "2027-01-02T00:00:00Z",
        saleEndsAt: "2027-01-01T00:00:00Z",
      },
    });
    expect(window.statusCode).toBe(400);
    expect(errorOf(window).fields).toHaveProperty("saleEndsAt");
    const foreignActivity = await owner.client.call(api.createType, {
      params: { eventId },
      body: { name: "X", priceMinor: 0, quantity: 5, activityId: "00000000-0000-4000-8000-000000000000" },
    });
    expect(foreignActivity.statusCode).toBe(400);
    expect(errorOf(foreignActivity).fields).toHaveProperty("activityId");

    const hidden = await owner.client.call(api.updateType, {
      params: { typeId: type.id },
      body: { hidden: true, name: "Early bird (closed)" },
    });
    expect(hidden.json()).toMatchObject({ hidden: true, name: "Early bird (closed)" });

    const shopToken = await openShop(eventId);
    const other = await ticketType(eventId, { name: "Standard" });
    await bought(shopToken, other.id);
    const deleteSold = await owner.client.call(api.removeType, { params: { typeId: other.id } });
    expect(deleteSold.statusCode).toBe(409);
    const lower = await owner.client.call(api.updateType, { params: { typeId: other.id }, body: { quantity: 0 } });
    expect(lower.statusCode).toBe(400);
    expect((await owner.client.call(api.removeType, { params: { typeId: type.id } })).statusCode).toBe(200);
  });

  it("answers 404 for another owner's event, type, order and list, and 403 on a lower plan", async () => {
    const eventId = await event();
    const type = await ticketType(eventId);
    const list = await checkinList(eventId);
    const shopToken = await openShop(eventId);
    await bought(shopToken, type.id);
    const orders = (await owner.client.call(api.listOrders, { params: { eventId } })).json();
    const orderId = orders.items[0]!.id;
    const ticketId = (await owner.client.call(api.listTickets, { params: { eventId } })).json().items[0]!.id;

    const attempts = [
      stranger.client.call(api.listTypes, { params: { eventId } }),
      stranger.client.call(api.createType, { params: { eventId }, body: { name: "Mine", priceMinor: 0, quantity: 1 } }),
      stranger.client.call(api.updateType, { params: { typeId: type.id }, body: { name: "Mine" } }),
      stranger.client.call(api.removeType, { params: { typeId: type.id } }),
      stranger.client.call(api.getShop, { params: { eventId } }),
      stranger.client.call(api.listOrders, { params: { eventId } }),
      stranger.client.call(api.cancelOrder, { params: { orderId }, body: {} }),
      stranger.client.call(api.confirmPayment, { params: { orderId } }),
      stranger.client.call(api.cancelTicket, { params: { ticketId } }),
      stranger.client.call(api.updateCheckinList, { params: { listId: list.id }, body: { name: "Mine" } }),
      stranger.client.call(api.newDoorLink, { params: { listId: list.id } }),
      stranger.client.call(api.stats, { params: { eventId } }),
      stranger.client.call(api.export, { params: { eventId }, query: { kind: "tickets" } }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404);
    expect((await typeNow(type.id, eventId)).name).toBe("General admission");

    const premiumEvent = await event(premiumUser);
    const refused = await premiumUser.client.call(api.createType, {
      params: { eventId: premiumEvent },
      body: { name: "X", priceMinor: 0, quantity: 1 },
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "pro" });
    expect((await premiumUser.client.call(api.overview)).statusCode).toBe(403);
  });
});

describe("deleting what tickets belong to", () => {
  it("keeps an activity's sold tickets as whole-event tickets, and deletes an event with everything sold for it", async () => {
    const eventId = await event();
    const activity = await owner.client.call(activitiesContract.create, {
      body: {
        eventId,
        name: "Boat tour",
        startAt: "2027-06-12T18:00:00+02:00",
        endAt: "2027-06-12T19:00:00+02:00",
      },
    });
    expect(activity.statusCode, activity.body).toBe(201);
    const type = await ticketType(eventId, { name: "Boat tour seat", activityId: activity.json().id });
    expect(type.activityTitle).toBe("Boat tour");
    const shopToken = await openShop(eventId);
    const bought1 = await confirmation(await bought(shopToken, type.id));
    await checkinList(eventId).then((list) => scanned(list.token, bought1.tickets[0]!.code!));

    expect(
      (await owner.client.call(activitiesContract.remove, { params: { activityId: activity.json().id } })).statusCode,
    ).toBe(200);
    expect(await typeNow(type.id, eventId)).toMatchObject({ activityId: null, sold: 1 });
    expect((await owner.client.call(eventsContract.remove, { params: { eventId } })).statusCode).toBe(200);
    expect((await t.client().call(api.shopView, { params: { token: shopToken } })).statusCode).toBe(404);
  });
});

describe("the shop", () => {
  it("sells free tickets, mails them with QR codes and a PDF, and shows them again from the link", async () => {
    const eventId = await event();
    const type = await ticketType(eventId, { name: "Dinner", quantity: 10, perOrderMax: 3 });
    const shopToken = await openShop(eventId);
    const view = (await t.client().call(api.shopView, { params: { token: shopToken } })).json();
    expect(view.types).toEqual([expect.objectContaining({ name: "Dinner", remaining: 10, unavailableReason: null })]);
    expect(view.closedReason).toBeNull();

    const email = uniqueEmail("buyer");
    const response = await order(shopToken, {
      buyerEmail: email,
      items: [
        {
          typeId: type.id,
          quantity: 2,
          holders: [{ name: "Ada Lovelace" }, { name: "Charles Babbage", email: "charles@example.com" }],
        },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json() as TShopOrderResult;
    expect(result.status).toBe("paid");
    expect(result.confirmationPath).toMatch(/^\/ticket-confirmation\?order=[A-Za-z0-9_-]{22}$/);

    const shown = await confirmation(result);
    expect(shown.tickets.map((ticket) => ticket.holderName)).toEqual(["Ada Lovelace", "Charles Babbage"]);
    for (const ticket of shown.tickets) {
      expect(ticket.code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{1,4}){6}$/);
      expect(ticket.qrSvg).toContain("<svg");
    }
    const token = new URLSearchParams(result.confirmationPath.split("?")[1]).get("order")!;
    const pdf = await t.client().call(api.orderPdf, { params: { token } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    const ics = await t.client().call(api.orderCalendar, { params: { token } });
    expect(ics.body).toContain("BEGIN:VCALENDAR");

    await t.jobs.idle();
    const [mail] = await t.outbox(email);
    expect(mail).toMatchObject({ kind: "tickets", subject: expect.stringContaining("Your tickets for") });
    for (const ticket of shown.tickets) expect(mail!.text).toContain(ticket.code!);
    expect(mail!.text).toContain(result.confirmationPath);
    expect((await typeNow(type.id, eventId)).sold).toBe(2);
  });

  it("returns the first order for a retried idempotency key and creates nothing new", async () => {
    const eventId = await event();
    const type = await ticketType(eventId, { quantity: 5 });
    const shopToken = await openShop(eventId);
    const body = { idempotencyKey: "retry-key-123456", items: [{ typeId: type.id, quantity: 2 }] };
    const outcome = await race(5, () => order(shopToken, body));
    const created = outcome.responses.filter((r) => r.statusCode === 201);
    expect(created, JSON.stringify(outcome.statuses)).toHaveLength(1);
    expect(outcome.statuses[200]).toBe(4);
    const references = new Set(outcome.responses.map((r) => (r.json() as TShopOrderResult).reference));
    expect(references.size).toBe(1);
    expect((await typeNow(type.id, eventId)).sold).toBe(2);
    expect((await stats(eventId)).sold).toBe(2);

    // Sold out since: a retry of the placed order still gets it, a new order hears "sold out".
    expect(
      (await order(shopToken, { idempotencyKey: "retry-key-last-3", items: [{ typeId: type.id, quantity: 3 }] }))
        .statusCode,
    ).toBe(201);
    const retry = await order(shopToken, body);
    expect(retry.statusCode, retry.body).toBe(200);
    expect((retry.json() as TShopOrderResult).reference).toBe([...references][0]);
    expect(errorOf(await order(shopToken, { items: [{ typeId: type.id, quantity: 1 }] })).code).toBe("SOLD_OUT");
  });

  it("never sells more than the quantity: 200 concurrent orders for 50 tickets sell exactly 50", async () => {
    const eventId = await event();
    const type = await ticketType(eventId, { quantity: 50 });
    const shopToken = await openShop(eventId);
    const outcome = await race(200, (i) =>
      order(shopToken, { buyerEmail: `rush${i}@example.com`, items: [{ typeId: type.id, quantity: 1 }] }),
    );
    expect(outcome.statuses).toEqual({ 201: 50, 409: 150 });
    expect(errorOf(outcome.responses.find((r) => r.statusCode === 409)!).code).toBe("SOLD_OUT");
    expect((await typeNow(type.id, eventId)).sold).toBe(50);
    const tickets = (await owner.client.call(api.listTickets, { params: { eventId }, query: { pageSize: 1 } })).json();
    expect(tickets.total).toBe(50);
  });

  it("refuses bad orders with clear errors", async () => {
    const eventId = await event();
    const type = await ticketType(eventId, { quantity: 3, perOrderMax: 2 });
    const paid = await ticketType(eventId, { name: "VIP", priceMinor: 5000, quantity: 3 });
    const later = await ticketType(eventId, { name: "Late", saleStartsAt: "2027-05-01T00:00:00Z" });
    const hidden = await ticketType(eventId, { name: "Crew", hidden: true });
    const foreign = await ticketType(await event(stranger), {}, stranger);
    const shopToken = await openShop(eventId);

    const zero = await order(shopToken, { items: [{ typeId: type.id, quantity: 0 }] });
    expect(zero.statusCode).toBe(400);
    expect(errorOf(zero).fields).toHaveProperty("items.0.quantity");
    const overLimit = await order(shopToken, { items: [{ typeId: type.id, quantity: 3 }] });
    expect(overLimit.statusCode).toBe(400);
    expect(errorOf(overLimit).fields).toHaveProperty("items.0.quantity");
    const notYet = await order(shopToken, { items: [{ typeId: later.id, quantity: 1 }] });
    expect(notYet.statusCode).toBe(409);
    expect(errorOf(notYet).code).toBe("SALE_CLOSED");
    for (const typeId of [hidden.id, foreign.id]) {
      const refused = await order(shopToken, { items: [{ typeId, quantity: 1 }] });
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).fields).toHaveProperty("items.0.typeId");
    }
    const unpaid = await order(shopToken, { items: [{ typeId: paid.id, quantity: 1 }] });
    expect(unpaid.statusCode).toBe(400);
    expect(errorOf(unpaid).fields).toHaveProperty("payment");
    const badEmail = await order(shopToken, {
      buyerEmail: "not-an-address",
      items: [{ typeId: type.id, quantity: 1 }],
    });
    expect(badEmail.statusCode).toBe(400);
    expect(errorOf(badEmail).fields).toHaveProperty("buyerEmail");
    expect((await typeNow(type.id, eventId)).sold).toBe(0);

    await owner.client.call(api.updateShop, { params: { eventId }, body: { enabled: false } });
    expect((await t.client().call(api.shopView, { params: { token: shopToken } })).statusCode).toBe(404);
    expect((await order(shopToken, { items: [{ typeId: type.id, quantity: 1 }] })).statusCode).toBe(404);
  });

  it("holds offline-paid tickets until the organiser confirms the payment", async () => {
    const eventId = await event();
    const type = await ticketType(eventId, { name: "VIP", priceMinor: 4550, currency: "EUR", quantity: 10 });
    const shopToken = await openShop(eventId, {
      offlinePayment: true,
      paymentInstructions: "Pay at the door in cash.",
    });
    const email = uniqueEmail("offline");
    const response = await order(shopToken, {
      buyerEmail: email,
      payment: "offline",
      items: [{ typeId: type.id, quantity: 2 }],
    });
    expect(response.statusCode, response.body).toBe(201);
    const result = response.json() as TShopOrderResult;
    expect(result.status).toBe("pending");
    const pending = await confirmation(result);
    expect(pending.order).toMatchObject({ status: "pending", totalMinor: 9100, currency: "EUR" });
    expect(pending.paymentInstructions).toBe("Pay at the door in cash.");
    expect(pending.tickets.every((ticket) => ticket.code === null && ticket.status === "pending")).toBe(true);
    expect((await stats(eventId)).revenue).toEqual([{ currency: "EUR", paidMinor: 0, pendingMinor: 9100 }]);
    await t.jobs.idle();
    expect((await t.outbox(email)).map((mail) => mail.subject)).toEqual([expect.stringContaining("awaiting payment")]);

    const orders = (
      await owner.client.call(api.listOrders, { params: { eventId }, query: { status: "pending" } })
    ).json();
    const confirmed = await owner.client.call(api.confirmPayment, { params: { orderId: orders.items[0]!.id } });
    expect(confirmed.json()).toMatchObject({ status: "paid" });
    const valid = await confirmation(result);
    expect(valid.tickets.every((ticket) => ticket.status === "valid" && ticket.code !== null)).toBe(true);
    await t.jobs.idle();
    expect((await t.outbox(email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining("Your tickets for"),
      expect.stringContaining("awaiting payment"),
    ]);
  });
});

describe("cancelling", () => {
  it("gives the places back exactly once, even when two cancellations race", async () => {
    const eventId = await event();
    const type = await ticketType(eventId, { quantity: 10 });
    const shopToken = await openShop(eventId);
    await bought(shopToken, type.id, 3);
    await bought(shopToken, type.id, 1);
    expect((await typeNow(type.id, eventId)).sold).toBe(4);
    const orders = (await owner.client.call(api.listOrders, { params: { eventId } })).json();
    const threeTickets = orders.items.find((o) => o.tickets === 3)!;

    const outcome = await race(2, () =>
      owner.client.call(api.cancelOrder, { params: { orderId: threeTickets.id }, body: { refund: true } }),
    );
    expect(outcome.statuses).toEqual({ 200: 2 });
    expect(outcome.responses.map((r) => r.json().cancelled).sort()).toEqual([0, 3]);
    expect((await typeNow(type.id, eventId)).sold).toBe(1);

    const tickets = (await owner.client.call(api.listTickets, { params: { eventId } })).json();
    const live = tickets.items.find((ticket) => ticket.status === "valid")!;
    const ticketRace = await race(3, () => owner.client.call(api.cancelTicket, { params: { ticketId: live.id } }));
    expect(ticketRace.responses.map((r) => r.json().cancelled).sort()).toEqual([0, 0, 1]);
    expect((await typeNow(type.id, eventId)).sold).toBe(0);
    const after = (
      await owner.client.call(api.listOrders, { params: { eventId }, query: { status: "cancelled" } })
    ).json();
    expect(after.total).toBe(2);
  });
});

describe("the door", () => {
  it("admits a ticket once, says when and by whom it was checked in, and undoes", async () => {
    const eventId = await event();
    const type = await ticketType(eventId);
    const shopToken = await openShop(eventId);
    const [ticket] = (await confirmation(await bought(shopToken, type.id))).tickets;
    const list = await checkinList(eventId);

    const view = await t.client().call(api.doorView, { params: { token: list.token } });
    expect(view.json()).toMatchObject({ list: { name: "Main entrance" }, expected: 1, checkedIn: 0 });

    // Typed in lower case with the dashes, as a person reads it out.
    const first = await scanned(list.token, ticket!.code!.toLowerCase());
    expect(first).toMatchObject({
      result: "admitted",
      message: "Valid",
      ticket: { holderName: "Ada Lovelace", typeName: "General admission" },
      undoable: true,
    });
    const second = await scanned(list.token, ticket!.code!.replace(/-/g, ""), { staff: "Kim" });
    expect(second.result).toBe("already");
    // In the event's zone, in the words of every other time (src/shared/date-format.ts): "at 7:42 PM".
    expect(second.message).toMatch(/^Already checked in at \d{1,2}:\d{2}\s[AP]M by Sam$/);
    expect(second.firstCheckedInBy).toBe("Sam");

    const undo = await t.client().call(api.undoScan, { params: { token: list.token, scanId: first.scanId! } });
    expect(undo.statusCode).toBe(200);
    expect(
      (await t.client().call(api.undoScan, { params: { token: list.token, scanId: first.scanId! } })).statusCode,
    ).toBe(409);
    expect((await scanned(list.token, ticket!.code!)).result).toBe("admitted");
    expect(await stats(eventId)).toMatchObject({ checkedIn: 1, expected: 0 });
  });

  it("admits exactly once when ten devices scan the same ticket at the same moment, and answers a retried nonce the same", async () => {
    const eventId = await event();
    const type = await ticketType(eventId);
    const shopToken = await openShop(eventId);
    const [ticket] = (await confirmation(await bought(shopToken, type.id))).tickets;
    const list = await checkinList(eventId);
    const outcome = await race(10, (i) => scan(list.token, ticket!.code!, { device: `device-${i}` }));
    expect(outcome.statuses).toEqual({ 200: 10 });
    const results = outcome.responses.map((r) => (r.json() as TScanAnswer).result);
    expect(results.filter((r) => r === "admitted")).toHaveLength(1);
    expect(results.filter((r) => r === "already")).toHaveLength(9);

    const other = (await confirmation(await bought(shopToken, type.id))).tickets[0]!;
    const retried = await race(4, () => scan(list.token, other.code!, { nonce: "the-same-nonce-1" }));
    const answers = retried.responses.map((r) => r.json() as TScanAnswer);
    expect(new Set(answers.map((a) => a.scanId)).size).toBe(1);
    expect(answers.every((a) => a.result === "admitted")).toBe(true);
    expect((await stats(eventId)).checkedIn).toBe(2);

    // Undone, the ticket admits again: once, however many devices scan it at that moment.
    const admission = answers[0]!;
    const undo = await t.client().call(api.undoScan, { params: { token: list.token, scanId: admission.scanId! } });
    expect(undo.statusCode, undo.body).toBe(200);
    const again = await race(6, (i) => scan(list.token, other.code!, { device: `again-${i}` }));
    const resultsAgain = again.responses.map((r) => (r.json() as TScanAnswer).result);
    expect(resultsAgain.filter((r) => r === "admitted")).toHaveLength(1);
    expect(resultsAgain.filter((r) => r === "already")).toHaveLength(5);
    expect((await stats(eventId)).checkedIn).toBe(2);
  });

  it("tells unknown, tampered, foreign, cancelled, unpaid and wrong-list tickets apart, and flags offline conflicts", async () => {
    const eventId = await event();
    const general = await ticketType(eventId);
    const vip = await ticketType(eventId, { name: "VIP", priceMinor: 1000, quantity: 5 });
    const shopToken = await openShop(eventId, { offlinePayment: true });
    const [ticket] = (await confirmation(await bought(shopToken, general.id))).tickets;
    const vipOnly = await checkinList(eventId, { name: "VIP lounge", typeIds: [vip.id] });
    const main = await checkinList(eventId);

    expect((await scanned(main.token, "hello")).result).toBe("unknown");
    const code = ticket!.code!.replace(/-/g, "");
    const tampered = `${code.slice(0, -1)}${code.endsWith("0") ? "1" : "0"}`;
    expect((await scanned(main.token, tampered)).result).toBe("unknown");
    expect((await scanned(vipOnly.token, code)).result).toBe("wrong_list");

    const foreignEvent = await event(stranger);
    const foreignType = await ticketType(foreignEvent, {}, stranger);
    const foreignShop = await openShop(foreignEvent, {}, stranger);
    const foreignTicket = (await confirmation(await bought(foreignShop, foreignType.id))).tickets[0]!;
    const foreign = await scanned(main.token, foreignTicket.code!);
    expect(foreign).toMatchObject({ result: "wrong_event", ticket: null });

    const pending = await order(shopToken, { payment: "offline", items: [{ typeId: vip.id, quantity: 1 }] });
    const pendingTickets = (
      await owner.client.call(api.listTickets, { params: { eventId }, query: { typeId: vip.id } })
    ).json();
    expect(pending.statusCode).toBe(201);
    const exported = await owner.client.call(api.export, { params: { eventId }, query: { kind: "tickets" } });
    expect(exported.statusCode).toBe(200);
    expect(pendingTickets.items[0]!.status).toBe("pending");

    // An offline device let the holder in at 19:00; another had admitted them already.
    expect((await scanned(main.token, code)).result).toBe("admitted");
    const late = await scanned(main.token, code, { scannedAt: new Date(Date.now() - 60_000).toISOString() });
    expect(late).toMatchObject({ result: "already", conflict: true });

    const generalTickets = (
      await owner.client.call(api.listTickets, { params: { eventId }, query: { typeId: general.id } })
    ).json();
    await owner.client.call(api.cancelTicket, { params: { ticketId: generalTickets.items[0]!.id } });
    expect((await scanned(main.token, code)).result).toBe("cancelled");

    const revoked = await owner.client.call(api.revokeDoorLink, { params: { listId: main.id } });
    expect(revoked.json().doorPath).toBeNull();
    expect((await scan(main.token, code)).statusCode).toBe(404);
    expect((await t.client().call(api.doorView, { params: { token: main.token } })).statusCode).toBe(404);
  });
});

describe("offline scans", () => {
  it("answers a retried offline scan with its first answer even once its time is past the bound a new scan may claim", async () => {
    const eventId = await event();
    const type = await ticketType(eventId);
    const [ticket] = (await confirmation(await bought(await openShop(eventId), type.id))).tickets;
    const list = await checkinList(eventId);
    const claim = {
      code: ticket!.code!,
      nonce: "offline-retry-nonce",
      staff: "Sam",
      scannedAt: new Date(Date.now() - OFFLINE_SCAN_MAX_AGE_MS / 2).toISOString(),
    };
    const first = await scanned(list.token, claim.code, claim);
    expect(first.result).toBe("admitted");
    // The answer was lost on the way back, and the door sends the same scan again once the bound has passed.
    // The refusal path never publishes, so the door's context needs no realtime.
    const later = {
      db: t.database.db,
      jobs: t.jobs,
      realtime: {} as Realtime,
      now: new Date(Date.now() + OFFLINE_SCAN_MAX_AGE_MS),
    };
    expect(await scanTicket(later, list.token, claim)).toMatchObject({ scanId: first.scanId, result: "admitted" });
    await expect(scanTicket(later, list.token, { ...claim, nonce: "offline-new-nonce" })).rejects.toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { scannedAt: expect.any(String) },
    });
  });
});

describe("statistics, issuing and exports", () => {
  it("counts sold, issued, checked in and expected by type and hour, and exports orders and check-ins", async () => {
    const eventId = await event();
    const general = await ticketType(eventId, { quantity: 20 });
    const crew = await ticketType(eventId, { name: "Crew", quantity: 5, hidden: true });
    const shopToken = await openShop(eventId);
    const bought1 = await confirmation(await bought(shopToken, general.id, 2));
    const issued = await owner.client.call(api.issue, {
      params: { eventId },
      body: {
        buyerName: "Stage crew",
        buyerEmail: "crew@example.com",
        items: [{ typeId: crew.id, quantity: 2 }],
        sendEmail: false,
      },
    });
    expect(issued.statusCode, issued.body).toBe(201);
    expect(issued.json()).toMatchObject({ status: "paid", source: "organiser", tickets: 2 });

    // Issued from the guest list: one order per confirmed guest, a ticket for each person coming.
    const guest = await owner.client.call(rsvpContract.addGuest, {
      params: { eventId },
      body: { name: "Grace Hopper", email: "grace@example.com", partyMax: 2 },
    });
    await owner.client.call(rsvpContract.recordAnswer, {
      params: { guestId: guest.json().id },
      body: { status: "yes", headcount: 2, party: [] },
    });
    const fromGuests = await owner.client.call(api.issueFromGuests, {
      params: { eventId },
      body: { typeId: general.id, sendEmail: false },
    });
    expect(fromGuests.json()).toEqual({ orders: 1, tickets: 2, skipped: 0 });
    const again = await owner.client.call(api.issueFromGuests, {
      params: { eventId },
      body: { typeId: general.id, sendEmail: false },
    });
    expect(again.json()).toEqual({ orders: 0, tickets: 0, skipped: 1 });

    const list = await checkinList(eventId);
    await scanned(list.token, bought1.tickets[0]!.code!);
    const numbers = await stats(eventId);
    expect(numbers).toMatchObject({ sold: 6, issued: 4, pending: 0, checkedIn: 1, expected: 5, capacity: 25 });
    expect(numbers.byType).toEqual([
      expect.objectContaining({ name: "General admission", sold: 4, checkedIn: 1 }),
      expect.objectContaining({ name: "Crew", sold: 2, checkedIn: 0 }),
    ]);
    expect(numbers.byHour.reduce((sum, hour) => sum + hour.sold, 0)).toBe(6);
    expect(numbers.byHour.reduce((sum, hour) => sum + hour.checkedIn, 0)).toBe(1);

    const overview = await owner.client.call(api.overview);
    expect(overview.json().events.find((e: { eventId: string }) => e.eventId === eventId)).toMatchObject({
      sold: 6,
      capacity: 25,
      checkedIn: 1,
      shopEnabled: true,
    });

    const csv = await owner.client.call(api.export, { params: { eventId }, query: { kind: "orders", format: "csv" } });
    expect(csv.headers["content-disposition"]).toContain("-orders.csv");
    const rows = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, "")).data.filter((row) => row.length > 1);
    expect(rows).toHaveLength(1 + 3);
    const checkins = await owner.client.call(api.export, {
      params: { eventId },
      query: { kind: "checkins", format: "xlsx" },
    });
    expect(checkins.statusCode).toBe(200);
    expect(checkins.rawPayload.subarray(0, 2).toString()).toBe("PK");
    const badKind = await owner.client.call(api.export, { params: { eventId }, query: { kind: "guests" } });
    expect(badKind.statusCode).toBe(400);
  });

  it("streams fresh statistics to the live view when a ticket is scanned", async () => {
    const eventId = await event();
    const type = await ticketType(eventId);
    const shopToken = await openShop(eventId);
    const [ticket] = (await confirmation(await bought(shopToken, type.id))).tickets;
    const list = await checkinList(eventId);
    // A caller that does not ask for an event stream (a script, a probe) gets the numbers once, as JSON.
    const once = await owner.client.call(api.liveStats, { params: { eventId } });
    expect(once.statusCode, once.body).toBe(200);
    expect(once.headers["content-type"]).toContain("application/json");
    expect(once.headers["cache-control"]).toBe("no-store");
    expect(once.json()).toMatchObject({ checkedIn: 0 });
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await readEventStream(
      `${address}${urlOf(api.liveStats, { params: { eventId } })}`,
      owner.client.jar.header(),
    );
    const nextStats = () => stream.next<TTicketStats>("stats");
    expect((await nextStats()).checkedIn).toBe(0);
    await scanned(list.token, ticket!.code!);
    expect((await nextStats()).checkedIn).toBe(1);
    stream.close();
  });
});

const SHORT_CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

async function ticketsOf(eventId: string): Promise<TTicket[]> {
  const response = await owner.client.call(api.listTickets, { params: { eventId }, query: { pageSize: 100 } });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { items: TTicket[] }).items;
}

const doorSearch = (user: SignedUpUser, listId: string, q: string) =>
  user.client.call(api.doorSearch, { params: { listId }, query: { q } });

async function found(listId: string, q: string): Promise<TDoorSearchResult> {
  const response = await doorSearch(owner, listId, q);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TDoorSearchResult;
}

/** A scan sent with `user`'s session (door staff signed in), not by the door link alone. */
const scannedAs = async (user: SignedUpUser, doorToken: string, code: string): Promise<TScanAnswer> => {
  const response = await user.client.call(api.scan, {
    params: { token: doorToken },
    body: { code, nonce: `nonce-${++nonces}-${Date.now()}`, staff: "Olive" },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TScanAnswer;
};

describe("short codes", () => {
  it("gives every ticket an 8-character code, unique in its event, on the ticket, in the organiser's list and export", async () => {
    const eventId = await event();
    const type = await ticketType(eventId);
    const shopToken = await openShop(eventId);
    const shown = await confirmation(await bought(shopToken, type.id, 3));
    const codes = shown.tickets.map((ticket) => ticket.shortCode);
    for (const code of codes) expect(code).toMatch(SHORT_CODE);
    expect(new Set(codes).size).toBe(3);

    const listed = await ticketsOf(eventId);
    expect(listed.map((ticket) => ticket.shortCode).sort()).toEqual([...codes].sort());
    // Typed as a person reads it: lower case, no dash.
    const typed = codes[1]!.replace("-", "").toLowerCase();
    const search = await owner.client.call(api.listTickets, { params: { eventId }, query: { q: typed } });
    expect(search.json().items.map((ticket: TTicket) => ticket.shortCode)).toEqual([codes[1]]);

    const csv = await owner.client.call(api.export, { params: { eventId }, query: { kind: "tickets", format: "csv" } });
    const [header, ...rows] = Papa.parse<string[]>(csv.body.replace(/^\uFEFF/, "")).data.filter(
      (row) => row.length > 1,
    );
    expect(header![1]).toBe("Short code");
    expect(rows.map((row) => row[1]).sort()).toEqual([...codes].sort());
  });

  it("draws another code when the one drawn is taken in the event, and may repeat one of another event", async () => {
    const eventId = await event();
    const type = await ticketType(eventId);
    const shopToken = await openShop(eventId);
    vi.mocked(newShortCode).mockReturnValueOnce("AAAAAAAA");
    const first = await confirmation(await bought(shopToken, type.id));
    vi.mocked(newShortCode).mockReturnValueOnce("AAAAAAAA").mockReturnValueOnce("BBBBBBBB");
    const second = await confirmation(await bought(shopToken, type.id));
    expect([first.tickets[0]!.shortCode, second.tickets[0]!.shortCode]).toEqual(["AAAA-AAAA", "BBBB-BBBB"]);

    const otherEvent = await event();
    const otherType = await ticketType(otherEvent);
    const otherShop = await openShop(otherEvent);
    vi.mocked(newShortCode).mockReturnValueOnce("AAAAAAAA");
    expect((await confirmation(await bought(otherShop, otherType.id))).tickets[0]!.shortCode).toBe("AAAA-AAAA");
  });

  it("checks a ticket in by its short code only for the event's door staff signed in", async () => {
    const eventId = await event();
    const type = await ticketType(eventId);
    const shopToken = await openShop(eventId);
    const [ticket] = (await confirmation(await bought(shopToken, type.id))).tickets;
    const list = await checkinList(eventId);
    const typed = ticket!.shortCode!.toLowerCase();

    // With the door link alone, or signed in as someone else, a short code is not looked up at all.
    for (const refused of [await scanned(list.token, typed), await scannedAs(stranger, list.token, typed)]) {
      expect(refused).toMatchObject({ result: "unknown", ticket: null });
      expect(refused.message).toBe(
        "Short codes work only for door staff signed in to Gatherly. Scan the QR code, or type the full ticket code.",
      );
    }
    expect((await stats(eventId)).checkedIn).toBe(0);
    const anonymousView = (await t.client().call(api.doorView, { params: { token: list.token } })).json() as TDoorView;
    const strangerView = (await stranger.client.call(api.doorView, { params: { token: list.token } })).json();
    const staffView = (await owner.client.call(api.doorView, { params: { token: list.token } })).json() as TDoorView;
    expect([anonymousView.staff, strangerView.staff, staffView.staff]).toEqual([null, null, { listId: list.id }]);

    const admitted = await scannedAs(owner, list.token, typed);
    expect(admitted).toMatchObject({ result: "admitted", ticket: { holderName: "Ada Lovelace" } });
    expect((await scannedAs(owner, list.token, ticket!.shortCode!)).result).toBe("already");

    // Another event's short code names nothing at this door.
    const foreignEvent = await event(stranger);
    const foreignType = await ticketType(foreignEvent, {}, stranger);
    const foreignShop = await openShop(foreignEvent, {}, stranger);
    const foreign = (await confirmation(await bought(foreignShop, foreignType.id))).tickets[0]!;
    expect(await scannedAs(owner, list.token, foreign.shortCode!)).toMatchObject({ result: "unknown", ticket: null });
    expect((await stats(eventId)).checkedIn).toBe(1);
  });

  it("lets door staff find a ticket by name or code, mark its order paid and check it in", async () => {
    const eventId = await event();
    const general = await ticketType(eventId);
    const dinner = await ticketType(eventId, { name: "Dinner", priceMinor: 2500, currency: "EUR", quantity: 10 });
    const shopToken = await openShop(eventId, { offlinePayment: true });
    await bought(shopToken, general.id);
    const unpaid = await order(shopToken, {
      buyerName: "Olly Offline",
      buyerEmail: uniqueEmail("olly"),
      payment: "offline",
      items: [{ typeId: dinner.id, quantity: 1 }],
    });
    expect(unpaid.statusCode, unpaid.body).toBe(201);
    const main = await checkinList(eventId);
    const dinnerOnly = await checkinList(eventId, { name: "Dining room", typeIds: [dinner.id] });

    const byName = await found(main.id, "olly");
    expect(byName.items).toEqual([
      expect.objectContaining({
        holderName: "Olly Offline",
        typeName: "Dinner",
        status: "pending",
        orderReference: (unpaid.json() as TShopOrderResult).reference,
        checkedInAt: null,
        admitsHere: true,
      }),
    ]);
    const [olly] = byName.items;
    expect(olly!.shortCode).toMatch(SHORT_CODE);
    expect((await scannedAs(owner, main.token, olly!.shortCode)).result).toBe("unpaid");

    // Mark paid at the door, then check in.
    const paid = await owner.client.call(api.confirmPayment, { params: { orderId: olly!.orderId } });
    expect(paid.json()).toMatchObject({ status: "paid" });
    expect((await found(main.id, "Olly")).items[0]!.status).toBe("valid");
    expect((await scannedAs(owner, main.token, olly!.shortCode)).result).toBe("admitted");
    expect((await found(main.id, "olly")).items[0]!.checkedInAt).not.toBeNull();

    // By short code, by order reference, by the buyer's email; and where the ticket does not get in.
    expect((await found(main.id, olly!.shortCode.replace("-", " ").toLowerCase())).items.map((i) => i.id)).toEqual([
      olly!.id,
    ]);
    expect((await found(main.id, olly!.orderReference)).items.map((i) => i.id)).toEqual([olly!.id]);
    const ada = (await found(dinnerOnly.id, "ada")).items;
    expect(ada).toEqual([expect.objectContaining({ holderName: "Ada Lovelace", admitsHere: false })]);
    expect((await found(main.id, "nobody by this name")).items).toEqual([]);

    // Bad input names the field; another owner's list and a malformed id are not found; a lower plan is refused.
    for (const q of ["", " ", "x".repeat(101)]) {
      const refused = await doorSearch(owner, main.id, q);
      expect(refused.statusCode, q).toBe(400);
      expect(errorOf(refused).fields).toHaveProperty("q");
    }
    const extra = await owner.client.request("GET", `/api/checkin-lists/${main.id}/tickets?q=olly&all=1`);
    expect(extra.statusCode).toBe(400);
    expect((await doorSearch(stranger, main.id, "olly")).statusCode).toBe(404);
    expect((await doorSearch(owner, "not-a-list", "olly")).statusCode).toBe(404);
    const lowerPlan = await doorSearch(premiumUser, main.id, "olly");
    expect(lowerPlan.statusCode).toBe(403);
    expect(errorOf(lowerPlan).code).toBe("PLAN_REQUIRED");
  });

  it("are given to tickets sold before they existed, by the migration, unique within each event", async () => {
    const eventId = await event();
    const type = await ticketType(eventId);
    const shopToken = await openShop(eventId);
    await bought(shopToken, type.id, 5);
    const db = t.database.db;
    // The tickets as they were before the migration: no short code.
    await db.execute(sql`alter table tickets alter column short_code drop not null`);
    await db.execute(sql`update tickets set short_code = null where event_id = ${eventId}`);
    const migration = await readFile(
      new URL("../../../../drizzle/0012_ticket_short_codes.sql", import.meta.url),
      "utf8",
    );
    const backfill = migration.split("--> statement-breakpoint").find((statement) => statement.includes("DO $$"))!;
    await db.execute(sql.raw(backfill));
    await db.execute(sql`alter table tickets alter column short_code set not null`);

    const codes = (await ticketsOf(eventId)).map((ticket) => ticket.shortCode);
    expect(codes).toHaveLength(5);
    for (const code of codes) expect(code).toMatch(SHORT_CODE);
    expect(new Set(codes).size).toBe(5);
  });
});

describe("paid tickets while the shop takes no payment", () => {
  it("are named to the organiser, and marked in the shop before anyone orders", async () => {
    const eventId = await event();
    await ticketType(eventId, { name: "Picnic" });
    const dinner = await ticketType(eventId, { name: "Dinner", priceMinor: 2500, quantity: 10 });
    await ticketType(eventId, { name: "Crew dinner", priceMinor: 1000, hidden: true });
    const before = await owner.client.call(api.getShop, { params: { eventId } });
    expect((before.json() as TTicketShop).unpayableTypes).toEqual(["Dinner"]);

    const opened = await owner.client.call(api.updateShop, { params: { eventId }, body: { enabled: true } });
    const shop = opened.json() as TTicketShop;
    expect(shop).toMatchObject({ enabled: true, unpayableTypes: ["Dinner"] });
    const shopToken = shop.path!.split("/").pop()!;
    const view = (await t.client().call(api.shopView, { params: { token: shopToken } })).json();
    expect(view.types).toEqual([
      expect.objectContaining({ name: "Picnic", unavailableReason: null, paymentUnavailable: false }),
      expect.objectContaining({ name: "Dinner", unavailableReason: "Not sold online", paymentUnavailable: true }),
    ]);
    const refused = await order(shopToken, { payment: "offline", items: [{ typeId: dinner.id, quantity: 1 }] });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toHaveProperty("payment");

    const withPayment = await owner.client.call(api.updateShop, {
      params: { eventId },
      body: { offlinePayment: true, paymentInstructions: "Pay at the door." },
    });
    expect((withPayment.json() as TTicketShop).unpayableTypes).toEqual([]);
    const onSale = (await t.client().call(api.shopView, { params: { token: shopToken } })).json();
    expect(onSale.types[1]).toMatchObject({ name: "Dinner", unavailableReason: null, paymentUnavailable: false });
  });
});

describe("a draft event", () => {
  const PUBLISH_SHOP = "Publish the event before opening the ticket shop.";
  const PUBLISH_DOOR = "Publish the event before opening the door.";

  it("opens no shop and no door until it is published, and says so", async () => {
    const eventId = await event(owner, { status: "draft" });
    await ticketType(eventId);

    const shop = await owner.client.call(api.updateShop, { params: { eventId }, body: { enabled: true } });
    expect(shop.statusCode).toBe(409);
    expect(errorOf(shop)).toMatchObject({ code: "EVENT_NOT_PUBLISHED", message: PUBLISH_SHOP });
    expect((await owner.client.call(api.getShop, { params: { eventId } })).json()).toMatchObject({ enabled: false });
    // Its settings can be prepared meanwhile.
    const settings = await owner.client.call(api.updateShop, {
      params: { eventId },
      body: { offlinePayment: true, paymentInstructions: "Cash at the door." },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const door = await owner.client.call(api.createCheckinList, { params: { eventId }, body: { name: "Main door" } });
    expect(door.statusCode).toBe(409);
    expect(errorOf(door)).toMatchObject({ code: "EVENT_NOT_PUBLISHED", message: PUBLISH_DOOR });
    expect((await owner.client.call(api.listCheckinLists, { params: { eventId } })).json().items).toEqual([]);

    // Bad input is still a 400, and another owner learns nothing of the draft.
    const bad = await owner.client.call(api.updateShop, { params: { eventId }, body: { enabled: "yes" } as never });
    expect(bad.statusCode).toBe(400);
    const foreign = [
      await stranger.client.call(api.updateShop, { params: { eventId }, body: { enabled: true } }),
      await stranger.client.call(api.createCheckinList, { params: { eventId }, body: { name: "Mine" } }),
    ];
    expect(foreign.map((response) => response.statusCode)).toEqual([404, 404]);

    const published = await owner.client.call(eventsContract.setStatus, {
      params: { eventId },
      body: { status: "published" },
    });
    expect(published.statusCode).toBe(200);
    const shopToken = await openShop(eventId);
    const list = await checkinList(eventId);

    // Moved back to draft: the shop sells nothing and the door gets no new link.
    await owner.client.call(eventsContract.setStatus, { params: { eventId }, body: { status: "draft" } });
    const view = (await t.client().call(api.shopView, { params: { token: shopToken } })).json();
    expect(view.closedReason).toBe("Ticket sales for this event have not opened yet.");
    const late = await order(shopToken, { items: [{ typeId: view.types[0]!.id, quantity: 1 }] });
    expect(late.statusCode).toBe(409);
    expect(errorOf(late).code).toBe("SALE_CLOSED");
    const relink = await owner.client.call(api.newDoorLink, { params: { listId: list.id } });
    expect(relink.statusCode).toBe(409);
    expect(errorOf(relink)).toMatchObject({ code: "EVENT_NOT_PUBLISHED", message: PUBLISH_DOOR });
    expect((await owner.client.call(api.revokeDoorLink, { params: { listId: list.id } })).statusCode).toBe(200);
  });
});
