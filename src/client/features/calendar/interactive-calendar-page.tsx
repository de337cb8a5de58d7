/**
 * /interactive-calendar: the organiser's events, activities, tasks due and RSVP deadlines by month, week or
 * day (view, day and time zone choice in the URL). Events and activities are dragged to another day or hour,
 * or moved with "Move to…" in their details; the calendar shows the move at once and takes it back, with the
 * server's reason, when it is refused. On a phone the grid gives way to a list of the busy days.
 */
import { useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import {
  DndContext,
  DragOverlay,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core";
import { CalendarPlus, CalendarRange, ChevronLeft, ChevronRight, Globe, Rss } from "lucide-react";
import type { TCalendarItem } from "#shared/calendar/schemas.ts";
import { browserTimeZone } from "#shared/zoned-time.ts";
import { describeTimeZone, formatZonedInstant } from "#shared/date-format.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Segmented } from "#client/components/segmented.tsx";
import { useBreakpoint } from "#client/lib/breakpoints.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";
import { useCalendarItems, useMoveItem } from "./api.ts";
import { Agenda, DayGrid, DayHours, isFirstDay, viewTitle } from "./calendar-views.tsx";
import {
  dayKey,
  dropStartDay,
  droppedStart,
  itemsByDay,
  parseDayKey,
  queryRange,
  step,
  visibleDays,
  zoneOf,
  type CalendarView,
  type ZoneMode,
} from "./dates.ts";
import { ChipBody, chipClass } from "./item-chip.tsx";
import { ItemDialog } from "./item-dialog.tsx";
import { KIND_LOOKS, Legend } from "./kinds.tsx";

const VIEWS: Array<{ value: CalendarView; label: string }> = [
  { value: "month", label: "Month" },
  { value: "week", label: "Week" },
  { value: "day", label: "Day" },
];

function useCalendarParams() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get("view");
  const view: CalendarView = raw === "week" || raw === "day" ? raw : "month";
  const anchor = parseDayKey(search.get("date")) ?? parseDayKey(dayKey(new Date()))!;
  const mode: ZoneMode = search.get("times") === "event" ? "event" : "mine";

  function update(patch: { view?: CalendarView; date?: Date | null; mode?: ZoneMode }) {
    const next = new URLSearchParams(search);
    if (patch.view !== undefined) {
      if (patch.view === "month") next.delete("view");
      else next.set("view", patch.view);
    }
    if (patch.date !== undefined) {
      if (patch.date === null) next.delete("date");
      else next.set("date", dayKey(patch.date));
    }
    if (patch.mode !== undefined) {
      if (patch.mode === "mine") next.delete("times");
      else next.set("times", patch.mode);
    }
    setSearch(next, { replace: true });
  }

  return { view, anchor, mode, update };
}

function CalendarSkeleton({ view, phone }: { view: CalendarView; phone: boolean }) {
  const cells = phone ? 4 : view === "month" ? 35 : view === "week" ? 7 : 8;
  return (
    <div role="status" aria-label="Loading your calendar">
      <div aria-hidden="true" className={cn("grid gap-2", !phone && view !== "day" && "grid-cols-7")}>
        {Array.from({ length: cells }, (_, index) => (
          <Skeleton
            key={index}
            className={cn(
              "w-full rounded-lg",
              phone ? "h-20" : view === "month" ? "h-24" : view === "week" ? "h-64" : "h-10",
            )}
          />
        ))}
      </div>
    </div>
  );
}

/** "Sat, Jun 12, 2027, 9:00 PM (Europe/Amsterdam, GMT+2)": where a moved item now starts, for the notice. */
function movedText(item: TCalendarItem, startAt: string, mode: ZoneMode): string {
  const zone = zoneOf(item, mode);
  return formatZonedInstant(startAt, zone);
}

export default function InteractiveCalendarPage() {
  const { view, anchor, mode, update } = useCalendarParams();
  const phone = useBreakpoint() === "mobile";
  const anchorKey = dayKey(anchor);
  const days = useMemo(() => visibleDays(view, parseDayKey(anchorKey)!), [view, anchorKey]);
  const range = useMemo(() => queryRange(days), [days]);
  const query = useCalendarItems(range.from, range.to);
  const move = useMoveItem();
  const [open, setOpen] = useState<{ kind: TCalendarItem["kind"]; id: string } | null>(null);
  const [dragging, setDragging] = useState<{ item: TCalendarItem; day: string } | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 6 } }),
  );

  const items = useMemo(() => query.data?.items ?? [], [query.data]);
  const byDay = useMemo(() => itemsByDay(items, mode), [items, mode]);
  const visibleKeys = useMemo(() => new Set(days.map(dayKey)), [days]);
  const anyVisible = [...byDay.keys()].some((key) => visibleKeys.has(key));
  // The dialog follows the cached item, so an optimistic move or the server's answer shows in it at once.
  const openItem = open ? (items.find((item) => item.kind === open.kind && item.id === open.id) ?? null) : null;
  const today = dayKey(new Date());
  const unit = view;

  function reschedule(item: TCalendarItem, startAt: string) {
    if (item.kind !== "event" && item.kind !== "activity") return;
    // mutateAsync rather than mutate's callbacks: those fire for the latest call only, and every refusal needs its notice.
    void move.mutateAsync({ kind: item.kind, id: item.id, startAt }).then(
      () => successToast(`Moved ${item.title}`, `It now starts ${movedText(item, startAt, mode)}.`),
      // The calendar is already back as it was; say why.
      (error: Error) => errorToast(error.message || `${item.title} could not be moved.`),
    );
  }

  function onDragStart(event: DragStartEvent) {
    const item = event.active.data.current?.item as TCalendarItem | undefined;
    const day = String(event.active.id).split(":")[2] ?? "";
    setDragging(item ? { item, day } : null);
  }

  function onDragEnd(event: DragEndEvent) {
    setDragging(null);
    const item = event.active.data.current?.item as TCalendarItem | undefined;
    const target = event.over?.data.current as { day: string; hour?: number } | undefined;
    if (!item || !target) return;
    // A long event grabbed by its third day moves by the days between that day and the drop.
    const grabbed = String(event.active.id).split(":")[2] ?? target.day;
    const startAt = droppedStart(item, mode, dropStartDay(item, mode, grabbed, target.day), target.hour);
    if (startAt) reschedule(item, startAt);
  }

  const viewProps = {
    days,
    byDay,
    mode,
    today,
    dragEnabled: !phone,
    onOpenItem: (item: TCalendarItem) => setOpen({ kind: item.kind, id: item.id }),
  };
  const zoneNote =
    mode === "mine"
      ? `Times in your time zone, ${describeTimeZone(browserTimeZone(), range.from, range.to)}.`
      : "Times in each event's own time zone, named in each item's details.";

  return (
    <div className="mx-auto w-full max-w-7xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Interactive calendar</h1>
          <p className="flex items-start gap-1.5 text-muted-foreground">
            <Globe aria-hidden="true" className="mt-1 size-4 shrink-0" />
            {zoneNote}
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to="/calendar-integration">
            <Rss aria-hidden="true" />
            Subscribe in your calendar app
          </Link>
        </Button>
      </header>

      <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center lg:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <Segmented label="View" options={VIEWS} value={view} onChange={(next) => update({ view: next })} />
          <div className="flex items-center gap-1">
            <Button
              variant="outline"
              size="icon"
              onClick={() => update({ date: step(view, anchor, -1) })}
              aria-label={`Previous ${unit}`}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" onClick={() => update({ date: null })}>
              Today
            </Button>
            <Button
              variant="outline"
              size="icon"
              onClick={() => update({ date: step(view, anchor, 1) })}
              aria-label={`Next ${unit}`}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        <Segmented
          label="Show times in"
          options={[
            { value: "mine", label: "My time zone" },
            { value: "event", label: "Each event's zone" },
          ]}
          value={mode}
          onChange={(next) => update({ mode: next })}
        />
      </div>

      <Legend />

      <section aria-labelledby="calendar-title" aria-busy={query.isFetching || undefined} className="space-y-4">
        <h2 id="calendar-title" aria-live="polite" className="text-lg font-semibold">
          {viewTitle(view, days, anchor)}
        </h2>
        <p id="calendar-keys" className="sr-only">
          Arrow keys move between days, Enter opens the day. Open an event or activity to move it to another date and
          time.
        </p>
        {query.data?.truncated ? (
          <Alert variant="warning" role="status" title="Not everything fits">
            This {unit} holds more than the calendar can show at once. Switch to the week or day view to see it all.
          </Alert>
        ) : null}
        {query.isPending ? (
          <CalendarSkeleton view={view} phone={phone} />
        ) : query.isError && !query.data ? (
          <LoadFailedAlert
            title="We couldn't load your calendar."
            error={query.error}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : !anyVisible && !query.isPlaceholderData ? (
          <EmptyState
            icon={CalendarRange}
            title={`Nothing planned this ${unit}`}
            action={
              <Button asChild>
                <Link to="/create-event">
                  <CalendarPlus aria-hidden="true" />
                  Create an event
                </Link>
              </Button>
            }
          >
            Events, activities, tasks with a due date and RSVP deadlines show up here. Try the previous or next {unit},
            or plan something new.
          </EmptyState>
        ) : (
          <div className={cn(query.isPlaceholderData && "opacity-60 transition-opacity")}>
            {phone ? (
              <Agenda {...viewProps} view={view} />
            ) : (
              <DndContext
                sensors={sensors}
                onDragStart={onDragStart}
                onDragEnd={onDragEnd}
                onDragCancel={() => setDragging(null)}
              >
                {view === "day" ? (
                  <DayHours {...viewProps} day={anchor} />
                ) : (
                  <DayGrid
                    {...viewProps}
                    view={view}
                    anchor={anchor}
                    onFocusDay={(key) => update({ date: parseDayKey(key) })}
                    onOpenDay={(key) => update({ view: "day", date: parseDayKey(key) })}
                  />
                )}
                <DragOverlay dropAnimation={null}>
                  {dragging ? (
                    <div
                      className={cn(
                        chipClass,
                        KIND_LOOKS[dragging.item.kind].chip,
                        "w-56 cursor-grabbing shadow-lifted",
                      )}
                    >
                      <ChipBody
                        item={dragging.item}
                        mode={mode}
                        firstDay={isFirstDay(dragging.item, dragging.day, mode)}
                      />
                    </div>
                  ) : null}
                </DragOverlay>
              </DndContext>
            )}
          </div>
        )}
      </section>

      <ItemDialog
        item={openItem}
        mode={mode}
        onClose={() => setOpen(null)}
        onMove={(item, startAt) => {
          setOpen(null);
          reschedule(item, startAt);
        }}
      />
    </div>
  );
}
