/**
 * The planning journey and the interactive timeline (pro, ADR 022), with the planning's change stream. Built
 * on tasks: a step becomes a task, a moved bar is a task update, and both go through tasks' own service.
 */
export { registerPlanningRoutes } from "./routes.ts";
/** The table, for read models of other modules that count journey progress in one query (the pro dashboard). */
export { journeySteps } from "./tables.ts";
