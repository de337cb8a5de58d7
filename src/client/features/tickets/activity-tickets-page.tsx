/**
 * /ticket-management/activity/:activityId (and the older /ticket-management/:activityId): the ticket
 * manager of the activity's event, listing and creating the types of this activity only.
 */
import { Link, useParams } from "react-router";
import { ArrowRight } from "lucide-react";
import type { TActivity } from "#shared/activities/schemas.ts";
import { isUuid } from "#shared/ids.ts";
import { describeTimeZone, formatTimeRange } from "#shared/date-format.ts";
import { isNotFound, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { useEventDetails } from "#client/lib/event-details.ts";
import { useActivity } from "./api.ts";
import { ManagerSkeleton, PAGE_ALERT_CLASS, TicketsNotFound, TicketsPageFrame } from "./page-parts.tsx";
import { TicketManager } from "./ticket-manager.tsx";

function ActivityTickets({ activity }: { activity: TActivity }) {
  const event = useEventDetails(activity.eventId);

  if (event.data) {
    const eventPath = `/ticket-management/event/${encodeURIComponent(event.data.id)}`;
    return (
      <TicketsPageFrame
        back={{ to: eventPath, label: `All tickets of ${event.data.name}` }}
        title={activity.name}
        intro={
          <p className="text-sm text-muted-foreground">
            At {event.data.name} · {formatTimeRange(activity.startAt, activity.endAt, event.data.timeZone)} ·{" "}
            {describeTimeZone(event.data.timeZone, activity.startAt, activity.endAt)}. Orders, tickets and statistics
            cover the whole event.
          </p>
        }
        aside={
          <Link
            to={`/activity-details/${encodeURIComponent(activity.id)}`}
            className="inline-flex shrink-0 items-center gap-1.5 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline sm:self-auto"
          >
            Activity details
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        }
      >
        <TicketManager
          key={activity.id}
          scope={{ event: event.data, activity: { id: activity.id, name: activity.name } }}
        />
      </TicketsPageFrame>
    );
  }
  if (isNotFound(event.error)) return <TicketsNotFound what="event" />;
  if (event.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load this activity's event."
        error={event.error}
        retrying={event.isFetching}
        onRetry={() => void event.refetch()}
        className={PAGE_ALERT_CLASS}
      />
    );
  }
  return <ManagerSkeleton label="Loading the activity's tickets" />;
}

export default function ActivityTicketsPage() {
  const raw = useParams().activityId ?? "";
  // Anything but an id cannot name an activity: it is not asked for.
  const activity = useActivity(isUuid(raw) ? raw : "");

  if (activity.data) return <ActivityTickets activity={activity.data} />;
  if (isNotFound(activity.error) || !isUuid(raw)) return <TicketsNotFound what="activity" />;
  if (activity.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load this activity."
        error={activity.error}
        retrying={activity.isFetching}
        onRetry={() => void activity.refetch()}
        className={PAGE_ALERT_CLASS}
      />
    );
  }
  return <ManagerSkeleton label="Loading the activity's tickets" />;
}
