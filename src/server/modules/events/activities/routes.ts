import type { FastifyInstance } from "fastify";
import { activitiesContract } from "#shared/activities/contract.ts";
import type { Db } from "../../../db/client.ts";
import { serveContract } from "../../../serve-contract.ts";
import * as service from "./service.ts";

export function registerActivityRoutes(app: FastifyInstance, db: Db): void {
  serveContract(app, db, activitiesContract, {
    list: ({ ctx, query }) => service.listActivities(ctx, query),
    create: ({ ctx, body }) => service.createActivity(ctx, body),
    get: ({ ctx, params }) => service.getActivity(ctx, params.activityId),
    update: ({ ctx, params, body }) => service.updateActivity(ctx, params.activityId, body),
    remove: async ({ ctx, params }) => {
      await service.deleteActivity(ctx, params.activityId);
      return { deleted: true as const };
    },
    schedule: async ({ ctx, params }) => ({ activities: await service.ownedSchedule(ctx, params.eventId) }),
  });
}
