import { useLayoutEffect, useSyncExternalStore } from "react";
import { cn } from "#client/lib/utils.ts";
import { Spinner } from "./ui/spinner.tsx";

/*
 * How many page-level loading screens are showing. While one is, the footer stays out of the page: shown
 * under a short spinner and then pushed down by the page that replaces it, it was the one large layout
 * shift of every first visit (docs/performance.md).
 */
let showing = 0;
const listeners = new Set<() => void>();
function changeShowing(delta: number) {
  showing += delta;
  for (const listener of listeners) listener();
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while a page is still loading (a LoadingScreen is on screen). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => showing > 0,
    () => false,
  );
}

/** The generic "Loading..." screen with a spinner, shown in place of a page. */
export function LoadingScreen({ className, label = "Loading..." }: { className?: string; label?: string }) {
  // Before the first paint, so the footer never shows for a frame above a page about to arrive.
  useLayoutEffect(() => {
    changeShowing(1);
    return () => changeShowing(-1);
  }, []);
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        "flex min-h-[40vh] flex-col items-center justify-center gap-3 py-16 text-muted-foreground",
        className,
      )}
    >
      <Spinner className="size-7 text-primary" />
      <p className="text-sm font-medium">{label}</p>
    </div>
  );
}
