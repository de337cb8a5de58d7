/**
 * /business/staff-portal: the staff communication portal (business, issue 23): one channel per event for the
 * organiser's team, staff and volunteers.
 */
import { RadioTower } from "lucide-react";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { OrganiserEventPicker } from "#client/components/organiser-event-picker.tsx";
import { StaffChannel } from "./staff-channel.tsx";

export default function StaffPortalPage() {
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
          <RadioTower aria-hidden="true" className="size-4" />
          Staff portal
        </p>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Staff Communication Portal</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          One channel per event for your team, staff and volunteers: briefings to everyone, a role or a shift, and their
          replies from their own volunteer page.
        </p>
      </header>
      <OrganiserEventPicker
        icon={RadioTower}
        noEventsText="The staff channel belongs to an event. Create one first, then add its volunteers."
        loading={<ListSkeleton label="Loading the event" rows={3} />}
      >
        {(event) => <StaffChannel key={event.id} event={event} />}
      </OrganiserEventPicker>
    </div>
  );
}
