/**
 * The Volunteers tab of the event's details page (client/app composes it in; the tab's plan gate is the page's):
 * this event's roles, shifts, coverage, volunteers and hours, as on /business/volunteers.
 */
import type { TEvent } from "#shared/events/schemas.ts";
import { EventVolunteers } from "./volunteers-page.tsx";

export function EventVolunteersPanel({ event }: { event: TEvent }) {
  return <EventVolunteers event={event} />;
}
