/**
 * Link previews (Open Graph, Twitter) for the public template and demo pages: a template link pasted into a
 * group chat shows the template's title and pitch, a demo link the sample event's name and tagline.
 */
import { DEMO_EVENTS } from "#shared/demos/index.ts";
import { EVENT_TEMPLATES } from "#shared/templates/index.ts";
import type { PageMeta, PageMetaResolvers } from "../../page-meta.ts";

export function templatePageMetaResolvers(): PageMetaResolvers {
  const resolvers: Record<string, () => Promise<PageMeta>> = {};
  for (const template of EVENT_TEMPLATES) {
    const meta = { title: `${template.title} template`, description: template.pitch };
    resolvers[`template-${template.slug}`] = async () => meta;
  }
  for (const demo of DEMO_EVENTS) {
    const meta = { title: `${demo.name} (demo event)`, description: demo.tagline };
    resolvers[`demo-${demo.slug}`] = async () => meta;
  }
  return resolvers;
}
