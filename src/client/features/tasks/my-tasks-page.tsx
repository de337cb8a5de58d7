/**
 * /my-tasks: the tasks organisers gave the signed-in person, across their events. No plan is needed to be
 * given a task, so a free guest opens this from a reminder mail. A task is ticked done here (once what it
 * waits for is done) and can be reopened while it is still in the recent list.
 */
import { useId } from "react";
import { Link } from "react-router";
import { ArrowRight, ClipboardCheck } from "lucide-react";
import type { TMyTask } from "#shared/tasks/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { localToday } from "#client/lib/calendar-day.ts";
import { errorToast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";
import { useMyTasks, useSetMyTaskDone } from "./api.ts";
import { DueLabel, PriorityBadge } from "./task-badges.tsx";

function MyTaskItem({ task, today }: { task: TMyTask; today: string }) {
  const id = useId();
  const setDone = useSetMyTaskDone();
  const waiting = !task.done && task.waitingFor.length > 0;
  const pending = setDone.isPending && setDone.variables?.id === task.id;

  function toggle(done: boolean) {
    setDone.mutate(
      { id: task.id, done, title: task.title },
      {
        onError: (error) =>
          errorToast(`"${task.title}" could not be ${done ? "ticked off" : "reopened"}. ${error.message}`),
      },
    );
  }

  return (
    <li>
      <Card className={cn("flex items-start gap-3 p-4", task.done && "bg-muted/40")}>
        <Checkbox
          id={`${id}-done`}
          className="mt-0.5"
          checked={task.done}
          disabled={waiting || pending}
          aria-describedby={`${id}-facts`}
          onCheckedChange={(checked) => toggle(checked === true)}
        />
        <div className="min-w-0 flex-1 space-y-1.5">
          <label
            htmlFor={`${id}-done`}
            className={cn("block font-medium break-words", task.done && "text-muted-foreground line-through")}
          >
            {task.title}
          </label>
          {task.description ? (
            <p className="text-sm whitespace-pre-wrap text-muted-foreground">{task.description}</p>
          ) : null}
          <p id={`${id}-facts`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
            <span>
              {task.eventName}
              {task.organiser ? null : <> · from {task.organiserName}</>}
            </span>
            <DueLabel task={task} today={today} iconClassName="size-3.5" />
            {waiting ? <span>Waits for: {task.waitingFor.join(", ")}</span> : null}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <PriorityBadge priority={task.priority} />
            {task.organiser ? (
              <Link
                to={`/task-management?eventId=${encodeURIComponent(task.eventId)}`}
                className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Open the event's tasks <ArrowRight aria-hidden="true" className="size-3.5" />
              </Link>
            ) : null}
          </div>
        </div>
      </Card>
    </li>
  );
}

function TaskSection({ title, tasks, today }: { title: string; tasks: TMyTask[]; today: string }) {
  const id = useId();
  if (tasks.length === 0) return null;
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="text-sm font-normal text-muted-foreground">({tasks.length})</span>
      </h2>
      <ul aria-labelledby={id} className="space-y-3">
        {tasks.map((task) => (
          <MyTaskItem key={task.id} task={task} today={today} />
        ))}
      </ul>
    </section>
  );
}

export default function MyTasksPage() {
  const tasks = useMyTasks();
  const today = localToday();
  const open = tasks.data?.filter((t) => !t.done) ?? [];
  const done = tasks.data?.filter((t) => t.done) ?? [];
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">My tasks</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          What organisers have asked you to take care of, soonest due first. Tick a task off when it is done; the
          organiser sees it on their board at once.
        </p>
      </header>
      {tasks.isPending ? (
        <div role="status" aria-label="Loading your tasks" className="space-y-3">
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} className="h-24 w-full rounded-xl" />
          ))}
        </div>
      ) : tasks.isError ? (
        <LoadFailedAlert
          title="We couldn't load your tasks."
          error={tasks.error}
          retrying={tasks.isFetching}
          onRetry={() => void tasks.refetch()}
        />
      ) : tasks.data.length === 0 ? (
        <EmptyState icon={ClipboardCheck} title="No tasks for you">
          When an organiser gives you a task for one of their events, it appears here, and you get an email the day
          before it is due.
        </EmptyState>
      ) : (
        <>
          {open.length === 0 ? (
            <p className="text-sm text-muted-foreground">All done. Nothing is waiting for you.</p>
          ) : null}
          <TaskSection title="To do" tasks={open} today={today} />
          <TaskSection title="Done recently" tasks={done} today={today} />
        </>
      )}
    </div>
  );
}
