export { registerChecklistRoutes } from "./routes.ts";
export { createChecklist } from "./service.ts";
export { dueItemsBetween, type DueChecklistItem } from "./due-items.ts";
