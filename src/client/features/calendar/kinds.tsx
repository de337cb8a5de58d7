/**
 * How each kind of calendar item looks: a colour, an icon and a word, so the colour is never the only cue.
 * The legend shows the same three.
 */
import { CalendarDays, Clock, ListChecks, MailQuestionMark, type LucideIcon } from "lucide-react";
import type { TCalendarItem, TCalendarItemKind } from "#shared/calendar/schemas.ts";
import { cn } from "#client/lib/utils.ts";

interface KindLook {
  label: string;
  icon: LucideIcon;
  /** The item's chip: a tinted background and a strong left border. */
  chip: string;
  /** The legend's swatch. */
  swatch: string;
}

export const KIND_LOOKS: Record<TCalendarItemKind, KindLook> = {
  event: {
    label: "Event",
    icon: CalendarDays,
    chip: "border-l-violet-500 bg-violet-50 text-violet-950",
    swatch: "bg-violet-500",
  },
  activity: { label: "Activity", icon: Clock, chip: "border-l-sky-500 bg-sky-50 text-sky-950", swatch: "bg-sky-500" },
  task: {
    label: "Task due",
    icon: ListChecks,
    chip: "border-l-amber-500 bg-amber-50 text-amber-950",
    swatch: "bg-amber-500",
  },
  rsvp: {
    label: "RSVP deadline",
    icon: MailQuestionMark,
    chip: "border-l-rose-500 bg-rose-50 text-rose-950",
    swatch: "bg-rose-500",
  },
};

export function Legend({ className }: { className?: string }) {
  return (
    <ul aria-label="Legend" className={cn("flex flex-wrap gap-x-4 gap-y-2 text-sm text-muted-foreground", className)}>
      {(Object.keys(KIND_LOOKS) as TCalendarItemKind[]).map((kind) => {
        const look = KIND_LOOKS[kind];
        const Icon = look.icon;
        return (
          <li key={kind} className="flex items-center gap-1.5">
            <span aria-hidden="true" className={cn("size-3 rounded-sm", look.swatch)} />
            <Icon aria-hidden="true" className="size-4" />
            {look.label}
          </li>
        );
      })}
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="line-through">
          Abc
        </span>
        Cancelled or done
      </li>
    </ul>
  );
}

/** Where an item is worked on in the app. */
export function itemPath(item: TCalendarItem): string {
  if (item.kind === "activity") return `/activity-details/${item.id}`;
  if (item.kind === "task") return `/checklists?eventId=${encodeURIComponent(item.eventId)}`;
  return `/events/${item.eventId}`;
}

export function isStruck(item: TCalendarItem): boolean {
  return item.status === "cancelled" || item.done === true;
}
