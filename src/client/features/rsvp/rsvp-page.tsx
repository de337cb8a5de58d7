/**
 * /rsvp (and /rsvp-functionality): the organiser's events with their answers so far; choosing one
 * (?event=<id>, so a link or reload keeps it) opens its RSVP manager, the same one as the event's RSVPs tab.
 */
import { useEventDetails } from "#client/lib/event-details.ts";
import { useRsvpOverview } from "#client/lib/rsvp-queries.ts";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { ArrowLeft, ArrowRight, MailCheck } from "lucide-react";
import { EVENT_STATUS_LABELS, EVENT_STATUSES } from "#shared/events/schemas.ts";
import type { TRsvpOverview } from "#shared/rsvp/schemas.ts";
import { countText } from "#shared/words.ts";
import { describeTimeZone, formatEventRange } from "#shared/zoned-time.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { isNotFound, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { RsvpManager } from "./rsvp-manager.tsx";

type EventRow = TRsvpOverview["events"][number];

function statusLabel(status: string): string | null {
  const known = EVENT_STATUSES.find((s) => s === status);
  // A published event is the usual case; only the others are worth a badge.
  return known && known !== "published" ? EVENT_STATUS_LABELS[known] : null;
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums">{value.toLocaleString()}</dd>
    </div>
  );
}

function OverviewRow({ row }: { row: EventRow }) {
  const titleId = `rsvp-event-${row.eventId}`;
  const to = `/rsvp?event=${encodeURIComponent(row.eventId)}`;
  const status = statusLabel(row.status);
  return (
    <li aria-labelledby={titleId} className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-center lg:justify-between">
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="text-base font-semibold break-words">
            <Link to={to} className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring">
              {row.name}
            </Link>
          </h2>
          {status ? <Badge variant={row.status === "cancelled" ? "destructive" : "neutral"}>{status}</Badge> : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {formatEventRange(row.startAt, row.startAt, row.timeZone)} · {describeTimeZone(row.timeZone, row.startAt)}
        </p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <dl className="grid grid-cols-4 gap-4 sm:gap-6">
          <Figure label="Guests" value={row.guests} />
          <Figure label="Attending" value={row.yesPeople} />
          <Figure label="Replies" value={row.replies} />
          <Figure label="No answer" value={row.pending} />
        </dl>
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to={to} aria-label={`Manage RSVPs for ${row.name}`}>
            Manage RSVPs
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </li>
  );
}

function Overview() {
  const overview = useRsvpOverview();
  if (overview.isPending) return <ListSkeleton label="Loading your events" rows={3} />;
  if (overview.isError) {
    return <LoadFailedAlert title="We couldn't load your events." error={overview.error} retrying={overview.isFetching} onRetry={() => void overview.refetch()} />;
  }
  const events = overview.data.events;
  if (events.length === 0) {
    return <NoEventsYet icon={MailCheck}>Guests are invited to an event. Create one, then add your guests and send their invitations from here.</NoEventsYet>;
  }
  return (
    <section aria-label="Your events" className="space-y-3">
      <p className="text-sm text-muted-foreground">{countText(events.length, "event")}. Choose one to manage its guests and answers.</p>
      <Card>
        <ul className="divide-y">
          {events.map((row) => (
            <OverviewRow key={row.eventId} row={row} />
          ))}
        </ul>
      </Card>
    </section>
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
    return <LoadFailedAlert title="We couldn't load this event." error={event.error} retrying={event.isFetching} onRetry={() => void event.refetch()} />;
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
          Invite your guests with a personal link, see who is coming as answers arrive, and remind those who have not answered.
        </p>
      </header>
      {eventId ? <EventManager eventId={eventId} /> : <Overview />}
    </div>
  );
}
