import type { RouteExpectation } from "../route-matrix.ts";
import type { World } from "../world.ts";

const businessRoute = { access: "user", requires: "business" } as const;

/** A guest of a fresh event of the owner, picked by hand. */
async function guestPicked(w: World) {
  const { event, guest } = await w.fresh.guest();
  return { eventId: event, guestIds: [guest] };
}

/** The business dashboard and the bulk operations (business tier, for the account a team member works in). */
export const BULK_OPERATION_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/business/overview": { ...businessRoute, call: () => ({ url: "/api/business/overview" }) },
  "POST /api/bulk/guests/preview": {
    ...businessRoute,
    call: (w) => ({ url: "/api/bulk/guests/preview", body: { eventId: w.ids.event, matching: {} } }),
  },
  "POST /api/bulk/guests": {
    ...businessRoute,
    call: async (w) => ({
      url: "/api/bulk/guests",
      body: { ...(await guestPicked(w)), operation: { action: "delete" } },
    }),
  },
  "GET /api/bulk/guests/export": {
    ...businessRoute,
    call: (w) => ({ url: `/api/bulk/guests/export?eventId=${w.ids.event}&guestIds=${w.ids.guest}&format=csv` }),
  },
  "POST /api/bulk/events/preview": {
    ...businessRoute,
    call: (w) => ({ url: "/api/bulk/events/preview", body: { eventIds: [w.ids.event] } }),
  },
  "POST /api/bulk/events": {
    ...businessRoute,
    call: async (w) => ({
      url: "/api/bulk/events",
      body: { eventIds: [await w.fresh.event()], operation: { action: "delete" } },
    }),
  },
  "GET /api/bulk/events/export": {
    ...businessRoute,
    call: (w) => ({ url: `/api/bulk/events/export?eventIds=${w.ids.event}&format=csv` }),
  },
  "GET /api/bulk/jobs/:jobId": {
    ...businessRoute,
    // A job exists only after a selection above the threshold; the route's suite (bulk-operations.test.ts) follows one.
    call: () => ({ url: "/api/bulk/jobs/00000000-0000-4000-8000-000000000000" }),
    ok: 404,
  },
};
