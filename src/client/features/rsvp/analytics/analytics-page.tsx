/**
 * /premium/analytics: basic RSVP analytics of one of the organiser's events (?eventId= in the URL, so a
 * link or reload keeps it): the funnel from guest list to yes, the response rate over time, headcount per
 * group and meals. Each chart has its numbers in a table under it.
 */
import { useEventDetails } from "#client/lib/event-details.ts";
import { useRsvpCounts, useRsvpOverview } from "../queries.ts";
import { useId, useState, type ReactNode } from "react";
import { Link, useSearchParams } from "react-router";
import { ChartColumn, UserPlus, Users } from "lucide-react";
import type { TRsvpAnalytics, TRsvpCounts, TRsvpOverview } from "#shared/rsvp/schemas.ts";
import { pluralTerm } from "#shared/words.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { FilterSelect } from "#client/components/list-states.tsx";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { isNotFound, LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { StatFigure } from "#client/components/stat-figure.tsx";
import { dayKeyInZone, formatDay } from "#shared/date-format.ts";
import { LIVE_STALE_TIME_MS, useRsvpAnalytics } from "./api.ts";
import { FunnelChart, HeadcountChart, MealsChart, ResponseRateChart } from "./charts.tsx";
import {
  defaultEventId,
  formatPercent,
  funnelRows,
  funnelSentence,
  groupRows,
  mealRows,
  ratePoints,
  rateSentence,
  share,
} from "./format.ts";

type OverviewRow = TRsvpOverview["events"][number];

/** Long tables scroll inside their card; the scrolling box then takes the keyboard focus so it can be scrolled. */
const SCROLL_FROM_ROWS = 8;

function DataTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: ReadonlyArray<ReadonlyArray<string | number>>;
}) {
  const scrolls = rows.length > SCROLL_FROM_ROWS;
  return (
    <div
      className={
        scrolls
          ? "max-h-72 overflow-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
          : "overflow-x-auto rounded-lg border"
      }
      {...(scrolls ? { tabIndex: 0, role: "region", "aria-label": caption } : {})}
    >
      <table className="w-full text-sm">
        <caption className="px-3 pt-3 pb-2 text-left text-xs font-medium text-muted-foreground">{caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            {headers.map((header, index) => (
              <th
                key={header}
                scope="col"
                className={index === 0 ? "px-3 py-2 text-left font-medium" : "px-3 py-2 text-right font-medium"}
              >
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y">
          {rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 text-left font-normal break-words">
                    {cell}
                  </th>
                ) : (
                  <td key={index} className="px-3 py-2 text-right tabular-nums">
                    {typeof cell === "number" ? cell.toLocaleString() : cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ChartCard({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description: string;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <Card className={className}>
      <section aria-labelledby={titleId} className="space-y-4 p-5 sm:p-6">
        <div className="space-y-1">
          <h2 id={titleId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          <p className="text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </section>
    </Card>
  );
}

function Headline({ counts, analytics }: { counts: TRsvpCounts; analytics: TRsvpAnalytics }) {
  const { funnel } = analytics;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatFigure
        label="People coming"
        value={counts.people.yes.toLocaleString()}
        detail={counts.capacity === null ? undefined : `of ${counts.capacity.toLocaleString()} places`}
      />
      <StatFigure label="Maybe" value={counts.people.maybe.toLocaleString()} detail="people" />
      <StatFigure
        label="Answered"
        value={formatPercent(share(funnel.answered, funnel.guests))}
        detail={`${funnel.answered.toLocaleString()} of ${funnel.guests.toLocaleString()} guests`}
      />
      {counts.placesLeft !== null ? (
        <StatFigure
          label="Places left"
          value={counts.placesLeft.toLocaleString()}
          detail={
            counts.people.waitlisted > 0
              ? `${counts.people.waitlisted.toLocaleString()} people on the waitlist`
              : undefined
          }
        />
      ) : (
        <StatFigure label="Waiting for an answer" value={counts.replies.pending.toLocaleString()} detail="guests" />
      )}
    </dl>
  );
}

function Charts({ analytics, groupTerm }: { analytics: TRsvpAnalytics; groupTerm: string }) {
  const funnel = funnelRows(analytics.funnel);
  const points = ratePoints(analytics.responsesByDay);
  const groups = groupRows(analytics.headcountByGroup, groupTerm);
  const meals = mealRows(analytics.meals);
  const groupsWord = pluralTerm(groupTerm);

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ChartCard
        title="From guest list to yes"
        description="How many guests reached each step, and the share of the step before."
        className="lg:col-span-2"
      >
        <FunnelChart
          labels={funnel.map((row) => row.label)}
          counts={funnel.map((row) => row.count)}
          summary={funnelSentence(analytics.funnel)}
        />
        <DataTable
          caption="Guests at each step of the RSVP"
          headers={["Step", "Guests", "Of the guest list", "Of the step before"]}
          rows={funnel.map((row) => [row.label, row.count, formatPercent(row.ofGuests), formatPercent(row.ofPrevious)])}
        />
      </ChartCard>

      <ChartCard
        title="Response rate over time"
        description="The share of invited guests who had answered by the end of each day (the event's time zone)."
      >
        {points.length === 0 ? (
          <p className="rounded-lg bg-muted px-4 py-8 text-center text-sm text-muted-foreground">
            No answers yet. The line starts with the first one.
          </p>
        ) : (
          <>
            <ResponseRateChart
              labels={points.map((p) => p.label)}
              percents={points.map((p) => p.percent)}
              summary={rateSentence(points)}
            />
            <DataTable
              caption="Answers per day and the response rate by the end of the day"
              headers={["Day", "Answers", "Answered so far"]}
              rows={points.map((p) => [formatDay(p.day, "date"), p.answers, formatPercent(p.percent / 100)])}
            />
          </>
        )}
      </ChartCard>

      <ChartCard title={`Headcount by ${groupTerm}`} description={`People coming or maybe coming, per ${groupTerm}.`}>
        {groups.length === 0 ? (
          <p className="rounded-lg bg-muted px-4 py-8 text-center text-sm text-muted-foreground">
            No {groupsWord} yet.
          </p>
        ) : (
          <>
            <HeadcountChart
              labels={groups.map((g) => g.label)}
              yes={groups.map((g) => g.yes)}
              maybe={groups.map((g) => g.maybe)}
              summary={`People coming and maybe coming in ${groups.length === 1 ? `1 ${groupTerm}` : `${groups.length} ${groupsWord}`}.`}
            />
            <DataTable
              caption={`People coming per ${groupTerm}`}
              headers={[groupTerm, "Coming", "Maybe", "Invited guests"]}
              rows={groups.map((g) => [g.label, g.yes, g.maybe, g.invited])}
            />
          </>
        )}
      </ChartCard>

      <ChartCard title="Meals" description="Meal choices of everyone coming or maybe coming.">
        {meals.length === 0 ? (
          <p className="rounded-lg bg-muted px-4 py-8 text-center text-sm text-muted-foreground">
            No meal choices yet. Guests choose a meal when the event offers meal options.
          </p>
        ) : (
          <>
            <MealsChart
              labels={meals.map((m) => m.meal)}
              counts={meals.map((m) => m.count)}
              summary={`Meal choices: ${meals.map((m) => `${m.meal} ${m.count}`).join(", ")}.`}
            />
            <DataTable caption="Meals chosen" headers={["Meal", "People"]} rows={meals.map((m) => [m.meal, m.count])} />
          </>
        )}
      </ChartCard>
    </div>
  );
}

function ChartsSkeleton() {
  return (
    <div role="status" aria-label="Loading the analytics" className="space-y-6">
      <div aria-hidden="true" className="space-y-6">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-24 rounded-xl" />
          ))}
        </div>
        <Skeleton className="h-96 w-full rounded-xl" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Skeleton className="h-96 rounded-xl" />
          <Skeleton className="h-96 rounded-xl" />
        </div>
      </div>
    </div>
  );
}

function EventAnalytics({ event }: { event: OverviewRow }) {
  const analytics = useRsvpAnalytics(event.eventId);
  const counts = useRsvpCounts(event.eventId, { staleTime: LIVE_STALE_TIME_MS });
  const details = useEventDetails(event.eventId);
  // The group term only names things: the charts do not wait for it, and "Group" stands in if it fails.
  const groupTerm = details.data?.eventType.groupTerm ?? "Group";

  if (analytics.isError || counts.isError) {
    const error = analytics.error ?? counts.error;
    return (
      <LoadFailedAlert
        title={
          isNotFound(error) ? "This event is no longer there." : `We couldn't load the analytics of ${event.name}.`
        }
        error={error}
        retrying={analytics.isFetching || counts.isFetching}
        onRetry={() => {
          void analytics.refetch();
          void counts.refetch();
        }}
      />
    );
  }
  if (!analytics.data || !counts.data) return <ChartsSkeleton />;

  if (analytics.data.funnel.guests === 0) {
    return (
      <EmptyState
        icon={Users}
        title="No guests yet"
        action={
          <Button asChild>
            <Link to={`/rsvp?event=${encodeURIComponent(event.eventId)}`}>
              <UserPlus aria-hidden="true" />
              Add guests
            </Link>
          </Button>
        }
      >
        Add guests to {event.name} and send their invitations. Their answers show here as they come in.
      </EmptyState>
    );
  }

  return (
    <div className="space-y-6" aria-busy={analytics.isFetching || counts.isFetching || undefined}>
      <Headline counts={counts.data} analytics={analytics.data} />
      <Charts analytics={analytics.data} groupTerm={groupTerm} />
    </div>
  );
}

function eventOptionLabel(row: OverviewRow): string {
  const day = formatDay(dayKeyInZone(row.startAt, row.timeZone), "date");
  return `${row.name} (${day})`;
}

function PageBody() {
  const overview = useRsvpOverview({ staleTime: LIVE_STALE_TIME_MS });
  const [search, setSearch] = useSearchParams();
  const [now] = useState(() => Date.now());

  if (overview.isPending) {
    return (
      <div className="space-y-6">
        <div role="status" aria-label="Loading your events" className="max-w-md space-y-2">
          <Skeleton className="h-4 w-16" />
          <Skeleton className="h-10 w-full rounded-lg" />
        </div>
        <ChartsSkeleton />
      </div>
    );
  }
  if (overview.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load your events."
        error={overview.error}
        retrying={overview.isFetching}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const rows = overview.data.events;
  if (rows.length === 0) {
    return (
      <NoEventsYet>
        RSVP analytics show how the guests of an event answer. Create an event, add its guests and invite them.
      </NoEventsYet>
    );
  }

  const asked = search.get("eventId") ?? "";
  const chosen =
    rows.find((row) => row.eventId === asked) ??
    rows.find((row) => row.eventId === defaultEventId(rows, now)) ??
    rows[0]!;

  return (
    <div className="space-y-6">
      <FilterSelect
        label="Event"
        className="max-w-md"
        value={chosen.eventId}
        options={rows.map((row) => ({ value: row.eventId, label: eventOptionLabel(row) }))}
        onChange={(eventId) =>
          setSearch(
            (params) => {
              params.set("eventId", eventId);
              return params;
            },
            { replace: true },
          )
        }
      />
      <EventAnalytics key={chosen.eventId} event={chosen} />
    </div>
  );
}

export default function AnalyticsPage() {
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <title>RSVP analytics · Gatherly</title>
      <header className="space-y-1">
        <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight sm:text-3xl">
          <ChartColumn aria-hidden="true" className="size-7 text-primary" />
          RSVP analytics
        </h1>
        <p className="text-muted-foreground">
          How your guests answer: who opened their invitation, who replied, and who is coming.
        </p>
      </header>
      <PageBody />
    </div>
  );
}
