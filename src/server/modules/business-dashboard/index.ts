export { registerBusinessDashboardRoutes } from "./routes.ts";
