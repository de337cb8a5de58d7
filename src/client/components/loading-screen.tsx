import { cn } from "#client/lib/utils.ts";
import { Spinner } from "./ui/spinner.tsx";

/** The generic "Loading..." screen with a spinner (spec section 2). */
export function LoadingScreen({ className, label = "Loading..." }: { className?: string; label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn("flex min-h-[40vh] flex-col items-center justify-center gap-3 py-16 text-muted-foreground", className)}
    >
      <Spinner className="size-7 text-primary" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
