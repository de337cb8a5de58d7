/** Whether the ticket numbers on screen follow the server as it pushes them, or are read every few seconds. */
import { cn } from "#client/lib/utils.ts";
import type { LiveMode } from "./use-live-stats.ts";

export function LiveIndicator({ mode, className }: { mode: LiveMode; className?: string }) {
  const live = mode === "live";
  return (
    <p role="status" className={cn("inline-flex items-center gap-2 text-xs text-muted-foreground", className)}>
      <span
        aria-hidden="true"
        className={cn("size-2 rounded-full", live ? "bg-success motion-safe:animate-pulse" : "bg-muted-foreground/50")}
      />
      {live ? (
        <span className="font-medium text-success-foreground">Live</span>
      ) : mode === "polling" ? (
        "Updates every 10 seconds"
      ) : (
        "Connecting…"
      )}
    </p>
  );
}
