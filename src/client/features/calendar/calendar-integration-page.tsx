/**
 * /calendar-integration: the organiser's events in their own calendar app. One subscription address for
 * everything, and for a chosen event (?eventId= in the URL) its .ics file, Google and Outlook links and an
 * address of its own to pass on.
 */
import { useEventDetails } from "#client/lib/event-details.ts";
import { useId, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { CalendarCheck, CalendarDays, CalendarRange, Download, ExternalLink, Rss } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { googleCalendarUrl, outlookCalendarUrl, type CalendarLinkEvent } from "#shared/calendar/links.ts";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { SectionHeading } from "#client/components/section-heading.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { useEventOptions, type EventOption } from "#client/lib/event-options.ts";
import { eventDownloadPath, useEventFeed, useRegenerateEventFeed, useRegenerateUserFeed, useUserFeed } from "./api.ts";
import { FeedAddress } from "./feed-address.tsx";

function AddressSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="space-y-3">
      <Skeleton aria-hidden="true" className="h-4 w-40" />
      <Skeleton aria-hidden="true" className="h-10 w-full rounded-lg" />
      <div aria-hidden="true" className="flex gap-2">
        <Skeleton className="h-10 w-56 rounded-lg" />
        <Skeleton className="h-10 w-44 rounded-lg" />
      </div>
    </div>
  );
}

function UserFeedSection() {
  const feed = useUserFeed();
  const regenerate = useRegenerateUserFeed();
  return (
    <section aria-labelledby="all-events-feed" className="space-y-4">
      <SectionHeading id="all-events-feed" icon={Rss} title="All your events in your calendar">
        Subscribe once: every event you organise and its activities appear in your calendar app and stay up to date as
        you change them. Keep the address to yourself, since anyone who has it can see your events.
      </SectionHeading>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          {feed.isPending ? (
            <AddressSkeleton label="Loading your calendar address" />
          ) : feed.isError ? (
            <LoadFailedAlert
              title="We couldn't load your calendar address."
              error={feed.error}
              retrying={feed.isFetching}
              onRetry={() => void feed.refetch()}
            />
          ) : (
            <FeedAddress feed={feed.data} label="Your calendar address" holds="your events" regenerate={regenerate} />
          )}
        </CardContent>
      </Card>
    </section>
  );
}

/** The event's place on one line, for calendar entries ("Town Hall" or what the organiser typed). */
function placeOf(event: TEvent): string | null {
  const parts = [event.venue?.name, event.locationName]
    .map((part) => part?.trim())
    .filter((part): part is string => !!part);
  return [...new Set(parts)].join(", ") || null;
}

function linkEvent(event: TEvent): CalendarLinkEvent {
  return {
    title: event.name,
    startAt: event.startAt,
    endAt: event.endAt,
    timeZone: event.timeZone,
    description: event.description,
    location: placeOf(event),
    url: `${window.location.origin}/events/${event.id}`,
  };
}

function ExternalButton({ href, children }: { href: string; children: string }) {
  return (
    <Button asChild variant="outline">
      <a href={href} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}

function EventFeed({ event }: { event: TEvent }) {
  const [asked, setAsked] = useState(false);
  const feed = useEventFeed(event.id, asked);
  const regenerate = useRegenerateEventFeed(event.id);
  if (!asked) {
    return (
      <div className="space-y-2">
        <p className="text-sm text-muted-foreground">
          An address for this event alone, to share with a co-organiser or a helper. Their calendar follows every change
          you make.
        </p>
        <Button
          variant="secondary"
          className="h-auto min-h-10 whitespace-normal py-2 text-left"
          onClick={() => setAsked(true)}
        >
          <Rss aria-hidden="true" />
          Get a subscription address for this event
        </Button>
      </div>
    );
  }
  if (feed.isPending) return <AddressSkeleton label="Loading the event's calendar address" />;
  if (feed.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load this event's address."
        error={feed.error}
        retrying={feed.isFetching}
        onRetry={() => void feed.refetch()}
      />
    );
  }
  return (
    <FeedAddress
      feed={feed.data}
      label={`Calendar address for ${event.name}`}
      holds={`changes to ${event.name}`}
      regenerate={regenerate}
    />
  );
}

function EventLinks({ eventId }: { eventId: string }) {
  const event = useEventDetails(eventId);
  if (event.isPending) {
    return (
      <div role="status" aria-label="Loading the event" className="space-y-3">
        <Skeleton aria-hidden="true" className="h-5 w-64 max-w-full" />
        <Skeleton aria-hidden="true" className="h-10 w-full rounded-lg" />
      </div>
    );
  }
  if (event.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load this event."
        error={event.error}
        retrying={event.isFetching}
        onRetry={() => void event.refetch()}
      />
    );
  }
  const data = event.data;
  const links = linkEvent(data);
  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h3 className="text-lg font-semibold break-words">
          <Link to={`/events/${data.id}`} className="hover:text-primary hover:underline">
            {data.name}
          </Link>
        </h3>
        <ZonedWhen startAt={data.startAt} endAt={data.endAt} timeZone={data.timeZone} />
      </div>
      <div className="space-y-2">
        <h4 className="text-sm font-semibold">Add it to a calendar</h4>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button asChild className="h-auto min-h-10 whitespace-normal py-2 text-left">
            <a href={eventDownloadPath(data.id)} download>
              <Download aria-hidden="true" />
              Download .ics (Apple Calendar and others)
            </a>
          </Button>
          <ExternalButton href={googleCalendarUrl(links)}>Google Calendar</ExternalButton>
          <ExternalButton href={outlookCalendarUrl(links)}>Outlook.com</ExternalButton>
          <ExternalButton href={outlookCalendarUrl(links, "office")}>Outlook (work or school)</ExternalButton>
        </div>
        <p className="text-sm text-muted-foreground">
          The .ics file holds the event and its activities; Google and Outlook links add the event itself. Times stay in
          the event's time zone.
        </p>
      </div>
      <div className="space-y-2 border-t pt-5">
        <h4 className="text-sm font-semibold">Subscribe to this event</h4>
        <EventFeed key={data.id} event={data} />
      </div>
    </div>
  );
}

/** Without ?eventId=, the next event to come (else the latest) is the one the organiser most likely means. */
function defaultEvent(options: EventOption[], now = Date.now()): EventOption | undefined {
  const upcoming = options
    .filter((o) => Date.parse(o.endAt) >= now)
    .sort((a, b) => Date.parse(a.startAt) - Date.parse(b.startAt));
  return upcoming[0] ?? options[0];
}

function EventSection() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const options = useEventOptions();
  const list = options.data ?? [];
  const chosen = search.get("eventId") ?? "";
  const eventId = chosen || defaultEvent(list)?.id || "";

  function choose(next: string) {
    const params = new URLSearchParams(search);
    params.set("eventId", next);
    setSearch(params, { replace: true });
  }

  return (
    <section aria-labelledby="one-event" className="space-y-4">
      <SectionHeading id="one-event" icon={CalendarCheck} title="One event">
        Add a single event to any calendar, or get an address for it alone.
      </SectionHeading>
      {options.isPending ? (
        <Card className="p-5 sm:p-6">
          <AddressSkeleton label="Loading your events" />
        </Card>
      ) : options.isError ? (
        <LoadFailedAlert
          title="We couldn't load your events."
          error={options.error}
          retrying={options.isFetching}
          onRetry={() => void options.refetch()}
        />
      ) : list.length === 0 ? (
        <NoEventsYet icon={CalendarDays}>
          Your calendar fills up with the events you create. Create one to add it to your calendar.
        </NoEventsYet>
      ) : (
        <Card>
          <CardContent className="space-y-6 pt-5 sm:pt-6">
            <div className="flex flex-col gap-1.5 sm:max-w-md">
              <Label htmlFor={`${id}-event`}>Event</Label>
              <NativeSelect id={`${id}-event`} value={eventId} onChange={(e) => choose(e.target.value)}>
                {chosen && !list.some((o) => o.id === chosen) ? <option value={chosen}>Another event</option> : null}
                {list.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {eventId ? <EventLinks key={eventId} eventId={eventId} /> : null}
          </CardContent>
        </Card>
      )}
    </section>
  );
}

export default function CalendarIntegrationPage() {
  return (
    <div className="mx-auto w-full max-w-4xl flex-1 space-y-10 px-4 py-8 sm:px-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Calendar integration</h1>
          <p className="text-muted-foreground">
            Your events in Google Calendar, Apple Calendar or Outlook, kept up to date.
          </p>
        </div>
        <Button asChild variant="outline" className="self-start sm:self-auto">
          <Link to="/interactive-calendar">
            <CalendarRange aria-hidden="true" />
            Open the interactive calendar
          </Link>
        </Button>
      </header>
      <UserFeedSection />
      <EventSection />
    </div>
  );
}
