/**
 * /activities/schedule?eventId=...: one event's programme day by day, in the event's time zone, with a
 * printed copy (event, dates and the timeline, without the app around it).
 */
import { useEventDetails } from "#client/lib/event-details.ts";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { CalendarRange, ListPlus, Printer } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { describeTimeZone, formatEventRange } from "#shared/date-format.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { isNotFound, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { PrintPortal } from "#client/components/print-portal.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { useEventOptions } from "#client/lib/event-options.ts";
import { useEventSchedule } from "./api.ts";
import { NoEventsToPlanIn, PageLoadFailed } from "./activity-page-states.tsx";
import { preferredEvent } from "./format.ts";
import { EditActivityLink, ScheduleDays, ScheduleSkeleton } from "./schedule-days.tsx";

function EmptySchedule({ event }: { event: TEvent }) {
  return (
    <EmptyState
      icon={CalendarRange}
      title="Nothing on the programme yet"
      action={
        <Button asChild>
          <Link to={`/create-activity?eventId=${encodeURIComponent(event.id)}`}>
            <ListPlus aria-hidden="true" />
            Plan your first activity
          </Link>
        </Button>
      }
    >
      {`Add what happens during ${event.name}; the schedule fills in day by day.`}
    </EmptyState>
  );
}

function EventSchedule({ event }: { event: TEvent }) {
  const schedule = useEventSchedule(event.id);
  const activities = schedule.data ?? [];
  return (
    <section aria-labelledby="schedule-title" className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-2">
          <h2 id="schedule-title" className="text-xl font-semibold break-words">
            <Link
              to={`/event-details/${event.id}?tab=activities`}
              className="rounded-sm hover:text-primary hover:underline"
            >
              {event.name}
            </Link>
          </h2>
          <ZonedWhen startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} />
        </div>
        <div className="flex flex-wrap gap-2 sm:shrink-0">
          <Button asChild>
            <Link to={`/create-activity?eventId=${encodeURIComponent(event.id)}`}>
              <ListPlus aria-hidden="true" />
              Add activity
            </Link>
          </Button>
          {activities.length > 0 ? (
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          ) : null}
        </div>
      </div>
      {schedule.isPending ? (
        <ScheduleSkeleton />
      ) : schedule.isError ? (
        <LoadFailedAlert
          title="We couldn't load the schedule."
          error={schedule.error}
          retrying={schedule.isFetching}
          onRetry={() => void schedule.refetch()}
        />
      ) : activities.length === 0 ? (
        <EmptySchedule event={event} />
      ) : (
        <>
          <Card className="p-4 sm:p-6">
            <ScheduleDays
              activities={activities}
              timeZone={event.timeZone}
              actions={(activity) => <EditActivityLink activity={activity} />}
            />
          </Card>
          <PrintPortal className="p-2 text-[10.5pt]">
            <header className="mb-4 border-b-2 border-black pb-2">
              <h1 className="text-xl font-bold">{event.name}: schedule</h1>
              <p>{formatEventRange(event.startAt, event.endAt, event.timeZone)}</p>
              <p>Times in {describeTimeZone(event.timeZone, event.startAt, event.endAt)}</p>
            </header>
            <ScheduleDays activities={activities} timeZone={event.timeZone} headingLevel={2} />
          </PrintPortal>
        </>
      )}
    </section>
  );
}

export default function ActivitySchedulePage() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const wanted = search.get("eventId") ?? "";
  const options = useEventOptions();
  const list = options.data ?? [];
  const chosenId = wanted || preferredEvent(list, "")?.id || "";
  const event = useEventDetails(chosenId);
  // An event from the link that is older than the picker's list still gets an option, so the select shows it.
  const missing = event.data && !list.some((option) => option.id === event.data.id) ? event.data : null;

  function choose(eventId: string) {
    setSearch(eventId ? new URLSearchParams({ eventId }) : new URLSearchParams(), { replace: true });
  }

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Activity schedule</h1>
          <p className="text-muted-foreground">An event's programme day by day, in the event's own time zone.</p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to={wanted ? `/manage-activities?eventId=${encodeURIComponent(wanted)}` : "/manage-activities"}>
            All activities
          </Link>
        </Button>
      </header>

      {options.isError ? (
        <PageLoadFailed
          title="We couldn't load your events."
          error={options.error}
          retrying={options.isFetching}
          onRetry={() => void options.refetch()}
        />
      ) : options.isPending ? (
        <ScheduleSkeleton label="Loading your events" />
      ) : list.length === 0 && !missing ? (
        <NoEventsToPlanIn />
      ) : (
        <>
          <div className="flex flex-col gap-1.5 sm:max-w-md">
            <Label htmlFor={`${id}-event`}>Event</Label>
            <NativeSelect id={`${id}-event`} value={chosenId} onChange={(change) => choose(change.target.value)}>
              {chosenId ? null : <option value="">Choose an event</option>}
              {missing ? <option value={missing.id}>{missing.name}</option> : null}
              {list.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect>
          </div>
          {event.data ? (
            <EventSchedule key={event.data.id} event={event.data} />
          ) : isNotFound(event.error) ? (
            <Card className="px-6 py-10 text-center">
              <h2 className="text-lg font-semibold">Event not found</h2>
              <p className="text-sm text-muted-foreground">It may have been deleted. Choose another event above.</p>
            </Card>
          ) : event.isError ? (
            <LoadFailedAlert
              title="We couldn't load this event."
              error={event.error}
              retrying={event.isFetching}
              onRetry={() => void event.refetch()}
            />
          ) : (
            <ScheduleSkeleton />
          )}
        </>
      )}
    </div>
  );
}
