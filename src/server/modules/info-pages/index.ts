export { registerInfoPageRoutes } from "./routes.ts";
export { infoPageMetaResolvers } from "./meta.ts";
export { publishedInfoPagePath } from "./service.ts";
