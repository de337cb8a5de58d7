/**
 * What the pages a guest opens from a link are made of (an invitation, the open RSVP link, the ticket shop,
 * a buyer's tickets; no account needed): the page frame, the event at the top (cover, name, when in the
 * event's own zone, where), and the loading and wrong-link states.
 */
import type { ReactNode } from "react";
import { Link2Off, MapPin, type LucideIcon } from "lucide-react";
import { isNotFound, LoadFailedAlert, NotFoundState } from "#client/components/resource-states.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";

const PAGE_CLASS = "mx-auto w-full max-w-2xl flex-1 space-y-5 px-4 pt-5 pb-16 sm:px-6 sm:pt-10";

/** Keeps the organiser's line breaks without reading their text as markup. */
export function PlainText({ text, className }: { text: string; className?: string }) {
  return <p className={cn("whitespace-pre-line break-words", className)}>{text.trim()}</p>;
}

/** `footnote` closes the page: who brings it, and that no account is needed. */
export function GuestPage({
  labelledBy,
  footnote,
  children,
}: {
  labelledBy: string;
  footnote: string;
  children: ReactNode;
}) {
  return (
    <article aria-labelledby={labelledBy} className={PAGE_CLASS}>
      {children}
      <p className="pt-2 text-center text-xs text-muted-foreground">{footnote}</p>
    </article>
  );
}

interface GuestPageEvent {
  name: string;
  startAt: string;
  endAt: string;
  timeZone: string;
  locationName: string | null;
  /** The address under the place's name, when the server has one. */
  placeLine?: string | null;
  description?: string;
  coverUrl?: string | null;
}

/**
 * The event's name, cover, when (in its own zone, named), where and description; `children` adds what the
 * page says about it. Without a cover, a soft band carries the page's `icon`.
 */
export function GuestEventHeader({
  event,
  titleId,
  kicker,
  icon: Icon,
  tiltIcon = false,
  children,
}: {
  event: GuestPageEvent;
  titleId: string;
  kicker: ReactNode;
  icon: LucideIcon;
  tiltIcon?: boolean;
  children?: ReactNode;
}) {
  return (
    <header className="overflow-hidden rounded-2xl border bg-surface shadow-soft">
      {event.coverUrl ? (
        // The cover is the page's largest paint: asked for first, with its box reserved so nothing moves.
        <img
          src={event.coverUrl}
          alt=""
          fetchPriority="high"
          decoding="async"
          width={1600}
          height={900}
          // Wide and low on a phone, so the page's own business (an answer, the tickets) still shows on the first screen.
          className="aspect-[3/1] h-auto w-full bg-muted object-cover sm:aspect-video"
        />
      ) : (
        <div
          aria-hidden="true"
          className="relative h-12 bg-gradient-to-br from-primary-soft via-accent-soft to-primary-soft sm:h-20"
        >
          <Icon
            className={cn(
              "absolute right-5 bottom-2 size-6 text-primary/40 sm:bottom-3 sm:size-7",
              tiltIcon && "-rotate-12",
            )}
          />
        </div>
      )}
      <div className="space-y-3 p-4 sm:space-y-4 sm:p-7">
        <div className="space-y-1.5">
          <p className="text-sm font-medium text-primary">{kicker}</p>
          <h1 id={titleId} className="text-2xl font-semibold tracking-tight text-balance break-words sm:text-3xl">
            {event.name}
          </h1>
        </div>
        {/* On a phone the icons say when and where, and the headings are for screen readers only. */}
        <div className="grid gap-2 sm:grid-cols-2 sm:gap-4">
          <div className="space-y-1">
            <h2 className="text-sm font-medium text-muted-foreground max-sm:sr-only">When</h2>
            <ZonedWhen startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} className="text-base" />
          </div>
          <div className="space-y-1">
            <h2 className="text-sm font-medium text-muted-foreground max-sm:sr-only">Where</h2>
            {event.locationName || event.placeLine ? (
              <p className="flex items-start gap-1.5 break-words">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground" />
                <span>
                  {event.locationName}
                  {event.locationName && event.placeLine ? <br /> : null}
                  {event.placeLine ? <span className="text-muted-foreground">{event.placeLine}</span> : null}
                </span>
              </p>
            ) : (
              <p className="text-muted-foreground">The place will be announced soon.</p>
            )}
          </div>
        </div>
        {event.description?.trim() ? (
          <PlainText text={event.description} className="leading-relaxed text-muted-foreground" />
        ) : null}
        {children}
      </div>
    </header>
  );
}

/** `heights` of the grey blocks, the header's first, roughly as tall as what the page will show. */
export function GuestPageSkeleton({
  label,
  heights,
}: {
  label: string;
  heights: readonly [header: string, ...sections: string[]];
}) {
  const [header, ...sections] = heights;
  return (
    <div role="status" aria-label={label} className={PAGE_CLASS}>
      <div aria-hidden="true" className="space-y-5">
        <Skeleton className={cn("w-full rounded-2xl", header)} />
        {sections.map((height, index) => (
          <Skeleton key={index} className={cn("w-full rounded-xl", height)} />
        ))}
      </div>
    </div>
  );
}

/** A wrong or replaced link gets a friendly page saying what to do; anything else a Retry. */
export function GuestPageFailure({
  error,
  link,
  hint,
  failedTitle,
  retrying,
  onRetry,
}: {
  error: Error;
  /** The kind of link followed ("invitation", "ticket"), for "This … link is not valid". */
  link: string;
  /** What the guest can do about a wrong link. */
  hint: string;
  /** The title of a load failure ("We couldn't load the tickets."). */
  failedTitle: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (isNotFound(error)) {
    return (
      <NotFoundState
        titleId="guest-link-invalid-title"
        icon={Link2Off}
        title={`This ${link} link is not valid`}
        message={hint}
        backTo="/"
        backLabel="Go to the Gatherly home page"
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-2xl flex-1 px-4 py-10 sm:px-6">
      <LoadFailedAlert title={failedTitle} error={error} retrying={retrying} onRetry={onRetry} />
    </div>
  );
}
