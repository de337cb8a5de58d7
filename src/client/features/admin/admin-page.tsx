/**
 * The frame of every admin page: the role check first (the account contract's `me`), then the section navigation,
 * the page title and the page. The server refuses every admin call to non-admins anyway (403); the check
 * here only spares them a page of errors.
 */
import { useEffect, useRef, type ReactNode } from "react";
import { Link, useLocation } from "react-router";
import { ADMIN_PAGE_WIDTH as PAGE_WIDTH, AdminsOnlyGate } from "#client/components/admins-only.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";
import { ADMIN_SECTIONS, isSectionActive } from "./admin-sections.ts";

const ADMINS_ONLY_TEXT =
  "This page is for Gatherly administrators. If you need access, ask an administrator to give your account the admin role.";

function AdminNav() {
  const { pathname } = useLocation();
  const navRef = useRef<HTMLElement>(null);

  // On a phone the row scrolls sideways; bring the current section into view so it is never hidden.
  useEffect(() => {
    const nav = navRef.current;
    const active = nav?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!nav || !active) return;
    const overflow = active.offsetLeft + active.offsetWidth - (nav.scrollLeft + nav.clientWidth);
    if (overflow > 0 || active.offsetLeft < nav.scrollLeft) nav.scrollLeft = active.offsetLeft - 16;
  }, [pathname]);

  return (
    <nav ref={navRef} aria-label="Admin sections" className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-1 rounded-xl border bg-surface p-1 shadow-xs">
        {ADMIN_SECTIONS.map((section) => {
          const active = isSectionActive(section, pathname);
          return (
            <li key={section.to}>
              <Link
                to={section.to}
                aria-current={active ? "page" : undefined}
                className={cn(
                  "inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium whitespace-nowrap transition-colors",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  active
                    ? "bg-primary-soft text-primary-soft-foreground"
                    : "text-muted-foreground hover:bg-muted hover:text-foreground",
                )}
              >
                <section.icon aria-hidden="true" className="size-4" />
                {section.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function AccessCheckSkeleton() {
  return (
    <div className={PAGE_WIDTH}>
      <div role="status" aria-label="Checking your access" className="space-y-6">
        <Skeleton className="h-11 w-full rounded-xl" />
        <div className="space-y-3">
          <Skeleton className="h-9 w-64 max-w-full" />
          <Skeleton className="h-5 w-96 max-w-full" />
        </div>
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </div>
  );
}

/** Shows its children only to admins; everyone else gets the "Administrators only" page. */
function AdminGate({ children, skeleton }: { children: ReactNode; skeleton?: ReactNode }) {
  return (
    <AdminsOnlyGate description={ADMINS_ONLY_TEXT} skeleton={skeleton ?? <AccessCheckSkeleton />}>
      {children}
    </AdminsOnlyGate>
  );
}

interface AdminPageProps {
  title: string;
  description: ReactNode;
  /** Buttons at the right of the title (under it on phones). */
  actions?: ReactNode;
  children: ReactNode;
}

export function AdminPage({ title, description, actions, children }: AdminPageProps) {
  return (
    <AdminGate>
      <div className={PAGE_WIDTH}>
        <AdminNav />
        <header className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0 space-y-2">
            <h1 className="text-3xl font-semibold tracking-tight text-balance">{title}</h1>
            <p className="max-w-2xl text-pretty text-muted-foreground">{description}</p>
          </div>
          {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
        </header>
        {children}
      </div>
    </AdminGate>
  );
}
