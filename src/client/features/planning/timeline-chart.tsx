/**
 * The timeline itself: a header of days, weeks or months; the event's days shaded; a row of activities
 * and one of journey milestones; a row per dated task (a bar from start to due, a diamond for a
 * milestone); today's line and the dependency arrows drawn in SVG over the rows. A bar is moved by
 * dragging it (snapping to whole days) or from the keyboard: arrow keys move it a day, Enter saves,
 * Escape puts it back. Row labels stay put while the chart scrolls sideways.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { CircleCheck } from "lucide-react";
import type { TTimeline, TTimelineTask } from "#shared/planning/schemas.ts";
import { cn } from "#client/lib/utils.ts";
import { dayWords, shiftDay } from "./planning-dates.ts";
import {
  bands,
  DAY_WIDTH,
  dayX,
  taskRows,
  taskSpan,
  ticks,
  timelineRange,
  titleWidth,
  type Zoom,
} from "./timeline-geometry.ts";

const ROW = 40;
/** The header's two rows: months (or years) above, days, weeks (or months) below. */
const BAND = 22;
const TICK = 24;

interface Draft {
  taskId: string;
  days: number;
  /** Set while the pointer holds the bar. */
  pointer?: { id: number; startX: number; moved: boolean };
}

function spanWords(task: TTimelineTask, days = 0): string {
  const span = taskSpan(task);
  if (!span) return "no dates";
  const from = shiftDay(span.from, days);
  const to = shiftDay(span.to, days);
  if (task.milestone || from === to) return dayWords(from);
  return `${dayWords(from)} to ${dayWords(to)}`;
}

/**
 * A bar's title where it can be read whole: inside the bar when it fits, else beside it (after it, or before
 * it near the chart's end). The bar's own accessible name already says it, so this copy is hidden from readers.
 */
function BarTitle({
  task,
  left,
  right,
  chartWidth,
}: {
  task: TTimelineTask;
  left: number;
  right: number;
  chartWidth: number;
}) {
  const width = titleWidth(task.title);
  const after = right + 6 + width <= chartWidth || left - 6 - width < 0;
  return (
    <span
      aria-hidden="true"
      className={cn(
        "pointer-events-none absolute top-1/2 -translate-y-1/2 text-xs font-medium whitespace-nowrap text-foreground",
        task.done && "text-muted-foreground line-through",
      )}
      style={after ? { left: right + 6 } : { right: chartWidth - left + 6 }}
    >
      {task.title}
    </span>
  );
}

function TaskBar({
  task,
  x,
  width,
  chartWidth,
  labelWidth,
  draft,
  zoom,
  onDraft,
  onCommit,
}: {
  task: TTimelineTask;
  x: number;
  width: number;
  /** The chart's width, so a title beside its bar stays on the chart. */
  chartWidth: number;
  /** Where the row labels end: a long bar's title stays in view beside them while the chart scrolls. */
  labelWidth: number;
  draft: Draft | null;
  zoom: Zoom;
  onDraft: (draft: Draft | null) => void;
  onCommit: (task: TTimelineTask, days: number) => void;
}) {
  const days = draft?.taskId === task.id ? draft.days : 0;
  const shift = days * DAY_WIDTH[zoom];
  const moving = days !== 0;

  function keyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
      event.preventDefault();
      const step = (event.key === "ArrowRight" ? 1 : -1) * (event.shiftKey ? 7 : 1);
      onDraft({ taskId: task.id, days: days + step });
    } else if (event.key === "Enter") {
      event.preventDefault();
      if (moving) onCommit(task, days);
      onDraft(null);
    } else if (event.key === "Escape" && moving) {
      event.preventDefault();
      onDraft(null);
    }
  }

  function pointerDown(event: PointerEvent<HTMLButtonElement>) {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    onDraft({ taskId: task.id, days: 0, pointer: { id: event.pointerId, startX: event.clientX, moved: false } });
  }

  function pointerMove(event: PointerEvent<HTMLButtonElement>) {
    const pointer = draft?.taskId === task.id ? draft.pointer : undefined;
    if (!pointer || pointer.id !== event.pointerId) return;
    const dx = event.clientX - pointer.startX;
    onDraft({
      taskId: task.id,
      days: Math.round(dx / DAY_WIDTH[zoom]),
      pointer: { ...pointer, moved: pointer.moved || Math.abs(dx) > 3 },
    });
  }

  function pointerUp(event: PointerEvent<HTMLButtonElement>) {
    const pointer = draft?.taskId === task.id ? draft.pointer : undefined;
    if (!pointer || pointer.id !== event.pointerId) return;
    if (days !== 0) onCommit(task, days);
    onDraft(null);
  }

  const label = `${task.milestone ? "Milestone" : "Task"}: ${task.title}, ${spanWords(task, days)}${task.done ? ", done" : ""}`;
  const common = {
    type: "button" as const,
    "aria-label": label,
    "aria-roledescription": "movable bar",
    "aria-describedby": "timeline-move-help",
    "data-task-id": task.id,
    title: `${task.title}: ${spanWords(task, days)}`,
    onKeyDown: keyDown,
    onPointerDown: pointerDown,
    onPointerMove: pointerMove,
    onPointerUp: pointerUp,
    onPointerCancel: () => onDraft(null),
    // Leaving a bar mid-move by keyboard drops the unsaved move, as Escape does.
    onBlur: () => (draft?.taskId === task.id && !draft.pointer ? onDraft(null) : undefined),
    style: { left: x + shift, width: task.milestone ? undefined : width, touchAction: "none" as const },
  };

  if (task.milestone) {
    const centre = x + shift + DAY_WIDTH[zoom] / 2;
    return (
      <>
        <button
          {...common}
          className={cn(
            "absolute top-1/2 size-4 -translate-x-1/2 -translate-y-1/2 rotate-45 cursor-grab rounded-[3px] border-2 border-primary bg-primary shadow-sm",
            "focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-ring active:cursor-grabbing",
            task.done && "border-success bg-success",
            moving && "ring-4 ring-primary/30",
          )}
          style={{ ...common.style, left: centre }}
        />
        <BarTitle task={task} left={centre - 10} right={centre + 10} chartWidth={chartWidth} />
      </>
    );
  }
  const inside = width >= titleWidth(task.title);
  return (
    <>
      <button
        {...common}
        className={cn(
          "absolute top-1.5 flex h-7 cursor-grab items-center rounded-md border px-1.5 text-left text-xs font-medium shadow-xs select-none",
          "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing",
          task.done
            ? "border-success/40 bg-success-soft text-success-foreground"
            : "border-primary/40 bg-primary-soft text-primary-soft-foreground",
          task.priority === "high" && !task.done && "border-l-4 border-l-primary",
          moving && "ring-4 ring-primary/30",
        )}
      >
        {inside ? (
          <span className="sticky inline-block max-w-full truncate" style={{ left: labelWidth + 6 }}>
            {task.title}
          </span>
        ) : null}
      </button>
      {inside ? null : <BarTitle task={task} left={x + shift} right={x + shift + width} chartWidth={chartWidth} />}
    </>
  );
}

export function TimelineChart({
  timeline,
  zoom,
  labelWidth,
  onMove,
}: {
  timeline: TTimeline;
  zoom: Zoom;
  labelWidth: number;
  onMove: (task: TTimelineTask, days: number) => void;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const range = timelineRange(timeline, zoom);
  const dayWidth = DAY_WIDTH[zoom];
  const width = range.days * dayWidth;
  const rows = taskRows(timeline.tasks);
  const rowIndex = new Map(rows.map((r, i) => [r.task.id, i]));
  // Two fixed rows (activities, journey) come before the tasks.
  const rowsTop = 2 * ROW;
  const height = rowsTop + rows.length * ROW;
  const todayX = dayX(range, timeline.today, zoom) + dayWidth / 2;
  const eventX = dayX(range, timeline.event.startDay, zoom);
  const eventWidth = dayX(range, timeline.event.endDay, zoom) + dayWidth - eventX;

  // Open on today (or the event, when today is off the chart), and again when the zoom changes.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollLeft = Math.max(0, todayX - (el.clientWidth - labelWidth) / 3);
  }, [zoom, todayX, labelWidth]);

  const barOf = (task: TTimelineTask) => {
    const span = taskSpan(task)!;
    const shift = draft?.taskId === task.id ? draft.days * dayWidth : 0;
    const from = dayX(range, span.from, zoom) + shift;
    const to = dayX(range, span.to, zoom) + dayWidth + shift;
    return task.milestone ? { from: from + dayWidth / 2 - 8, to: from + dayWidth / 2 + 8 } : { from, to };
  };

  // From the end of what a task waits for to its start; a dependent that starts first is drawn in red.
  const arrows = rows.flatMap(({ task }, index) =>
    task.dependsOn.flatMap((depId) => {
      const depIndex = rowIndex.get(depId);
      const dep = depIndex === undefined ? undefined : rows[depIndex]?.task;
      if (!dep || depIndex === undefined) return [];
      const x1 = barOf(dep).to;
      const y1 = rowsTop + depIndex * ROW + ROW / 2;
      const x2 = barOf(task).from;
      const y2 = rowsTop + index * ROW + ROW / 2;
      const moved = (t: TTimelineTask) => (draft?.taskId === t.id ? draft.days : 0);
      const late = shiftDay(taskSpan(task)!.from, moved(task)) < shiftDay(taskSpan(dep)!.to, moved(dep));
      // Room to turn between the two: one elbow; otherwise go round along the line between the rows.
      const d =
        x2 - x1 >= 16
          ? `M ${x1} ${y1} H ${x1 + 8} V ${y2} H ${x2 - 1}`
          : `M ${x1} ${y1} H ${x1 + 8} V ${y1 + (y2 > y1 ? ROW / 2 : -ROW / 2)} H ${x2 - 8} V ${y2} H ${x2 - 1}`;
      return [{ key: `${dep.id}-${task.id}`, d, late }];
    }),
  );

  const labelCell = "sticky left-0 z-20 flex shrink-0 items-center gap-1.5 border-r bg-surface px-3 text-sm";

  return (
    // The chart scrolls sideways inside its own region, never the page; focusable, so the arrow keys scroll it
    // even where it has no bar to focus.
    <div
      ref={scroller}
      role="region"
      aria-label="Timeline chart"
      tabIndex={0}
      className="relative overflow-x-auto overscroll-x-contain rounded-xl border bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      data-testid="timeline-scroller"
    >
      <div className="relative" style={{ width: labelWidth + width }}>
        {/* Header: the months (or years) above the ticks of the zoom; a month's name stays in view while it scrolls. */}
        {/* One pixel more than the two rows: the bottom border's own. */}
        <div className="flex border-b" style={{ height: BAND + TICK + 1 }}>
          <div className={cn(labelCell, "font-medium text-muted-foreground")} style={{ width: labelWidth }}>
            {zoom === "day" ? "Days" : zoom === "week" ? "Weeks" : "Months"}
          </div>
          <div className="relative" style={{ width }} aria-hidden="true">
            {bands(range, zoom).map((band) => (
              <div
                key={band.day}
                className="absolute top-0 border-b border-l border-l-foreground/30"
                style={{ left: band.x, width: band.width, height: BAND }}
              >
                <span
                  className="sticky inline-block px-1.5 text-xs leading-[22px] font-medium whitespace-nowrap text-foreground"
                  style={{ left: labelWidth }}
                >
                  {band.label}
                </span>
              </div>
            ))}
            {ticks(range, zoom).map((tick) => (
              <span
                key={tick.day}
                className={cn(
                  "absolute flex items-center border-l pl-1 text-xs whitespace-nowrap text-muted-foreground",
                  tick.major && "border-l-foreground/30",
                )}
                style={{ top: BAND, height: TICK, left: tick.x, width: zoom === "day" ? dayWidth : undefined }}
              >
                {tick.label}
              </span>
            ))}
          </div>
        </div>

        <div className="relative">
          {/* The event's days and today, behind the rows; arrows above them. */}
          <svg
            aria-hidden="true"
            className="pointer-events-none absolute top-0 z-0"
            style={{ left: labelWidth }}
            width={width}
            height={height}
          >
            <defs>
              <marker
                id="timeline-arrow"
                viewBox="0 0 8 8"
                refX="7"
                refY="4"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M 0 0 L 8 4 L 0 8 z" className="fill-muted-foreground" />
              </marker>
              <marker
                id="timeline-arrow-late"
                viewBox="0 0 8 8"
                refX="7"
                refY="4"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M 0 0 L 8 4 L 0 8 z" className="fill-destructive" />
              </marker>
            </defs>
            <rect x={eventX} y={0} width={eventWidth} height={height} className="fill-accent/15" />
            {todayX >= 0 && todayX <= width ? (
              <line
                x1={todayX}
                x2={todayX}
                y1={0}
                y2={height}
                className="stroke-destructive"
                strokeWidth={2}
                strokeDasharray="4 3"
              />
            ) : null}
          </svg>

          {/* Activities on the event's days. */}
          <div className="relative flex border-b" style={{ height: ROW }}>
            <div className={cn(labelCell, "font-medium")} style={{ width: labelWidth }}>
              Activities
            </div>
            <ul className="relative" style={{ width }} aria-label="Activities">
              <li className="sr-only">
                Event: {dayWords(timeline.event.startDay)}
                {timeline.event.endDay !== timeline.event.startDay ? ` to ${dayWords(timeline.event.endDay)}` : ""}
              </li>
              {timeline.activities.map((activity, index) => (
                <li
                  key={activity.id}
                  title={`${activity.name}: ${dayWords(activity.day)}`}
                  className="absolute top-2 h-6 overflow-hidden rounded-md border border-accent/60 bg-accent-soft px-1 text-[11px] leading-6 whitespace-nowrap text-accent-foreground"
                  style={{ left: dayX(range, activity.day, zoom) + (index % 3) * 2, width: Math.max(dayWidth - 2, 8) }}
                >
                  <span className={zoom === "day" ? "" : "sr-only"}>{activity.name}</span>
                  <span className="sr-only">, {dayWords(activity.day)}</span>
                </li>
              ))}
            </ul>
          </div>

          {/* Journey milestones: the plan's steps, not tasks, so they are shown rather than moved. */}
          <div className="relative flex border-b" style={{ height: ROW }}>
            <div className={cn(labelCell, "font-medium")} style={{ width: labelWidth }}>
              Journey
            </div>
            <ul className="relative" style={{ width }} aria-label="Journey milestones">
              {timeline.milestones.map((m) => (
                <li
                  key={m.key}
                  title={`${m.title}: ${dayWords(m.targetDate)}${m.done ? " (done)" : ""}`}
                  className={cn(
                    "absolute top-1/2 size-3 -translate-x-1/2 -translate-y-1/2 rotate-45 rounded-[2px] border-2",
                    m.done ? "border-success bg-success" : "border-accent-foreground/70 bg-surface",
                  )}
                  style={{ left: dayX(range, m.targetDate, zoom) + dayWidth / 2 }}
                >
                  <span className="sr-only">
                    {m.title}, {dayWords(m.targetDate)}
                    {m.done ? ", done" : ""}
                  </span>
                </li>
              ))}
            </ul>
          </div>

          {/* One row per dated task. */}
          <ul aria-label="Tasks">
            {rows.map(({ task, depth }) => {
              const span = taskSpan(task)!;
              const x = dayX(range, span.from, zoom);
              return (
                <li key={task.id} className="relative flex border-b last:border-b-0" style={{ height: ROW }}>
                  <div className={labelCell} style={{ width: labelWidth, paddingLeft: depth ? 24 : undefined }}>
                    {task.done ? <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-success" /> : null}
                    <span
                      className={cn(
                        "line-clamp-2 leading-tight break-words",
                        task.done && "text-muted-foreground line-through",
                      )}
                      title={task.title}
                    >
                      {task.title}
                    </span>
                  </div>
                  <div className="relative z-10" style={{ width }}>
                    <TaskBar
                      task={task}
                      x={x}
                      width={dayX(range, span.to, zoom) + dayWidth - x}
                      chartWidth={width}
                      labelWidth={labelWidth}
                      draft={draft}
                      zoom={zoom}
                      onDraft={setDraft}
                      onCommit={onMove}
                    />
                  </div>
                </li>
              );
            })}
          </ul>

          <svg
            aria-hidden="true"
            className="pointer-events-none absolute top-0 z-10"
            style={{ left: labelWidth }}
            width={width}
            height={height}
          >
            {arrows.map((a) => (
              <path
                key={a.key}
                d={a.d}
                fill="none"
                strokeWidth={1.5}
                className={a.late ? "stroke-destructive" : "stroke-muted-foreground"}
                markerEnd={`url(#${a.late ? "timeline-arrow-late" : "timeline-arrow"})`}
              />
            ))}
          </svg>
        </div>
      </div>
      <p id="timeline-move-help" className="sr-only">
        Drag to move it, or press the left and right arrow keys to move it a day (with Shift, a week), Enter to save and
        Escape to put it back.
      </p>
      <p aria-live="polite" className="sr-only">
        {draft && draft.days !== 0
          ? `${Math.abs(draft.days)} ${Math.abs(draft.days) === 1 ? "day" : "days"} ${draft.days > 0 ? "later" : "earlier"}: Enter saves, Escape puts it back`
          : ""}
      </p>
    </div>
  );
}
