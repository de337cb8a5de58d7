export { registerEventRoutes } from "./routes.ts";
export { createEvent, getEvent } from "./service.ts";
export { registerActivityRoutes } from "./activity-routes.ts";
export { createActivity, eventSchedule } from "./activities.ts";
export { ownedEventBriefs, ownedEventIdsNamed, publicEventFacts, type EventBrief, type PublicEventFacts } from "./public.ts";
export {
  adminDeleteActivity,
  adminDeleteEvent,
  adminFindActivity,
  adminFindEvent,
  adminListActivities,
  adminListEvents,
  upcomingBookingCounts,
} from "./admin.ts";
export { removeCover } from "./covers.ts";
export { assertOwnsEvent } from "./owned-event.ts";
