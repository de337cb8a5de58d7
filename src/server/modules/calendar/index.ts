export { registerCalendarRoutes } from "./routes.ts";
export { eventCalendarFile, icsFilename } from "./service.ts";
