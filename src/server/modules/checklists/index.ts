export { registerChecklistRoutes } from "./routes.ts";
export { createChecklist } from "./service.ts";
