import type { FastifyInstance } from "fastify";
import { staffPortalContract } from "#shared/staff-portal/contract.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import * as portal from "./service.ts";

export function registerStaffPortalRoutes(app: FastifyInstance, db: Db, deps: portal.StaffPortalDeps): void {
  serveContract(app, db, staffPortalContract, {
    channel: ({ ctx, params }) => portal.channel(ctx, params.eventId),
    post: ({ ctx, params, body }) => portal.post({ ...ctx, jobs: deps.jobs }, params.eventId, body),
    remove: async ({ ctx, params }) => {
      await portal.removePost(ctx, params.eventId, params.postId);
      return { deleted: true as const };
    },
    volunteerChannel: ({ db: handle, eventPlan, params, reply }) => {
      reply.header("cache-control", "no-store");
      return portal.volunteerChannel(handle, params.token, eventPlan);
    },
    volunteerPost: ({ db: handle, eventPlan, params, body, request }) =>
      portal.volunteerPost(handle, params.token, eventPlan, body, request.ip),
  });
}

export async function registerStaffPortalWorkers(db: Db, deps: portal.StaffPortalDeps): Promise<void> {
  await deps.jobs.work<{ postId: string }>(portal.STAFF_POST_MAIL_QUEUE, (job) =>
    portal.sendPostMail(db, deps, job.postId),
  );
}
