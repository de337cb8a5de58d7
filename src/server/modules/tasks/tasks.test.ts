import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf, type Client } from "#tests/fixtures/http-client.ts";
import { eq } from "drizzle-orm";
import { urlOf } from "#shared/contract.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { planningContract } from "#shared/planning/contract.ts";
import { rsvpContract } from "#shared/rsvp/contract.ts";
import { tasksContract } from "#shared/tasks/contract.ts";
import type { TTask, TTaskBoard, TTaskDetail } from "#shared/tasks/schemas.ts";
import { createTestApp, TEST_BASE_URL, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, uniqueEmail, verifyEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { race } from "#tests/fixtures/concurrency.ts";
import { readEventStream } from "#tests/fixtures/event-stream.ts";
import { createTask, listTasks, updateTask } from "./index.ts";
import { REMINDER_SWEEP_QUEUE } from "./reminders.ts";
import { taskColumns, taskComments, tasks } from "./tables.ts";

let t: TestApp;
let organiser: SignedUpUser;
let helper: SignedUpUser;
let otherOwner: SignedUpUser;
let premiumUser: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await signUp(t.client(), { planType: "pro", firstName: "Olive", lastName: "Organiser" });
  helper = await signUp(t.client(), {
    planType: "free",
    firstName: "Hal",
    lastName: "Helper",
    email: uniqueEmail("helper"),
  });
  otherOwner = await signUp(t.client(), { planType: "pro" });
  premiumUser = await signUp(t.client(), { planType: "premium" });
  await verifyEmail(t, helper);
});
afterAll(async () => {
  await t?.close();
});

async function newEvent(owner = organiser): Promise<string> {
  const event = await owner.client.call(eventsContract.create, { body: eventInput() });
  expect(event.statusCode, event.body).toBe(201);
  return (event.json() as { id: string }).id;
}

async function create(eventId: string, body: Record<string, unknown>, owner = organiser): Promise<TTask> {
  const response = await owner.client.call(tasksContract.create, { params: { eventId }, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TTask;
}

async function board(eventId: string): Promise<TTaskBoard> {
  const response = await organiser.client.call(tasksContract.board, { params: { eventId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TTaskBoard;
}

const move = (taskId: string, columnId: string, index: number) =>
  organiser.client.call(tasksContract.move, { params: { id: taskId }, body: { columnId, index } });

/** A file named `name` attached to a task (the client's upload sends the file as multipart). */
const attach = (client: Client, taskId: string, name: string, file: { bytes: Buffer; type?: string }) =>
  client.uploadTo(tasksContract.addAttachment, { params: { id: taskId }, query: { name } }, file);

function column(b: TTaskBoard, kind: string) {
  return b.columns.find((c) => c.kind === kind)!;
}

/** Titles of a column's top-level cards, top to bottom. */
function titlesIn(b: TTaskBoard, columnId: string): string[] {
  return b.tasks
    .filter((task) => task.columnId === columnId && !task.parentId)
    .sort((x, y) => x.position - y.position)
    .map((task) => task.title);
}

/** The calendar day in Amsterdam (the test events' zone), `offset` days on. */
function amsterdamDay(offset = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(
    new Date(Date.now() + offset * 86_400_000),
  );
}

describe("tasks", () => {
  it("creates a task with every field and edits it", async () => {
    const eventId = await newEvent();
    const task = await create(eventId, {
      title: "Book the hall",
      description: "Ask for the big room",
      assigneeId: organiser.id,
      priority: "high",
      labels: ["venue", "venue", "money"],
      startDate: "2027-01-10",
      dueDate: "2027-02-01",
    });
    expect(task).toMatchObject({
      title: "Book the hall",
      priority: "high",
      labels: ["venue", "money"],
      dueDate: "2027-02-01",
      columnKind: "todo",
      done: false,
      position: 0,
    });
    const edited = await organiser.client.call(tasksContract.update, {
      params: { id: task.id },
      body: {
        title: "Book the gym",
        milestone: true,
        dueDate: null,
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      title: "Book the gym",
      milestone: true,
      dueDate: null,
      description: "Ask for the big room",
    });
  });

  it("makes the four built-in columns once, even when two first visits meet", async () => {
    const eventId = await newEvent();
    await race(6, () => organiser.client.call(tasksContract.board, { params: { eventId } }));
    await race(4, (i) =>
      organiser.client.call(tasksContract.create, { params: { eventId }, body: { title: `Task ${i}` } }),
    );
    const rows = await t.database.db.select().from(taskColumns).where(eq(taskColumns.eventId, eventId));
    expect(rows.map((r) => r.kind).sort()).toEqual(["blocked", "done", "in_progress", "todo"]);
    expect(titlesIn(await board(eventId), column(await board(eventId), "todo").id)).toHaveLength(4);
  });

  it("lets the owner give a task to the event's people, and names the field for anyone else", async () => {
    const eventId = await newEvent();
    const invited = await organiser.client.call(rsvpContract.addGuest, {
      params: { eventId },
      body: {
        name: "Hal",
        email: helper.email,
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    const b = await board(eventId);
    expect(b.assignees.map((a) => a.id).sort()).toEqual([organiser.id, helper.id].sort());
    const task = await create(eventId, { title: "Print name tags", assigneeId: helper.id });
    expect(task.assigneeId).toBe(helper.id);
    const refused = await organiser.client.call(tasksContract.create, {
      params: { eventId },
      body: {
        title: "Nope",
        assigneeId: otherOwner.id,
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused).fields).toHaveProperty("assigneeId");
  });

  it("keeps subtasks inside their parent with their own done state", async () => {
    const eventId = await newEvent();
    const parent = await create(eventId, { title: "Catering" });
    const first = await create(eventId, { title: "Ask three caterers", parentId: parent.id });
    const second = await create(eventId, { title: "Taste the menu", parentId: parent.id });
    const ticked = await organiser.client.call(tasksContract.update, {
      params: { id: first.id },
      body: { done: true },
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toMatchObject({ done: true, parentId: parent.id });
    const detail = (
      await organiser.client.call(tasksContract.get, { params: { id: parent.id } })
    ).json() as TTaskDetail;
    expect(detail.subtasks.map((s) => [s.title, s.done])).toEqual([
      ["Ask three caterers", true],
      ["Taste the menu", false],
    ]);
    const b = await board(eventId);
    expect(titlesIn(b, column(b, "todo").id)).toEqual(["Catering"]);
    const nested = await organiser.client.call(tasksContract.create, {
      params: { eventId },
      body: {
        title: "Too deep",
        parentId: second.id,
      },
    });
    expect(nested.statusCode).toBe(400);
    expect(errorOf(nested).fields).toHaveProperty("parentId");
    const moved = await move(second.id, column(b, "done").id, 0);
    expect(moved.statusCode).toBe(400);
  });

  it("keeps comments with their author and time, and attachments as safe downloads", async () => {
    const eventId = await newEvent();
    const task = await create(eventId, { title: "Send invitations" });
    const comment = await organiser.client.call(tasksContract.addComment, {
      params: { id: task.id },
      body: {
        body: "Drafted the text",
      },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    expect(comment.json()).toMatchObject({
      body: "Drafted the text",
      authorName: "Olive Organiser",
      authorId: organiser.id,
    });
    const empty = await organiser.client.call(tasksContract.addComment, {
      params: { id: task.id },
      body: { body: "  " },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toHaveProperty("body");

    const bytes = Buffer.from("Guest list draft\n");
    const uploaded = await attach(organiser.client, task.id, "guest list.txt", {
      bytes,
      type: "text/html",
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect(uploaded.json()).toMatchObject({ name: "guest list.txt", contentType: "text/plain", size: bytes.length });
    const download = await organiser.client.call(tasksContract.attachment, { params: { id: uploaded.json().id } });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("Guest list draft\n");
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.headers["content-disposition"]).toContain("attachment;");
    expect(download.headers["content-type"]).toContain("text/plain");

    const script = await attach(organiser.client, task.id, "page.html", {
      bytes: Buffer.from("<script>alert(1)</script>"),
    });
    expect(script.statusCode).toBe(400);
    expect(errorOf(script).fields).toHaveProperty("file");
    const huge = await attach(organiser.client, task.id, "big.pdf", {
      bytes: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    expect(huge.statusCode).toBe(413);

    const detail = (await organiser.client.call(tasksContract.get, { params: { id: task.id } })).json() as TTaskDetail;
    expect(detail.comments).toHaveLength(1);
    expect(detail.attachments.map((a) => a.name)).toEqual(["guest list.txt"]);
    expect(detail.task).toMatchObject({ commentCount: 1, attachmentCount: 1 });
    const stranger = await otherOwner.client.call(tasksContract.attachment, { params: { id: uploaded.json().id } });
    expect(stranger.statusCode).toBe(404);
  });

  it("lets the author rewrite a comment, marked edited, and the organiser delete one", async () => {
    const eventId = await newEvent();
    const task = await create(eventId, { title: "Order flowers" });
    const first = (
      await organiser.client.call(tasksContract.addComment, {
        params: { id: task.id },
        body: { body: "Asked for roses" },
      })
    ).json();
    const second = (
      await organiser.client.call(tasksContract.addComment, {
        params: { id: task.id },
        body: { body: "Florist called back" },
      })
    ).json();
    expect(first.editedAt).toBeNull();

    const edited = await organiser.client.call(tasksContract.editComment, {
      params: { id: first.id },
      body: {
        body: "Asked for white roses",
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      body: "Asked for white roses",
      createdAt: first.createdAt,
      editedAt: expect.any(String),
    });
    const blank = await organiser.client.call(tasksContract.editComment, {
      params: { id: first.id },
      body: { body: " " },
    });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank).fields).toHaveProperty("body");
    expect(
      (
        await otherOwner.client.call(tasksContract.editComment, {
          params: { id: first.id },
          body: { body: "Mine now" },
        })
      ).statusCode,
    ).toBe(404);
    expect((await otherOwner.client.call(tasksContract.removeComment, { params: { id: first.id } })).statusCode).toBe(
      404,
    );

    // A comment whose author left keeps its words: nobody can put new ones in their name.
    await t.database.db.update(taskComments).set({ authorId: null }).where(eq(taskComments.id, second.id));
    const orphan = await organiser.client.call(tasksContract.editComment, {
      params: { id: second.id },
      body: { body: "Rewritten" },
    });
    expect(orphan.statusCode).toBe(403);
    expect((await organiser.client.call(tasksContract.removeComment, { params: { id: second.id } })).statusCode).toBe(
      200,
    );

    const detail = (await organiser.client.call(tasksContract.get, { params: { id: task.id } })).json() as TTaskDetail;
    expect(detail.comments.map((c) => [c.body, c.editedAt !== null])).toEqual([["Asked for white roses", true]]);
    expect(detail.task.commentCount).toBe(1);
  });
});

describe("dependencies", () => {
  it("refuses a dependency that closes a loop, naming the field", async () => {
    const eventId = await newEvent();
    const a = await create(eventId, { title: "Pick a date" });
    const b = await create(eventId, { title: "Book the venue", dependsOn: [a.id] });
    const c = await create(eventId, { title: "Send invitations", dependsOn: [b.id] });
    expect(c.dependsOn).toEqual([b.id]);
    const loop = await organiser.client.call(tasksContract.update, {
      params: { id: a.id },
      body: { dependsOn: [c.id] },
    });
    expect(loop.statusCode).toBe(400);
    expect(errorOf(loop).fields?.dependsOn).toContain("Send invitations");
    const self = await organiser.client.call(tasksContract.update, {
      params: { id: a.id },
      body: { dependsOn: [a.id] },
    });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).fields).toHaveProperty("dependsOn");
    const otherEvent = await newEvent();
    const elsewhere = await create(otherEvent, { title: "Elsewhere" });
    const across = await organiser.client.call(tasksContract.update, {
      params: { id: a.id },
      body: { dependsOn: [elsewhere.id] },
    });
    expect(across.statusCode).toBe(400);
    expect(errorOf(across).fields).toHaveProperty("dependsOn");
  });

  it("refuses to make a task done before what it depends on", async () => {
    const eventId = await newEvent();
    const a = await create(eventId, { title: "Pick a date" });
    const b = await create(eventId, { title: "Book the venue", dependsOn: [a.id] });
    const done = column(await board(eventId), "done").id;
    const refused = await move(b.id, done, 0);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused).message).toContain("Pick a date");
    const viaPatch = await organiser.client.call(tasksContract.update, { params: { id: b.id }, body: { done: true } });
    expect(viaPatch.statusCode).toBe(409);
    expect((await move(a.id, done, 0)).statusCode).toBe(200);
    const allowed = await move(b.id, done, 1);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json()).toMatchObject({ done: true, columnKind: "done" });
    expect(allowed.json().completedAt).not.toBeNull();
    const reopened = await move(b.id, column(await board(eventId), "todo").id, 0);
    expect(reopened.json()).toMatchObject({ done: false, completedAt: null });
  });
});

describe("the progress board", () => {
  it("moves cards between columns and keeps a clean order", async () => {
    const eventId = await newEvent();
    const [a, b, c] = [
      await create(eventId, { title: "A" }),
      await create(eventId, { title: "B" }),
      await create(eventId, { title: "C" }),
    ];
    let view = await board(eventId);
    const todo = column(view, "todo").id;
    const doing = column(view, "in_progress").id;
    expect((await move(c.id, todo, 0)).statusCode).toBe(200);
    expect(titlesIn(await board(eventId), todo)).toEqual(["C", "A", "B"]);
    expect((await move(a.id, doing, 5)).statusCode).toBe(200);
    view = await board(eventId);
    expect(titlesIn(view, todo)).toEqual(["C", "B"]);
    expect(titlesIn(view, doing)).toEqual(["A"]);
    expect(
      view.tasks
        .filter((x) => x.columnId === todo)
        .map((x) => x.position)
        .sort(),
    ).toEqual([0, 1]);
    void b;
  });

  it("serialises moves made at the same moment: every card once, positions 0..n-1", async () => {
    const eventId = await newEvent();
    const cards: TTask[] = [];
    for (let i = 0; i < 8; i++) cards.push(await create(eventId, { title: `Card ${i}` }));
    const view = await board(eventId);
    const columnIds = view.columns.filter((col) => col.kind !== "done").map((col) => col.id);
    const outcome = await race(16, (i) => move(cards[i % cards.length]!.id, columnIds[i % columnIds.length]!, i % 3));
    expect(outcome.statuses).toEqual({ 200: 16 });
    const rows = await t.database.db.select().from(tasks).where(eq(tasks.eventId, eventId));
    expect(rows).toHaveLength(8);
    for (const columnId of columnIds) {
      const positions = rows
        .filter((r) => r.columnId === columnId)
        .map((r) => r.position)
        .sort((x, y) => x - y);
      expect(positions).toEqual(positions.map((_, i) => i));
    }
  });

  it("adds, renames and deletes custom columns; their cards go back to To do", async () => {
    const eventId = await newEvent();
    const task = await create(eventId, { title: "Waiting on quotes" });
    const added = await organiser.client.call(tasksContract.addColumn, {
      params: { eventId },
      body: { name: "Waiting" },
    });
    expect(added.statusCode, added.body).toBe(201);
    let view = await board(eventId);
    expect(view.columns.map((c) => c.name)).toEqual(["To do", "In progress", "Blocked", "Waiting", "Done"]);
    const custom = added.json().id as string;
    expect((await move(task.id, custom, 0)).statusCode).toBe(200);
    const later = await create(eventId, { title: "Ask for a second quote", columnId: custom });
    await create(eventId, { title: "Call the caterer" });
    const renamed = await organiser.client.call(tasksContract.renameColumn, {
      params: { id: custom },
      body: { name: "On hold" },
    });
    expect(renamed.json()).toMatchObject({ name: "On hold", kind: "custom" });
    const builtIn = await organiser.client.call(tasksContract.removeColumn, {
      params: { id: column(view, "todo").id },
    });
    expect(builtIn.statusCode).toBe(400);
    expect((await organiser.client.call(tasksContract.removeColumn, { params: { id: custom } })).statusCode).toBe(200);
    view = await board(eventId);
    expect(view.columns.map((c) => [c.name, c.position])).toEqual([
      ["To do", 0],
      ["In progress", 1],
      ["Blocked", 2],
      ["Done", 3],
    ]);
    // Its cards follow To do's own, in their order, and the column's positions stay 0..n-1.
    expect(titlesIn(view, column(view, "todo").id)).toEqual([
      "Call the caterer",
      "Waiting on quotes",
      "Ask for a second quote",
    ]);
    const positions = view.tasks.filter((x) => x.columnId === column(view, "todo").id).map((x) => x.position);
    expect(positions.sort()).toEqual([0, 1, 2]);
    expect(view.tasks.find((x) => x.id === later.id)?.position).toBe(2);
  });

  it("tells the planning's live viewers of each committed change, and not of a refused one", async () => {
    const eventId = await newEvent();
    const first = await create(eventId, { title: "Book the hall" });
    const second = await create(eventId, { title: "Send invitations", dependsOn: [first.id] });
    const done = column(await board(eventId), "done");
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await readEventStream(
      `${address}${urlOf(planningContract.live, { params: { eventId } })}`,
      organiser.client.jar.header(),
    );
    const nextChange = () => stream.next<{ at: string }>("changed");
    try {
      await nextChange();
      // Done before what it depends on is refused and rolled back: no viewer hears of it.
      expect((await move(second.id, done.id, 0)).statusCode).toBe(409);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const movedAt = Date.now();
      expect((await move(first.id, done.id, 0)).statusCode).toBe(200);
      expect(Date.parse((await nextChange()).at)).toBeGreaterThanOrEqual(movedAt - 5);

      const commentedAt = Date.now();
      const comment = await organiser.client.call(tasksContract.addComment, {
        params: { id: first.id },
        body: {
          body: "Deposit paid",
        },
      });
      expect(comment.statusCode, comment.body).toBe(201);
      expect(Date.parse((await nextChange()).at)).toBeGreaterThanOrEqual(commentedAt - 5);
    } finally {
      stream.close();
    }

    const stranger = await otherOwner.client.call(planningContract.live, { params: { eventId } });
    expect(stranger.statusCode).toBe(404);
  });
});

describe("bad input and access", () => {
  it("names the field of bad input", async () => {
    const eventId = await newEvent();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: "" }, "title"],
      [{ title: "X", dueDate: "2027-02-30" }, "dueDate"],
      [{ title: "X", dueDate: "tomorrow" }, "dueDate"],
      [{ title: "X", startDate: "2027-03-02", dueDate: "2027-03-01" }, "dueDate"],
      [{ title: "X", priority: "urgent" }, "priority"],
      [{ title: "X", labels: ["a".repeat(41)] }, "labels.0"],
      [{ title: "X", dependsOn: ["not-an-id"] }, "dependsOn.0"],
      [{ title: "X", colour: "red" }, "body"],
    ];
    for (const [body, field] of cases) {
      const response = await organiser.client.call(tasksContract.create, { params: { eventId }, body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const fields = errorOf(response).fields ?? {};
      expect(
        Object.keys(fields).some((key) => key === field || key.startsWith(field)) || field === "body",
        `${JSON.stringify(body)} -> ${response.body}`,
      ).toBe(true);
    }
    const task = await create(eventId, { title: "X", startDate: "2027-03-01" });
    const early = await organiser.client.call(tasksContract.update, {
      params: { id: task.id },
      body: { dueDate: "2027-02-01" },
    });
    expect(early.statusCode).toBe(400);
    expect(errorOf(early).fields).toHaveProperty("dueDate");
    const badMove = await move(task.id, task.id, -1);
    expect(badMove.statusCode).toBe(400);
  });

  it("answers 404 for another owner's event, task and column", async () => {
    const eventId = await newEvent();
    const task = await create(eventId, { title: "Mine" });
    const columnId = column(await board(eventId), "todo").id;
    const other = otherOwner.client;
    expect((await other.call(tasksContract.board, { params: { eventId } })).statusCode).toBe(404);
    expect(
      (await other.call(tasksContract.create, { params: { eventId }, body: { title: "Theirs" } })).statusCode,
    ).toBe(404);
    expect((await other.call(tasksContract.get, { params: { id: task.id } })).statusCode).toBe(404);
    expect(
      (await other.call(tasksContract.update, { params: { id: task.id }, body: { title: "Taken" } })).statusCode,
    ).toBe(404);
    expect(
      (await other.call(tasksContract.move, { params: { id: task.id }, body: { columnId, index: 0 } })).statusCode,
    ).toBe(404);
    expect((await other.call(tasksContract.removeColumn, { params: { id: columnId } })).statusCode).toBe(404);
    const theirEvent = await newEvent(otherOwner);
    const theirs = await create(theirEvent, { title: "Theirs" }, otherOwner);
    const cross = await move(theirs.id, columnId, 0);
    expect(cross.statusCode).toBe(404);
    const intoTheirs = await move(
      task.id,
      column(
        (await otherOwner.client.call(tasksContract.board, { params: { eventId: theirEvent } })).json() as TTaskBoard,
        "todo",
      ).id,
      0,
    );
    expect(intoTheirs.statusCode).toBe(400);
  });

  it("needs the pro plan", async () => {
    const response = await premiumUser.client.call(tasksContract.board, { params: { eventId: await newEvent() } });
    expect(response.statusCode).toBe(403);
    expect(errorOf(response)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "pro" });
  });
});

describe("the service other modules call", () => {
  it("creates, updates and lists tasks inside the caller's transaction", async () => {
    const eventId = await newEvent();
    const actor = { userId: organiser.id, email: organiser.email, sessionId: "test" };
    const created = await t.database.db.transaction(async (tx) => {
      const ctx = { db: tx, actor };
      const milestone = await createTask(ctx, eventId, {
        title: "Venue booked",
        milestone: true,
        dueDate: "2027-03-01",
      });
      return updateTask(ctx, milestone.id, { startDate: "2027-02-01", dueDate: "2027-03-05" });
    });
    expect(created).toMatchObject({ milestone: true, startDate: "2027-02-01", dueDate: "2027-03-05" });
    const list = await listTasks({ db: t.database.db, actor }, eventId);
    expect(list.map((x) => x.id)).toEqual([created.id]);
    await expect(
      createTask({ db: t.database.db, actor }, eventId, { title: "X", dueDate: "2027-13-01" }),
    ).rejects.toMatchObject({ status: 400, fields: { dueDate: expect.any(String) } });
  });
});

describe("reminders", () => {
  it("mails the assignee about a task due today or tomorrow, once per due date", async () => {
    const eventId = await newEvent();
    const invited = await organiser.client.call(rsvpContract.addGuest, {
      params: { eventId },
      body: {
        name: "Hal",
        email: helper.email,
      },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await create(eventId, { title: "Confirm the caterer", assigneeId: helper.id, dueDate: amsterdamDay(1) });
    const mine = await create(eventId, { title: "Pay the deposit", dueDate: amsterdamDay(0) });
    await create(eventId, { title: "Later", dueDate: amsterdamDay(5) });
    const sweep = async (key: string) => {
      await t.jobs.send(t.database.db, REMINDER_SWEEP_QUEUE, {}, { singletonKey: key });
      await t.jobs.idle();
    };
    await sweep("test-1");
    await sweep("test-2");
    const helperMails = (await t.outbox(helper.email)).filter((m) => m.kind === "task-reminder");
    expect(helperMails.map((m) => m.subject)).toEqual(["Due tomorrow: Confirm the caterer"]);
    // The helper has no plan: the mail opens their own tasks, not the organiser's pro task list.
    expect(await t.linkFromMail(helper.email, "task-reminder")).toBe(`${TEST_BASE_URL}/my-tasks`);
    expect(await t.linkFromMail(organiser.email, "task-reminder")).toBe(
      `${TEST_BASE_URL}/task-management?eventId=${eventId}`,
    );
    const ownerMails = () => t.outbox(organiser.email).then((mails) => mails.filter((m) => m.kind === "task-reminder"));
    expect((await ownerMails()).map((m) => m.subject)).toEqual(["Due today: Pay the deposit"]);
    // A new due date is a new reminder.
    await organiser.client.call(tasksContract.update, { params: { id: mine.id }, body: { dueDate: amsterdamDay(1) } });
    await sweep("test-3");
    expect(await ownerMails()).toHaveLength(2);
  });
});

describe("my tasks", () => {
  it("lists a free helper's tasks across events and lets them tick one done once what it waits for is done", async () => {
    const eventId = await newEvent();
    expect(
      (
        await organiser.client.call(rsvpContract.addGuest, {
          params: { eventId },
          body: { name: "Hal", email: helper.email },
        })
      ).statusCode,
    ).toBe(201);
    const hall = await create(eventId, { title: "Book the hall" });
    const chairs = await create(eventId, {
      title: "Set out the chairs",
      assigneeId: helper.id,
      dueDate: "2030-05-02",
      dependsOn: [hall.id],
    });
    const posters = await create(eventId, {
      title: "Hang the posters",
      assigneeId: helper.id,
      dueDate: "2030-05-01",
      priority: "high",
    });
    await create(eventId, { title: "Not theirs" });

    const list = await helper.client.call(tasksContract.mine);
    expect(list.statusCode, list.body).toBe(200);
    const here = (list.json() as { eventId: string; title: string }[]).filter((x) => x.eventId === eventId);
    expect(here.map((x) => x.title)).toEqual(["Hang the posters", "Set out the chairs"]);
    expect(here[1]).toMatchObject({
      eventId,
      organiserName: "Olive Organiser",
      organiser: false,
      waitingFor: ["Book the hall"],
      done: false,
    });

    const early = await helper.client.call(tasksContract.setMineDone, {
      params: { id: chairs.id },
      body: { done: true },
    });
    expect(early.statusCode).toBe(409);
    expect(
      (await organiser.client.call(tasksContract.update, { params: { id: hall.id }, body: { done: true } })).statusCode,
    ).toBe(200);
    const ticked = await helper.client.call(tasksContract.setMineDone, {
      params: { id: chairs.id },
      body: { done: true },
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json()).toMatchObject({ done: true, waitingFor: [] });
    // The organiser's board shows it in Done.
    const view = await board(eventId);
    expect(view.tasks.find((x) => x.id === chairs.id)?.columnKind).toBe("done");

    const bad = await helper.client.call(tasksContract.setMineDone, {
      params: { id: posters.id },
      body: { done: "yes" },
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).fields).toHaveProperty("done");
    // Someone else's task, or one given to somebody else, is not found.
    expect(
      (await helper.client.call(tasksContract.setMineDone, { params: { id: hall.id }, body: { done: false } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await otherOwner.client.call(tasksContract.setMineDone, { params: { id: posters.id }, body: { done: true } }))
        .statusCode,
    ).toBe(404);
    expect((await t.client().call(tasksContract.mine)).statusCode).toBe(401);
  });

  it("stops showing an event's tasks once the helper is off its guest list", async () => {
    const eventId = await newEvent();
    const guest = await organiser.client.call(rsvpContract.addGuest, {
      params: { eventId },
      body: {
        name: "Hal",
        email: helper.email,
      },
    });
    const task = await create(eventId, { title: "Bring the speakers", assigneeId: helper.id });
    const before = (await helper.client.call(tasksContract.mine)).json() as { id: string }[];
    expect(before.map((x) => x.id)).toContain(task.id);
    expect(
      (await organiser.client.call(rsvpContract.removeGuest, { params: { guestId: guest.json().id } })).statusCode,
    ).toBe(200);
    const after = (await helper.client.call(tasksContract.mine)).json() as { id: string }[];
    expect(after.map((x) => x.id)).not.toContain(task.id);
    expect(
      (await helper.client.call(tasksContract.setMineDone, { params: { id: task.id }, body: { done: true } }))
        .statusCode,
    ).toBe(404);
  });
});
