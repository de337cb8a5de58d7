import type { ComponentProps } from "react";
import { ChevronDown } from "lucide-react";
import { cn } from "#client/lib/utils.ts";

/**
 * A native <select> with the input's look: the platform's own picker is the most dependable one on
 * phones and with screen readers, and a few fixed options need nothing more.
 */
export function NativeSelect({ className, children, ...props }: ComponentProps<"select">) {
  return (
    <span className={cn("relative flex w-full", className)}>
      <select
        className={cn(
          "h-11 w-full min-w-0 cursor-pointer appearance-none rounded-lg border border-input bg-surface pr-9 pl-3 text-base text-foreground shadow-xs sm:h-10 sm:text-sm",
          "transition-[border-color,box-shadow] duration-150",
          "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/20",
          "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
        )}
        {...props}
      >
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </span>
  );
}
