import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CalendarDays, CalendarPlus, Copy, Eye, MapPin, Pencil, RefreshCw, Search, Shapes, Trash2 } from "lucide-react";
import { EVENT_SORTS, EVENT_STATUSES, EVENT_STATUS_LABELS, type TEvent, type TEventStatus } from "#shared/events/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Pagination } from "#client/components/ui/pagination.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
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
import { EventStatusBadge, EventWhen, useTarget } from "./event-bits.tsx";

const SORT_LABELS: Record<EventSort, string> = {
  start_asc: "Start date (soonest first)",
  start_desc: "Start date (latest first)",
  name_asc: "Name (A–Z)",
  created_desc: "Recently created",
};

const SEARCH_DEBOUNCE_MS = 300;

function isStatus(value: string | null): value is TEventStatus {
  return (EVENT_STATUSES as readonly string[]).includes(value ?? "");
}

function isSort(value: string | null): value is EventSort {
  return (EVENT_SORTS as readonly string[]).includes(value ?? "");
}

/** The list's filters live in the URL so Back, reload and a shared link keep them. */
function useListParams(): [EventListParams, (patch: Partial<EventListParams>) => void] {
  const [search, setSearch] = useSearchParams();
  const status = search.get("status");
  const sort = search.get("sort");
  const page = Number(search.get("page") ?? "1");
  const params: EventListParams = {
    q: search.get("q") ?? "",
    status: isStatus(status) ? status : "",
    eventTypeId: search.get("type") ?? "",
    sort: isSort(sort) ? sort : "start_asc",
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
  function update(patch: Partial<EventListParams>) {
    const next = { ...params, page: 1, ...patch };
    const out = new URLSearchParams();
    if (next.q) out.set("q", next.q);
    if (next.status) out.set("status", next.status);
    if (next.eventTypeId) out.set("type", next.eventTypeId);
    if (next.sort !== "start_asc") out.set("sort", next.sort);
    if (next.page > 1) out.set("page", String(next.page));
    setSearch(out, { replace: true });
  }
  return [params, update];
}

function Filters({ params, update }: { params: EventListParams; update: (patch: Partial<EventListParams>) => void }) {
  const id = useId();
  const types = useEventTypes();
  const [text, setText] = useState(params.q);
  const applied = useRef(params.q);

  // Waits for a pause in typing so each keystroke does not start a request.
  useEffect(() => {
    if (text.trim() === params.q) return;
    const timer = window.setTimeout(() => {
      applied.current = text.trim();
      update({ q: text.trim() });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  });

  // The search changed from outside the box (Clear filters, Back): show it.
  useEffect(() => {
    if (params.q === applied.current) return;
    applied.current = params.q;
    setText(params.q);
  }, [params.q]);

  return (
    <div role="search" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))]">
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-q`}>Search events</Label>
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Name, place or description"
            className="pl-9"
          />
        </div>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-status`}>Status</Label>
        <NativeSelect
          id={`${id}-status`}
          value={params.status}
          onChange={(event) => update({ status: isStatus(event.target.value) ? event.target.value : "" })}
        >
          <option value="">All statuses</option>
          {EVENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {EVENT_STATUS_LABELS[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-type`}>Event type</Label>
        <NativeSelect
          id={`${id}-type`}
          value={params.eventTypeId}
          onChange={(event) => update({ eventTypeId: event.target.value })}
        >
          <option value="">All types</option>
          {(types.data ?? []).map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex flex-col gap-1.5 sm:col-span-2 lg:col-span-1">
        <Label htmlFor={`${id}-sort`}>Sort by</Label>
        <NativeSelect
          id={`${id}-sort`}
          value={params.sort}
          onChange={(event) => update({ sort: isSort(event.target.value) ? event.target.value : "start_asc" })}
        >
          {EVENT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading events">
      <Card className="divide-y">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} aria-hidden="true" className="space-y-3 p-5">
            <div className="flex items-center gap-3">
              <Skeleton className="h-5 w-48 max-w-[60%]" />
              <Skeleton className="h-5 w-16 rounded-full" />
            </div>
            <Skeleton className="h-4 w-72 max-w-full" />
            <Skeleton className="h-4 w-40" />
          </div>
        ))}
      </Card>
    </div>
  );
}

function EmptyState({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Card className="flex flex-col items-center gap-4 border-dashed px-6 py-14 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <CalendarDays aria-hidden="true" className="size-6" />
      </span>
      {filtered ? (
        <>
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">No events match</h2>
            <p className="text-sm text-muted-foreground">Try another search, or clear the filters to see all events.</p>
          </div>
          <Button variant="outline" onClick={onClear}>
            Clear filters
          </Button>
        </>
      ) : (
        <>
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">No events yet</h2>
            <p className="mx-auto max-w-sm text-sm text-pretty text-muted-foreground">
              Set up your first gathering with its dates, place and type. You can keep it as a draft until it is ready.
            </p>
          </div>
          <Button asChild>
            <Link to="/create-event">
              <CalendarPlus aria-hidden="true" />
              Create your first event
            </Link>
          </Button>
        </>
      )}
    </Card>
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
    <li aria-labelledby={titleId} className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-start lg:justify-between">
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
        <EventWhen startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} />
        {event.venue || event.locationName ? (
          <p className="flex items-start gap-1.5 text-sm break-words">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <span>{[event.venue?.name, event.locationName].filter(Boolean).join(" · ")}</span>
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2 lg:shrink-0 lg:justify-end">
        <Button asChild variant="outline" size="sm">
          <Link to={`/event-details/${event.id}`} aria-label={`View ${event.name}`}>
            <Eye aria-hidden="true" />
            View
          </Link>
        </Button>
        <Button asChild variant="outline" size="sm">
          <Link to={`/edit-event/${event.id}`} aria-label={`Edit ${event.name}`}>
            <Pencil aria-hidden="true" />
            Edit
          </Link>
        </Button>
        <Button variant="outline" size="sm" loading={duplicating} onClick={onDuplicate} aria-label={`Duplicate ${event.name}`}>
          {duplicating ? null : <Copy aria-hidden="true" />}
          Duplicate
        </Button>
        <Button variant="destructive-outline" size="sm" onClick={onDelete} aria-label={`Delete ${event.name}`}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

/** /manage-events: the organiser's events, searchable, filterable and paged on the server. */
export default function ManageEventsPage() {
  const [params, update] = useListParams();
  const list = useEventList(params);
  const duplicate = useDuplicateEvent();
  const remove = useDeleteEvent();
  const deleting = useTarget<TEvent>();
  const filtered = params.q !== "" || params.status !== "" || params.eventTypeId !== "";
  const data = list.data;

  // A page past the end (after deleting its last event, say) steps back to the last real page.
  useEffect(() => {
    if (data && data.events.length === 0 && data.total > 0 && params.page > 1) {
      update({ page: Math.ceil(data.total / EVENTS_PAGE_SIZE) });
    }
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
        <ListSkeleton />
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
        <EmptyState filtered={filtered} onClear={() => update({ q: "", status: "", eventTypeId: "" })} />
      ) : data ? (
        <section aria-labelledby="events-list-title" aria-busy={list.isPlaceholderData || undefined} className="space-y-4">
          <h2 id="events-list-title" className="sr-only">
            Events
          </h2>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {data.total} {data.total === 1 ? "event" : "events"}
            {filtered ? " match" : ""}
          </p>
          <Card className={list.isPlaceholderData ? "opacity-70 transition-opacity" : undefined}>
            <ul className="divide-y">
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
            </ul>
          </Card>
          <Pagination
            label="Event pages"
            page={params.page}
            total={data.total}
            pageSize={EVENTS_PAGE_SIZE}
            onPage={(page) => update({ page })}
          />
        </section>
      ) : null}

      <ConfirmDialog
        open={deleting.target !== null}
        onOpenChange={(open) => (open ? undefined : deleting.close())}
        title={`Delete ${deleting.target?.name ?? "this event"}?`}
        description="Its details will be lost."
        confirmLabel="Delete event"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
