/**
 * One event's RSVPs, whole: the live counts, the guest list and its actions, the settings and the
 * reminders. The /rsvp page shows it for the chosen event, and the event's details page in its RSVPs tab.
 */
import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { TEvent } from "#shared/events/schemas.ts";
import { guestListsKey, useLiveRsvpCounts } from "./api.ts";
import { CountsHeader } from "./counts-header.tsx";
import { GuestList } from "./guest-list.tsx";
import { RemindersPanel } from "./reminders-panel.tsx";
import { SettingsPanel } from "./settings-panel.tsx";

export function RsvpManager({ event, hostKey }: { event: TEvent; hostKey: string }) {
  // Shares the counts query with the header (one request), for the "invite everyone" confirmation.
  const counts = useLiveRsvpCounts(event.id);
  const notInvited = counts.data ? Math.max(0, counts.data.guests - counts.data.invited) : null;
  const queryClient = useQueryClient();
  const seen = useRef(counts.data);

  // Counts that moved on their own mean answers arrived from guests: the rows on screen are stale too.
  useEffect(() => {
    if (counts.data === seen.current) return;
    const first = seen.current === undefined;
    seen.current = counts.data;
    if (!first) void queryClient.invalidateQueries({ queryKey: guestListsKey(event.id) });
  }, [counts.data, event.id, queryClient]);
  return (
    <div className="space-y-8">
      <CountsHeader eventId={event.id} />
      <GuestList event={event} hostKey={hostKey} notInvited={notInvited} />
      <div className="grid items-start gap-6 lg:grid-cols-2">
        <SettingsPanel event={event} />
        <RemindersPanel event={event} />
      </div>
    </div>
  );
}

/** The RSVPs tab of the event's details page (client/app composes it in; the tab's plan gate is the page's). */
export function EventRsvpPanel({ event }: { event: TEvent }) {
  return <RsvpManager event={event} hostKey="tab" />;
}
