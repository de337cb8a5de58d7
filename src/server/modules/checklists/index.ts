export { registerChecklistRoutes } from "./routes.ts";
export { createChecklist } from "./service.ts";
export { dueItemsBetween } from "./due-items.ts";
