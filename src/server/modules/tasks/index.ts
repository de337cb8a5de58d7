export { registerTaskRoutes } from "./routes.ts";
export { registerPlanningRoutes } from "./planning-routes.ts";
export { createTask, listTasks, updateTask } from "./service.ts";
export { registerTaskWorkers, startReminderSweeps } from "./reminders.ts";
/** The tables, for read models of other modules that count tasks in one query (the pro dashboard). */
export { journeySteps, taskColumns, tasks } from "./tables.ts";
