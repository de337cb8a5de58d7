export { registerSecurityRoutes } from "./routes.ts";
