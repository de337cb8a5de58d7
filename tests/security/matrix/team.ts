import type { RouteExpectation } from "../route-matrix.ts";
import { expectStatus, type World } from "../world.ts";
import { signUpVerified, uniqueEmail } from "../../fixtures/factories.ts";
import type { Client } from "../../fixtures/http-client.ts";

const business = "business" as const;
const teamRoute = { access: "user", requires: business } as const;
const TEAM = "/api/team";

/**
 * A pending invitation of the owner's, registered so the suite knows whose it is. Earlier ones are taken back
 * first: the routes are called many times and the team has ten seats.
 */
async function freshInvitation(w: World): Promise<string> {
  const team = (await expectStatus(w.owner.client.request("GET", TEAM), 200)).json();
  for (const invitation of team.invitations as Array<{ id: string }>) {
    await expectStatus(w.owner.client.request("DELETE", `${TEAM}/invitations/${invitation.id}`), 200);
  }
  const invited = (
    await expectStatus(
      w.owner.client.request("POST", `${TEAM}/invitations`, { email: uniqueEmail("matrix"), role: "viewer" }),
      201,
    )
  ).json();
  w.readers.set(invited.id, TEAM);
  return invited.id as string;
}

/** The clients of the members made here, by id (the one handed the account gives it back). */
const memberClients = new Map<string, Client>();

/** A new editor on the owner's team (invited, signed up, confirmed, accepted). */
async function freshMember(w: World): Promise<string> {
  // Those made for earlier calls leave first (seats again).
  const team = (await expectStatus(w.owner.client.request("GET", TEAM), 200)).json();
  for (const member of team.members as Array<{ userId: string }>) {
    if (memberClients.has(member.userId)) {
      await expectStatus(w.owner.client.request("DELETE", `${TEAM}/members/${member.userId}`), 200);
    }
  }
  await freshInvitation(w);
  const email = uniqueEmail("matrix-editor");
  await expectStatus(w.owner.client.request("POST", `${TEAM}/invitations`, { email, role: "editor" }), 201);
  const person = await signUpVerified(w.t, { email, planType: "free" });
  memberClients.set(person.id, person.client);
  await w.t.jobs.idle();
  const token = (await w.t.linkFromMail(email, "team-invitation")).split("/").pop()!;
  await expectStatus(person.client.request("POST", `/api/team-invitations/${token}/accept`, {}), 200);
  w.readers.set(person.id, TEAM);
  return person.id;
}

/** Someone else's account named in a body: only the owner's own call may reach it. */
const accountNamed = (w: World) => {
  const body = { accountId: w.owner.id };
  w.readers.set(JSON.stringify(body).slice(1, -1), TEAM);
  return body;
};

export const TEAM_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/team": { ...teamRoute, call: () => ({ url: TEAM }) },
  "POST /api/team/invitations": {
    ...teamRoute,
    call: async (w) => {
      await freshInvitation(w);
      return { url: `${TEAM}/invitations`, body: { email: uniqueEmail("matrix-new"), role: "viewer" } };
    },
    ok: 201,
  },
  "POST /api/team/invitations/:invitationId/resend": {
    ...teamRoute,
    call: async (w) => ({ url: `${TEAM}/invitations/${await freshInvitation(w)}/resend`, body: {} }),
  },
  "DELETE /api/team/invitations/:invitationId": {
    ...teamRoute,
    call: async (w) => ({ url: `${TEAM}/invitations/${await freshInvitation(w)}` }),
  },
  "PATCH /api/team/members/:userId": {
    ...teamRoute,
    call: async (w) => {
      w.readers.set(w.team.viewer.id, TEAM);
      return { url: `${TEAM}/members/${w.team.viewer.id}`, body: { role: "viewer" } };
    },
  },
  "DELETE /api/team/members/:userId": {
    ...teamRoute,
    call: async (w) => ({ url: `${TEAM}/members/${await freshMember(w)}` }),
  },
  "POST /api/team/transfer": {
    ...teamRoute,
    call: async (w) => {
      const id = await freshMember(w);
      return { url: `${TEAM}/transfer`, body: { userId: id } };
    },
    // The owner's call hands the account over: the new owner gives it back, and the owner removes them.
    restore: async (w, call) => {
      const heir = (call.body as { userId: string }).userId;
      const heirClient = memberClients.get(heir)!;
      await expectStatus(heirClient.request("PUT", `${TEAM}/current`, { accountId: w.owner.id }), 200);
      await expectStatus(heirClient.request("PATCH", `${TEAM}/members/${w.owner.id}`, { role: "owner" }), 200);
      await expectStatus(w.owner.client.request("DELETE", `${TEAM}/members/${heir}`), 200);
    },
  },
  "GET /api/team/audit": { ...teamRoute, call: () => ({ url: `${TEAM}/audit?limit=5` }) },
  "GET /api/team/audit/export": { ...teamRoute, call: () => ({ url: `${TEAM}/audit/export?format=csv` }) },
  "GET /api/team/accounts": { access: "user", call: () => ({ url: `${TEAM}/accounts` }) },
  "PUT /api/team/current": { access: "user", call: (w) => ({ url: `${TEAM}/current`, body: accountNamed(w) }) },
  "POST /api/team/accounts/:accountId/leave": {
    access: "user",
    // Nobody in the world is on a team they may leave; the route's own suite (team.test.ts) leaves one.
    call: () => ({ url: `${TEAM}/accounts/no-such-account/leave`, body: {} }),
    ok: 404,
  },
  "GET /api/team-invitations/:token": {
    access: "public",
    why: "the invitee opens the mailed link before signing in",
    call: () => ({ url: "/api/team-invitations/no-such-token" }),
    ok: 404,
  },
  "POST /api/team-invitations/:token/accept": {
    access: "user",
    call: () => ({ url: "/api/team-invitations/no-such-token/accept", body: {} }),
    ok: 404,
  },
  "POST /api/team-invitations/:token/decline": {
    access: "public",
    why: "declining needs no account",
    call: () => ({ url: "/api/team-invitations/no-such-token/decline", body: {} }),
    ok: 404,
  },
};
