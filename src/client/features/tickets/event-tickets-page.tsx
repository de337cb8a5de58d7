/** /ticket-management/event/:eventId: the ticket manager of one event. */
import { Link, useParams } from "react-router";
import { ArrowRight } from "lucide-react";
import { isUuid } from "#shared/ids.ts";
import { isNotFound, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { useEventDetails } from "#client/lib/event-details.ts";
import { ManagerSkeleton, PAGE_ALERT_CLASS, TicketsNotFound, TicketsPageFrame } from "./page-parts.tsx";
import { TicketManager } from "./ticket-manager.tsx";

export default function EventTicketsPage() {
  const raw = useParams().eventId ?? "";
  // Anything but an id cannot name an event: it is not asked for.
  const event = useEventDetails(isUuid(raw) ? raw : "");

  if (event.data) {
    return (
      <TicketsPageFrame
        back={{ to: "/ticket-management", label: "All events" }}
        title={event.data.name}
        intro={<ZonedWhen startAt={event.data.startAt} endAt={event.data.endAt} timeZone={event.data.timeZone} />}
        aside={
          <Link
            to={`/event-details/${encodeURIComponent(event.data.id)}`}
            className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline sm:self-auto"
          >
            Event details
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      >
        <TicketManager key={event.data.id} scope={{ event: event.data, activity: null }} />
      </TicketsPageFrame>
    );
  }
  if (isNotFound(event.error) || !isUuid(raw)) return <TicketsNotFound what="event" />;
  if (event.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load this event."
        error={event.error}
        retrying={event.isFetching}
        onRetry={() => void event.refetch()}
        className={PAGE_ALERT_CLASS}
      />
    );
  }
  return <ManagerSkeleton label="Loading the event's tickets" />;
}
