export { templatePageMetaResolvers } from "./meta.ts";
export { registerTemplateRoutes } from "./routes.ts";
export { templateOfEvent } from "./service.ts";
