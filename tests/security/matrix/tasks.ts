import type { RouteExpectation } from "../route-matrix.ts";
import { expectStatus, OWNER_MARKER, tinyPng, type World } from "../world.ts";

const pro = "pro" as const;

/** A fresh task of the owner (with its board's columns), registered so the suite knows whose it is. */
async function freshTask(w: World): Promise<{ event: string; id: string; columnId: string }> {
  const event = await w.fresh.event();
  const task = (
    await expectStatus(
      w.owner.client.request("POST", `/api/events/${event}/tasks`, { title: `Book the hall ${OWNER_MARKER}` }),
      201,
    )
  ).json();
  const board = (await expectStatus(w.owner.client.request("GET", `/api/events/${event}/tasks`), 200)).json();
  w.readers.set(task.id, `/api/tasks/${task.id}`);
  for (const column of board.columns) w.readers.set(column.id, `/api/events/${event}/tasks`);
  return { event, id: task.id, columnId: board.columns[1].id };
}

async function freshCustomColumn(w: World): Promise<string> {
  const { event } = await freshTask(w);
  const column = (
    await expectStatus(
      w.owner.client.request("POST", `/api/events/${event}/task-columns`, { name: `Waiting ${OWNER_MARKER}` }),
      201,
    )
  ).json();
  w.readers.set(column.id, `/api/events/${event}/tasks`);
  return column.id;
}

async function freshAttachment(w: World): Promise<string> {
  const { id } = await freshTask(w);
  const file = (
    await expectStatus(
      w.owner.client.upload("POST", `/api/tasks/${id}/attachments?name=plan.png`, "file", { bytes: await tinyPng() }),
      201,
    )
  ).json();
  w.readers.set(file.id, `/api/tasks/${id}`);
  return file.id;
}

async function freshComment(w: World): Promise<string> {
  const { id } = await freshTask(w);
  const comment = (
    await expectStatus(
      w.owner.client.request("POST", `/api/tasks/${id}/comments`, { body: `Called them ${OWNER_MARKER}` }),
      201,
    )
  ).json();
  w.readers.set(comment.id, `/api/tasks/${id}`);
  return comment.id;
}

/** A task the owner gave themselves: the one person who may tick it from /my-tasks. */
async function freshOwnTask(w: World): Promise<string> {
  const event = await w.fresh.event();
  const body = { title: `Buy the balloons ${OWNER_MARKER}`, assigneeId: w.owner.id };
  const task = (await expectStatus(w.owner.client.request("POST", `/api/events/${event}/tasks`, body), 201)).json();
  w.readers.set(task.id, `/api/tasks/${task.id}`);
  return task.id;
}

const onTask =
  (path = "", body?: (t: Awaited<ReturnType<typeof freshTask>>) => unknown) =>
  async (w: World) => {
    const task = await freshTask(w);
    return { url: `/api/tasks/${task.id}${path}`, ...(body ? { body: body(task) } : {}) };
  };

export const TASK_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/my-tasks": { access: "user", call: async (w) => (await freshOwnTask(w), { url: "/api/my-tasks" }) },
  "PUT /api/my-tasks/:id": {
    access: "user",
    call: async (w) => ({ url: `/api/my-tasks/${await freshOwnTask(w)}`, body: { done: true } }),
  },
  "GET /api/events/:eventId/tasks": {
    access: "user",
    requires: pro,
    call: async (w) => ({ url: `/api/events/${(await freshTask(w)).event}/tasks` }),
  },
  "POST /api/events/:eventId/tasks": {
    access: "user",
    requires: pro,
    call: (w) => ({ url: `/api/events/${w.ids.event}/tasks`, body: { title: `Order flowers ${OWNER_MARKER}` } }),
    ok: 201,
  },
  "GET /api/tasks/:id": { access: "user", requires: pro, call: onTask() },
  "PATCH /api/tasks/:id": { access: "user", requires: pro, call: onTask("", () => ({ title: "Renamed" })) },
  "PUT /api/tasks/:id/position": {
    access: "user",
    requires: pro,
    call: onTask("/position", (t) => ({ columnId: t.columnId, index: 0 })),
  },
  "DELETE /api/tasks/:id": { access: "user", requires: pro, call: onTask() },
  "POST /api/tasks/:id/comments": {
    access: "user",
    requires: pro,
    call: onTask("/comments", () => ({ body: "Called them" })),
    ok: 201,
  },
  "PATCH /api/task-comments/:id": {
    access: "user",
    requires: pro,
    call: async (w) => ({ url: `/api/task-comments/${await freshComment(w)}`, body: { body: "Called them twice" } }),
  },
  "DELETE /api/task-comments/:id": {
    access: "user",
    requires: pro,
    call: async (w) => ({ url: `/api/task-comments/${await freshComment(w)}` }),
  },
  "POST /api/tasks/:id/attachments": {
    access: "user",
    requires: pro,
    call: async (w) => ({
      url: `/api/tasks/${(await freshTask(w)).id}/attachments?name=plan.png`,
      upload: { field: "file", bytes: await tinyPng() },
    }),
    ok: 201,
  },
  "GET /api/task-attachments/:id": {
    access: "user",
    requires: pro,
    call: async (w) => ({ url: `/api/task-attachments/${await freshAttachment(w)}` }),
  },
  "DELETE /api/task-attachments/:id": {
    access: "user",
    requires: pro,
    call: async (w) => ({ url: `/api/task-attachments/${await freshAttachment(w)}` }),
  },
  "POST /api/events/:eventId/task-columns": {
    access: "user",
    requires: pro,
    call: async (w) => ({ url: `/api/events/${(await freshTask(w)).event}/task-columns`, body: { name: "Waiting" } }),
    ok: 201,
  },
  "PATCH /api/task-columns/:id": {
    access: "user",
    requires: pro,
    call: async (w) => ({ url: `/api/task-columns/${await freshCustomColumn(w)}`, body: { name: "Renamed" } }),
  },
  "DELETE /api/task-columns/:id": {
    access: "user",
    requires: pro,
    call: async (w) => ({ url: `/api/task-columns/${await freshCustomColumn(w)}` }),
  },
};
