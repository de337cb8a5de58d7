/** The 12 demo events by slug. Only the demo page's chunk imports this. */
import { GATHERING_DEMOS } from "./gathering-demos.ts";
import { REUNION_DEMOS } from "./reunion-demos.ts";
import type { DemoEvent } from "./types.ts";

export * from "./types.ts";

export const DEMO_EVENTS: readonly DemoEvent[] = [...GATHERING_DEMOS, ...REUNION_DEMOS];

const BY_SLUG = new Map<string, DemoEvent>(DEMO_EVENTS.map((demo) => [demo.slug, demo]));

export function findDemo(slug: string): DemoEvent | undefined {
  return BY_SLUG.get(slug);
}
