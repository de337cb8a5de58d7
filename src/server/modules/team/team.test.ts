import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountContract as accountApi } from "#shared/account/contract.ts";
import type { TMe } from "#shared/account/schemas.ts";
import { activitiesContract as activitiesApi } from "#shared/activities/contract.ts";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { rsvpContract as rsvpApi } from "#shared/rsvp/contract.ts";
import { venuesContract as venuesApi } from "#shared/venues/contract.ts";
import { teamContract as teamApi } from "#shared/team/contract.ts";
import { LIMITED_REACH_REFUSAL, TEAM_SEAT_LIMIT, type InvitableRole } from "#shared/team/roles.ts";
import type { TTeam, TTeamAccounts, TTeamAuditPage } from "#shared/team/schemas.ts";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { race } from "#tests/fixtures/concurrency.ts";
import { changePlan, createTestApp, pathOf, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, signUpVerified, uniqueEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { TEAM_FULL_MESSAGE } from "./service.ts";

let t: TestApp;
let owner: SignedUpUser;
let eventId: string;

/** Sign-up offers up to pro; business comes from the billing side. */
async function businessOwner(overrides: { firstName?: string; lastName?: string } = {}): Promise<SignedUpUser> {
  const person = await signUpVerified(t, { planType: "pro", ...overrides });
  await changePlan(t, person.id, "business");
  return person;
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await businessOwner({ firstName: "Olga", lastName: "Owner" });
  const created = await owner.client.call(eventsApi.create, { body: eventInput({ name: "Harbour Gala" }) });
  expect(created.statusCode, created.body).toBe(201);
  eventId = (created.json() as { id: string }).id;
});
afterAll(async () => {
  await t?.close();
});

/** The token of the newest team invitation mailed to `email`. */
async function invitationToken(email: string): Promise<string> {
  await t.jobs.idle();
  return decodeURIComponent(
    pathOf(await t.linkFromMail(email, "team-invitation"))
      .split("/")
      .pop()!,
  );
}

/** Invites a new person with `role`, who signs up with that address, confirms it, accepts and works in the account. */
async function joinedMember(role: InvitableRole, by: SignedUpUser = owner, events?: string[]): Promise<SignedUpUser> {
  const email = uniqueEmail(role);
  const invited = await by.client.call(teamApi.invite, { body: { email, role, ...(events ? { events } : {}) } });
  expect(invited.statusCode, invited.body).toBe(201);
  const person = await signUpVerified(t, { email, planType: "free" });
  const accepted = await person.client.call(teamApi.accept, { params: { token: await invitationToken(email) } });
  expect(accepted.statusCode, accepted.body).toBe(200);
  const working = await person.client.call(teamApi.workIn, { body: { accountId: by.id } });
  expect(working.statusCode, working.body).toBe(200);
  return person;
}

const renameEvent = (person: SignedUpUser, name: string) =>
  person.client.call(eventsApi.update, { params: { eventId }, body: eventInput({ name }) });

describe("an invited admin", () => {
  it("gets a mail, sees who invites them, joins, and manages the owner's events as the account", async () => {
    const email = uniqueEmail("ada");
    const invited = await owner.client.call(teamApi.invite, { body: { email: email.toUpperCase(), role: "admin" } });
    expect(invited.statusCode, invited.body).toBe(201);
    expect(invited.json()).toMatchObject({ email, role: "admin", expired: false });

    const token = await invitationToken(email);
    const view = await t.client().call(teamApi.invitation, { params: { token } });
    expect(view.json()).toMatchObject({ accountName: "Olga Owner", invitedBy: "Olga Owner", email, role: "admin" });

    const ada = await signUpVerified(t, { email, planType: "free", firstName: "Ada", lastName: "Admin" });
    // Before joining, the owner's event is someone else's.
    expect((await ada.client.call(eventsApi.get, { params: { eventId } })).statusCode).toBe(404);
    const accepted = await ada.client.call(teamApi.accept, { params: { token } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const accounts = accepted.json() as TTeamAccounts;
    expect(accounts.accounts.map((a) => [a.name, a.role, a.own])).toEqual([
      ["Ada Admin", "owner", true],
      ["Olga Owner", "admin", false],
    ]);
    // The link is used up.
    expect((await ada.client.call(teamApi.accept, { params: { token } })).statusCode).toBe(404);

    // Working in her own account still: the owner's event stays out of reach.
    expect((await ada.client.call(eventsApi.get, { params: { eventId } })).statusCode).toBe(404);
    const working = await ada.client.call(teamApi.workIn, { body: { accountId: owner.id } });
    expect((working.json() as TTeamAccounts).current).toBe(owner.id);

    // Her pages go by the account's plan and her role there.
    const me = (await ada.client.call(accountApi.me)).json() as TMe;
    expect(me.workingIn).toEqual({
      accountId: owner.id,
      name: "Olga Owner",
      role: "admin",
      someEvents: false,
      access: { premium: true, pro: true, business: true },
    });
    expect(me.subscription.access.business).toBe(false);

    const list = await ada.client.call(eventsApi.list, { query: {} });
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).toContain("Harbour Gala");
    const renamed = await renameEvent(ada, "Harbour Gala 2027");
    expect(renamed.statusCode, renamed.body).toBe(200);
    // The event is still the owner's, and the change is in the account's log under Ada's name.
    const ownerView = await owner.client.call(eventsApi.get, { params: { eventId } });
    expect((ownerView.json() as { name: string }).name).toBe("Harbour Gala 2027");
    const log = (await owner.client.call(teamApi.audit, { query: {} })).json() as TTeamAuditPage;
    const edit = log.entries.find((entry) => entry.subject === `/api/events/${eventId}`);
    expect(edit).toMatchObject({ actorName: "Ada Admin", actorId: ada.id });
    // The event as it was before her change.
    expect(edit!.before).toMatchObject({ id: eventId, name: "Harbour Gala" });
    expect(JSON.stringify(edit!.after)).toContain("Harbour Gala 2027");
    expect(log.entries.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["Invited a team member", "Joined the team"]),
    );
    // Ada's own entries only, as a file.
    const file = await owner.client.call(teamApi.auditExport, { query: { member: ada.id, format: "csv" } });
    expect(file.statusCode).toBe(200);
    const lines = file.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe("When (UTC),Who,What,On,Before,After");
    expect(lines.slice(1).every((line) => line.includes("Ada Admin"))).toBe(true);
    expect(lines.some((line) => line.includes(`/api/events/${eventId}`))).toBe(true);

    // Back in her own account, her own (empty) events again.
    await ada.client.call(teamApi.workIn, { body: { accountId: ada.id } });
    expect(((await ada.client.call(accountApi.me)).json() as TMe).workingIn).toBeNull();
    expect(JSON.stringify((await ada.client.call(eventsApi.list, { query: {} })).json())).not.toContain("Harbour");
  });

  it("only the invited address, confirmed, can accept", async () => {
    const email = uniqueEmail("meant");
    await owner.client.call(teamApi.invite, { body: { email, role: "editor" } });
    const token = await invitationToken(email);
    const other = await signUpVerified(t, { planType: "free" });
    const refused = await other.client.call(teamApi.accept, { params: { token } });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe(`This invitation is for ${email}. Sign in with that address to accept it.`);
    const unconfirmed = await signUp(t.client(), { email, planType: "free" });
    const notYet = await unconfirmed.client.call(teamApi.accept, { params: { token } });
    expect(errorOf(notYet).message).toBe("Confirm your email address first, then accept the invitation.");
    // Nobody joined: working in the owner's account is refused.
    expect((await other.client.call(teamApi.workIn, { body: { accountId: owner.id } })).statusCode).toBe(404);
  });

  it("declining by link needs no account and takes the invitation away", async () => {
    const email = uniqueEmail("no-thanks");
    await owner.client.call(teamApi.invite, { body: { email, role: "viewer" } });
    const token = await invitationToken(email);
    expect((await t.client().call(teamApi.decline, { params: { token } })).statusCode).toBe(200);
    expect((await t.client().call(teamApi.invitation, { params: { token } })).statusCode).toBe(404);
    const team = (await owner.client.call(teamApi.get)).json() as TTeam;
    expect(team.invitations.map((i) => i.email)).not.toContain(email);
  });
});

describe("roles", () => {
  it("a viewer sees the account's events but cannot change them", async () => {
    const viewer = await joinedMember("viewer");
    expect((await viewer.client.call(eventsApi.get, { params: { eventId } })).statusCode).toBe(200);
    const refused = await renameEvent(viewer, "Renamed by a viewer");
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).message).toBe("Your role (Viewer) cannot change this.");
    const created = await viewer.client.call(eventsApi.create, { body: eventInput() });
    expect(created.statusCode).toBe(403);
    const event = (await owner.client.call(eventsApi.get, { params: { eventId } })).json() as { name: string };
    expect(event.name).not.toBe("Renamed by a viewer");
    // Nor the team.
    const invite = await viewer.client.call(teamApi.invite, { body: { email: uniqueEmail(), role: "admin" } });
    expect(errorOf(invite).message).toBe("Your role (Viewer) cannot manage the team.");
  });

  it("finance cannot change an event; an editor can, but not the team", async () => {
    const finance = await joinedMember("finance");
    expect((await renameEvent(finance, "By finance")).statusCode).toBe(403);
    const editor = await joinedMember("editor");
    expect((await renameEvent(editor, "Harbour Gala")).statusCode).toBe(200);
    const invite = await editor.client.call(teamApi.invite, { body: { email: uniqueEmail(), role: "viewer" } });
    expect(invite.statusCode).toBe(403);
  });

  it("a removed member loses access at once, on their next call", async () => {
    const editor = await joinedMember("editor");
    expect((await editor.client.call(eventsApi.get, { params: { eventId } })).statusCode).toBe(200);
    const removed = await owner.client.call(teamApi.removeMember, { params: { userId: editor.id } });
    expect(removed.statusCode, removed.body).toBe(200);
    const after = await editor.client.call(eventsApi.get, { params: { eventId } });
    expect(after.statusCode).toBe(404);
    expect((await renameEvent(editor, "After removal")).statusCode).toBe(404);
  });

  it("nobody changes their own role, only an owner touches owners, and the last owner stays", async () => {
    const admin = await joinedMember("admin");
    const own = await admin.client.call(teamApi.changeRole, { params: { userId: admin.id }, body: { role: "viewer" } });
    expect(errorOf(own).message).toBe("You cannot change your own role.");
    const demote = await admin.client.call(teamApi.changeRole, {
      params: { userId: owner.id },
      body: { role: "admin" },
    });
    expect(demote.statusCode).toBe(403);
    const promote = await admin.client.call(teamApi.changeRole, {
      params: { userId: admin.id },
      body: { role: "owner" },
    });
    expect(promote.statusCode).toBe(403);
    const removeOwner = await admin.client.call(teamApi.removeMember, { params: { userId: owner.id } });
    expect(removeOwner.statusCode).toBe(409);
    const selfOwner = await owner.client.call(teamApi.changeRole, {
      params: { userId: owner.id },
      body: { role: "admin" },
    });
    expect(selfOwner.statusCode).toBe(403);
  });
});

describe("a member limited to some events (ADR 033)", () => {
  it("an editor limited to one event cannot see or change another, nor the account's settings", async () => {
    const boss = await businessOwner({ firstName: "Bea", lastName: "Boss" });
    const create = async (name: string) => {
      const made = await boss.client.call(eventsApi.create, { body: eventInput({ name }) });
      expect(made.statusCode, made.body).toBe(201);
      return (made.json() as { id: string }).id;
    };
    const gala = await create("Autumn Gala");
    const picnic = await create("Spring Picnic");
    const activity = async (event: string, name: string) => {
      const made = await boss.client.call(activitiesApi.create, {
        body: { eventId: event, name, startAt: "2027-06-12T18:00:00+02:00", endAt: "2027-06-12T19:00:00+02:00" },
      });
      expect(made.statusCode, made.body).toBe(201);
      return (made.json() as { id: string }).id;
    };
    await activity(gala, "Gala dinner");
    const games = await activity(picnic, "Picnic games");

    const editor = await joinedMember("editor", boss, [gala]);
    const team = (await boss.client.call(teamApi.get)).json() as TTeam;
    expect(team.members.find((member) => member.userId === editor.id)?.events).toEqual([
      { id: gala, name: "Autumn Gala" },
    ]);

    const me = (await editor.client.call(accountApi.me)).json() as TMe;
    expect(me.workingIn).toMatchObject({ role: "editor", someEvents: true });

    // Lists hold only the gala and its activities.
    const list = JSON.stringify((await editor.client.call(eventsApi.list, { query: {} })).json());
    expect(list).toContain("Autumn Gala");
    expect(list).not.toContain("Spring Picnic");
    const summary = JSON.stringify((await editor.client.call(eventsApi.summary)).json());
    expect(summary).not.toContain("Spring Picnic");
    const activities = JSON.stringify((await editor.client.call(activitiesApi.list, { query: {} })).json());
    expect(activities).toContain("Gala dinner");
    expect(activities).not.toContain("Picnic games");

    // The picnic, and a record of it, answer as another owner's would; the gala works.
    expect((await editor.client.call(eventsApi.get, { params: { eventId: picnic } })).statusCode).toBe(404);
    const rename = await editor.client.call(eventsApi.update, {
      params: { eventId: picnic },
      body: eventInput({ name: "Taken over" }),
    });
    expect(rename.statusCode).toBe(404);
    expect((await editor.client.call(activitiesApi.get, { params: { activityId: games } })).statusCode).toBe(404);
    const moved = await editor.client.call(activitiesApi.create, {
      body: {
        eventId: picnic,
        name: "Sneaked in",
        startAt: "2027-06-12T18:00:00+02:00",
        endAt: "2027-06-12T19:00:00+02:00",
      },
    });
    expect(moved.statusCode).toBe(404);
    const own = await editor.client.call(eventsApi.update, {
      params: { eventId: gala },
      body: eventInput({ name: "Autumn Gala 2027" }),
    });
    expect(own.statusCode, own.body).toBe(200);
    const picnicNow = (await boss.client.call(eventsApi.get, { params: { eventId: picnic } })).json();
    expect(picnicNow).toMatchObject({ name: "Spring Picnic" });

    // The account's own things: read, not changed; figures over every event refused.
    expect((await editor.client.call(venuesApi.list, { query: {} })).statusCode).toBe(200);
    const newEvent = await editor.client.call(eventsApi.create, { body: eventInput({ name: "Mine now" }) });
    expect(newEvent.statusCode).toBe(403);
    expect(errorOf(newEvent).message).toBe(LIMITED_REACH_REFUSAL);
    expect((await editor.client.call(rsvpApi.overview)).statusCode).toBe(403);

    // Widened by the owner, the picnic is in reach on the editor's next call.
    const widened = await boss.client.call(teamApi.changeRole, {
      params: { userId: editor.id },
      body: { role: "editor", events: null },
    });
    expect(widened.statusCode, widened.body).toBe(200);
    expect((await editor.client.call(eventsApi.get, { params: { eventId: picnic } })).statusCode).toBe(200);
  });

  it("reaches only the account's events, and never limits an owner", async () => {
    const boss = await businessOwner();
    const foreign = await owner.client.call(eventsApi.create, { body: eventInput({ name: "Not Bea's" }) });
    const invite = await boss.client.call(teamApi.invite, {
      body: { email: uniqueEmail(), role: "editor", events: [(foreign.json() as { id: string }).id] },
    });
    expect(invite.statusCode).toBe(400);
    expect(errorOf(invite).fields).toHaveProperty("events");
    const empty = await boss.client.call(teamApi.invite, {
      body: { email: uniqueEmail(), role: "editor", events: [] },
    });
    expect(errorOf(empty).fields).toHaveProperty("events");
    const mine = await boss.client.call(eventsApi.create, { body: eventInput() });
    const admin = await joinedMember("admin", boss, [(mine.json() as { id: string }).id]);
    const owned = await boss.client.call(teamApi.changeRole, {
      params: { userId: admin.id },
      body: { role: "owner", events: [(mine.json() as { id: string }).id] },
    });
    expect(errorOf(owned).fields).toHaveProperty("events");
    // Made an owner without naming events, the admin reaches every event.
    const promoted = await boss.client.call(teamApi.changeRole, {
      params: { userId: admin.id },
      body: { role: "owner" },
    });
    expect(promoted.statusCode, promoted.body).toBe(200);
    const row = (promoted.json() as TTeam).members.find((member) => member.userId === admin.id);
    expect(row).toMatchObject({ role: "owner", events: null });
  });
});

describe("handing over ownership", () => {
  it("makes the member the owner and the previous owner an admin, whose rights follow at once", async () => {
    const founder = await businessOwner({ firstName: "Fay", lastName: "Founder" });
    const heir = await joinedMember("admin", founder);
    const handed = await founder.client.call(teamApi.transfer, { body: { userId: heir.id } });
    expect(handed.statusCode, handed.body).toBe(200);
    const team = handed.json() as TTeam;
    expect(team.myRole).toBe("admin");
    expect(team.members.map((m) => [m.userId, m.role])).toEqual(
      expect.arrayContaining([
        [founder.id, "admin"],
        [heir.id, "owner"],
      ]),
    );
    // The founder's login is now an admin in its own account: no second hand-over.
    const again = await founder.client.call(teamApi.transfer, { body: { userId: heir.id } });
    expect(errorOf(again).message).toBe("Only an owner can hand over ownership.");
    // The new owner is the last owner: leaving is refused until someone else owns the account.
    const leave = await heir.client.call(teamApi.leave, { params: { accountId: founder.id } });
    expect(leave.statusCode).toBe(409);
    const back = await heir.client.call(teamApi.changeRole, {
      params: { userId: founder.id },
      body: { role: "owner" },
    });
    expect(back.statusCode, back.body).toBe(200);
    const left = await heir.client.call(teamApi.leave, { params: { accountId: founder.id } });
    expect(left.statusCode, left.body).toBe(200);
    expect((left.json() as TTeamAccounts).current).toBe(heir.id);
    const accounts = (await heir.client.call(teamApi.accounts)).json() as TTeamAccounts;
    expect(accounts.accounts.map((a) => a.accountId)).toEqual([heir.id]);
  });
});

describe("the seat limit", () => {
  it(`refuses the invitation after ${TEAM_SEAT_LIMIT}, pending ones included, and frees a seat when one is taken back`, async () => {
    const boss = await businessOwner();
    for (let i = 0; i < TEAM_SEAT_LIMIT; i++) {
      const invited = await boss.client.call(teamApi.invite, {
        body: { email: uniqueEmail(`seat${i}`), role: "viewer" },
      });
      expect(invited.statusCode, invited.body).toBe(201);
    }
    const eleventh = await boss.client.call(teamApi.invite, {
      body: { email: uniqueEmail("eleventh"), role: "viewer" },
    });
    expect(eleventh.statusCode).toBe(409);
    expect(errorOf(eleventh)).toMatchObject({ message: TEAM_FULL_MESSAGE, fields: { email: TEAM_FULL_MESSAGE } });
    const team = (await boss.client.call(teamApi.get)).json() as TTeam;
    expect(team.seats).toEqual({ used: TEAM_SEAT_LIMIT, limit: TEAM_SEAT_LIMIT });
    const revoked = await boss.client.call(teamApi.revokeInvitation, {
      params: { invitationId: team.invitations[0]!.id },
    });
    expect(revoked.statusCode).toBe(200);
    const again = await boss.client.call(teamApi.invite, {
      body: { email: uniqueEmail("seat-again"), role: "viewer" },
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it("holds when invitations race past it", async () => {
    const boss = await businessOwner();
    const outcome = await race(TEAM_SEAT_LIMIT + 6, (i) =>
      boss.client.call(teamApi.invite, { body: { email: uniqueEmail(`racer${i}`), role: "editor" } }),
    );
    expect(outcome.statuses).toEqual({ 201: TEAM_SEAT_LIMIT, 409: 6 });
    const team = (await boss.client.call(teamApi.get)).json() as TTeam;
    expect(team.invitations).toHaveLength(TEAM_SEAT_LIMIT);
  });

  it("refuses an address already invited or already on the team, naming the field", async () => {
    const email = uniqueEmail("twice");
    await owner.client.call(teamApi.invite, { body: { email, role: "viewer" } });
    const twice = await owner.client.call(teamApi.invite, { body: { email, role: "viewer" } });
    expect(errorOf(twice).fields).toEqual({
      email: "This address is already invited: send the invitation again instead.",
    });
    const self = await owner.client.call(teamApi.invite, { body: { email: owner.email, role: "admin" } });
    expect(errorOf(self).fields).toEqual({ email: "This person is already on the team." });
    const bad = await owner.client.call(teamApi.invite, { body: { email: "not an address", role: "owner" } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(errorOf(bad).fields ?? {}).sort()).toEqual(["email", "role"]);
  });
});

describe("plans and strangers", () => {
  it("a team needs the business plan, and working in an account stops when it loses it", async () => {
    const premium = await signUpVerified(t, { planType: "premium" });
    const refused = await premium.client.call(teamApi.invite, { body: { email: uniqueEmail(), role: "admin" } });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe("PLAN_REQUIRED");

    const boss = await businessOwner();
    const member = await joinedMember("editor", boss);
    expect((await member.client.call(eventsApi.list, { query: {} })).statusCode).toBe(200);
    await changePlan(t, boss.id, "premium");
    try {
      const lapsed = await member.client.call(eventsApi.list, { query: {} });
      expect(lapsed.statusCode).toBe(403);
      expect(errorOf(lapsed).code).toBe("PLAN_REQUIRED");
    } finally {
      await changePlan(t, boss.id, "business");
    }
  });

  it("a cookie naming an account one is not on changes nothing: one's own records, the others' 404", async () => {
    const stranger = await businessOwner();
    expect((await stranger.client.call(teamApi.workIn, { body: { accountId: owner.id } })).statusCode).toBe(404);
    const forged = await t.app.inject({
      method: "GET",
      url: `/api/events/${eventId}`,
      headers: { cookie: `${stranger.client.jar.header()}; gatherly_account=${owner.id}` },
    });
    expect(forged.statusCode).toBe(404);
    expect((await stranger.client.call(teamApi.get)).json()).toMatchObject({ accountId: stranger.id });
  });

  it("another account's invitation and member ids answer 404", async () => {
    const boss = await businessOwner();
    const mine = await owner.client.call(teamApi.invite, { body: { email: uniqueEmail("mine"), role: "viewer" } });
    const invitationId = (mine.json() as { id: string }).id;
    expect((await boss.client.call(teamApi.revokeInvitation, { params: { invitationId } })).statusCode).toBe(404);
    expect((await boss.client.call(teamApi.resendInvitation, { params: { invitationId } })).statusCode).toBe(404);
    const member = (await owner.client.call(teamApi.get)).json() as TTeam;
    const someone = member.members.find((m) => !m.founder)!;
    expect((await boss.client.call(teamApi.removeMember, { params: { userId: someone.userId } })).statusCode).toBe(404);
  });
});
