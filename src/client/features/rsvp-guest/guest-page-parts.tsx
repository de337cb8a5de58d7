/**
 * The pieces both guest pages (personal invitation and open RSVP link) are made of: the event at the top,
 * the organiser's message, "Add to calendar", and the loading, wrong-link and failure states.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ArrowRight, CalendarPlus, Download, ExternalLink, Link2Off, MapPin, MessageSquareQuote, Sparkles } from "lucide-react";
import { googleCalendarUrl, outlookCalendarUrl, type CalendarLinkEvent } from "#shared/calendar/links.ts";
import type { TInvitationView } from "#shared/rsvp/schemas.ts";
import { isNotFound, LoadFailedAlert, NotFoundState } from "#client/components/resource-states.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";

export type GuestEvent = TInvitationView["event"];

/** Keeps the organiser's line breaks without reading their text as markup. */
export function PlainParagraphs({ text, className }: { text: string; className?: string }) {
  return <p className={cn("whitespace-pre-line break-words", className)}>{text.trim()}</p>;
}

export function GuestPage({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    <article aria-labelledby={labelledBy} className="mx-auto w-full max-w-2xl flex-1 space-y-5 px-4 pt-5 pb-16 sm:px-6 sm:pt-10">
      {children}
      <p className="pt-2 text-center text-xs text-muted-foreground">Shared with you through Gatherly. No account needed.</p>
    </article>
  );
}

/** The event's name, when (in its own zone, named) and where, its description and its information page. */
export function GuestEventHeader({
  event,
  titleId,
  kicker,
  greeting,
  message,
}: {
  event: GuestEvent;
  titleId: string;
  kicker: string;
  greeting?: string | undefined;
  message: string;
}) {
  return (
    <>
      <header className="overflow-hidden rounded-2xl border bg-surface shadow-soft">
        <div aria-hidden="true" className="relative h-16 bg-gradient-to-br from-primary-soft via-accent-soft to-primary-soft sm:h-20">
          <Sparkles className="absolute right-5 bottom-3 size-7 text-primary/40" />
        </div>
        <div className="space-y-4 p-5 sm:p-7">
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-primary">{kicker}</p>
            <h1 id={titleId} className="text-2xl font-semibold tracking-tight text-balance break-words sm:text-3xl">
              {event.name}
            </h1>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1">
              <h2 className="text-sm font-medium text-muted-foreground">When</h2>
              <ZonedWhen startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} className="text-base" />
            </div>
            <div className="space-y-1">
              <h2 className="text-sm font-medium text-muted-foreground">Where</h2>
              {event.locationName ? (
                <p className="flex items-start gap-1.5 break-words">
                  <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground" />
                  <span>{event.locationName}</span>
                </p>
              ) : (
                <p className="text-muted-foreground">The place will be announced soon.</p>
              )}
            </div>
          </div>
          {event.description.trim() ? <PlainParagraphs text={event.description} className="leading-relaxed text-muted-foreground" /> : null}
          {event.infoPagePath ? (
            <Link
              to={event.infoPagePath}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              Everything about the event: programme, directions and more
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          ) : null}
        </div>
      </header>

      {greeting || message.trim() ? (
        <section aria-label="Message from the organiser" className="rounded-xl border bg-surface p-5 shadow-soft sm:p-6">
          <div className="flex gap-3">
            <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="min-w-0 space-y-2 leading-relaxed">
              {greeting ? <p className="font-medium">{greeting}</p> : null}
              {message.trim() ? <PlainParagraphs text={message} /> : null}
            </div>
          </div>
        </section>
      ) : null}
    </>
  );
}

const calendarLinkClass = "justify-start";

function CalendarLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Button asChild variant="outline" size="lg" className={calendarLinkClass}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        <ExternalLink aria-hidden="true" />
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </Button>
  );
}

/**
 * Google and Outlook open in a new tab with the event filled in, and a link back to this page; the .ics
 * file suits Apple Calendar and every other app.
 */
export function AddToCalendar({ event, icsPath }: { event: GuestEvent; icsPath?: string | undefined }) {
  const titleId = "add-to-calendar-title";
  const entry: CalendarLinkEvent = {
    title: event.name,
    startAt: event.startAt,
    endAt: event.endAt,
    timeZone: event.timeZone,
    description: event.description,
    location: event.locationName,
    url: `${window.location.origin}${window.location.pathname}`,
  };
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-xl border bg-surface p-5 shadow-soft sm:p-6">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <CalendarPlus aria-hidden="true" className="size-5 text-primary" />
        Add to your calendar
      </h2>
      <div className="grid gap-2 sm:grid-cols-2">
        <CalendarLink href={googleCalendarUrl(entry)}>Google Calendar</CalendarLink>
        <CalendarLink href={outlookCalendarUrl(entry)}>Outlook.com</CalendarLink>
        <CalendarLink href={outlookCalendarUrl(entry, "office")}>Outlook (work or school)</CalendarLink>
        {icsPath ? (
          <Button asChild variant="outline" size="lg" className={calendarLinkClass}>
            <a href={icsPath} download>
              <Download aria-hidden="true" />
              Download .ics
              <span className="sr-only"> file for Apple Calendar and other apps</span>
            </a>
          </Button>
        ) : null}
      </div>
    </section>
  );
}

export function GuestPageSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="mx-auto w-full max-w-2xl flex-1 space-y-5 px-4 pt-5 pb-16 sm:px-6 sm:pt-10">
      <div aria-hidden="true" className="space-y-5">
        <Skeleton className="h-56 w-full rounded-2xl" />
        <Skeleton className="h-24 w-full rounded-xl" />
        <Skeleton className="h-72 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** A wrong or replaced link gets a friendly page saying what to do; anything else a Retry. */
export function GuestPageFailure({
  error,
  what,
  hint,
  retrying,
  onRetry,
}: {
  error: Error;
  /** "invitation" or "RSVP": the kind of link the guest followed. */
  what: string;
  /** What the guest can do about a wrong link. */
  hint: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (isNotFound(error)) {
    return (
      <NotFoundState
        titleId="guest-link-invalid-title"
        icon={Link2Off}
        title={`This ${what} link is not valid`}
        message={hint}
        backTo="/"
        backLabel="Go to the Gatherly home page"
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
      <LoadFailedAlert title={`We couldn't load this ${what}.`} error={error} retrying={retrying} onRetry={onRetry} />
    </div>
  );
}
