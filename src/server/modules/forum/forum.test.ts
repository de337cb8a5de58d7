import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { rsvpContract as rsvpApi } from "#shared/rsvp/contract.ts";
import type { TestCallInput } from "../../../../tests/fixtures/http-client.ts";
import { changePlan, createTestApp, type TestApp } from "../../../../tests/fixtures/test-app.ts";
import { readEventStream } from "#tests/fixtures/event-stream.ts";
import { urlOf } from "#shared/contract.ts";
import { forumContract as forumApi } from "#shared/forum/contract.ts";
import {
  eventInput,
  signUp,
  uniqueEmail,
  verifyEmail,
  type SignedUpUser,
} from "../../../../tests/fixtures/factories.ts";

let t: TestApp;
let organiser: SignedUpUser;
let alice: SignedUpUser;
let bob: SignedUpUser;
let stranger: SignedUpUser;
let freeGuest: SignedUpUser;
let eventId: string;

async function json<T = Record<string, unknown>>(
  response: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status: number,
): Promise<T> {
  const r = await response;
  expect(r.statusCode, r.body).toBe(status);
  return r.json() as T;
}

beforeAll(async () => {
  t = await createTestApp();
  organiser = await signUp(t.client(), { planType: "premium" });
  alice = await signUp(t.client(), { planType: "premium", email: uniqueEmail("alice"), firstName: "Alice" });
  bob = await signUp(t.client(), { planType: "premium", email: uniqueEmail("bob"), firstName: "Bob" });
  stranger = await signUp(t.client(), { planType: "premium" });
  freeGuest = await signUp(t.client(), { email: uniqueEmail("free") });
  for (const person of [alice, bob, stranger, freeGuest]) await verifyEmail(t, person);
  eventId = (await json<{ id: string }>(organiser.client.call(eventsApi.create, { body: eventInput() }), 201)).id;
  for (const person of [alice, bob, freeGuest]) {
    await json(
      organiser.client.call(rsvpApi.addGuest, { params: { eventId }, body: { name: "Guest", email: person.email } }),
      201,
    );
  }
});

afterAll(() => t.close());

const threads = (who: SignedUpUser) => who.client.call(forumApi.threads, { params: { eventId } });

async function newThread(by: SignedUpUser, title = "Who is bringing the photos?"): Promise<string> {
  return (
    await json<{ id: string }>(
      by.client.call(forumApi.createThread, { params: { eventId }, body: { title, body: "Let's collect them here." } }),
      201,
    )
  ).id;
}

describe("forum", () => {
  it("lets two members start a thread and reply, keeping count and order", async () => {
    const id = await newThread(alice);
    await json(
      bob.client.call(forumApi.reply, { params: { id: id }, body: { body: "I have a box of them <b>here</b>." } }),
      201,
    );
    await json(alice.client.call(forumApi.reply, { params: { id: id }, body: { body: "Great, bring them!" } }), 201);
    const view = await json<{
      thread: { replyCount: number; author: { name: string }; mine: boolean };
      posts: { items: Array<{ body: string }>; total: number };
    }>(bob.client.call(forumApi.thread, { params: { id: id } }), 200);
    expect(view.thread.replyCount).toBe(2);
    expect(view.thread.mine).toBe(false);
    expect(view.posts.items.map((p) => p.body)).toEqual(["I have a box of them <b>here</b>.", "Great, bring them!"]);
    const list = await json<{ items: Array<{ id: string; replyCount: number }> }>(threads(organiser), 200);
    expect(list.items.find((i) => i.id === id)?.replyCount).toBe(2);
  });

  it("lists pinned threads first, then by last activity", async () => {
    const older = await newThread(bob, "Older");
    const newer = await newThread(bob, "Newer");
    await json(organiser.client.call(forumApi.updateThread, { params: { id: older }, body: { pinned: true } }), 200);
    const list = await json<{ items: Array<{ id: string; pinned: boolean }> }>(threads(alice), 200);
    expect(list.items[0]!.id).toBe(older);
    expect(list.items[1]!.id).toBe(newer);
  });

  it("refuses replies to a locked thread", async () => {
    const id = await newThread(alice);
    await json(organiser.client.call(forumApi.updateThread, { params: { id: id }, body: { locked: true } }), 200);
    const refused = await json<{ error: { code: string; message: string } }>(
      bob.client.call(forumApi.reply, { params: { id: id }, body: { body: "Late" } }),
      409,
    );
    expect(refused.error).toMatchObject({ code: "CONFLICT", message: "This thread is locked." });
  });

  it("hides a post from attendees when the organiser hides it, and keeps the count right", async () => {
    const id = await newThread(alice);
    const post = await json<{ id: string }>(
      bob.client.call(forumApi.reply, { params: { id: id }, body: { body: "Rude words" } }),
      201,
    );
    await json(alice.client.call(forumApi.reply, { params: { id: id }, body: { body: "Kind words" } }), 201);
    await json(organiser.client.call(forumApi.updatePost, { params: { id: post.id }, body: { hidden: true } }), 200);
    type View = { thread: { replyCount: number }; posts: { items: Array<{ id: string; hidden: boolean }> } };
    const asAlice = await json<View>(alice.client.call(forumApi.thread, { params: { id: id } }), 200);
    expect(asAlice.posts.items.map((p) => p.id)).not.toContain(post.id);
    expect(asAlice.thread.replyCount).toBe(1);
    const asOrganiser = await json<View>(organiser.client.call(forumApi.thread, { params: { id: id } }), 200);
    expect(asOrganiser.posts.items.find((p) => p.id === post.id)?.hidden).toBe(true);
    const asAuthor = await json<View>(bob.client.call(forumApi.thread, { params: { id: id } }), 200);
    expect(asAuthor.posts.items.find((p) => p.id === post.id)?.hidden).toBe(true);
    await json(alice.client.call(forumApi.updatePost, { params: { id: post.id }, body: { hidden: false } }), 404);
    // Deleting a visible reply takes it off the count too.
    const kind = asAlice.posts.items[0]!.id;
    await json(alice.client.call(forumApi.deletePost, { params: { id: kind } }), 200);
    expect((await json<View>(alice.client.call(forumApi.thread, { params: { id: id } }), 200)).thread.replyCount).toBe(
      0,
    );
  });

  it("hides a thread from attendees but not from its author", async () => {
    const id = await newThread(bob, "Off topic");
    await json(organiser.client.call(forumApi.updateThread, { params: { id: id }, body: { hidden: true } }), 200);
    await json(alice.client.call(forumApi.thread, { params: { id: id } }), 404);
    const own = await json<{ items: Array<{ id: string; hidden: boolean }> }>(threads(bob), 200);
    expect(own.items.find((i) => i.id === id)?.hidden).toBe(true);
    const other = await json<{ items: Array<{ id: string }> }>(threads(alice), 200);
    expect(other.items.map((i) => i.id)).not.toContain(id);
  });

  it("lets the author edit, refuses moderation by attendees (403) and strangers (404)", async () => {
    const id = await newThread(alice);
    expect(
      (
        await json<{ title: string }>(
          alice.client.call(forumApi.updateThread, { params: { id: id }, body: { title: "Photos, please" } }),
          200,
        )
      ).title,
    ).toBe("Photos, please");
    expect(
      (
        await json<{ error: { code: string } }>(
          bob.client.call(forumApi.updateThread, { params: { id: id }, body: { pinned: true } }),
          403,
        )
      ).error.code,
    ).toBe("FORBIDDEN");
    expect(
      (
        await json<{ error: { code: string } }>(
          bob.client.call(forumApi.updateThread, { params: { id: id }, body: { title: "Mine now" } }),
          403,
        )
      ).error.code,
    ).toBe("FORBIDDEN");
    await json(bob.client.call(forumApi.deleteThread, { params: { id: id } }), 403);
    for (const call of [
      stranger.client.call(forumApi.thread, { params: { id } }),
      stranger.client.call(forumApi.updateThread, { params: { id }, body: { pinned: true } }),
      stranger.client.call(forumApi.reply, { params: { id }, body: { body: "Hi" } }),
      threads(stranger),
      stranger.client.call(forumApi.chatMessages, { params: { eventId } }),
    ]) {
      expect((await json<{ error: { code: string } }>(call, 404)).error.code).toBe("NOT_FOUND");
    }
    await json(organiser.client.call(forumApi.deleteThread, { params: { id: id } }), 200);
    await json(alice.client.call(forumApi.thread, { params: { id: id } }), 404);
  });

  it("opens to a free member on the host's plan, and asks for premium once the host is on the free plan", async () => {
    await json(threads(freeGuest), 200);
    await json(freeGuest.client.call(forumApi.chatMessages, { params: { eventId } }), 200);
    await changePlan(t, organiser.id, "free");
    try {
      const refused = await json<{ error: { code: string; requiredPlan: string } }>(threads(freeGuest), 403);
      expect(refused.error).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "premium" });
      await json(threads(stranger), 404);
    } finally {
      await changePlan(t, organiser.id, "premium");
    }
  });

  it("names the field of bad input", async () => {
    const params = { eventId };
    const cases: Array<
      [
        typeof forumApi.createThread | typeof forumApi.sendChatMessage | typeof forumApi.chatMessages,
        TestCallInput,
        string,
      ]
    > = [
      [forumApi.createThread, { params, body: { title: " ", body: "x" } }, "title"],
      [forumApi.createThread, { params, body: { title: "x".repeat(151), body: "x" } }, "title"],
      [forumApi.createThread, { params, body: { title: "Hi", body: "x".repeat(5001) } }, "body"],
      [forumApi.createThread, { params, body: { title: "Hi", body: "x", extra: 1 } }, "extra"],
      [forumApi.sendChatMessage, { params, body: { body: "x".repeat(1001) } }, "body"],
      [forumApi.chatMessages, { params, query: { limit: 500 } }, "limit"],
    ];
    for (const [endpoint, input, field] of cases) {
      const r = await json<{ error: { code: string; fields: Record<string, string> } }>(
        alice.client.call(endpoint, input),
        400,
      );
      expect(r.error.code).toBe("VALIDATION_ERROR");
      expect(Object.keys(r.error.fields ?? {}).join(","), JSON.stringify(r)).toContain(field);
    }
  });
});

describe("chat", () => {
  it("posts and lists the newest page oldest first, with earlier pages", async () => {
    const params = { eventId };
    for (const body of ["one", "two", "three"])
      await json(alice.client.call(forumApi.sendChatMessage, { params, body: { body } }), 201);
    const page = await json<{ items: Array<{ id: string; body: string }>; hasEarlier: boolean }>(
      bob.client.call(forumApi.chatMessages, { params, query: { limit: 2 } }),
      200,
    );
    expect(page.items.map((m) => m.body)).toEqual(["two", "three"]);
    expect(page.hasEarlier).toBe(true);
    const earlier = await json<{ items: Array<{ body: string }>; hasEarlier: boolean }>(
      bob.client.call(forumApi.chatMessages, { params, query: { limit: 2, before: page.items[0]!.id } }),
      200,
    );
    expect(earlier.items.map((m) => m.body)).toEqual(["one"]);
    await json(bob.client.call(forumApi.sendChatMessage, { params, body: { body: "   " } }), 400);
  });

  it("delivers a new message to two listeners, and tells them when it is hidden", async () => {
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const listen = (person: SignedUpUser) =>
      readEventStream(`${address}${urlOf(forumApi.chatStream, { params: { eventId } })}`, person.client.jar.header());
    const [bobs, organisers] = await Promise.all([listen(bob), listen(organiser)]);
    const first = (event: string, text = "") => bobs.next<Record<string, unknown>>(event, text);
    const second = (event: string, text = "") => organisers.next<Record<string, unknown>>(event, text);
    try {
      await Promise.all([first("ready"), second("ready")]);
      const sent = await json<{ id: string }>(
        alice.client.call(forumApi.sendChatMessage, { params: { eventId }, body: { body: "Hello, room!" } }),
        201,
      );
      const [a, b] = await Promise.all([first("message", sent.id), second("message", sent.id)]);
      expect(a).toMatchObject({ id: sent.id, body: "Hello, room!", author: { id: alice.id } });
      expect(b).toMatchObject({ id: sent.id });
      await json(bob.client.call(forumApi.hideChatMessage, { params: { id: sent.id }, body: { hidden: true } }), 403);
      await json(
        organiser.client.call(forumApi.hideChatMessage, { params: { id: sent.id }, body: { hidden: true } }),
        200,
      );
      expect(await first("hidden", sent.id)).toEqual({ id: sent.id });
      expect(await second("hidden", sent.id)).toEqual({ id: sent.id });
      const page = await json<{ items: Array<{ id: string }> }>(
        bob.client.call(forumApi.chatMessages, { params: { eventId } }),
        200,
      );
      expect(page.items.map((m) => m.id)).not.toContain(sent.id);
    } finally {
      bobs.close();
      organisers.close();
    }
  }, 20_000);
});
