/**
 * The announcements feature's HTTP endpoints (src/shared/contract.ts): an event's organiser posts news to its
 * members, who read it; the unsubscribe link in an announcement mail works without an account.
 */
import { defineContract } from "../contract.ts";
import { ZDeleted, ZEventId, ZId, ZToken } from "../route-params.ts";
import {
  ZAnnouncement,
  ZAnnouncementInput,
  ZAnnouncementList,
  ZAnnouncementListQuery,
  ZAnnouncementPatch,
  ZReadResult,
  ZUnreadCount,
  ZUnreadCountQuery,
  ZUnsubscribeView,
} from "./schemas.ts";

export const announcementsContract = defineContract(
  "announcements",
  {
    list: {
      method: "GET",
      path: "/api/events/:eventId/announcements",
      summary: "An event's announcements, pinned first then newest, with what I read (and the reach, organisers)",
      access: "member",
      params: ZEventId,
      query: ZAnnouncementListQuery,
      response: ZAnnouncementList,
    },
    guestList: {
      method: "GET",
      path: "/api/public/invitations/:token/announcements",
      summary: "The event's announcements, for a guest through their personal invitation link (no account)",
      access: "link",
      planOf: "event",
      params: ZToken,
      query: ZAnnouncementListQuery,
      response: ZAnnouncementList,
    },
    create: {
      method: "POST",
      path: "/api/events/:eventId/announcements",
      summary: "Post an announcement to an event's members (and by email, if asked)",
      access: "owner",
      params: ZEventId,
      body: ZAnnouncementInput,
      response: ZAnnouncement,
      status: 201,
    },
    unreadCount: {
      method: "GET",
      path: "/api/announcements/unread-count",
      summary: "How many announcements I have not read, in one event or in all I attend",
      access: "user",
      query: ZUnreadCountQuery,
      response: ZUnreadCount,
    },
    update: {
      method: "PATCH",
      path: "/api/announcements/:id",
      summary: "Edit, pin or unpin an announcement",
      access: "owner",
      eventScope: { record: "announcement" },
      params: ZId,
      body: ZAnnouncementPatch,
      response: ZAnnouncement,
    },
    remove: {
      method: "DELETE",
      path: "/api/announcements/:id",
      summary: "Delete an announcement with its reads and deliveries",
      access: "owner",
      eventScope: { record: "announcement" },
      params: ZId,
      response: ZDeleted,
    },
    markRead: {
      method: "POST",
      path: "/api/announcements/:id/read",
      summary: "Mark an announcement read (the first time counts)",
      access: "member",
      eventScope: { record: "announcement" },
      params: ZId,
      response: ZReadResult,
    },
    unsubscribeView: {
      method: "GET",
      path: "/api/public/unsubscribe/:token",
      summary: "What the unsubscribe link of an announcement mail unsubscribes from",
      // The guest may have no account: the token in the mail is the key, and no plan applies.
      access: "link",
      feature: undefined,
      params: ZToken,
      response: ZUnsubscribeView,
    },
    unsubscribe: {
      method: "POST",
      path: "/api/public/unsubscribe/:token",
      summary: "Stop an event's announcement mails to the address the link was sent to",
      access: "link",
      feature: undefined,
      params: ZToken,
      response: ZUnsubscribeView,
    },
  },
  // A guest reads the news of every event whose host's plan includes announcements.
  { feature: "announcements", planOf: "event" },
);
