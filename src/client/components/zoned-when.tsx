/** When something happens, in its event's own time zone, with the zone always shown. */
import { CalendarClock, Globe } from "lucide-react";
import { describeTimeZone, formatEventRange } from "#shared/date-format.ts";
import { cn } from "#client/lib/utils.ts";

export function ZonedWhen({
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
          {describeTimeZone(timeZone, startAt, endAt)}
        </span>
      </p>
    </div>
  );
}
