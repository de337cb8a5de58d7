import type { ComponentProps } from "react";
import { cn } from "#client/lib/utils.ts";

/** A multi-line field with the same look as Input; rows or a min-h class set its height. */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-28 w-full min-w-0 resize-y rounded-lg border border-input bg-surface px-3 py-2.5 text-base text-foreground shadow-xs sm:text-sm",
        "placeholder:text-muted-foreground/80 transition-[border-color,box-shadow] duration-150",
        "focus-visible:border-ring focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-ring/20",
        "aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20",
        "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70",
        className,
      )}
      {...props}
    />
  );
}
