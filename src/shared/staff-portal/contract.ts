/**
 * The staff portal's HTTP endpoints (src/shared/contract.ts): an event's channel for its organisers, staff and
 * volunteers. The organiser's side is the account's (another owner's event answers 404); the volunteer's side
 * is reached by their personal link, under the host's plan.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZDeleted, ZEventId, ZToken } from "../route-params.ts";
import { ZStaffChannel, ZStaffPost, ZStaffPostInput, ZVolunteerChannel, ZVolunteerPostInput } from "./schemas.ts";

const ZPostParams = ZEventId.extend({ postId: z.string().min(1).max(100) });

export const staffPortalContract = defineContract(
  "staff-portal",
  {
    channel: {
      method: "GET",
      path: "/api/events/:eventId/staff-portal",
      summary: "An event's staff channel: the newest posts and who a post can be addressed to",
      access: "owner",
      params: ZEventId,
      response: ZStaffChannel,
    },
    post: {
      method: "POST",
      path: "/api/events/:eventId/staff-portal/posts",
      summary: "Post to the event's staff and volunteers: everyone, a role or a shift, optionally by email",
      access: "owner",
      params: ZEventId,
      body: ZStaffPostInput,
      response: ZStaffPost,
      status: 201,
    },
    remove: {
      method: "DELETE",
      path: "/api/events/:eventId/staff-portal/posts/:postId",
      summary: "Delete a post of the staff channel",
      access: "owner",
      params: ZPostParams,
      response: ZDeleted,
    },
    volunteerChannel: {
      method: "GET",
      path: "/api/public/volunteers/:token/staff-portal",
      summary: "The staff channel as an approved volunteer sees it: what is addressed to them",
      access: "link",
      planOf: "event",
      params: ZToken,
      response: ZVolunteerChannel,
    },
    volunteerPost: {
      method: "POST",
      path: "/api/public/volunteers/:token/staff-portal/posts",
      summary: "An approved volunteer writes to the event's staff channel",
      access: "link",
      planOf: "event",
      params: ZToken,
      body: ZVolunteerPostInput,
      response: ZStaffPost,
      status: 201,
    },
  },
  { feature: "staff-portal" },
);
