/**
 * The event's ticket numbers as they move: sold, issued, awaiting payment, checked in, still expected,
 * the places in all and the money per currency; then each type's sales and check-ins, the hours sales and
 * arrivals came in (in the event's zone), and the exports.
 */
import { useId, type ReactNode } from "react";
import { Download } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { formatMoney } from "#shared/money.ts";
import type { TExportKind, TTicketStats } from "#shared/tickets/schemas.ts";
import { describeTimeZone } from "#shared/date-format.ts";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { StatFigure, StatFiguresSkeleton } from "#client/components/stat-figure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { cn } from "#client/lib/utils.ts";
import { exportPath } from "./api.ts";
import { hourText } from "./format.ts";
import { ManagerSection } from "./manager-section.tsx";
import { ShareBar } from "./share-bar.tsx";
import type { LiveTicketStats } from "./use-live-stats.ts";

const FIGURES_GRID = "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6";

function Figures({ stats }: { stats: TTicketStats }) {
  return (
    <dl className={FIGURES_GRID}>
      <StatFigure
        label="Sold"
        value={stats.sold.toLocaleString()}
        detail={stats.capacity > 0 ? `of ${stats.capacity.toLocaleString()} places` : undefined}
      />
      <StatFigure label="Issued by you" value={stats.issued.toLocaleString()} detail="by hand or from guests" />
      <StatFigure label="Awaiting payment" value={stats.pending.toLocaleString()} detail="held, not admitted yet" />
      <StatFigure label="Checked in" value={stats.checkedIn.toLocaleString()} />
      <StatFigure label="Expected" value={stats.expected.toLocaleString()} detail="valid, not in yet" />
      <StatFigure label="Capacity" value={stats.capacity.toLocaleString()} detail="places of every type" />
    </dl>
  );
}

function Revenue({ stats }: { stats: TTicketStats }) {
  if (stats.revenue.length === 0)
    return <p className="text-sm text-muted-foreground">No money in yet: every ticket so far is free.</p>;
  return (
    <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {stats.revenue.map((line) => (
        <StatFigure
          key={line.currency}
          label={`Paid in ${line.currency}`}
          value={formatMoney(line.paidMinor, line.currency)}
          detail={
            line.pendingMinor > 0
              ? `${formatMoney(line.pendingMinor, line.currency)} awaiting payment`
              : "nothing awaiting payment"
          }
        />
      ))}
    </dl>
  );
}

/** Sold and checked in, one row per `first` (a ticket type, an hour); the rows are the children. */
function SalesTable({
  caption,
  first,
  className,
  stickyHead = false,
  children,
}: {
  caption: string;
  first: string;
  className: string;
  /** The head stays in view while a tall table scrolls in its box. */
  stickyHead?: boolean;
  children: ReactNode;
}) {
  return (
    <table className={cn("w-full text-left text-sm", className)}>
      <caption className="sr-only">{caption}</caption>
      <thead className={cn("text-xs text-muted-foreground", stickyHead && "sticky top-0 bg-surface")}>
        <tr>
          <th scope="col" className="py-2 pr-3 font-medium">
            {first}
          </th>
          <th scope="col" className="px-3 py-2 font-medium">
            Sold
          </th>
          <th scope="col" className="py-2 pl-3 font-medium">
            Checked in
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">{children}</tbody>
    </table>
  );
}

function HourCount({ count, most, tone }: { count: number; most: number; tone?: "success" }) {
  return (
    <div className="flex items-center gap-2">
      <span className="w-10 shrink-0 text-right tabular-nums">{count.toLocaleString()}</span>
      <ShareBar part={count} whole={most} tone={tone} />
    </div>
  );
}

function ByType({ stats }: { stats: TTicketStats }) {
  if (stats.byType.length === 0) return <p className="text-sm text-muted-foreground">No ticket types yet.</p>;
  return (
    <div className="overflow-x-auto">
      <SalesTable caption="Sales and check-ins by ticket type" first="Type" className="min-w-[32rem]">
        {stats.byType.map((row) => (
          <tr key={row.typeId}>
            <th scope="row" className="py-2.5 pr-3 font-medium break-words">
              {row.name}
            </th>
            <td className="w-2/5 px-3 py-2.5">
              <span className="tabular-nums">
                {row.sold.toLocaleString()} of {row.quantity.toLocaleString()}
              </span>
              <ShareBar part={row.sold} whole={row.quantity} className="mt-1.5" />
            </td>
            <td className="w-2/5 py-2.5 pl-3">
              <span className="tabular-nums">
                {row.checkedIn.toLocaleString()} of {row.sold.toLocaleString()}
              </span>
              <ShareBar part={row.checkedIn} whole={row.sold} tone="success" className="mt-1.5" />
            </td>
          </tr>
        ))}
      </SalesTable>
    </div>
  );
}

function ByHour({ stats }: { stats: TTicketStats }) {
  if (stats.byHour.length === 0) return <p className="text-sm text-muted-foreground">Nothing sold or scanned yet.</p>;
  // Both columns share one scale, so a busy hour at the door and in the shop compare at a glance.
  const most = Math.max(1, ...stats.byHour.map((row) => Math.max(row.sold, row.checkedIn)));
  return (
    <div className="max-h-96 overflow-auto">
      <SalesTable
        caption={`Tickets sold and checked in by hour, in ${stats.timeZone}`}
        first="Hour"
        className="min-w-[28rem]"
        stickyHead
      >
        {stats.byHour.map((row) => (
          <tr key={row.hour}>
            <th scope="row" className="py-2 pr-3 font-normal whitespace-nowrap">
              {hourText(row.hour)}
            </th>
            <td className="w-2/5 px-3 py-2">
              <HourCount count={row.sold} most={most} />
            </td>
            <td className="w-2/5 py-2 pl-3">
              <HourCount count={row.checkedIn} most={most} tone="success" />
            </td>
          </tr>
        ))}
      </SalesTable>
    </div>
  );
}

const EXPORTS: Array<{ kind: TExportKind; label: string }> = [
  { kind: "orders", label: "Orders" },
  { kind: "tickets", label: "Tickets" },
  { kind: "checkins", label: "Check-ins" },
];

function Exports({ eventId }: { eventId: string }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {EXPORTS.map(({ kind, label }) => (
        <li key={kind} className="flex items-center justify-between gap-2 rounded-lg border px-3 py-2">
          <span className="text-sm font-medium">{label}</span>
          <span className="flex gap-1">
            {(["csv", "xlsx"] as const).map((format) => (
              <Button key={format} asChild variant="ghost" size="sm">
                <a
                  href={exportPath(eventId, kind, format)}
                  download
                  aria-label={`Download ${label.toLowerCase()} as ${format.toUpperCase()}`}
                >
                  <Download aria-hidden="true" />
                  {format.toUpperCase()}
                </a>
              </Button>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

function Panel({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId} className="text-base">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

export function StatsSection({ event, live }: { event: TEvent; live: LiveTicketStats }) {
  const { stats, mode } = live;

  return (
    <ManagerSection
      title="Statistics"
      description={
        mode === "live"
          ? "The numbers move as tickets sell and people arrive."
          : "The numbers are read again every few seconds."
      }
    >
      {stats.isPending ? (
        <StatFiguresSkeleton label="Loading statistics" count={6} className={FIGURES_GRID} />
      ) : stats.isError && !stats.data ? (
        <LoadFailedAlert
          title="We couldn't load the statistics."
          error={stats.error}
          retrying={stats.isFetching}
          onRetry={() => void stats.refetch()}
        />
      ) : (
        <>
          <Figures stats={stats.data} />
          <Panel title="Revenue" description="Paid orders, and offline payments you have not confirmed yet.">
            <Revenue stats={stats.data} />
          </Panel>
          <div className="grid items-start gap-4 lg:grid-cols-2">
            <Panel title="By ticket type">
              <ByType stats={stats.data} />
            </Panel>
            <Panel
              title="By hour"
              description={`In ${describeTimeZone(stats.data.timeZone, event.startAt, event.endAt)}.`}
            >
              <ByHour stats={stats.data} />
            </Panel>
          </div>
        </>
      )}
      <Panel title="Exports" description="Spreadsheets of everything so far, for your records or the door.">
        <Exports eventId={event.id} />
      </Panel>
    </ManagerSection>
  );
}
