/**
 * /booking-calendar: which events and activities hold which venue, day by day. A week (seven columns on wide screens, a
 * day list on phones) or a month list; the view, the day shown and the venue filter live in the URL.
 */
import { useId, useMemo } from "react";
import { Link, useSearchParams } from "react-router";
import { Building2, CalendarDays, ChevronLeft, ChevronRight, Globe, MapPin, Plus } from "lucide-react";
import type { TBooking } from "#shared/venues/schemas.ts";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";
import { useBookings, useVenuePicker, VENUE_PICKER_LIMIT } from "./api.ts";
import { bookingPath } from "./booking-link.ts";
import {
  addDays,
  addMonths,
  bookingTimeOnDay,
  dayKey,
  daysBetween,
  describeBrowserZone,
  formatDayRange,
  formatLongDay,
  formatMonth,
  formatShortDay,
  formatWeekday,
  onDay,
  parseDayKey,
  startOfDay,
  startOfMonth,
  startOfWeek,
} from "./format.ts";

type View = "week" | "month";

/** Decorative: the venue's name is always written out; the colour only helps the eye group a venue's bookings. */
const VENUE_COLOURS = [
  "border-l-violet-500",
  "border-l-amber-500",
  "border-l-sky-500",
  "border-l-emerald-500",
  "border-l-rose-500",
  "border-l-teal-500",
  "border-l-orange-500",
  "border-l-indigo-500",
] as const;

/** Venues get colours in list order, so the first eight never share one; others fall back to a hash. */
function venueColour(venueId: string, order: ReadonlyMap<string, number>): string {
  const index = order.get(venueId);
  if (index !== undefined) return VENUE_COLOURS[index % VENUE_COLOURS.length] ?? VENUE_COLOURS[0];
  let hash = 0;
  for (const char of venueId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return VENUE_COLOURS[hash % VENUE_COLOURS.length] ?? VENUE_COLOURS[0];
}

function useCalendarParams() {
  const [search, setSearch] = useSearchParams();
  const view: View = search.get("view") === "month" ? "month" : "week";
  const anchor = parseDayKey(search.get("date")) ?? startOfDay(new Date());
  const venueId = search.get("venue") ?? "";

  function update(patch: { view?: View; date?: Date | null; venueId?: string }) {
    const next = new URLSearchParams(search);
    if (patch.view !== undefined) {
      if (patch.view === "week") next.delete("view");
      else next.set("view", patch.view);
    }
    if (patch.date !== undefined) {
      if (patch.date === null) next.delete("date");
      else next.set("date", dayKey(patch.date));
    }
    if (patch.venueId !== undefined) {
      if (patch.venueId) next.set("venue", patch.venueId);
      else next.delete("venue");
    }
    setSearch(next, { replace: true });
  }

  return { view, anchor, venueId, update };
}

function BookingItem({
  booking,
  day,
  compact,
  order,
}: {
  booking: TBooking;
  day: Date;
  compact: boolean;
  order: ReadonlyMap<string, number>;
}) {
  return (
    <li
      className={cn(
        "rounded-lg border border-l-4 bg-surface px-3 py-2 text-sm shadow-xs",
        venueColour(booking.venueId, order),
      )}
    >
      <p className="text-xs font-medium text-muted-foreground tabular-nums">{bookingTimeOnDay(booking, day)}</p>
      <Link
        to={bookingPath(booking)}
        className="block rounded-sm font-medium break-words hover:text-primary hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {booking.name}
      </Link>
      <p className={cn("flex items-start gap-1 text-xs text-muted-foreground", compact && "lg:break-all")}>
        <MapPin aria-hidden="true" className="mt-px size-3.5 shrink-0" />
        <span className="min-w-0 break-words">
          <span className="sr-only">at </span>
          {booking.venueName}
        </span>
      </p>
      {booking.kind === "activity" ? (
        <Badge variant="accent" className="mt-1">
          Activity
        </Badge>
      ) : null}
    </li>
  );
}

interface RangeViewProps {
  days: Date[];
  bookings: TBooking[];
  today: string;
  order: ReadonlyMap<string, number>;
}

function WeekView({ days, bookings, today, order }: RangeViewProps) {
  return (
    <ol className="grid grid-cols-1 gap-3 lg:grid-cols-7 lg:gap-2">
      {days.map((day) => {
        const key = dayKey(day);
        const items = onDay(bookings, day);
        const isToday = key === today;
        const headingId = `day-${key}`;
        return (
          <li
            key={key}
            aria-labelledby={headingId}
            className={cn(
              "flex flex-col gap-2 rounded-xl border bg-muted/40 p-3 lg:min-h-48 lg:p-2",
              isToday && "border-primary/50 bg-primary-soft/40",
            )}
          >
            <div className="flex items-center justify-between gap-2 lg:flex-col lg:items-start lg:gap-1">
              <h3 id={headingId}>
                <span className="text-sm font-semibold lg:hidden">{formatLongDay(day)}</span>
                <span className="hidden lg:flex lg:flex-col">
                  <span className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
                    {formatWeekday(day)}
                  </span>
                  <span className="text-base font-semibold">{formatShortDay(day)}</span>
                </span>
              </h3>
              {isToday ? <Badge variant="default">Today</Badge> : null}
            </div>
            {items.length > 0 ? (
              <ul className="space-y-2">
                {items.map((booking) => (
                  <BookingItem
                    key={`${booking.kind}-${booking.id}`}
                    booking={booking}
                    day={day}
                    compact
                    order={order}
                  />
                ))}
              </ul>
            ) : (
              <p className="text-xs text-muted-foreground">No bookings</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

function MonthList({ days, bookings, today, order }: RangeViewProps) {
  const busyDays = days.map((day) => ({ day, items: onDay(bookings, day) })).filter(({ items }) => items.length > 0);
  return (
    <ol className="space-y-4">
      {busyDays.map(({ day, items }) => {
        const key = dayKey(day);
        const headingId = `month-day-${key}`;
        return (
          <li key={key} aria-labelledby={headingId} className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
            <h3 id={headingId} className="flex items-center gap-2 pt-2 text-sm font-semibold">
              {formatLongDay(day)}
              {key === today ? <Badge variant="default">Today</Badge> : null}
            </h3>
            <ul className="grid gap-2 sm:grid-cols-2">
              {items.map((booking) => (
                <BookingItem
                  key={`${booking.kind}-${booking.id}`}
                  booking={booking}
                  day={day}
                  compact={false}
                  order={order}
                />
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

function CalendarSkeleton({ view }: { view: View }) {
  return (
    <div role="status" aria-label="Loading bookings">
      <div aria-hidden="true" className={cn("grid gap-3", view === "week" && "lg:grid-cols-7 lg:gap-2")}>
        {Array.from({ length: view === "week" ? 7 : 4 }, (_, index) => (
          <Skeleton key={index} className={cn("h-20 w-full rounded-xl", view === "week" && "lg:h-48")} />
        ))}
      </div>
    </div>
  );
}

function EmptyRange({ view, hasVenues, filtered }: { view: View; hasVenues: boolean; filtered: boolean }) {
  const period = view === "week" ? "week" : "month";
  return (
    <Card className="flex flex-col items-center gap-4 border-dashed px-6 py-12 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        {hasVenues ? (
          <CalendarDays aria-hidden="true" className="size-6" />
        ) : (
          <Building2 aria-hidden="true" className="size-6" />
        )}
      </span>
      {hasVenues ? (
        <>
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">No bookings this {period}</h2>
            <p className="mx-auto max-w-sm text-sm text-pretty text-muted-foreground">
              {filtered
                ? `Nothing holds this venue this ${period}. Try another ${period} or show all venues.`
                : `None of your venues is booked this ${period}. Choose a venue on an event or an activity to hold it.`}
            </p>
          </div>
          <Button asChild variant="outline">
            <Link to="/create-event">
              <Plus aria-hidden="true" />
              Create event
            </Link>
          </Button>
        </>
      ) : (
        <>
          <div className="space-y-1">
            <h2 className="text-lg font-semibold">No venues yet</h2>
            <p className="mx-auto max-w-sm text-sm text-pretty text-muted-foreground">
              Add the places you use; events and activities that choose them show up here.
            </p>
          </div>
          <Button asChild>
            <Link to="/create-venue">
              <Plus aria-hidden="true" />
              Add your first venue
            </Link>
          </Button>
        </>
      )}
    </Card>
  );
}

export default function BookingCalendarPage() {
  const id = useId();
  const { view, anchor, venueId, update } = useCalendarParams();
  const venues = useVenuePicker();
  const anchorKey = dayKey(anchor);

  const { start, end } = useMemo(() => {
    const day = parseDayKey(anchorKey) ?? startOfDay(new Date());
    if (view === "week") {
      const first = startOfWeek(day);
      return { start: first, end: addDays(first, 7) };
    }
    const first = startOfMonth(day);
    return { start: first, end: addMonths(first, 1) };
  }, [view, anchorKey]);

  const bookings = useBookings({ from: start.toISOString(), to: end.toISOString(), venueId: venueId || undefined });
  const days = useMemo(() => daysBetween(start, end), [start, end]);
  const today = dayKey(new Date());
  const title = view === "week" ? formatDayRange(start, addDays(end, -1)) : formatMonth(start);
  const unit = view === "week" ? "week" : "month";
  const step = (direction: 1 | -1) =>
    update({ date: view === "week" ? addDays(start, 7 * direction) : addMonths(start, direction) });

  const venueList = useMemo(() => venues.data?.venues ?? [], [venues.data]);
  const order = useMemo(() => new Map(venueList.map((venue, index) => [venue.id, index])), [venueList]);
  const hasVenues = venues.data ? venues.data.total > 0 : true;
  // A venue id in the URL that is not (or no longer) one of ours still gets an option, so the select shows it.
  const unknownVenue = venueId !== "" && venues.data !== undefined && !venueList.some((venue) => venue.id === venueId);
  const data = bookings.data;

  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Booking calendar</h1>
          <p className="flex items-center gap-1.5 text-muted-foreground">
            <Globe aria-hidden="true" className="size-4 shrink-0" />
            Which events and activities hold which venue. Times in {describeBrowserZone(start, end)}.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to="/manage-venues">
            <Building2 aria-hidden="true" />
            Venues
          </Link>
        </Button>
      </header>

      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="flex flex-wrap items-center gap-2">
          <div role="group" aria-label="View" className="inline-flex rounded-lg bg-muted p-1">
            {(["week", "month"] as const).map((option) => (
              <button
                key={option}
                type="button"
                aria-pressed={view === option}
                onClick={() => update({ view: option })}
                className={cn(
                  "h-9 cursor-pointer rounded-md px-4 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  view === option && "bg-surface text-foreground shadow-sm",
                )}
              >
                {option === "week" ? "Week" : "Month"}
              </button>
            ))}
          </div>
          <div className="flex items-center gap-1">
            <Button variant="outline" size="icon" onClick={() => step(-1)} aria-label={`Previous ${unit}`}>
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button variant="outline" onClick={() => update({ date: null })}>
              Today
            </Button>
            <Button variant="outline" size="icon" onClick={() => step(1)} aria-label={`Next ${unit}`}>
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-1.5 lg:w-72">
          <Label htmlFor={`${id}-venue`}>Venue</Label>
          <NativeSelect
            id={`${id}-venue`}
            value={venueId}
            disabled={venues.isPending}
            onChange={(event) => update({ venueId: event.target.value })}
          >
            <option value="">All venues</option>
            {unknownVenue ? <option value={venueId}>Unknown venue</option> : null}
            {venueList.map((venue) => (
              <option key={venue.id} value={venue.id}>
                {venue.name}
              </option>
            ))}
          </NativeSelect>
          {venues.isError ? (
            <p className="text-xs text-destructive">The venue list did not load; all venues are shown.</p>
          ) : venues.data && venues.data.total > VENUE_PICKER_LIMIT ? (
            <p className="text-xs text-muted-foreground">Showing the first {VENUE_PICKER_LIMIT} venues.</p>
          ) : null}
        </div>
      </div>

      <section
        aria-labelledby="calendar-range-title"
        aria-busy={bookings.isFetching || undefined}
        className="space-y-4"
      >
        <h2 id="calendar-range-title" aria-live="polite" className="text-lg font-semibold">
          {title}
        </h2>
        {bookings.isPending ? (
          <CalendarSkeleton view={view} />
        ) : bookings.isError && !data ? (
          <LoadFailedAlert
            title="We couldn't load the bookings."
            error={bookings.error}
            retrying={bookings.isFetching}
            onRetry={() => void bookings.refetch()}
          />
        ) : data && data.length === 0 && !bookings.isPlaceholderData ? (
          <EmptyRange view={view} hasVenues={hasVenues} filtered={venueId !== ""} />
        ) : data ? (
          <div className={cn(bookings.isPlaceholderData && "opacity-60 transition-opacity")}>
            {view === "week" ? (
              <WeekView days={days} bookings={data} today={today} order={order} />
            ) : (
              <MonthList days={days} bookings={data} today={today} order={order} />
            )}
          </div>
        ) : null}
      </section>
    </div>
  );
}
