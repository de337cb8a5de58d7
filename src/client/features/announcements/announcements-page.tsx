/**
 * /messages: an event's announcements. The organiser writes and manages them; attendees read them and
 * mark them read. Which event comes from the picker (?event=), like every people-and-communication page.
 */
import { MemberEventPicker } from "#client/components/member-event-picker.tsx";
import { EventAnnouncements } from "./event-announcements-panel.tsx";

export default function AnnouncementsPage() {
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Announcements</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          News from the organiser to everyone in an event: pinned posts first, newest next.
        </p>
      </header>
      <MemberEventPicker noEventsText="Announcements belong to an event. Create one to post news to your guests, or ask an organiser to add your address to their guest list.">
        {(event) => (
          // Keyed by event, so the page and the forms start afresh when another event is chosen.
          <EventAnnouncements key={event.id} event={event} />
        )}
      </MemberEventPicker>
    </div>
  );
}
