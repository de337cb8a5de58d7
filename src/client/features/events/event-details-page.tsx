import { useState } from "react";
import { useEventDetails } from "#client/lib/event-details.ts";
import { Link, useNavigate, useParams } from "react-router";
import { ArrowLeft, Ban, CalendarCheck, Copy, MapPin, Pencil, Shapes, Undo2, Users } from "lucide-react";
import type { TEvent, TEventStatus } from "#shared/events/schemas.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { DeleteSection } from "#client/components/delete-section.tsx";
import { useChangeEventStatus, useDeleteEvent, useDuplicateEvent } from "./api.ts";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { CoverImageCard } from "./cover-image-card.tsx";
import { EventStatusBadge } from "./event-bits.tsx";
import { EventNotFound, isNotFound, LoadFailed } from "./event-page-states.tsx";
import { EventSections, type EventPanels } from "./event-sections.tsx";

const STATUS_DONE: Record<TEventStatus, string> = {
  published: "Event published",
  draft: "Moved back to draft",
  cancelled: "Event cancelled",
};

function DetailsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading event"
      className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10"
    >
      <div aria-hidden="true" className="space-y-4">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="h-9 w-80 max-w-full" />
        <Skeleton className="h-4 w-64 max-w-full" />
        <Skeleton className="h-4 w-48" />
        <div className="flex flex-wrap gap-2">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-9 w-24 rounded-lg" />
          ))}
        </div>
        <Skeleton className="h-11 w-full rounded-lg" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    </div>
  );
}

function Overview({ event }: { event: TEvent }) {
  const { groupTerm, memberTerm, name: typeName } = event.eventType;
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="lg:col-span-2">
        <CardHeader>
          <CardTitle>About this event</CardTitle>
        </CardHeader>
        <CardContent>
          {event.description.trim() ? (
            <p className="whitespace-pre-wrap break-words text-pretty">{event.description}</p>
          ) : (
            <p className="text-muted-foreground">
              No description yet.{" "}
              <Link
                to={`/edit-event/${event.id}`}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                Add one
              </Link>{" "}
              so guests know what to expect.
            </p>
          )}
        </CardContent>
      </Card>
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground">Event type</dt>
                <dd className="font-medium">{typeName}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Guests are grouped by</dt>
                <dd className="font-medium">{groupTerm}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Each guest is a</dt>
                <dd className="font-medium">{memberTerm}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground">Capacity</dt>
                <dd className="font-medium">
                  {event.capacity === null
                    ? "No limit"
                    : `${event.capacity.toLocaleString()} ${event.capacity === 1 ? "place" : "places"}`}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
        <CoverImageCard event={event} />
      </div>
    </div>
  );
}

type Confirming = "delete" | "cancel" | null;

function EventDetails({ event, panels }: { event: TEvent; panels: EventPanels }) {
  const navigate = useNavigate();
  const changeStatus = useChangeEventStatus();
  const duplicate = useDuplicateEvent();
  const remove = useDeleteEvent();
  const [confirming, setConfirming] = useState<Confirming>(null);

  function setStatus(status: TEventStatus, after?: () => void) {
    changeStatus.mutate(
      { id: event.id, status },
      {
        onSuccess: () => {
          after?.();
          successToast(STATUS_DONE[status], `"${event.name}" is now ${status}.`);
        },
        onError: (error) => {
          if (!after) errorToast(error.message);
        },
      },
    );
  }

  function onDuplicate() {
    duplicate.mutate(event.id, {
      onSuccess: (copy) => {
        successToast("Event duplicated", `"${copy.name}" was saved as a draft.`);
        void navigate(`/event-details/${copy.id}`);
      },
      onError: (error) => errorToast(error.message),
    });
  }

  function onDelete() {
    remove.mutate(event.id, {
      onSuccess: () => {
        setConfirming(null);
        successToast("Event deleted", `"${event.name}" was deleted.`);
        void navigate("/manage-events", { replace: true });
      },
    });
  }

  const statusPending = changeStatus.isPending;
  const nextStatus: TEventStatus = event.status === "draft" ? "published" : "draft";

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-8 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-4">
        {event.coverUrl ? (
          <img
            src={event.coverUrl}
            alt=""
            width={1600}
            height={900}
            className="aspect-[16/9] w-full rounded-xl border object-cover sm:aspect-[3/1]"
          />
        ) : null}
        <Link
          to="/manage-events"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          All events
        </Link>
        <div className="flex flex-col gap-5 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{event.name}</h1>
              <EventStatusBadge status={event.status} />
            </div>
            <ZonedWhen startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} />
            <div className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm">
              <p className="flex items-center gap-1.5">
                <Shapes aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                <span className="sr-only">Event type: </span>
                {event.eventType.name}
              </p>
              <p className="flex items-start gap-1.5 break-words">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
                {event.venue ? (
                  <Link
                    to={`/venue-details/${event.venue.id}`}
                    className="font-medium text-primary underline-offset-2 hover:underline"
                  >
                    {event.venue.name}
                  </Link>
                ) : null}
                {event.venue && event.locationName ? <span aria-hidden="true">·</span> : null}
                {event.locationName ??
                  (event.venue ? null : <span className="text-muted-foreground">No location yet</span>)}
              </p>
              <p className="flex items-center gap-1.5">
                <Users aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                {event.capacity === null ? "No capacity limit" : `Capacity ${event.capacity.toLocaleString()}`}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-2 lg:max-w-xl lg:shrink-0 lg:justify-end">
            <Button asChild size="sm">
              <Link to={`/edit-event/${event.id}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
            <Button
              variant="outline"
              size="sm"
              loading={statusPending && changeStatus.variables.status === nextStatus}
              disabled={statusPending}
              onClick={() => setStatus(nextStatus)}
            >
              {statusPending ? null : event.status === "draft" ? (
                <CalendarCheck aria-hidden="true" />
              ) : (
                <Undo2 aria-hidden="true" />
              )}
              {event.status === "draft"
                ? "Publish"
                : event.status === "cancelled"
                  ? "Restore as draft"
                  : "Back to draft"}
            </Button>
            <Button variant="outline" size="sm" loading={duplicate.isPending} onClick={onDuplicate}>
              {duplicate.isPending ? null : <Copy aria-hidden="true" />}
              Duplicate
            </Button>
          </div>
        </div>
      </header>

      <EventSections event={event} panels={panels} overview={<Overview event={event} />} />

      {/* At the end of the page, never the first buttons under a thumb on a phone. */}
      <div className="space-y-3">
        {event.status === "cancelled" ? null : (
          <DeleteSection
            icon={Ban}
            title="Cancel this event"
            description="Guests see that it is cancelled and can no longer answer or buy tickets. You can move it back to draft later."
            label="Cancel event"
            onDelete={() => {
              changeStatus.reset();
              setConfirming("cancel");
            }}
          />
        )}
        <DeleteSection
          title="Delete this event"
          description="Its activities, checklists, information pages and cover image are deleted with it."
          label="Delete event"
          onDelete={() => {
            remove.reset();
            setConfirming("delete");
          }}
        />
      </div>

      <ConfirmDialog
        open={confirming === "delete"}
        onOpenChange={(open) => setConfirming(open ? "delete" : null)}
        title={`Delete ${event.name}?`}
        description="Its activities, checklists, information pages and cover image are deleted with it."
        confirmLabel="Delete event"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={onDelete}
      />
      <ConfirmDialog
        open={confirming === "cancel"}
        onOpenChange={(open) => setConfirming(open ? "cancel" : null)}
        title={`Cancel ${event.name}?`}
        description="It will be marked as cancelled. You can move it back to draft later."
        confirmLabel="Cancel event"
        pending={statusPending}
        error={confirming === "cancel" ? (changeStatus.error?.message ?? null) : null}
        onConfirm={() => setStatus("cancelled", () => setConfirming(null))}
      />
    </div>
  );
}

/** /event-details/:eventId and /events/:id: the organiser's home for one event. */
export default function EventDetailsPage({ panels }: { panels: EventPanels }) {
  const params = useParams();
  const eventId = params.eventId ?? params.id ?? "";
  const event = useEventDetails(eventId);

  if (event.data) return <EventDetails key={event.data.id} event={event.data} panels={panels} />;
  if (isNotFound(event.error)) return <EventNotFound />;
  if (event.isError) {
    return (
      <LoadFailed
        title="We couldn't load this event."
        error={event.error}
        retrying={event.isFetching}
        onRetry={() => void event.refetch()}
      />
    );
  }
  return <DetailsSkeleton />;
}
