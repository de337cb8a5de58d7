import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetsContract } from "#shared/budgets/contract.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { planningContract } from "#shared/planning/contract.ts";
import { journeyForEventType, journeyStepTotal } from "#shared/planning/journeys.ts";
import { proDashboardContract } from "#shared/pro-dashboard/contract.ts";
import type { TProOverview } from "#shared/pro-dashboard/schemas.ts";
import { tasksContract } from "#shared/tasks/contract.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";

let t: TestApp;
let organiser: SignedUpUser;
let eventId: string;
let emptyEventId: string;

/** A calendar day `days` from today (UTC); three days either side keeps every zone on the same side of today. */
function dayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function ok<T>(
  response: Promise<{ statusCode: number; body: string; json(): unknown }>,
  status = 200,
): Promise<T> {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as T;
}

async function overview(user: SignedUpUser = organiser): Promise<TProOverview> {
  return ok<TProOverview>(user.client.call(proDashboardContract.overview));
}

beforeAll(async () => {
  t = await createTestApp();
  organiser = await signUp(t.client(), { planType: "pro" });
  eventId = (
    await ok<{ id: string }>(
      organiser.client.call(eventsContract.create, { body: eventInput({ name: "Harbour Gala" }) }),
      201,
    )
  ).id;
  emptyEventId = (
    await ok<{ id: string }>(
      organiser.client.call(eventsContract.create, { body: eventInput({ name: "Quiet Picnic" }) }),
      201,
    )
  ).id;
});
afterAll(() => t?.close());

describe("the Pro dashboard", () => {
  it("shows an event with nothing planned yet as empty, not as missing", async () => {
    const quiet = (await overview()).events.find((e) => e.eventId === emptyEventId);
    expect(quiet).toMatchObject({
      name: "Quiet Picnic",
      tasks: { total: 0, done: 0, overdue: 0, dueThisWeek: 0, blocked: 0 },
      nextTasks: [],
      budget: null,
      journey: { done: 0, total: journeyStepTotal("school-type-1") },
    });
  });

  it("counts tasks done, overdue and due this week, and lists the next ones nearest due first", async () => {
    const createTask = (body: Record<string, unknown>) =>
      organiser.client.call(tasksContract.create, { params: { eventId }, body });
    const late = await ok<{ id: string }>(
      createTask({
        title: "Book the caterer",
        dueDate: dayFromToday(-3),
        priority: "high",
      }),
      201,
    );
    const soon = await ok<{ id: string }>(createTask({ title: "Print name tags", dueDate: dayFromToday(3) }), 201);
    await ok(createTask({ title: "Choose the music" }), 201);
    const finished = await ok<{ id: string }>(
      createTask({ title: "Send save-the-dates", dueDate: dayFromToday(-10) }),
      201,
    );
    await ok(organiser.client.call(tasksContract.update, { params: { id: finished.id }, body: { done: true } }));
    // A subtask is a step of its card, not another task on the board.
    await ok(
      createTask({
        title: "Order lanyards",
        parentId: soon.id,
        dueDate: dayFromToday(-5),
      }),
      201,
    );

    const gala = (await overview()).events.find((e) => e.eventId === eventId)!;
    expect(gala.tasks).toEqual({ total: 4, done: 1, blocked: 0, overdue: 1, dueThisWeek: 1 });
    expect(gala.nextTasks.map((task) => [task.title, task.overdue])).toEqual([
      ["Book the caterer", true],
      ["Print name tags", false],
      ["Choose the music", false],
    ]);
    expect(gala.nextTasks[0]).toMatchObject({ id: late.id, priority: "high", dueDate: dayFromToday(-3) });
    expect((await overview()).totals).toMatchObject({ openTasks: 3, overdue: 1 });
  });

  it("sets the budget's spending against its limit and flags it once spending passes it", async () => {
    await ok(
      organiser.client.call(budgetsContract.saveSettings, {
        params: { eventId },
        body: { currency: "EUR", limitMinor: 100_000 },
      }),
    );
    const withCategory = await ok<{ categories: { id: string }[] }>(
      organiser.client.call(budgetsContract.addCategory, { params: { eventId }, body: { name: "Venue" } }),
      201,
    );
    const categoryId = withCategory.categories[0]!.id;
    await ok(
      organiser.client.call(budgetsContract.addLine, {
        params: { eventId },
        body: {
          categoryId,
          item: "Hall hire",
          plannedMinor: 80_000,
        },
      }),
      201,
    );
    const spend = (amountMinor: number) =>
      ok(
        organiser.client.call(budgetsContract.addExpense, {
          params: { eventId },
          body: {
            categoryId,
            description: "Deposit",
            amountMinor,
            spentOn: dayFromToday(0),
          },
        }),
        201,
      );

    await spend(60_000);
    let gala = (await overview()).events.find((e) => e.eventId === eventId)!;
    expect(gala.budget).toEqual({
      currency: "EUR",
      plannedMinor: 80_000,
      actualMinor: 60_000,
      limitMinor: 100_000,
      over: false,
    });
    await spend(50_000);
    const after = await overview();
    gala = after.events.find((e) => e.eventId === eventId)!;
    expect(gala.budget).toMatchObject({ actualMinor: 110_000, over: true });
    expect(after.totals.overBudgetEvents).toBe(1);
  });

  it("moves the journey's progress when a step is ticked off", async () => {
    const step = journeyForEventType("school-type-1").steps[0]!;
    await ok(
      organiser.client.call(planningContract.setStepDone, {
        params: { eventId, stepKey: step.key },
        body: { done: true },
      }),
    );
    const gala = (await overview()).events.find((e) => e.eventId === eventId)!;
    expect(gala.journey).toEqual({ done: 1, total: journeyStepTotal("school-type-1") });
  });

  it("shows another organiser none of it, and refuses a premium plan", async () => {
    const other = await signUp(t.client(), { planType: "pro" });
    expect((await overview(other)).events).toEqual([]);
    const premium = await signUp(t.client(), { planType: "premium" });
    const refused = await premium.client.call(proDashboardContract.overview);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: "PLAN_REQUIRED", requiredPlan: "pro" } });
  });
});
