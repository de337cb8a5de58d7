/**
 * A thin bar for a share of a whole (sold of the places, checked in of those sold). It only draws what
 * the numbers beside it already say, so assistive technology skips it.
 */
import { cn } from "#client/lib/utils.ts";
import { percent } from "./format.ts";

export function ShareBar({
  part,
  whole,
  tone = "primary",
  className,
}: {
  part: number;
  whole: number;
  tone?: "primary" | "success";
  className?: string;
}) {
  return (
    <div aria-hidden="true" className={cn("h-2 w-full overflow-hidden rounded-full bg-muted", className)}>
      <div
        className={cn(
          "h-full rounded-full transition-[width] duration-300 motion-reduce:transition-none",
          tone === "success" ? "bg-success" : "bg-primary",
        )}
        style={{ width: `${percent(part, whole)}%` }}
      />
    </div>
  );
}
