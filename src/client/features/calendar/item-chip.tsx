/**
 * One item on the calendar: a button that opens its details (where "Move to…" is), and for events and
 * activities a drag handle for the pointer. Its kind is written out for screen readers and shown by icon.
 */
import { useDraggable } from "@dnd-kit/core";
import type { TCalendarItem } from "#shared/calendar/schemas.ts";
import { formatClockTime } from "#shared/date-format.ts";
import { cn } from "#client/lib/utils.ts";
import { zoneOf, type ZoneMode } from "./dates.ts";
import { isStruck, KIND_LOOKS } from "./kinds.tsx";

const startTime = (item: TCalendarItem, mode: ZoneMode) => formatClockTime(item.startAt, zoneOf(item, mode));

/** What the chip says about time on a given day: a task is due, a long event continues. */
function chipTime(item: TCalendarItem, mode: ZoneMode, firstDay: boolean): string {
  if (item.kind === "task") return "Due";
  if (!firstDay) return "Continues";
  return item.kind === "rsvp" ? `Until ${startTime(item, mode)}` : startTime(item, mode);
}

interface ItemChipProps {
  item: TCalendarItem;
  mode: ZoneMode;
  /** The day this copy of the item is drawn on (a long event has one per day). */
  day: string;
  firstDay: boolean;
  draggable: boolean;
  tabIndex: 0 | -1;
  onOpen: (item: TCalendarItem) => void;
  className?: string;
}

/** The chip's look without the drag hooks: the drag overlay draws it too. */
export function ChipBody({ item, mode, firstDay }: Pick<ItemChipProps, "item" | "mode" | "firstDay">) {
  const look = KIND_LOOKS[item.kind];
  const Icon = look.icon;
  return (
    <>
      <Icon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span className="min-w-0 flex-1">
        <span className="sr-only">{look.label}: </span>
        <span className="font-medium tabular-nums">{chipTime(item, mode, firstDay)}</span>{" "}
        <span className={cn("break-words", isStruck(item) && "line-through")}>{item.title}</span>
        {item.status === "cancelled" ? <span className="sr-only"> (cancelled)</span> : null}
        {item.done ? <span className="sr-only"> (done)</span> : null}
      </span>
    </>
  );
}

export const chipClass =
  "flex w-full items-start gap-1.5 rounded-md border border-l-4 px-1.5 py-1 text-left text-xs shadow-xs";

export function ItemChip({ item, mode, day, firstDay, draggable, tabIndex, onOpen, className }: ItemChipProps) {
  const { listeners, setNodeRef, isDragging } = useDraggable({
    id: `${item.kind}:${item.id}:${day}`,
    data: { item },
    disabled: !draggable,
  });
  return (
    <button
      ref={setNodeRef}
      type="button"
      tabIndex={tabIndex}
      onClick={() => onOpen(item)}
      // Only the pointer drags; the keyboard's way to move is "Move to…" in the details.
      {...(draggable ? listeners : {})}
      className={cn(
        chipClass,
        KIND_LOOKS[item.kind].chip,
        "cursor-pointer hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
        isDragging && "opacity-40",
        className,
      )}
    >
      <ChipBody item={item} mode={mode} firstDay={firstDay} />
    </button>
  );
}
