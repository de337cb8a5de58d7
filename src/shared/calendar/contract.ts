/**
 * The calendar's HTTP endpoints (src/shared/contract.ts): calendar integration (subscription feeds and the
 * .ics download) and the interactive calendar (items in a range, moves by drag).
 */
import { defineContract } from "../contract.ts";
import { ZEventId, ZToken } from "../route-params.ts";
import { ZCalendarFeed, ZCalendarItems, ZCalendarItemsQuery, ZCalendarMove, ZCalendarMoved } from "./schemas.ts";

export const calendarContract = defineContract(
  "calendar",
  {
    userFeed: {
      method: "GET",
      path: "/api/calendar/feeds",
      summary: "The address of my feed of all my events (made the first time it is asked for)",
      access: "user",
      response: ZCalendarFeed,
    },
    regenerateUserFeed: {
      method: "POST",
      path: "/api/calendar/feeds/user/regenerate",
      summary: "Give my feed a new address; the previous one stops working",
      access: "user",
      response: ZCalendarFeed,
    },
    eventFeed: {
      method: "GET",
      path: "/api/events/:eventId/calendar-feed",
      summary: "The address of one event's feed (made the first time it is asked for)",
      access: "owner",
      params: ZEventId,
      response: ZCalendarFeed,
    },
    regenerateEventFeed: {
      method: "POST",
      path: "/api/events/:eventId/calendar-feed/regenerate",
      summary: "Give an event's feed a new address; the previous one stops working",
      access: "owner",
      params: ZEventId,
      response: ZCalendarFeed,
    },
    eventFile: {
      method: "GET",
      path: "/api/events/:eventId/calendar.ics",
      summary: "Download an event and its activities as an .ics file",
      access: "owner",
      params: ZEventId,
      response: "download",
    },
    feed: {
      method: "GET",
      path: "/api/calendar/feed/:token",
      summary: "A feed's .ics, for calendar apps holding its secret address (no session)",
      access: "link",
      params: ZToken,
      response: "download",
      // Calendar apps have no session, so the gate cannot check a plan: the service answers 404 while the
      // feed's owner is not on a plan with calendar integration.
      feature: undefined,
    },
    items: {
      method: "GET",
      path: "/api/calendar/items",
      summary: "My events, activities, tasks due and RSVP deadlines in a range, soonest first",
      access: "user",
      eventScope: "all-events",
      forAccount: true,
      query: ZCalendarItemsQuery,
      response: ZCalendarItems,
      feature: "interactive-calendar",
    },
    move: {
      method: "POST",
      path: "/api/calendar/move",
      summary: "Move an event (with its activities) or an activity to a new start, keeping its length",
      access: "owner",
      eventScope: "account",
      body: ZCalendarMove,
      response: ZCalendarMoved,
      feature: "interactive-calendar",
    },
  },
  { feature: "calendar-integration" },
);
