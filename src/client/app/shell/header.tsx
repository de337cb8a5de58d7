import { lazy, Suspense } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { LogoMark } from "#client/components/logo.tsx";
import { HEADER_SHADOW_SCROLL_PX, useScrolledPast } from "#client/lib/breakpoints.ts";
import { cn } from "#client/lib/utils.ts";
import { MobileNav } from "./mobile-nav.tsx";
import { isCurrent, useShellNav, type NavItem } from "./nav-links.ts";

const MemberActions = lazy(() => import("./member-actions.tsx"));

/** Height of the fixed header; the layout pads its content by the same amount. */
const HEADER_HEIGHT_CLASS = "h-16";

function DesktopLink({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  if (item.to === "/signup") {
    return (
      <Button asChild size="sm" className="ml-1">
        <NavLink to={item.to} end>
          {item.label}
        </NavLink>
      </Button>
    );
  }
  return (
    <NavLink
      to={item.to}
      end
      className={({ isActive }) =>
        cn(
          "inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors",
          isCurrent(item, pathname, isActive)
            ? "bg-primary-soft text-primary-soft-foreground"
            : "text-foreground/80 hover:bg-muted hover:text-foreground",
        )
      }
    >
      {item.label}
    </NavLink>
  );
}

/** Holds the place of the session-dependent part of the header while it is not known or not loaded yet. */
function HeaderSkeleton() {
  return (
    <div className="flex items-center gap-2" aria-hidden="true">
      <Skeleton className="hidden h-8 w-24 rounded-lg lg:block" />
      <Skeleton className="size-8 rounded-full" />
    </div>
  );
}

/**
 * The fixed header: the wordmark, the visitor's links, and for signed-in people the account
 * button and Sign Out. Below 1024 px the links move into the drawer behind the menu button.
 */
export function Header() {
  const nav = useShellNav();
  const scrolled = useScrolledPast(HEADER_SHADOW_SCROLL_PX);

  return (
    <header
      data-scrolled={scrolled || undefined}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b bg-surface/90 backdrop-blur transition-shadow duration-200 supports-[backdrop-filter]:bg-surface/80",
        scrolled ? "border-border shadow-soft" : "border-transparent",
      )}
    >
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <div className={cn("mx-auto flex max-w-6xl items-center gap-2 px-4 sm:px-6", HEADER_HEIGHT_CLASS)}>
        <MobileNav nav={nav} />
        <Link
          to="/"
          className="mr-auto flex shrink-0 items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight text-foreground"
        >
          <LogoMark className="size-7" />
          <span>Gatherly</span>
        </Link>

        {nav.status === "loading" ? (
          <HeaderSkeleton />
        ) : (
          <>
            <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
              {nav.links.map((item) => (
                <DesktopLink key={item.to} item={item} />
              ))}
            </nav>
            {nav.status === "member" ? (
              <div className="flex items-center gap-2 lg:ml-2 lg:border-l lg:pl-3">
                <Suspense fallback={<HeaderSkeleton />}>
                  <MemberActions />
                </Suspense>
              </div>
            ) : (
              <Button asChild variant="outline" size="sm" className="lg:hidden">
                <Link to="/login">Sign In</Link>
              </Button>
            )}
          </>
        )}
      </div>
    </header>
  );
}
