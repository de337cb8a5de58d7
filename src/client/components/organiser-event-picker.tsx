/**
 * Which of my events an organiser page is about (?eventId= in the URL, so a link or a reload keeps it):
 * the organiser's event choice (checklists, budgets, tasks, timeline, journey), with the loading, failure, not-found and
 * no-events states around it. Renders `children(event)` once an event is chosen and loaded.
 */
import { useId, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import type { LucideIcon } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { formatEventRange } from "#shared/date-format.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { isNotFound, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useEventDetails } from "#client/lib/event-details.ts";
import { useEventOptions, type EventOption } from "#client/lib/event-options.ts";

/** Without ?eventId=, the event most likely meant: the next one to come, else the latest. */
function defaultEvent(options: EventOption[], now = Date.now()): EventOption | undefined {
  const upcoming = options
    .filter((o) => Date.parse(o.endAt) >= now)
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  return upcoming[0] ?? options[0];
}

export function OrganiserEventPicker({
  icon,
  noEventsText,
  loading,
  children,
}: {
  icon: LucideIcon;
  /** Why this page needs an event, in its own words. */
  noEventsText: string;
  /** What shows while the chosen event loads. */
  loading: ReactNode;
  children: (event: TEvent) => ReactNode;
}) {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const options = useEventOptions();
  const wanted = search.get("eventId") ?? "";
  const fallback = options.data ? defaultEvent(options.data) : undefined;
  const eventId = wanted || fallback?.id || "";
  const event = useEventDetails(eventId);
  const choices = options.data ?? [];
  // An event reached by link may be beyond the picker's first 100: keep it in the list.
  const listed = event.data && !choices.some((o) => o.id === event.data.id) ? [event.data, ...choices] : choices;
  const selected = listed.some((o) => o.id === eventId) ? eventId : "";
  const noEvents = options.isSuccess && choices.length === 0 && !wanted;

  function pick(next: string) {
    const params = new URLSearchParams(search);
    params.set("eventId", next);
    setSearch(params, { replace: true });
  }

  if (noEvents) return <NoEventsYet icon={icon}>{noEventsText}</NoEventsYet>;

  return (
    <>
      <div className="flex max-w-xl flex-col gap-1.5">
        <Label htmlFor={`${id}-event`}>Event</Label>
        {options.isPending && !event.data ? (
          <Skeleton className="h-11 w-full rounded-lg sm:h-10" />
        ) : (
          <NativeSelect id={`${id}-event`} value={selected} onChange={(e) => pick(e.target.value)}>
            {selected === "" ? <option value="">Choose an event</option> : null}
            {listed.map((option) => (
              <option key={option.id} value={option.id}>
                {option.name} · {formatEventRange(option.startAt, option.startAt, option.timeZone)}
              </option>
            ))}
          </NativeSelect>
        )}
      </div>
      {options.isError ? (
        <LoadFailedAlert
          title="We couldn't load your events."
          error={options.error}
          retrying={options.isFetching}
          onRetry={() => void options.refetch()}
        />
      ) : null}

      {eventId === "" ? null : event.data ? (
        children(event.data)
      ) : isNotFound(event.error) ? (
        <EmptyState icon={icon} title="Event not found">
          This event does not exist or is not yours. Choose another event above.
        </EmptyState>
      ) : event.isError ? (
        <LoadFailedAlert
          title="We couldn't load this event."
          error={event.error}
          retrying={event.isFetching}
          onRetry={() => void event.refetch()}
        />
      ) : (
        loading
      )}
    </>
  );
}
