/**
 * Every quick-start template, in the order the picker lists them (by category). Heavy: import this only from
 * the template pages' own chunks and from the server, never from modules every page loads.
 */
import { ARTS_ENTERTAINMENT_TEMPLATES } from "./arts-entertainment.ts";
import { CHARITY_FUNDRAISING_TEMPLATES } from "./charity-fundraising.ts";
import { COMMUNITY_SOCIAL_TEMPLATES } from "./community-social.ts";
import { CORPORATE_PROFESSIONAL_TEMPLATES } from "./corporate-professional.ts";
import { CREATORS_BRANDS_TEMPLATES } from "./creators-brands.ts";
import { EDUCATION_TEMPLATES } from "./education.ts";
import { FAMILY_CELEBRATION_TEMPLATES } from "./family-celebrations.ts";
import { REUNION_TEMPLATES } from "./reunions.ts";
import { SPORTS_TEMPLATES } from "./sports.ts";
import { TRAVEL_ADVENTURE_TEMPLATES } from "./travel-adventure.ts";
import type { EventTemplate } from "./types.ts";

export * from "./types.ts";

export const EVENT_TEMPLATES: readonly EventTemplate[] = [
  ...FAMILY_CELEBRATION_TEMPLATES,
  ...TRAVEL_ADVENTURE_TEMPLATES,
  ...REUNION_TEMPLATES,
  ...COMMUNITY_SOCIAL_TEMPLATES,
  ...CORPORATE_PROFESSIONAL_TEMPLATES,
  ...SPORTS_TEMPLATES,
  ...ARTS_ENTERTAINMENT_TEMPLATES,
  ...CREATORS_BRANDS_TEMPLATES,
  ...CHARITY_FUNDRAISING_TEMPLATES,
  ...EDUCATION_TEMPLATES,
];

const BY_SLUG = new Map<string, EventTemplate>(EVENT_TEMPLATES.map((template) => [template.slug, template]));

export function findTemplate(slug: string): EventTemplate | undefined {
  return BY_SLUG.get(slug);
}
