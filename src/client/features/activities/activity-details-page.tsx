import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { ArrowLeft, CalendarRange, Coins, MapPin, Pencil, StickyNote, User, Users } from "lucide-react";
import type { TActivity } from "#shared/activities/schemas.ts";
import { Fact } from "#client/components/fact.tsx";
import { isNotFound } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { DeleteSection } from "#client/components/delete-section.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useActivity, useDeleteActivity } from "./api.ts";
import { ActivityNotFound, PageLoadFailed } from "./activity-page-states.tsx";
import { capacityText, costText } from "./format.ts";

function DetailsSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading activity"
      className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10"
    >
      <div aria-hidden="true" className="space-y-4">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-9 w-72 max-w-full" />
        <Skeleton className="h-4 w-64 max-w-full" />
        <div className="grid gap-6 lg:grid-cols-3">
          <Skeleton className="h-56 w-full rounded-xl lg:col-span-2" />
          <Skeleton className="h-56 w-full rounded-xl" />
        </div>
      </div>
    </div>
  );
}

function Muted({ children }: { children: string }) {
  return <span className="text-muted-foreground">{children}</span>;
}

function AboutCard({ activity }: { activity: TActivity }) {
  const capacity = capacityText(activity.capacity, activity.event.memberTerm);
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>About this activity</CardTitle>
      </CardHeader>
      <CardContent className="space-y-6">
        <dl className="grid gap-5 sm:grid-cols-2">
          <Fact icon={MapPin} label="Where">
            {activity.venue ? (
              <Link
                to={`/venue-details/${activity.venue.id}`}
                className="block font-medium text-primary underline-offset-2 hover:underline"
              >
                {activity.venue.name}
              </Link>
            ) : null}
            {activity.locationName ? <span className="block">{activity.locationName}</span> : null}
            {activity.venue || activity.locationName ? null : <Muted>Not set yet</Muted>}
          </Fact>
          <Fact icon={User} label="Host">
            {activity.host || <Muted>No host named</Muted>}
          </Fact>
          <Fact icon={Users} label="Capacity">
            {capacity ?? <Muted>No limit</Muted>}
          </Fact>
          <Fact icon={Coins} label="Cost">
            {activity.costCents ? `${costText(activity)} per person` : "Free"}
          </Fact>
        </dl>
        <div className="space-y-2">
          <h3 className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
            <StickyNote aria-hidden="true" className="size-4" />
            Notes
          </h3>
          {activity.notes.trim() ? (
            <p className="text-sm whitespace-pre-line break-words">{activity.notes}</p>
          ) : (
            <p className="text-sm text-muted-foreground">No notes.</p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function EventCard({ activity }: { activity: TActivity }) {
  const { event } = activity;
  return (
    <Card className="self-start">
      <CardHeader>
        <CardTitle>Part of</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <div className="space-y-2">
          <Link
            to={`/event-details/${event.id}?tab=activities`}
            className="font-semibold break-words text-primary underline-offset-2 hover:underline"
          >
            {event.name}
          </Link>
          <ZonedWhen startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} />
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={`/activities/schedule?eventId=${encodeURIComponent(event.id)}`}>
            <CalendarRange aria-hidden="true" />
            See the whole schedule
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** /activity-details/:activityId */
export default function ActivityDetailsPage() {
  const { activityId = "" } = useParams();
  const navigate = useNavigate();
  const activity = useActivity(activityId);
  const remove = useDeleteActivity();
  const [confirmDelete, setConfirmDelete] = useState(false);

  if (activity.isPending) return <DetailsSkeleton />;
  if (activity.isError) {
    if (isNotFound(activity.error)) return <ActivityNotFound />;
    return (
      <PageLoadFailed
        title="We couldn't load this activity."
        error={activity.error}
        retrying={activity.isFetching}
        onRetry={() => void activity.refetch()}
      />
    );
  }

  const data = activity.data;
  const backToEvent = `/event-details/${data.eventId}?tab=activities`;

  function onDelete() {
    remove.mutate(data.id, {
      onSuccess: () => {
        setConfirmDelete(false);
        successToast("Activity deleted", `"${data.name}" was removed from ${data.event.name}.`);
        void navigate(backToEvent, { replace: true });
      },
    });
  }

  return (
    <div className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-3">
        <Link
          to={backToEvent}
          className="inline-flex max-w-full items-center gap-1.5 rounded-sm text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">Back to {data.event.name}</span>
        </Link>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 space-y-2">
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{data.name}</h1>
            <ZonedWhen startAt={data.startAt} endAt={data.endAt} timeZone={data.event.timeZone} />
          </div>
          <div className="flex flex-wrap gap-2 sm:shrink-0">
            <Button asChild>
              <Link to={`/edit-activity/${data.id}`}>
                <Pencil aria-hidden="true" />
                Edit
              </Link>
            </Button>
          </div>
        </div>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <AboutCard activity={data} />
        <EventCard activity={data} />
      </div>

      <DeleteSection
        title="Delete this activity"
        description={`It leaves the programme of ${data.event.name}. This cannot be undone.`}
        label="Delete activity"
        onDelete={() => {
          remove.reset();
          setConfirmDelete(true);
        }}
      />

      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={`Delete ${data.name}?`}
        description={`It leaves the programme of ${data.event.name} with its time, place, host and notes${data.venue ? `, and ${data.venue.name} is no longer held for it` : ""}. This cannot be undone.`}
        confirmLabel="Delete activity"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={onDelete}
      />
    </div>
  );
}
