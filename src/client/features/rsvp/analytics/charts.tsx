/**
 * The analytics charts (chart.js through react-chartjs-2). Only the parts these charts use are registered,
 * so the rest of chart.js stays out of the page's chunk. Every chart is an image to assistive technology,
 * with its sentence as the label; the numbers are in the table the page puts under it.
 */
import { useSyncExternalStore, type ReactNode } from "react";
import {
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from "chart.js";
import { Bar, Line } from "react-chartjs-2";

ChartJS.register(CategoryScale, LinearScale, BarElement, LineElement, PointElement, Tooltip, Legend);

/**
 * The design tokens (styles.css) as sRGB: chart.js paints on a canvas and derives hover shades itself,
 * which it cannot do from oklch(). Each keeps at least 3:1 against white, as graphics must.
 */
const COLORS = {
  primary: "#6842e0",
  amber: "#b7791f",
  success: "#048b56",
  text: "#545e6f",
  grid: "#dfe3eb",
} as const;

ChartJS.defaults.font.family = '"Inter Variable", ui-sans-serif, system-ui, sans-serif';
ChartJS.defaults.color = COLORS.text;
ChartJS.defaults.borderColor = COLORS.grid;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotion(onChange: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** True when the visitor asked for less motion: the charts then appear without animating. */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => true,
  );
}

function baseOptions<T extends "bar" | "line">(reducedMotion: boolean): ChartOptions<T> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: reducedMotion ? false : { duration: 400 },
    plugins: { legend: { display: false } },
  } as ChartOptions<T>;
}

const wholeNumbers = { precision: 0 } as const;

function ChartBox({ children }: { children: ReactNode }) {
  return <div className="relative h-64 w-full sm:h-72">{children}</div>;
}

/** One horizontal bar per label: the funnel's steps and the meals read the same way. */
function HorizontalBars({
  labels,
  counts,
  summary,
  series,
  color,
}: {
  labels: string[];
  counts: number[];
  summary: string;
  series: string;
  color: string;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const options: ChartOptions<"bar"> = {
    ...baseOptions<"bar">(reducedMotion),
    indexAxis: "y",
    scales: { x: { beginAtZero: true, ticks: wholeNumbers }, y: { grid: { display: false } } },
  };
  return (
    <ChartBox>
      <Bar
        role="img"
        aria-label={`Bar chart. ${summary}`}
        options={options}
        data={{
          labels,
          datasets: [{ label: series, data: counts, backgroundColor: color, borderRadius: 6, maxBarThickness: 36 }],
        }}
      />
    </ChartBox>
  );
}

export function FunnelChart(props: { labels: string[]; counts: number[]; summary: string }) {
  return <HorizontalBars {...props} series="Guests" color={COLORS.primary} />;
}

export function ResponseRateChart({
  labels,
  percents,
  summary,
}: {
  labels: string[];
  percents: number[];
  summary: string;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const options: ChartOptions<"line"> = {
    ...baseOptions<"line">(reducedMotion),
    scales: {
      y: { min: 0, max: 100, ticks: { callback: (value) => `${value}%` } },
      x: { grid: { display: false } },
    },
    plugins: {
      legend: { display: false },
      tooltip: { callbacks: { label: (item) => `${item.formattedValue}% answered` } },
    },
  };
  return (
    <ChartBox>
      <Line
        role="img"
        aria-label={`Line chart of the share of invited guests who have answered, by day. ${summary}`}
        options={options}
        data={{
          labels,
          datasets: [
            {
              label: "Answered",
              data: percents,
              borderColor: COLORS.primary,
              backgroundColor: COLORS.primary,
              borderWidth: 2,
              pointRadius: labels.length > 30 ? 0 : 3,
              tension: 0.25,
            },
          ],
        }}
      />
    </ChartBox>
  );
}

export function HeadcountChart({
  labels,
  yes,
  maybe,
  summary,
}: {
  labels: string[];
  yes: number[];
  maybe: number[];
  summary: string;
}) {
  const reducedMotion = usePrefersReducedMotion();
  const options: ChartOptions<"bar"> = {
    ...baseOptions<"bar">(reducedMotion),
    scales: {
      x: { stacked: true, grid: { display: false } },
      y: { stacked: true, beginAtZero: true, ticks: wholeNumbers },
    },
    plugins: { legend: { display: true, position: "bottom" } },
  };
  return (
    <ChartBox>
      <Bar
        role="img"
        aria-label={`Stacked bar chart. ${summary}`}
        options={options}
        data={{
          labels,
          datasets: [
            { label: "Coming", data: yes, backgroundColor: COLORS.primary, maxBarThickness: 48 },
            { label: "Maybe", data: maybe, backgroundColor: COLORS.amber, maxBarThickness: 48 },
          ],
        }}
      />
    </ChartBox>
  );
}

export function MealsChart(props: { labels: string[]; counts: number[]; summary: string }) {
  return <HorizontalBars {...props} series="Meals" color={COLORS.success} />;
}
