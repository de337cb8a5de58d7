/**
 * /rsvp (and /rsvp-functionality): the organiser's events with their answers so far; choosing one
 * (?event=<id>, so a link or reload keeps it) opens its RSVP manager, the same one as the event's RSVPs tab.
 */
import { useEventDetails } from "#client/lib/event-details.ts";
import { useRsvpOverview } from "./queries.ts";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { ArrowLeft, ArrowRight, MailCheck } from "lucide-react";
import { EmptyState } from "#client/components/empty-state.tsx";
import { EventOverview, EventOverviewRow } from "#client/components/event-overview.tsx";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { isNotFound, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { RsvpManager } from "./rsvp-manager.tsx";

function Overview() {
  const overview = useRsvpOverview();
  return (
    <EventOverview
      overview={overview}
      noEvents={
        <NoEventsYet icon={MailCheck}>
          Guests are invited to an event. Create one, then add your guests and send their invitations from here.
        </NoEventsYet>
      }
      hint="Choose one to manage its guests and answers."
      row={(row) => (
        <EventOverviewRow
          event={row}
          idPrefix="rsvp-event"
          to={`/rsvp?event=${encodeURIComponent(row.eventId)}`}
          figures={[
            { label: "Guests", value: row.guests.toLocaleString() },
            { label: "Attending", value: row.yesPeople.toLocaleString() },
            { label: "Replies", value: row.replies.toLocaleString() },
            { label: "No answer", value: row.pending.toLocaleString() },
          ]}
          action="Manage RSVPs"
        />
      )}
    />
  );
}

function EventManager({ eventId }: { eventId: string }) {
  const event = useEventDetails(eventId);
  if (event.data) {
    return (
      <div className="space-y-6">
        <div className="flex flex-col gap-3 rounded-xl border bg-surface px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 space-y-1">
            <h2 className="text-xl font-semibold tracking-tight break-words">{event.data.name}</h2>
            <ZonedWhen startAt={event.data.startAt} endAt={event.data.endAt} timeZone={event.data.timeZone} />
          </div>
          <Link
            to={`/event-details/${event.data.id}`}
            className="inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline sm:self-center"
          >
            Event details
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
        <RsvpManager key={event.data.id} event={event.data} hostKey="event" />
      </div>
    );
  }
  if (isNotFound(event.error)) {
    return (
      <EmptyState
        icon={MailCheck}
        title="Event not found"
        action={
          <Button asChild>
            <Link to="/rsvp">Choose another event</Link>
          </Button>
        }
      >
        This event does not exist or is not yours.
      </EmptyState>
    );
  }
  if (event.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load this event."
        error={event.error}
        retrying={event.isFetching}
        onRetry={() => void event.refetch()}
      />
    );
  }
  return (
    <div role="status" aria-label="Loading event" className="space-y-6">
      <Skeleton className="h-20 w-full rounded-xl" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-7">
        {Array.from({ length: 7 }, (_, index) => (
          <Skeleton key={index} className="h-20 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

export default function RsvpPage() {
  const titleId = useId();
  const [search] = useSearchParams();
  const eventId = search.get("event") ?? "";

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        {eventId ? (
          <Link
            to="/rsvp"
            className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            All events
          </Link>
        ) : null}
        <h1 id={titleId} className="text-2xl font-semibold tracking-tight sm:text-3xl">
          RSVPs
        </h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Invite your guests with a personal link, see who is coming as answers arrive, and remind those who have not
          answered.
        </p>
      </header>
      {eventId ? <EventManager eventId={eventId} /> : <Overview />}
    </div>
  );
}
