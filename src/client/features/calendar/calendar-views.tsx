/**
 * The interactive calendar's views. Month and week are a grid of days (arrow keys move the focused day,
 * Enter opens it; only the focused day's items are in the tab order); the day view has a row per hour; the
 * agenda lists the busy days, for phones. Days and hours are drop targets for dragged events and activities.
 */
import { useEffect, useRef, type KeyboardEvent } from "react";
import { useDroppable } from "@dnd-kit/core";
import { addDays, isSameMonth } from "date-fns";
import type { TCalendarItem } from "#shared/calendar/schemas.ts";
import { formatDay, formatDayRange, formatHour } from "#shared/date-format.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { cn } from "#client/lib/utils.ts";
import { dayKey, itemDays, startHour, type CalendarView, type ZoneMode } from "./dates.ts";
import { ItemChip } from "./item-chip.tsx";

/** A month cell shows this many items; "+ n more" opens the day. */
const MONTH_CELL_ITEMS = 3;
const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

interface ViewProps {
  days: Date[];
  byDay: Map<string, TCalendarItem[]>;
  mode: ZoneMode;
  today: string;
  /** Drag is offered where a pointer can use it. */
  dragEnabled: boolean;
  onOpenItem: (item: TCalendarItem) => void;
}

export const isFirstDay = (item: TCalendarItem, key: string, mode: ZoneMode) => itemDays(item, mode)[0] === key;

interface DayCellProps extends ViewProps {
  day: Date;
  view: "month" | "week";
  anchor: Date;
  focused: boolean;
  cellRef: (element: HTMLDivElement | null) => void;
  onFocusDay: (key: string) => void;
  onOpenDay: (key: string) => void;
}

function DayCell({
  day,
  view,
  anchor,
  focused,
  cellRef,
  byDay,
  mode,
  today,
  dragEnabled,
  onOpenItem,
  onFocusDay,
  onOpenDay,
}: DayCellProps) {
  const key = dayKey(day);
  const { setNodeRef, isOver } = useDroppable({ id: `day:${key}`, data: { day: key } });
  const items = byDay.get(key) ?? [];
  const shown = view === "month" ? items.slice(0, MONTH_CELL_ITEMS) : items;
  const hidden = items.length - shown.length;
  const outside = view === "month" && !isSameMonth(day, anchor);
  const label = formatDay(key, "long");
  const count = items.length === 0 ? "nothing planned" : `${items.length} ${items.length === 1 ? "item" : "items"}`;

  return (
    <div
      ref={(element) => {
        setNodeRef(element);
        cellRef(element);
      }}
      role="gridcell"
      tabIndex={focused ? 0 : -1}
      aria-label={`${label}, ${count}`}
      aria-current={key === today ? "date" : undefined}
      aria-selected={focused}
      // Focus anywhere in a day (a click, a tab) makes it the day the arrows start from; a day of the next or
      // previous month is left alone, so a click there does not turn the page.
      onFocus={() => {
        if (!focused && !outside) onFocusDay(key);
      }}
      className={cn(
        "flex min-w-0 flex-col gap-1 border-t border-l p-1.5 outline-none",
        view === "month" ? "min-h-28" : "min-h-64",
        outside ? "bg-muted/40 text-muted-foreground" : "bg-surface",
        key === today && "bg-primary-soft/40",
        focused && "ring-2 ring-ring ring-inset",
        isOver && "bg-primary-soft",
      )}
    >
      <div className="flex items-center justify-between gap-1">
        <button
          type="button"
          tabIndex={focused ? 0 : -1}
          onClick={() => onOpenDay(key)}
          aria-label={`Open ${label}`}
          className={cn(
            "flex size-7 cursor-pointer items-center justify-center rounded-full text-sm font-medium tabular-nums hover:bg-muted",
            "focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring",
            key === today && "bg-primary text-primary-foreground hover:bg-primary-hover",
          )}
        >
          {formatDay(key, "dayOfMonth")}
        </button>
        {view === "week" ? (
          <span className="text-xs font-medium text-muted-foreground uppercase">{formatDay(key, "weekday")}</span>
        ) : null}
      </div>
      <ul className="flex flex-col gap-1">
        {shown.map((item) => (
          <li key={`${item.kind}:${item.id}`}>
            <ItemChip
              item={item}
              mode={mode}
              day={key}
              firstDay={isFirstDay(item, key, mode)}
              draggable={dragEnabled && item.movable}
              tabIndex={focused ? 0 : -1}
              onOpen={onOpenItem}
            />
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          tabIndex={focused ? 0 : -1}
          onClick={() => onOpenDay(key)}
          className="cursor-pointer self-start rounded-sm px-1 text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          + {hidden} more<span className="sr-only"> on {label}</span>
        </button>
      ) : null}
    </div>
  );
}

const MOVES: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/** Month and week: rows of seven days, navigated like a date picker. */
export function DayGrid(
  props: ViewProps & {
    view: "month" | "week";
    anchor: Date;
    onFocusDay: (key: string) => void;
    onOpenDay: (key: string) => void;
  },
) {
  const { days, anchor, view, onFocusDay, onOpenDay } = props;
  const anchorKey = dayKey(anchor);
  const cells = useRef(new Map<string, HTMLDivElement>());
  const followFocus = useRef(false);

  useEffect(() => {
    // The focused day changed by keyboard (perhaps into another month): focus follows once it is drawn.
    if (!followFocus.current) return;
    followFocus.current = false;
    cells.current.get(anchorKey)?.focus();
  }, [anchorKey, days]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // Enter on an item or button inside a day is theirs; the arrows always move the day.
    const onCell = (event.target as HTMLElement).getAttribute("role") === "gridcell";
    const move = MOVES[event.key];
    if (move !== undefined) {
      event.preventDefault();
      followFocus.current = true;
      onFocusDay(dayKey(addDays(anchor, move)));
    } else if (event.key === "Enter" && onCell) {
      event.preventDefault();
      onOpenDay(anchorKey);
    }
  }

  const weeks: Date[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));

  return (
    <div
      role="grid"
      aria-label={
        view === "month"
          ? formatDay(dayKey(anchor), "monthLong")
          : `Week of ${formatDay(dayKey(days[0] ?? anchor), "date")}`
      }
      aria-describedby="calendar-keys"
      onKeyDown={onKeyDown}
      className="overflow-hidden rounded-xl border-r border-b"
    >
      <div role="row" className="grid grid-cols-7">
        {(weeks[0] ?? []).map((day) => (
          <div
            key={dayKey(day)}
            role="columnheader"
            className="border-t border-l bg-muted/60 px-2 py-1.5 text-xs font-semibold text-muted-foreground"
          >
            <abbr title={formatDay(dayKey(day), "weekdayName")} className="no-underline">
              {formatDay(dayKey(day), "weekday")}
            </abbr>
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div key={dayKey(week[0]!)} role="row" className="grid grid-cols-7">
          {week.map((day) => {
            const key = dayKey(day);
            return (
              <DayCell
                key={key}
                {...props}
                day={day}
                focused={key === anchorKey}
                cellRef={(element) => {
                  if (element) cells.current.set(key, element);
                  else cells.current.delete(key);
                }}
              />
            );
          })}
        </div>
      ))}
    </div>
  );
}

function HourRow({ day, hour, items, props }: { day: string; hour: number; items: TCalendarItem[]; props: ViewProps }) {
  const { setNodeRef, isOver } = useDroppable({ id: `slot:${day}:${hour}`, data: { day, hour } });
  const label = formatHour(hour);
  return (
    <li ref={setNodeRef} className={cn("grid grid-cols-[4rem_minmax(0,1fr)] border-t", isOver && "bg-primary-soft")}>
      <span className="px-2 py-2 text-xs text-muted-foreground tabular-nums">{label}</span>
      <ul aria-label={`From ${label}`} className="flex min-h-10 flex-col gap-1 py-1 pr-1">
        {items.map((item) => (
          <li key={`${item.kind}:${item.id}`}>
            <ItemChip
              item={item}
              mode={props.mode}
              day={day}
              firstDay
              draggable={props.dragEnabled && item.movable}
              tabIndex={0}
              onOpen={props.onOpenItem}
              className="text-sm"
            />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** One day, an hour per row: dropping on an hour starts the item then (its minutes kept). */
export function DayHours(props: ViewProps & { day: Date }) {
  const key = dayKey(props.day);
  const items = props.byDay.get(key) ?? [];
  // Due days, deadlines and things that began on an earlier day are listed above the hours.
  const allDay = items.filter((item) => item.day !== null || !isFirstDay(item, key, props.mode));
  const timed = items.filter((item) => !allDay.includes(item));
  return (
    <section aria-label={formatDay(dayKey(props.day), "long")} className="overflow-hidden rounded-xl border">
      <div className="space-y-1 bg-muted/40 p-2">
        <h3 className="text-xs font-semibold text-muted-foreground uppercase">All day and due</h3>
        {allDay.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {allDay.map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <ItemChip
                  item={item}
                  mode={props.mode}
                  day={key}
                  firstDay={isFirstDay(item, key, props.mode)}
                  draggable={false}
                  tabIndex={0}
                  onOpen={props.onOpenItem}
                  className="text-sm"
                />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-xs text-muted-foreground">Nothing due</p>
        )}
      </div>
      <ol className="bg-surface">
        {HOURS.map((hour) => (
          <HourRow
            key={hour}
            day={key}
            hour={hour}
            items={timed.filter((item) => startHour(item, props.mode) === hour)}
            props={props}
          />
        ))}
      </ol>
    </section>
  );
}

/** Phones: the busy days of the range as a list, each item opening its details. */
export function Agenda(props: ViewProps & { view: CalendarView }) {
  const busy = props.days.map(dayKey).filter((key) => (props.byDay.get(key) ?? []).length > 0);
  return (
    <ol className="space-y-4">
      {busy.map((key) => (
        <li key={key} aria-labelledby={`agenda-${key}`} className="space-y-2">
          <h3 id={`agenda-${key}`} className="flex items-center gap-2 text-sm font-semibold">
            {formatDay(key, "weekdayLong")}
            {key === props.today ? <Badge>Today</Badge> : null}
          </h3>
          <ul className="flex flex-col gap-2">
            {(props.byDay.get(key) ?? []).map((item) => (
              <li key={`${item.kind}:${item.id}`}>
                <ItemChip
                  item={item}
                  mode={props.mode}
                  day={key}
                  firstDay={isFirstDay(item, key, props.mode)}
                  draggable={false}
                  tabIndex={0}
                  onOpen={props.onOpenItem}
                  className="py-2 text-sm"
                />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

/** The first and last visible day of a view, for its title. */
export function viewTitle(view: CalendarView, days: Date[], anchor: Date): string {
  if (view === "month") return formatDay(dayKey(anchor), "monthLong");
  if (view === "day") return formatDay(dayKey(anchor), "long");
  return formatDayRange(dayKey(days[0] ?? anchor), dayKey(days[days.length - 1] ?? anchor));
}
