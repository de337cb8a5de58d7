import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activitiesContract as activitiesApi } from "#shared/activities/contract.ts";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { rsvpContract as rsvpApi } from "#shared/rsvp/contract.ts";
import { volunteersContract as api } from "#shared/volunteers/contract.ts";
import type {
  TApplicationResult,
  TAssignment,
  TAssignmentResult,
  THoursLedger,
  TCoverage,
  TShift,
  TShiftInput,
  TSwap,
  TVolunteer,
  TVolunteerPage,
  TVolunteerRole,
} from "#shared/volunteers/schemas.ts";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { expectOneWinner, race } from "#tests/fixtures/concurrency.ts";
import { changePlan, createTestApp, pathOf, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUpVerified, uniqueEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { queueShiftReminders } from "./mailing.ts";

let t: TestApp;
let owner: SignedUpUser;
let eventId: string;
let roleId: string;
let applicationToken: string;

/** Sign-up offers up to pro; business comes from the billing side. */
async function businessOwner(): Promise<SignedUpUser> {
  const person = await signUpVerified(t, { planType: "pro" });
  await changePlan(t, person.id, "business");
  return person;
}

/** A time on the event's day (2027-06-12, Amsterdam summer time). */
const at = (hhmm: string) => `2027-06-12T${hhmm}:00+02:00`;

async function newShift(input: Partial<TShiftInput> & Pick<TShiftInput, "startsAt" | "endsAt">): Promise<TShift> {
  const created = await owner.client.call(api.createShift, {
    params: { eventId },
    body: { roleId, published: true, ...input },
  });
  expect(created.statusCode, created.body).toBe(201);
  return created.json() as TShift;
}

/** Someone applies through the public link (no account) and is approved; answers their page's token. */
async function approvedVolunteer(
  name: string,
  email = uniqueEmail(name.toLowerCase()),
): Promise<{ id: string; token: string }> {
  const applied = await t.client().call(api.apply, {
    params: { token: applicationToken },
    body: { name, email, answers: ["Yes"] },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const token = decodeURIComponent((applied.json() as TApplicationResult).pagePath!.split("/").pop()!);
  const list = (await owner.client.call(api.listVolunteers, { params: { eventId }, query: {} })).json() as {
    items: TVolunteer[];
  };
  const volunteer = list.items.find((v) => v.email === email)!;
  const approved = await owner.client.call(api.decide, {
    params: { eventId, volunteerId: volunteer.id },
    body: { status: "approved" },
  });
  expect(approved.statusCode, approved.body).toBe(200);
  return { id: volunteer.id, token };
}

const signUpFor = (token: string, shiftId: string) => t.client().call(api.signUp, { params: { token, shiftId } });

beforeAll(async () => {
  t = await createTestApp();
  owner = await businessOwner();
  const created = await owner.client.call(eventsApi.create, { body: eventInput({ name: "Harbour Festival" }) });
  expect(created.statusCode, created.body).toBe(201);
  eventId = (created.json() as { id: string }).id;
  const role = await owner.client.call(api.createRole, {
    params: { eventId },
    body: { name: "Registration desk", description: "Badges and wristbands" },
  });
  expect(role.statusCode, role.body).toBe(201);
  roleId = (role.json() as TVolunteerRole).id;
  const link = await owner.client.call(api.updateApplicationLink, {
    params: { eventId },
    body: { open: true, questions: ["Have you volunteered before?"] },
  });
  expect(link.statusCode, link.body).toBe(200);
  applicationToken = (link.json() as { token: string }).token;
});
afterAll(async () => {
  await t?.close();
});

describe("roles and shifts", () => {
  it("are kept per event, with coverage flagged and bad input named by field", async () => {
    const roles = (await owner.client.call(api.listRoles, { params: { eventId } })).json() as {
      items: TVolunteerRole[];
    };
    expect(roles.items.map((r) => r.name)).toContain("Registration desk");

    const backwards = await owner.client.call(api.createShift, {
      params: { eventId },
      body: { roleId, startsAt: at("12:00"), endsAt: at("10:00") },
    });
    expect(backwards.statusCode).toBe(400);
    expect(errorOf(backwards).fields).toHaveProperty("endsAt");
    const noName = await owner.client.call(api.createRole, { params: { eventId }, body: { name: " " } });
    expect(noName.statusCode).toBe(400);
    expect(errorOf(noName).fields).toHaveProperty("name");
    const strangerRole = await owner.client.call(api.createShift, {
      params: { eventId },
      body: { roleId: "00000000-0000-4000-8000-000000000000", startsAt: at("10:00"), endsAt: at("12:00") },
    });
    expect(strangerRole.statusCode).toBe(404);
    expect(errorOf(strangerRole).fields).toHaveProperty("roleId");

    const shift = await newShift({ startsAt: at("06:00"), endsAt: at("07:00"), needed: 2, published: false });
    expect(shift).toMatchObject({ roleName: "Registration desk", needed: 2, confirmed: 0, understaffed: true });
    const withShift = (await owner.client.call(api.listRoles, { params: { eventId } })).json() as {
      items: TVolunteerRole[];
    };
    expect(withShift.items.find((r) => r.id === roleId)?.shiftCount).toBeGreaterThanOrEqual(1);
    const published = await owner.client.call(api.publishShifts, { params: { eventId } });
    expect((published.json() as { published: number }).published).toBeGreaterThanOrEqual(1);
    const coverage = (await owner.client.call(api.coverage, { params: { eventId } })).json() as TCoverage;
    expect(coverage.items.find((i) => i.shiftId === shift.id)).toMatchObject({ needed: 2, understaffed: true });

    // A role with shifts stays until they go.
    expect((await owner.client.call(api.removeRole, { params: { eventId, roleId } })).statusCode).toBe(409);
    expect((await owner.client.call(api.removeShift, { params: { eventId, shiftId: shift.id } })).statusCode).toBe(200);
  });
});

describe("applications", () => {
  it("come in through the public link without an account, are mailed their page, and wait for approval", async () => {
    const form = await t.client().call(api.applicationForm, { params: { token: applicationToken } });
    expect(form.statusCode, form.body).toBe(200);
    expect(form.json()).toMatchObject({
      event: { name: "Harbour Festival" },
      questions: ["Have you volunteered before?"],
      closedReason: null,
    });

    const email = uniqueEmail("vera");
    const applied = await t.client().call(api.apply, {
      params: { token: applicationToken },
      body: { name: "Vera Volunteer", email, phone: "+31 6 1234", skills: ["First aid"], answers: ["Twice"] },
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const result = applied.json() as TApplicationResult;
    expect(result.pagePath).toMatch(/^\/volunteer\//);
    await t.jobs.idle();
    expect(pathOf(await t.linkFromMail(email, "volunteer-link"))).toBe(result.pagePath);

    // The same address again: no page handed out, the link mailed instead.
    const again = await t.client().call(api.apply, {
      params: { token: applicationToken },
      body: { name: "Someone Else", email: email.toUpperCase() },
    });
    expect(again.json()).toEqual({ pagePath: null, emailed: true });

    const token = decodeURIComponent(result.pagePath!.split("/").pop()!);
    const page = (await t.client().call(api.myPage, { params: { token } })).json() as TVolunteerPage;
    expect(page.volunteer).toMatchObject({ name: "Vera Volunteer", status: "applied" });
    expect(page.openShifts).toEqual([]);

    const list = (
      await owner.client.call(api.listVolunteers, { params: { eventId }, query: { status: "applied" } })
    ).json() as { items: TVolunteer[] };
    const vera = list.items.find((v) => v.email === email)!;
    expect(vera.answers).toEqual([{ question: "Have you volunteered before?", answer: "Twice" }]);
    const approved = await owner.client.call(api.decide, {
      params: { eventId, volunteerId: vera.id },
      body: { status: "approved" },
    });
    expect((approved.json() as TVolunteer).status).toBe("approved");

    const missingEmail = await t.client().call(api.apply, { params: { token: applicationToken }, body: { name: "X" } });
    expect(missingEmail.statusCode).toBe(400);
    expect(errorOf(missingEmail).fields).toHaveProperty("email");
  });

  it("are refused while the link is closed, and an unknown link answers 404", async () => {
    await owner.client.call(api.updateApplicationLink, { params: { eventId }, body: { open: false } });
    const closed = await t.client().call(api.apply, {
      params: { token: applicationToken },
      body: { name: "Late Larry", email: uniqueEmail("larry") },
    });
    expect(closed.statusCode).toBe(409);
    await owner.client.call(api.updateApplicationLink, { params: { eventId }, body: { open: true } });
    expect((await t.client().call(api.applicationForm, { params: { token: "nope" } })).statusCode).toBe(404);
  });

  it("a volunteer not yet approved cannot sign up", async () => {
    const shift = await newShift({ startsAt: at("05:00"), endsAt: at("05:30") });
    const applied = await t.client().call(api.apply, {
      params: { token: applicationToken },
      body: { name: "Pending Pia", email: uniqueEmail("pia") },
    });
    const token = decodeURIComponent((applied.json() as TApplicationResult).pagePath!.split("/").pop()!);
    const refused = await signUpFor(token, shift.id);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain("approved");
  });
});

describe("places on shifts", () => {
  it("of two volunteers racing for the last place, exactly one gets it", async () => {
    const shift = await newShift({ startsAt: at("09:00"), endsAt: at("10:00"), needed: 1 });
    const racers = await Promise.all(["Ann", "Bob", "Cyd", "Dee"].map((name) => approvedVolunteer(name)));
    const outcome = await race(racers.length, (i) => signUpFor(racers[i]!.token, shift.id));
    expectOneWinner(outcome, 201, 409);
    const shifts = (await owner.client.call(api.listShifts, { params: { eventId } })).json() as { items: TShift[] };
    expect(shifts.items.find((s) => s.id === shift.id)).toMatchObject({ confirmed: 1, understaffed: false });
  });

  it("refuse a shift overlapping another of the volunteer's, naming it, and too many hours in a row", async () => {
    const morning = await newShift({ startsAt: at("08:00"), endsAt: at("12:00"), needed: 3 });
    const overlapping = await newShift({ startsAt: at("11:00"), endsAt: at("13:00"), needed: 3 });
    const afternoon = await newShift({ startsAt: at("12:00"), endsAt: at("16:00"), needed: 3 });
    const evening = await newShift({ startsAt: at("16:15"), endsAt: at("17:15"), needed: 3 });
    const vol = await approvedVolunteer("Eve");
    expect((await signUpFor(vol.token, morning.id)).statusCode).toBe(201);

    const clash = await signUpFor(vol.token, overlapping.id);
    expect(clash.statusCode).toBe(409);
    expect(errorOf(clash).message).toMatch(/overlaps the Registration desk shift \(Sat, Jun 12, 2027, 8:00/);

    // 8:00 to 16:00 back to back is 8 hours: allowed; a quarter of an hour's rest is no rest.
    expect((await signUpFor(vol.token, afternoon.id)).statusCode).toBe(201);
    const tooLong = await signUpFor(vol.token, evening.id);
    expect(tooLong.statusCode).toBe(409);
    expect(errorOf(tooLong).message).toContain("9.3 hours in a row");

    // The organiser meets the same rule, under the volunteer's field.
    const assigned = await owner.client.call(api.assign, {
      params: { eventId, shiftId: overlapping.id },
      body: { volunteerId: vol.id },
    });
    expect(assigned.statusCode).toBe(409);
    expect(errorOf(assigned).fields).toHaveProperty("volunteerId");
  });

  it("given by the organiser are confirmed by the volunteer; check-in credits the hours; the ledger sums them", async () => {
    const shift = await newShift({ startsAt: at("18:00"), endsAt: at("21:30"), needed: 2, place: "Gate B" });
    const vol = await approvedVolunteer("Fay");
    const assigned = await owner.client.call(api.assign, {
      params: { eventId, shiftId: shift.id },
      body: { volunteerId: vol.id },
    });
    expect(assigned.statusCode, assigned.body).toBe(201);
    const { assignment } = assigned.json() as TAssignmentResult;
    expect(assignment.status).toBe("awaiting");

    let page = (await t.client().call(api.myPage, { params: { token: vol.token } })).json() as TVolunteerPage;
    expect(page.assignments.map((a) => [a.shift.place, a.status])).toEqual([["Gate B", "awaiting"]]);
    const confirmed = await t.client().call(api.confirm, { params: { token: vol.token, assignmentId: assignment.id } });
    expect((confirmed.json() as TAssignmentResult).assignment.status).toBe("confirmed");

    const checkedIn = await owner.client.call(api.checkIn, { params: { eventId, assignmentId: assignment.id } });
    expect(checkedIn.json()).toMatchObject({ hours: 3.5, noShow: false });
    expect((checkedIn.json() as TAssignment).checkedInAt).not.toBeNull();
    const adjusted = await owner.client.call(api.adjustHours, {
      params: { eventId, assignmentId: assignment.id },
      body: { hours: 4 },
    });
    expect((adjusted.json() as TAssignment).hours).toBe(4);
    const badHours = await owner.client.call(api.adjustHours, {
      params: { eventId, assignmentId: assignment.id },
      body: { hours: -1 },
    });
    expect(errorOf(badHours).fields).toHaveProperty("hours");

    const ledger = (await owner.client.call(api.hours, { params: { eventId } })).json() as THoursLedger;
    expect(ledger.items.find((i) => i.volunteerId === vol.id)).toMatchObject({ shifts: 1, hours: 4 });
    page = (await t.client().call(api.myPage, { params: { token: vol.token } })).json() as TVolunteerPage;
    expect(page.hours).toBe(4);

    // A no-show credits nothing.
    const noShow = await owner.client.call(api.noShow, { params: { eventId, assignmentId: assignment.id } });
    expect(noShow.json()).toMatchObject({ noShow: true, hours: 0, checkedInAt: null });

    const ics = await t.client().call(api.myCalendar, { params: { token: vol.token } });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    expect(ics.body).toContain("SUMMARY:Registration desk (Harbour Festival)");
  });

  it("warn (not refuse) when the shift clashes with what the volunteer does at the event as a guest", async () => {
    const email = uniqueEmail("gus");
    const guest = await owner.client.call(rsvpApi.addGuest, { params: { eventId }, body: { name: "Gus", email } });
    expect(guest.statusCode, guest.body).toBe(201);
    const answered = await owner.client.call(rsvpApi.recordAnswer, {
      params: { guestId: (guest.json() as { id: string }).id },
      body: { status: "yes" },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const activity = await owner.client.call(activitiesApi.create, {
      body: { eventId, name: "Harbour dinner", startAt: at("19:00"), endAt: at("21:00") },
    });
    expect(activity.statusCode, activity.body).toBe(201);
    const shift = await newShift({ startsAt: at("20:00"), endsAt: at("22:00"), needed: 2 });
    const vol = await approvedVolunteer("Gus", email);
    const signed = await signUpFor(vol.token, shift.id);
    expect(signed.statusCode, signed.body).toBe(201);
    expect((signed.json() as TAssignmentResult).warnings).toEqual([expect.stringContaining("overlaps Harbour dinner")]);
  });

  it("are reminded by mail the day before, once", async () => {
    const shift = await newShift({ startsAt: at("22:00"), endsAt: at("23:00"), needed: 1 });
    const vol = await approvedVolunteer("Hal", uniqueEmail("hal"));
    expect((await signUpFor(vol.token, shift.id)).statusCode).toBe(201);
    const list = (await owner.client.call(api.listVolunteers, { params: { eventId }, query: {} })).json() as {
      items: TVolunteer[];
    };
    const email = list.items.find((v) => v.id === vol.id)!.email;
    const dayBefore = new Date(Date.parse(at("22:00")) - 20 * 60 * 60 * 1000);
    expect(await queueShiftReminders(t.database.db, t.jobs, dayBefore)).toBeGreaterThanOrEqual(1);
    await t.jobs.idle();
    const mails = (await t.outbox(email)).filter((m) => m.kind === "volunteer-shift-reminder");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("Registration desk");
    // Claimed once: a second sweep queues nothing for it.
    await queueShiftReminders(t.database.db, t.jobs, dayBefore);
    await t.jobs.idle();
    expect((await t.outbox(email)).filter((m) => m.kind === "volunteer-shift-reminder")).toHaveLength(1);
  });
});

describe("swaps", () => {
  it("hand a full shift to the volunteer it is offered to, under the same rules, and nobody else", async () => {
    const shift = await newShift({ startsAt: at("04:00"), endsAt: at("04:45"), needed: 1 });
    const ivy = await approvedVolunteer("Ivy");
    const jonEmail = uniqueEmail("jon");
    const jon = await approvedVolunteer("Jon", jonEmail);
    const kim = await approvedVolunteer("Kim");
    const ivyPlace = (await signUpFor(ivy.token, shift.id)).json() as TAssignmentResult;
    expect((await signUpFor(jon.token, shift.id)).statusCode).toBe(409);

    const unknown = await t.client().call(api.requestSwap, {
      params: { token: ivy.token, assignmentId: ivyPlace.assignment.id },
      body: { toEmail: uniqueEmail("nobody") },
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).fields).toHaveProperty("toEmail");
    const offered = await t.client().call(api.requestSwap, {
      params: { token: ivy.token, assignmentId: ivyPlace.assignment.id },
      body: { toEmail: jonEmail },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const swap = (offered.json() as TVolunteerPage).swaps[0]!;
    expect(swap).toMatchObject({ mine: true, toName: "Jon", fromName: "Ivy" });

    const jonPage = (await t.client().call(api.myPage, { params: { token: jon.token } })).json() as TVolunteerPage;
    expect(jonPage.swaps.map((s) => [s.id, s.mine])).toEqual([[swap.id, false]]);
    expect((await t.client().call(api.takeSwap, { params: { token: kim.token, swapId: swap.id } })).statusCode).toBe(
      404,
    );
    const taken = await t.client().call(api.takeSwap, { params: { token: jon.token, swapId: swap.id } });
    expect(taken.statusCode, taken.body).toBe(201);
    expect((taken.json() as TAssignmentResult).assignment).toMatchObject({ volunteerName: "Jon", status: "confirmed" });
    expect((await t.client().call(api.takeSwap, { params: { token: jon.token, swapId: swap.id } })).statusCode).toBe(
      409,
    );

    const ivyPage = (await t.client().call(api.myPage, { params: { token: ivy.token } })).json() as TVolunteerPage;
    expect(ivyPage.assignments.map((a) => a.shift.id)).not.toContain(shift.id);
    const shifts = (await owner.client.call(api.listShifts, { params: { eventId } })).json() as { items: TShift[] };
    expect(shifts.items.find((s) => s.id === shift.id)!.assignments.map((a) => a.volunteerName)).toEqual(["Jon"]);
    const list = (await owner.client.call(api.listSwaps, { params: { eventId } })).json() as { items: TSwap[] };
    expect(list.items.find((s) => s.id === swap.id)).toMatchObject({ status: "taken", takenByName: "Jon" });
  });
});

describe("who reaches what", () => {
  it("another account's organiser gets 404 for the event and its records", async () => {
    const stranger = await businessOwner();
    expect((await stranger.client.call(api.listShifts, { params: { eventId } })).statusCode).toBe(404);
    const shifts = (await owner.client.call(api.listShifts, { params: { eventId } })).json() as { items: TShift[] };
    const shiftId = shifts.items[0]!.id;
    const own = await stranger.client.call(eventsApi.create, { body: eventInput({ name: "Elsewhere" }) });
    const ownEventId = (own.json() as { id: string }).id;
    // Another owner's shift under the stranger's own event is not theirs either.
    expect(
      (await stranger.client.call(api.updateShift, { params: { eventId: ownEventId, shiftId }, body: { needed: 2 } }))
        .statusCode,
    ).toBe(404);
  });

  it("a volunteer's link works on the host's plan: once it lacks business, the plan error", async () => {
    const vol = await approvedVolunteer("Lou");
    await changePlan(t, owner.id, "pro");
    try {
      const refused = await t.client().call(api.myPage, { params: { token: vol.token } });
      expect(refused.statusCode).toBe(403);
      expect(errorOf(refused)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "business" });
    } finally {
      await changePlan(t, owner.id, "business");
    }
    expect((await t.client().call(api.myPage, { params: { token: vol.token } })).statusCode).toBe(200);
  });

  it("a lower plan gets the plan error", async () => {
    const premium = await signUpVerified(t, { planType: "premium" });
    const refused = await premium.client.call(api.listRoles, { params: { eventId } });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "business" });
  });
});
