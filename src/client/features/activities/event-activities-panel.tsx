/**
 * The Activities tab of an event's details page: the event's programme day by day, with Add activity and
 * an Edit link on each. client/app puts it into the events feature's page.
 */
import { Link } from "react-router";
import { CalendarRange, ListPlus } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { pluralTerm } from "#shared/words.ts";
import { describeTimeZone } from "#shared/date-format.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { useEventSchedule } from "./api.ts";
import { EditActivityLink, ScheduleDays, ScheduleSkeleton } from "./schedule-days.tsx";

export function EventActivitiesPanel({ event }: { event: TEvent }) {
  const schedule = useEventSchedule(event.id);
  const activities = schedule.data ?? [];
  const addPath = `/create-activity?eventId=${encodeURIComponent(event.id)}`;

  return (
    <Card>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle>Programme</CardTitle>
          <p className="text-sm text-muted-foreground">
            Times in {describeTimeZone(event.timeZone, event.startAt, event.endAt)}.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {activities.length > 0 ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`/activities/schedule?eventId=${encodeURIComponent(event.id)}`}>
                <CalendarRange aria-hidden="true" />
                Schedule view
              </Link>
            </Button>
          ) : null}
          <Button asChild size="sm">
            <Link to={addPath}>
              <ListPlus aria-hidden="true" />
              Add activity
            </Link>
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {schedule.isPending ? (
          <ScheduleSkeleton label="Loading activities" />
        ) : schedule.isError ? (
          <LoadFailedAlert
            title="We couldn't load the activities."
            error={schedule.error}
            retrying={schedule.isFetching}
            onRetry={() => void schedule.refetch()}
          />
        ) : activities.length === 0 ? (
          <EmptyState
            icon={CalendarRange}
            title="No activities yet"
            headingLevel={3}
            className="py-10 shadow-none"
            action={
              <Button asChild>
                <Link to={addPath}>
                  <ListPlus aria-hidden="true" />
                  Plan your first activity
                </Link>
              </Button>
            }
          >
            Plan what the {pluralTerm(event.eventType.memberTerm).toLowerCase()} will do: the welcome, the meal, the
            tour, the games.
          </EmptyState>
        ) : (
          <ScheduleDays
            activities={activities}
            timeZone={event.timeZone}
            actions={(activity) => <EditActivityLink activity={activity} />}
          />
        )}
      </CardContent>
    </Card>
  );
}
