/**
 * Coverage at a glance: every shift with the people it needs against those confirmed, the short ones first
 * and said in words ("Needs 2 more") beside the colour; and the hours credited per volunteer.
 */
import { useId } from "react";
import { ArrowLeftRight, Clock, Gauge } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { useCoverage, useHours, useSwaps } from "./api.ts";
import { headcountText, hoursText, shiftWhen } from "./format.ts";
import { StaffingBadge, StaffingBar } from "./staffing-badge.tsx";

const SWAP_BADGES = { open: "warning", taken: "success", withdrawn: "neutral" } as const;

/** Shifts volunteers offered to each other: who offers which shift to whom, and what came of it. */
function SwapsCard({ event }: { event: TEvent }) {
  const swaps = useSwaps(event.id);
  let content;
  if (swaps.isPending) content = <ListSkeleton label="Loading the swaps" rows={2} />;
  else if (swaps.isError)
    content = (
      <LoadFailedAlert
        title="We couldn't load the swaps."
        error={swaps.error}
        retrying={swaps.isRefetching}
        onRetry={() => void swaps.refetch()}
      />
    );
  else if (swaps.data.length === 0)
    content = <p className="text-sm text-muted-foreground">No volunteer has asked for a swap.</p>;
  else
    content = (
      <ul className="divide-y rounded-lg border" aria-label="Swaps">
        {swaps.data.map((swap) => (
          <li key={swap.id} className="space-y-1 p-3">
            <p className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-words">{swap.roleName}</span>
              <Badge variant={SWAP_BADGES[swap.status]}>
                {swap.status === "open"
                  ? "Open"
                  : swap.status === "taken"
                    ? `Taken by ${swap.takenByName ?? "someone"}`
                    : "Taken back"}
              </Badge>
            </p>
            <p className="text-sm text-muted-foreground">
              {shiftWhen(swap, event.timeZone)} · {swap.fromName} offers it to {swap.toName ?? "any volunteer"}
            </p>
          </li>
        ))}
      </ul>
    );
  return (
    <RegionCard
      icon={ArrowLeftRight}
      title="Swaps"
      description="Shifts volunteers offered to each other. A shift stays with its volunteer until someone takes it over."
    >
      {content}
    </RegionCard>
  );
}

export function CoverageSection({ event }: { event: TEvent }) {
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <CoverageCard event={event} />
      <SwapsCard event={event} />
    </div>
  );
}

function CoverageCard({ event }: { event: TEvent }) {
  const coverage = useCoverage(event.id);
  let content;
  if (coverage.isPending) content = <ListSkeleton label="Loading the coverage" rows={3} />;
  else if (coverage.isError)
    content = (
      <LoadFailedAlert
        title="We couldn't load the coverage."
        error={coverage.error}
        retrying={coverage.isRefetching}
        onRetry={() => void coverage.refetch()}
      />
    );
  else if (coverage.data.items.length === 0)
    content = (
      <EmptyState icon={Gauge} title="No shifts to cover yet" headingLevel={3}>
        Add shifts under Shifts; each one shows here with the people it still needs.
      </EmptyState>
    );
  else {
    const { items, understaffed } = coverage.data;
    // Short shifts first, soonest first within each.
    const sorted = [...items].sort(
      (a, b) => Number(b.understaffed) - Number(a.understaffed) || Date.parse(a.startsAt) - Date.parse(b.startsAt),
    );
    content = (
      <div className="space-y-4">
        <Alert variant={understaffed > 0 ? "warning" : "success"} role="status">
          {understaffed > 0
            ? `${understaffed} of ${items.length} ${items.length === 1 ? "shift needs" : "shifts need"} more people.`
            : items.length === 1
              ? "The shift has the people it needs."
              : `All ${items.length} shifts have the people they need.`}
        </Alert>
        <ul className="divide-y rounded-lg border" aria-label="Coverage by shift">
          {sorted.map((item) => (
            <li
              key={item.shiftId}
              className="grid gap-2 p-3 sm:grid-cols-[minmax(0,1fr)_12rem] sm:items-center sm:gap-4"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-medium break-words">{item.roleName}</span>
                  <StaffingBadge shift={item} />
                </p>
                <p className="text-sm text-muted-foreground">{shiftWhen(item, event.timeZone)}</p>
              </div>
              <div className="space-y-1">
                <StaffingBar shift={item} />
                <p className="text-xs text-muted-foreground">{headcountText(item)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <RegionCard
      icon={Gauge}
      title="Coverage"
      description="Needed against confirmed for every shift. People assigned but not yet confirmed count as awaiting."
    >
      {content}
    </RegionCard>
  );
}

export function HoursSection({ eventId }: { eventId: string }) {
  const captionId = useId();
  const hours = useHours(eventId);
  let content;
  if (hours.isPending) content = <ListSkeleton label="Loading the hours" rows={3} />;
  else if (hours.isError)
    content = (
      <LoadFailedAlert
        title="We couldn't load the hours."
        error={hours.error}
        retrying={hours.isRefetching}
        onRetry={() => void hours.refetch()}
      />
    );
  else if (hours.data.items.length === 0)
    content = (
      <EmptyState icon={Clock} title="No hours yet" headingLevel={3}>
        Hours are credited when you check a volunteer in for a shift.
      </EmptyState>
    );
  else
    content = (
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-left text-sm" aria-describedby={captionId}>
          <caption id={captionId} className="sr-only">
            Hours per volunteer
          </caption>
          <thead className="border-b bg-muted/50 text-xs text-muted-foreground">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Volunteer
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Shifts
              </th>
              <th scope="col" className="px-3 py-2 text-right font-medium">
                Hours
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {hours.data.items.map((row) => (
              <tr key={row.volunteerId}>
                <th scope="row" className="px-3 py-2 font-normal">
                  <span className="block font-medium break-words">{row.name}</span>
                  <span className="block text-xs break-all text-muted-foreground">{row.email}</span>
                </th>
                <td className="px-3 py-2 text-right tabular-nums">{row.shifts}</td>
                <td className="px-3 py-2 text-right tabular-nums">{hoursText(row.hours)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot className="border-t font-semibold">
            <tr>
              <th scope="row" colSpan={2} className="px-3 py-2 text-left">
                Total
              </th>
              <td className="px-3 py-2 text-right tabular-nums">{hoursText(hours.data.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    );
  return (
    <RegionCard icon={Clock} title="Hours" description="Hours credited per volunteer, from their checked-in shifts.">
      {content}
    </RegionCard>
  );
}
