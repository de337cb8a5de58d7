/**
 * One checklist on the checklists page: progress, its lines in the organiser's order (drag and drop with
 * the mouse, touch or keyboard, and Move up / Move down buttons), ticking, editing, deleting with undo,
 * and a line to add the next item that keeps the cursor for the one after.
 */
import { useEffect, useId, useRef, useState } from "react";
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { ArrowDown, ArrowUp, GripVertical, ListPlus, Pencil, Plus, Printer, Trash2, Undo2 } from "lucide-react";
import type { z } from "zod";
import {
  CHECKLIST_ITEMS_MAX,
  ZChecklistItemInput,
  type TChecklist,
  type TChecklistItem,
} from "#shared/checklists/schemas.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { errorToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { cn } from "#client/lib/utils.ts";
import { useAddItem, useDeleteItem, useReorderItems, useUpdateItem } from "./api.ts";
import { ItemTick, Progress } from "./item-parts.tsx";

interface ItemFormValues {
  text: string;
  /** "" for no due date. */
  dueDate: string;
}

const ITEM_FIELDS = ["text", "dueDate"] as const satisfies ReadonlyArray<keyof ItemFormValues>;

const itemResolver = shapedZodResolver<ItemFormValues, typeof ZChecklistItemInput>(
  ZChecklistItemInput,
  ({ text, dueDate }) => ({ text, dueDate: dueDate || null }),
);

/** A line's words and due date, checked by the API's own ZChecklistItemInput. */
function useItemForm(defaultValues: ItemFormValues) {
  return useServerForm<ItemFormValues, z.output<typeof ZChecklistItemInput>>({
    resolver: itemResolver,
    defaultValues,
    fieldNames: ITEM_FIELDS,
    failure: "Something went wrong. Please try again.",
  });
}

/** The words and the due date of a line, as the add form and the edit form both ask for them. */
function ItemFields({
  id,
  label,
  form,
  autoFocus,
  placeholder,
}: {
  id: string;
  label: string;
  form: ReturnType<typeof useItemForm>;
  autoFocus?: boolean;
  placeholder?: string;
}) {
  const {
    register,
    formError,
    formState: { errors },
  } = form;
  return (
    <>
      {/* A failure that names no field is said under the words: the line has no other place for it. */}
      <FormField id={`${id}-text`} label={label} error={errors.text?.message ?? formError ?? undefined}>
        {(control) => (
          <Input
            {...control}
            autoFocus={autoFocus}
            placeholder={placeholder}
            enterKeyHint="enter"
            {...register("text")}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-due`}
        label={
          <>
            Due date <span className="font-normal text-muted-foreground">(optional)</span>
          </>
        }
        error={errors.dueDate?.message}
      >
        {(control) => <Input {...control} type="date" {...register("dueDate")} />}
      </FormField>
    </>
  );
}

const iconButton = "size-9 px-0 text-muted-foreground hover:text-foreground";

function ItemEditor({ item, eventId, onDone }: { item: TChecklistItem; eventId: string; onDone: () => void }) {
  const id = useId();
  const update = useUpdateItem(eventId);
  const form = useItemForm({ text: item.text, dueDate: item.dueDate ?? "" });

  const save = form.submitWith(async (patch) => {
    await update.mutateAsync({ id: item.id, patch });
    onDone();
  });

  return (
    <form
      onSubmit={(event) => void save(event)}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onDone();
        }
      }}
      className="grid flex-1 gap-3 sm:grid-cols-[minmax(0,1fr)_11rem]"
      aria-label={`Edit "${item.text}"`}
    >
      <ItemFields id={id} label="Item" form={form} autoFocus />
      <div className="flex gap-2 sm:col-span-2 sm:justify-end">
        <Button type="button" variant="outline" size="sm" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" size="sm" loading={form.formState.isSubmitting}>
          Save
        </Button>
      </div>
    </form>
  );
}

interface RowProps {
  item: TChecklistItem;
  index: number;
  count: number;
  eventId: string;
  today: string;
  idPrefix: string;
  onToggle: (done: boolean) => void;
  onMove: (delta: -1 | 1) => void;
  onDelete: () => void;
}

function SortableItem({ item, index, count, eventId, today, idPrefix, onToggle, onMove, onDelete }: RowProps) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.id,
    disabled: editing,
  });
  const first = index === 0;
  const last = index === count - 1;

  function stopEditing() {
    setEditing(false);
    requestAnimationFrame(() => editButton.current?.focus());
  }

  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={cn(
        "relative flex flex-wrap items-start gap-x-2 gap-y-0 border-b px-1 py-2 last:border-b-0 sm:flex-nowrap sm:px-3",
        isDragging ? "z-10 rounded-lg bg-surface shadow-lifted" : "bg-surface",
      )}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Reorder "${item.text}"`}
        disabled={editing}
        className="-ml-1 flex size-8 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground active:cursor-grabbing disabled:invisible"
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      {editing ? (
        <ItemEditor item={item} eventId={eventId} onDone={stopEditing} />
      ) : (
        <>
          <div className="min-w-0 flex-1 pt-1.5">
            <ItemTick item={item} today={today} onToggle={onToggle} idPrefix={idPrefix} />
          </div>
          {/* On phones the actions take their own line under the words. */}
          <div className="-mt-1 flex w-full shrink-0 items-center justify-end gap-0.5 sm:mt-0 sm:w-auto">
            <Button
              ref={editButton}
              variant="ghost"
              className={iconButton}
              aria-label={`Edit "${item.text}"`}
              onClick={() => setEditing(true)}
            >
              <Pencil aria-hidden="true" />
            </Button>
            {/* aria-disabled rather than disabled: the button keeps the focus when its item reaches an end. */}
            <Button
              variant="ghost"
              className={iconButton}
              aria-label={`Move "${item.text}" up`}
              aria-disabled={first || undefined}
              onClick={() => (first ? undefined : onMove(-1))}
            >
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              className={iconButton}
              aria-label={`Move "${item.text}" down`}
              aria-disabled={last || undefined}
              onClick={() => (last ? undefined : onMove(1))}
            >
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              className={cn(iconButton, "hover:bg-destructive-soft hover:text-destructive")}
              aria-label={`Delete "${item.text}"`}
              onClick={onDelete}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function AddItemForm({ checklist, eventId }: { checklist: TChecklist; eventId: string }) {
  const id = useId();
  const add = useAddItem(eventId);
  const form = useItemForm({ text: "", dueDate: "" });
  const { getValues, setValue } = form;
  const full = checklist.items.length >= CHECKLIST_ITEMS_MAX;

  const submit = form.submitWith(async (item) => {
    const typed = getValues("text");
    // Cleared at once so the next item can be typed while this one saves; the words come back on failure.
    setValue("text", "");
    try {
      await add.mutateAsync({ checklistId: checklist.id, item });
    } catch (error) {
      if (!getValues("text")) setValue("text", typed);
      throw error;
    }
  });

  if (full) {
    return (
      <p className="px-4 py-3 text-sm text-muted-foreground sm:px-5">
        This checklist holds the most items it can ({CHECKLIST_ITEMS_MAX}).
      </p>
    );
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="grid gap-3 border-t bg-muted/40 px-4 py-4 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-start sm:px-5"
      aria-label={`Add an item to ${checklist.title}`}
    >
      <ItemFields id={id} label="New item" form={form} placeholder="What needs doing?" />
      <Button type="submit" variant="secondary" className="sm:mt-7">
        <Plus aria-hidden="true" />
        Add item
      </Button>
    </form>
  );
}

interface Deleted {
  item: TChecklistItem;
  index: number;
}

interface ChecklistCardProps {
  checklist: TChecklist;
  eventId: string;
  today: string;
  index: number;
  count: number;
  onMove: (delta: -1 | 1) => void;
  onPrint: () => void;
  onRename: () => void;
  onDelete: () => void;
}

const UNDO_SHOWN_MS = 15_000;

export function ChecklistCard({
  checklist,
  eventId,
  today,
  index,
  count,
  onMove,
  onPrint,
  onRename,
  onDelete,
}: ChecklistCardProps) {
  const headingId = useId();
  const idPrefix = useId();
  const update = useUpdateItem(eventId);
  const remove = useDeleteItem(eventId);
  const reorder = useReorderItems(eventId);
  const add = useAddItem(eventId);
  const [deleted, setDeleted] = useState<Deleted | null>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const items = checklist.items;

  useEffect(() => {
    if (!deleted) return;
    const timer = window.setTimeout(() => setDeleted(null), UNDO_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [deleted]);

  const sensors = useSensors(
    // A few pixels of movement before a drag starts, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function textOf(id: UniqueIdentifier): string {
    return items.find((i) => i.id === id)?.text ?? "the item";
  }
  function positionOf(id: UniqueIdentifier): number {
    return items.findIndex((i) => i.id === id) + 1;
  }
  // The drag starts over its own place: saying "now at position 1" then would talk over "Picked up".
  const moved = useRef(false);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      moved.current = false;
      return `Picked up "${textOf(active.id)}", item ${positionOf(active.id)} of ${items.length}.`;
    },
    onDragOver: ({ active, over }) => {
      if (over?.id === active.id && !moved.current) return undefined;
      moved.current = true;
      return over
        ? `"${textOf(active.id)}" is now at position ${positionOf(over.id)} of ${items.length}.`
        : `"${textOf(active.id)}" is not over the list.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `"${textOf(active.id)}" dropped at position ${positionOf(over.id)} of ${items.length}.`
        : `"${textOf(active.id)}" dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving cancelled. "${textOf(active.id)}" is back at position ${positionOf(active.id)}.`,
  };

  function saveOrder(ids: string[]) {
    reorder.mutate(
      { checklistId: checklist.id, itemIds: ids },
      { onError: (error) => errorToast(`The new order was not saved. ${error.message}`) },
    );
  }

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const ids = items.map((i) => i.id);
    saveOrder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  }

  function move(itemIndex: number, delta: -1 | 1) {
    const target = itemIndex + delta;
    if (target < 0 || target >= items.length) return;
    saveOrder(
      arrayMove(
        items.map((i) => i.id),
        itemIndex,
        target,
      ),
    );
  }

  function toggle(item: TChecklistItem, done: boolean) {
    update.mutate(
      { id: item.id, patch: { done } },
      { onError: (error) => errorToast(`"${item.text}" was not ${done ? "ticked" : "unticked"}. ${error.message}`) },
    );
  }

  function deleteItem(item: TChecklistItem, itemIndex: number) {
    setDeleted({ item, index: itemIndex });
    requestAnimationFrame(() => undoButton.current?.focus());
    remove.mutate(
      { id: item.id, checklistId: checklist.id },
      {
        onError: (error) => {
          setDeleted(null);
          errorToast(`"${item.text}" was not deleted. ${error.message}`);
        },
      },
    );
  }

  function undo() {
    if (!deleted) return;
    const { item, index: at } = deleted;
    setDeleted(null);
    add.mutate(
      { checklistId: checklist.id, item: { text: item.text, dueDate: item.dueDate, done: item.done, index: at } },
      {
        onSuccess: (restored) =>
          requestAnimationFrame(() => document.getElementById(`${idPrefix}-${restored.id}`)?.focus()),
        onError: (error) => errorToast(`"${item.text}" could not be put back. ${error.message}`),
      },
    );
  }

  return (
    <Card
      id={`checklist-${checklist.id}`}
      role="region"
      aria-labelledby={headingId}
      tabIndex={-1}
      className="scroll-mt-20 overflow-hidden focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div className="flex flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
          <h2 id={headingId} className="min-w-0 text-lg font-semibold tracking-tight break-words">
            {checklist.title}
          </h2>
          <div className="flex flex-wrap gap-1.5 sm:shrink-0 sm:justify-end">
            <Button variant="outline" size="sm" onClick={onPrint} aria-label={`Print ${checklist.title}`}>
              <Printer aria-hidden="true" />
              Print
            </Button>
            <Button variant="outline" size="sm" onClick={onRename} aria-label={`Rename ${checklist.title}`}>
              <Pencil aria-hidden="true" />
              <span className="max-sm:sr-only">Rename</span>
            </Button>
            {count > 1 ? (
              <>
                <Button
                  variant="outline"
                  size="sm"
                  className="px-2.5"
                  aria-label={`Move ${checklist.title} up`}
                  aria-disabled={index === 0 || undefined}
                  onClick={() => (index === 0 ? undefined : onMove(-1))}
                >
                  <ArrowUp aria-hidden="true" />
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  className="px-2.5"
                  aria-label={`Move ${checklist.title} down`}
                  aria-disabled={index === count - 1 || undefined}
                  onClick={() => (index === count - 1 ? undefined : onMove(1))}
                >
                  <ArrowDown aria-hidden="true" />
                </Button>
              </>
            ) : null}
            <Button variant="destructive-outline" size="sm" onClick={onDelete} aria-label={`Delete ${checklist.title}`}>
              <Trash2 aria-hidden="true" />
              <span className="max-sm:sr-only">Delete</span>
            </Button>
          </div>
        </div>
        <Progress items={items} today={today} />
      </div>

      {deleted ? (
        <div
          role="status"
          className="flex flex-wrap items-center justify-between gap-2 border-t bg-muted/60 px-4 py-2.5 text-sm sm:px-5"
        >
          <span className="min-w-0 break-words">Deleted "{deleted.item.text}".</span>
          <Button ref={undoButton} variant="outline" size="sm" onClick={undo}>
            <Undo2 aria-hidden="true" />
            Undo
          </Button>
        </div>
      ) : null}

      {items.length === 0 ? (
        <p className="flex items-center gap-2 border-t px-4 py-5 text-sm text-muted-foreground sm:px-5">
          <ListPlus aria-hidden="true" className="size-4 shrink-0" />
          No items yet. Add the first one below.
        </p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                "To move an item, press Space or Enter to pick it up, the up and down arrow keys to move it, and Space or Enter again to drop it. Escape cancels.",
            },
          }}
        >
          <SortableContext items={items.map((i) => i.id)} strategy={verticalListSortingStrategy}>
            <ul aria-label={`Items of ${checklist.title}`} className="border-t px-2 sm:px-3">
              {items.map((item, itemIndex) => (
                <SortableItem
                  key={item.id}
                  item={item}
                  index={itemIndex}
                  count={items.length}
                  eventId={eventId}
                  today={today}
                  idPrefix={idPrefix}
                  onToggle={(done) => toggle(item, done)}
                  onMove={(delta) => move(itemIndex, delta)}
                  onDelete={() => deleteItem(item, itemIndex)}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
      <AddItemForm checklist={checklist} eventId={eventId} />
    </Card>
  );
}
