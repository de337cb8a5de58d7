export { registerEventRoutes } from "./routes.ts";
