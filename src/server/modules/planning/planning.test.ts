import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activitiesContract } from "#shared/activities/contract.ts";
import type { Endpoint } from "#shared/contract.ts";
import { BUILT_IN_EVENT_TYPES } from "#shared/event-types.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { planningContract } from "#shared/planning/contract.ts";
import { GENERAL_JOURNEY, JOURNEYS, journeyForEventType, journeyStepTotal } from "#shared/planning/journeys.ts";
import type { TJourney, TJourneyStep, TJourneyTaskResult, TTimeline } from "#shared/planning/schemas.ts";
import { tasksContract } from "#shared/tasks/contract.ts";
import { TASK_PRIORITIES, type TTask } from "#shared/tasks/schemas.ts";
import type { ServiceContext } from "../../context.ts";
import { errorOf, type TestCallInput } from "#tests/fixtures/http-client.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { race } from "#tests/fixtures/concurrency.ts";
import { getJourney, stepStatus } from "./journey.ts";

let t: TestApp;
let organiser: SignedUpUser;
let stranger: SignedUpUser;
let premium: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await signUp(t.client(), { planType: "pro", firstName: "Pia", lastName: "Planner" });
  stranger = await signUp(t.client(), { planType: "pro" });
  premium = await signUp(t.client(), { planType: "premium" });
});
afterAll(async () => {
  await t?.close();
});

const as = (user: SignedUpUser, now?: Date): ServiceContext => ({
  db: t.database.db,
  actor: { userId: user.id, email: user.email, sessionId: "test" },
  ...(now ? { now } : {}),
});

async function makeEvent(overrides: Record<string, unknown> = {}, who = organiser): Promise<string> {
  const response = await who.client.call(eventsContract.create, { body: eventInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function journey(eventId: string): Promise<TJourney> {
  const response = await organiser.client.call(planningContract.journey, { params: { eventId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TJourney;
}

async function timeline(eventId: string): Promise<TTimeline> {
  const response = await organiser.client.call(planningContract.timeline, { params: { eventId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TTimeline;
}

async function task(taskId: string): Promise<TTask> {
  const response = await organiser.client.call(tasksContract.get, { params: { id: taskId } });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json() as TTask | { task: TTask };
  return "task" in body ? body.task : body;
}

const stepOf = (j: TJourney, key: string): TJourneyStep => j.steps.find((s) => s.key === key)!;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe("the journey data", () => {
  it("has a well-formed plan written for each of the 12 built-in event types", () => {
    expect(JOURNEYS).toHaveLength(12);
    for (const type of BUILT_IN_EVENT_TYPES) {
      const plan = journeyForEventType(type.id);
      expect(plan.eventTypeId, type.id).toBe(type.id);
      expect(plan.steps.length, type.id).toBeGreaterThanOrEqual(8);
      expect(plan.steps.length, type.id).toBeLessThanOrEqual(12);
      expect(new Set(plan.steps.map((s) => s.key)).size, `${type.id}: keys are unique`).toBe(plan.steps.length);
      expect(journeyStepTotal(type.id)).toBe(plan.steps.length);
      for (const step of plan.steps) {
        expect(step.key, type.id).toMatch(/^[a-z0-9-]{1,60}$/);
        expect(step.title.trim().length, step.key).toBeGreaterThan(0);
        expect(step.title.length, step.key).toBeLessThanOrEqual(200);
        expect(step.description.trim().length, step.key).toBeGreaterThan(0);
        expect(Number.isInteger(step.daysBefore) && step.daysBefore >= 0 && step.daysBefore <= 730, step.key).toBe(
          true,
        );
        expect(TASK_PRIORITIES, step.key).toContain(step.priority);
      }
      // Written in time order, ending on the day itself.
      const days = plan.steps.map((s) => s.daysBefore);
      expect(days, type.id).toEqual([...days].sort((a, b) => b - a));
      expect(days.at(-1), type.id).toBe(0);
    }
  });

  it("plans a reunion a year ahead and a professional meeting two months ahead; an organiser's own type gets the general plan", () => {
    expect(journeyForEventType("school-type-1").steps[0]!.daysBefore).toBe(365);
    expect(journeyForEventType("professional-type-1").steps[0]!.daysBefore).toBe(60);
    expect(journeyForEventType("0b7f8a52-8a5e-4a4c-9a53-5c1d6b3e4f10")).toBe(GENERAL_JOURNEY);
  });

  it("says where a step stands: done, overdue, a late start, due soon or upcoming", () => {
    expect(stepStatus("2027-01-10", true, "2027-02-01", "2026-12-01")).toBe("done");
    expect(stepStatus("2027-01-10", false, "2027-02-01", "2026-12-01")).toBe("overdue");
    expect(stepStatus("2026-11-10", false, "2027-02-01", "2026-12-01")).toBe("late_start");
    expect(stepStatus("2027-02-15", false, "2027-02-01", "2026-12-01")).toBe("due_soon");
    expect(stepStatus("2027-02-01", false, "2027-02-01", "2026-12-01")).toBe("due_soon");
    expect(stepStatus("2027-02-16", false, "2027-02-01", "2026-12-01")).toBe("upcoming");
  });
});

describe("the journey of an event", () => {
  it("dates each step back from the event's first day in its own zone", async () => {
    // 00:30 on 12 June in Auckland is still 11 June in UTC: the plan counts from 12 June.
    const eventId = await makeEvent({
      timeZone: "Pacific/Auckland",
      startAt: "2027-06-12T00:30:00+12:00",
      endAt: "2027-06-12T23:00:00+12:00",
    });
    const j = await journey(eventId);
    expect(j).toMatchObject({
      eventStartDay: "2027-06-12",
      timeZone: "Pacific/Auckland",
      eventTypeId: "school-type-1",
      title: "Class reunion journey",
    });
    expect(j.steps.map((s) => s.key)).toEqual(journeyForEventType("school-type-1").steps.map((s) => s.key));
    expect(stepOf(j, "committee").targetDate).toBe("2026-06-12");
    expect(stepOf(j, "final-numbers").targetDate).toBe("2027-05-29");
    expect(stepOf(j, "day-of").targetDate).toBe("2027-06-12");
    expect(j.progress).toEqual({ done: 0, total: j.steps.length });
  });

  it("marks steps already past when planning began as late starts, and steps missed since as overdue", async () => {
    const now = new Date();
    // Planned 20 days ahead: a month-ahead step could never have been on time, two weeks ahead is close.
    const soon = new Date(now.getTime() + 20 * 86_400_000);
    const close = await makeEvent({
      timeZone: "UTC",
      startAt: `${isoDay(soon)}T18:00:00Z`,
      endAt: `${isoDay(soon)}T22:00:00Z`,
    });
    const j = await getJourney(as(organiser), close);
    expect(stepOf(j, "committee").status).toBe("late_start");
    expect(stepOf(j, "programme").status).toBe("late_start");
    expect(stepOf(j, "final-numbers").status).toBe("due_soon");
    expect(stepOf(j, "day-of").status).toBe("upcoming");

    const later = new Date(now.getTime() + 400 * 86_400_000);
    const far = await makeEvent({
      timeZone: "UTC",
      startAt: `${isoDay(later)}T18:00:00Z`,
      endAt: `${isoDay(later)}T22:00:00Z`,
    });
    const looking = await getJourney(as(organiser, new Date(later.getTime() - 20 * 86_400_000)), far);
    expect(stepOf(looking, "committee").status).toBe("overdue");
    expect(stepOf(looking, "final-numbers").status).toBe("due_soon");
  });

  it("turns a step into one task, even when asked twice at once", async () => {
    const eventId = await makeEvent();
    const bookVenue = { params: { eventId, stepKey: "book-venue" } };
    const outcome = await race(2, () => organiser.client.call(planningContract.turnStepIntoTask, bookVenue));
    expect(outcome.statuses).toEqual({ 200: 1, 201: 1 });
    const [first, second] = outcome.responses.map((r) => r.json() as TJourneyTaskResult);
    expect(first!.taskId).toBe(second!.taskId);

    const made = await task(first!.taskId);
    const step = journeyForEventType("school-type-1").steps.find((s) => s.key === "book-venue")!;
    expect(made).toMatchObject({
      title: step.title,
      description: step.description,
      priority: step.priority,
      labels: ["journey"],
      dueDate: "2026-09-15",
      done: false,
    });
    const all = (await timeline(eventId)).tasks;
    expect(all.filter((t) => t.title === step.title)).toHaveLength(1);
    expect(stepOf(await journey(eventId), "book-venue")).toMatchObject({ taskId: made.id, done: false });

    // Deleted on the board: the step can be made into a task again.
    expect((await organiser.client.call(tasksContract.remove, { params: { id: made.id } })).statusCode).toBe(200);
    const again = await organiser.client.call(planningContract.turnStepIntoTask, bookVenue);
    expect(again.statusCode, again.body).toBe(201);
    expect((again.json() as TJourneyTaskResult).taskId).not.toBe(made.id);
  });

  it("ticks a step off and back on, and counts it in the progress", async () => {
    const eventId = await makeEvent();
    const done = await organiser.client.call(planningContract.setStepDone, {
      params: { eventId, stepKey: "save-the-date" },
      body: { done: true },
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ key: "save-the-date", done: true, status: "done", taskId: null });
    expect((await journey(eventId)).progress.done).toBe(1);

    // Ticking twice keeps the first time it was done.
    const doneAt = (done.json() as TJourneyStep).doneAt;
    const twice = await organiser.client.call(planningContract.setStepDone, {
      params: { eventId, stepKey: "save-the-date" },
      body: { done: true },
    });
    expect((twice.json() as TJourneyStep).doneAt).toBe(doneAt);

    const undone = await organiser.client.call(planningContract.setStepDone, {
      params: { eventId, stepKey: "save-the-date" },
      body: {
        done: false,
      },
    });
    expect(undone.json()).toMatchObject({ done: false, doneAt: null });
    expect((await journey(eventId)).progress.done).toBe(0);
  });

  it("counts a step done when its task is done on the board, and ticking moves the task along", async () => {
    const eventId = await makeEvent();
    const made = (
      await organiser.client.call(planningContract.turnStepIntoTask, { params: { eventId, stepKey: "tickets" } })
    ).json() as TJourneyTaskResult;
    const finished = await organiser.client.call(tasksContract.update, {
      params: { id: made.taskId },
      body: { done: true },
    });
    expect(finished.statusCode, finished.body).toBe(200);
    const j = await journey(eventId);
    expect(stepOf(j, "tickets")).toMatchObject({ done: true, taskDone: true, status: "done", doneAt: null });
    expect(j.progress.done).toBe(1);

    // Unticking the step reopens its task; ticking it completes the task again.
    await organiser.client.call(planningContract.setStepDone, {
      params: { eventId, stepKey: "tickets" },
      body: { done: false },
    });
    expect((await task(made.taskId)).done).toBe(false);
    expect((await journey(eventId)).progress.done).toBe(0);
    await organiser.client.call(planningContract.setStepDone, {
      params: { eventId, stepKey: "tickets" },
      body: { done: true },
    });
    expect((await task(made.taskId)).done).toBe(true);
  });

  it("answers 404 for a step the plan does not have, and 400 naming the field for a bad body", async () => {
    const eventId = await makeEvent();
    const noSuchStep = { eventId, stepKey: "no-such-step" };
    for (const response of [
      await organiser.client.call(planningContract.turnStepIntoTask, { params: noSuchStep }),
      await organiser.client.call(planningContract.setStepDone, { params: noSuchStep, body: { done: true } }),
    ]) {
      expect(response.statusCode, response.body).toBe(404);
    }
    for (const [body, field] of [
      [{ done: "yes" }, "done"],
      [{}, "done"],
      [{ done: true, extra: 1 }, "extra"],
    ] as const) {
      const response = await organiser.client.call(planningContract.setStepDone, {
        params: { eventId, stepKey: "committee" },
        body,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).fields, JSON.stringify(body)).toHaveProperty([field]);
    }
  });
});

describe("the timeline", () => {
  it("shows the event, its dated tasks with dependencies, the journey's milestones and the activities", async () => {
    const eventId = await makeEvent();
    const first = (
      await organiser.client.call(tasksContract.create, {
        params: { eventId },
        body: {
          title: "Book the hall",
          startDate: "2027-03-01",
          dueDate: "2027-03-05",
        },
      })
    ).json() as TTask;
    const second = await organiser.client.call(tasksContract.create, {
      params: { eventId },
      body: {
        title: "Send invitations",
        dueDate: "2027-04-01",
        milestone: true,
        dependsOn: [first.id],
      },
    });
    expect(second.statusCode, second.body).toBe(201);
    const activity = await organiser.client.call(activitiesContract.create, {
      body: {
        eventId,
        name: "Dinner",
        startAt: "2027-06-12T22:30:00+02:00",
        endAt: "2027-06-12T23:15:00+02:00",
      },
    });
    expect(activity.statusCode, activity.body).toBe(201);

    const view = await timeline(eventId);
    expect(view.event).toMatchObject({
      id: eventId,
      timeZone: "Europe/Amsterdam",
      startDay: "2027-06-12",
      endDay: "2027-06-12",
    });
    expect(view.tasks).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: first.id,
          startDate: "2027-03-01",
          dueDate: "2027-03-05",
          milestone: false,
          done: false,
          dependsOn: [],
        }),
        expect.objectContaining({
          title: "Send invitations",
          startDate: null,
          dueDate: "2027-04-01",
          milestone: true,
          dependsOn: [first.id],
        }),
      ]),
    );
    expect(view.milestones).toHaveLength(journeyStepTotal("school-type-1"));
    expect(view.milestones[0]).toMatchObject({ key: "committee", targetDate: "2026-06-12", done: false });
    // 22:30 in Amsterdam is 20:30 UTC: the activity's day is the event's day.
    expect(view.activities).toEqual([expect.objectContaining({ name: "Dinner", day: "2027-06-12" })]);
  });

  it("reschedules a task through the route, keeping what the client sends", async () => {
    const eventId = await makeEvent();
    const made = (
      await organiser.client.call(tasksContract.create, {
        params: { eventId },
        body: {
          title: "Order cake",
          startDate: "2027-05-01",
          dueDate: "2027-05-03",
        },
      })
    ).json() as TTask;
    const moved = await organiser.client.call(planningContract.moveTimelineTask, {
      params: { eventId, taskId: made.id },
      body: {
        startDate: "2027-05-08",
        dueDate: "2027-05-10",
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ id: made.id, startDate: "2027-05-08", dueDate: "2027-05-10" });
    expect((await timeline(eventId)).tasks.find((x) => x.id === made.id)).toMatchObject({
      startDate: "2027-05-08",
      dueDate: "2027-05-10",
    });
    expect(await task(made.id)).toMatchObject({ startDate: "2027-05-08", dueDate: "2027-05-10" });
  });

  it("refuses malformed dates with the field named, and another event's task with 404", async () => {
    const eventId = await makeEvent();
    const other = await makeEvent({ name: "Another" });
    const made = (
      await organiser.client.call(tasksContract.create, {
        params: { eventId },
        body: {
          title: "Hire chairs",
          dueDate: "2027-05-03",
        },
      })
    ).json() as TTask;
    const params = { eventId, taskId: made.id };
    const cases: Array<[unknown, string]> = [
      [{ startDate: "2027-13-01", dueDate: "2027-05-03" }, "startDate"],
      [{ startDate: null, dueDate: "next week" }, "dueDate"],
      [{ startDate: "2027-05-09", dueDate: "2027-05-03" }, "dueDate"],
      [{ dueDate: "2027-05-03" }, "startDate"],
      [{ startDate: null, dueDate: null, title: "x" }, "title"],
    ];
    for (const [body, field] of cases) {
      const response = await organiser.client.call(planningContract.moveTimelineTask, { params, body });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(errorOf(response).fields, field).toHaveProperty([field]);
    }
    const elsewhere = await organiser.client.call(planningContract.moveTimelineTask, {
      params: { eventId: other, taskId: made.id },
      body: {
        startDate: null,
        dueDate: "2027-05-04",
      },
    });
    expect(elsewhere.statusCode).toBe(404);
    const malformed = await organiser.client.call(planningContract.moveTimelineTask, {
      params: { eventId, taskId: "not-a-task" },
      body: {
        startDate: null,
        dueDate: "2027-05-04",
      },
    });
    expect(malformed.statusCode).toBe(404);
    expect(await task(made.id)).toMatchObject({ dueDate: "2027-05-03" });
  });
});

describe("who may plan", () => {
  it("answers 404 for another owner's event on every route, and changes nothing", async () => {
    const eventId = await makeEvent();
    const made = (
      await organiser.client.call(tasksContract.create, {
        params: { eventId },
        body: { title: "Mine", dueDate: "2027-05-03" },
      })
    ).json() as TTask;
    const committee = { eventId, stepKey: "committee" };
    const calls: Array<[Endpoint, TestCallInput]> = [
      [planningContract.journey, { params: { eventId } }],
      [planningContract.turnStepIntoTask, { params: committee }],
      [planningContract.setStepDone, { params: committee, body: { done: true } }],
      [planningContract.timeline, { params: { eventId } }],
      [
        planningContract.moveTimelineTask,
        { params: { eventId, taskId: made.id }, body: { startDate: null, dueDate: "2027-05-09" } },
      ],
    ];
    for (const [endpoint, input] of calls) {
      const response = await stranger.client.call(endpoint, input);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}: ${response.body}`).toBe(404);
    }
    const j = await journey(eventId);
    expect(stepOf(j, "committee")).toMatchObject({ done: false, taskId: null });
    expect(await task(made.id)).toMatchObject({ dueDate: "2027-05-03" });
  });

  it("refuses a premium user: the planning journey and the timeline are pro", async () => {
    const eventId = await makeEvent({}, premium);
    const calls: Array<[Endpoint, TestCallInput]> = [
      [planningContract.journey, { params: { eventId } }],
      [planningContract.timeline, { params: { eventId } }],
      [planningContract.setStepDone, { params: { eventId, stepKey: "committee" }, body: { done: true } }],
    ];
    for (const [endpoint, input] of calls) {
      const response = await premium.client.call(endpoint, input);
      expect(response.statusCode, response.body).toBe(403);
      expect(errorOf(response)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "pro" });
    }
  });
});
