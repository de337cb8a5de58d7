import { useState, type ComponentType } from "react";
import { useEventDetails } from "#client/lib/event-details.ts";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { ArrowLeft, Ban, CalendarCheck, Copy, Lock, MapPin, Pencil, Shapes, Trash2, Undo2, Users } from "lucide-react";
import type { TUserDataBatch } from "#shared/account/schemas.ts";
import type { TEvent, TEventStatus } from "#shared/events/schemas.ts";
import { PLAN_LABELS, type PlanType } from "#shared/plans.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "#client/components/ui/tabs.tsx";
import { useUserData } from "#client/lib/account.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useChangeEventStatus, useDeleteEvent, useDuplicateEvent } from "./api.ts";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { CoverImageCard } from "./cover-image-card.tsx";
import { EventStatusBadge } from "./event-bits.tsx";
import { EventNotFound, isNotFound, LoadFailed } from "./event-page-states.tsx";

type Access = TUserDataBatch["subscription"]["access"];

/** Tabs for the features that live on this page, each with the tier that opens it. */
const FEATURE_TABS = [
  {
    value: "activities",
    label: "Activities",
    plan: "free",
    about: "Plan the sessions inside this event: dinners, tours and games.",
  },
  {
    value: "checklists",
    label: "Checklists",
    plan: "free",
    about: "Keep printable checklists with due dates for everything left to do.",
  },
  {
    value: "info-pages",
    label: "Info pages",
    plan: "free",
    about: "Write pages about the schedule, directions, dress code and FAQ, and share them with a link.",
  },
  { value: "rsvps", label: "RSVPs", plan: "premium", about: "Collect RSVPs and see who is coming at a glance." },
  { value: "tickets", label: "Tickets", plan: "pro", about: "Sell tickets, then check people in at the door." },
  { value: "budget", label: "Budget", plan: "premium", about: "Track planned and actual costs line by line." },
] as const satisfies ReadonlyArray<{ value: string; label: string; plan: PlanType; about: string }>;

export type EventTabKey = (typeof FEATURE_TABS)[number]["value"];

/**
 * The content of each feature's tab, given by the page that composes this one (client/app), since one
 * feature does not import another. Every tab has one: no tab of a built feature says "coming soon".
 */
export type EventPanels = Record<EventTabKey, ComponentType<{ event: TEvent }>>;

const TAB_KEYS: readonly string[] = ["overview", ...FEATURE_TABS.map((tab) => tab.value)];

function opens(access: Access | undefined, plan: PlanType): boolean {
  if (plan === "free") return true;
  return access?.[plan] === true;
}

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

/** A tab whose feature the plan does not include: what it does, and the plan that has it. */
function LockedTab({ label, plan, about }: { label: string; plan: PlanType; about: string }) {
  return (
    <Card className="flex flex-col items-center gap-4 border-dashed px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1">
        <h2 className="flex flex-wrap items-center justify-center gap-2 text-lg font-semibold">
          {label}
          <Badge variant="accent">{PLAN_LABELS[plan]}</Badge>
        </h2>
        <p className="mx-auto max-w-md text-sm text-pretty text-muted-foreground">{about}</p>
        <p className="mx-auto max-w-md text-sm text-pretty">{`${label} is part of the ${PLAN_LABELS[plan]} plan.`}</p>
      </div>
      <Button asChild>
        <Link to="/pricing">See plans</Link>
      </Button>
    </Card>
  );
}

type Confirming = "delete" | "cancel" | null;

function EventDetails({ event, panels }: { event: TEvent; panels: EventPanels }) {
  const navigate = useNavigate();
  // The open tab lives in the URL (?tab=activities), so a link or Back lands on the same tab.
  const [search, setSearch] = useSearchParams();
  const wantedTab = search.get("tab") ?? "overview";
  const tab = TAB_KEYS.includes(wantedTab) ? wantedTab : "overview";
  function openTab(value: string) {
    const next = new URLSearchParams(search);
    if (value === "overview") next.delete("tab");
    else next.set("tab", value);
    setSearch(next, { replace: true });
  }
  const me = useUserData();
  const access = me.data?.subscription.access;
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
            {event.status === "cancelled" ? null : (
              <Button
                variant="destructive-outline"
                size="sm"
                onClick={() => {
                  changeStatus.reset();
                  setConfirming("cancel");
                }}
              >
                <Ban aria-hidden="true" />
                Cancel event
              </Button>
            )}
            <Button
              variant="destructive-outline"
              size="sm"
              onClick={() => {
                remove.reset();
                setConfirming("delete");
              }}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </Button>
          </div>
        </div>
      </header>

      <Tabs value={tab} onValueChange={openTab}>
        {/* Seven tabs do not fit a phone side by side: the row scrolls instead of squeezing the labels. */}
        <TabsList aria-label="Event sections" className="flex justify-start overflow-x-auto">
          <TabsTrigger value="overview" className="shrink-0">
            Overview
          </TabsTrigger>
          {FEATURE_TABS.map((tab) => {
            const unlocked = opens(access, tab.plan);
            return (
              <TabsTrigger
                key={tab.value}
                value={tab.value}
                // Positioned so the visually hidden plan note stays inside the scrolling row.
                className="relative shrink-0"
              >
                {unlocked ? null : <Lock aria-hidden="true" />}
                {tab.label}
                {unlocked ? null : <span className="sr-only"> (needs {PLAN_LABELS[tab.plan]})</span>}
              </TabsTrigger>
            );
          })}
        </TabsList>
        <TabsContent value="overview">
          <Overview event={event} />
        </TabsContent>
        {FEATURE_TABS.map((tab) => {
          const Panel = panels[tab.value];
          return (
            <TabsContent key={tab.value} value={tab.value}>
              {opens(access, tab.plan) ? (
                <Panel event={event} />
              ) : (
                <LockedTab label={tab.label} plan={tab.plan} about={tab.about} />
              )}
            </TabsContent>
          );
        })}
      </Tabs>

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
