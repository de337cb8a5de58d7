export { registerAnnouncementRoutes } from "./routes.ts";
export { registerAnnouncementWorkers } from "./mailing.ts";
