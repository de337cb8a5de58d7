/** Small pieces the events pages share: the status badge, the when line and the one-item dialog state. */
import { useState } from "react";
import { CalendarClock, Globe } from "lucide-react";
import { EVENT_STATUS_LABELS, type TEventStatus } from "#shared/events/schemas.ts";
import { Badge, type BadgeProps } from "#client/components/ui/badge.tsx";
import { cn } from "#client/lib/utils.ts";
import { describeTimeZone, formatEventRange } from "./format.ts";

const STATUS_VARIANTS: Record<TEventStatus, NonNullable<BadgeProps["variant"]>> = {
  draft: "neutral",
  published: "success",
  cancelled: "destructive",
};

export function EventStatusBadge({ status, className }: { status: TEventStatus; className?: string }) {
  return (
    <Badge variant={STATUS_VARIANTS[status]} className={className}>
      {EVENT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The dates in the event's own zone, with the zone always shown (UI.md). */
export function EventWhen({
  startAt,
  endAt,
  timeZone,
  className,
}: {
  startAt: string;
  endAt: string;
  timeZone: string;
  className?: string;
}) {
  return (
    <div className={cn("space-y-0.5 text-sm", className)}>
      <p className="flex items-start gap-1.5">
        <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span>{formatEventRange(startAt, endAt, timeZone)}</span>
      </p>
      <p className="flex items-start gap-1.5 text-muted-foreground">
        <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="sr-only">Time zone: </span>
          {describeTimeZone(timeZone, startAt)}
        </span>
      </p>
    </div>
  );
}

/** Open/closed state for a dialog that acts on one item at a time. */
export function useTarget<T>() {
  const [target, setTarget] = useState<T | null>(null);
  return { target, open: (item: T) => setTarget(item), close: () => setTarget(null) };
}
