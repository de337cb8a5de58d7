import { lazy, Suspense, useState, type ReactNode } from "react";
import { Outlet } from "react-router";
import { LoadingScreen } from "#client/components/loading-screen.tsx";
import { ACCOUNT_BANNER_SLOT_ID } from "#client/lib/page-slots.ts";
import { BACK_TO_TOP_SCROLL_PX, useScrolledPast } from "#client/lib/breakpoints.ts";
import { useIsAdmin } from "#client/lib/roles.ts";
import { Footer } from "./shell/footer.tsx";
import { Header } from "./shell/header.tsx";
import { HelpChat } from "./shell/help-chat.tsx";
import { ScrollToTop } from "./shell/scroll-to-top.tsx";

const BackToTopButton = lazy(() => import("./shell/back-to-top.tsx").then((module) => ({ default: module.BackToTop })));

/** The Back to top button, fetched once the page is first scrolled far enough to need it: most visits never are. */
function BackToTop() {
  const scrolled = useScrolledPast(BACK_TO_TOP_SCROLL_PX);
  const [needed, setNeeded] = useState(false);
  if (scrolled && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <BackToTopButton />
    </Suspense>
  );
}

// Only administrators see security alerts: nobody else downloads them (and no prerendered page has them).
const SecurityAlerts = lazy(() =>
  import("./shell/security-alerts.tsx").then((module) => ({ default: module.SecurityAlerts })),
);

/**
 * Its own component so that the role arriving re-renders only this, not the layout: an update reaching a
 * prerendered page that is still hydrating would make React render that page again from scratch.
 */
function AdminSecurityAlerts() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <SecurityAlerts />
    </Suspense>
  );
}

interface RootLayoutProps {
  /**
   * Shown under the header, above the page, inside the page width: the global feature search
   * (features/feature-search/global-feature-search.tsx), which hides itself on the pages #shared/routes.ts lists.
   */
  searchSlot?: ReactNode;
}

/**
 * The standard layout: fixed header, the line saying whose account a team member works in, the page, footer;
 * security alerts for admins and the search slot at the top of the main area; Back to top and the Help & Support
 * chat floating bottom right.
 * Both kinds of toasts and copy protection are app-wide (providers.tsx).
 */
export function RootLayout({ searchSlot }: RootLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col pt-16">
      <ScrollToTop />
      <Header />
      {/* Whose account a team member works in (the header's member part fills it: lib/page-slots.ts). */}
      <div id={ACCOUNT_BANNER_SLOT_ID} />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <div className="mx-auto flex w-full max-w-6xl flex-col gap-3 px-4 pt-4 empty:hidden sm:px-6">
          <AdminSecurityAlerts />
          {searchSlot}
        </div>
        <Suspense fallback={<LoadingScreen className="flex-1" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <HelpChat>
        <BackToTop />
      </HelpChat>
    </div>
  );
}

/**
 * For pages rendered without navigation (and /terms): only the page, with the scroll behaviour and the
 * Back to top button every screen has. Toasts come from the providers, so they show here too.
 */
export function BareLayout() {
  return (
    <>
      <ScrollToTop />
      <main id="main" tabIndex={-1} className="flex min-h-dvh flex-col focus:outline-none">
        <Suspense fallback={<LoadingScreen className="flex-1" />}>
          <Outlet />
        </Suspense>
      </main>
      <div className="pointer-events-none fixed right-4 bottom-4 z-40 sm:right-6 sm:bottom-6">
        <BackToTop />
      </div>
    </>
  );
}
