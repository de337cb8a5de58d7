/**
 * Both toast areas (the product's toasts and Sonner's notification area) are loaded on demand so the first
 * page load does not carry them (docs/performance.md): the providers mount them when the page has gone idle
 * after loading, or at once when something wants to show a toast before that.
 */
import { createFlag } from "./flag.ts";

export const toastersWanted = createFlag(false);

export function wantToasters(): void {
  toastersWanted.set(true);
}

/** Resolved once Sonner's area is mounted and listening, so a notification raised before it is not lost. */
let announceMounted: () => void = () => undefined;
export const notificationAreaMounted = new Promise<void>((resolve) => {
  announceMounted = resolve;
});
export function markNotificationAreaMounted(): void {
  announceMounted();
}

/** When the browser has nothing better to do (or after 3 s at the latest), load the toast areas. */
export function wantToastersWhenIdle(): void {
  if (typeof window === "undefined") return;
  const start = () => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(wantToasters, { timeout: 3000 });
    else window.setTimeout(wantToasters, 1000);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
