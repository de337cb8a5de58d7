import { Link } from "react-router";
import { CalendarDays, CalendarPlus, Copy, MapPin, RefreshCw, Shapes } from "lucide-react";
import { EVENT_SORTS, EVENT_STATUSES, EVENT_STATUS_LABELS, type TEvent } from "#shared/events/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { FilterSelect, ListResults, ListSkeleton, NoMatches, RowActions } from "#client/components/list-states.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import {
  EVENTS_PAGE_SIZE,
  useDeleteEvent,
  useDuplicateEvent,
  useEventList,
  useEventTypes,
  type EventListParams,
  type EventSort,
} from "./api.ts";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { choiceParam, textParam, useListParams } from "#client/lib/use-list-params.ts";
import { useTarget } from "#client/lib/use-target.ts";
import { SearchField } from "#client/components/search-field.tsx";
import { usePageInRange } from "#client/lib/use-page-in-range.ts";
import { EventStatusBadge } from "./event-bits.tsx";

const SORT_LABELS: Record<EventSort, string> = {
  start_asc: "Start date (soonest first)",
  start_desc: "Start date (latest first)",
  name_asc: "Name (A–Z)",
  created_desc: "Recently created",
};

/** The list's filters live in the URL so Back, reload and a shared link keep them. */
function useEventListParams() {
  return useListParams<Omit<EventListParams, "page">>({
    q: textParam(),
    status: choiceParam(["", ...EVENT_STATUSES], ""),
    eventTypeId: textParam({ key: "type" }),
    sort: choiceParam(EVENT_SORTS, "start_asc"),
  });
}

function Filters({ params, update }: { params: EventListParams; update: (patch: Partial<EventListParams>) => void }) {
  const types = useEventTypes();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <SearchField
        label="Search events"
        value={params.q}
        onSearch={(q) => update({ q })}
        placeholder="Name, place or description"
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label="Status"
        value={params.status}
        options={[
          { value: "", label: "All statuses" },
          ...EVENT_STATUSES.map((status) => ({ value: status, label: EVENT_STATUS_LABELS[status] })),
        ]}
        onChange={(status) => update({ status })}
      />
      <FilterSelect
        label="Event type"
        value={params.eventTypeId}
        options={[
          { value: "", label: "All types" },
          ...(types.data ?? []).map((type) => ({ value: type.id, label: type.name })),
        ]}
        onChange={(eventTypeId) => update({ eventTypeId })}
      />
      <FilterSelect
        label="Sort by"
        value={params.sort}
        options={EVENT_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        onChange={(sort) => update({ sort })}
        className="sm:col-span-2 lg:col-span-1"
      />
    </div>
  );
}

function FirstEvent() {
  return (
    <EmptyState
      icon={CalendarDays}
      title="No events yet"
      action={
        <Button asChild>
          <Link to="/create-event">
            <CalendarPlus aria-hidden="true" />
            Create your first event
          </Link>
        </Button>
      }
    >
      Set up your first gathering with its dates, place and type. You can keep it as a draft until it is ready.
    </EmptyState>
  );
}

function EventRow({
  event,
  onDuplicate,
  duplicating,
  onDelete,
}: {
  event: TEvent;
  onDuplicate: () => void;
  duplicating: boolean;
  onDelete: () => void;
}) {
  const titleId = `event-${event.id}-title`;
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-start lg:justify-between"
    >
      <div className="flex min-w-0 gap-4">
        {event.coverThumbUrl ? (
          <img
            src={event.coverThumbUrl}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            className="hidden aspect-video w-32 shrink-0 rounded-md border object-cover sm:block"
          />
        ) : null}
        <div className="min-w-0 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-base font-semibold break-words">
              <Link
                to={`/event-details/${event.id}`}
                className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {event.name}
              </Link>
            </h3>
            <EventStatusBadge status={event.status} />
          </div>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <Shapes aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">Event type: </span>
            {event.eventType.name}
          </p>
          <ZonedWhen startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} />
          {event.venue || event.locationName ? (
            <p className="flex items-start gap-1.5 text-sm break-words">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span>{[event.venue?.name, event.locationName].filter(Boolean).join(" · ")}</span>
            </p>
          ) : null}
        </div>
      </div>
      <RowActions
        name={event.name}
        viewTo={`/event-details/${event.id}`}
        editTo={`/edit-event/${event.id}`}
        onDelete={onDelete}
        className="lg:shrink-0 lg:justify-end"
      >
        <Button
          variant="outline"
          size="sm"
          loading={duplicating}
          onClick={onDuplicate}
          aria-label={`Duplicate ${event.name}`}
        >
          {duplicating ? null : <Copy aria-hidden="true" />}
          Duplicate
        </Button>
      </RowActions>
    </li>
  );
}

/** /manage-events: the organiser's events, searchable, filterable and paged on the server. */
export default function ManageEventsPage() {
  const [params, update] = useEventListParams();
  const list = useEventList(params);
  const duplicate = useDuplicateEvent();
  const remove = useDeleteEvent();
  const deleting = useTarget<TEvent>();
  const filtered = params.q !== "" || params.status !== "" || params.eventTypeId !== "";
  const data = list.data;

  usePageInRange({
    page: params.page,
    shown: data?.events.length,
    total: data?.total,
    pageSize: EVENTS_PAGE_SIZE,
    onPage: (page) => update({ page }),
  });

  function onDuplicate(event: TEvent) {
    duplicate.mutate(event.id, {
      onSuccess: (copy) => successToast("Event duplicated", `"${copy.name}" was saved as a draft.`),
      onError: (error) => errorToast(error.message),
    });
  }

  function onConfirmDelete() {
    const target = deleting.target;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        deleting.close();
        successToast("Event deleted", `"${target.name}" was deleted.`);
      },
    });
  }

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Manage events</h1>
          <p className="text-muted-foreground">Every event you organise, from first draft to the big day.</p>
        </div>
        <Button asChild className="self-start sm:self-auto">
          <Link to="/create-event">
            <CalendarPlus aria-hidden="true" />
            Create event
          </Link>
        </Button>
      </header>

      <Filters params={params} update={update} />

      {list.isPending ? (
        <ListSkeleton label="Loading events" />
      ) : list.isError && !data ? (
        <Alert
          variant="destructive"
          role="alert"
          title="We couldn't load your events."
          action={
            <Button variant="outline" size="sm" loading={list.isFetching} onClick={() => void list.refetch()}>
              {list.isFetching ? null : <RefreshCw aria-hidden="true" />}
              Retry
            </Button>
          }
        >
          {list.error.message || "Please try again."}
        </Alert>
      ) : data && data.events.length === 0 ? (
        filtered ? (
          <NoMatches
            icon={CalendarDays}
            items="events"
            onClear={() => update({ q: "", status: "", eventTypeId: "" })}
          />
        ) : (
          <FirstEvent />
        )
      ) : data ? (
        <ListResults
          title="Events"
          nouns={["event", "events"]}
          total={data.total}
          filtered={filtered}
          stale={list.isPlaceholderData}
          page={params.page}
          pageSize={EVENTS_PAGE_SIZE}
          onPage={(page) => update({ page })}
        >
          {data.events.map((event) => (
            <EventRow
              key={event.id}
              event={event}
              duplicating={duplicate.isPending && duplicate.variables === event.id}
              onDuplicate={() => onDuplicate(event)}
              onDelete={() => {
                remove.reset();
                deleting.open(event);
              }}
            />
          ))}
        </ListResults>
      ) : null}

      <ConfirmDialog
        open={deleting.target !== null}
        onOpenChange={(open) => (open ? undefined : deleting.close())}
        title={`Delete ${deleting.target?.name ?? "this event"}?`}
        description="Its activities, checklists, information pages and cover image are deleted with it."
        confirmLabel="Delete event"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
