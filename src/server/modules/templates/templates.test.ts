import { mkdtempSync, writeFileSync } from "node:fs";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { budgetsContract } from "#shared/budgets/contract.ts";
import { checklistsContract } from "#shared/checklists/contract.ts";
import { planningContract } from "#shared/planning/contract.ts";
import { tasksContract } from "#shared/tasks/contract.ts";
import { addDays } from "#shared/templates/plan.ts";
import { activitiesContract } from "#shared/activities/contract.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { templatesContract as api } from "#shared/templates/contract.ts";
import { findTemplate } from "#shared/templates/index.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";

let t: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  // A client folder of its own, so the HTML of the public pages (and their link-preview tags) can be read.
  const clientDir = mkdtempSync(path.join(tmpdir(), "gatherly-templates-client-"));
  writeFileSync(
    path.join(clientDir, "index.html"),
    "<!doctype html><html><head>\n<title>Gatherly</title>\n</head><body></body></html>",
  );
  t = await createTestApp({ clientDir });
  owner = await signUp(t.client());
  stranger = await signUp(t.client());
});
afterAll(async () => {
  await t?.close();
});

interface Activity {
  name: string;
  startAt: string;
  endAt: string;
  host: string;
  notes: string;
}

const ofEvent = (eventId: string) => ({ params: { eventId } });

async function eventCount(user: SignedUpUser): Promise<number> {
  return (await user.client.call(eventsContract.list, { query: { limit: 100 } })).json().total;
}

async function activitiesOf(user: SignedUpUser, eventId: string): Promise<Activity[]> {
  const response = await user.client.call(activitiesContract.list, { query: { eventId, limit: 100 } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().activities;
}

describe("using a template", () => {
  it("creates a draft event with its activities at local times across a DST change, its checklist and template data", async () => {
    const family = findTemplate("family")!;
    // Berlin moves its clocks forward on Sunday 31 March 2030 (far enough ahead for the full lead time of the plan): the weekend starts at +01:00 and ends at +02:00.
    const response = await owner.client.call(api.use, {
      params: { slug: "family" },
      body: { name: "The Müller Reunion", startDate: "2030-03-29", timeZone: "Europe/Berlin" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const event = response.json();
    expect(event).toMatchObject({
      name: "The Müller Reunion",
      status: "draft",
      eventType: { id: "family-type-1", groupTerm: "Branch", memberTerm: "Family Member" },
      timeZone: "Europe/Berlin",
      startAt: "2030-03-29T15:00:00.000Z",
      endAt: "2030-03-31T12:00:00.000Z",
      capacity: family.suggestedCapacity,
      description: family.description,
    });

    const activities = await activitiesOf(owner, event.id);
    expect(activities).toHaveLength(family.activities.length);
    const byName = new Map(activities.map((a) => [a.name, a]));
    // 18:30 on Saturday is 17:30 UTC (winter time); 10:00 on Sunday is 08:00 UTC (summer time).
    expect(byName.get("Reunion dinner and memory toasts")).toMatchObject({
      startAt: "2030-03-30T17:30:00.000Z",
      endAt: "2030-03-30T20:30:00.000Z",
      host: "MC",
    });
    expect(byName.get("Farewell brunch")).toMatchObject({
      startAt: "2030-03-31T08:00:00.000Z",
      endAt: "2030-03-31T10:00:00.000Z",
    });
    expect(byName.get("Farewell brunch")!.notes).toContain("next time");

    const checklists = (await owner.client.call(checklistsContract.list, ofEvent(event.id))).json();
    expect(checklists).toHaveLength(1);
    expect(checklists[0]!.title).toBe(`${family.title} checklist`);
    expect(checklists[0]!.items).toHaveLength(family.checklist.length);
    expect(checklists[0]!.items[0]).toMatchObject({
      text: family.checklist[0]!.text,
      dueDate: "2029-09-30",
      done: false,
    });
    expect(checklists[0]!.items.at(-1)).toMatchObject({ dueDate: "2030-03-29" });

    const data = await owner.client.call(api.eventData, ofEvent(event.id));
    expect(data.statusCode, data.body).toBe(200);
    expect(data.json()).toMatchObject({ eventId: event.id, templateSlug: "family" });
    expect(data.json().tasks).toHaveLength(family.tasks.length);
    expect(data.json().tasks[0]).toEqual({ ...family.tasks[0], dueDate: "2029-09-30" });
    expect(data.json().budgetLines).toEqual(family.budget);
  });

  it("creates the planning tasks and the budget outline the dialog promises, on any plan", async () => {
    const reunion = findTemplate("school")!;
    const plannedMinor = reunion.budget.reduce((sum, line) => sum + line.amountMinor, 0);
    // Far enough ahead that every due date is counted back in full.
    const body = { startDate: "2030-09-20", timeZone: "Europe/London" };
    const pro = await signUp(t.client(), { planType: "pro" });
    const made = await pro.client.call(api.use, { params: { slug: "school" }, body });
    expect(made.statusCode, made.body).toBe(201);
    const board = (await pro.client.call(tasksContract.board, ofEvent(made.json().id))).json();
    expect(board.tasks.map((task) => task.title).sort()).toEqual(reunion.tasks.map((task) => task.title).sort());
    const first = board.tasks.find((task) => task.title === reunion.tasks[0]!.title)!;
    expect(first).toMatchObject({
      priority: reunion.tasks[0]!.priority,
      dueDate: addDays("2030-09-20", -reunion.tasks[0]!.daysBefore),
    });
    const { budget } = (await pro.client.call(budgetsContract.get, ofEvent(made.json().id))).json();
    expect(budget).toMatchObject({ startedFrom: "school", currency: "USD", totals: { plannedMinor } });

    // A free organiser's event holds them too, for the plan that shows them.
    const free = await signUp(t.client());
    const freeEvent = (await free.client.call(api.use, { params: { slug: "school" }, body })).json();
    const counts = await t.database.db.execute(sql`
      select (select count(*) from tasks where event_id = ${freeEvent.id})::int as tasks,
             (select count(*) from budget_lines l join budgets b on b.id = l.budget_id
               where b.event_id = ${freeEvent.id})::int as lines`);
    expect((counts as unknown as { rows: unknown[] }).rows[0]).toEqual({
      tasks: reunion.tasks.length,
      lines: reunion.budget.length,
    });
  });

  it("makes one planning list: each task is a checklist line and a journey step, ticked in any of the three", async () => {
    const reunion = findTemplate("school")!;
    const pro = await signUp(t.client(), { planType: "pro" });
    const made = await pro.client.call(api.use, {
      params: { slug: "school" },
      body: { startDate: "2030-09-20", timeZone: "Europe/London" },
    });
    const eventId = made.json().id;
    const board = (await pro.client.call(tasksContract.board, ofEvent(eventId))).json();
    const [checklist] = (await pro.client.call(checklistsContract.list, ofEvent(eventId))).json();
    const lines = checklist!.items;
    // Every task is exactly one line of the checklist, with the same words: nothing is listed twice.
    expect(lines).toHaveLength(reunion.checklist.length);
    expect(board.tasks).toHaveLength(reunion.tasks.length);
    for (const task of board.tasks) {
      const linked = lines.filter((line) => line.taskId === task.id);
      expect(linked.map((line) => line.text)).toEqual([task.title]);
    }

    const journey = async () =>
      new Map((await pro.client.call(planningContract.journey, ofEvent(eventId))).json().steps.map((s) => [s.key, s]));
    const committee = lines.find((line) => line.stepKey === "committee")!;
    expect(committee.taskId).not.toBeNull();
    expect((await journey()).get("committee")).toMatchObject({
      taskId: committee.taskId,
      done: false,
      checklistItem: { id: committee.id, checklistId: checklist!.id },
    });

    // Ticked on the checklist: the task is done on the board and the step on the journey.
    const ticked = await pro.client.call(checklistsContract.updateItem, {
      params: { itemId: committee.id },
      body: { done: true },
    });
    expect(ticked.json()).toMatchObject({ done: true, taskId: committee.taskId });
    const done = (await pro.client.call(tasksContract.board, ofEvent(eventId)))
      .json()
      .tasks.find((task) => task.id === committee.taskId)!;
    expect(done.completedAt).not.toBeNull();
    expect((await journey()).get("committee")).toMatchObject({ done: true, taskDone: true });

    // Reopened on the board: the line is open again.
    await pro.client.call(tasksContract.update, { params: { id: committee.taskId! }, body: { done: false } });
    const [after] = (await pro.client.call(checklistsContract.list, ofEvent(eventId))).json();
    expect(after!.items.find((line) => line.id === committee.id)).toMatchObject({ done: false });
    expect((await journey()).get("committee")).toMatchObject({ done: false });

    // A step whose line is not a task: ticking the step ticks the line, and making it a task links the line.
    const classmates = lines.find((line) => line.stepKey === "find-classmates")!;
    expect(classmates.taskId).toBeNull();
    const stepDone = await pro.client.call(planningContract.setStepDone, {
      params: { eventId, stepKey: "find-classmates" },
      body: { done: true },
    });
    expect(stepDone.json()).toMatchObject({ done: true, checklistItem: { id: classmates.id } });
    const madeTask = await pro.client.call(planningContract.turnStepIntoTask, {
      params: { eventId, stepKey: "find-classmates" },
    });
    expect(madeTask.statusCode).toBe(201);
    const [last] = (await pro.client.call(checklistsContract.list, ofEvent(eventId))).json();
    expect(last!.items.find((line) => line.id === classmates.id)).toMatchObject({ taskId: madeTask.json().taskId });
    // The step's own task is the committee line's: making it a task again does not make a second one.
    const again = await pro.client.call(planningContract.turnStepIntoTask, {
      params: { eventId, stepKey: "committee" },
    });
    expect(again.json()).toMatchObject({ taskId: committee.taskId, created: false });
  });

  it("squeezes due dates between today and the first day for an event that is near", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const startDate = addDays(today, 14);
    const pro = await signUp(t.client(), { planType: "pro" });
    const made = await pro.client.call(api.use, { params: { slug: "school" }, body: { startDate, timeZone: "UTC" } });
    expect(made.statusCode, made.body).toBe(201);
    const board = (await pro.client.call(tasksContract.board, ofEvent(made.json().id))).json();
    const [checklist] = (await pro.client.call(checklistsContract.list, ofEvent(made.json().id))).json();
    const dues = [...board.tasks, ...checklist!.items].map((item) => item.dueDate);
    expect(dues.length).toBeGreaterThan(0);
    // Nothing is overdue on day one (a run crossing midnight UTC may see yesterday's date).
    expect(dues.every((day) => day !== null && day >= addDays(today, -1) && day <= startDate)).toBe(true);
  });

  it("uses the template's name and time by default, and moves the schedule with another start time", async () => {
    const tournament = findTemplate("sports-tournament")!;
    const plain = await owner.client.call(api.use, {
      params: { slug: "sports-tournament" },
      body: { startDate: "2027-07-10", timeZone: "America/Chicago" },
    });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ name: tournament.defaultEventName, startAt: "2027-07-10T13:00:00.000Z" });

    const later = await owner.client.call(api.use, {
      params: { slug: "sports-tournament" },
      body: { name: "  ", startDate: "2027-07-10", startTime: "09:30", timeZone: "America/Chicago" },
    });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json()).toMatchObject({ name: tournament.defaultEventName, startAt: "2027-07-10T14:30:00.000Z" });
    const final = (await activitiesOf(owner, later.json().id)).find((a) => a.name === "Final")!;
    // Usually at 16:00; the day starts 90 minutes later, so the final does too.
    expect(final.startAt).toBe("2027-07-10T22:30:00.000Z");
  });

  it.each([
    [
      "a date that does not exist",
      { startDate: "2027-02-30", timeZone: "UTC" },
      "startDate",
      "Start date must be a date",
    ],
    [
      "a time that is not one",
      { startDate: "2027-02-01", startTime: "7pm", timeZone: "UTC" },
      "startTime",
      "Start time must be a time (HH:MM)",
    ],
    [
      "an unknown time zone",
      { startDate: "2027-02-01", timeZone: "Mars/Olympus" },
      "timeZone",
      "Choose a time zone from the list",
    ],
    ["no time zone", { startDate: "2027-02-01" }, "timeZone", "Time zone is required"],
    [
      "a name that is too long",
      { startDate: "2027-02-01", timeZone: "UTC", name: "x".repeat(201) },
      "name",
      "Name must be at most 200 characters",
    ],
    ["an unknown field", { startDate: "2027-02-01", timeZone: "UTC", ownerId: "someone" }, "ownerId", undefined],
  ])("refuses %s, names the field and creates nothing", async (_label, body, field, message) => {
    const before = await eventCount(owner);
    const response = await owner.client.call(api.use, { params: { slug: "wedding" }, body });
    expect(response.statusCode, response.body).toBe(400);
    expect(errorOf(response).fields).toHaveProperty(field);
    if (message) expect(errorOf(response).fields?.[field]).toBe(message);
    expect(await eventCount(owner)).toBe(before);
  });

  it("answers 404 for a template that does not exist", async () => {
    const response = await owner.client.call(api.use, {
      params: { slug: "moon-landing" },
      body: { startDate: "2027-02-01", timeZone: "UTC" },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).code).toBe("NOT_FOUND");
  });

  it("asks a visitor to sign in", async () => {
    const response = await t
      .client()
      .call(api.use, { params: { slug: "wedding" }, body: { startDate: "2027-02-01", timeZone: "UTC" } });
    expect(response.statusCode).toBe(401);
  });

  it("shows template data only to the event's owner", async () => {
    const created = await owner.client.call(api.use, {
      params: { slug: "study-group" },
      body: { startDate: "2027-05-03", timeZone: "Europe/London" },
    });
    const eventId = created.json().id;
    expect((await stranger.client.call(api.eventData, ofEvent(eventId))).statusCode).toBe(404);
    expect((await t.client().call(api.eventData, ofEvent(eventId))).statusCode).toBe(401);

    const handMade = await owner.client.call(eventsContract.create, {
      body: {
        name: "Not from a template",
        eventTypeId: "club-type-1",
        startAt: "2027-05-03T10:00:00Z",
        endAt: "2027-05-03T12:00:00Z",
        timeZone: "UTC",
      },
    });
    const missing = await owner.client.call(api.eventData, ofEvent(handMade.json().id));
    expect(missing.statusCode).toBe(404);
  });
});

describe("atomicity", () => {
  it("leaves no event, activity, checklist, task or budget behind when a later write fails", async () => {
    const user = await signUp(t.client());
    // The last write of the transaction (the template data) is made to fail, after the event, its
    // activities, checklist, tasks and budget were already inserted.
    await t.database.db.execute(
      sql`alter table event_template_data add constraint templates_test_refuse check (false) not valid`,
    );
    try {
      const response = await user.client.call(api.use, {
        params: { slug: "charity-gala" },
        body: { startDate: "2027-09-18", timeZone: "Europe/Paris" },
      });
      expect(response.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table event_template_data drop constraint templates_test_refuse`);
    }
    expect(await eventCount(user)).toBe(0);
    const leftovers = await t.database.db.execute(sql`
      select (select count(*) from activities where owner_id = ${user.id})::int as activities,
             (select count(*) from checklists where owner_id = ${user.id})::int as checklists,
             (select count(*) from tasks where owner_id = ${user.id})::int as tasks,
             (select count(*) from budgets where owner_id = ${user.id})::int as budgets`);
    const counts = (leftovers as unknown as { rows: unknown[] }).rows[0];
    expect(counts).toEqual({ activities: 0, checklists: 0, tasks: 0, budgets: 0 });

    // And with the failure gone, the same request succeeds.
    const retry = await user.client.call(api.use, {
      params: { slug: "charity-gala" },
      body: { startDate: "2027-09-18", timeZone: "Europe/Paris" },
    });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(await activitiesOf(user, retry.json().id)).toHaveLength(findTemplate("charity-gala")!.activities.length);
  });
});

describe("link previews", () => {
  it("give a template page its title and pitch, and a demo its name and tagline", async () => {
    const template = await t.client().request("GET", "/templates/fantasy-league-draft");
    expect(template.statusCode).toBe(200);
    expect(template.body).toContain('<meta property="og:title" content="Fantasy League Draft Party template" />');
    expect(template.body).toContain(findTemplate("fantasy-league-draft")!.pitch.replace(/'/g, "&#39;"));
    const demo = await t.client().request("GET", "/demo/school-demo");
    expect(demo.body).toContain("Westbrook High Reunion: Classes of 2006–2008 (demo event)");
  });
});
