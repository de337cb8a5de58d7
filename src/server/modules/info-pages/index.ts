export { registerInfoPageRoutes } from "./routes.ts";
export { infoPageMetaResolvers } from "./meta.ts";
export { liveSchedule, publishedInfoPagePath } from "./service.ts";
