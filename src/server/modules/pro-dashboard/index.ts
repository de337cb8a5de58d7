export { registerProDashboardRoutes } from "./routes.ts";
/** The planning read model (tasks, budgets), also the base of the business dashboard. */
export { proOverview } from "./overview.ts";
