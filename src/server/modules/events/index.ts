export { registerEventRoutes } from "./routes.ts";
export { createEvent, getEvent } from "./service.ts";
export { registerActivityRoutes } from "./activities/routes.ts";
export { createActivity, eventSchedule } from "./activities/service.ts";
export {
  eventAnswerFacts,
  eventLinkPreview,
  ownedEventBriefs,
  ownedEventIdsNamed,
  ownedEventIdsUpcomingFirst,
  placeLine,
  type EventAnswerFacts,
  publicEventFacts,
  type EventBrief,
  type PublicEventFacts,
} from "./public.ts";
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
export { assertOwnsEvent, assertPublished, findOwnedEvent, lockOwnedEvent, type EventRow } from "./owned-event.ts";
export {
  activitiesOfEvents,
  eventCalendarRecord,
  ownedActivitiesBetween,
  ownedEventsBetween,
  ownedEventsById,
  type CalendarActivityRecord,
  type CalendarEventRecord,
} from "./calendar-reads.ts";
export { moveActivity, moveEvent } from "./move.ts";
/** The event table, for read models that list the events a person belongs to in one query (people). */
export { events } from "./tables.ts";
/** Many of an owner's events at once, for the business tier's bulk operations (the caller's transaction). */
export { deleteEventsInBulk, selectOwnedEvents, setEventsStatusInBulk } from "./bulk.ts";
