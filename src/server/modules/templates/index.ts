export { templatePageMetaResolvers } from "./meta.ts";
export { registerTemplateRoutes } from "./routes.ts";
export { getTemplateData } from "./service.ts";
