/**
 * The budget's headline figures (planned, spent, remaining, paid) with its warnings, and a planned-versus-
 * spent chart per category. Shared by the overview, the expense page and the read-only sample.
 */
import { useSyncExternalStore } from "react";
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from "chart.js";
import { Bar } from "react-chartjs-2";
import type { TBudgetCategory, TBudgetTotals } from "#shared/budgets/schemas.ts";
import { formatMoney, minorDigits } from "#shared/money.ts";
import { StatFigure } from "#client/components/stat-figure.tsx";
import { Alert } from "#client/components/ui/alert.tsx";

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip, Legend);

/** Tokens as sRGB (chart.js cannot read oklch): the primary for the plan, amber for what was spent. */
const PLANNED_COLOR = "#6842e0";
const SPENT_COLOR = "#b45309";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

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
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
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

/** Planned against spent per category; the same numbers are in the category table beside it. */
export function CategoryChart({ categories, currency }: { categories: readonly TBudgetCategory[]; currency: string }) {
  const reducedMotion = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
  if (categories.length === 0) return null;
  const scale = 10 ** minorDigits(currency);
  const options: ChartOptions<"bar"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : { duration: 300 },
    indexAxis: "y",
    plugins: {
      legend: { position: "bottom" },
      tooltip: {
        callbacks: {
          label: (item) => `${item.dataset.label}: ${formatMoney(Math.round(Number(item.raw) * scale), currency)}`,
        },
      },
    },
    scales: { x: { beginAtZero: true }, y: { grid: { display: false } } },
  };
  const over = categories.filter((c) => c.overBudget).map((c) => c.name);
  const summary = `Planned and spent per category.${over.length ? ` Over plan: ${over.join(", ")}.` : " No category is over its plan."}`;
  return (
    <figure className="rounded-xl border bg-surface p-4 shadow-soft">
      <figcaption className="mb-2 text-sm font-medium">Planned and spent by category</figcaption>
      <div style={{ height: Math.max(160, categories.length * 44 + 60) }}>
        <Bar
          role="img"
          aria-label={summary}
          options={options}
          data={{
            labels: categories.map((c) => c.name),
            datasets: [
              { label: "Planned", data: categories.map((c) => c.plannedMinor / scale), backgroundColor: PLANNED_COLOR },
              { label: "Spent", data: categories.map((c) => c.actualMinor / scale), backgroundColor: SPENT_COLOR },
            ],
          }}
        />
      </div>
    </figure>
  );
}
