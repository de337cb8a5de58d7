/**
 * The planning feature's HTTP endpoints (src/shared/contract.ts): an event's planning journey, its
 * interactive timeline, and the change stream that keeps every planning view (board, task list, journey,
 * timeline) in step. Every one needs the event to be the caller's; another owner's event answers 404.
 */
import { defineContract } from "../contract.ts";
import { ZEventId } from "../route-params.ts";
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
} from "./schemas.ts";

export const planningContract = defineContract(
  "planning",
  {
    journey: {
      method: "GET",
      path: "/api/events/:eventId/journey",
      summary: "An event's planning journey: its type's steps dated from the event's first day, with progress",
      access: "owner",
      params: ZEventId,
      response: ZJourney,
    },
    turnStepIntoTask: {
      method: "POST",
      path: "/api/events/:eventId/journey/:stepKey/task",
      summary: "Make a journey step into a task (201), or answer the task already made from it (200)",
      access: "owner",
      params: ZJourneyStepParams,
      response: ZJourneyTaskResult,
      status: 201,
    },
    setStepDone: {
      method: "PUT",
      path: "/api/events/:eventId/journey/:stepKey",
      summary: "Tick a journey step off or back on (its task moves with it)",
      access: "owner",
      params: ZJourneyStepParams,
      body: ZJourneyStepInput,
      response: ZJourneyStep,
    },
    timeline: {
      method: "GET",
      path: "/api/events/:eventId/timeline",
      summary: "An event's timeline: dated tasks, the journey's milestones and the activities, as days in its zone",
      access: "owner",
      feature: "interactive-timeline",
      params: ZEventId,
      response: ZTimeline,
    },
    moveTimelineTask: {
      method: "PUT",
      path: "/api/events/:eventId/timeline/tasks/:taskId",
      summary: "Move a task's bar on the timeline to new start and due days",
      access: "owner",
      feature: "interactive-timeline",
      params: ZTimelineTaskParams,
      body: ZTimelineMove,
      response: ZTimelineTask,
    },
    // One stream for every planning view; it belongs with the journey, the planning's own page.
    live: {
      method: "GET",
      path: "/api/events/:eventId/planning/live",
      summary: "Server-sent events: `changed` on connect and after each committed change of the event's planning",
      access: "owner",
      params: ZEventId,
      response: "event-stream",
    },
  },
  { feature: "planning-journey" },
);
