/**
 * One horizontal bar per option or scale value. The chart is an image to assistive technology, with its
 * sentence as the label; the same numbers are in the table under it. Only the chart.js parts used here are
 * registered, so the rest stays out of the page's chunk.
 */
import { useSyncExternalStore } from "react";
import { BarElement, CategoryScale, Chart as ChartJS, LinearScale, Tooltip, type ChartOptions } from "chart.js";
import { Bar } from "react-chartjs-2";
import { chartHeight } from "./chart-size.ts";

ChartJS.register(CategoryScale, LinearScale, BarElement, Tooltip);

/** The primary token as sRGB (chart.js cannot read oklch); at least 3:1 against white. */
const BAR_COLOR = "#6842e0";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

export function ResultsChart({ labels, counts, summary }: { labels: string[]; counts: number[]; summary: string }) {
  const reducedMotion = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
  const options: ChartOptions<"bar"> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : { duration: 300 },
    indexAxis: "y",
    plugins: { legend: { display: false } },
    scales: { x: { beginAtZero: true, ticks: { precision: 0 } }, y: { grid: { display: false } } },
  };
  const height = chartHeight(labels.length);
  return (
    <div className="relative w-full" style={{ height }}>
      <Bar
        role="img"
        aria-label={`Bar chart. ${summary}`}
        options={options}
        data={{
          labels,
          datasets: [
            { label: "Answers", data: counts, backgroundColor: BAR_COLOR, borderRadius: 6, maxBarThickness: 28 },
          ],
        }}
      />
    </div>
  );
}
