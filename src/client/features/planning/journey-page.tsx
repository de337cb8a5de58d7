/**
 * /planning-journey (pro): the milestone plan written for the event's type, each step dated back from the
 * event's first day in its zone, in time order with its status. Steps are ticked off here or turned into
 * tasks for the board; a step is done when ticked or when its task is done.
 */
import { useId, useState } from "react";
import { Link } from "react-router";
import {
  AlarmClock,
  CalendarCheck,
  CircleAlert,
  CircleCheck,
  Hourglass,
  ListPlus,
  Map as MapIcon,
  SquareArrowOutUpRight,
} from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { daysBeforeWords } from "#shared/planning/journeys.ts";
import type { TJourney, TJourneyStep, TJourneyStepStatus } from "#shared/planning/schemas.ts";
import { describeTimeZone } from "#shared/date-format.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";
import { useEventLink } from "#client/lib/event-page-links.ts";
import { useLivePlanning } from "#client/lib/use-live-planning.ts";
import { useJourney, useTickStep, useTurnIntoTask } from "./api.ts";
import { OrganiserEventPicker } from "#client/components/organiser-event-picker.tsx";
import { dayWords, relativeDay } from "./planning-dates.ts";
import { Segmented } from "#client/components/segmented.tsx";

const STATUS_LOOKS: Record<
  TJourneyStepStatus,
  { label: string; variant: BadgeProps["variant"]; icon: typeof CircleCheck }
> = {
  done: { label: "Done", variant: "success", icon: CircleCheck },
  overdue: { label: "Overdue", variant: "destructive", icon: CircleAlert },
  late_start: { label: "Late start", variant: "warning", icon: Hourglass },
  due_soon: { label: "Due soon", variant: "accent", icon: AlarmClock },
  upcoming: { label: "Upcoming", variant: "neutral", icon: CalendarCheck },
};

type Filter = "all" | "open" | "attention" | "done";
const FILTERS: ReadonlyArray<{ value: Filter; label: string }> = [
  { value: "all", label: "All steps" },
  { value: "open", label: "To do" },
  { value: "attention", label: "Needs attention" },
  { value: "done", label: "Done" },
];

function matches(step: TJourneyStep, filter: Filter): boolean {
  if (filter === "open") return !step.done;
  if (filter === "done") return step.done;
  if (filter === "attention")
    return step.status === "overdue" || step.status === "late_start" || step.status === "due_soon";
  return true;
}

export const taskLink = (eventId: string, taskId: string) =>
  `/task-management?eventId=${encodeURIComponent(eventId)}&task=${encodeURIComponent(taskId)}`;

function StatusBadge({ status }: { status: TJourneyStepStatus }) {
  const look = STATUS_LOOKS[status];
  const Icon = look.icon;
  return (
    <Badge variant={look.variant}>
      <Icon aria-hidden="true" />
      {look.label}
    </Badge>
  );
}

/** When the step is due, in words that do not rest on colour. */
function whenWords(step: TJourneyStep, today: string): string {
  const date = dayWords(step.targetDate);
  if (step.done) return `${daysBeforeWords(step.daysBefore)} · ${date}`;
  if (step.status === "late_start")
    return `${daysBeforeWords(step.daysBefore)} · was ${date}, before you started planning`;
  return `${daysBeforeWords(step.daysBefore)} · ${date} (${relativeDay(step.targetDate, today)})`;
}

function StepRow({ step, journey }: { step: TJourneyStep; journey: TJourney }) {
  const id = useId();
  const tick = useTickStep(journey.eventId);
  const turn = useTurnIntoTask(journey.eventId);

  function toggle(done: boolean) {
    tick.mutate(
      { stepKey: step.key, done },
      { onError: (error) => errorToast(`"${step.title}" was not saved. ${error.message}`) },
    );
  }

  function addTask() {
    turn.mutate(step.key, {
      onSuccess: (result) =>
        successToast(
          result.created ? "Task added" : "Already a task",
          `"${step.title}" is on your task board, due ${dayWords(step.targetDate)}.`,
        ),
      onError: (error) => errorToast(`No task was made. ${error.message}`),
    });
  }

  return (
    <li aria-labelledby={`${id}-title`} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:gap-4 sm:p-5">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <Checkbox
          id={`${id}-tick`}
          checked={step.done}
          onCheckedChange={(checked) => toggle(checked === true)}
          aria-describedby={`${id}-when`}
          className="mt-0.5"
        />
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <label
              id={`${id}-title`}
              htmlFor={`${id}-tick`}
              className={cn(
                "cursor-pointer font-medium break-words",
                step.done && "text-muted-foreground line-through decoration-muted-foreground/60",
              )}
            >
              {step.title}
            </label>
            <StatusBadge status={step.status} />
            {step.priority === "high" && !step.done ? <Badge variant="neutral">High priority</Badge> : null}
          </div>
          <p id={`${id}-when`} className="text-sm text-muted-foreground">
            {whenWords(step, journey.today)}
          </p>
          <p className="text-sm text-pretty">{step.description}</p>
          {step.done && !step.doneAt ? (
            <p className="text-xs text-muted-foreground">
              {step.taskDone ? "Done through its task on the board." : "Ticked off on your checklist."}
            </p>
          ) : null}
          {step.checklistItem ? (
            <p className="text-xs text-muted-foreground">
              Also on your checklist “{step.checklistItem.checklistTitle}”: ticking either ticks both.
            </p>
          ) : null}
        </div>
      </div>
      <div className="flex shrink-0 gap-2 pl-8 sm:pl-0">
        {step.taskId ? (
          <Button asChild variant="outline" size="sm">
            <Link to={taskLink(journey.eventId, step.taskId)} aria-label={`Open the task for ${step.title}`}>
              <SquareArrowOutUpRight aria-hidden="true" />
              View task
            </Link>
          </Button>
        ) : (
          <Button
            variant="outline"
            size="sm"
            loading={turn.isPending}
            onClick={addTask}
            aria-label={`Add ${step.title} as a task`}
          >
            <ListPlus aria-hidden="true" />
            Add as task
          </Button>
        )}
      </div>
    </li>
  );
}

function JourneyProgress({ journey, event }: { journey: TJourney; event: TEvent }) {
  const { done, total } = journey.progress;
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  const overdue = journey.steps.filter((s) => s.status === "overdue").length;
  const late = journey.steps.filter((s) => s.status === "late_start").length;
  return (
    <Card className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold">{journey.title}</h2>
        <p className="text-sm text-muted-foreground">
          Counting back from {dayWords(journey.eventStartDay)} ·{" "}
          {describeTimeZone(journey.timeZone, event.startAt, event.endAt)}
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium" data-testid="journey-progress">
          {done} of {total} steps done
        </span>
        {overdue > 0 ? (
          <span className="inline-flex items-center gap-1 font-medium text-destructive">
            <CircleAlert aria-hidden="true" className="size-4" />
            {overdue} overdue
          </span>
        ) : null}
      </p>
      <div
        role="progressbar"
        aria-label="Journey progress"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className="h-full rounded-full bg-success transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${percent}%` }}
        />
      </div>
      {late > 0 ? (
        <p className="text-sm text-muted-foreground">
          {late === 1 ? "1 step was" : `${late} steps were`} due before you started planning. Catch up on the ones that
          still matter, or tick off what is already settled.
        </p>
      ) : null}
    </Card>
  );
}

function JourneySkeleton() {
  return (
    <div role="status" aria-label="Loading the journey" className="space-y-4">
      <Skeleton className="h-28 w-full rounded-xl" />
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}

export function EventJourney({ event }: { event: TEvent }) {
  const journey = useJourney(event.id);
  useLivePlanning(event.id);
  const [filter, setFilter] = useState<Filter>("all");
  // On the event page this is its Timeline tab; on its own page, the timeline page.
  const link = useEventLink();

  if (journey.isPending) return <JourneySkeleton />;
  if (journey.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load the journey."
        error={journey.error}
        retrying={journey.isFetching}
        onRetry={() => void journey.refetch()}
      />
    );
  }
  const data = journey.data;
  const shown = data.steps.filter((s) => matches(s, filter));
  return (
    <div className="space-y-5">
      <JourneyProgress journey={data} event={event} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Segmented label="Show steps" options={FILTERS} value={filter} onChange={setFilter} />
        <Link
          to={link(`/timeline?eventId=${encodeURIComponent(event.id)}`)}
          className="text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          See it on the timeline
        </Link>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={MapIcon} title="No steps here">
          {filter === "done"
            ? "Tick a step off or finish its task and it shows here."
            : "Nothing needs your attention right now."}
        </EmptyState>
      ) : (
        <Card className="overflow-hidden p-0">
          <ol aria-label="Journey steps" className="divide-y">
            {shown.map((step) => (
              <StepRow key={step.key} step={step} journey={data} />
            ))}
          </ol>
        </Card>
      )}
    </div>
  );
}

export default function JourneyPage() {
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Planning journey</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          A step-by-step plan for your kind of gathering, dated from your event. Tick steps off as you go, or add them
          to your task board.
        </p>
      </header>
      <OrganiserEventPicker
        icon={MapIcon}
        noEventsText="A journey is planned back from an event's date. Create your event and its plan appears here."
        loading={<JourneySkeleton />}
      >
        {(event) => <EventJourney key={event.id} event={event} />}
      </OrganiserEventPicker>
    </div>
  );
}
