/** Pieces of one checklist line shared by the checklists page and the event's Checklists tab. */
import { AlarmClock, CalendarDays, CircleAlert, ListTodo, Route } from "lucide-react";
import type { TChecklistItem } from "#shared/checklists/schemas.ts";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { cn } from "#client/lib/utils.ts";
import { dueState, dueWords, progressOf } from "./due-dates.ts";

/** The due date in words with an icon; overdue is said, not only coloured. */
function DueLine({ item, today, className }: { item: TChecklistItem; today: string; className?: string }) {
  const words = dueWords(item, today);
  if (!words) return null;
  const state = dueState(item, today);
  const Icon = state === "overdue" ? CircleAlert : state === "today" || state === "soon" ? AlarmClock : CalendarDays;
  return (
    <p
      className={cn(
        "flex items-center gap-1 text-xs",
        state === "overdue"
          ? "font-medium text-destructive"
          : state === "today"
            ? "font-medium text-warning-foreground"
            : "text-muted-foreground",
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-3.5 shrink-0" />
      <span>{words}</span>
    </p>
  );
}

/** The tick box and the line's words; the words are its label, so clicking them ticks it too. */
export function ItemTick({
  item,
  today,
  onToggle,
  idPrefix,
}: {
  item: TChecklistItem;
  today: string;
  onToggle: (done: boolean) => void;
  idPrefix: string;
}) {
  const id = `${idPrefix}-${item.id}`;
  return (
    <div className="flex min-w-0 flex-1 items-start gap-3">
      <Checkbox
        id={id}
        checked={item.done}
        onCheckedChange={(checked) => onToggle(checked === true)}
        className="mt-0.5"
      />
      <div className="min-w-0 flex-1 space-y-0.5">
        <label
          htmlFor={id}
          className={cn(
            "block cursor-pointer text-sm leading-5 break-words",
            item.done && "text-muted-foreground line-through decoration-muted-foreground/60",
          )}
        >
          {item.text}
        </label>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-0.5">
          <DueLine item={item} today={today} />
          <Links item={item} />
        </div>
      </div>
    </div>
  );
}

/**
 * Where else the line lives (ADR 027): a task on the board and a step of the planning journey are the same
 * piece of work, ticked in any of the three places, so the organiser is told rather than left to wonder.
 */
function Links({ item }: { item: TChecklistItem }) {
  if (!item.taskId && !item.stepKey) return null;
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
      {item.taskId ? (
        <span className="inline-flex items-center gap-1">
          <ListTodo aria-hidden="true" className="size-3.5 shrink-0" />
          Also a task on the board
        </span>
      ) : null}
      {item.stepKey ? (
        <span className="inline-flex items-center gap-1">
          <Route aria-hidden="true" className="size-3.5 shrink-0" />
          Planning journey step
        </span>
      ) : null}
    </p>
  );
}

/** "7 of 12 done" with a bar, and how many are overdue, in words. */
export function Progress({ items, today, className }: { items: TChecklistItem[]; today: string; className?: string }) {
  const progress = progressOf(items, today);
  const percent = progress.total === 0 ? 0 : Math.round((progress.done / progress.total) * 100);
  return (
    <div className={cn("space-y-1.5", className)}>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <span className="font-medium">{progress.words}</span>
        {progress.overdue > 0 ? (
          <span className="inline-flex items-center gap-1 font-medium text-destructive">
            <CircleAlert aria-hidden="true" className="size-4" />
            {progress.overdue} overdue
          </span>
        ) : null}
      </p>
      <div aria-hidden="true" className="h-1.5 w-full overflow-hidden rounded-full bg-muted">
        <div
          className="h-full rounded-full bg-success transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
