import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessDashboardContract as dashboard } from "#shared/business-dashboard/contract.ts";
import type { TBusinessOverview } from "#shared/business-dashboard/schemas.ts";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { rsvpContract as rsvp } from "#shared/rsvp/contract.ts";
import { tasksContract as tasksApi } from "#shared/tasks/contract.ts";
import { ticketsContract as ticketsApi } from "#shared/tickets/contract.ts";
import { volunteersContract as volunteersApi } from "#shared/volunteers/contract.ts";
import { businessOwner, okJson, teamMember } from "#tests/fixtures/business.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";

let t: TestApp;
let owner: SignedUpUser;
let galaId: string;
let pastId: string;

const overview = (person: SignedUpUser = owner) => okJson<TBusinessOverview>(person.client.call(dashboard.overview));

function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function guestAnswering(eventId: string, name: string, status: "yes" | "no" | "maybe" | null) {
  const guest = await okJson<{ id: string }>(
    owner.client.call(rsvp.addGuest, { params: { eventId }, body: { name } }),
    201,
  );
  if (status) await okJson(owner.client.call(rsvp.recordAnswer, { params: { guestId: guest.id }, body: { status } }));
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await businessOwner(t, { firstName: "Bea", lastName: "Boss" });
  galaId = (
    await okJson<{ id: string }>(
      owner.client.call(eventsApi.create, { body: eventInput({ name: "Harbour Gala" }) }),
      201,
    )
  ).id;
  pastId = (
    await okJson<{ id: string }>(
      owner.client.call(eventsApi.create, {
        body: eventInput({
          name: "Last Year's Picnic",
          startAt: "2025-06-12T12:00:00+02:00",
          endAt: "2025-06-12T18:00:00+02:00",
        }),
      }),
      201,
    )
  ).id;
  await guestAnswering(galaId, "Ada", "yes");
  await guestAnswering(galaId, "Grace", "yes");
  await guestAnswering(galaId, "Alan", "no");
  await guestAnswering(galaId, "Edsger", "maybe");
  await guestAnswering(galaId, "Barbara", null);
  await guestAnswering(pastId, "Ken", "yes");

  const type = await okJson<{ id: string }>(
    owner.client.call(ticketsApi.createType, {
      params: { eventId: galaId },
      body: { name: "Dinner", priceMinor: 2_500, currency: "EUR", quantity: 100 },
    }),
    201,
  );
  const issue = (eventId: string, quantity: number) =>
    okJson(
      owner.client.call(ticketsApi.issue, {
        params: { eventId },
        body: {
          buyerName: "Buyer",
          buyerEmail: "buyer@example.com",
          items: [{ typeId: type.id, quantity }],
          sendEmail: false,
        },
      }),
      201,
    );
  await issue(galaId, 2);
  await issue(galaId, 1);

  const createTask = (body: Record<string, unknown>) =>
    okJson(owner.client.call(tasksApi.create, { params: { eventId: galaId }, body }), 201);
  await createTask({ title: "Book the caterer", dueDate: dayFromToday(-3) });
  await createTask({ title: "Print name tags", dueDate: dayFromToday(3) });
});
afterAll(() => t?.close());

describe("the business dashboard", () => {
  it("shows the account's upcoming events with their answers, money in and open tasks", async () => {
    const answer = await overview();
    expect(answer.upcoming.map((event) => event.name)).toEqual(["Harbour Gala"]);
    expect(answer.upcoming[0]).toMatchObject({
      eventId: galaId,
      answers: { guests: 5, yes: 2, no: 1, maybe: 1, pending: 1 },
      moneyIn: [{ currency: "EUR", amountMinor: 7_500 }],
      spent: null,
      tasks: { open: 2, overdue: 1 },
    });
    // The totals count the past event's guests too.
    expect(answer.totals).toEqual({
      upcomingEvents: 1,
      answers: { guests: 6, yes: 3, no: 1, maybe: 1, pending: 1 },
      moneyIn: [{ currency: "EUR", amountMinor: 7_500 }],
      openTasks: 2,
      overdueTasks: 1,
    });
  });

  it("shows a team member working in the account the account's figures and the team's activity", async () => {
    const editor = await teamMember(t, owner, "editor", { firstName: "Eddie", lastName: "Editor" });
    await okJson(
      editor.client.call(tasksApi.create, { params: { eventId: galaId }, body: { title: "Order flowers" } }),
      201,
    );

    const seen = await overview(editor);
    expect(seen.upcoming[0]).toMatchObject({ eventId: galaId, tasks: { open: 3, overdue: 1 } });
    expect(seen.activity[0]).toMatchObject({ actorName: "Eddie Editor" });
    expect(seen.activity.length).toBeGreaterThan(1);
    expect((await overview()).activity[0]).toEqual(seen.activity[0]);
  });

  it("counts the places the upcoming published shifts need and how many are filled", async () => {
    const role = await okJson<{ id: string }>(
      owner.client.call(volunteersApi.createRole, { params: { eventId: galaId }, body: { name: "Cloakroom" } }),
      201,
    );
    const shift = (needed: number, published: boolean) =>
      okJson<{ id: string }>(
        owner.client.call(volunteersApi.createShift, {
          params: { eventId: galaId },
          body: {
            roleId: role.id,
            startsAt: "2027-06-12T18:00:00+02:00",
            endsAt: "2027-06-12T20:00:00+02:00",
            needed,
            maximum: needed + 2,
            published,
          },
        }),
        201,
      );
    const staffed = await shift(2, true);
    await shift(5, false);
    for (const name of ["Cleo", "Carl", "Cass"]) {
      const person = await okJson<{ id: string }>(
        owner.client.call(volunteersApi.addVolunteer, {
          params: { eventId: galaId },
          body: { name, email: `${name.toLowerCase()}-${Date.now()}@example.com` },
        }),
        201,
      );
      await okJson(
        owner.client.call(volunteersApi.assign, {
          params: { eventId: galaId, shiftId: staffed.id },
          body: { volunteerId: person.id },
        }),
        201,
      );
    }
    // A draft shift needs nobody yet; a third volunteer beyond the two needed fills nothing more.
    expect((await overview()).volunteerCoverage).toEqual({ shifts: 1, places: 2, filled: 2 });
  });

  it("shows another business account none of it, and refuses a pro plan", async () => {
    const other = await businessOwner(t);
    expect(await overview(other)).toEqual({
      upcoming: [],
      totals: {
        upcomingEvents: 0,
        answers: { guests: 0, yes: 0, no: 0, maybe: 0, pending: 0 },
        moneyIn: [],
        openTasks: 0,
        overdueTasks: 0,
      },
      activity: [],
      volunteerCoverage: null,
    });
    const pro = await signUp(t.client(), { planType: "pro" });
    const refused = await pro.client.call(dashboard.overview);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: "PLAN_REQUIRED", requiredPlan: "business" } });
  });
});
