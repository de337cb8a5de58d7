import type { RouteExpectation } from "../route-matrix.ts";
import { expectStatus, OWNER_MARKER, type World } from "../world.ts";
import { freshVolunteer } from "./volunteers.ts";

const organiser = { access: "user", requires: "business" } as const;
const P = (event: string) => `/api/events/${event}/staff-portal`;

/** A fresh post of the owner's standing event's staff channel, registered so the suite knows whose it is. */
async function freshPost(w: World): Promise<string> {
  const post = (
    await expectStatus(
      w.owner.client.request("POST", `${P(w.ids.event)}/posts`, {
        body: `Briefing ${OWNER_MARKER}`,
        audience: "everyone",
      }),
      201,
    )
  ).json();
  w.readers.set(post.id, P(w.ids.event));
  return post.id as string;
}

export const STAFF_PORTAL_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/events/:eventId/staff-portal": { ...organiser, call: (w) => ({ url: P(w.ids.event) }) },
  "POST /api/events/:eventId/staff-portal/posts": {
    ...organiser,
    call: (w) => ({ url: `${P(w.ids.event)}/posts`, body: { body: "Doors at six", audience: "everyone" } }),
    ok: 201,
  },
  "DELETE /api/events/:eventId/staff-portal/posts/:postId": {
    ...organiser,
    call: async (w) => ({ url: `${P(w.ids.event)}/posts/${await freshPost(w)}` }),
  },
  // The volunteer's side: their personal link is the key, the host's plan opens it (staff-portal.test.ts).
  "GET /api/public/volunteers/:token/staff-portal": {
    access: "public",
    why: "an approved volunteer reads the staff channel through their personal link",
    call: async (w) => {
      await freshPost(w);
      return { url: `/api/public/volunteers/${(await freshVolunteer(w)).token}/staff-portal` };
    },
  },
  "POST /api/public/volunteers/:token/staff-portal/posts": {
    access: "public",
    why: "an approved volunteer writes to the staff channel through their personal link (limited per link)",
    call: async (w) => ({
      url: `/api/public/volunteers/${(await freshVolunteer(w)).token}/staff-portal/posts`,
      body: { body: "On my way" },
    }),
    ok: 201,
  },
};
