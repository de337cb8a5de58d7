export { registerInfoPageRoutes } from "./routes.ts";
export { infoPageMetaResolvers } from "./meta.ts";
