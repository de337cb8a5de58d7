/**
 * Screen sizes and scroll thresholds, and hooks that read them. The pixel widths match
 * Tailwind's `md` (768) and `lg` (1024) so CSS and script agree on where the layout changes.
 */
import { useSyncExternalStore } from "react";

/** Below this width the screen is a phone. */
const TABLET_MIN_WIDTH_PX = 768;
/** From this width on the screen is a desktop; the header's full navigation replaces the drawer here. */
const DESKTOP_MIN_WIDTH_PX = 1024;

/** The header gains its shadow once the page is scrolled further than this. */
export const HEADER_SHADOW_SCROLL_PX = 10;
/** The Back to top button appears once the page is scrolled further than this. */
export const BACK_TO_TOP_SCROLL_PX = 300;
/**
 * How long after scrolling stops a floating control drops a hover or pressed state it picked up. Touch
 * screens keep a tapped button "hovered" until the next tap elsewhere; this clears it once the page is still.
 */
export const SCROLL_HIDE_DELAY_MS = 600;

type Breakpoint = "mobile" | "tablet" | "desktop";

const TABLET_QUERY = `(min-width: ${TABLET_MIN_WIDTH_PX}px)`;
const DESKTOP_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`;

function subscribeToWidth(onChange: () => void): () => void {
  const queries = [window.matchMedia(TABLET_QUERY), window.matchMedia(DESKTOP_QUERY)];
  for (const query of queries) query.addEventListener("change", onChange);
  return () => {
    for (const query of queries) query.removeEventListener("change", onChange);
  };
}

function currentBreakpoint(): Breakpoint {
  if (window.matchMedia(DESKTOP_QUERY).matches) return "desktop";
  if (window.matchMedia(TABLET_QUERY).matches) return "tablet";
  return "mobile";
}

/** The current breakpoint; re-renders only when the width crosses 768 or 1024 px. */
export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribeToWidth, currentBreakpoint, () => "desktop");
}

function subscribeToScroll(onChange: () => void): () => void {
  window.addEventListener("scroll", onChange, { passive: true });
  window.addEventListener("resize", onChange, { passive: true });
  return () => {
    window.removeEventListener("scroll", onChange);
    window.removeEventListener("resize", onChange);
  };
}

/** True once the page is scrolled further than `px`; re-renders only when that flips. */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(
    subscribeToScroll,
    () => window.scrollY > px,
    () => false,
  );
}

const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia(REDUCED_MOTION_QUERY).matches;
}
