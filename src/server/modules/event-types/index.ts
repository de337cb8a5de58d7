export { findEventType, listEventTypes } from "./service.ts";
export { registerEventTypeRoutes } from "./routes.ts";
/** The type table, for the group term (Class Year, Team) joined into membership queries. */
export { eventTypes } from "./tables.ts";
