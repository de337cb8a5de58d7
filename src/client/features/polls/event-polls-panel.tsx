/**
 * The Polls tab of the event's details page (client/app composes it in; the tab's plan gate is the page's):
 * this event's polls and surveys, created, answered and read as on /polls.
 */
import type { TEvent } from "#shared/events/schemas.ts";
import { organisedMemberEvent } from "#client/lib/member-events.ts";
import { EventPolls } from "./polls-page.tsx";

export function EventPollsPanel({ event }: { event: TEvent }) {
  return <EventPolls event={organisedMemberEvent(event)} />;
}
