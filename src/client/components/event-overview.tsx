/**
 * A feature's overview of the organiser's events (/rsvp, /ticket-management): one row per event with its
 * status, its start in its own zone and the feature's figures, each row opening that event's manager; with
 * the loading, failure and no-events states around them.
 */
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import type { UseQueryResult } from "@tanstack/react-query";
import { ArrowRight } from "lucide-react";
import { EVENT_STATUS_LABELS, EVENT_STATUSES } from "#shared/events/schemas.ts";
import { countText } from "#shared/words.ts";
import { formatZonedInstant } from "#shared/date-format.ts";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/utils.ts";

interface OverviewEvent {
  eventId: string;
  name: string;
  status: string;
  startAt: string;
  timeZone: string;
}

function statusLabel(status: string): string | null {
  const known = EVENT_STATUSES.find((s) => s === status);
  // A published event is the usual case; only the others are worth a badge.
  return known && known !== "published" ? EVENT_STATUS_LABELS[known] : null;
}

/** Tailwind sees only whole class names, so each count of figures has its own. */
const FIGURE_COLUMNS: Record<number, string> = {
  1: "grid-cols-1",
  2: "grid-cols-2",
  3: "grid-cols-3",
  4: "grid-cols-4",
};

export function EventOverviewRow({
  event,
  idPrefix,
  to,
  badges,
  figures,
  action,
}: {
  event: OverviewEvent;
  /** Makes the row's heading id unique on the page ("rsvp-event"). */
  idPrefix: string;
  to: string;
  /** Badges of the feature, after the event's status. */
  badges?: ReactNode;
  figures: ReadonlyArray<{ label: string; value: string }>;
  /** The button's words ("Manage RSVPs"); its accessible name adds the event's. */
  action: string;
}) {
  const titleId = `${idPrefix}-${event.eventId}`;
  const status = statusLabel(event.status);
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-center lg:justify-between"
    >
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={titleId} className="text-base font-semibold break-words">
            <Link
              to={to}
              className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {event.name}
            </Link>
          </h2>
          {status ? <Badge variant={event.status === "cancelled" ? "destructive" : "neutral"}>{status}</Badge> : null}
          {badges}
        </div>
        <p className="text-sm text-muted-foreground">{formatZonedInstant(event.startAt, event.timeZone)}</p>
      </div>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6">
        <dl className={cn("grid gap-4 sm:gap-6", FIGURE_COLUMNS[figures.length])}>
          {figures.map((figure) => (
            <div key={figure.label} className="min-w-0">
              <dt className="text-xs text-muted-foreground">{figure.label}</dt>
              <dd className="text-lg font-semibold whitespace-nowrap tabular-nums">{figure.value}</dd>
            </div>
          ))}
        </dl>
        <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
          <Link to={to} aria-label={`${action} for ${event.name}`}>
            {action}
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>
    </li>
  );
}

/** `noEvents` is shown when the organiser has no event yet; `hint` follows the count ("Choose one to …"). */
export function EventOverview<Row extends OverviewEvent>({
  overview,
  noEvents,
  hint,
  row,
}: {
  overview: UseQueryResult<{ events: Row[] }>;
  noEvents: ReactNode;
  hint: string;
  row: (event: Row) => ReactNode;
}) {
  if (overview.isPending) return <ListSkeleton label="Loading your events" rows={3} />;
  if (overview.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load your events."
        error={overview.error}
        retrying={overview.isFetching}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const events = overview.data.events;
  if (events.length === 0) return noEvents;
  return (
    <section aria-label="Your events" className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {countText(events.length, "event")}. {hint}
      </p>
      <Card>
        <ul className="divide-y">
          {events.map((event) => (
            <Fragment key={event.eventId}>{row(event)}</Fragment>
          ))}
        </ul>
      </Card>
    </section>
  );
}
