export { registerCalendarRoutes } from "./routes.ts";
export { eventCalendarFile, icsFilename, type CalendarOptions } from "./service.ts";
