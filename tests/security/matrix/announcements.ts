import { eq } from "drizzle-orm";
import { announcementDeliveries } from "#server/modules/announcements/tables.ts";
import type { RouteExpectation } from "../route-matrix.ts";
import { expectStatus, OWNER_MARKER, type World } from "../world.ts";

const premium = "premium" as const;

const postBody = (emailCopy = false) => ({
  title: `Parking ${OWNER_MARKER}`,
  body: `The car park closes at midnight ${OWNER_MARKER}`,
  emailCopy,
});

/** A fresh announcement on the owner's event, registered so the suite knows whose it is. */
async function freshPost(w: World): Promise<string> {
  const created = (
    await expectStatus(w.owner.client.request("POST", `/api/events/${w.ids.event}/announcements`, postBody()), 201)
  ).json();
  w.readers.set(created.id, `/api/events/${w.ids.event}/announcements`);
  return created.id as string;
}

const onPost =
  (path = "", body?: unknown) =>
  async (w: World) => ({ url: `/api/announcements/${await freshPost(w)}${path}`, ...(body ? { body } : {}) });

/** The unsubscribe link a guest of a fresh event got with an announcement's email copy. */
async function unsubscribeLink(w: World): Promise<string> {
  const { event } = await w.fresh.guest();
  const created = (
    await expectStatus(w.owner.client.request("POST", `/api/events/${event}/announcements`, postBody(true)), 201)
  ).json();
  // The mail is sent now, so no later snapshot of the owner's records sees it change.
  await w.t.jobs.idle();
  const [delivery] = await w.t.database.db
    .select({ token: announcementDeliveries.token })
    .from(announcementDeliveries)
    .where(eq(announcementDeliveries.announcementId, created.id));
  return `/api/public/unsubscribe/${delivery!.token}`;
}

export const ANNOUNCEMENT_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/events/:eventId/announcements": {
    access: "user",
    requires: premium,
    tierFrom: "event",
    call: (w) => ({ url: `/api/events/${w.ids.event}/announcements` }),
  },
  "POST /api/events/:eventId/announcements": {
    access: "user",
    requires: premium,
    call: (w) => ({ url: `/api/events/${w.ids.event}/announcements`, body: postBody() }),
    ok: 201,
  },
  "GET /api/announcements/unread-count": {
    access: "user",
    requires: premium,
    tierFrom: "caller or event",
    call: () => ({ url: "/api/announcements/unread-count" }),
  },
  "PATCH /api/announcements/:id": {
    access: "user",
    requires: premium,
    call: onPost("", { title: "Renamed", pinned: true }),
  },
  "DELETE /api/announcements/:id": { access: "user", requires: premium, call: onPost() },
  "POST /api/announcements/:id/read": { access: "user", requires: premium, tierFrom: "event", call: onPost("/read") },
  "GET /api/public/unsubscribe/:token": {
    access: "public",
    why: "the unsubscribe link in an announcement mail; the guest may have no account",
    call: async (w) => ({ url: await unsubscribeLink(w) }),
  },
  "POST /api/public/unsubscribe/:token": {
    access: "public",
    why: "the unsubscribe button behind a mail's link; the guest may have no account",
    call: async (w) => ({ url: await unsubscribeLink(w) }),
  },
};
