/**
 * What every route promises, checked by access-matrix.test.ts against the routes the app actually
 * registers. A route missing here fails the suite: add it with who may call it and one rightful call.
 *
 * - access: "public" (with why), "user" (signed in; the records are the caller's own) or "admin".
 * - requires: the lowest plan that may call it (must match the route's config.requires).
 * - call: one rightful call, built from the owner's records (fresh ones when the call changes or
 *   deletes them). For "user" routes the suite makes the same call as a stranger, a member and an
 *   admin: a call that names any of the owner's records must answer 404 and change nothing.
 * - ok: the status of the rightful call (default 200).
 */
import type { PlanType } from "#shared/plans.ts";
import { eventInput, uniqueEmail } from "../fixtures/factories.ts";
import { activityBody, OWNER_MARKER, tinyPng, type World } from "./world.ts";
import { ANNOUNCEMENT_ROUTES } from "./matrix/announcements.ts";
import { FORUM_ROUTES } from "./matrix/forum.ts";
import { MESSAGE_ROUTES } from "./matrix/messages.ts";
import { PEOPLE_ROUTES } from "./matrix/people.ts";
import { POLL_ROUTES } from "./matrix/polls.ts";
import { TASK_ROUTES } from "./matrix/tasks.ts";
import { PLANNING_ROUTES } from "./matrix/planning.ts";
import { BUDGET_ROUTES } from "./matrix/budgets.ts";
import { TEAM_ROUTES } from "./matrix/team.ts";
import { VOLUNTEER_ROUTES } from "./matrix/volunteers.ts";
import { STAFF_PORTAL_ROUTES } from "./matrix/staff-portal.ts";
import { BULK_OPERATION_ROUTES } from "./matrix/bulk-operations.ts";

export interface Call {
  url: string;
  body?: unknown;
  /** A multipart file upload instead of a JSON body. */
  upload?: { field: string; bytes: Buffer };
}

export interface RouteExpectation {
  access: "public" | "user" | "admin";
  /** Required for public routes: why anyone may call it. */
  why?: string;
  requires?: PlanType;
  /**
   * Who pays for `requires` when the event's owner does (contract `planOf: "event"`). "event": a member
   * route; the gate asks for no plan and the service checks the named event's owner. "caller or event": a
   * route about the caller's own records; the gate admits the caller's own plan or a host's.
   */
  tierFrom?: "event" | "caller or event";
  /** What the free guest of the owner's event gets (default `ok`), for a route whose tier the event pays. */
  guestGets?: number;
  /** An admin may make this call about anyone (the user tools of the admin pages); others get 404. */
  adminActsForAnyone?: true;
  /** What a person on a paid plan gets instead of `ok` (the owner and the stranger are on business). */
  paidGets?: number;
  call: (w: World) => Call | Promise<Call>;
  ok?: number;
  /** Undoes what the owner's rightful call changed beyond its own records (handing over the account). */
  restore?: (w: World, call: Call) => Promise<void>;
}

/** A call with no body. */
const at = (url: string) => () => ({ url });
const eventAt = (name: string) => eventInput({ name, startAt: "2027-06-12T15:00:00Z", endAt: "2027-06-13T15:00:00Z" });
const venueInput = { name: "Town Hall", city: "Leiden", capacity: 50 };
const pageInput = (eventId: string) => ({ eventId, title: "Practical details" });
const upload = async (field: string) => ({ field, bytes: await tinyPng() });
const docs = (why: string): RouteExpectation => ({ access: "public", why, call: at("/api/docs/json") });

export const ROUTE_MATRIX: Record<string, RouteExpectation> = {
  // Public: anyone, no session.
  "GET /api/health": { access: "public", why: "load balancers and uptime checks", call: at("/api/health") },
  "GET /api/docs": { access: "public", why: "the API docs page", call: at("/api/docs") },
  "GET /api/docs/json": docs("the API's own description"),
  "GET /api/docs/yaml": { access: "public", why: "the API's own description", call: at("/api/docs/yaml") },
  "GET /api/docs/static/index.html": {
    access: "public",
    why: "the API docs page",
    call: at("/api/docs/static/index.html"),
    ok: 302,
  },
  "GET /api/docs/static/swagger-initializer.js": {
    access: "public",
    why: "the API docs page",
    call: at("/api/docs/static/swagger-initializer.js"),
  },
  "GET /api/docs/static/*": {
    access: "public",
    why: "the API docs page's files",
    call: at("/api/docs/static/index.css"),
  },
  "GET /api/auth/*": {
    access: "public",
    why: "better-auth: sessions are read and links opened here",
    call: at("/api/auth/get-session"),
  },
  "POST /api/auth/*": {
    access: "public",
    why: "better-auth: sign-up and sign-in happen before there is a session",
    call: (w) => ({ url: "/api/auth/sign-in/email", body: { email: w.member.email, password: w.member.password } }),
  },
  "GET /api/avatars/:name": {
    access: "public",
    why: "profile pictures appear on shared pages",
    call: at(`/api/avatars/nobody-${"0".repeat(32)}.webp`),
    ok: 404,
  },
  "GET /api/event-covers/:name": {
    access: "public",
    why: "covers appear on shared pages",
    call: at(`/api/event-covers/${"0".repeat(32)}-large.webp`),
    ok: 404,
  },
  "POST /api/rpc/get_timezone_names": {
    access: "public",
    why: "time zone names for any form",
    call: () => ({ url: "/api/rpc/get_timezone_names", body: {} }),
  },
  "POST /api/rpc/is_super_admin_user": {
    access: "public",
    why: "answers false to visitors",
    call: () => ({ url: "/api/rpc/is_super_admin_user", body: {} }),
  },
  "GET /api/event-types": { access: "public", why: "the built-in event types", call: at("/api/event-types") },
  "GET /api/public/venues/:token": {
    access: "public",
    why: "a venue shared by link",
    call: (w) => ({ url: `/api/public/venues/${w.ids.venueToken}` }),
  },
  "GET /api/public/info-pages/:token": {
    access: "public",
    why: "an information page shared by link",
    call: (w) => ({ url: `/api/public/info-pages/${w.ids.pageToken}` }),
  },
  "GET /api/public/info-pages/:token/preview": {
    access: "public",
    why: "the draft behind a shared link",
    call: (w) => ({ url: `/api/public/info-pages/${w.ids.pageToken}/preview` }),
  },
  "POST /api/csp-violation": {
    access: "public",
    why: "browsers report policy violations without credentials",
    call: () => ({
      url: "/api/csp-violation",
      body: {
        violatedDirective: "img-src",
        blockedURI: "https://x.example/a.png",
        documentURI: "http://localhost:3000/",
        disposition: "enforce",
      },
    }),
    ok: 204,
  },
  "POST /api/contact": {
    access: "public",
    why: "the contact form is for visitors too",
    call: () => ({
      url: "/api/contact",
      body: { name: "Vera Visitor", email: "vera@example.com", message: "Do you do weddings too?" },
    }),
    ok: 201,
  },
  "GET /api/email-preview": {
    access: "public",
    why: "outside production: the mail templates",
    call: at("/api/email-preview"),
  },
  // Only a developer's laptop (development, no SMTP) has a local mailbox: tests run as "test" and get 404.
  "GET /api/dev/mailbox": {
    access: "public",
    why: "in development without SMTP: the local mailbox",
    call: at("/api/dev/mailbox"),
    ok: 404,
  },

  // The signed-in user's own account.
  "GET /api/account/me": { access: "user", call: at("/api/account/me") },
  "GET /api/account/subscription": { access: "user", call: at("/api/account/subscription") },
  "GET /api/features/:key/access": { access: "user", call: at("/api/features/events/access") },
  // Only the free plan has a trial to start; the owner and the stranger are on business.
  "POST /api/account/trial": {
    access: "user",
    paidGets: 409,
    call: () => ({ url: "/api/account/trial", body: { planType: "premium" } }),
  },
  "PATCH /api/account/profile": {
    access: "user",
    call: () => ({ url: "/api/account/profile", body: { firstName: "Olive", lastName: "Organiser" } }),
  },
  "POST /api/account/avatar": {
    access: "user",
    call: async () => ({ url: "/api/account/avatar", upload: await upload("avatar") }),
  },
  "DELETE /api/account/avatar": { access: "user", call: at("/api/account/avatar") },
  "GET /api/account/preferred-event-type": { access: "user", call: at("/api/account/preferred-event-type") },
  "PUT /api/account/preferred-event-type": {
    access: "user",
    call: () => ({ url: "/api/account/preferred-event-type", body: { eventTypeId: "school-type-1" } }),
  },
  "POST /api/rpc/get_user_subscription_fast": {
    access: "user",
    adminActsForAnyone: true,
    call: (w) => ({ url: "/api/rpc/get_user_subscription_fast", body: { user_id_param: w.owner.id } }),
  },
  "POST /api/rpc/check_user_admin_fast": {
    access: "user",
    adminActsForAnyone: true,
    call: (w) => ({ url: "/api/rpc/check_user_admin_fast", body: { user_id_param: w.owner.id } }),
  },
  "POST /api/rpc/get_user_data_batch": {
    access: "user",
    adminActsForAnyone: true,
    call: (w) => ({ url: "/api/rpc/get_user_data_batch", body: { user_id_param: w.owner.id } }),
  },
  "POST /api/rpc/is_admin": {
    access: "user",
    adminActsForAnyone: true,
    call: (w) => ({ url: "/api/rpc/is_admin", body: { user_id: w.owner.id } }),
  },
  "GET /api/account/sessions": { access: "user", call: at("/api/account/sessions") },
  "DELETE /api/account/sessions/:sessionId": {
    access: "user",
    call: async (w) => ({ url: `/api/account/sessions/${await w.fresh.session()}` }),
  },
  "POST /api/account/sessions/revoke-others": { access: "user", call: at("/api/account/sessions/revoke-others") },

  // Events and their covers.
  "GET /api/events": { access: "user", call: at("/api/events?q=reunion&sort=start_desc&limit=50") },
  "GET /api/events/summary": { access: "user", call: at("/api/events/summary") },
  "GET /api/bookings": {
    access: "user",
    call: (w) => ({ url: `/api/bookings?from=2027-06-01T00:00:00Z&to=2027-06-30T00:00:00Z&venueId=${w.ids.venue}` }),
  },
  "POST /api/events": { access: "user", call: () => ({ url: "/api/events", body: eventAt("Picnic") }), ok: 201 },
  "GET /api/events/:eventId": { access: "user", call: (w) => ({ url: `/api/events/${w.ids.event}` }) },
  "PUT /api/events/:eventId": {
    access: "user",
    call: async (w) => ({ url: `/api/events/${await w.fresh.event()}`, body: eventAt("Renamed") }),
  },
  "PATCH /api/events/:eventId/status": {
    access: "user",
    call: async (w) => ({ url: `/api/events/${await w.fresh.event()}/status`, body: { status: "published" } }),
  },
  "POST /api/events/:eventId/duplicate": {
    access: "user",
    call: (w) => ({ url: `/api/events/${w.ids.event}/duplicate` }),
    ok: 201,
  },
  "DELETE /api/events/:eventId": {
    access: "user",
    call: async (w) => ({ url: `/api/events/${await w.fresh.event()}` }),
  },
  "PUT /api/events/:eventId/cover": {
    access: "user",
    call: async (w) => ({ url: `/api/events/${await w.fresh.event()}/cover`, upload: await upload("cover") }),
  },
  "DELETE /api/events/:eventId/cover": {
    access: "user",
    call: async (w) => ({ url: `/api/events/${await w.fresh.event()}/cover` }),
  },

  // Activities.
  "GET /api/activities": { access: "user", call: at("/api/activities") },
  "POST /api/activities": {
    access: "user",
    call: (w) => ({ url: "/api/activities", body: activityBody(w.ids.event) }),
    ok: 201,
  },
  "GET /api/activities/:activityId": { access: "user", call: (w) => ({ url: `/api/activities/${w.ids.activity}` }) },
  "PUT /api/activities/:activityId": {
    access: "user",
    call: async (w) => {
      const id = await w.fresh.activity();
      const read = (await w.owner.client.request("GET", `/api/activities/${id}`)).json() as { eventId: string };
      return { url: `/api/activities/${id}`, body: { ...activityBody(read.eventId), name: "Lunch" } };
    },
  },
  "DELETE /api/activities/:activityId": {
    access: "user",
    call: async (w) => ({ url: `/api/activities/${await w.fresh.activity()}` }),
  },
  "GET /api/events/:eventId/activities": {
    access: "user",
    call: (w) => ({ url: `/api/events/${w.ids.event}/activities` }),
  },

  // Venues.
  "GET /api/venues": { access: "user", call: at("/api/venues") },
  "POST /api/venues": { access: "user", call: () => ({ url: "/api/venues", body: venueInput }), ok: 201 },
  "GET /api/venues/:venueId": { access: "user", call: (w) => ({ url: `/api/venues/${w.ids.venue}` }) },
  "PUT /api/venues/:venueId": {
    access: "user",
    call: async (w) => ({ url: `/api/venues/${await w.fresh.venue()}`, body: venueInput }),
  },
  "DELETE /api/venues/:venueId": {
    access: "user",
    call: async (w) => ({ url: `/api/venues/${await w.fresh.venue()}` }),
  },
  "POST /api/venues/:venueId/share": {
    access: "user",
    call: async (w) => ({ url: `/api/venues/${await w.fresh.venue()}/share` }),
  },
  "DELETE /api/venues/:venueId/share": {
    access: "user",
    call: async (w) => ({ url: `/api/venues/${await w.fresh.venue()}/share` }),
  },

  // Checklists.
  "GET /api/events/:eventId/checklists": {
    access: "user",
    call: (w) => ({ url: `/api/events/${w.ids.event}/checklists` }),
  },
  "PUT /api/events/:eventId/checklists/order": {
    access: "user",
    call: async (w) => {
      const { checklist, event } = await w.fresh.checklist();
      return { url: `/api/events/${event}/checklists/order`, body: { checklistIds: [checklist] } };
    },
  },
  "GET /api/checklist-starters": { access: "user", call: at("/api/checklist-starters?eventTypeId=school-type-1") },
  "POST /api/checklists": {
    access: "user",
    call: (w) => ({ url: "/api/checklists", body: { eventId: w.ids.event, title: "Music" } }),
    ok: 201,
  },
  "POST /api/checklists/from-starter": {
    access: "user",
    call: (w) => ({ url: "/api/checklists/from-starter", body: { eventId: w.ids.event, starterKey: "general-plan" } }),
    ok: 201,
  },
  "GET /api/checklists/:checklistId": { access: "user", call: (w) => ({ url: `/api/checklists/${w.ids.checklist}` }) },
  "PATCH /api/checklists/:checklistId": {
    access: "user",
    call: async (w) => ({
      url: `/api/checklists/${(await w.fresh.checklist()).checklist}`,
      body: { title: "Renamed" },
    }),
  },
  "DELETE /api/checklists/:checklistId": {
    access: "user",
    call: async (w) => ({ url: `/api/checklists/${(await w.fresh.checklist()).checklist}` }),
  },
  "POST /api/checklists/:checklistId/items": {
    access: "user",
    call: async (w) => ({
      url: `/api/checklists/${(await w.fresh.checklist()).checklist}/items`,
      body: { text: "Order flowers" },
    }),
    ok: 201,
  },
  "PUT /api/checklists/:checklistId/order": {
    access: "user",
    call: async (w) => {
      const { checklist, item } = await w.fresh.checklist();
      return { url: `/api/checklists/${checklist}/order`, body: { itemIds: [item] } };
    },
  },
  "PATCH /api/checklist-items/:itemId": {
    access: "user",
    call: async (w) => ({ url: `/api/checklist-items/${(await w.fresh.checklist()).item}`, body: { done: true } }),
  },
  "DELETE /api/checklist-items/:itemId": {
    access: "user",
    call: async (w) => ({ url: `/api/checklist-items/${(await w.fresh.checklist()).item}` }),
  },

  // Templates.
  "POST /api/templates/:slug/use": {
    access: "user",
    call: () => ({ url: "/api/templates/family/use", body: { startDate: "2027-05-01", timeZone: "Europe/Berlin" } }),
    ok: 201,
  },
  "GET /api/events/:eventId/template-data": {
    access: "user",
    call: async (w) => ({ url: `/api/events/${await w.fresh.templateEvent()}/template-data` }),
  },

  // Information pages.
  "GET /api/info-pages": { access: "user", call: at("/api/info-pages") },
  "POST /api/info-pages": {
    access: "user",
    call: (w) => ({ url: "/api/info-pages", body: pageInput(w.ids.event) }),
    ok: 201,
  },
  "GET /api/info-pages/:pageId": { access: "user", call: (w) => ({ url: `/api/info-pages/${w.ids.page}` }) },
  "PUT /api/info-pages/:pageId": {
    access: "user",
    call: async (w) => {
      const id = await w.fresh.page();
      return { url: `/api/info-pages/${id}`, body: { title: "Practical details", sections: [] } };
    },
  },
  "DELETE /api/info-pages/:pageId": {
    access: "user",
    call: async (w) => ({ url: `/api/info-pages/${await w.fresh.page()}` }),
  },
  "POST /api/info-pages/:pageId/publish": {
    access: "user",
    call: async (w) => ({ url: `/api/info-pages/${await w.fresh.page()}/publish` }),
  },
  "POST /api/info-pages/:pageId/unpublish": {
    access: "user",
    call: (w) => ({ url: `/api/info-pages/${w.ids.page}/unpublish` }),
  },
  "POST /api/info-pages/:pageId/share": {
    access: "user",
    call: async (w) => ({ url: `/api/info-pages/${await w.fresh.page()}/share` }),
  },
  "DELETE /api/info-pages/:pageId/share": {
    access: "user",
    call: async (w) => ({ url: `/api/info-pages/${await w.fresh.page()}/share` }),
  },

  // RSVP (premium). The guest's side needs only the link's token.
  "GET /api/rsvp/overview": { access: "user", requires: "premium", call: at("/api/rsvp/overview") },
  // The caller's own invitations: no plan, since a guest never chose one.
  "GET /api/rsvp/my-invitations": { access: "user", call: at("/api/rsvp/my-invitations") },
  "GET /api/events/:eventId/guests": {
    access: "user",
    requires: "premium",
    call: (w) => ({ url: `/api/events/${w.ids.event}/guests` }),
  },
  "GET /api/events/:eventId/guests/facets": {
    access: "user",
    requires: "premium",
    call: (w) => ({ url: `/api/events/${w.ids.event}/guests/facets` }),
  },
  "POST /api/events/:eventId/guests": {
    access: "user",
    requires: "premium",
    call: async (w) => ({ url: `/api/events/${await w.fresh.event()}/guests`, body: { name: "New Guest" } }),
    ok: 201,
  },
  "PATCH /api/guests/:guestId": {
    access: "user",
    requires: "premium",
    call: async (w) => ({ url: `/api/guests/${(await w.fresh.guest()).guest}`, body: { notes: "VIP" } }),
  },
  "DELETE /api/guests/:guestId": {
    access: "user",
    requires: "premium",
    call: async (w) => ({ url: `/api/guests/${(await w.fresh.guest()).guest}` }),
  },
  "POST /api/guests/:guestId/new-link": {
    access: "user",
    requires: "premium",
    call: async (w) => ({ url: `/api/guests/${(await w.fresh.guest()).guest}/new-link` }),
  },
  "PUT /api/guests/:guestId/answer": {
    access: "user",
    requires: "premium",
    call: async (w) => ({ url: `/api/guests/${(await w.fresh.guest()).guest}/answer`, body: { status: "no" } }),
  },
  "POST /api/events/:eventId/guests/import/preview": {
    access: "user",
    requires: "premium",
    call: (w) => ({
      url: `/api/events/${w.ids.event}/guests/import/preview`,
      body: { csv: "name,email\nAda,ada@example.com\n" },
    }),
  },
  "POST /api/events/:eventId/guests/import": {
    access: "user",
    requires: "premium",
    call: async (w) => ({
      url: `/api/events/${await w.fresh.event()}/guests/import`,
      body: { csv: "name,email\nAda,ada@example.com\n" },
    }),
  },
  "GET /api/events/:eventId/guests/export": {
    access: "user",
    requires: "premium",
    call: (w) => ({ url: `/api/events/${w.ids.event}/guests/export?format=csv` }),
  },
  "GET /api/events/:eventId/rsvp/settings": {
    access: "user",
    requires: "premium",
    call: (w) => ({ url: `/api/events/${w.ids.event}/rsvp/settings` }),
  },
  "PATCH /api/events/:eventId/rsvp/settings": {
    access: "user",
    requires: "premium",
    call: async (w) => ({
      url: `/api/events/${await w.fresh.event()}/rsvp/settings`,
      body: { message: "See you there" },
    }),
  },
  "POST /api/events/:eventId/rsvp/public-link": {
    access: "user",
    requires: "premium",
    call: async (w) => ({ url: `/api/events/${await w.fresh.event()}/rsvp/public-link` }),
  },
  "GET /api/events/:eventId/rsvp/counts": {
    access: "user",
    requires: "premium",
    call: (w) => ({ url: `/api/events/${w.ids.event}/rsvp/counts` }),
  },
  "GET /api/events/:eventId/rsvp/analytics": {
    access: "user",
    requires: "premium",
    call: (w) => ({ url: `/api/events/${w.ids.event}/rsvp/analytics` }),
  },
  "POST /api/events/:eventId/invitations": {
    access: "user",
    requires: "premium",
    call: async (w) => {
      const { event, guest } = await w.fresh.guest();
      return { url: `/api/events/${event}/invitations`, body: { guestIds: [guest] } };
    },
  },
  "GET /api/events/:eventId/rsvp/reminders": {
    access: "user",
    requires: "premium",
    call: (w) => ({ url: `/api/events/${w.ids.event}/rsvp/reminders` }),
  },
  "POST /api/events/:eventId/rsvp/reminders": {
    access: "user",
    requires: "premium",
    call: async (w) => ({
      url: `/api/events/${await w.fresh.event()}/rsvp/reminders`,
      body: { sendAt: "2030-01-01T09:00:00Z" },
    }),
    ok: 201,
  },
  "DELETE /api/rsvp/reminders/:reminderId": {
    access: "user",
    requires: "premium",
    call: async (w) => ({ url: `/api/rsvp/reminders/${await w.fresh.reminder()}` }),
  },
  "GET /api/public/invitations/:token": {
    access: "public",
    why: "a guest's personal invitation link",
    call: (w) => ({ url: `/api/public/invitations/${w.ids.guestToken}` }),
  },
  "PUT /api/public/invitations/:token/answer": {
    access: "public",
    why: "guests answer without an account (limited per client address and per link)",
    call: async (w) => ({
      url: `/api/public/invitations/${(await w.fresh.guest()).token}/answer`,
      body: { status: "yes", headcount: 1 },
    }),
  },
  "GET /api/public/invitations/:token/calendar.ics": {
    access: "public",
    why: "a guest adds the event to their calendar",
    call: (w) => ({ url: `/api/public/invitations/${w.ids.guestToken}/calendar.ics` }),
  },
  "GET /api/public/invitations/:token/announcements": {
    access: "public",
    why: "a guest reads the event's news in their hub, by their personal link (no account)",
    call: (w) => ({ url: `/api/public/invitations/${w.ids.guestToken}/announcements` }),
  },
  "GET /api/public/invitations/:token/tickets": {
    access: "public",
    why: "a guest finds their tickets in their hub, by their personal link (no account)",
    call: (w) => ({ url: `/api/public/invitations/${w.ids.guestToken}/tickets` }),
  },
  "GET /api/public/rsvp/:token": {
    access: "public",
    why: "an event's open RSVP link",
    call: (w) => ({ url: `/api/public/rsvp/${w.ids.rsvpToken}` }),
  },
  "POST /api/public/rsvp/:token": {
    access: "public",
    why: "anyone with the open link may answer (limited per client address and per link: it mails a new address)",
    call: (w) => ({
      url: `/api/public/rsvp/${w.ids.rsvpToken}`,
      body: { name: "Walk In", email: uniqueEmail("walkin"), answer: { status: "maybe", headcount: 1 } },
    }),
    ok: 201,
  },

  // Calendar integration and the interactive calendar (premium). A feed is fetched by calendar apps with its token alone.
  "GET /api/calendar/feeds": { access: "user", requires: "premium", call: at("/api/calendar/feeds") },
  "POST /api/calendar/feeds/user/regenerate": {
    access: "user",
    requires: "premium",
    call: at("/api/calendar/feeds/user/regenerate"),
  },
  "GET /api/events/:eventId/calendar-feed": {
    access: "user",
    requires: "premium",
    call: (w) => ({ url: `/api/events/${w.ids.event}/calendar-feed` }),
  },
  "POST /api/events/:eventId/calendar-feed/regenerate": {
    access: "user",
    requires: "premium",
    call: async (w) => ({ url: `/api/events/${await w.fresh.event()}/calendar-feed/regenerate` }),
  },
  "GET /api/events/:eventId/calendar.ics": {
    access: "user",
    requires: "premium",
    call: (w) => ({ url: `/api/events/${w.ids.event}/calendar.ics` }),
  },
  "GET /api/calendar/items": {
    access: "user",
    requires: "premium",
    call: at("/api/calendar/items?from=2027-06-01T00:00:00Z&to=2027-07-01T00:00:00Z"),
  },
  "POST /api/calendar/move": {
    access: "user",
    requires: "premium",
    call: async (w) => ({
      url: "/api/calendar/move",
      body: { kind: "event", id: await w.fresh.event(), startAt: "2027-06-19T15:00:00Z" },
    }),
  },
  "GET /api/calendar/feed/:token": {
    access: "public",
    why: "calendar apps fetch a feed with its secret token and no session",
    call: at(`/api/calendar/feed/${"A".repeat(22)}.ics`),
    ok: 404,
  },

  // Tickets and check-in (pro). The shop, a buyer's tickets and the door answer to their secret links alone.
  "GET /api/tickets/overview": { access: "user", requires: "pro", call: at("/api/tickets/overview") },
  "GET /api/pro/overview": { access: "user", requires: "pro", call: at("/api/pro/overview") },
  "GET /api/events/:eventId/ticket-types": {
    access: "user",
    requires: "pro",
    call: (w) => ({ url: `/api/events/${w.ids.tickets.event}/ticket-types` }),
  },
  "POST /api/events/:eventId/ticket-types": {
    access: "user",
    requires: "pro",
    call: async (w) => ({
      url: `/api/events/${await w.fresh.event()}/ticket-types`,
      body: { name: "Standard", priceMinor: 0, quantity: 10 },
    }),
    ok: 201,
  },
  "PATCH /api/ticket-types/:typeId": {
    access: "user",
    requires: "pro",
    call: async (w) => ({ url: `/api/ticket-types/${(await w.fresh.tickets()).type}`, body: { name: "Renamed" } }),
  },
  "DELETE /api/ticket-types/:typeId": {
    access: "user",
    requires: "pro",
    call: async (w) => {
      const event = await w.fresh.event();
      const type = (
        await w.owner.client.request("POST", `/api/events/${event}/ticket-types`, {
          name: "Unsold",
          priceMinor: 0,
          quantity: 5,
        })
      ).json();
      w.readers.set(type.id, `/api/events/${event}/ticket-types`);
      return { url: `/api/ticket-types/${type.id}` };
    },
  },
  "GET /api/events/:eventId/ticket-shop": {
    access: "user",
    requires: "pro",
    call: (w) => ({ url: `/api/events/${w.ids.tickets.event}/ticket-shop` }),
  },
  "PATCH /api/events/:eventId/ticket-shop": {
    access: "user",
    requires: "pro",
    call: async (w) => ({
      url: `/api/events/${await w.fresh.event()}/ticket-shop`,
      body: { enabled: true, unpaidHoldHours: 24 },
    }),
  },
  "POST /api/events/:eventId/ticket-shop/token": {
    access: "user",
    requires: "pro",
    call: async (w) => ({ url: `/api/events/${(await w.fresh.tickets()).event}/ticket-shop/token` }),
  },
  "GET /api/events/:eventId/orders": {
    access: "user",
    requires: "pro",
    call: (w) => ({ url: `/api/events/${w.ids.tickets.event}/orders` }),
  },
  "POST /api/events/:eventId/orders": {
    access: "user",
    requires: "pro",
    call: async (w) => {
      const sale = await w.fresh.tickets();
      return {
        url: `/api/events/${sale.event}/orders`,
        body: {
          buyerName: "Comp",
          buyerEmail: uniqueEmail("comp"),
          items: [{ typeId: sale.type, quantity: 1 }],
          sendEmail: false,
        },
      };
    },
    ok: 201,
  },
  "POST /api/events/:eventId/orders/from-guests": {
    access: "user",
    requires: "pro",
    call: async (w) => {
      const sale = await w.fresh.tickets();
      return { url: `/api/events/${sale.event}/orders/from-guests`, body: { typeId: sale.type, sendEmail: false } };
    },
  },
  "POST /api/orders/:orderId/confirm-payment": {
    access: "user",
    requires: "pro",
    call: async (w) => ({ url: `/api/orders/${(await w.fresh.tickets()).order}/confirm-payment` }),
  },
  "POST /api/orders/:orderId/cancel": {
    access: "user",
    requires: "pro",
    call: async (w) => ({ url: `/api/orders/${(await w.fresh.tickets()).order}/cancel`, body: { refund: true } }),
  },
  "POST /api/orders/:orderId/resend": {
    access: "user",
    requires: "pro",
    call: async (w) => ({ url: `/api/orders/${(await w.fresh.tickets()).order}/resend` }),
  },
  "GET /api/events/:eventId/tickets": {
    access: "user",
    requires: "pro",
    call: (w) => ({ url: `/api/events/${w.ids.tickets.event}/tickets` }),
  },
  "POST /api/tickets/:ticketId/cancel": {
    access: "user",
    requires: "pro",
    call: async (w) => ({ url: `/api/tickets/${(await w.fresh.tickets()).ticket}/cancel` }),
  },
  "GET /api/events/:eventId/checkin-lists": {
    access: "user",
    requires: "pro",
    call: (w) => ({ url: `/api/events/${w.ids.tickets.event}/checkin-lists` }),
  },
  "POST /api/events/:eventId/checkin-lists": {
    access: "user",
    requires: "pro",
    call: async (w) => ({
      url: `/api/events/${(await w.fresh.tickets()).event}/checkin-lists`,
      body: { name: "Side door" },
    }),
    ok: 201,
  },
  "PATCH /api/checkin-lists/:listId": {
    access: "user",
    requires: "pro",
    call: async (w) => ({ url: `/api/checkin-lists/${(await w.fresh.tickets()).list}`, body: { allowReentry: true } }),
  },
  "DELETE /api/checkin-lists/:listId": {
    access: "user",
    requires: "pro",
    call: async (w) => ({ url: `/api/checkin-lists/${(await w.fresh.tickets()).list}` }),
  },
  "POST /api/checkin-lists/:listId/door-link": {
    access: "user",
    requires: "pro",
    call: async (w) => ({ url: `/api/checkin-lists/${(await w.fresh.tickets()).list}/door-link` }),
  },
  "DELETE /api/checkin-lists/:listId/door-link": {
    access: "user",
    requires: "pro",
    call: async (w) => ({ url: `/api/checkin-lists/${(await w.fresh.tickets()).list}/door-link` }),
  },
  "GET /api/checkin-lists/:listId/tickets": {
    access: "user",
    requires: "pro",
    call: (w) => ({ url: `/api/checkin-lists/${w.ids.tickets.list}/tickets?q=Buyer` }),
  },
  "GET /api/events/:eventId/ticket-stats": {
    access: "user",
    requires: "pro",
    call: (w) => ({ url: `/api/events/${w.ids.tickets.event}/ticket-stats` }),
  },
  "GET /api/events/:eventId/ticket-stats/live": {
    access: "user",
    requires: "pro",
    call: (w) => ({ url: `/api/events/${w.ids.tickets.event}/ticket-stats/live` }),
  },
  "GET /api/events/:eventId/ticket-export": {
    access: "user",
    requires: "pro",
    call: (w) => ({ url: `/api/events/${w.ids.tickets.event}/ticket-export?kind=checkins` }),
  },
  "GET /api/public/tickets/:token": {
    access: "public",
    why: "an event's ticket shop",
    call: (w) => ({ url: `/api/public/tickets/${w.ids.tickets.shopToken}` }),
  },
  "POST /api/public/tickets/:token/orders": {
    access: "public",
    why: "buyers order without an account (limited per client address and per shop link; unpaid orders lapse)",
    call: (w) => ({
      url: `/api/public/tickets/${w.ids.tickets.shopToken}/orders`,
      body: {
        idempotencyKey: `matrix-${uniqueEmail("k")}`,
        buyerName: "Walk In",
        buyerEmail: uniqueEmail("walkin"),
        items: [{ typeId: w.ids.tickets.type, quantity: 1 }],
      },
    }),
    ok: 201,
  },
  "GET /api/public/orders/:token": {
    access: "public",
    why: "a buyer's tickets, from the emailed link",
    call: (w) => ({ url: `/api/public/orders/${w.ids.tickets.orderToken}` }),
  },
  "GET /api/public/orders/:token/tickets.pdf": {
    access: "public",
    why: "a buyer's tickets as a PDF",
    call: (w) => ({ url: `/api/public/orders/${w.ids.tickets.orderToken}/tickets.pdf` }),
  },
  "GET /api/public/orders/:token/calendar.ics": {
    access: "public",
    why: "a buyer adds the event to a calendar",
    call: (w) => ({ url: `/api/public/orders/${w.ids.tickets.orderToken}/calendar.ics` }),
  },
  "GET /api/door/:token": {
    access: "public",
    why: "door staff open the scanner by link, without an account",
    call: (w) => ({ url: `/api/door/${w.ids.tickets.doorToken}` }),
  },
  "POST /api/door/:token/scans": {
    access: "public",
    why: "door staff scan tickets by link, without an account",
    call: async (w) => ({
      url: `/api/door/${(await w.fresh.tickets()).doorToken}/scans`,
      body: { code: "NOT-A-TICKET", nonce: uniqueEmail("nonce") },
    }),
  },
  "POST /api/door/:token/scans/:scanId/undo": {
    access: "public",
    why: "door staff undo a mistaken check-in",
    call: async (w) => {
      const sale = await w.fresh.tickets();
      const scan = (
        await w.t
          .client()
          .request("POST", `/api/door/${sale.doorToken}/scans`, { code: sale.code, nonce: uniqueEmail("nonce") })
      ).json();
      return { url: `/api/door/${sale.doorToken}/scans/${scan.scanId}/undo` };
    },
  },

  // Administrators.
  "PUT /api/account/plan-preview": {
    access: "admin",
    call: () => ({ url: "/api/account/plan-preview", body: { planType: null } }),
  },
  "GET /api/admin/csp-reports": { access: "admin", call: at("/api/admin/csp-reports") },
  "POST /api/rpc/check_security_violations_realtime": {
    access: "admin",
    call: () => ({ url: "/api/rpc/check_security_violations_realtime", body: {} }),
  },
  "GET /api/admin/contact-messages": { access: "admin", call: at("/api/admin/contact-messages") },
  "GET /api/admin/users": { access: "admin", call: at(`/api/admin/users?q=${OWNER_MARKER}`) },
  "PATCH /api/admin/users/:userId/subscription": {
    access: "admin",
    call: async (w) => ({
      url: `/api/admin/users/${(await w.fresh.user()).id}/subscription`,
      body: { planType: "pro" },
    }),
  },
  "PUT /api/admin/users/:userId/role": {
    access: "admin",
    call: async (w) => ({ url: `/api/admin/users/${(await w.fresh.user()).id}/role`, body: { role: "user" } }),
  },
  "GET /api/admin/users/:userId/audit-log": {
    access: "admin",
    call: (w) => ({ url: `/api/admin/users/${w.owner.id}/audit-log` }),
  },
  "POST /api/functions/admin-session-management": {
    access: "admin",
    call: () => ({ url: "/api/functions/admin-session-management", body: { action: "get_sessions" } }),
  },
  "GET /api/admin/events": { access: "admin", call: at("/api/admin/events") },
  "GET /api/admin/events/:id": { access: "admin", call: (w) => ({ url: `/api/admin/events/${w.ids.event}` }) },
  "DELETE /api/admin/events/:id": {
    access: "admin",
    call: async (w) => ({ url: `/api/admin/events/${await w.fresh.event()}` }),
  },
  "GET /api/admin/venues": { access: "admin", call: at("/api/admin/venues") },
  "GET /api/admin/venues/:id": { access: "admin", call: (w) => ({ url: `/api/admin/venues/${w.ids.venue}` }) },
  "DELETE /api/admin/venues/:id": {
    access: "admin",
    call: async (w) => ({ url: `/api/admin/venues/${await w.fresh.venue()}` }),
  },
  "DELETE /api/admin/invitations/:id": {
    access: "admin",
    call: async (w) => ({ url: `/api/admin/invitations/${(await w.fresh.guest()).guest}` }),
  },
  "GET /api/admin/activities": { access: "admin", call: at("/api/admin/activities") },
  "GET /api/admin/activities/:id": {
    access: "admin",
    call: (w) => ({ url: `/api/admin/activities/${w.ids.activity}` }),
  },
  "DELETE /api/admin/activities/:id": {
    access: "admin",
    call: async (w) => ({ url: `/api/admin/activities/${await w.fresh.activity()}` }),
  },
  "GET /api/admin/invitations": { access: "admin", call: at("/api/admin/invitations") },
  "GET /api/admin/invitations/:id": {
    access: "admin",
    call: (w) => ({ url: `/api/admin/invitations/${w.ids.guest}` }),
  },
  // People and communication (premium), one file per module.
  ...PEOPLE_ROUTES,
  ...ANNOUNCEMENT_ROUTES,
  ...MESSAGE_ROUTES,
  ...POLL_ROUTES,
  ...TASK_ROUTES,
  ...PLANNING_ROUTES,
  ...BUDGET_ROUTES,
  ...TEAM_ROUTES,
  ...VOLUNTEER_ROUTES,
  ...STAFF_PORTAL_ROUTES,
  ...BULK_OPERATION_ROUTES,
  ...FORUM_ROUTES,
};
