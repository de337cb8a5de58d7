import type { TEvent } from "#shared/events/schemas.ts";

/** What the ticket manager works on: an event, and optionally one of its activities (its types only). */
export interface ManagerScope {
  event: TEvent;
  activity: { id: string; name: string } | null;
}

/** The address parameter holding the manager's open section (?section=orders). */
export const SECTION_PARAM = "section";
