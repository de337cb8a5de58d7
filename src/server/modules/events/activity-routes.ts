import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  ZActivity,
  ZActivityInput,
  ZActivityList,
  ZActivityListQuery,
  ZActivitySchedule,
} from "#shared/activities/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import * as service from "./activities.ts";
import { ZEventId } from "#shared/route-params.ts";

const ZActivityId = z.object({ activityId: z.string().min(1).max(100) });

export function registerActivityRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.get(
    "/api/activities",
    { schema: { tags: ["activities"], querystring: ZActivityListQuery, response: { 200: ZActivityList } } },
    async (request) => service.listActivities(ctx(request.actor), request.query),
  );
  r.post(
    "/api/activities",
    { schema: { tags: ["activities"], body: ZActivityInput, response: { 201: ZActivity } } },
    async (request, reply) => reply.status(201).send(await service.createActivity(ctx(request.actor), request.body)),
  );
  r.get(
    "/api/activities/:activityId",
    { schema: { tags: ["activities"], params: ZActivityId, response: { 200: ZActivity } } },
    async (request) => service.getActivity(ctx(request.actor), request.params.activityId),
  );
  r.put(
    "/api/activities/:activityId",
    { schema: { tags: ["activities"], params: ZActivityId, body: ZActivityInput, response: { 200: ZActivity } } },
    async (request) => service.updateActivity(ctx(request.actor), request.params.activityId, request.body),
  );
  r.delete(
    "/api/activities/:activityId",
    {
      schema: { tags: ["activities"], params: ZActivityId, response: { 200: z.object({ deleted: z.literal(true) }) } },
    },
    async (request) => {
      await service.deleteActivity(ctx(request.actor), request.params.activityId);
      return { deleted: true as const };
    },
  );
  r.get(
    "/api/events/:eventId/activities",
    { schema: { tags: ["activities"], params: ZEventId, response: { 200: ZActivitySchedule } } },
    async (request) => ({ activities: await service.ownedSchedule(ctx(request.actor), request.params.eventId) }),
  );
}
