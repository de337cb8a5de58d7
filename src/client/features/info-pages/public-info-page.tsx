/**
 * The page guests open from a link, usually on a phone: the event's name and cover, when (in the event's
 * own zone, named) and where, then the organiser's sections. The public view, the preview and the reunion
 * demo all render this one component, so what the organiser previews is exactly what guests get.
 */
import type { ReactNode } from "react";
import {
  CalendarClock,
  ChevronDown,
  CircleHelp,
  ExternalLink,
  FileText,
  Link2Off,
  MapPin,
  Navigation,
  Shirt,
  Sparkles,
  type LucideIcon,
} from "lucide-react";
import type { TInfoSection, TInfoSectionKind, TPublicInfoPage, TPublicPlace } from "#shared/info-pages/schemas.ts";
import { isNotFound, LoadFailedAlert, NotFoundState } from "#client/components/resource-states.tsx";
import { ZonedWhen } from "#client/components/zoned-when.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { PlainText } from "./plain-text.tsx";
import { Programme } from "#client/components/programme.tsx";

const SECTION_ICONS: Record<TInfoSectionKind, LucideIcon> = {
  text: FileText,
  schedule: CalendarClock,
  directions: Navigation,
  "dress-code": Shirt,
  faq: CircleHelp,
};

/** At this many sections a guest on a phone is glad of a list to jump from. */
const CONTENTS_FROM = 4;

function hasContent(section: TInfoSection, page: TPublicInfoPage): boolean {
  if (section.body.trim() !== "") return true;
  if (section.kind === "faq") return section.faq.length > 0;
  // A schedule always says something (its activities, or that they are coming); directions show the place.
  if (section.kind === "schedule") return true;
  if (section.kind === "directions") return page.event.place !== null;
  return false;
}

function MapLink({ place }: { place: TPublicPlace }) {
  return (
    <a
      href={place.mapUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <MapPin aria-hidden="true" className="size-4" />
      Open in a map
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only"> (OpenStreetMap, opens in a new tab)</span>
    </a>
  );
}

function PlaceLines({ place }: { place: TPublicPlace }) {
  return (
    <address className="not-italic">
      <span className="block font-medium break-words">{place.name}</span>
      {place.addressLines.map((line) => (
        <span key={line} className="block break-words text-muted-foreground">
          {line}
        </span>
      ))}
    </address>
  );
}

function Schedule({ page }: { page: TPublicInfoPage }) {
  return <Programme items={page.schedule} event={page.event} />;
}

function Faq({ items }: { items: TInfoSection["faq"] }) {
  return (
    <div className="divide-y rounded-lg border">
      {items.map((item, index) => (
        <details key={index} className="group">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-3 rounded-lg px-4 py-3 font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
            <span className="break-words">{item.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180 motion-reduce:transition-none"
            />
          </summary>
          <div className="px-4 pb-4">
            {item.answer.trim() ? (
              <PlainText text={item.answer} className="text-muted-foreground" />
            ) : (
              <p className="text-muted-foreground">No answer yet.</p>
            )}
          </div>
        </details>
      ))}
    </div>
  );
}

function Section({ section, index, page }: { section: TInfoSection; index: number; page: TPublicInfoPage }) {
  const Icon = SECTION_ICONS[section.kind];
  const titleId = `info-section-${index}-title`;
  const empty = !hasContent(section, page);
  return (
    <section
      id={`info-section-${index}`}
      aria-labelledby={titleId}
      className="scroll-mt-24 rounded-xl border bg-surface p-5 shadow-soft sm:p-6"
    >
      <h2 id={titleId} className="flex items-center gap-2.5 text-lg font-semibold tracking-tight">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        <span className="min-w-0 break-words">{section.title}</span>
      </h2>
      <div className="mt-4 space-y-4 leading-relaxed">
        {section.body.trim() ? <PlainText text={section.body} /> : null}
        {section.kind === "schedule" ? <Schedule page={page} /> : null}
        {section.kind === "directions" && page.event.place ? (
          <div className="flex flex-col gap-3 rounded-lg bg-muted p-4 sm:flex-row sm:items-start sm:justify-between">
            <PlaceLines place={page.event.place} />
            <MapLink place={page.event.place} />
          </div>
        ) : null}
        {section.kind === "faq" && section.faq.length > 0 ? <Faq items={section.faq} /> : null}
        {empty ? (
          <p className="text-sm text-muted-foreground italic">
            Nothing written here yet. Guests do not see this section until it has text.
          </p>
        ) : null}
      </div>
    </section>
  );
}

function Contents({ sections }: { sections: Array<{ section: TInfoSection; index: number }> }) {
  return (
    <nav aria-label="On this page" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 pb-1 sm:flex-wrap">
        {sections.map(({ section, index }) => (
          <li key={index} className="shrink-0">
            <a
              href={`#info-section-${index}`}
              className="inline-flex h-9 items-center rounded-full border bg-surface px-3.5 text-sm font-medium shadow-xs hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface PublicInfoPageProps {
  page: TPublicInfoPage;
  /** Shown above everything: the preview banner, or the demo's label. */
  notice?: ReactNode;
  /** Shown after the sections (the demo's call to action). */
  after?: ReactNode;
}

export function PublicInfoPage({ page, notice, after }: PublicInfoPageProps) {
  const { event } = page;
  // The preview shows every section so the organiser sees what is still empty; guests only what has content.
  const shown = page.sections
    .map((section, index) => ({ section, index }))
    .filter(({ section }) => page.preview || hasContent(section, page));
  const updated = page.publishedAt && !page.preview ? new Date(page.publishedAt) : null;

  return (
    <article
      aria-labelledby="info-page-title"
      className="mx-auto w-full max-w-3xl flex-1 space-y-5 px-4 pt-5 pb-16 sm:px-6 sm:pt-10"
    >
      <title>{`${event.name} · Gatherly`}</title>
      {notice}
      <header className="overflow-hidden rounded-2xl border bg-surface shadow-soft">
        {event.coverUrl ? (
          <img src={event.coverUrl} alt="" className="aspect-[16/9] w-full bg-muted object-cover" />
        ) : (
          <div
            aria-hidden="true"
            className="relative h-20 bg-gradient-to-br from-primary-soft via-accent-soft to-primary-soft sm:h-28"
          >
            <Sparkles className="absolute right-5 bottom-4 size-8 text-primary/40 sm:size-10" />
          </div>
        )}
        <div className="space-y-2 p-5 sm:p-7">
          <p className="text-sm font-medium text-primary">{event.typeName}</p>
          <h1
            id="info-page-title"
            className="text-2xl font-semibold tracking-tight text-balance break-words sm:text-4xl"
          >
            {event.name}
          </h1>
          <p className="text-lg text-pretty break-words text-muted-foreground">{page.title}</p>
        </div>
      </header>

      {event.cancelled ? (
        <Alert variant="destructive" role="status" title="This event has been cancelled.">
          The information below is kept for reference. Contact the organisers if you have questions.
        </Alert>
      ) : null}

      <section
        aria-label="When and where"
        className="grid gap-4 rounded-xl border bg-surface p-5 shadow-soft sm:grid-cols-2 sm:p-6"
      >
        <div className="space-y-1.5">
          <h2 className="text-sm font-medium text-muted-foreground">When</h2>
          <ZonedWhen startAt={event.startAt} endAt={event.endAt} timeZone={event.timeZone} className="text-base" />
        </div>
        <div className="space-y-1.5">
          <h2 className="text-sm font-medium text-muted-foreground">Where</h2>
          {event.place ? (
            <div className="space-y-2">
              <PlaceLines place={event.place} />
              <MapLink place={event.place} />
            </div>
          ) : (
            <p className="text-muted-foreground">The place will be announced soon.</p>
          )}
        </div>
      </section>

      {shown.length >= CONTENTS_FROM ? <Contents sections={shown} /> : null}

      {shown.map(({ section, index }) => (
        <Section key={index} section={section} index={index} page={page} />
      ))}

      {after}

      <footer className="space-y-1 pt-2 text-center text-xs text-muted-foreground">
        {updated ? (
          <p>
            Updated{" "}
            <time dateTime={updated.toISOString()}>
              {updated.toLocaleDateString(undefined, { day: "numeric", month: "long", year: "numeric" })}
            </time>
          </p>
        ) : null}
        <p>Shared with you through Gatherly.</p>
      </footer>
    </article>
  );
}

/** The banner of the preview: it must never be mistaken for the published page. */
export function PreviewNotice({ page }: { page: TPublicInfoPage }) {
  return (
    <Alert variant="warning" role="status" title="Preview — not published">
      {page.publishedAt
        ? "This is the current draft. Guests still see the published version until you publish again."
        : "This is the draft. Guests cannot open this page until you publish it."}
    </Alert>
  );
}

export function PublicInfoPageSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading the information page"
      className="mx-auto w-full max-w-3xl flex-1 space-y-5 px-4 pt-5 pb-16 sm:px-6 sm:pt-10"
    >
      <div aria-hidden="true" className="space-y-5">
        <Skeleton className="h-48 w-full rounded-2xl sm:h-64" />
        <Skeleton className="h-28 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** A wrong, revoked or unpublished link gets a friendly page; anything else a Retry. */
export function PublicInfoPageFailure({
  error,
  retrying,
  onRetry,
}: {
  error: Error;
  retrying: boolean;
  onRetry: () => void;
}) {
  if (isNotFound(error)) {
    return (
      <NotFoundState
        titleId="info-page-link-invalid-title"
        icon={Link2Off}
        title={error.message}
        message="The organiser may have replaced or turned off this link, or not published the page yet. Ask them to send you the current one."
        backTo="/"
        backLabel="Go to the Gatherly home page"
      />
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
      <LoadFailedAlert
        title="We couldn't load this information page."
        error={error}
        retrying={retrying}
        onRetry={onRetry}
      />
    </div>
  );
}
