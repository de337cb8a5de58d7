export { registerHealthRoutes } from "./routes.ts";
