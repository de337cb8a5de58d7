/**
 * /event-info: the information pages event by event. Pick an event (kept in the URL), see its pages,
 * and create one for it.
 */
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { List } from "lucide-react";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { FormSkeleton, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { useEventOptions } from "#client/lib/event-options.ts";
import { EventInfoPagesPanel } from "./event-info-pages-panel.tsx";

export default function EventInfoPage() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const events = useEventOptions();
  const options = events.data ?? [];
  const wanted = search.get("event") ?? "";
  const chosen = options.find((event) => event.id === wanted) ?? options[0];

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Event info pages</h1>
          <p className="text-muted-foreground">Choose an event to see and create its information pages.</p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to="/my-information-pages">
            <List aria-hidden="true" />
            All my pages
          </Link>
        </Button>
      </header>

      {events.isPending ? (
        <FormSkeleton label="Loading your events" />
      ) : events.isError ? (
        <LoadFailedAlert
          title="We couldn't load your events."
          error={events.error}
          retrying={events.isFetching}
          onRetry={() => void events.refetch()}
        />
      ) : !chosen ? (
        <NoEventsYet>
          Information pages belong to an event. Create your event first, then give its guests a page.
        </NoEventsYet>
      ) : (
        <>
          <Card className="grid gap-4 p-5 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] sm:items-end sm:p-6">
            <div className="flex flex-col gap-1.5">
              <Label htmlFor={`${id}-event`}>Event</Label>
              <NativeSelect
                id={`${id}-event`}
                value={chosen.id}
                onChange={(event) => setSearch(new URLSearchParams({ event: event.target.value }), { replace: true })}
              >
                {options.map((event) => (
                  <option key={event.id} value={event.id}>
                    {event.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <ZonedWhen startAt={chosen.startAt} endAt={chosen.endAt} timeZone={chosen.timeZone} />
          </Card>
          <EventInfoPagesPanel key={chosen.id} event={chosen} />
        </>
      )}
    </div>
  );
}
