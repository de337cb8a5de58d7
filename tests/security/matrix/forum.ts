import type { RouteExpectation } from "../route-matrix.ts";
import { OWNER_MARKER, type World } from "../world.ts";

/** A fresh thread of the owner on their event, registered with the path that reads it back. */
async function thread(w: World): Promise<string> {
  const response = await w.owner.client.request("POST", `/api/events/${w.ids.event}/forum/threads`, {
    title: `Topic ${OWNER_MARKER}`,
    body: `Body ${OWNER_MARKER}`,
  });
  if (response.statusCode !== 201) throw new Error(`thread: ${response.statusCode} ${response.body}`);
  const id = (response.json() as { id: string }).id;
  w.readers.set(id, `/api/forum/threads/${id}`);
  return id;
}

async function post(w: World): Promise<string> {
  const threadId = await thread(w);
  const response = await w.owner.client.request("POST", `/api/forum/threads/${threadId}/posts`, {
    body: `Reply ${OWNER_MARKER}`,
  });
  if (response.statusCode !== 201) throw new Error(`post: ${response.statusCode} ${response.body}`);
  const id = (response.json() as { id: string }).id;
  w.readers.set(id, `/api/forum/threads/${threadId}`);
  return id;
}

async function chatMessage(w: World): Promise<string> {
  const response = await w.owner.client.request("POST", `/api/events/${w.ids.event}/chat/messages`, {
    body: `Hello ${OWNER_MARKER}`,
  });
  if (response.statusCode !== 201) throw new Error(`chat message: ${response.statusCode} ${response.body}`);
  const id = (response.json() as { id: string }).id;
  w.readers.set(id, `/api/events/${w.ids.event}/chat/messages`);
  return id;
}

const member = { access: "user", requires: "premium", tierFrom: "event" } as const;
/** What only the author or the organiser may do: the guest belongs to the event, so 403 rather than 404. */
const authorsOnly = { ...member, guestGets: 403 } as const;

export const FORUM_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/events/:eventId/forum/threads": {
    ...member,
    call: (w) => ({ url: `/api/events/${w.ids.event}/forum/threads` }),
  },
  "POST /api/events/:eventId/forum/threads": {
    ...member,
    call: (w) => ({
      url: `/api/events/${w.ids.event}/forum/threads`,
      body: { title: "Photos", body: "Who has some?" },
    }),
    ok: 201,
  },
  "GET /api/forum/threads/:id": { ...member, call: async (w) => ({ url: `/api/forum/threads/${await thread(w)}` }) },
  "PATCH /api/forum/threads/:id": {
    ...authorsOnly,
    call: async (w) => ({ url: `/api/forum/threads/${await thread(w)}`, body: { pinned: true } }),
  },
  "DELETE /api/forum/threads/:id": {
    ...authorsOnly,
    call: async (w) => ({ url: `/api/forum/threads/${await thread(w)}` }),
  },
  "POST /api/forum/threads/:id/posts": {
    ...member,
    call: async (w) => ({ url: `/api/forum/threads/${await thread(w)}/posts`, body: { body: "Me!" } }),
    ok: 201,
  },
  "PATCH /api/forum/posts/:id": {
    ...authorsOnly,
    call: async (w) => ({ url: `/api/forum/posts/${await post(w)}`, body: { hidden: true } }),
  },
  "DELETE /api/forum/posts/:id": { ...authorsOnly, call: async (w) => ({ url: `/api/forum/posts/${await post(w)}` }) },
  "GET /api/events/:eventId/chat/messages": {
    ...member,
    call: (w) => ({ url: `/api/events/${w.ids.event}/chat/messages` }),
  },
  "POST /api/events/:eventId/chat/messages": {
    ...member,
    call: (w) => ({ url: `/api/events/${w.ids.event}/chat/messages`, body: { body: "Hi all" } }),
    ok: 201,
  },
  "PATCH /api/chat/messages/:id": {
    ...authorsOnly,
    call: async (w) => ({ url: `/api/chat/messages/${await chatMessage(w)}`, body: { hidden: true } }),
  },
  // Without Accept: text/event-stream the stream answers the newest page once, as JSON.
  "GET /api/events/:eventId/chat/stream": {
    ...member,
    call: (w) => ({ url: `/api/events/${w.ids.event}/chat/stream` }),
  },
};
