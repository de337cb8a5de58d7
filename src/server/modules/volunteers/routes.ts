import type { FastifyInstance } from "fastify";
import { volunteersContract } from "#shared/volunteers/contract.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import * as assignments from "./assignments.ts";
import type { VolunteerDeps } from "./mailing.ts";
import * as page from "./page.ts";
import * as people from "./people.ts";
import * as shifts from "./shifts.ts";
import * as swaps from "./swaps.ts";

export function registerVolunteerRoutes(app: FastifyInstance, db: Db, deps: VolunteerDeps): void {
  const deleted = async (done: Promise<void>) => {
    await done;
    return { deleted: true as const };
  };

  serveContract(app, db, volunteersContract, {
    listRoles: async ({ ctx, params }) => ({ items: await shifts.listRoles(ctx, params.eventId) }),
    createRole: ({ ctx, params, body }) => shifts.createRole(ctx, params.eventId, body),
    updateRole: ({ ctx, params, body }) => shifts.updateRole(ctx, params.eventId, params.roleId, body),
    removeRole: ({ ctx, params }) => deleted(shifts.deleteRole(ctx, params.eventId, params.roleId)),
    listShifts: async ({ ctx, params }) => ({ items: await shifts.listShifts(ctx, params.eventId) }),
    createShift: ({ ctx, params, body }) => shifts.createShift(ctx, params.eventId, body),
    updateShift: ({ ctx, params, body }) => shifts.updateShift(ctx, params.eventId, params.shiftId, body),
    removeShift: ({ ctx, params }) => deleted(shifts.deleteShift(ctx, params.eventId, params.shiftId)),
    publishShifts: async ({ ctx, params }) => ({ published: await shifts.publishShifts(ctx, params.eventId) }),
    applicationLink: ({ ctx, params }) => people.applicationLink(ctx, params.eventId),
    updateApplicationLink: ({ ctx, params, body }) => people.updateApplicationLink(ctx, params.eventId, body),
    listVolunteers: async ({ ctx, params, query }) => ({
      items: await people.listVolunteers(ctx, params.eventId, query),
    }),
    addVolunteer: ({ ctx, params, body }) => people.addVolunteer(ctx, params.eventId, body),
    decide: ({ ctx, params, body }) => people.decide(ctx, params.eventId, params.volunteerId, body.status),
    assign: ({ ctx, params, body }) => assignments.assign(ctx, params.eventId, params.shiftId, body.volunteerId),
    cancelAssignment: ({ ctx, params }) => assignments.cancelAssignment(ctx, params.eventId, params.assignmentId),
    checkIn: ({ ctx, params }) => assignments.checkIn(ctx, params.eventId, params.assignmentId),
    noShow: ({ ctx, params }) => assignments.noShow(ctx, params.eventId, params.assignmentId),
    adjustHours: ({ ctx, params, body }) =>
      assignments.adjustHours(ctx, params.eventId, params.assignmentId, body.hours),
    hours: ({ ctx, params }) => assignments.hoursLedger(ctx, params.eventId),
    coverage: ({ ctx, params }) => shifts.coverage(ctx, params.eventId),
    listSwaps: async ({ ctx, params }) => ({ items: await swaps.listSwaps(ctx, params.eventId) }),

    // The public side: the link's token is the only key, the host's plan opens it.
    applicationForm: ({ db, eventPlan, params, reply }) => {
      reply.header("cache-control", "no-store");
      return people.applicationForm(db, params.token, eventPlan);
    },
    apply: ({ db, eventPlan, params, body, request }) =>
      people.apply({ db, jobs: deps.jobs }, params.token, eventPlan, body, request.ip),
    myPage: ({ db, eventPlan, params, reply }) => {
      reply.header("cache-control", "no-store");
      return page.volunteerPage(db, params.token, eventPlan);
    },
    signUp: ({ db, eventPlan, params }) => page.signUp(db, params.token, eventPlan, params.shiftId),
    confirm: ({ db, eventPlan, params }) => page.confirm(db, params.token, eventPlan, params.assignmentId),
    cancel: ({ db, eventPlan, params }) => page.cancel(db, params.token, eventPlan, params.assignmentId),
    requestSwap: async ({ db, eventPlan, params, body }) => {
      const { volunteer, event } = await swaps.requestSwap(
        db,
        params.token,
        eventPlan,
        params.assignmentId,
        body.toEmail,
      );
      return page.pageOf(db, volunteer, event);
    },
    takeSwap: ({ db, eventPlan, params }) => swaps.takeSwap(db, params.token, eventPlan, params.swapId),
    withdrawSwap: async ({ db, eventPlan, params }) => {
      const { volunteer, event } = await swaps.withdrawSwap(db, params.token, eventPlan, params.swapId);
      return page.pageOf(db, volunteer, event);
    },
    myCalendar: async ({ db, eventPlan, params, reply }) => {
      const file = await page.volunteerCalendar(db, params.token, eventPlan, deps.baseUrl);
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("cache-control", "no-store")
        .send(file.text);
    },
  });
}
