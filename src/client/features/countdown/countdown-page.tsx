/**
 * /countdown and /countdown-dashboard: a live countdown to the organiser's next event, what is happening
 * now, and the events after it, each in its own time zone. Screen readers hear coarse steps ("3 days to
 * go"), not every second.
 */
import { memo } from "react";
import { Link } from "react-router";
import { CalendarClock, MapPin, PartyPopper, Timer } from "lucide-react";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { useCountdownEvents, type CountdownEvent } from "./api.ts";
import { coarseTimeLeft, countdownParts, relativeStart, splitEvents, twoDigits } from "./countdown.ts";
import { useNow } from "./use-now.ts";

/** The page renders every second; the dates under each event only change with the event, so they skip that. */
const When = memo(ZonedWhen);

/** Events listed after the next one. */
const FOLLOWING_SHOWN = 5;

const linkClass =
  "rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function Place({ event }: { event: CountdownEvent }) {
  if (!event.locationName) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm text-muted-foreground">
      <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span className="break-words">{event.locationName}</span>
    </p>
  );
}

function Countdown({ event, now }: { event: CountdownEvent; now: number }) {
  const parts = countdownParts(Date.parse(event.startAt) - now);
  const units = [
    { key: "days", value: String(parts.days), label: parts.days === 1 ? "day" : "days" },
    { key: "hours", value: twoDigits(parts.hours), label: parts.hours === 1 ? "hour" : "hours" },
    { key: "minutes", value: twoDigits(parts.minutes), label: parts.minutes === 1 ? "minute" : "minutes" },
    { key: "seconds", value: twoDigits(parts.seconds), label: parts.seconds === 1 ? "second" : "seconds" },
  ];
  return (
    <section
      aria-labelledby="next-event-title"
      className="space-y-6 rounded-2xl border bg-surface p-5 text-center shadow-soft sm:p-8"
    >
      <div className="space-y-2">
        <p className="flex items-center justify-center gap-1.5 text-sm font-medium text-primary">
          <Timer aria-hidden="true" className="size-4" />
          Your next event
        </p>
        <h2
          id="next-event-title"
          className="text-2xl font-semibold tracking-tight text-balance break-words sm:text-3xl"
        >
          <Link to={`/event-details/${event.id}`} className={linkClass}>
            {event.name}
          </Link>
        </h2>
      </div>
      {/* A timer is not announced as it changes; the page's live region says how near the event is. */}
      <div role="timer" className="mx-auto grid max-w-xl grid-cols-4 gap-2 sm:gap-4">
        {units.map((unit) => (
          <div key={unit.key} className="rounded-xl bg-primary-soft px-1 py-3 text-primary-soft-foreground sm:py-5">
            <span className="block text-2xl font-semibold tabular-nums min-[400px]:text-3xl sm:text-5xl">
              {unit.value}
            </span>
            <span className="block text-xs font-medium sm:text-sm">{unit.label}</span>
          </div>
        ))}
      </div>
      <div className="mx-auto flex max-w-md flex-col items-center gap-1 text-left">
        <When startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} />
        <Place event={event} />
      </div>
    </section>
  );
}

function HappeningNow({ events }: { events: CountdownEvent[] }) {
  return (
    <section aria-labelledby="happening-now-title" className="space-y-3">
      <h2 id="happening-now-title" className="sr-only">
        Happening now
      </h2>
      <ul className="space-y-3">
        {events.map((event) => (
          <li key={event.id}>
            <Card className="flex flex-col gap-3 border-success/40 p-5 sm:flex-row sm:items-start">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-success-soft text-success-foreground">
                <PartyPopper aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0 space-y-1.5">
                <Badge variant="success">Happening now</Badge>
                <p className="text-lg font-semibold break-words">
                  <Link to={`/event-details/${event.id}`} className={linkClass}>
                    {event.name}
                  </Link>
                </p>
                <When startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} />
                <Place event={event} />
              </div>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Following({ events, now }: { events: CountdownEvent[]; now: number }) {
  return (
    <section aria-labelledby="following-title" className="space-y-3">
      <h2 id="following-title" className="text-lg font-semibold tracking-tight">
        Coming up after that
      </h2>
      <Card>
        <ul className="divide-y">
          {events.map((event) => (
            <li
              key={event.id}
              className="flex flex-col gap-1.5 p-4 sm:flex-row sm:items-start sm:justify-between sm:gap-4 sm:p-5"
            >
              <div className="min-w-0 space-y-1">
                <p className="font-medium break-words">
                  <Link to={`/event-details/${event.id}`} className={linkClass}>
                    {event.name}
                  </Link>
                </p>
                <When startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} />
                <Place event={event} />
              </div>
              <Badge variant="neutral" className="self-start">
                {relativeStart(Date.parse(event.startAt) - now)}
              </Badge>
            </li>
          ))}
        </ul>
      </Card>
    </section>
  );
}

function CountdownSkeleton() {
  return (
    <div role="status" aria-label="Loading your events" className="space-y-6">
      <div aria-hidden="true" className="space-y-6">
        <div className="space-y-5 rounded-2xl border bg-surface p-5 shadow-soft sm:p-8">
          <Skeleton className="mx-auto h-8 w-64 max-w-full" />
          <div className="mx-auto grid max-w-xl grid-cols-4 gap-2 sm:gap-4">
            {Array.from({ length: 4 }, (_, index) => (
              <Skeleton key={index} className="h-20 rounded-xl sm:h-28" />
            ))}
          </div>
          <Skeleton className="mx-auto h-4 w-56 max-w-full" />
        </div>
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    </div>
  );
}

function CountdownBody() {
  const events = useCountdownEvents();
  const now = useNow();

  if (events.isPending) return <CountdownSkeleton />;
  if (events.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load your events."
        error={events.error}
        retrying={events.isFetching}
        onRetry={() => void events.refetch()}
      />
    );
  }

  const { running, upcoming } = splitEvents(events.data, now);
  const [next, ...after] = upcoming;
  const announcement = [
    running.length > 0 ? `Happening now: ${running.map((event) => event.name).join(", ")}.` : "",
    next ? `${coarseTimeLeft(Date.parse(next.startAt) - now)} until ${next.name}.` : "",
  ]
    .filter(Boolean)
    .join(" ");

  return (
    <div className="space-y-6">
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {running.length > 0 ? <HappeningNow events={running} /> : null}
      {next ? (
        <Countdown event={next} now={now} />
      ) : running.length === 0 ? (
        <NoEventsYet icon={CalendarClock} title="Nothing to count down to yet">
          Create an event and the countdown to it starts here, to the second.
        </NoEventsYet>
      ) : null}
      {after.length > 0 ? <Following events={after.slice(0, FOLLOWING_SHOWN)} now={now} /> : null}
    </div>
  );
}

export default function CountdownPage() {
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>Event countdown · Gatherly</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Event countdown</h1>
        <p className="text-muted-foreground">The time left until your next event, and what comes after it.</p>
      </header>
      <CountdownBody />
    </div>
  );
}
