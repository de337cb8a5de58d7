import { useState, type ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import {
  ArrowRight,
  CalendarDays,
  CalendarPlus,
  CircleHelp,
  ClipboardCheck,
  KanbanSquare,
  MapPin,
  RefreshCw,
  UserRoundCog,
} from "lucide-react";
import type { TMe } from "#shared/account/schemas.ts";
import { eventsContract } from "#shared/events/contract.ts";
import type { TEventSummary } from "#shared/events/schemas.ts";
import { describeTimeZone, formatEventRange } from "#shared/date-format.ts";
import { browserTimeZone } from "#shared/zoned-time.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { call, keyOf } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth.ts";
import { cn } from "#client/lib/utils.ts";
import { planAccessOf } from "#client/lib/account.ts";
import { CatalogueIcon } from "./catalogue-icons.tsx";
import {
  categoryHref,
  FREE_ACCESS,
  isLinkCategory,
  openCount,
  overviewCategories,
  visibleFeatures,
  type Access,
} from "./categories.ts";
import { PlanCard } from "./plan-card.tsx";
import { EventsImAttending } from "./events-im-attending.tsx";
import { VerifyEmailBanner } from "./verify-email-banner.tsx";

const tileClass = cn(
  "group flex h-full items-start gap-3 rounded-xl border bg-surface p-4 shadow-soft",
  "transition-[border-color,box-shadow] duration-150 hover:border-primary/30 hover:shadow-lifted",
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
);

/**
 * PlanCard's shape line for line (a free plan without a trial, the plan every new account has), so the cards
 * below and beside it do not move when the plan arrives (the dashboard's layout shift, issue 22).
 */
function PlanCardSkeleton({ className }: { className?: string }) {
  return (
    <Card aria-hidden="true" className={cn("flex flex-col", className)}>
      <CardHeader>
        <Skeleton className="h-5 w-20" />
        <Skeleton className="h-7.5 w-28" />
      </CardHeader>
      <CardContent className="flex-1 space-y-4">
        <div className="space-y-2">
          <Skeleton className="h-5 w-36" />
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-5 w-40" />
        </div>
        <div className="flex h-10 flex-col justify-between">
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-3/5" />
        </div>
      </CardContent>
      <CardFooter>
        <Skeleton className="h-10 w-full rounded-lg" />
      </CardFooter>
    </Card>
  );
}

/** The events summary is cached for 5 minutes. Keyed under "events" so event changes refresh it. */
const EVENTS_SUMMARY_STALE_TIME_MS = 5 * 60 * 1000;
const UPCOMING_SHOWN = 4;

function useEventsSummary() {
  return useQuery({
    queryKey: keyOf(eventsContract.summary),
    queryFn: ({ signal }) => call(eventsContract.summary, {}, { signal }),
    staleTime: EVENTS_SUMMARY_STALE_TIME_MS,
  });
}

/** Events still to come or under way, soonest first. The summary arrives newest start first. */
function upcoming(events: TEventSummary[], now: number): TEventSummary[] {
  return events
    .filter((event) => Date.parse(event.endDate || event.startDate) >= now)
    .sort((a, b) => Date.parse(a.startDate) - Date.parse(b.startDate))
    .slice(0, UPCOMING_SHOWN);
}

/** The summary carries no time zone, so times show in the viewer's own zone, named beside them. */
const formatWhen = (startIso: string, endIso: string) => formatEventRange(startIso, endIso, browserTimeZone());

function NoEvents({ hasPast }: { hasPast: boolean }) {
  return (
    <div className="flex w-full flex-1 flex-col items-center justify-center gap-3 rounded-xl border border-dashed bg-muted/40 px-4 py-8">
      <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
        <CalendarDays aria-hidden="true" className="size-6" />
      </span>
      <div className="space-y-1">
        <p className="font-medium">{hasPast ? "Nothing coming up" : "No events yet"}</p>
        <p className="mx-auto max-w-sm text-sm text-pretty text-muted-foreground">
          {hasPast
            ? "Your past events are still in Manage events. Plan the next one when you are ready."
            : "Set up your first gathering with its date, place and guests. It will appear here once it is created."}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-2">
        <Button asChild>
          <Link to="/create-event">
            <CalendarPlus aria-hidden="true" />
            {hasPast ? "Create an event" : "Create your first event"}
          </Link>
        </Button>
        {hasPast ? (
          <Button asChild variant="outline">
            <Link to="/manage-events">Manage events</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

const cardLinkClass =
  "rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

function UpcomingEventsCard({ className }: { className?: string }) {
  const summary = useEventsSummary();
  const [now] = useState(() => Date.now());
  const next = summary.data ? upcoming(summary.data, now) : [];
  // Several dates, maybe either side of a clock change: the zone's name without an offset.
  const zone = describeTimeZone(browserTimeZone());
  return (
    <Card className={cn("flex flex-col", className)}>
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle>Your upcoming events</CardTitle>
          <CardDescription>The next events you are organising, soonest first.</CardDescription>
        </div>
        {next.length > 0 ? (
          <div className="flex shrink-0 gap-4">
            <Link to="/countdown" className={cardLinkClass}>
              Countdown
            </Link>
            <Link to="/manage-events" className={cardLinkClass}>
              View all
            </Link>
          </div>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        {summary.isPending ? (
          // As tall as what replaces it, measured: "no events yet" or two events (377 and 372 px on a phone,
          // 369 on a desktop, where the plan card beside it is as tall).
          <div role="status" aria-label="Loading your events" className="space-y-3">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-20 w-full rounded-lg lg:h-18.5" />
            ))}
          </div>
        ) : summary.isError ? (
          <Alert
            variant="destructive"
            role="alert"
            title="We couldn't load your events."
            action={
              <Button variant="outline" size="sm" loading={summary.isFetching} onClick={() => void summary.refetch()}>
                {summary.isFetching ? null : <RefreshCw aria-hidden="true" />}
                Retry
              </Button>
            }
          >
            {summary.error.message || "Please try again."}
          </Alert>
        ) : next.length === 0 ? (
          <div className="flex flex-1 flex-col text-center">
            <NoEvents hasPast={summary.data.length > 0} />
          </div>
        ) : (
          <>
            <ul className="divide-y rounded-lg border">
              {next.map((event) => (
                <li key={event.id}>
                  <Link
                    to={`/event-details/${event.id}`}
                    className="flex flex-col gap-0.5 px-4 py-3 transition-colors duration-150 hover:bg-muted/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
                  >
                    <span className="font-medium break-words">{event.name}</span>
                    <span className="text-sm text-muted-foreground">{formatWhen(event.startDate, event.endDate)}</span>
                    {event.locationName ? (
                      <span className="flex items-center gap-1 text-sm text-muted-foreground">
                        <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                        <span className="break-words">{event.locationName}</span>
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
            <p className="text-xs text-muted-foreground">Times shown in your time zone ({zone}).</p>
          </>
        )}
      </CardContent>
    </Card>
  );
}

interface QuickLink {
  to: string;
  label: string;
  hint: string;
  icon: typeof CalendarPlus;
  /** Shown only to plans that open it: the tier's own dashboard has no catalogue card to find it by. */
  plan?: "pro";
}

const QUICK_LINKS: readonly QuickLink[] = [
  { to: "/create-event", label: "Create an event", hint: "Dates, place and guests", icon: CalendarPlus },
  {
    to: "/pro/dashboard",
    label: "Pro dashboard",
    hint: "Tasks, journey and budget per event",
    icon: KanbanSquare,
    plan: "pro",
  },
  { to: "/my-tasks", label: "My tasks", hint: "What organisers asked of you", icon: ClipboardCheck },
  { to: "/venues", label: "Venues", hint: "Places you book", icon: MapPin },
  { to: "/account-settings", label: "Account settings", hint: "Profile, password, plan", icon: UserRoundCog },
  { to: "/help", label: "Help Center", hint: "Guides and answers", icon: CircleHelp },
];

function SectionHeading({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 space-y-1">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children ? <p className="text-sm text-muted-foreground">{children}</p> : null}
    </div>
  );
}

function QuickLinks({ access }: { access: Access | null }) {
  const links = QUICK_LINKS.filter((link) => link.plan === undefined || access?.[link.plan] === true);
  return (
    <section aria-labelledby="quick-links-title">
      <SectionHeading id="quick-links-title" title="Quick links" />
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {links.map(({ to, label, hint, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className={tileClass}>
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block font-medium">{label}</span>
                <span className="block text-sm text-muted-foreground">{hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** `access` is null while the plan is loading: the cards then leave out what the plan includes. */
function CategoriesOverview({
  access,
  memberAccess,
  isAdmin,
}: {
  access: Access | null;
  memberAccess: Access | undefined;
  isAdmin: boolean;
}) {
  const categories = overviewCategories(isAdmin);
  return (
    <section aria-labelledby="categories-title">
      <SectionHeading id="categories-title" title="Explore your tools">
        Everything Gatherly can do, by category. Open one to see its features and what your plan includes.
      </SectionHeading>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {categories.map((category) => {
          const linkOnly = isLinkCategory(category);
          const total = visibleFeatures(category, isAdmin).length;
          const included = access ? openCount(category, access, isAdmin, memberAccess) : null;
          const countText = `${total} ${total === 1 ? "feature" : "features"}`;
          return (
            <li key={category.key}>
              <Link
                to={linkOnly && category.link ? category.link : categoryHref(category.key)}
                className={cn(tileClass, "relative gap-4 p-5 sm:flex-col sm:gap-3")}
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary">
                  <CatalogueIcon name={category.icon} className="size-5" />
                </span>
                <ArrowRight
                  aria-hidden="true"
                  className="absolute top-5 right-5 size-4 text-muted-foreground transition-transform duration-150 group-hover:text-primary motion-safe:group-hover:translate-x-0.5 sm:top-8"
                />
                <span className="flex min-w-0 flex-1 flex-col gap-1 pr-6 sm:pr-0">
                  <span className="block font-semibold">{category.title}</span>
                  <span className="block text-sm text-pretty text-muted-foreground">{category.description}</span>
                  <span className="mt-auto pt-2 text-xs font-medium text-muted-foreground">
                    {linkOnly
                      ? "Browse templates"
                      : included === null
                        ? countText
                        : `${included} of ${countText} in your plan`}
                  </span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function AtAGlance({
  me,
  isPending,
  error,
  retrying,
  onRetry,
}: {
  me: TMe | undefined;
  isPending: boolean;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  const isAdmin = me?.roles.isAdmin === true;
  const access = me ? planAccessOf(me) : isPending ? null : FREE_ACCESS;
  // The session (known before a signed-in page renders) already says whether the address is verified: the
  // banner shows at once instead of pushing the page down when the account's data arrives.
  const { user } = useAuth();
  const unverifiedEmail = me
    ? me.user.emailVerified
      ? null
      : me.user.email
    : user?.emailVerified === false
      ? user.email
      : null;
  return (
    <div className="space-y-10">
      <header className="space-y-2">
        {isPending ? (
          <div role="status" aria-label="Loading your account" className="space-y-3">
            <Skeleton className="h-9 w-64 max-w-full" />
            <Skeleton className="h-5 w-80 max-w-full" />
          </div>
        ) : (
          <>
            <h1 className="text-3xl font-semibold tracking-tight text-balance break-words">
              {me ? `Welcome, ${me.user.displayName}` : "Welcome"}
            </h1>
            <p className="text-muted-foreground">Here's your account at a glance.</p>
          </>
        )}
      </header>

      <div className="space-y-6">
        {error ? (
          <Alert
            variant="destructive"
            role="alert"
            title="We couldn't load your account."
            action={
              <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
                {retrying ? null : <RefreshCw aria-hidden="true" />}
                Retry
              </Button>
            }
          >
            {error.message || "Please try again."}
          </Alert>
        ) : null}

        {unverifiedEmail ? <VerifyEmailBanner email={unverifiedEmail} /> : null}

        <EventsImAttending />

        <div className="grid items-stretch gap-6 lg:grid-cols-5">
          {isPending ? (
            <PlanCardSkeleton className="lg:col-span-2" />
          ) : me ? (
            <PlanCard status={me.subscription} className="lg:col-span-2" />
          ) : null}
          <UpcomingEventsCard className={cn(me || isPending ? "lg:col-span-3" : "lg:col-span-5")} />
        </div>
      </div>

      <QuickLinks access={access} />

      <CategoriesOverview access={access} memberAccess={me?.memberAccess} isAdmin={isAdmin} />
    </div>
  );
}
