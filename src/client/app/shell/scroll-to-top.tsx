import { useEffect } from "react";
import { useLocation } from "react-router";

/** How long to look for a linked section (#choose-your-plan) while its page loads on demand. */
const ANCHOR_WAIT_MS = 2000;

/**
 * The page scrolls to the top on every route change; a change of query string alone
 * (dashboard categories) keeps the position. A link to a section of a page (/#choose-your-plan) scrolls to
 * that section once the page has rendered it.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    const started = performance.now();
    let frame = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: "start" });
        return;
      }
      if (performance.now() - started < ANCHOR_WAIT_MS) frame = requestAnimationFrame(seek);
      else window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    };
    seek();
    return () => cancelAnimationFrame(frame);
  }, [pathname, hash]);

  return null;
}
