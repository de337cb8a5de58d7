import { Suspense, useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { LoadingScreen } from "#client/components/loading-screen.tsx";
import { TopBar } from "./top-bar.tsx";

/** The page scrolls to the top on every route change (spec section 2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}

export function Footer() {
  return (
    <footer className="border-t bg-surface">
      <div className="mx-auto max-w-6xl px-4 py-6 text-center text-sm text-muted-foreground sm:px-6">
        © 2025 Gatherly · Making event planning effortless and enjoyable.
      </div>
    </footer>
  );
}

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <ScrollToTop />
      <TopBar />
      <main id="main" tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        <Suspense fallback={<LoadingScreen className="flex-1" />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
