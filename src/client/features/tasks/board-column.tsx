/** One column of the progress board: its header (rename, delete for your own columns) and its sortable cards. */
import { useId, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useDroppable } from "@dnd-kit/core";
import { SortableContext, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Check, GripVertical, Link2, ListChecks, Pencil, Plus, Trash2, X } from "lucide-react";
import { ZTaskColumnInput, type TTask, type TTaskBoard, type TTaskColumn } from "#shared/tasks/schemas.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { cn } from "#client/lib/utils.ts";
import { PriorityBadge, DueLabel } from "./task-badges.tsx";
import { assigneeName, initials } from "./task-format.ts";

const columnDropId = (columnId: string) => `column:${columnId}`;

function CardBody({ task, board, today }: { task: TTask; board: TTaskBoard; today: string }) {
  const subtasks = board.tasks.filter((t) => t.parentId === task.id);
  const subtasksDone = subtasks.filter((s) => s.done).length;
  const waiting = task.dependsOn.some((d) => !board.tasks.find((t) => t.id === d)?.done);
  const who = assigneeName(board.assignees, task.assigneeId);
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
      <PriorityBadge priority={task.priority} />
      <DueLabel task={task} today={today} iconClassName="size-3.5" />
      {waiting ? (
        <span className="inline-flex items-center gap-1 text-warning-foreground">
          <Link2 aria-hidden="true" className="size-3.5" />
          Waiting
        </span>
      ) : null}
      {task.labels.map((l) => (
        <Badge key={l} variant="default">
          {l}
        </Badge>
      ))}
      {subtasks.length > 0 ? (
        <span className="flex w-full items-center gap-2">
          <span className="sr-only">{`${subtasksDone} of ${subtasks.length} subtasks done`}</span>
          <ListChecks aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
            <span
              className="block h-full rounded-full bg-success"
              style={{ width: `${(subtasksDone / subtasks.length) * 100}%` }}
            />
          </span>
          <span aria-hidden="true" className="tabular-nums">
            {subtasksDone}/{subtasks.length}
          </span>
        </span>
      ) : null}
      {who ? (
        <span className="ml-auto inline-flex items-center gap-1" title={who}>
          <span
            aria-hidden="true"
            className="flex size-6 items-center justify-center rounded-full bg-primary-soft text-[0.65rem] font-semibold text-primary-soft-foreground"
          >
            {initials(who)}
          </span>
          <span className="sr-only">Assigned to {who}</span>
        </span>
      ) : null}
    </div>
  );
}

function SortableCard({
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
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
  });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="task-card"
      data-task-title={task.title}
      className={cn(
        "flex gap-1 rounded-lg border bg-surface p-2 shadow-xs",
        isDragging && "z-10 opacity-60 shadow-lifted",
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Move "${task.title}"`}
        className="flex w-7 shrink-0 cursor-grab touch-none items-center justify-center self-stretch rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring active:cursor-grabbing"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      <div className="min-w-0 flex-1 space-y-2 py-0.5">
        <button
          type="button"
          onClick={onOpen}
          className={cn(
            "block w-full rounded-sm text-left text-sm font-medium wrap-anywhere hover:underline focus-visible:outline-2 focus-visible:outline-ring",
            task.done && "text-muted-foreground",
          )}
        >
          {task.done ? (
            <>
              <Check aria-hidden="true" className="mr-1 inline size-3.5 text-success" />
              <span className="sr-only">Done: </span>
            </>
          ) : null}
          {task.title}
        </button>
        <CardBody task={task} board={board} today={today} />
      </div>
    </li>
  );
}

interface ColumnNameValues {
  name: string;
}

const COLUMN_NAME_FIELDS = ["name"] as const satisfies ReadonlyArray<keyof ColumnNameValues>;

/** Renaming a column in its header: checked by the API's own ZTaskColumnInput. */
function ColumnRenameForm({
  column,
  onRename,
  onDone,
}: {
  column: TTaskColumn;
  onRename: (name: string) => Promise<unknown>;
  onDone: () => void;
}) {
  const id = useId();
  const {
    register,
    formError,
    submitWith,
    formState: { errors },
  } = useServerForm<ColumnNameValues, ColumnNameValues>({
    resolver: zodResolver(ZTaskColumnInput),
    defaultValues: { name: column.name },
    fieldNames: COLUMN_NAME_FIELDS,
    failure: "The name was not saved.",
  });
  const error = errors.name?.message ?? formError;

  const submit = submitWith(async ({ name }) => {
    await onRename(name);
    onDone();
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-1 items-center gap-1">
      <Input
        id={id}
        aria-label="Column name"
        maxLength={60}
        autoFocus
        className="h-9"
        aria-invalid={error ? true : undefined}
        {...register("name")}
      />
      <Button type="submit" size="icon" variant="ghost" className="size-9" aria-label="Save column name">
        <Check aria-hidden="true" />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        className="size-9"
        aria-label="Cancel renaming"
        onClick={onDone}
      >
        <X aria-hidden="true" />
      </Button>
      {error ? (
        <span role="alert" className="sr-only">
          {error}
        </span>
      ) : null}
    </form>
  );
}

function ColumnName({
  column,
  onRename,
  onDelete,
}: {
  column: TTaskColumn;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);

  if (editing) return <ColumnRenameForm column={column} onRename={onRename} onDone={() => setEditing(false)} />;
  return (
    <div className="flex min-w-0 flex-1 items-center gap-1">
      <h2 className="truncate text-sm font-semibold">{column.name}</h2>
      <Button
        size="icon"
        variant="ghost"
        className="size-8 text-muted-foreground"
        aria-label={`Rename column ${column.name}`}
        onClick={() => setEditing(true)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      {column.kind === "custom" ? (
        <Button
          size="icon"
          variant="ghost"
          className="size-8 text-muted-foreground hover:text-destructive"
          aria-label={`Delete column ${column.name}`}
          onClick={onDelete}
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  );
}

export function BoardColumn({
  column,
  cards,
  board,
  today,
  onOpen,
  onAdd,
  onRename,
  onDelete,
}: {
  column: TTaskColumn;
  cards: TTask[];
  board: TTaskBoard;
  today: string;
  onOpen: (task: TTask) => void;
  onAdd: () => void;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => void;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(column.id) });
  return (
    <section
      aria-label={`${column.name}, ${cards.length} ${cards.length === 1 ? "task" : "tasks"}`}
      data-testid="board-column"
      data-column-name={column.name}
      className={cn(
        "flex w-[17rem] shrink-0 flex-col rounded-xl border bg-muted/50 sm:w-72",
        isOver && "ring-2 ring-ring/40",
      )}
    >
      <header className="flex items-center gap-2 border-b px-3 py-2">
        <ColumnName key={column.name} column={column} onRename={onRename} onDelete={onDelete} />
        <span
          className="rounded-full bg-surface px-2 text-xs font-medium tabular-nums text-muted-foreground"
          aria-hidden="true"
        >
          {cards.length}
        </span>
      </header>
      <SortableContext id={column.id} items={cards.map((c) => c.id)} strategy={verticalListSortingStrategy}>
        <ul ref={setNodeRef} aria-label={`Tasks in ${column.name}`} className="flex min-h-24 flex-1 flex-col gap-2 p-2">
          {cards.map((task) => (
            <SortableCard key={task.id} task={task} board={board} today={today} onOpen={() => onOpen(task)} />
          ))}
          {cards.length === 0 ? (
            <li className="rounded-lg border border-dashed px-3 py-6 text-center text-xs text-muted-foreground">
              Drop a card here
            </li>
          ) : null}
        </ul>
      </SortableContext>
      <div className="border-t p-2">
        <Button variant="ghost" size="sm" className="w-full justify-start text-muted-foreground" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add a task
        </Button>
      </div>
    </section>
  );
}
