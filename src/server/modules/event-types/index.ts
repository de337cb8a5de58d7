export { findEventType, listEventTypes } from "./service.ts";
export { registerEventTypeRoutes } from "./routes.ts";
