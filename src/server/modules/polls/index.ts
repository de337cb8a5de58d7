export { registerPollRoutes } from "./routes.ts";
