import type { ComponentProps } from "react";
import { LoaderCircle } from "lucide-react";
import { cn } from "#client/lib/utils.ts";

interface SpinnerProps extends Omit<ComponentProps<"svg">, "ref"> {
  /** Announced to screen readers; leave empty when visible text already says what is happening. */
  label?: string;
}

/** A spinning ring. Decorative unless given a label. */
export function Spinner({ label, className, ...props }: SpinnerProps) {
  const icon = (
    <LoaderCircle
      aria-hidden="true"
      focusable="false"
      className={cn("size-4 shrink-0 animate-spin", className)}
      {...props}
    />
  );
  if (!label) return icon;
  return (
    <span role="status" className="inline-flex">
      {icon}
      <span className="sr-only">{label}</span>
    </span>
  );
}
