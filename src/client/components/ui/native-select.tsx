import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "#client/lib/utils.ts";

const selectClass = cn(
  "flex h-11 w-full min-w-0 cursor-pointer appearance-none rounded-lg border border-input bg-surface pr-9 pl-3 text-base text-foreground shadow-xs sm:h-10 sm:text-sm",
  "transition-[border-color,box-shadow] duration-150",
  "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/20",
  "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20",
  "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
);

/**
 * A native <select> with the inputs' look: the platform's own picker is the most dependable one on phones,
 * with the keyboard and with screen readers. `className` goes on the wrapper, which positions the chevron.
 */
export function NativeSelect({ className, ...props }: ComponentProps<"select">) {
  return (
    <div className={cn("relative", className)}>
      <select className={selectClass} {...props} />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
