/**
 * An event's programme as its guests see it: the activities grouped by day in the event's own time zone
 * (where the guests will be), each with its times, place and host. The public information page and the
 * guest's hub both show it.
 */
import type { TPublicScheduleItem } from "#shared/info-pages/schemas.ts";
import { isValidTimeZone } from "#shared/zoned-time.ts";
import { describeTimeZone, formatDay, formatTimeRange, groupByDayInZone } from "#shared/date-format.ts";

interface ScheduleDay {
  key: string;
  label: string;
  items: Array<TPublicScheduleItem & { time: string }>;
}

function scheduleByDay(items: TPublicScheduleItem[], timeZone: string): ScheduleDay[] {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  return groupByDayInZone(items, zone).map(({ key, items: dayItems }) => ({
    key,
    label: formatDay(key, "long"),
    items: dayItems.map((item) => ({ ...item, time: formatTimeRange(item.startAt, item.endAt, zone) })),
  }));
}

export function Programme({
  items,
  event,
}: {
  items: TPublicScheduleItem[];
  event: { timeZone: string; startAt: string; endAt: string };
}) {
  const days = scheduleByDay(items, event.timeZone);
  if (days.length === 0) {
    return <p className="text-muted-foreground">The programme will appear here as soon as it is planned.</p>;
  }
  return (
    <div className="space-y-5">
      <p className="text-sm text-muted-foreground">
        Times in {describeTimeZone(event.timeZone, event.startAt, event.endAt)}
      </p>
      {days.map((day) => (
        <div key={day.key} className="space-y-1">
          <h3 className="text-sm font-semibold tracking-wide text-primary uppercase">{day.label}</h3>
          <ol className="divide-y">
            {day.items.map((item, index) => (
              <li key={index} className="grid gap-x-4 gap-y-0.5 py-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
                <span className="text-sm font-medium text-muted-foreground tabular-nums">{item.time}</span>
                <div className="min-w-0">
                  <p className="font-medium break-words">{item.name}</p>
                  {item.place || item.host ? (
                    <p className="text-sm break-words text-muted-foreground">
                      {[item.place, item.host ? `Hosted by ${item.host}` : null].filter(Boolean).join(" · ")}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        </div>
      ))}
    </div>
  );
}
