export { registerChecklistRoutes } from "./routes.ts";
export { createChecklist } from "./service.ts";
export { dueItemsBetween } from "./due-items.ts";
export { linkStepItemsToTask, setStepItemsDone, stepItemsOf, type StepItem } from "./step-items.ts";
