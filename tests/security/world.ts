/**
 * The people and records the security suites call routes with: an owner with one of everything, a
 * stranger who owns similar records of their own, a member who owns nothing (an attendee without
 * rights to the owner's records), a guest of the owner's event on the free plan (who uses what the owner's
 * plan includes inside that event), an admin, and one user per paid tier.
 *
 * Every record the owner makes is registered with the path that reads it back, so a suite can prove a
 * refused call changed nothing: read before, call, read after, compare.
 */
import type { LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { expect } from "vitest";
import type { PlanType } from "#shared/plans.ts";
import type { BuildAppOptions } from "#server/app.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { eventInput, signUp, signUpVerified, uniqueEmail, type SignedUpUser } from "../fixtures/factories.ts";
import type { Client } from "../fixtures/http-client.ts";

/** Text only the owner's records contain: it must never appear in an answer to anyone else. */
export const OWNER_MARKER = "owner-secret-7f3a";

export interface World {
  t: TestApp;
  owner: SignedUpUser;
  stranger: SignedUpUser;
  member: SignedUpUser;
  /** On the free plan, with a verified address on the guest list of the owner's standing event. */
  guest: SignedUpUser;
  admin: SignedUpUser;
  /** A user on each plan, for the lower-tier checks. */
  onPlan: Record<PlanType, SignedUpUser>;
  /**
   * The owner's team (ADR 032), on the free plan, each working in the owner's account: a viewer, an editor
   * the owner removed from the team afterwards (their cookie still names the account), and an admin limited to
   * another event of the owner's (ADR 033), which holds none of the owner's marked records.
   */
  team: { viewer: SignedUpUser; removed: SignedUpUser; limited: SignedUpUser };
  /** The owner's standing records (read-only calls use these). */
  ids: {
    venue: string;
    venueToken: string;
    event: string;
    activity: string;
    checklist: string;
    item: string;
    page: string;
    pageToken: string;
    guest: string;
    /** The guest's personal invitation link. */
    guestToken: string;
    /** The event's open RSVP link. */
    rsvpToken: string;
    /** A ticket sale on its own event: a type, the shop, one order with one ticket, a check-in list. */
    tickets: TicketSale;
  };
  /** Fresh records of the owner, for calls that change or delete them. */
  fresh: {
    venue(): Promise<string>;
    event(): Promise<string>;
    activity(): Promise<string>;
    checklist(): Promise<{ event: string; checklist: string; item: string }>;
    page(): Promise<string>;
    /** A guest on a fresh event of the owner, with its personal link's token. */
    guest(): Promise<{ event: string; guest: string; token: string }>;
    /** A scheduled RSVP reminder on a fresh event. */
    reminder(): Promise<string>;
    /** A ticket sale on a fresh event. */
    tickets(): Promise<TicketSale>;
    /** An event made from a template (it has template data). */
    templateEvent(): Promise<string>;
    /** A second session of the owner (another device), by id. */
    session(): Promise<string>;
    /** A new plain user the admin routes may act on. */
    user(): Promise<SignedUpUser>;
  };
  /** Every id the owner's records have, with the path (as the owner) that reads the record. */
  readers: Map<string, string>;
  /** The owner's records a call refers to, read as the owner: equal before and after a refused call. */
  snapshot(call: unknown): Promise<string>;
  close(): Promise<void>;
}

export interface TicketSale {
  event: string;
  type: string;
  order: string;
  ticket: string;
  /** The ticket's code, as its QR holds it. */
  code: string;
  list: string;
  shopToken: string;
  /** The buyer's link to their tickets. */
  orderToken: string;
  doorToken: string;
}

export async function expectStatus(response: Promise<LightMyRequestResponse> | LightMyRequestResponse, status: number) {
  const r = await response;
  expect(r.statusCode, `${r.statusCode} ${r.body}`).toBe(status);
  return r;
}

// Published: a draft opens no shop, no door and sends no invitations (ADR 025).
const eventBody = (venueId: string | null) =>
  eventInput({
    status: "published",
    name: `Reunion ${OWNER_MARKER}`,
    startAt: "2027-06-12T15:00:00Z",
    endAt: "2027-06-13T15:00:00Z",
    description: `Notes ${OWNER_MARKER}`,
    capacity: 100,
    ...(venueId ? { venueId, locationName: undefined } : { locationName: `Gym ${OWNER_MARKER}` }),
  });

export const activityBody = (eventId: string) => ({
  eventId,
  name: `Dinner ${OWNER_MARKER}`,
  startAt: "2027-06-12T18:00:00Z",
  endAt: "2027-06-12T20:00:00Z",
});

export async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 18, channels: 3, background: "#36c" } })
    .png()
    .toBuffer();
}

export async function createWorld(options: { extend?: BuildAppOptions["extend"] } = {}): Promise<World> {
  const adminEmail = uniqueEmail("admin");
  const t = await createTestApp({
    config: { adminEmails: [adminEmail] },
    ...(options.extend ? { extend: options.extend } : {}),
  });
  // The owner and the stranger are on the top plan, so every paid route reaches its rights check; the
  // member and the admin stay on the free plan.
  const owner = await signUp(t.client(), { firstName: "Olive", lastName: OWNER_MARKER });
  const stranger = await signUp(t.client(), { firstName: "Sam", lastName: "Stranger" });
  const member = await signUp(t.client(), { firstName: "Max", lastName: "Member" });
  const guestOfOwner = await signUpVerified(t, { firstName: "Gil", lastName: "Guest", email: uniqueEmail("guest") });
  const admin = await signUpVerified(t, { email: adminEmail, firstName: "Ada", lastName: "Admin" });
  const onPlan = {
    free: await signUp(t.client(), { planType: "free" }),
    premium: await signUp(t.client(), { planType: "premium" }),
    pro: await signUp(t.client(), { planType: "pro" }),
    business: await signUp(t.client()),
  } satisfies Record<PlanType, SignedUpUser>;
  // Nobody signs up to business: an administrator grants it.
  for (const person of [onPlan.business, owner, stranger]) {
    await expectStatus(
      admin.client.request("PATCH", `/api/admin/users/${person.id}/subscription`, { planType: "business" }),
      200,
    );
  }
  const readers = new Map<string, string>();
  const as = (client: Client) => ({
    async post(url: string, body: unknown, status = 201): Promise<Record<string, unknown>> {
      return (await expectStatus(client.request("POST", url, body), status)).json();
    },
  });
  const o = as(owner.client);

  const fresh: World["fresh"] = {
    async venue() {
      const venue = await o.post("/api/venues", { name: `Hall ${OWNER_MARKER}`, city: "Utrecht", capacity: 200 });
      readers.set(venue.id as string, `/api/venues/${venue.id}`);
      return venue.id as string;
    },
    async event() {
      const event = await o.post("/api/events", eventBody(null));
      readers.set(event.id as string, `/api/events/${event.id}`);
      return event.id as string;
    },
    async activity() {
      const activity = await o.post("/api/activities", activityBody(await fresh.event()));
      readers.set(activity.id as string, `/api/activities/${activity.id}`);
      return activity.id as string;
    },
    async templateEvent() {
      const event = await o.post("/api/templates/family/use", {
        name: `Family ${OWNER_MARKER}`,
        startDate: "2027-05-01",
        timeZone: "Europe/Berlin",
      });
      readers.set(event.id as string, `/api/events/${event.id}`);
      return event.id as string;
    },
    async checklist() {
      const event = await fresh.event();
      const list = await o.post("/api/checklists", { eventId: event, title: `List ${OWNER_MARKER}` });
      const path = `/api/checklists/${list.id}`;
      const item = await o.post(`${path}/items`, { text: `Book ${OWNER_MARKER}` });
      readers.set(list.id as string, path);
      readers.set(item.id as string, path);
      return { event, checklist: list.id as string, item: item.id as string };
    },
    async page() {
      const page = await o.post("/api/info-pages", { eventId: await fresh.event(), title: `Info ${OWNER_MARKER}` });
      readers.set(page.id as string, `/api/info-pages/${page.id}`);
      return page.id as string;
    },
    async guest() {
      const event = await fresh.event();
      const guest = await o.post(`/api/events/${event}/guests`, {
        name: `Guest ${OWNER_MARKER}`,
        email: uniqueEmail("guest"),
        partyMax: 2,
      });
      readers.set(guest.id as string, `/api/events/${event}/guests`);
      const token = (guest.invitationPath as string).split("/").pop()!;
      readers.set(token, `/api/events/${event}/guests`);
      return { event, guest: guest.id as string, token };
    },
    async reminder() {
      const event = await fresh.event();
      const reminder = await o.post(`/api/events/${event}/rsvp/reminders`, {
        sendAt: "2030-01-01T09:00:00Z",
        message: `Hurry ${OWNER_MARKER}`,
      });
      readers.set(reminder.id as string, `/api/events/${event}/rsvp/reminders`);
      return reminder.id as string;
    },
    async tickets() {
      const event = await fresh.event();
      const type = await o.post(`/api/events/${event}/ticket-types`, {
        name: `Entry ${OWNER_MARKER}`,
        priceMinor: 0,
        quantity: 50,
      });
      const shop = (
        await expectStatus(owner.client.request("PATCH", `/api/events/${event}/ticket-shop`, { enabled: true }), 200)
      ).json();
      const shopToken = (shop.path as string).split("/").pop()!;
      const bought = (
        await expectStatus(
          t.client().request("POST", `/api/public/tickets/${shopToken}/orders`, {
            idempotencyKey: `world-${event}`,
            buyerName: `Buyer ${OWNER_MARKER}`,
            buyerEmail: uniqueEmail("buyer"),
            items: [{ typeId: type.id, quantity: 1 }],
          }),
          201,
        )
      ).json();
      const orderToken = new URLSearchParams((bought.confirmationPath as string).split("?")[1]).get("order")!;
      const shown = (await expectStatus(t.client().request("GET", `/api/public/orders/${orderToken}`), 200)).json();
      const orders = (await expectStatus(owner.client.request("GET", `/api/events/${event}/orders`), 200)).json();
      const list = await o.post(`/api/events/${event}/checkin-lists`, { name: `Door ${OWNER_MARKER}` });
      const sale: TicketSale = {
        event,
        type: type.id as string,
        order: orders.items[0].id as string,
        ticket: shown.tickets[0].id as string,
        code: shown.tickets[0].code as string,
        list: list.id as string,
        shopToken,
        orderToken,
        doorToken: (list.doorPath as string).split("/").pop()!,
      };
      readers.set(sale.type, `/api/events/${event}/ticket-types`);
      readers.set(sale.order, `/api/events/${event}/orders`);
      readers.set(sale.ticket, `/api/events/${event}/tickets`);
      readers.set(sale.list, `/api/events/${event}/checkin-lists`);
      return sale;
    },
    async session() {
      const device = t.client();
      await expectStatus(
        device.request("POST", "/api/auth/sign-in/email", { email: owner.email, password: owner.password }),
        200,
      );
      const sessions = (await expectStatus(owner.client.request("GET", "/api/account/sessions"), 200)).json() as Array<{
        id: string;
        current: boolean;
      }>;
      const known = new Set(readers.keys());
      const session = sessions.find((s) => !s.current && !known.has(s.id))!;
      readers.set(session.id, "/api/account/sessions");
      return session.id;
    },
    async user() {
      return signUp(t.client());
    },
  };

  const venue = await fresh.venue();
  const venueToken = (await o.post(`/api/venues/${venue}/share`, undefined, 200)).shareToken as string;
  const event = await o.post("/api/events", eventBody(venue));
  readers.set(event.id as string, `/api/events/${event.id}`);
  const activity = await o.post("/api/activities", activityBody(event.id as string));
  readers.set(activity.id as string, `/api/activities/${activity.id}`);
  const { checklist, item } = await fresh.checklist();
  const page = await fresh.page();
  await o.post(`/api/info-pages/${page}/publish`, undefined, 200);
  const pageToken = (await expectStatus(owner.client.request("GET", `/api/info-pages/${page}`), 200)).json()
    .shareToken as string;
  readers.set(venueToken, `/api/venues/${venue}`);
  readers.set(pageToken, `/api/info-pages/${page}`);
  readers.set(owner.id, "/api/account/me");
  await o.post(`/api/events/${event.id}/guests`, { name: "Gil Guest", email: guestOfOwner.email });
  const { guest, token: guestToken } = await fresh.guest();
  const openLink = (
    await expectStatus(
      owner.client.request("PATCH", `/api/events/${event.id}/rsvp/settings`, { publicEnabled: true }),
      200,
    )
  ).json();
  const rsvpToken = (openLink.publicPath as string).split("/").pop()!;
  readers.set(rsvpToken, `/api/events/${event.id}/rsvp/settings`);
  const tickets = await fresh.tickets();
  const teamMember = async (role: string, events?: string[]) => {
    const email = uniqueEmail(role);
    await o.post("/api/team/invitations", { email, role, ...(events ? { events } : {}) });
    const person = await signUpVerified(t, { email, planType: "free" });
    await t.jobs.idle();
    const token = (await t.linkFromMail(email, "team-invitation")).split("/").pop()!;
    await expectStatus(person.client.request("POST", `/api/team-invitations/${token}/accept`, {}), 200);
    await expectStatus(person.client.request("PUT", "/api/team/current", { accountId: owner.id }), 200);
    return person;
  };
  const sideEvent = await o.post("/api/events", eventInput({ name: "Side event", locationName: "Side hall" }));
  const team = {
    viewer: await teamMember("viewer"),
    removed: await teamMember("editor"),
    limited: await teamMember("admin", [sideEvent.id as string]),
  };
  await expectStatus(owner.client.request("DELETE", `/api/team/members/${team.removed.id}`), 200);

  return {
    t,
    owner,
    stranger,
    member,
    guest: guestOfOwner,
    admin,
    onPlan,
    team,
    ids: {
      venue,
      venueToken,
      event: event.id as string,
      activity: activity.id as string,
      checklist,
      item,
      page,
      pageToken,
      guest,
      guestToken,
      rsvpToken,
      tickets,
    },
    fresh,
    readers,
    async snapshot(call) {
      const text = JSON.stringify(call ?? null);
      const paths = [...new Set([...readers].filter(([id]) => text.includes(id)).map(([, path]) => path))].sort();
      const reads = await Promise.all(
        paths.map(async (path) => `${path} ${(await owner.client.request("GET", path)).body}`),
      );
      return reads.join("\n");
    },
    close: () => t.close(),
  };
}

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Makes a route's call as `client` (a person, or an anonymous visitor). */
export function send(
  client: Client,
  method: Method,
  call: { url: string; body?: unknown; upload?: { field: string; bytes: Buffer } },
) {
  if (call.upload)
    return client.upload(method as "POST" | "PUT", call.url, call.upload.field, { bytes: call.upload.bytes });
  return client.request(method, call.url, call.body);
}
