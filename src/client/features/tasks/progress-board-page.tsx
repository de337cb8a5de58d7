/**
 * /progress-board: an event's tasks as cards in columns (To do, In progress, Blocked, Done and the
 * organiser's own). Cards move by mouse, touch or keyboard (Space to pick up, arrows, Space to drop),
 * each move is saved on the server, and a move the server refuses (a dependency not done) snaps back.
 */
import { useId, useMemo, useRef, useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { arrayMove, sortableKeyboardCoordinates } from "@dnd-kit/sortable";
import { ArrowRight, KanbanSquare, Plus } from "lucide-react";
import { z } from "zod";
import {
  TASK_COLUMNS_PER_EVENT_MAX,
  ZTaskColumnInput,
  type TTask,
  type TTaskBoard,
  type TTaskColumn,
} from "#shared/tasks/schemas.ts";
import { OrganiserEventPicker } from "#client/components/organiser-event-picker.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog.tsx";
import { FieldError } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useTarget } from "#client/lib/use-target.ts";
import { localToday } from "#client/lib/calendar-day.ts";
import { useEventLink } from "#client/lib/event-page-links.ts";
import { useLivePlanning } from "#client/lib/use-live-planning.ts";
import { useAddColumn, useDeleteColumn, useMoveTask, useRenameColumn, useTaskBoard } from "./api.ts";
import { BoardColumn } from "./board-column.tsx";
import { TaskDialog, type TaskDialogTarget } from "./task-dialog.tsx";

/** Card ids per column, in order: the board as the drag sees it. */
type Lanes = Record<string, string[]>;

function lanesOf(board: TTaskBoard): Lanes {
  const lanes: Lanes = Object.fromEntries(board.columns.map((c) => [c.id, [] as string[]]));
  const cards = board.tasks.filter((t) => !t.parentId).sort((a, b) => a.position - b.position);
  for (const card of cards) lanes[card.columnId]?.push(card.id);
  return lanes;
}

function laneOf(lanes: Lanes, id: UniqueIdentifier): string | undefined {
  const key = String(id);
  if (key.startsWith("column:")) return key.slice("column:".length);
  return Object.keys(lanes).find((columnId) => lanes[columnId]!.includes(key));
}

function BoardSkeleton() {
  return (
    <div role="status" aria-label="Loading the board" className="flex gap-4 overflow-hidden">
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="w-72 shrink-0 space-y-2 rounded-xl border p-3">
          <Skeleton className="h-5 w-24" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ))}
    </div>
  );
}

interface NewColumnValues {
  name: string;
}

/** The API's own check of a column's name, after an empty box is said in this form's words. */
const newColumnResolver = zodResolver(
  z.object({ name: z.string().trim().min(1, "Give the column a name.").pipe(ZTaskColumnInput.shape.name) }),
);
const NEW_COLUMN_FIELDS = ["name"] as const satisfies ReadonlyArray<keyof NewColumnValues>;

function AddColumnForm({ eventId, disabled }: { eventId: string; disabled: boolean }) {
  const id = useId();
  const add = useAddColumn(eventId);
  const {
    register,
    reset,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<NewColumnValues, NewColumnValues>({
    resolver: newColumnResolver,
    defaultValues: { name: "" },
    fieldNames: NEW_COLUMN_FIELDS,
    failure: "The column was not added.",
  });
  const error = errors.name?.message ?? formError ?? undefined;
  const shown = disabled ? `A board holds at most ${TASK_COLUMNS_PER_EVENT_MAX} columns.` : error;

  const submit = submitWith(async ({ name }) => {
    const column = await add.mutateAsync(name);
    reset();
    successToast("Column added", `"${column.name}" was added before Done.`);
  });

  // Above the lanes rather than after the last one, where a wide board pushed it off the screen.
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="w-full shrink-0 space-y-1.5 sm:w-96">
      <Label htmlFor={`${id}-name`}>Add a column</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-name`}
          maxLength={60}
          placeholder="e.g. Waiting for quotes"
          aria-invalid={error ? true : undefined}
          aria-describedby={shown ? `${id}-error` : undefined}
          disabled={disabled}
          {...register("name")}
        />
        <Button type="submit" variant="outline" className="shrink-0" loading={isSubmitting} disabled={disabled}>
          {isSubmitting ? null : <Plus aria-hidden="true" />}
          Add column
        </Button>
      </div>
      <FieldError id={`${id}-error`} message={shown} />
    </form>
  );
}

function Board({ eventId, board }: { eventId: string; board: TTaskBoard }) {
  const move = useMoveTask(eventId);
  const rename = useRenameColumn(eventId);
  const removeColumn = useDeleteColumn(eventId);
  const deleting = useTarget<TTaskColumn>();
  const [dialog, setDialog] = useState<TaskDialogTarget | null>(null);
  // While a card is being dragged, the board as the drag has rearranged it; otherwise the server's.
  const [dragLanes, setDragLanes] = useState<Lanes | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const lanes = useMemo(() => dragLanes ?? lanesOf(board), [dragLanes, board]);
  const byId = useMemo(() => new Map(board.tasks.map((t) => [t.id, t])), [board]);
  const today = localToday();

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a click on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const title = (id: UniqueIdentifier) => byId.get(String(id))?.title ?? "the task";
  const columnName = (columnId: string | undefined) =>
    board.columns.find((c) => c.id === columnId)?.name ?? "the board";
  function place(id: UniqueIdentifier, current: Lanes = lanes) {
    const lane = laneOf(current, id);
    const index = lane ? current[lane]!.indexOf(String(id)) : -1;
    return `${columnName(lane)}, position ${index + 1} of ${lane ? current[lane]!.length : 0}`;
  }
  // The drag starts over its own place: announcing that would talk over "Picked up".
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up "${title(active.id)}" in ${place(active.id)}. Use the arrow keys to move it, Space to drop it.`;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id && !moved.current) return undefined;
      moved.current = true;
      return over
        ? `"${title(active.id)}" is over ${place(active.id)}.`
        : `"${title(active.id)}" is not over a column.`;
    },
    onDragEnd: ({ active, over }) =>
      over ? `"${title(active.id)}" dropped in ${place(active.id)}.` : `"${title(active.id)}" dropped where it was.`,
    onDragCancel: ({ active }) => `Moving cancelled. "${title(active.id)}" is back where it was.`,
  };

  function onDragStart({ active }: DragStartEvent) {
    setActiveId(String(active.id));
    setDragLanes(lanesOf(board));
  }

  // Crossing into another column moves the card there at once, so the columns make room as it travels.
  function onDragOver({ active, over }: DragOverEvent) {
    if (!over || !dragLanes) return;
    const from = laneOf(dragLanes, active.id);
    const to = laneOf(dragLanes, over.id);
    if (!from || !to || from === to) return;
    const target = dragLanes[to]!;
    const overIndex = String(over.id).startsWith("column:") ? target.length : target.indexOf(String(over.id));
    setDragLanes({
      ...dragLanes,
      [from]: dragLanes[from]!.filter((id) => id !== active.id),
      [to]: [...target.slice(0, overIndex), String(active.id), ...target.slice(overIndex)],
    });
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    const current = dragLanes;
    setActiveId(null);
    setDragLanes(null);
    if (!over || !current) return;
    const id = String(active.id);
    const lane = laneOf(current, id);
    if (!lane) return;
    let order = current[lane]!;
    if (!String(over.id).startsWith("column:") && order.includes(String(over.id)))
      order = arrayMove(order, order.indexOf(id), order.indexOf(String(over.id)));
    const index = order.indexOf(id);
    const card = byId.get(id);
    if (!card || (card.columnId === lane && card.position === index)) return;
    move.mutate(
      { id, columnId: lane, index, title: card.title },
      { onError: (error) => errorToast(`"${card.title}" could not move to ${columnName(lane)}. ${error.message}`) },
    );
  }

  const active = activeId ? byId.get(activeId) : undefined;
  return (
    <>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCorners}
        onDragStart={onDragStart}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={() => (setActiveId(null), setDragLanes(null))}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              "To move a card, press Space or Enter to pick it up, the arrow keys to move it within its column or to the next column, and Space or Enter again to drop it. Escape cancels.",
          },
        }}
      >
        {/* The columns scroll sideways inside their own region, never the page: on the event page and on a phone the
            board is as wide as the page's content. Focusable, so the arrow keys scroll it too. */}
        <div
          role="region"
          aria-label="Board columns"
          tabIndex={0}
          className="overflow-x-auto overscroll-x-contain rounded-xl pb-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <div className="flex w-max items-start gap-4">
            {board.columns.map((column) => (
              <BoardColumn
                key={column.id}
                column={column}
                cards={lanes[column.id]!.map((id) => byId.get(id)).filter((t): t is TTask => t !== undefined)}
                board={board}
                today={today}
                onOpen={(task) => setDialog({ taskId: task.id })}
                onAdd={() => setDialog({ taskId: null, columnId: column.id })}
                onRename={(name) => rename.mutateAsync({ id: column.id, name })}
                onDelete={() => deleting.open(column)}
              />
            ))}
          </div>
        </div>
        <DragOverlay>
          {active ? (
            <div className="w-64 rounded-lg border bg-surface p-3 text-sm font-medium shadow-lifted">
              {active.title}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
      <TaskDialog eventId={eventId} board={board} target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting.target !== null}
        onOpenChange={(open) => (open ? undefined : deleting.close())}
        title={`Delete the column ${deleting.target?.name ?? ""}?`}
        description={`Its ${lanes[deleting.target?.id ?? ""]?.length ?? 0} cards move to To do; nothing else is lost.`}
        confirmLabel="Delete column"
        pending={removeColumn.isPending}
        error={removeColumn.error?.message ?? null}
        onConfirm={() => deleting.target && removeColumn.mutate(deleting.target.id, { onSuccess: deleting.close })}
      />
    </>
  );
}

export function EventBoard({ eventId }: { eventId: string }) {
  const board = useTaskBoard(eventId);
  useLivePlanning(eventId);
  const link = useEventLink();
  if (board.isPending) return <BoardSkeleton />;
  if (board.isError)
    return (
      <LoadFailedAlert
        title="We couldn't load the board."
        error={board.error}
        retrying={board.isFetching}
        onRetry={() => void board.refetch()}
      />
    );
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <p className="max-w-3xl text-sm text-muted-foreground">
          Drag a card by its handle, or focus the handle and press Space, the arrow keys, then Space. A card moves to
          Done only when what it waits for is done.{" "}
          <Link
            to={link(`/task-management?eventId=${encodeURIComponent(eventId)}`)}
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            All tasks as a list
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </p>
        <AddColumnForm eventId={eventId} disabled={board.data.columns.length >= TASK_COLUMNS_PER_EVENT_MAX} />
      </div>
      <Board eventId={eventId} board={board.data} />
    </div>
  );
}

export default function ProgressBoardPage() {
  return (
    <div className="mx-auto w-full max-w-[1400px] flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Progress board</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          See where every task stands and move it along as work gets done.
        </p>
      </header>
      <OrganiserEventPicker
        icon={KanbanSquare}
        noEventsText="The board shows an event's tasks. Create your event first, then add its tasks."
        loading={<BoardSkeleton />}
      >
        {(event) => <EventBoard key={event.id} eventId={event.id} />}
      </OrganiserEventPicker>
    </div>
  );
}
