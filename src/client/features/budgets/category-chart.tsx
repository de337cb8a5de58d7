/** A planned-versus-spent chart per category, for the overview and the read-only sample. */
import { useSyncExternalStore } from "react";
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip, type ChartOptions } from "chart.js";
import { Bar } from "react-chartjs-2";
import type { TBudgetCategory } from "#shared/budgets/schemas.ts";
import { formatMoney, minorDigits } from "#shared/money.ts";

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
