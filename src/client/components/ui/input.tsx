import type { ComponentProps } from "react";
import { cn } from "#client/lib/utils.ts";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn(
        // 16 px text on phones keeps iOS from zooming into the field.
        "flex h-11 w-full min-w-0 rounded-lg border border-input bg-surface px-3 text-base text-foreground shadow-xs sm:h-10 sm:text-sm",
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
