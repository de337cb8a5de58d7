/**
 * /timeline (pro): an event's tasks, milestones and activities on a zoomable timeline (day, week, month;
 * the zoom in the URL). Bars are dragged or moved by keyboard to reschedule a task; the move shows at once
 * and snaps back, with the server's reason, when it is refused.
 */
import { Link, useSearchParams } from "react-router";
import { GanttChart } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import type { TTimelineTask } from "#shared/planning/schemas.ts";
import { describeTimeZone } from "#shared/date-format.ts";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useBreakpoint } from "#client/lib/breakpoints.ts";
import { useEventLink } from "#client/lib/event-page-links.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useLivePlanning } from "#client/lib/use-live-planning.ts";
import { useMoveTask, useTimeline } from "./api.ts";
import { OrganiserEventPicker } from "#client/components/organiser-event-picker.tsx";
import { dayWords } from "./planning-dates.ts";
import { Segmented } from "#client/components/segmented.tsx";
import { TimelineChart } from "./timeline-chart.tsx";
import { movedDates, taskSpan, ZOOMS, type Zoom } from "./timeline-geometry.ts";

function useZoom(): [Zoom, (zoom: Zoom) => void] {
  const [search, setSearch] = useSearchParams();
  const raw = search.get("zoom");
  const zoom: Zoom = raw === "day" || raw === "month" ? raw : "week";
  function set(next: Zoom) {
    const params = new URLSearchParams(search);
    if (next === "week") params.delete("zoom");
    else params.set("zoom", next);
    setSearch(params, { replace: true });
  }
  return [zoom, set];
}

/** Each mark of the chart with its swatch, drawn as the chart draws it. */
const LEGEND: ReadonlyArray<{ label: string; swatch: string }> = [
  { label: "Task", swatch: "h-3 w-6 rounded-sm border border-primary/40 bg-primary-soft" },
  { label: "Milestone task", swatch: "size-2.5 rotate-45 rounded-[2px] bg-primary" },
  { label: "Journey step", swatch: "size-2.5 rotate-45 rounded-[2px] border-2 border-accent-foreground/70" },
  { label: "Activity", swatch: "h-3 w-4 rounded-sm border border-accent/60 bg-accent-soft" },
  { label: "Event days", swatch: "h-3 w-6 bg-accent/15" },
  { label: "Today", swatch: "h-3 border-l-2 border-dashed border-destructive" },
];

function Legend() {
  const item = "inline-flex items-center gap-1.5";
  return (
    <ul aria-label="Legend" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      {LEGEND.map(({ label, swatch }) => (
        <li key={label} className={item}>
          <span aria-hidden="true" className={swatch} />
          {label}
        </li>
      ))}
      <li className={item}>
        <span aria-hidden="true">→</span>
        Depends on
      </li>
    </ul>
  );
}

function TimelineSkeleton() {
  return (
    <div role="status" aria-label="Loading the timeline" className="space-y-3">
      <Skeleton className="h-10 w-64" />
      <Skeleton className="h-72 w-full rounded-xl" />
    </div>
  );
}

export function EventTimeline({ event }: { event: TEvent }) {
  const timeline = useTimeline(event.id);
  useLivePlanning(event.id);
  const move = useMoveTask(event.id);
  const link = useEventLink();
  const [zoom, setZoom] = useZoom();
  const phone = useBreakpoint() === "mobile";

  function reschedule(task: TTimelineTask, days: number) {
    const dates = movedDates(task, days);
    // mutateAsync: every refusal needs its own notice, not only the latest call's.
    void move.mutateAsync({ taskId: task.id, ...dates }).then(
      (saved) =>
        successToast(
          `Moved "${task.title}"`,
          `It is now ${saved.startDate && saved.startDate !== saved.dueDate ? `${dayWords(saved.startDate)} to ` : "due "}${dayWords(saved.dueDate ?? saved.startDate ?? "")}.`,
        ),
      (error: Error) => errorToast(`"${task.title}" was not moved. ${error.message}`),
    );
  }

  if (timeline.isPending) return <TimelineSkeleton />;
  if (timeline.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load the timeline."
        error={timeline.error}
        retrying={timeline.isFetching}
        onRetry={() => void timeline.refetch()}
      />
    );
  }
  const data = timeline.data;
  const undated = data.tasks.filter((t) => taskSpan(t) === null).length;
  const dated = data.tasks.length - undated;
  const tasks = link(`/task-management?eventId=${encodeURIComponent(event.id)}`);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Segmented label="Zoom" options={ZOOMS} value={zoom} onChange={setZoom} />
        <p className="text-sm text-muted-foreground">
          Days in {describeTimeZone(data.event.timeZone, event.startAt, event.endAt)}
        </p>
      </div>
      <Legend />
      {dated === 0 ? (
        <Alert>
          No tasks with dates yet. Add steps of the{" "}
          <Link
            className="font-medium text-primary underline-offset-4 hover:underline"
            to={link(`/planning-journey?eventId=${encodeURIComponent(event.id)}`)}
          >
            planning journey
          </Link>{" "}
          as tasks, or give tasks dates in the{" "}
          <Link className="font-medium text-primary underline-offset-4 hover:underline" to={tasks}>
            task list
          </Link>
          , and they appear here as bars you can move.
        </Alert>
      ) : null}
      <TimelineChart timeline={data} zoom={zoom} labelWidth={phone ? 112 : 200} onMove={reschedule} />
      {undated > 0 ? (
        <p className="text-sm text-muted-foreground">
          {undated === 1 ? "1 task has" : `${undated} tasks have`} no dates yet and {undated === 1 ? "is" : "are"} not
          shown.{" "}
          <Link className="font-medium text-primary underline-offset-4 hover:underline" to={tasks}>
            Date them in the task list
          </Link>
        </p>
      ) : null}
    </div>
  );
}

export default function TimelinePage() {
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Timeline</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Everything leading up to your event at a glance. Drag a task's bar to another day, or focus it and use the
          arrow keys.
        </p>
      </header>
      <OrganiserEventPicker
        icon={GanttChart}
        noEventsText="A timeline leads up to an event. Create your event and plan its tasks here."
        loading={<TimelineSkeleton />}
      >
        {(event) => <EventTimeline key={event.id} event={event} />}
      </OrganiserEventPicker>
    </div>
  );
}
