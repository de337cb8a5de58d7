/**
 * /task-management: every task of one event (?eventId=), filtered by assignee, priority, label, status
 * and due date; a task opens in a dialog with all its fields, subtasks, comments and files.
 */
import { useId, useMemo, useState, type ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight, ListChecks, MessageSquare, Paperclip, Plus } from "lucide-react";
import { TASK_PRIORITIES, type TTask, type TTaskBoard } from "#shared/tasks/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { OrganiserEventPicker } from "#client/components/organiser-event-picker.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { localToday, shiftDay } from "#client/lib/calendar-day.ts";
import { cn } from "#client/lib/utils.ts";
import { useEventLink } from "#client/lib/event-page-links.ts";
import { useLivePlanning } from "#client/lib/use-live-planning.ts";
import { useTaskBoard } from "./api.ts";
import { TaskDialog, type TaskDialogTarget } from "./task-dialog.tsx";
import { DueLabel, PriorityBadge } from "./task-badges.tsx";
import { assigneeName, dueState, PRIORITY_LABEL } from "./task-format.ts";

interface Filters {
  assignee: string;
  priority: string;
  label: string;
  status: string;
  due: string;
}
const NO_FILTERS: Filters = { assignee: "", priority: "", label: "", status: "", due: "" };

function matches(task: TTask, f: Filters, today: string): boolean {
  if (f.assignee === "none" ? task.assigneeId !== null : f.assignee && task.assigneeId !== f.assignee) return false;
  if (f.priority && task.priority !== f.priority) return false;
  if (f.label && !task.labels.includes(f.label)) return false;
  if (f.status === "open" && task.done) return false;
  if (f.status && f.status !== "open" && task.columnKind !== f.status) return false;
  if (f.due === "overdue" && dueState(task, today) !== "overdue") return false;
  if (f.due === "week" && (!task.dueDate || task.done || task.dueDate > shiftDay(today, 7))) return false;
  if (f.due === "none" && task.dueDate) return false;
  return true;
}

function ListSkeleton() {
  return (
    <div role="status" aria-label="Loading tasks" className="space-y-3">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-20 w-full rounded-xl" />
      ))}
    </div>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}

function TaskRow({
  task,
  board,
  today,
  onOpen,
}: {
  task: TTask;
  board: TTaskBoard;
  today: string;
  onOpen: () => void;
}) {
  const subtasks = board.tasks.filter((t) => t.parentId === task.id);
  const column = board.columns.find((c) => c.id === task.columnId);
  const waitingOn = task.dependsOn
    .map((d) => board.tasks.find((t) => t.id === d))
    .filter((t): t is TTask => !!t && !t.done);
  const who = assigneeName(board.assignees, task.assigneeId);
  return (
    <li>
      {/* The title is the button; its ::after covers the card, so the whole card opens the task. */}
      <Card className="relative flex flex-col gap-2 p-4 hover:bg-muted/50 has-[button:focus-visible]:outline-2 has-[button:focus-visible]:outline-ring">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <button
            type="button"
            onClick={onOpen}
            className={cn(
              "text-left font-medium outline-none after:absolute after:inset-0 after:rounded-xl",
              task.done && "text-muted-foreground line-through",
            )}
          >
            {task.title}
          </button>
          <Badge variant={task.done ? "success" : "neutral"}>{column?.name ?? "To do"}</Badge>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5 text-sm text-muted-foreground">
          <PriorityBadge priority={task.priority} />
          <DueLabel task={task} today={today} iconClassName="size-4" />
          <span>{who ?? "Nobody assigned"}</span>
          {subtasks.length > 0 ? (
            <span className="inline-flex items-center gap-1">
              <ListChecks aria-hidden="true" className="size-4" />
              {subtasks.filter((s) => s.done).length}/{subtasks.length} subtasks
            </span>
          ) : null}
          {task.commentCount > 0 ? (
            <span className="inline-flex items-center gap-1">
              <MessageSquare aria-hidden="true" className="size-4" />
              {task.commentCount}
              <span className="sr-only"> {task.commentCount === 1 ? "comment" : "comments"}</span>
            </span>
          ) : null}
          {task.attachmentCount > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Paperclip aria-hidden="true" className="size-4" />
              {task.attachmentCount}
              <span className="sr-only"> {task.attachmentCount === 1 ? "file" : "files"}</span>
            </span>
          ) : null}
          {task.labels.map((l) => (
            <Badge key={l} variant="default">
              {l}
            </Badge>
          ))}
        </div>
        {waitingOn.length > 0 ? (
          <p className="text-sm text-warning-foreground">Waits for: {waitingOn.map((t) => t.title).join(", ")}</p>
        ) : null}
      </Card>
    </li>
  );
}

export function EventTasks({ eventId }: { eventId: string }) {
  const board = useTaskBoard(eventId);
  useLivePlanning(eventId);
  const link = useEventLink();
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [dialog, setDialog] = useState<TaskDialogTarget | null>(null);
  const today = localToday();
  const data = board.data;
  const topLevel = useMemo(() => {
    if (!data) return [];
    const columnOrder = new Map(data.columns.map((c) => [c.id, c.position]));
    return data.tasks
      .filter((t) => !t.parentId)
      .sort(
        (a, b) => (columnOrder.get(a.columnId) ?? 0) - (columnOrder.get(b.columnId) ?? 0) || a.position - b.position,
      );
  }, [data]);
  const labels = useMemo(() => [...new Set(topLevel.flatMap((t) => t.labels))].sort(), [topLevel]);
  const shown = topLevel.filter((t) => matches(t, filters, today));
  const set = (change: Partial<Filters>) => setFilters((f) => ({ ...f, ...change }));
  const filtered = Object.values(filters).some(Boolean);

  if (board.isPending) return <ListSkeleton />;
  if (board.isError)
    return (
      <LoadFailedAlert
        title="We couldn't load the tasks."
        error={board.error}
        retrying={board.isFetching}
        onRetry={() => void board.refetch()}
      />
    );

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <Button onClick={() => setDialog({ taskId: null })}>
          <Plus aria-hidden="true" />
          New task
        </Button>
        <Button variant="outline" asChild>
          <Link to={link(`/progress-board?eventId=${encodeURIComponent(eventId)}`)}>
            Progress board
            <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </div>

      {topLevel.length === 0 ? (
        <EmptyState
          icon={ListChecks}
          title="No tasks yet"
          action={
            <Button onClick={() => setDialog({ taskId: null })}>
              <Plus aria-hidden="true" />
              Add your first task
            </Button>
          }
        >
          Write down what needs doing, who does it and by when. Tasks can wait for each other, and reminders go out the
          day before they are due.
        </EmptyState>
      ) : (
        <>
          <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
            <legend className="sr-only">Filter tasks</legend>
            <FilterSelect label="Assignee" value={filters.assignee} onChange={(assignee) => set({ assignee })}>
              <option value="">Anyone</option>
              <option value="none">Nobody yet</option>
              {data!.assignees.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="Priority" value={filters.priority} onChange={(priority) => set({ priority })}>
              <option value="">Any</option>
              {TASK_PRIORITIES.map((p) => (
                <option key={p} value={p}>
                  {PRIORITY_LABEL[p]}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="Label" value={filters.label} onChange={(label) => set({ label })}>
              <option value="">Any</option>
              {labels.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </FilterSelect>
            <FilterSelect label="Status" value={filters.status} onChange={(status) => set({ status })}>
              <option value="">Any</option>
              <option value="open">Not done</option>
              <option value="todo">To do</option>
              <option value="in_progress">In progress</option>
              <option value="blocked">Blocked</option>
              <option value="custom">In my own columns</option>
              <option value="done">Done</option>
            </FilterSelect>
            <FilterSelect label="Due" value={filters.due} onChange={(due) => set({ due })}>
              <option value="">Any time</option>
              <option value="overdue">Overdue</option>
              <option value="week">Within a week</option>
              <option value="none">No due date</option>
            </FilterSelect>
          </fieldset>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {shown.length === topLevel.length
              ? `${topLevel.length} ${topLevel.length === 1 ? "task" : "tasks"}`
              : `${shown.length} of ${topLevel.length} tasks`}
            {filtered ? (
              <>
                {" · "}
                <Button variant="link" className="text-sm" onClick={() => setFilters(NO_FILTERS)}>
                  Clear filters
                </Button>
              </>
            ) : null}
          </p>
          {shown.length === 0 ? (
            <EmptyState icon={ListChecks} title="No task matches these filters">
              Change or clear the filters to see more tasks.
            </EmptyState>
          ) : (
            <ul aria-label="Tasks" className="space-y-3">
              {shown.map((task) => (
                <TaskRow
                  key={task.id}
                  task={task}
                  board={data!}
                  today={today}
                  onOpen={() => setDialog({ taskId: task.id })}
                />
              ))}
            </ul>
          )}
        </>
      )}
      {data ? <TaskDialog eventId={eventId} board={data} target={dialog} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

export default function TaskManagementPage() {
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Tasks</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Everything to do for an event: who does it, by when, what it waits for, with subtasks, comments and files in
          one place.
        </p>
      </header>
      <OrganiserEventPicker
        icon={ListChecks}
        noEventsText="Tasks belong to an event. Create your event first, then plan its tasks here."
        loading={<ListSkeleton />}
      >
        {(event) => <EventTasks key={event.id} eventId={event.id} />}
      </OrganiserEventPicker>
    </div>
  );
}
