import { useEffect, useState } from "react";
import { ArrowUp } from "lucide-react";
import {
  BACK_TO_TOP_SCROLL_PX,
  SCROLL_HIDE_DELAY_MS,
  prefersReducedMotion,
  useScrolledPast,
} from "#client/lib/breakpoints.ts";
import { cn } from "#client/lib/utils.ts";

/**
 * The floating round Back to top button: shown once the page is scrolled more than 300 px,
 * scrolls smoothly to the top (at once for people who asked for less motion). It stays mounted while hidden
 * so it can fade; `visibility: hidden` keeps it out of the tab order and the accessibility tree meanwhile.
 */
export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_SCROLL_PX);
  // The label beside the button shows on hover, focus or press.
  const [highlighted, setHighlighted] = useState(false);

  // A tapped button on a touch screen keeps its hover state; drop it once the page has been still a while.
  useEffect(() => {
    if (!highlighted) return;
    let timer: number | undefined;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setHighlighted(false), SCROLL_HIDE_DELAY_MS);
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.clearTimeout(timer);
    };
  }, [highlighted]);

  const scrollToTop = () => {
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
    // The button disappears at the top; keyboard users continue from the start of the page content.
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <div
      className={cn(
        "group relative flex items-center transition-[opacity,transform,visibility] duration-200",
        visible ? "visible translate-y-0 opacity-100" : "invisible translate-y-2 opacity-0",
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          "pointer-events-none absolute right-full mr-2 rounded-md bg-foreground px-2 py-1 text-xs font-medium whitespace-nowrap text-background shadow-soft transition-opacity duration-150",
          highlighted ? "opacity-100" : "opacity-0",
        )}
      >
        Back to top
      </span>
      <button
        type="button"
        aria-label="Back to top"
        onClick={scrollToTop}
        onPointerEnter={(event) => {
          if (event.pointerType === "mouse") setHighlighted(true);
        }}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse") setHighlighted(false);
        }}
        onPointerDown={() => setHighlighted(true)}
        onFocus={(event) => setHighlighted(event.currentTarget.matches(":focus-visible"))}
        onBlur={() => setHighlighted(false)}
        className="pointer-events-auto inline-flex size-12 cursor-pointer items-center justify-center rounded-full border bg-surface text-foreground shadow-lifted transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:bg-primary-soft"
      >
        <ArrowUp aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}
