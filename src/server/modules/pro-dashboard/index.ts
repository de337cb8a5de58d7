export { registerProDashboardRoutes } from "./routes.ts";
