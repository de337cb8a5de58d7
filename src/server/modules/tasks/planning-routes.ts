import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  ZJourney,
  ZJourneyStep,
  ZJourneyStepInput,
  ZJourneyStepParams,
  ZJourneyTaskResult,
  ZTimeline,
  ZTimelineMove,
  ZTimelineTask,
  ZTimelineTaskParams,
} from "#shared/tasks/planning-schemas.ts";
import { ZEventId } from "#shared/route-params.ts";
import type { Actor } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { getJourney, setStepDone, turnStepIntoTask } from "./journey.ts";
import { streamPlanningChanges, type PlanningDeps } from "./live.ts";
import { getTimeline, moveTimelineTask } from "./timeline.ts";

const tags = ["planning"];
const pro = { requires: "pro" as const };

/** The planning journey, the interactive timeline and the planning's change stream (pro), beside the board's own routes. */
export function registerPlanningRoutes(app: FastifyInstance, db: Db, deps: PlanningDeps): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.get(
    "/api/events/:eventId/journey",
    { config: pro, schema: { tags, params: ZEventId, response: { 200: ZJourney } } },
    async (request) => getJourney(ctx(request.actor), request.params.eventId),
  );
  r.post(
    "/api/events/:eventId/journey/:stepKey/task",
    {
      config: pro,
      schema: { tags, params: ZJourneyStepParams, response: { 200: ZJourneyTaskResult, 201: ZJourneyTaskResult } },
    },
    async (request, reply) => {
      const result = await turnStepIntoTask(ctx(request.actor), request.params.eventId, request.params.stepKey);
      return reply.status(result.created ? 201 : 200).send(result);
    },
  );
  r.put(
    "/api/events/:eventId/journey/:stepKey",
    {
      config: pro,
      schema: { tags, params: ZJourneyStepParams, body: ZJourneyStepInput, response: { 200: ZJourneyStep } },
    },
    async (request) => setStepDone(ctx(request.actor), request.params.eventId, request.params.stepKey, request.body),
  );
  r.get(
    "/api/events/:eventId/timeline",
    { config: pro, schema: { tags, params: ZEventId, response: { 200: ZTimeline } } },
    async (request) => getTimeline(ctx(request.actor), request.params.eventId),
  );
  r.put(
    "/api/events/:eventId/timeline/tasks/:taskId",
    {
      config: pro,
      schema: { tags, params: ZTimelineTaskParams, body: ZTimelineMove, response: { 200: ZTimelineTask } },
    },
    async (request) =>
      moveTimelineTask(ctx(request.actor), request.params.eventId, request.params.taskId, request.body),
  );
  r.get(
    "/api/events/:eventId/planning/live",
    { config: pro, schema: { tags, params: ZEventId } },
    async (request, reply) => streamPlanningChanges(ctx(request.actor), deps, request.params.eventId, request, reply),
  );
}
