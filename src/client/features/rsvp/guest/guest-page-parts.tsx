/**
 * What both RSVP guest pages (personal invitation and open RSVP link) add to the shared guest-page parts.
 * A guest opens them on a phone, so the first screen holds who invites, when, where and the answer; the
 * organiser's message, the description and the programme's page follow the answer, then "Add to calendar".
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import {
  ArrowRight,
  CalendarPlus,
  Download,
  ExternalLink,
  Hourglass,
  MessageSquareQuote,
  RefreshCw,
  Sparkles,
} from "lucide-react";
import { googleCalendarUrl, outlookCalendarUrl, type CalendarLinkEvent } from "#shared/calendar/links.ts";
import { EVENT_NOT_PUBLISHED } from "#shared/events/publish-first.ts";
import type { TInvitationView } from "#shared/rsvp/schemas.ts";
import { GuestEventHeader, GuestPage, PlainText } from "#client/components/guest-page.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { ApiError } from "#client/lib/api.ts";

type GuestEvent = TInvitationView["event"];

/** "Olive Organiser invites you": the host names the invitation; `fallback` when the host is unknown. */
export function hostKicker(event: Pick<GuestEvent, "hostName">, fallback: string): string {
  return event.hostName.trim() ? `${event.hostName.trim()} invites you` : fallback;
}

/** The shared event header, short: who invites, the name, when and where (the description comes after the answer). */
export function InvitedEventHeader({ event, titleId, kicker }: { event: GuestEvent; titleId: string; kicker: string }) {
  const { description: _description, ...facts } = event;
  return <GuestEventHeader event={facts} titleId={titleId} kicker={kicker} icon={Sparkles} />;
}

/**
 * Under the answer: the organiser's message (opened with a greeting, on an invitation), then the description
 * and the event's information page (the programme, directions and more). Nothing when there is none of it.
 */
export function AboutTheInvitation({
  event,
  greeting,
  message,
}: {
  event: GuestEvent;
  greeting?: string | undefined;
  message: string;
}) {
  const titleId = "about-the-event-title";
  const description = event.description.trim();
  return (
    <>
      {message.trim() ? (
        <section
          aria-label="Message from the organiser"
          className="rounded-xl border bg-surface p-5 shadow-soft sm:p-6"
        >
          <div className="flex gap-3">
            <MessageSquareQuote aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div className="min-w-0 space-y-2 leading-relaxed">
              {greeting ? <p className="font-medium">{greeting}</p> : null}
              <PlainText text={message} />
            </div>
          </div>
        </section>
      ) : null}

      {description || event.infoPagePath ? (
        <section aria-labelledby={titleId} className="space-y-3 rounded-xl border bg-surface p-5 shadow-soft sm:p-6">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            About the event
          </h2>
          {description ? <PlainText text={description} className="leading-relaxed text-muted-foreground" /> : null}
          {event.infoPagePath ? (
            <Link
              to={event.infoPagePath}
              className="inline-flex min-h-11 items-center gap-1.5 rounded-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              Everything about the event: programme, directions and more
              <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
            </Link>
          ) : null}
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

export const GUEST_LINK_FOOTNOTE = "Shared with you through Gatherly. No account needed.";

/** The server's refusal of a draft's link (personal or open): its words name the host, and nothing else of the event. */
export const notPublished = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.code === EVENT_NOT_PUBLISHED;

const NOT_PUBLISHED_WORDS = {
  invitation: {
    title: "Invitation not open yet",
    heading: "Your invitation is not open yet",
    keep: "Keep this link: the event's details and your answer will be here once it is published.",
  },
  rsvp: {
    title: "RSVP not open yet",
    heading: "This RSVP is not open yet",
    keep: "Keep this link: the event's details and the answer form will be here once it is published.",
  },
} as const;

/**
 * The link of an event that is a draft (ADR 025): who the guest waits for, that the link stays good, and no
 * event details or answer buttons (the organiser may be changing them). "Check again" saves looking for the
 * link again.
 */
export function NotPublishedYet({
  link,
  reason,
  checking,
  onCheck,
}: {
  link: keyof typeof NOT_PUBLISHED_WORDS;
  reason: string;
  checking: boolean;
  onCheck: () => void;
}) {
  const words = NOT_PUBLISHED_WORDS[link];
  const titleId = `${link}-not-published-title`;
  return (
    <GuestPage labelledBy={titleId} footnote={GUEST_LINK_FOOTNOTE}>
      <title>{`${words.title} · Gatherly`}</title>
      <section className="flex flex-col items-center gap-5 rounded-2xl border bg-surface px-5 py-8 text-center shadow-soft sm:px-10 sm:py-12">
        <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Hourglass aria-hidden="true" className="size-7" />
        </span>
        <div className="space-y-2">
          <h1 id={titleId} className="text-2xl font-semibold tracking-tight text-balance">
            {words.heading}
          </h1>
          <p className="text-lg text-pretty break-words">{reason}</p>
          <p className="text-pretty text-muted-foreground">{words.keep}</p>
        </div>
        <Button variant="outline" loading={checking} onClick={onCheck}>
          {checking ? null : <RefreshCw aria-hidden="true" />}
          Check again
        </Button>
      </section>
    </GuestPage>
  );
}
