import type { RouteExpectation } from "../route-matrix.ts";
import { expectStatus, OWNER_MARKER, type World } from "../world.ts";

const pro = "pro" as const;

/** The first step of a fresh event's journey (whatever its type's plan calls it). */
async function freshStep(w: World): Promise<{ event: string; key: string }> {
  const event = await w.fresh.event();
  const journey = (await expectStatus(w.owner.client.request("GET", `/api/events/${event}/journey`), 200)).json();
  return { event, key: journey.steps[0].key };
}

/** A dated task on a fresh event, registered so the suite knows whose it is. */
async function freshDatedTask(w: World): Promise<{ event: string; id: string }> {
  const event = await w.fresh.event();
  const body = { title: `Print name tags ${OWNER_MARKER}`, startDate: "2027-05-01", dueDate: "2027-05-03" };
  const task = (await expectStatus(w.owner.client.request("POST", `/api/events/${event}/tasks`, body), 201)).json();
  w.readers.set(task.id, `/api/tasks/${task.id}`);
  return { event, id: task.id };
}

export const PLANNING_ROUTES: Record<string, RouteExpectation> = {
  "GET /api/events/:eventId/journey": {
    access: "user",
    requires: pro,
    call: (w) => ({ url: `/api/events/${w.ids.event}/journey` }),
  },
  "GET /api/events/:eventId/planning/live": {
    access: "user",
    requires: pro,
    call: (w) => ({ url: `/api/events/${w.ids.event}/planning/live` }),
  },
  "POST /api/events/:eventId/journey/:stepKey/task": {
    access: "user",
    requires: pro,
    call: async (w) => {
      const step = await freshStep(w);
      return { url: `/api/events/${step.event}/journey/${step.key}/task` };
    },
    ok: 201,
  },
  "PUT /api/events/:eventId/journey/:stepKey": {
    access: "user",
    requires: pro,
    call: async (w) => {
      const step = await freshStep(w);
      return { url: `/api/events/${step.event}/journey/${step.key}`, body: { done: true } };
    },
  },
  "GET /api/events/:eventId/timeline": {
    access: "user",
    requires: pro,
    call: (w) => ({ url: `/api/events/${w.ids.event}/timeline` }),
  },
  "PUT /api/events/:eventId/timeline/tasks/:taskId": {
    access: "user",
    requires: pro,
    call: async (w) => {
      const task = await freshDatedTask(w);
      return {
        url: `/api/events/${task.event}/timeline/tasks/${task.id}`,
        body: { startDate: "2027-05-04", dueDate: "2027-05-06" },
      };
    },
  },
};
