/** The live schedule, grouped by day in the event's own time zone (where the guests will be). */
import type { TPublicScheduleItem } from "#shared/info-pages/schemas.ts";
import { isValidTimeZone } from "#shared/zoned-time.ts";
import { formatDayHeading, formatTimeRange, groupByDayInZone } from "#client/lib/zoned-format.ts";

interface ScheduleDay {
  key: string;
  label: string;
  items: Array<TPublicScheduleItem & { time: string }>;
}

export function scheduleByDay(items: TPublicScheduleItem[], timeZone: string): ScheduleDay[] {
  const zone = isValidTimeZone(timeZone) ? timeZone : "UTC";
  return groupByDayInZone(items, zone).map(({ key, items: dayItems }) => ({
    key,
    label: formatDayHeading(key),
    items: dayItems.map((item) => ({ ...item, time: formatTimeRange(item.startAt, item.endAt, zone) })),
  }));
}
