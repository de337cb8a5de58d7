/**
 * /pro/dashboard: where a Pro organiser starts the day. Every event (upcoming first) with how far its planning
 * has come: tasks done and what is overdue or due this week, the next few tasks, the planning journey and the
 * budget against its plan; each opens the tool that fixes it (the planning pages read the same ?eventId=).
 */
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { AlertTriangle, ArrowRight, Columns3, GanttChart, ListChecks, Map as MapIcon, Wallet } from "lucide-react";
import { proDashboardContract as proDashboard } from "#shared/pro-dashboard/contract.ts";
import type { TProEventPlanning } from "#shared/pro-dashboard/schemas.ts";
import { formatMoney } from "#shared/money.ts";
import { countText } from "#shared/words.ts";
import { formatDay, formatEventWhen } from "#shared/date-format.ts";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { StatFigure } from "#client/components/stat-figure.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { call, keyOf } from "#client/lib/api.ts";
import { cn } from "#client/lib/utils.ts";

function useProOverview() {
  return useQuery({
    queryKey: keyOf(proDashboard.overview),
    queryFn: ({ signal }) => call(proDashboard.overview, {}, { signal }),
  });
}

/** A labelled bar: the label names it for screen readers, the text beside it says the same in words. */
function Meter({
  label,
  value,
  max,
  tone = "primary",
  children,
}: {
  label: string;
  value: number;
  max: number;
  tone?: "primary" | "destructive";
  children: ReactNode;
}) {
  const labelId = useId();
  const percent = max > 0 ? Math.min(100, Math.round((value / max) * 100)) : 0;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium">
          {label}
        </span>
        <span className="text-muted-foreground tabular-nums">{children}</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn("h-full rounded-full", tone === "destructive" ? "bg-destructive" : "bg-primary")}
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}

/** "May 12" for a calendar day ("2027-05-12"), read as a day and not an instant. */
const dayText = (day: string) => formatDay(day, "short");

function PlanningTools({ event }: { event: TProEventPlanning }) {
  const query = `?eventId=${encodeURIComponent(event.eventId)}`;
  const tools = [
    { to: `/pro/task-management${query}`, label: "Tasks", icon: ListChecks },
    { to: `/pro/progress-board${query}`, label: "Board", icon: Columns3 },
    { to: `/pro/timeline${query}`, label: "Timeline", icon: GanttChart },
    { to: `/pro/planning-journey${query}`, label: "Journey", icon: MapIcon },
    { to: `/budgeting${query}`, label: "Budget", icon: Wallet },
  ];
  return (
    <nav aria-label={`Planning tools for ${event.name}`} className="flex flex-wrap gap-2">
      {tools.map(({ to, label, icon: Icon }) => (
        <Link
          key={label}
          to={to}
          className="inline-flex min-h-9 items-center gap-1.5 rounded-lg border bg-surface px-3 text-sm font-medium hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Icon aria-hidden="true" className="size-4 text-muted-foreground" />
          {label}
        </Link>
      ))}
    </nav>
  );
}

function EventPlanningCard({ event }: { event: TProEventPlanning }) {
  const titleId = useId();
  const { tasks, budget, journey } = event;
  return (
    <li aria-labelledby={titleId}>
      <Card className="flex h-full flex-col gap-4 p-4 sm:p-5">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 id={titleId} className="text-base font-semibold break-words">
              {event.name}
            </h3>
            {tasks.overdue > 0 ? <Badge variant="destructive">{countText(tasks.overdue, "task")} overdue</Badge> : null}
            {budget?.over ? <Badge variant="destructive">Over budget</Badge> : null}
          </div>
          <p className="text-sm text-muted-foreground">{formatEventWhen(event.startAt, event.endAt, event.timeZone)}</p>
        </div>
        <div className="space-y-3">
          <Meter label="Tasks done" value={tasks.done} max={tasks.total}>
            {tasks.total === 0 ? "No tasks yet" : `${tasks.done} of ${tasks.total}`}
          </Meter>
          <Meter label="Planning journey" value={journey.done} max={journey.total}>
            {journey.done} of {journey.total} steps
          </Meter>
          {budget ? (
            <Meter
              label="Budget spent"
              value={budget.actualMinor}
              max={budget.limitMinor ?? budget.plannedMinor}
              tone={budget.over ? "destructive" : "primary"}
            >
              {formatMoney(budget.actualMinor, budget.currency)} of{" "}
              {formatMoney(budget.limitMinor ?? budget.plannedMinor, budget.currency)}
            </Meter>
          ) : (
            <p className="text-sm text-muted-foreground">No budget yet.</p>
          )}
        </div>
        <div className="space-y-2">
          <h4 className="text-sm font-medium">
            Next up
            {tasks.dueThisWeek > 0 ? (
              <span className="font-normal text-muted-foreground"> · {tasks.dueThisWeek} due this week</span>
            ) : null}
            {tasks.blocked > 0 ? (
              <span className="font-normal text-muted-foreground"> · {tasks.blocked} blocked</span>
            ) : null}
          </h4>
          {event.nextTasks.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              {tasks.total === 0 ? "Add the first task, or turn a journey step into one." : "Every task is done."}
            </p>
          ) : (
            <ul className="space-y-1.5 text-sm">
              {event.nextTasks.map((task) => (
                <li key={task.id} className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 break-words">{task.title}</span>
                  <span
                    className={cn(
                      "shrink-0 tabular-nums",
                      task.overdue ? "font-medium text-destructive" : "text-muted-foreground",
                    )}
                  >
                    {task.dueDate ? `${task.overdue ? "Overdue · " : ""}${dayText(task.dueDate)}` : "No due date"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div className="mt-auto">
          <PlanningTools event={event} />
        </div>
      </Card>
    </li>
  );
}

function Overview() {
  const overview = useProOverview();
  if (overview.isPending) return <ListSkeleton label="Loading your planning" rows={3} />;
  if (overview.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load your planning."
        error={overview.error}
        retrying={overview.isFetching}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const { events, totals } = overview.data;
  if (events.length === 0) {
    return (
      <NoEventsYet>
        Tasks, budgets, the timeline and the planning journey all belong to an event. Create one to start planning it.
      </NoEventsYet>
    );
  }
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <StatFigure label="Open tasks" value={totals.openTasks.toLocaleString()} />
        <StatFigure
          label="Overdue tasks"
          value={totals.overdue.toLocaleString()}
          tone={totals.overdue > 0 ? "destructive" : undefined}
        />
        <StatFigure
          label="Events over budget"
          value={totals.overBudgetEvents.toLocaleString()}
          tone={totals.overBudgetEvents > 0 ? "destructive" : undefined}
        />
      </dl>
      {totals.overdue > 0 ? (
        <p className="flex items-center gap-2 text-sm text-destructive">
          <AlertTriangle aria-hidden="true" className="size-4 shrink-0" />
          Some tasks are past their due date. Open the event's tasks to reschedule or finish them.
        </p>
      ) : null}
      <section aria-labelledby="pro-events-heading" className="space-y-3">
        <h2 id="pro-events-heading" className="text-lg font-semibold">
          Your events
        </h2>
        <ul className="grid gap-4 lg:grid-cols-2">
          {events.map((event) => (
            <EventPlanningCard key={event.eventId} event={event} />
          ))}
        </ul>
      </section>
    </div>
  );
}

export default function ProDashboardPage() {
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Pro Dashboard</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Every event's planning at a glance: what is done, what is late, what comes next and how the budget is holding
          up.
        </p>
        <Link
          to="/dashboard?category=planning-tasks"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline"
        >
          All planning tools
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </header>
      <Overview />
    </div>
  );
}
