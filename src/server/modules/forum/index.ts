export { registerForumRoutes } from "./routes.ts";
