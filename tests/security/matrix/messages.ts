import { uniqueEmail, verifyEmail, signUp, type SignedUpUser } from "../../fixtures/factories.ts";
import type { RouteExpectation } from "../route-matrix.ts";
import { expectStatus, type World } from "../world.ts";

const palEvents = new WeakMap<World, Promise<string>>();
/** An event of the owner's own for these calls, so the guests they add leave the standing event alone. */
const palEvent = (w: World) => {
  if (!palEvents.has(w)) palEvents.set(w, w.fresh.event());
  return palEvents.get(w)!;
};

/**
 * A person who shares the owner's event (a verified guest on premium), so the owner may message them.
 * Their id is registered as one of the owner's records: to anyone else they are a stranger (404).
 */
async function freshPal(w: World): Promise<SignedUpUser> {
  const pal = await signUp(w.t.client(), { email: uniqueEmail("pal"), planType: "premium" });
  await verifyEmail(w.t, pal);
  await expectStatus(
    w.owner.client.request("POST", `/api/events/${await palEvent(w)}/guests`, { name: "Pal", email: pal.email }),
    201,
  );
  w.readers.set(pal.id, "/api/messages/contacts");
  return pal;
}

/** A conversation between the owner and a pal, registered with the path that reads it. */
async function freshConversation(w: World): Promise<{ pal: SignedUpUser; id: string }> {
  const pal = await freshPal(w);
  const id = (await expectStatus(w.owner.client.request("POST", "/api/conversations", { userId: pal.id }), 201)).json()
    .id as string;
  w.readers.set(id, `/api/conversations/${id}/messages`);
  return { pal, id };
}

const conversations = new WeakMap<World, Promise<{ pal: SignedUpUser; id: string }>>();
/** One standing conversation for the calls that only read or add to it. */
const standing = (w: World) => {
  if (!conversations.has(w)) conversations.set(w, freshConversation(w));
  return conversations.get(w)!;
};

/** A message from a pal to the owner, for the owner to report. */
async function palMessage(w: World): Promise<string> {
  const { pal, id } = await freshConversation(w);
  const message = (
    await expectStatus(pal.client.request("POST", `/api/conversations/${id}/messages`, { body: "Hello there" }), 201)
  ).json().id as string;
  w.readers.set(message, `/api/conversations/${id}/messages`);
  return message;
}

async function report(w: World): Promise<string> {
  const message = await palMessage(w);
  const created = (
    await expectStatus(
      w.owner.client.request("POST", `/api/messages/${message}/report`, { eventId: await palEvent(w), reason: "Spam" }),
      201,
    )
  ).json();
  w.readers.set(created.id as string, `/api/events/${await palEvent(w)}/message-reports`);
  return created.id as string;
}

const premium = { access: "user", requires: "premium" } as const;
/**
 * The caller's own messages: their own plan or the plan of a host whose event they share opens them. The
 * guest of the owner's event shares nothing with the owner's pals and conversations: 404.
 */
const own = { ...premium, tierFrom: "caller or event" } as const;
const notTheGuests = { ...own, guestGets: 404 } as const;

export const MESSAGE_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/messages/contacts": { ...own, call: () => ({ url: "/api/messages/contacts?q=pal" }) },
  "GET /api/messages/unread": { ...own, call: () => ({ url: "/api/messages/unread" }) },
  "GET /api/messages/stream": { ...own, call: () => ({ url: "/api/messages/stream" }) },
  "GET /api/conversations": { ...own, call: () => ({ url: "/api/conversations" }) },
  "POST /api/conversations": {
    ...notTheGuests,
    call: async (w) => ({ url: "/api/conversations", body: { userId: (await freshPal(w)).id } }),
    ok: 201,
  },
  "GET /api/conversations/:conversationId": {
    ...notTheGuests,
    call: async (w) => ({ url: `/api/conversations/${(await standing(w)).id}` }),
  },
  "GET /api/conversations/:conversationId/messages": {
    ...notTheGuests,
    call: async (w) => ({ url: `/api/conversations/${(await standing(w)).id}/messages?limit=10` }),
  },
  "POST /api/conversations/:conversationId/messages": {
    ...notTheGuests,
    call: async (w) => ({
      url: `/api/conversations/${(await standing(w)).id}/messages`,
      body: { body: "Are you coming?" },
    }),
    ok: 201,
  },
  "POST /api/conversations/:conversationId/read": {
    ...notTheGuests,
    call: async (w) => ({ url: `/api/conversations/${(await standing(w)).id}/read` }),
  },
  "GET /api/blocks": { ...own, call: () => ({ url: "/api/blocks" }) },
  "POST /api/users/:userId/block": {
    ...notTheGuests,
    call: async (w) => ({ url: `/api/users/${(await freshPal(w)).id}/block` }),
  },
  "DELETE /api/users/:userId/block": {
    ...notTheGuests,
    call: async (w) => ({ url: `/api/users/${(await freshPal(w)).id}/block` }),
  },
  "POST /api/messages/:messageId/report": {
    ...notTheGuests,
    call: async (w) => ({
      url: `/api/messages/${await palMessage(w)}/report`,
      body: { eventId: await palEvent(w), reason: "Unkind" },
    }),
    ok: 201,
  },
  "GET /api/events/:eventId/message-reports": {
    ...premium,
    call: async (w) => ({ url: `/api/events/${await palEvent(w)}/message-reports` }),
  },
  "POST /api/message-reports/:reportId/resolve": {
    ...premium,
    call: async (w) => ({ url: `/api/message-reports/${await report(w)}/resolve` }),
  },
};
