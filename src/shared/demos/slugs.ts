/** Which demo page shows a sample of each built-in event type. Light, so the template pages can link to it. */
import type { DemoSlug } from "../routes.ts";

export const DEMO_SLUG_BY_EVENT_TYPE: Readonly<Record<string, DemoSlug>> = {
  "club-type-1": "club-demo",
  "community-type-1": "community-demo",
  "family-type-1": "family-demo",
  "milestone-type-1": "milestone-demo",
  "military-type-1": "military-demo",
  "professional-type-1": "professional-demo",
  "school-type-1": "school-demo",
  "social-event-type-1": "social-demo",
  "sports-team-reunions-type-1": "sports-team-demo",
  "college-fraternity-sorority-type-1": "fraternity-sorority-demo",
  "friends-type-1": "friends-demo",
  "cultural-gatherings-type-1": "cultural-demo",
};
