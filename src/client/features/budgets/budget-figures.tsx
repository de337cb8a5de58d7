/**
 * The budget's headline figures (planned, spent, remaining, paid) with its warnings. Shared by the overview,
 * the expense page, the read-only sample and the event page's Budget tab (which must not load the chart).
 */
import type { TBudgetTotals } from "#shared/budgets/schemas.ts";
import { formatMoney } from "#shared/money.ts";
import { StatFigure } from "#client/components/stat-figure.tsx";
import { Alert } from "#client/components/ui/alert.tsx";

/** The figures' grid: stacked on narrow phones, where a money figure does not fit half the width. */
export const BUDGET_FIGURES_GRID = "grid gap-3 min-[420px]:grid-cols-2 lg:grid-cols-4";

export function BudgetFigures({
  totals,
  currency,
  limitMinor,
}: {
  totals: TBudgetTotals;
  currency: string;
  limitMinor: number | null;
}) {
  const money = (minor: number) => formatMoney(minor, currency);
  return (
    <section aria-label="Budget totals" className="space-y-3">
      <dl className={BUDGET_FIGURES_GRID}>
        <StatFigure
          label="Planned"
          value={money(totals.plannedMinor)}
          detail={limitMinor !== null ? `Limit ${money(limitMinor)}` : "No overall limit"}
        />
        <StatFigure
          label="Spent"
          value={money(totals.actualMinor)}
          tone={totals.overBudget ? "destructive" : undefined}
        />
        <StatFigure
          label="Remaining"
          value={money(totals.remainingMinor)}
          detail={limitMinor !== null ? "Of the overall limit" : "Of the planned total"}
          tone={totals.remainingMinor < 0 ? "destructive" : "success"}
        />
        <StatFigure label="Marked paid" value={money(totals.paidMinor)} detail="Planned lines already settled" />
      </dl>
      {totals.overBudget ? (
        <Alert variant="destructive" title="Over budget">
          You have spent {money(-totals.remainingMinor)} more than{" "}
          {limitMinor !== null ? "the overall limit" : "planned"}.
        </Alert>
      ) : null}
      {totals.plannedOverLimit && limitMinor !== null ? (
        <Alert variant="warning" title="The plan is above the limit">
          The planned lines add up to {money(totals.plannedMinor - limitMinor)} more than the overall limit of{" "}
          {money(limitMinor)}.
        </Alert>
      ) : null}
    </section>
  );
}
