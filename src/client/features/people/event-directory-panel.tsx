/**
 * The Directory tab of the event's details page (client/app composes it in; the tab's plan gate is the
 * page's): the people of this event, searched and filtered as on /directory.
 */
import type { TEvent } from "#shared/events/schemas.ts";
import { organisedMemberEvent } from "#client/lib/member-events.ts";
import { PeopleSearch } from "./people-search.tsx";

export function EventDirectoryPanel({ event }: { event: TEvent }) {
  return <PeopleSearch event={organisedMemberEvent(event)} filtersOpenAtFirst={false} />;
}
