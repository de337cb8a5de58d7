/** HTTP for the planning journey, the interactive timeline and the planning's change stream (src/shared/planning/contract.ts). */
import type { FastifyInstance } from "fastify";
import { planningContract } from "#shared/planning/contract.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import { getJourney, setStepDone, turnStepIntoTask } from "./journey.ts";
import { streamPlanningChanges, type PlanningDeps } from "./live.ts";
import { getTimeline, moveTimelineTask } from "./timeline.ts";

export function registerPlanningRoutes(app: FastifyInstance, db: Db, deps: PlanningDeps): void {
  serveContract(app, db, planningContract, {
    journey: ({ ctx, params }) => getJourney(ctx, params.eventId),
    turnStepIntoTask: async ({ ctx, params, reply }) => {
      const result = await turnStepIntoTask(ctx, params.eventId, params.stepKey);
      // A step already made into a task answers that task, unchanged.
      if (!result.created) reply.status(200);
      return result;
    },
    setStepDone: ({ ctx, params, body }) => setStepDone(ctx, params.eventId, params.stepKey, body),
    timeline: ({ ctx, params }) => getTimeline(ctx, params.eventId),
    moveTimelineTask: ({ ctx, params, body }) => moveTimelineTask(ctx, params.eventId, params.taskId, body),
    live: async ({ ctx, params, request, reply }) => {
      await streamPlanningChanges(ctx, deps, params.eventId, request, reply);
      return reply;
    },
  });
}
