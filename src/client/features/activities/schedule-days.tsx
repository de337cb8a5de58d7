/**
 * An event's programme day by day, in the event's time zone: one heading per day and a timeline of its
 * activities (times on the rail's left on wide screens, above the name on phones). The schedule page, the
 * event's Activities tab and the printed schedule all show it.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Coins, MapPin, Pencil, User, Users } from "lucide-react";
import type { TActivity } from "#shared/activities/schemas.ts";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { countText } from "#shared/words.ts";
import { cn } from "#client/lib/utils.ts";
import { formatDay, formatTimeRange, groupByDayInZone } from "#shared/date-format.ts";
import { capacityText, costText, placeText } from "./format.ts";

function Meta({ icon: Icon, label, children }: { icon: typeof MapPin; label: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-start gap-1.5">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground print:hidden" />
      <span className="min-w-0 break-words">
        <span className="sr-only print:not-sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

function TimelineItem({ activity, timeZone, actions }: { activity: TActivity; timeZone: string; actions?: ReactNode }) {
  const time = formatTimeRange(activity.startAt, activity.endAt, timeZone);
  const place = placeText(activity);
  const capacity = capacityText(activity.capacity, activity.event.memberTerm);
  return (
    <li className="group grid grid-cols-[1rem_minmax(0,1fr)] gap-x-3 break-inside-avoid sm:grid-cols-[9.5rem_1rem_minmax(0,1fr)] sm:gap-x-4 print:grid-cols-[8rem_minmax(0,1fr)]!">
      <p className="hidden pt-0.5 text-right text-sm font-semibold text-foreground tabular-nums sm:block print:block! print:text-left">
        {time}
      </p>
      <div aria-hidden="true" className="relative flex justify-center print:hidden">
        <span className="absolute top-2 bottom-0 w-0.5 bg-border group-last:hidden" />
        <span className="relative mt-1.5 size-3 rounded-full border-2 border-primary bg-surface" />
      </div>
      <div className="min-w-0 space-y-1.5 pb-6 group-last:pb-0">
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0 flex-1">
            <p className="text-sm font-semibold text-primary tabular-nums sm:hidden print:hidden">{time}</p>
            <h4 className="font-semibold break-words">
              <Link
                to={`/activity-details/${activity.id}`}
                className="rounded-sm hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
              >
                {activity.name}
              </Link>
            </h4>
          </div>
          {actions ? <div className="flex shrink-0 gap-2 print:hidden">{actions}</div> : null}
        </div>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          {place ? (
            <Meta icon={MapPin} label="Where">
              {place}
            </Meta>
          ) : null}
          {activity.host ? (
            <Meta icon={User} label="Host">
              {activity.host}
            </Meta>
          ) : null}
          {capacity ? (
            <Meta icon={Users} label="Capacity">
              {capacity}
            </Meta>
          ) : null}
          <Meta icon={Coins} label="Cost">
            {costText(activity)}
          </Meta>
        </ul>
      </div>
    </li>
  );
}

interface ScheduleDaysProps {
  activities: TActivity[];
  timeZone: string;
  /** Buttons beside each activity (edit), left out of the printed copy. */
  actions?: (activity: TActivity) => ReactNode;
  /** The level of the day headings, under the page's or tab's own heading. */
  headingLevel?: 2 | 3;
  className?: string;
}

export function ScheduleDays({ activities, timeZone, actions, headingLevel = 3, className }: ScheduleDaysProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={cn("space-y-8", className)}>
      {groupByDayInZone(activities, timeZone).map((day) => {
        const headingId = `schedule-day-${day.key}`;
        return (
          <section key={day.key} aria-labelledby={headingId} className="space-y-4">
            <div className="flex items-baseline justify-between gap-3 border-b pb-2">
              <Heading id={headingId} className="text-base font-semibold sm:text-lg">
                {formatDay(day.key, "long")}
              </Heading>
              <span className="shrink-0 text-sm text-muted-foreground">
                {countText(day.items.length, "activity", "activities")}
              </span>
            </div>
            <ol className="print:space-y-3">
              {day.items.map((activity) => (
                <TimelineItem key={activity.id} activity={activity} timeZone={timeZone} actions={actions?.(activity)} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}

/** The Edit button beside an activity of the schedule. */
export function EditActivityLink({ activity }: { activity: Pick<TActivity, "id" | "name"> }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link to={`/edit-activity/${activity.id}`} aria-label={`Edit ${activity.name}`}>
        <Pencil aria-hidden="true" />
        Edit
      </Link>
    </Button>
  );
}

export function ScheduleSkeleton({ label = "Loading the schedule" }: { label?: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-4">
      {Array.from({ length: 2 }, (_, day) => (
        <div key={day} aria-hidden="true" className="space-y-4">
          <Skeleton className="h-6 w-56" />
          {Array.from({ length: 2 }, (_, index) => (
            <div key={index} className="flex gap-4">
              <Skeleton className="hidden h-5 w-32 sm:block" />
              <Skeleton className="size-3 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-5 w-48 max-w-full" />
                <Skeleton className="h-4 w-64 max-w-full" />
              </div>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
