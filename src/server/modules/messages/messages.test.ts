import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { rsvpContract as rsvpApi } from "#shared/rsvp/contract.ts";
import { urlOf } from "#shared/contract.ts";
import { messagesContract as messagesApi } from "#shared/messages/contract.ts";
import { MESSAGE_BODY_MAX } from "#shared/messages/schemas.ts";
import { createTestApp, type TestApp } from "../../../../tests/fixtures/test-app.ts";
import { readEventStream } from "#tests/fixtures/event-stream.ts";
import {
  eventInput,
  signUp,
  uniqueEmail,
  verifyEmail,
  type SignedUpUser,
} from "../../../../tests/fixtures/factories.ts";
import { expectOneWinner, race } from "../../../../tests/fixtures/concurrency.ts";

let t: TestApp;
let organiser: SignedUpUser;
let otherOrganiser: SignedUpUser;
let ann: SignedUpUser;
let bob: SignedUpUser;
let stranger: SignedUpUser;
let free: SignedUpUser;
let eventId: string;
let otherEventId: string;

async function ok<T = Record<string, unknown>>(
  response: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status = 200,
): Promise<T> {
  const r = await response;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
}

async function attendee(name: string): Promise<SignedUpUser> {
  const person = await signUp(t.client(), {
    firstName: name,
    lastName: "Tester",
    email: uniqueEmail(name.toLowerCase()),
    planType: "premium",
  });
  await verifyEmail(t, person);
  return person;
}

async function addGuest(owner: SignedUpUser, event: string, person: SignedUpUser) {
  await ok(
    owner.client.call(rsvpApi.addGuest, { params: { eventId: event }, body: { name: "Guest", email: person.email } }),
    201,
  );
}

const start = (from: SignedUpUser, to: SignedUpUser) =>
  from.client.call(messagesApi.start, { body: { userId: to.id } });
const send = (from: SignedUpUser, conversationId: string, body: string, extra: Record<string, unknown> = {}) =>
  from.client.call(messagesApi.send, { params: { conversationId }, body: { body, ...extra } });
const unread = async (person: SignedUpUser) =>
  (await ok<{ total: number }>(person.client.call(messagesApi.unread))).total;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await attendee("Olga");
  otherOrganiser = await attendee("Otto");
  ann = await attendee("Ann");
  bob = await attendee("Bob");
  stranger = await attendee("Sam");
  free = await signUp(t.client(), { planType: "free" });
  eventId = (
    await ok<{ id: string }>(
      organiser.client.call(eventsApi.create, { body: eventInput({ name: "Class of 2006" }) }),
      201,
    )
  ).id;
  otherEventId = (
    await ok<{ id: string }>(
      otherOrganiser.client.call(eventsApi.create, { body: eventInput({ name: "Choir trip" }) }),
      201,
    )
  ).id;
  await addGuest(organiser, eventId, ann);
  await addGuest(organiser, eventId, bob);
  // The other organiser's event has Ann and Bob too: their reports name one event, and only its organiser reads them.
  await addGuest(otherOrganiser, otherEventId, ann);
  await addGuest(otherOrganiser, otherEventId, bob);
});

afterAll(() => t.close());

describe("private messages", () => {
  let conversationId: string;

  it("lists the people one shares an event with as contacts, searchable by name", async () => {
    const contacts = await ok<{ items: Array<{ id: string; name: string; events: string[] }> }>(
      ann.client.call(messagesApi.contacts),
    );
    expect(contacts.items.map((c) => c.id).sort()).toEqual([organiser.id, otherOrganiser.id, bob.id].sort());
    expect(contacts.items.find((c) => c.id === bob.id)!.events.sort()).toEqual(["Choir trip", "Class of 2006"]);
    const found = await ok<{ items: Array<{ id: string }> }>(
      ann.client.call(messagesApi.contacts, { query: { q: "bo" } }),
    );
    expect(found.items.map((c) => c.id)).toEqual([bob.id]);
    const none = await ok<{ items: unknown[] }>(stranger.client.call(messagesApi.contacts));
    expect(none.items).toEqual([]);
  });

  it("lets two attendees of one event message each other, with unread counts and reading", async () => {
    const created = await ok<{ id: string; other: { id: string; name: string } }>(start(ann, bob), 201);
    conversationId = created.id;
    expect(created.other).toMatchObject({ id: bob.id, name: "Bob Tester" });
    // Bob opening it finds the same conversation.
    expect((await ok<{ id: string }>(start(bob, ann))).id).toBe(conversationId);
    // An empty conversation is not listed for either side yet.
    expect((await ok<{ items: unknown[] }>(bob.client.call(messagesApi.conversations))).items).toEqual([]);

    const first = await ok<{ id: string; body: string; mine: boolean }>(
      send(ann, conversationId, "  Hi Bob, <b>coming</b>?  "),
      201,
    );
    expect(first).toMatchObject({ body: "Hi Bob, <b>coming</b>?", mine: true });
    await ok(send(ann, conversationId, "Second"), 201);
    expect(await unread(bob)).toBe(2);
    expect(await unread(ann)).toBe(0);

    const list = await ok<{ items: Array<Record<string, unknown>> }>(bob.client.call(messagesApi.conversations));
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      id: conversationId,
      unread: 2,
      other: { id: ann.id },
      lastMessage: { body: "Second", mine: false },
      canMessage: true,
    });

    const page = await ok<{ items: Array<{ body: string; mine: boolean }>; hasMore: boolean }>(
      bob.client.call(messagesApi.messages, { params: { conversationId } }),
    );
    expect(page.items.map((m) => [m.body, m.mine])).toEqual([
      ["Hi Bob, <b>coming</b>?", false],
      ["Second", false],
    ]);
    expect(page.hasMore).toBe(false);

    expect(await ok<{ total: number }>(bob.client.call(messagesApi.markRead, { params: { conversationId } }))).toEqual({
      total: 0,
    });
    expect(await unread(bob)).toBe(0);
    await ok(send(bob, conversationId, "Yes!"), 201);
    expect(await unread(ann)).toBe(1);
  });

  it("pages older messages backwards", async () => {
    for (let i = 0; i < 5; i++) await ok(send(ann, conversationId, `Page ${i}`), 201);
    const newest = await ok<{ items: Array<{ body: string; createdAt: string }>; hasMore: boolean }>(
      ann.client.call(messagesApi.messages, { params: { conversationId }, query: { limit: 3 } }),
    );
    expect(newest.hasMore).toBe(true);
    const seen = [...newest.items];
    let before = newest.items[0]!.createdAt;
    for (;;) {
      const older = await ok<{ items: Array<{ body: string; createdAt: string }>; hasMore: boolean }>(
        ann.client.call(messagesApi.messages, { params: { conversationId }, query: { limit: 3, before } }),
      );
      seen.unshift(...older.items);
      if (!older.hasMore) break;
      before = older.items[0]!.createdAt;
    }
    expect(seen.map((m) => m.body)).toEqual([
      "Hi Bob, <b>coming</b>?",
      "Second",
      "Yes!",
      "Page 0",
      "Page 1",
      "Page 2",
      "Page 3",
      "Page 4",
    ]);
  });

  it("sends a retried message once when it carries a client id", async () => {
    const clientId = crypto.randomUUID();
    const first = await ok<{ id: string }>(send(ann, conversationId, "Once", { clientId }), 201);
    const again = await ok<{ id: string }>(send(ann, conversationId, "Once", { clientId }), 200);
    expect(again.id).toBe(first.id);
    expect(first.id).toBe(clientId);
    // Someone else's id cannot be reused to read or overwrite their message.
    expect((await send(bob, conversationId, "Mine", { clientId })).statusCode).toBe(409);
  });

  it("refuses a stranger with 404, another person's conversation with 404, and the free plan with 403", async () => {
    const refused = await start(stranger, ann);
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).fields).toHaveProperty("userId");
    expect((await start(stranger, { ...ann, id: "no-such-user" })).statusCode).toBe(404);
    expect((await start(ann, ann)).statusCode).toBe(400);
    for (const endpoint of [messagesApi.conversation, messagesApi.messages, messagesApi.markRead]) {
      expect((await stranger.client.call(endpoint, { params: { conversationId } })).statusCode, endpoint.path).toBe(
        404,
      );
    }
    expect((await send(organiser, conversationId, "Let me in")).statusCode).toBe(404);
    expect((await ok<{ items: unknown[] }>(stranger.client.call(messagesApi.conversations))).items).toEqual([]);
    const plan = await free.client.call(messagesApi.conversations);
    expect(plan.statusCode).toBe(403);
    expect(errorOf(plan).code).toBe("PLAN_REQUIRED");
  });

  it("refuses bad bodies naming the field", async () => {
    for (const body of [{ body: "   " }, { body: "x".repeat(MESSAGE_BODY_MAX + 1) }, { body: "Hi", extra: 1 }]) {
      const r = await ann.client.call(messagesApi.send, { params: { conversationId }, body });
      expect(r.statusCode, r.body).toBe(400);
      expect(Object.keys(errorOf(r).fields ?? {}).join(" "), r.body).toMatch(
        body.body === "Hi" ? /extra|body/ : /body/,
      );
    }
    await ok(send(ann, conversationId, "x".repeat(MESSAGE_BODY_MAX)), 201);
  });

  it("stops messages across a block, either way, until unblocked", async () => {
    const clientId = crypto.randomUUID();
    const sentBefore = await ok<{ id: string }>(send(ann, conversationId, "Before the block", { clientId }), 201);
    await ok(bob.client.call(messagesApi.block, { params: { userId: ann.id } }));
    const blocked = await send(ann, conversationId, "Still there?");
    expect(blocked.statusCode).toBe(403);
    // A retry of what was sent before the block still gets that message, and sends nothing new.
    expect((await ok<{ id: string }>(send(ann, conversationId, "Before the block", { clientId }), 200)).id).toBe(
      sentBefore.id,
    );
    expect(errorOf(blocked).message).toBe("You can't message this person.");
    expect((await send(bob, conversationId, "Bye")).statusCode).toBe(403);
    const annView = await ok<{ blockedMe: boolean; blockedByMe: boolean; canMessage: boolean }>(
      ann.client.call(messagesApi.conversation, { params: { conversationId } }),
    );
    expect(annView).toMatchObject({ blockedMe: true, blockedByMe: false, canMessage: false });
    expect(
      (annView as unknown as { sharedEvents: Array<{ name: string }> }).sharedEvents.map((e) => e.name).sort(),
    ).toEqual(["Choir trip", "Class of 2006"]);
    expect(
      (await ok<{ items: Array<{ id: string }> }>(bob.client.call(messagesApi.blocks))).items.map((b) => b.id),
    ).toEqual([ann.id]);
    // Blocked people drop out of each other's contacts.
    expect(
      (await ok<{ items: Array<{ id: string }> }>(ann.client.call(messagesApi.contacts))).items.map((c) => c.id),
    ).not.toContain(bob.id);

    await ok(bob.client.call(messagesApi.unblock, { params: { userId: ann.id } }));
    await ok(send(ann, conversationId, "Friends again"), 201);
    expect((await ok<{ items: unknown[] }>(bob.client.call(messagesApi.blocks))).items).toEqual([]);
  });

  it("refuses a new conversation with someone who blocked you, and blocks of strangers and oneself", async () => {
    await ok(organiser.client.call(messagesApi.block, { params: { userId: ann.id } }));
    const r = await start(ann, organiser);
    expect(r.statusCode).toBe(403);
    expect(errorOf(r).message).toBe("You can't message this person.");
    await ok(organiser.client.call(messagesApi.unblock, { params: { userId: ann.id } }));
    expect((await stranger.client.call(messagesApi.block, { params: { userId: ann.id } })).statusCode).toBe(404);
    expect((await stranger.client.call(messagesApi.unblock, { params: { userId: ann.id } })).statusCode).toBe(404);
    expect((await ann.client.call(messagesApi.block, { params: { userId: ann.id } })).statusCode).toBe(400);
  });

  it("sends a report to the organiser of the named event only, once", async () => {
    const page = await ok<{ items: Array<{ id: string; mine: boolean }> }>(
      bob.client.call(messagesApi.messages, { params: { conversationId } }),
    );
    const fromAnn = page.items.find((m) => !m.mine)!;
    const mineToo = page.items.find((m) => m.mine)!;
    const report = (messageId: string, body: Record<string, unknown>, who = bob) =>
      who.client.call(messagesApi.report, { params: { messageId }, body });

    expect((await report(mineToo.id, { eventId })).statusCode).toBe(404);
    expect((await report(fromAnn.id, { eventId }, stranger)).statusCode).toBe(404);
    const wrongEvent = await report(fromAnn.id, { eventId: crypto.randomUUID() });
    expect(wrongEvent.statusCode).toBe(404);
    expect(errorOf(wrongEvent).fields).toHaveProperty("eventId");
    expect((await report(fromAnn.id, { eventId, reason: "x".repeat(501) })).statusCode).toBe(400);

    const created = await ok<{ id: string }>(report(fromAnn.id, { eventId, reason: "Rude" }), 201);
    expect((await report(fromAnn.id, { eventId, reason: "Again" })).statusCode).toBe(409);

    const reports = await ok<{ items: Array<Record<string, unknown>> }>(
      organiser.client.call(messagesApi.eventReports, { params: { eventId } }),
    );
    expect(reports.items).toHaveLength(1);
    expect(reports.items[0]).toMatchObject({
      id: created.id,
      reason: "Rude",
      sender: { id: ann.id },
      reporter: { id: bob.id },
      resolvedAt: null,
    });
    expect(
      (
        await ok<{ items: unknown[] }>(
          otherOrganiser.client.call(messagesApi.eventReports, { params: { eventId: otherEventId } }),
        )
      ).items,
    ).toEqual([]);
    expect((await otherOrganiser.client.call(messagesApi.eventReports, { params: { eventId } })).statusCode).toBe(404);
    expect((await ann.client.call(messagesApi.eventReports, { params: { eventId } })).statusCode).toBe(404);
    expect(
      (await otherOrganiser.client.call(messagesApi.resolveReport, { params: { reportId: created.id } })).statusCode,
    ).toBe(404);

    const resolved = await ok<{ resolvedAt: string | null }>(
      organiser.client.call(messagesApi.resolveReport, { params: { reportId: created.id } }),
    );
    expect(resolved.resolvedAt).not.toBeNull();
  });

  it("makes one conversation of ten started at once", async () => {
    const carol = await attendee("Carol");
    await addGuest(organiser, eventId, carol);
    const outcome = await race(10, (i) => (i % 2 === 0 ? start(carol, organiser) : start(organiser, carol)));
    const winner = expectOneWinner(outcome, 201, 200);
    const ids = new Set(outcome.responses.map((r) => r.json().id as string));
    expect([...ids]).toEqual([winner.json().id]);
  });
});

describe("the inbox stream", () => {
  it("sends the inbox view on connect and again after a message arrives", async () => {
    const dana = await attendee("Dana");
    await addGuest(organiser, eventId, dana);
    const conversation = await ok<{ id: string }>(start(ann, dana), 201);
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    type Inbox = { unread: number; conversations: Array<{ id: string; lastMessageId: string | null }> };
    const stream = await readEventStream(`${address}${urlOf(messagesApi.stream)}`, dana.client.jar.header());
    try {
      expect((await stream.next<Inbox>("inbox")).unread).toBe(0);
      const sent = await ok<{ id: string }>(send(ann, conversation.id, "Live!"), 201);
      const second = await stream.next<Inbox>("inbox");
      expect(second.unread).toBe(1);
      expect(second.conversations[0]).toMatchObject({ id: conversation.id, lastMessageId: sent.id });
    } finally {
      stream.close();
    }
  });

  it("answers a plain request once as JSON", async () => {
    const view = await ok<{ unread: number }>(ann.client.call(messagesApi.stream));
    expect(typeof view.unread).toBe("number");
  });
});
