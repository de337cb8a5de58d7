export { registerTaskRoutes } from "./routes.ts";
export { createTask, listTasks, updateTask } from "./service.ts";
export { registerTaskWorkers, startReminderSweeps } from "./reminders.ts";
/**
 * The realtime topic of an event's planning. Tasks own it because every board write announces it under the
 * board's lock; the planning module (journey, timeline, the change stream) builds on tasks and uses it too.
 */
export { planningTopic } from "./board.ts";
/** The tables, for read models of other modules that count tasks in one query (the pro dashboard, the journey). */
export { taskColumns, tasks } from "./tables.ts";
