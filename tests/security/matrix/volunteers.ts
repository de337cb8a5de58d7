import type { RouteExpectation } from "../route-matrix.ts";
import { expectStatus, OWNER_MARKER, type World } from "../world.ts";
import { uniqueEmail } from "../../fixtures/factories.ts";

const business = "business" as const;
const organiser = { access: "user", requires: business } as const;
const V = (event: string) => `/api/events/${event}/volunteers`;

/** Each fresh shift starts a minute after the last (each goes to fresh volunteers, so none overlaps another of theirs). */
let minute = 0;

/** A fresh role on the owner's standing event, registered so the suite knows whose it is. */
async function freshRole(w: World): Promise<string> {
  const event = w.ids.event;
  const role = (
    await expectStatus(w.owner.client.request("POST", `${V(event)}/roles`, { name: `Desk ${OWNER_MARKER}` }), 201)
  ).json();
  w.readers.set(role.id, `${V(event)}/roles`);
  return role.id as string;
}

/** A fresh published shift with places to spare (a new role each time, so roles can be deleted too). */
async function freshShift(w: World): Promise<string> {
  const event = w.ids.event;
  const start = new Date(Date.UTC(2027, 5, 12, 0, 0) + (minute++ % 1000) * 60_000);
  const shift = (
    await expectStatus(
      w.owner.client.request("POST", `${V(event)}/shifts`, {
        roleId: await freshRole(w),
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
        needed: 2,
        maximum: 50,
        notes: `Bring ${OWNER_MARKER}`,
        published: true,
      }),
      201,
    )
  ).json();
  w.readers.set(shift.id, `${V(event)}/shifts`);
  return shift.id as string;
}

/** A fresh approved volunteer of the owner's, with their personal link's token. */
export async function freshVolunteer(w: World): Promise<{ id: string; token: string }> {
  const event = w.ids.event;
  const volunteer = (
    await expectStatus(
      w.owner.client.request("POST", `${V(event)}/people`, { name: `Vic ${OWNER_MARKER}`, email: uniqueEmail("vol") }),
      201,
    )
  ).json();
  const token = decodeURIComponent((volunteer.pagePath as string).split("/").pop()!);
  w.readers.set(volunteer.id, `${V(event)}/people`);
  w.readers.set(token, `${V(event)}/people`);
  return { id: volunteer.id as string, token };
}

/** A fresh place of a fresh volunteer on a fresh shift, as the organiser gives it (awaiting confirmation). */
async function freshAssignment(w: World): Promise<{ id: string; token: string }> {
  const shift = await freshShift(w);
  const volunteer = await freshVolunteer(w);
  const placed = (
    await expectStatus(
      w.owner.client.request("POST", `${V(w.ids.event)}/shifts/${shift}/assignments`, { volunteerId: volunteer.id }),
      201,
    )
  ).json();
  w.readers.set(placed.assignment.id, `${V(w.ids.event)}/shifts`);
  return { id: placed.assignment.id as string, token: volunteer.token };
}

/** A fresh place offered to any approved volunteer, with the offering volunteer's token. */
async function freshSwap(w: World): Promise<{ id: string; token: string }> {
  const place = await freshAssignment(w);
  const page = (
    await expectStatus(
      w.t.client().request("POST", `/api/public/volunteers/${place.token}/assignments/${place.id}/swap`, {}),
      201,
    )
  ).json();
  const swap = (page.swaps as Array<{ id: string; mine: boolean }>).find((s) => s.mine)!;
  w.readers.set(swap.id, `${V(w.ids.event)}/swaps`);
  return { id: swap.id, token: place.token };
}

/** The standing event's application link, open. */
async function applicationToken(w: World): Promise<string> {
  const link = (
    await expectStatus(w.owner.client.request("PUT", `${V(w.ids.event)}/application-link`, { open: true }), 200)
  ).json();
  w.readers.set(link.token, `${V(w.ids.event)}/application-link`);
  return link.token as string;
}

const onEvent = (path: string, body?: () => unknown) => (w: World) => ({
  url: `${V(w.ids.event)}${path}`,
  ...(body ? { body: body() } : {}),
});
const onAssignment = (path: string, body?: unknown) => async (w: World) => ({
  url: `${V(w.ids.event)}/assignments/${(await freshAssignment(w)).id}${path}`,
  ...(body !== undefined ? { body } : {}),
});

export const VOLUNTEER_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/events/:eventId/volunteers/roles": { ...organiser, call: onEvent("/roles") },
  "POST /api/events/:eventId/volunteers/roles": {
    ...organiser,
    call: onEvent("/roles", () => ({ name: "Setup" })),
    ok: 201,
  },
  "PATCH /api/events/:eventId/volunteers/roles/:roleId": {
    ...organiser,
    call: async (w) => ({ url: `${V(w.ids.event)}/roles/${await freshRole(w)}`, body: { description: "Renamed" } }),
  },
  "DELETE /api/events/:eventId/volunteers/roles/:roleId": {
    ...organiser,
    call: async (w) => ({ url: `${V(w.ids.event)}/roles/${await freshRole(w)}` }),
  },
  "GET /api/events/:eventId/volunteers/shifts": { ...organiser, call: onEvent("/shifts") },
  "POST /api/events/:eventId/volunteers/shifts": {
    ...organiser,
    call: async (w) => ({
      url: `${V(w.ids.event)}/shifts`,
      body: { roleId: await freshRole(w), startsAt: "2027-06-12T08:00:00Z", endsAt: "2027-06-12T09:00:00Z" },
    }),
    ok: 201,
  },
  "PATCH /api/events/:eventId/volunteers/shifts/:shiftId": {
    ...organiser,
    call: async (w) => ({ url: `${V(w.ids.event)}/shifts/${await freshShift(w)}`, body: { needed: 3 } }),
  },
  "DELETE /api/events/:eventId/volunteers/shifts/:shiftId": {
    ...organiser,
    call: async (w) => ({ url: `${V(w.ids.event)}/shifts/${await freshShift(w)}` }),
  },
  "POST /api/events/:eventId/volunteers/shifts/publish": { ...organiser, call: onEvent("/shifts/publish", () => ({})) },
  "GET /api/events/:eventId/volunteers/application-link": { ...organiser, call: onEvent("/application-link") },
  "PUT /api/events/:eventId/volunteers/application-link": {
    ...organiser,
    call: onEvent("/application-link", () => ({ open: true, questions: ["Why?"] })),
  },
  "GET /api/events/:eventId/volunteers/people": { ...organiser, call: onEvent("/people") },
  "POST /api/events/:eventId/volunteers/people": {
    ...organiser,
    call: onEvent("/people", () => ({ name: "Staff Stan", email: uniqueEmail("staff") })),
    ok: 201,
  },
  "POST /api/events/:eventId/volunteers/people/:volunteerId/decision": {
    ...organiser,
    call: async (w) => ({
      url: `${V(w.ids.event)}/people/${(await freshVolunteer(w)).id}/decision`,
      body: { status: "declined" },
    }),
  },
  "POST /api/events/:eventId/volunteers/shifts/:shiftId/assignments": {
    ...organiser,
    call: async (w) => {
      const shift = await freshShift(w);
      const volunteer = await freshVolunteer(w);
      return { url: `${V(w.ids.event)}/shifts/${shift}/assignments`, body: { volunteerId: volunteer.id } };
    },
    ok: 201,
  },
  "DELETE /api/events/:eventId/volunteers/assignments/:assignmentId": { ...organiser, call: onAssignment("") },
  "POST /api/events/:eventId/volunteers/assignments/:assignmentId/check-in": {
    ...organiser,
    call: onAssignment("/check-in", {}),
  },
  "POST /api/events/:eventId/volunteers/assignments/:assignmentId/no-show": {
    ...organiser,
    call: onAssignment("/no-show", {}),
  },
  "PUT /api/events/:eventId/volunteers/assignments/:assignmentId/hours": {
    ...organiser,
    call: async (w) => {
      const { id } = await freshAssignment(w);
      await expectStatus(w.owner.client.request("POST", `${V(w.ids.event)}/assignments/${id}/check-in`, {}), 200);
      return { url: `${V(w.ids.event)}/assignments/${id}/hours`, body: { hours: 1.5 } };
    },
  },
  "GET /api/events/:eventId/volunteers/hours": { ...organiser, call: onEvent("/hours") },
  "GET /api/events/:eventId/volunteers/coverage": { ...organiser, call: onEvent("/coverage") },
  "GET /api/events/:eventId/volunteers/swaps": { ...organiser, call: onEvent("/swaps") },

  // The public side: the link's token is the key, the host's plan opens it (route tests: volunteers.test.ts).
  "GET /api/public/volunteer-applications/:token": {
    access: "public",
    why: "anyone with the event's application link sees the form",
    call: async (w) => ({ url: `/api/public/volunteer-applications/${await applicationToken(w)}` }),
  },
  "POST /api/public/volunteer-applications/:token": {
    access: "public",
    why: "volunteers apply without an account (limited per client address and per link)",
    call: async (w) => ({
      url: `/api/public/volunteer-applications/${await applicationToken(w)}`,
      body: { name: "Applying Amy", email: uniqueEmail("amy") },
    }),
    ok: 201,
  },
  "GET /api/public/volunteers/:token": {
    access: "public",
    why: "a volunteer's own page through their personal link",
    call: async (w) => ({ url: `/api/public/volunteers/${(await freshVolunteer(w)).token}` }),
  },
  "POST /api/public/volunteers/:token/shifts/:shiftId/sign-up": {
    access: "public",
    why: "an approved volunteer signs up for a published shift through their personal link",
    call: async (w) => {
      const shift = await freshShift(w);
      return { url: `/api/public/volunteers/${(await freshVolunteer(w)).token}/shifts/${shift}/sign-up`, body: {} };
    },
    ok: 201,
  },
  "POST /api/public/volunteers/:token/assignments/:assignmentId/confirm": {
    access: "public",
    why: "a volunteer confirms a shift the organiser gave them, through their personal link",
    call: async (w) => {
      const place = await freshAssignment(w);
      return { url: `/api/public/volunteers/${place.token}/assignments/${place.id}/confirm`, body: {} };
    },
  },
  "POST /api/public/volunteers/:token/assignments/:assignmentId/cancel": {
    access: "public",
    why: "a volunteer gives up one of their shifts through their personal link",
    call: async (w) => {
      const place = await freshAssignment(w);
      return { url: `/api/public/volunteers/${place.token}/assignments/${place.id}/cancel`, body: {} };
    },
  },
  "POST /api/public/volunteers/:token/assignments/:assignmentId/swap": {
    access: "public",
    why: "a volunteer offers one of their shifts to others through their personal link",
    call: async (w) => {
      const place = await freshAssignment(w);
      return { url: `/api/public/volunteers/${place.token}/assignments/${place.id}/swap`, body: {} };
    },
    ok: 201,
  },
  "POST /api/public/volunteers/:token/swaps/:swapId/take": {
    access: "public",
    why: "a volunteer takes over a shift offered to them, through their personal link",
    call: async (w) => {
      const swap = await freshSwap(w);
      return { url: `/api/public/volunteers/${(await freshVolunteer(w)).token}/swaps/${swap.id}/take`, body: {} };
    },
    ok: 201,
  },
  "POST /api/public/volunteers/:token/swaps/:swapId/withdraw": {
    access: "public",
    why: "a volunteer takes back their offer of a shift, through their personal link",
    call: async (w) => {
      const swap = await freshSwap(w);
      return { url: `/api/public/volunteers/${swap.token}/swaps/${swap.id}/withdraw`, body: {} };
    },
  },
  "GET /api/public/volunteers/:token/calendar.ics": {
    access: "public",
    why: "a volunteer's shifts in their calendar app, by their personal link",
    call: async (w) => ({ url: `/api/public/volunteers/${(await freshVolunteer(w)).token}/calendar.ics` }),
  },
};
