/**
 * An event's announcements: the organiser's composer above the posted ones. The /messages page shows it for
 * the event of its picker, and the event's details page in its Announcements tab (client/app composes it in;
 * the tab's plan gate is the page's).
 */
import type { TEvent } from "#shared/events/schemas.ts";
import type { TMemberEvent } from "#shared/people/schemas.ts";
import { organisedMemberEvent } from "#client/lib/member-events.ts";
import { AnnouncementList } from "./announcement-list.tsx";
import { Composer } from "./announcement-form.tsx";

export function EventAnnouncements({ event }: { event: TMemberEvent }) {
  return (
    <div className="space-y-6">
      {event.role === "organiser" ? <Composer event={event} /> : null}
      <AnnouncementList event={event} />
    </div>
  );
}

export function EventAnnouncementsPanel({ event }: { event: TEvent }) {
  return <EventAnnouncements event={organisedMemberEvent(event)} />;
}
