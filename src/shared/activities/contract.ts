/**
 * The activities feature's HTTP endpoints (src/shared/contract.ts). An activity belongs to an event of its
 * owner and lies within the event's dates; someone else's activity or event answers 404.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZDeleted, ZEventId } from "../route-params.ts";
import { ZActivity, ZActivityInput, ZActivityList, ZActivityListQuery, ZActivitySchedule } from "./schemas.ts";

const ZActivityId = z.object({ activityId: z.string().min(1).max(100) });

export const activitiesContract = defineContract(
  "activities",
  {
    list: {
      method: "GET",
      path: "/api/activities",
      summary: "My activities (of one event, or all), searched, sorted and paged",
      access: "user",
      eventScope: "events",
      forAccount: true,
      query: ZActivityListQuery,
      response: ZActivityList,
    },
    create: {
      method: "POST",
      path: "/api/activities",
      summary: "Add an activity to an event (within its dates and capacity; its venue must be free then)",
      access: "owner",
      eventScope: { body: "eventId" },
      body: ZActivityInput,
      response: ZActivity,
      status: 201,
    },
    get: {
      method: "GET",
      path: "/api/activities/:activityId",
      summary: "One activity with its event",
      access: "owner",
      eventScope: { record: "activity" },
      params: ZActivityId,
      response: ZActivity,
    },
    update: {
      method: "PUT",
      path: "/api/activities/:activityId",
      summary: "Edit an activity (it may move to another of my events)",
      access: "owner",
      eventScope: { record: "activity", body: "eventId" },
      params: ZActivityId,
      body: ZActivityInput,
      response: ZActivity,
    },
    remove: {
      method: "DELETE",
      path: "/api/activities/:activityId",
      summary: "Delete an activity",
      access: "owner",
      eventScope: { record: "activity" },
      params: ZActivityId,
      response: ZDeleted,
    },
    schedule: {
      method: "GET",
      path: "/api/events/:eventId/activities",
      summary: "An event's whole programme, ordered by start",
      access: "owner",
      params: ZEventId,
      response: ZActivitySchedule,
    },
  },
  { feature: "activities" },
);
