/** /directory: the people of one of my events, as cards or a table, with search, filters and profiles. */
import { Link } from "react-router";
import { MemberEventPicker } from "#client/components/member-event-picker.tsx";
import { PeopleSearch } from "./people-search.tsx";
import { PeoplePageFrame } from "./person-parts.tsx";

export default function DirectoryPage() {
  return (
    <PeoplePageFrame
      title="Directory"
      intro={
        <p>
          Everyone on the guest list of your event. You see what each person chose to share;{" "}
          <Link to="/profile" className="underline underline-offset-2">
            choose what you share
          </Link>
          .
        </p>
      }
    >
      <MemberEventPicker noEventsText="The directory shows the people of an event you organise or are invited to.">
        {(event) => <PeopleSearch key={event.id} event={event} filtersOpenAtFirst={false} />}
      </MemberEventPicker>
    </PeoplePageFrame>
  );
}
