import type { RouteExpectation } from "../route-matrix.ts";
import { tinyPng } from "../world.ts";

const premium = { access: "user", requires: "premium" } as const;
/** The caller's own profile and events: their own plan or a host's opens them. */
const own = { ...premium, tierFrom: "caller or event" } as const;
/** The people of the event named: the owner's plan opens them for every member. */
const asMember = { ...premium, tierFrom: "event" } as const;

export const PEOPLE_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/community/events": { ...own, call: () => ({ url: "/api/community/events" }) },
  "GET /api/profile": { ...own, call: () => ({ url: "/api/profile" }) },
  "PUT /api/profile": {
    ...own,
    call: () => ({ url: "/api/profile", body: { bio: "Hello there", visibility: { bio: "members" } } }),
  },
  "POST /api/profile/then-photo": {
    ...own,
    call: async () => ({ url: "/api/profile/then-photo", upload: { field: "photo", bytes: await tinyPng() } }),
  },
  "DELETE /api/profile/then-photo": { ...own, call: () => ({ url: "/api/profile/then-photo" }) },
  "GET /api/events/:eventId/people": {
    ...asMember,
    call: (w) => ({ url: `/api/events/${w.ids.event}/people?q=a&page=1` }),
  },
  "GET /api/events/:eventId/people/facets": {
    ...asMember,
    call: (w) => ({ url: `/api/events/${w.ids.event}/people/facets` }),
  },
  "GET /api/events/:eventId/tags": { ...premium, call: (w) => ({ url: `/api/events/${w.ids.event}/tags` }) },
  "POST /api/events/:eventId/tags": {
    ...premium,
    call: async (w) => {
      const { event, guest } = await w.fresh.guest();
      return { url: `/api/events/${event}/tags`, body: { tag: "VIP", guestIds: [guest] } };
    },
  },
  "POST /api/events/:eventId/tags/remove": {
    ...premium,
    call: async (w) => {
      const { event, guest } = await w.fresh.guest();
      return { url: `/api/events/${event}/tags/remove`, body: { tag: "VIP", guestIds: [guest] } };
    },
  },
  "POST /api/events/:eventId/tags/rename": {
    ...premium,
    call: async (w) => ({
      url: `/api/events/${(await w.fresh.guest()).event}/tags/rename`,
      body: { from: "VIP", to: "Friends" },
    }),
  },
  "POST /api/events/:eventId/tags/delete": {
    ...premium,
    call: async (w) => ({ url: `/api/events/${(await w.fresh.guest()).event}/tags/delete`, body: { tag: "VIP" } }),
  },
};
