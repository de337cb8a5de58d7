/**
 * Issue 19, finding 4: public RSVP links and ticket shops relayed mail and held places for anyone. Each
 * attack of the probe, replayed: many answers from one address, many addresses through one link, a
 * phishing text as the guest's name, and unpaid offline orders that held every place for ever.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TOrderConfirmation, TShopOrderResult, TTicketShop, TTicketType } from "#shared/tickets/schemas.ts";
import type { TRsvpSettings } from "#shared/rsvp/schemas.ts";
import { announce, type Realtime } from "#server/modules/realtime/index.ts";
import { expireUnpaidOrders } from "#server/modules/tickets/index.ts";
import { ticketOrders, tickets, ticketTypes } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, uniqueEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { randomIp } from "#tests/fixtures/http-client.ts";

let t: TestApp;
let organiser: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await signUp(t.client(), { planType: "pro" });
});
afterAll(async () => {
  await t?.close();
});

/** Published: a draft opens no shop (ADR 025). */
async function newEvent(): Promise<string> {
  const response = await organiser.client.request("POST", "/api/events", eventInput({ status: "published" }));
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function openRsvpLink(): Promise<string> {
  const response = await organiser.client.request("PATCH", `/api/events/${await newEvent()}/rsvp/settings`, {
    publicEnabled: true,
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as TRsvpSettings).publicPath!.split("/").pop()!;
}

const walkIn = (token: string, ip: string, name: string, email: string) =>
  t.client(ip).request("POST", `/api/public/rsvp/${token}`, { name, email, answer: { status: "yes", headcount: 1 } });

function expectRateLimited(response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toMatchObject({
    error: { code: "RATE_LIMITED", message: expect.stringMatching(/try again in \d+ minutes?/) },
  });
  const retryAfter = Number(response.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(600);
}

describe("the open RSVP link", () => {
  it("takes 10 answers from one address in 10 minutes; the 15 after are refused and mail nobody", async () => {
    const token = await openRsvpLink();
    const ip = randomIp();
    const emails = Array.from({ length: 25 }, () => uniqueEmail("victim"));
    const responses = [];
    for (const email of emails) responses.push(await walkIn(token, ip, "Prize desk", email));

    expect(responses.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    for (const refused of responses.slice(10)) expectRateLimited(refused);
    expect(responses[10]!.json().error.message).toContain("from your connection");

    await t.jobs.idle();
    for (const email of emails.slice(0, 10)) expect(await t.outbox(email)).toHaveLength(1);
    for (const email of emails.slice(10)) expect(await t.outbox(email)).toHaveLength(0);

    // Another visitor through the same link is not held back by that one.
    expect((await walkIn(token, randomIp(), "Someone else", uniqueEmail("other"))).statusCode).toBe(201);
  });

  it("takes 60 answers through one link in 10 minutes, from however many addresses", async () => {
    const token = await openRsvpLink();
    const emails = Array.from({ length: 70 }, () => uniqueEmail("crowd"));
    const responses = [];
    for (const email of emails) responses.push(await walkIn(token, randomIp(), "Crowd", email));

    expect(responses.slice(0, 60).every((r) => r.statusCode === 201)).toBe(true);
    for (const refused of responses.slice(60)) expectRateLimited(refused);
    expect(responses[60]!.json().error.message).toContain("This link has received a lot of answers");
    await t.jobs.idle();
    for (const email of emails.slice(60)) expect(await t.outbox(email)).toHaveLength(0);

    // The limit is the link's: another event's link still answers.
    expect((await walkIn(await openRsvpLink(), randomIp(), "Elsewhere", uniqueEmail("elsewhere"))).statusCode).toBe(
      201,
    );
  });

  it("mails a phishing name escaped, shortened and without any link of its own", async () => {
    const token = await openRsvpLink();
    const email = uniqueEmail("phished");
    const name = `<a href="https://evil.example/login">Your account is locked</a> verify now at www.evil.example or http://bit.ly/x1`;
    expect(name.length).toBeLessThanOrEqual(200);
    expect((await walkIn(token, randomIp(), name, email)).statusCode).toBe(201);
    await t.jobs.idle();
    const [mail] = await t.outbox(email);
    expect(mail?.kind).toBe("rsvp-link");

    const greeting = mail!.text.split("\n").find((line) => line.startsWith("Hi "))!;
    expect(Array.from(greeting.slice("Hi ".length, -1)).length).toBeLessThanOrEqual(60);
    expect(greeting.endsWith("…,")).toBe(true);
    for (const part of [mail!.html, mail!.text]) {
      expect(part).not.toContain("evil.example");
      expect(part).not.toContain("https://evil");
      expect(part).not.toContain("www.evil");
    }
    expect(mail!.html).not.toContain('<a href="https://evil');
    expect(mail!.html).toContain("Hi &lt;a href=&quot;https[:]//evil[.]example/login&quot;&gt;");
    // The only links are the product's own.
    const hrefs = [...mail!.html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!);
    expect(hrefs.length).toBeGreaterThan(0);
    for (const href of hrefs) expect(href.startsWith(t.config.baseUrl)).toBe(true);
    const urls = mail!.text.match(/https?:\/\/\S+/g) ?? [];
    for (const url of urls) expect(url.startsWith(t.config.baseUrl)).toBe(true);
  });
});

describe("the ticket shop", () => {
  const stubRealtime = {
    publish: announce,
    subscribe: () => () => {},
    subscribePrefix: () => () => {},
    isListening: () => true,
    onListening: () => () => {},
    start: async () => {},
    stop: async () => {},
  } satisfies Realtime;

  async function paidShop(holdHours: number, quantity = 10) {
    const eventId = await newEvent();
    const type = await organiser.client.request("POST", `/api/events/${eventId}/ticket-types`, {
      name: "Dinner",
      priceMinor: 4500,
      currency: "EUR",
      quantity,
    });
    expect(type.statusCode, type.body).toBe(201);
    const shop = await organiser.client.request("PATCH", `/api/events/${eventId}/ticket-shop`, {
      enabled: true,
      offlinePayment: true,
      paymentInstructions: "Transfer to the club's account.",
      unpaidHoldHours: holdHours,
    });
    expect(shop.statusCode, shop.body).toBe(200);
    expect((shop.json() as TTicketShop).unpaidHoldHours).toBe(holdHours);
    return {
      eventId,
      typeId: (type.json() as TTicketType).id,
      token: (shop.json() as TTicketShop).path!.split("/").pop()!,
    };
  }

  let keys = 0;
  const order = (token: string, typeId: string, ip = randomIp(), email = uniqueEmail("holder")) =>
    t.client(ip).request("POST", `/api/public/tickets/${token}/orders`, {
      idempotencyKey: `probe-${++keys}-${Date.now()}`,
      buyerName: "Hold Everything",
      buyerEmail: email,
      items: [{ typeId, quantity: 1 }],
      payment: "offline",
    });

  const soldOf = async (typeId: string) =>
    (await t.database.db.select({ sold: ticketTypes.sold }).from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0]!
      .sold;

  it("refuses the 11th order from one address within 10 minutes", async () => {
    const { typeId, token } = await paidShop(48, 100);
    const ip = randomIp();
    const responses = [];
    for (let i = 0; i < 12; i++) responses.push(await order(token, typeId, ip));
    expect(responses.slice(0, 10).map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    for (const refused of responses.slice(10)) expectRateLimited(refused);
    expect(await soldOf(typeId)).toBe(10);
  });

  it("does not count attempts that hear sold out: a rush spends no one's limit", async () => {
    const { typeId, token } = await paidShop(48, 1);
    expect((await order(token, typeId)).statusCode).toBe(201);
    const ip = randomIp();
    for (let i = 0; i < 12; i++) expect((await order(token, typeId, ip)).json().error.code).toBe("SOLD_OUT");
  });

  it("refuses a hold time out of bounds", async () => {
    const eventId = await newEvent();
    for (const unpaidHoldHours of [0, 721, 1.5, "two days"]) {
      const response = await organiser.client.request("PATCH", `/api/events/${eventId}/ticket-shop`, {
        unpaidHoldHours,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty("unpaidHoldHours");
    }
  });

  it("lets 10 unpaid offline orders hold the places only for the organiser's hold time, and gives them back once", async () => {
    const { eventId, typeId, token } = await paidShop(6);
    const before = Date.now();
    const results: TShopOrderResult[] = [];
    for (let i = 0; i < 10; i++) {
      const response = await order(token, typeId);
      expect(response.statusCode, response.body).toBe(201);
      results.push(response.json() as TShopOrderResult);
    }
    expect(await soldOf(typeId)).toBe(10);
    expect((await order(token, typeId)).json().error.code).toBe("SOLD_OUT");

    // The buyer is told until when the order is held: the shop's 6 hours.
    for (const result of results) {
      expect(result.status).toBe("pending");
      const held = Date.parse(result.heldUntil!);
      expect(held).toBeGreaterThanOrEqual(before + 6 * 3600_000 - 1000);
      expect(held).toBeLessThanOrEqual(Date.now() + 6 * 3600_000 + 1000);
    }
    const orderToken = new URLSearchParams(results[0]!.confirmationPath.split("?")[1]).get("order")!;
    const page = (await t.client().request("GET", `/api/public/orders/${orderToken}`)).json() as TOrderConfirmation;
    expect(page.order.heldUntil).toBe(results[0]!.heldUntil);
    await t.jobs.idle();
    const [mail] = await t.outbox(
      (
        await t.database.db
          .select({ email: ticketOrders.buyerEmail })
          .from(ticketOrders)
          .where(eq(ticketOrders.reference, results[0]!.reference))
      )[0]!.email,
    );
    // The hold time in the event's zone, with the offset that holds then (src/shared/date-format.ts).
    expect(mail!.text).toMatch(
      /Your places are held until \w{3}, \w{3} \d+, \d{4}, \d+:\d\d [AP]M \(Europe\/Amsterdam, GMT[+-]\d+\)/,
    );

    // Before the hold time is over, the sweep leaves them alone.
    expect(await expireUnpaidOrders(t.database.db, { jobs: t.jobs, realtime: stubRealtime })).toBe(0);
    expect(await soldOf(typeId)).toBe(10);

    // Six hours later (moved in the database, not waited for): the organiser confirms three payments while two
    // sweeps run at once. Each order ends paid or lapsed, never both, and each place comes back once.
    await t.database.db
      .update(ticketOrders)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(ticketOrders.eventId, eventId));
    const rows = await t.database.db
      .select({ id: ticketOrders.id })
      .from(ticketOrders)
      .where(eq(ticketOrders.eventId, eventId));
    const confirmIds = rows.slice(0, 3).map((row) => row.id);
    const effects = { jobs: t.jobs, realtime: stubRealtime };
    // Every call started before any is awaited, so they meet inside the database.
    const confirming = confirmIds.map((id) => organiser.client.request("POST", `/api/orders/${id}/confirm-payment`));
    const sweeping = [expireUnpaidOrders(t.database.db, effects), expireUnpaidOrders(t.database.db, effects)];
    const [answers, swept] = await Promise.all([Promise.all(confirming), Promise.all(sweeping)]);
    for (const answer of answers) expect([200, 409], answer.body).toContain(answer.statusCode);

    const after = await t.database.db
      .select({ id: ticketOrders.id, status: ticketOrders.status })
      .from(ticketOrders)
      .where(eq(ticketOrders.eventId, eventId));
    const paid = after.filter((o) => o.status === "paid").map((o) => o.id);
    const cancelled = after.filter((o) => o.status === "cancelled").map((o) => o.id);
    expect(paid.length + cancelled.length).toBe(10);
    expect(paid.every((id) => confirmIds.includes(id))).toBe(true);
    expect(paid.length).toBe(answers.filter((a) => a.statusCode === 200).length);
    // Each lapsed order was expired by exactly one of the two sweeps.
    expect(swept[0]! + swept[1]!).toBe(cancelled.length);
    expect(await soldOf(typeId)).toBe(paid.length);
    const liveOfCancelled = cancelled.length
      ? await t.database.db
          .select({ id: tickets.id })
          .from(tickets)
          .where(and(inArray(tickets.orderId, cancelled), sql`${tickets.status} <> 'cancelled'`))
      : [];
    expect(liveOfCancelled).toEqual([]);
    const pendingOfPaid = paid.length
      ? await t.database.db
          .select({ id: tickets.id })
          .from(tickets)
          .where(and(inArray(tickets.orderId, paid), sql`${tickets.status} <> 'valid'`))
      : [];
    expect(pendingOfPaid).toEqual([]);

    // A confirmation that came second is told the order lapsed.
    for (const id of confirmIds.filter((id) => cancelled.includes(id))) {
      const late = await organiser.client.request("POST", `/api/orders/${id}/confirm-payment`);
      expect(late.statusCode).toBe(409);
      expect(late.json().error.message).toContain("not paid in time");
    }

    // Sweeping again returns nothing more, and the places are on sale again.
    expect(await expireUnpaidOrders(t.database.db, effects)).toBe(0);
    expect(await soldOf(typeId)).toBe(paid.length);
    expect((await order(token, typeId)).statusCode).toBe(201);
    expect(await soldOf(typeId)).toBe(paid.length + 1);
  });

  it("never expires a paid order, however late the sweep", async () => {
    const { eventId, typeId, token } = await paidShop(1, 2);
    expect((await order(token, typeId)).statusCode).toBe(201);
    const [row] = await t.database.db
      .select({ id: ticketOrders.id })
      .from(ticketOrders)
      .where(eq(ticketOrders.eventId, eventId));
    expect((await organiser.client.request("POST", `/api/orders/${row!.id}/confirm-payment`)).statusCode).toBe(200);
    await t.database.db
      .update(ticketOrders)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(ticketOrders.id, row!.id));
    expect(await expireUnpaidOrders(t.database.db, { jobs: t.jobs, realtime: stubRealtime })).toBe(0);
    const [after] = await t.database.db
      .select({ status: ticketOrders.status })
      .from(ticketOrders)
      .where(eq(ticketOrders.id, row!.id));
    expect(after!.status).toBe("paid");
    expect(await soldOf(typeId)).toBe(1);
  });
});
