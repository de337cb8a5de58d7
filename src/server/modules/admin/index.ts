export { registerAdminRoutes } from "./routes.ts";
