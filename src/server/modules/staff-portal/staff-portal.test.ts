import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { staffPortalContract as api } from "#shared/staff-portal/contract.ts";
import type { TStaffChannel, TStaffPost, TVolunteerChannel } from "#shared/staff-portal/schemas.ts";
import { volunteersContract as volunteersApi } from "#shared/volunteers/contract.ts";
import type { TApplicationResult, TShift, TVolunteer, TVolunteerRole } from "#shared/volunteers/schemas.ts";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { changePlan, createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUpVerified, uniqueEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";

let t: TestApp;
let owner: SignedUpUser;
let eventId: string;
let applicationToken: string;
const roles: Record<string, string> = {};
const shifts: Record<string, string> = {};

async function businessOwner(): Promise<SignedUpUser> {
  const person = await signUpVerified(t, { planType: "pro", firstName: "Olga", lastName: "Organiser" });
  await changePlan(t, person.id, "business");
  return person;
}

/** Someone applies through the public link; approved unless `approve` is false. Answers their page's token. */
async function volunteer(name: string, approve = true): Promise<{ id: string; token: string; email: string }> {
  const email = uniqueEmail(name.toLowerCase());
  const applied = await t.client().call(volunteersApi.apply, {
    params: { token: applicationToken },
    body: { name, email, answers: [] },
  });
  expect(applied.statusCode, applied.body).toBe(201);
  const token = decodeURIComponent((applied.json() as TApplicationResult).pagePath!.split("/").pop()!);
  const list = (await owner.client.call(volunteersApi.listVolunteers, { params: { eventId }, query: {} })).json() as {
    items: TVolunteer[];
  };
  const id = list.items.find((v) => v.email === email)!.id;
  if (approve) {
    const approved = await owner.client.call(volunteersApi.decide, {
      params: { eventId, volunteerId: id },
      body: { status: "approved" },
    });
    expect(approved.statusCode, approved.body).toBe(200);
  }
  return { id, token, email };
}

const channelOf = async (token: string) =>
  (await t.client().call(api.volunteerChannel, { params: { token } })).json() as TVolunteerChannel;

beforeAll(async () => {
  t = await createTestApp();
  owner = await businessOwner();
  const created = await owner.client.call(eventsApi.create, { body: eventInput({ name: "Harbour Festival" }) });
  eventId = (created.json() as { id: string }).id;
  for (const name of ["First aid", "Setup"]) {
    const role = await owner.client.call(volunteersApi.createRole, { params: { eventId }, body: { name } });
    expect(role.statusCode, role.body).toBe(201);
    roles[name] = (role.json() as TVolunteerRole).id;
    const shift = await owner.client.call(volunteersApi.createShift, {
      params: { eventId },
      body: {
        roleId: roles[name]!,
        startsAt: "2027-06-12T17:00:00+02:00",
        endsAt: "2027-06-12T19:00:00+02:00",
        needed: 2,
        published: true,
      },
    });
    expect(shift.statusCode, shift.body).toBe(201);
    shifts[name] = (shift.json() as TShift).id;
  }
  const link = await owner.client.call(volunteersApi.updateApplicationLink, {
    params: { eventId },
    body: { open: true, questions: [] },
  });
  applicationToken = (link.json() as { token: string }).token;
});
afterAll(async () => {
  await t?.close();
});

describe("the staff channel", () => {
  it("reaches everyone, a role's or a shift's volunteers, and mails them when asked", async () => {
    const medic = await volunteer("Mia");
    const builder = await volunteer("Ben");
    const waiting = await volunteer("Walt", false);
    expect(
      (await t.client().call(volunteersApi.signUp, { params: { token: medic.token, shiftId: shifts["First aid"]! } }))
        .statusCode,
    ).toBe(201);
    expect(
      (await t.client().call(volunteersApi.signUp, { params: { token: builder.token, shiftId: shifts["Setup"]! } }))
        .statusCode,
    ).toBe(201);

    const toAll = await owner.client.call(api.post, {
      params: { eventId },
      body: { body: "Welcome aboard, briefing at 16:30.", audience: "everyone" },
    });
    expect(toAll.statusCode, toAll.body).toBe(201);
    expect(toAll.json()).toMatchObject({ audienceLabel: "Everyone", reaches: 2, author: { name: "Olga Organiser" } });
    const toMedics = await owner.client.call(api.post, {
      params: { eventId },
      body: {
        body: "The first aid kit is in the blue van.",
        audience: "role",
        roleId: roles["First aid"],
        email: true,
      },
    });
    expect(toMedics.json()).toMatchObject({ audienceLabel: "First aid", reaches: 1, emailed: true });

    // Each volunteer reads what is theirs; the one waiting for approval reads nothing.
    const mia = await channelOf(medic.token);
    expect(mia.posts.map((p) => p.body)).toEqual([
      "The first aid kit is in the blue van.",
      "Welcome aboard, briefing at 16:30.",
    ]);
    const ben = await channelOf(builder.token);
    expect(ben.posts.map((p) => p.body)).toEqual(["Welcome aboard, briefing at 16:30."]);
    const walt = await t.client().call(api.volunteerChannel, { params: { token: waiting.token } });
    expect(walt.statusCode).toBe(403);

    // Only the medic gets the mail.
    await t.jobs.idle();
    expect((await t.outbox(medic.email)).some((mail) => mail.text.includes("blue van"))).toBe(true);
    expect((await t.outbox(builder.email)).some((mail) => mail.text.includes("blue van"))).toBe(false);

    // A volunteer writes to everyone; the organiser sees it, with who wrote it.
    const reply = await t
      .client()
      .call(api.volunteerPost, { params: { token: builder.token }, body: { body: "On my way!" } });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ author: { name: "Ben", kind: "volunteer" }, mine: true });
    const channel = (await owner.client.call(api.channel, { params: { eventId } })).json() as TStaffChannel;
    expect(channel.posts[0]).toMatchObject({ body: "On my way!", author: { kind: "volunteer" }, mine: false });
    expect(channel.roles.map((r) => r.label)).toEqual(["First aid", "Setup"]);
    expect(channel.shifts).toHaveLength(2);
    expect(channel.volunteers).toBe(2);
    expect((await channelOf(medic.token)).posts[0]!.body).toBe("On my way!");
  });

  it("addresses a shift by its own people, and names a bad audience by its field", async () => {
    const toShift = await owner.client.call(api.post, {
      params: { eventId },
      body: { body: "Setup crew: gloves are in the shed.", audience: "shift", shiftId: shifts["Setup"] },
    });
    expect(toShift.statusCode, toShift.body).toBe(201);
    expect((toShift.json() as TStaffPost).audienceLabel).toMatch(/^Setup, /);

    const noRole = await owner.client.call(api.post, { params: { eventId }, body: { body: "Hi", audience: "role" } });
    expect(noRole.statusCode).toBe(400);
    expect(errorOf(noRole).fields).toHaveProperty("roleId");
    const empty = await owner.client.call(api.post, {
      params: { eventId },
      body: { body: "  ", audience: "everyone" },
    });
    expect(errorOf(empty).fields).toHaveProperty("body");
    const other = await businessOwner();
    const theirs = await other.client.call(eventsApi.create, { body: eventInput() });
    const theirRole = await other.client.call(volunteersApi.createRole, {
      params: { eventId: (theirs.json() as { id: string }).id },
      body: { name: "Theirs" },
    });
    const foreignRole = await owner.client.call(api.post, {
      params: { eventId },
      body: { body: "Hi", audience: "role", roleId: (theirRole.json() as { id: string }).id },
    });
    expect(foreignRole.statusCode).toBe(404);
    expect(errorOf(foreignRole).fields).toHaveProperty("roleId");
  });

  it("is the account's: another owner gets 404, a lower plan the plan error, and a deleted post is gone", async () => {
    const stranger = await businessOwner();
    expect((await stranger.client.call(api.channel, { params: { eventId } })).statusCode).toBe(404);
    const pro = await signUpVerified(t, { planType: "pro" });
    const proEvent = await pro.client.call(eventsApi.create, { body: eventInput() });
    const refused = await pro.client.call(api.channel, { params: { eventId: (proEvent.json() as { id: string }).id } });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused).code).toBe("PLAN_REQUIRED");

    const post = (
      await owner.client.call(api.post, { params: { eventId }, body: { body: "Delete me", audience: "everyone" } })
    ).json() as TStaffPost;
    expect((await stranger.client.call(api.remove, { params: { eventId, postId: post.id } })).statusCode).toBe(404);
    expect((await owner.client.call(api.remove, { params: { eventId, postId: post.id } })).statusCode).toBe(200);
    const channel = (await owner.client.call(api.channel, { params: { eventId } })).json() as TStaffChannel;
    expect(channel.posts.some((p) => p.id === post.id)).toBe(false);
    expect((await t.client().call(api.volunteerChannel, { params: { token: "no-such-token" } })).statusCode).toBe(404);
  });
});
