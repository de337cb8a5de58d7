/**
 * /activities and /manage-activities: every activity of the organiser's events, searchable by name, host,
 * place and notes, filtered by event, sorted and paged on the server. The filters live in the URL.
 */
import { Link } from "react-router";
import { CalendarDays, CalendarRange, Coins, ListPlus, MapPin, Users } from "lucide-react";
import { ACTIVITY_SORTS, type TActivity, type TActivitySort } from "#shared/activities/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { FilterSelect, ListResults, ListSkeleton, NoMatches, RowActions } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { SearchField } from "#client/components/search-field.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { choiceParam, textParam, useListParams } from "#client/lib/use-list-params.ts";
import { useEventOptions } from "#client/lib/event-options.ts";
import { successToast } from "#client/lib/toast.ts";
import { usePageInRange } from "#client/lib/use-page-in-range.ts";
import { useTarget } from "#client/lib/use-target.ts";
import { ACTIVITIES_PAGE_SIZE, useActivityList, useDeleteActivity, type ActivityListParams } from "./api.ts";
import { capacityText, costText, placeText } from "./format.ts";

const SORT_LABELS: Record<TActivitySort, string> = {
  start_asc: "Start (soonest first)",
  start_desc: "Start (latest first)",
  name_asc: "Name (A–Z)",
};

/** The list's filters live in the URL so Back, reload and a shared link keep them. */
function useActivityListParams() {
  return useListParams<Omit<ActivityListParams, "page">>({
    q: textParam(),
    eventId: textParam(),
    sort: choiceParam(ACTIVITY_SORTS, "start_asc"),
  });
}

function Filters({
  params,
  update,
}: {
  params: ActivityListParams;
  update: (patch: Partial<ActivityListParams>) => void;
}) {
  const events = useEventOptions();
  const options = events.data ?? [];
  // An event id in the URL that is not among the picker's events still gets an option, so the select shows it.
  const unknownEvent =
    params.eventId !== "" && events.data !== undefined && !options.some((event) => event.id === params.eventId);

  return (
    <div
      role="search"
      aria-label="Filter activities"
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_minmax(0,1.5fr)_minmax(0,1fr)]"
    >
      <SearchField
        label="Search activities"
        value={params.q}
        onSearch={(q) => update({ q })}
        placeholder="Name, host, place or notes"
        className="sm:col-span-2 lg:col-span-1"
      />
      <FilterSelect
        label="Event"
        value={params.eventId}
        options={[
          { value: "", label: "All events" },
          ...(unknownEvent ? [{ value: params.eventId, label: "Another event" }] : []),
          ...options.map((event) => ({ value: event.id, label: event.name })),
        ]}
        onChange={(eventId) => update({ eventId })}
      />
      <FilterSelect
        label="Sort by"
        value={params.sort}
        options={ACTIVITY_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))}
        onChange={(sort) => update({ sort })}
      />
    </div>
  );
}

function FirstActivity({ eventId }: { eventId: string }) {
  return (
    <EmptyState
      icon={CalendarDays}
      title="No activities yet"
      action={
        <Button asChild>
          <Link to={eventId ? `/create-activity?eventId=${encodeURIComponent(eventId)}` : "/create-activity"}>
            <ListPlus aria-hidden="true" />
            Plan your first activity
          </Link>
        </Button>
      }
    >
      Fill your events with what happens inside them: the welcome drinks, the tour, the dinner, the quiz.
    </EmptyState>
  );
}

function ActivityRow({ activity, onDelete }: { activity: TActivity; onDelete: () => void }) {
  const titleId = `activity-${activity.id}-title`;
  const place = placeText(activity);
  const capacity = capacityText(activity.capacity, activity.event.memberTerm);
  return (
    <li
      aria-labelledby={titleId}
      className="flex flex-col gap-4 p-4 sm:p-5 lg:flex-row lg:items-start lg:justify-between"
    >
      <div className="min-w-0 space-y-2">
        <div className="space-y-0.5">
          <h3 id={titleId} className="text-base font-semibold break-words">
            <Link
              to={`/activity-details/${activity.id}`}
              className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {activity.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">
            <span className="sr-only">Event: </span>
            <Link
              to={`/event-details/${activity.eventId}?tab=activities`}
              className="rounded-sm underline-offset-2 hover:text-foreground hover:underline"
            >
              {activity.event.name}
            </Link>
          </p>
        </div>
        <ZonedWhen startAt={activity.startAt} endAt={activity.endAt} timeZone={activity.event.timeZone} />
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {place ? (
            <p className="flex items-start gap-1.5 break-words">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              {place}
            </p>
          ) : null}
          {capacity ? (
            <p className="flex items-center gap-1.5">
              <Users aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              {capacity}
            </p>
          ) : null}
          <p className="flex items-center gap-1.5">
            <Coins aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="sr-only">Cost: </span>
            {costText(activity)}
          </p>
        </div>
      </div>
      <RowActions
        name={activity.name}
        viewTo={`/activity-details/${activity.id}`}
        editTo={`/edit-activity/${activity.id}`}
        onDelete={onDelete}
        className="lg:shrink-0 lg:justify-end"
      />
    </li>
  );
}

export default function ActivitiesPage() {
  const [params, update] = useActivityListParams();
  const list = useActivityList(params);
  const remove = useDeleteActivity();
  const deleting = useTarget<TActivity>();
  const filtered = params.q !== "" || params.eventId !== "";
  const data = list.data;
  const eventQuery = params.eventId ? `?eventId=${encodeURIComponent(params.eventId)}` : "";

  usePageInRange({
    page: params.page,
    shown: data?.activities.length,
    total: data?.total,
    pageSize: ACTIVITIES_PAGE_SIZE,
    onPage: (page) => update({ page }),
  });

  function onConfirmDelete() {
    const target = deleting.target;
    if (!target) return;
    remove.mutate(target.id, {
      onSuccess: () => {
        deleting.close();
        successToast("Activity deleted", `"${target.name}" was removed from ${target.event.name}.`);
      },
    });
  }

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Activities</h1>
          <p className="text-muted-foreground">The sessions inside your events, each in its event's time zone.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to={`/activities/schedule${eventQuery}`}>
              <CalendarRange aria-hidden="true" />
              Schedule by day
            </Link>
          </Button>
          <Button asChild>
            <Link to={`/create-activity${eventQuery}`}>
              <ListPlus aria-hidden="true" />
              Add activity
            </Link>
          </Button>
        </div>
      </header>

      <Filters params={params} update={update} />

      {list.isPending ? (
        <ListSkeleton label="Loading activities" />
      ) : list.isError && !data ? (
        <LoadFailedAlert
          title="We couldn't load your activities."
          error={list.error}
          retrying={list.isFetching}
          onRetry={() => void list.refetch()}
        />
      ) : data && data.activities.length === 0 ? (
        filtered ? (
          <NoMatches icon={CalendarDays} items="activities" onClear={() => update({ q: "", eventId: "" })} />
        ) : (
          <FirstActivity eventId={params.eventId} />
        )
      ) : data ? (
        <ListResults
          title="Activities"
          nouns={["activity", "activities"]}
          total={data.total}
          filtered={filtered}
          stale={list.isPlaceholderData}
          page={params.page}
          pageSize={ACTIVITIES_PAGE_SIZE}
          onPage={(page) => update({ page })}
        >
          {data.activities.map((activity) => (
            <ActivityRow
              key={activity.id}
              activity={activity}
              onDelete={() => {
                remove.reset();
                deleting.open(activity);
              }}
            />
          ))}
        </ListResults>
      ) : null}

      <ConfirmDialog
        open={deleting.target !== null}
        onOpenChange={(open) => (open ? undefined : deleting.close())}
        title={`Delete ${deleting.target?.name ?? "this activity"}?`}
        description={
          deleting.target
            ? `It leaves the programme of ${deleting.target.event.name}, and its venue booking is freed. This cannot be undone.`
            : ""
        }
        confirmLabel="Delete activity"
        pending={remove.isPending}
        error={remove.error?.message ?? null}
        onConfirm={onConfirmDelete}
      />
    </div>
  );
}
