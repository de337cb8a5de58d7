export { registerCalendarRoutes } from "./routes.ts";
export { eventCalendarFile, icsFilename } from "./service.ts";
/** iCalendar text from entries, for modules with their own files (a volunteer's shifts). */
export { renderCalendar } from "./ics.ts";
