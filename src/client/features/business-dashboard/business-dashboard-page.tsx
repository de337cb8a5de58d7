/**
 * /business/dashboard: the business account across all its events. The account's totals (upcoming events,
 * answers, money in, open tasks), its upcoming events with how the guests answered, what came in and what is
 * left to do, and the team's latest activity. A team member working in the account sees the account's.
 */
import { useId } from "react";
import { Link } from "react-router";
import { useQuery } from "@tanstack/react-query";
import { ArrowRight, History, ListChecks } from "lucide-react";
import { businessDashboardContract as businessDashboard } from "#shared/business-dashboard/contract.ts";
import type { TBusinessEventRow, TBusinessOverview } from "#shared/business-dashboard/schemas.ts";
import { formatEventWhen, formatRelativeTime } from "#shared/date-format.ts";
import { formatMoney } from "#shared/money.ts";
import { countText } from "#shared/words.ts";
import { NoEventsYet } from "#client/components/no-events-yet.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { StatFigure, StatFiguresSkeleton } from "#client/components/stat-figure.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { call, keyOf } from "#client/lib/api.ts";

function useBusinessOverview() {
  return useQuery({
    queryKey: keyOf(businessDashboard.overview),
    queryFn: ({ signal }) => call(businessDashboard.overview, {}, { signal }),
  });
}

const moneyText = (lines: TBusinessOverview["totals"]["moneyIn"]) =>
  lines.length === 0 ? "None yet" : lines.map((line) => formatMoney(line.amountMinor, line.currency)).join(" · ");

/** Yes, maybe, no and pending as one stacked bar, with the same numbers in words beside it. */
function AnswersBar({ answers }: { answers: TBusinessEventRow["answers"] }) {
  const labelId = useId();
  const parts = [
    { key: "yes", value: answers.yes, className: "bg-success" },
    { key: "maybe", value: answers.maybe, className: "bg-warning" },
    { key: "no", value: answers.no, className: "bg-destructive" },
    { key: "pending", value: answers.pending, className: "bg-muted-foreground/30" },
  ];
  return (
    <div className="space-y-1.5">
      <p id={labelId} className="text-sm">
        <span className="font-medium">Answers</span>{" "}
        <span className="text-muted-foreground tabular-nums">
          {answers.guests === 0
            ? "No guests yet"
            : `${answers.yes} yes · ${answers.maybe} maybe · ${answers.no} no · ${answers.pending} pending`}
        </span>
      </p>
      <div aria-hidden="true" className="flex h-2 overflow-hidden rounded-full bg-muted">
        {answers.guests > 0
          ? parts.map((part) =>
              part.value > 0 ? (
                <div
                  key={part.key}
                  className={part.className}
                  style={{ width: `${(part.value / answers.guests) * 100}%` }}
                />
              ) : null,
            )
          : null}
      </div>
    </div>
  );
}

function EventRow({ event }: { event: TBusinessEventRow }) {
  const titleId = useId();
  return (
    <li aria-labelledby={titleId} className="space-y-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 space-y-0.5">
          <h3 id={titleId} className="font-semibold break-words">
            <Link to={`/events/${encodeURIComponent(event.eventId)}`} className="hover:underline">
              {event.name}
            </Link>
          </h3>
          <p className="text-sm text-muted-foreground">{formatEventWhen(event.startAt, event.endAt, event.timeZone)}</p>
        </div>
        {event.status === "draft" ? <Badge variant="neutral">Draft</Badge> : null}
      </div>
      <AnswersBar answers={event.answers} />
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted-foreground">Money in</dt>
          <dd className="font-medium tabular-nums">{moneyText(event.moneyIn)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Spent</dt>
          <dd className="font-medium tabular-nums">
            {event.spent ? formatMoney(event.spent.amountMinor, event.spent.currency) : "No budget"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Open tasks</dt>
          <dd className="font-medium tabular-nums">
            {event.tasks.open}
            {event.tasks.overdue > 0 ? (
              <span className="text-destructive"> · {event.tasks.overdue} overdue</span>
            ) : null}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function TeamActivity({ activity }: { activity: TBusinessOverview["activity"] }) {
  return (
    <RegionCard icon={History} title="Team activity" description="The latest changes your team made in the account.">
      {activity.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          Nothing yet. When your team works in the account, their changes show here.{" "}
          <Link to="/business/admin-management" className="font-medium text-primary hover:underline">
            Invite your team
          </Link>
        </p>
      ) : (
        <ul className="space-y-3 text-sm">
          {activity.map((entry) => (
            <li key={entry.id} className="min-w-0">
              <p className="break-words">
                <span className="font-medium">{entry.actorName}</span> {entry.action.toLowerCase()}
              </p>
              <p className="text-xs text-muted-foreground">{formatRelativeTime(entry.at)}</p>
            </li>
          ))}
        </ul>
      )}
    </RegionCard>
  );
}

/** The page's final layout in grey: the five figures, three event rows and the activity card. */
function OverviewSkeleton() {
  return (
    <div className="space-y-6">
      <StatFiguresSkeleton label="Loading your account" count={4} className="grid grid-cols-2 gap-3 lg:grid-cols-4" />
      <div className="grid gap-6 lg:grid-cols-3">
        <div aria-hidden="true" className="space-y-3 lg:col-span-2">
          <Skeleton className="h-7 w-44" />
          <Card className="divide-y">
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className="space-y-3 p-4 sm:p-5">
                <Skeleton className="h-5 w-48 max-w-[70%]" />
                <Skeleton className="h-4 w-64 max-w-full" />
                <Skeleton className="h-2 w-full rounded-full" />
                <Skeleton className="h-10 w-full" />
              </div>
            ))}
          </Card>
        </div>
        <Skeleton aria-hidden="true" className="h-72 rounded-xl lg:mt-10" />
      </div>
    </div>
  );
}

function Overview() {
  const overview = useBusinessOverview();
  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load your account's dashboard."
        error={overview.error}
        retrying={overview.isFetching}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const { upcoming, totals, activity, volunteerCoverage } = overview.data;
  const answered = totals.answers.guests - totals.answers.pending;
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatFigure label="Upcoming events" value={totals.upcomingEvents.toLocaleString()} />
        <StatFigure
          label="Answers"
          value={answered.toLocaleString()}
          detail={`of ${countText(totals.answers.guests, "guest")} · ${totals.answers.yes.toLocaleString()} yes`}
        />
        <StatFigure label="Money in" value={moneyText(totals.moneyIn)} detail="Paid ticket orders" />
        <StatFigure
          label="Open tasks"
          value={totals.openTasks.toLocaleString()}
          detail={totals.overdueTasks > 0 ? `${totals.overdueTasks.toLocaleString()} overdue` : "None overdue"}
          tone={totals.overdueTasks > 0 ? "destructive" : undefined}
        />
        {volunteerCoverage ? (
          <StatFigure
            label="Volunteer coverage"
            value={`${volunteerCoverage.filled.toLocaleString()} of ${volunteerCoverage.places.toLocaleString()}`}
            detail={`places filled in ${countText(volunteerCoverage.shifts, "shift")}`}
          />
        ) : null}
      </dl>
      <div className="grid gap-6 lg:grid-cols-3">
        <section aria-labelledby="business-upcoming-heading" className="min-w-0 space-y-3 lg:col-span-2">
          <h2 id="business-upcoming-heading" className="text-lg font-semibold">
            Coming up
          </h2>
          {upcoming.length === 0 ? (
            <NoEventsYet icon={ListChecks} title="No upcoming events">
              Your account's next events show here with their answers, money in and open tasks.
            </NoEventsYet>
          ) : (
            <Card>
              <ul className="divide-y">
                {upcoming.map((event) => (
                  <EventRow key={event.eventId} event={event} />
                ))}
              </ul>
            </Card>
          )}
        </section>
        {/* Level with the event list's card, under its heading. */}
        <div className="min-w-0 lg:pt-10">
          <TeamActivity activity={activity} />
        </div>
      </div>
    </div>
  );
}

export default function BusinessDashboardPage() {
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Business Dashboard</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Your account across all its events: who answered, what came in, what is left to do and what your team changed.
        </p>
        <Link
          to="/business/bulk-operations"
          className="inline-flex items-center gap-1.5 rounded-sm text-sm font-medium text-primary hover:underline"
        >
          Bulk operations
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </header>
      <Overview />
    </div>
  );
}
