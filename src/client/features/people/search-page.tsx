/** /search and /search-filters: the directory's people search with its filters open. */
import { MemberEventPicker } from "#client/components/member-event-picker.tsx";
import { PeopleSearch } from "./people-search.tsx";
import { PeoplePageFrame } from "./person-parts.tsx";

export default function SearchPage() {
  return (
    <PeoplePageFrame
      title="Search & filters"
      intro={<p>Find people at your event by name or location, and narrow the list by group or answer.</p>}
    >
      <MemberEventPicker noEventsText="Search finds the people of an event you organise or are invited to.">
        {(event) => <PeopleSearch key={event.id} event={event} filtersOpenAtFirst />}
      </MemberEventPicker>
    </PeoplePageFrame>
  );
}
