export { registerMessageRoutes } from "./routes.ts";
