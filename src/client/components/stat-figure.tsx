/**
 * The big numbers at the top of a manager (RSVP counts, ticket statistics): a box per figure inside a <dl>,
 * and their grey outline while they load.
 */
import { useId, type ReactNode } from "react";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";

/**
 * One figure: the number is named by its label, so "Checked in" finds it for a screen reader (and a test).
 * `flat` drops the box's own surface and shadow, for figures inside a card.
 */
export function StatFigure({
  label,
  value,
  detail,
  tone,
  flat = false,
}: {
  label: string;
  value: ReactNode;
  detail?: ReactNode;
  tone?: "success" | "warning" | "destructive" | undefined;
  flat?: boolean;
}) {
  const id = useId();
  return (
    <div className={cn("min-w-0 rounded-xl border px-4 py-3", !flat && "bg-surface shadow-soft")}>
      <dt id={id} className="text-sm text-muted-foreground">
        {label}
      </dt>
      <dd
        aria-labelledby={id}
        className={cn(
          "text-xl font-semibold tracking-tight tabular-nums sm:text-2xl",
          tone === "success" && "text-success-foreground",
          tone === "warning" && "text-warning-foreground",
          tone === "destructive" && "text-destructive",
        )}
      >
        {value}
      </dd>
      {/* The caption wraps rather than being cut: "of 120 guests · 87 opened" must be read whole. */}
      {detail ? <dd className="text-xs text-pretty break-words text-muted-foreground">{detail}</dd> : null}
    </div>
  );
}

/** `count` grey boxes laid out by `className` (the grid the figures will use); `label` names the loading. */
export function StatFiguresSkeleton({ label, count, className }: { label: string; count: number; className: string }) {
  return (
    <div role="status" aria-label={label} className={className}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} className="h-20 rounded-xl" />
      ))}
    </div>
  );
}
