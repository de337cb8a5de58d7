/**
 * The drawer's content (mobile-nav.tsx opens it): loaded the first time someone opens the menu, so the Radix
 * dialog and the drawer's sections are not part of the first page load.
 */
import type { MouseEvent, ReactNode, RefObject } from "react";
import { Link, NavLink, useLocation, useSearchParams } from "react-router";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { ArrowLeft, X } from "lucide-react";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { LogoMark } from "#client/components/logo.tsx";
import { accessRestrictedToast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";
import { DASHBOARD_CATEGORY_NAMES } from "#shared/catalogue.ts";
import { AccountButton, useAccountIdentity } from "./account-button.tsx";
import { DIRECTORY_LINKS, isCurrent, type ShellNav } from "./nav-links.ts";
import { SignOutButton } from "./sign-out-button.tsx";

const itemClass = (active: boolean) =>
  cn(
    "flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors",
    active ? "bg-primary-soft text-primary-soft-foreground" : "text-foreground hover:bg-muted",
  );

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `drawer-section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="space-y-1">
      <h3 id={id} className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
      </h3>
      <ul className="space-y-0.5">{children}</ul>
    </section>
  );
}

/** Dashboard categories, the directories and the way back: only on /dashboard. */
function DashboardSections({ isAdmin, onNavigate }: { isAdmin: boolean; onNavigate: () => void }) {
  const [searchParams] = useSearchParams();
  const selected = searchParams.get("category") ?? "dashboard";

  const openDirectory = (event: MouseEvent<HTMLAnchorElement>) => {
    if (isAdmin) {
      onNavigate();
      return;
    }
    // Only administrators may open the directories; everyone else stays put.
    event.preventDefault();
    accessRestrictedToast();
  };

  return (
    <>
      <Section title="Dashboard">
        {DASHBOARD_CATEGORY_NAMES.map(({ key, title }) => {
          const active = selected === key;
          return (
            <li key={key}>
              <Link
                to={key === "dashboard" ? "/dashboard" : `/dashboard?category=${encodeURIComponent(key)}`}
                aria-current={active ? "page" : undefined}
                onClick={onNavigate}
                className={itemClass(active)}
              >
                {title}
              </Link>
            </li>
          );
        })}
      </Section>
      <Section title="Directories">
        {DIRECTORY_LINKS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} onClick={openDirectory} className={itemClass(false)}>
              <span className="flex-1">{item.label}</span>
              <Badge variant="accent">Coming Soon</Badge>
            </Link>
          </li>
        ))}
      </Section>
      <ul>
        <li>
          <Link to="/" onClick={onNavigate} className={itemClass(false)}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back to Main Menu
          </Link>
        </li>
      </ul>
    </>
  );
}

function AccountSummary({ onNavigate }: { onNavigate: () => void }) {
  const { name, email } = useAccountIdentity();
  return (
    <div className="flex items-center gap-3">
      <AccountButton showName={false} onNavigate={onNavigate} />
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold">{name}</p>
        {email && email !== name ? <p className="truncate text-xs text-muted-foreground">{email}</p> : null}
      </div>
    </div>
  );
}

export interface MobileNavDrawerProps {
  nav: ShellNav;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Closes the drawer after a link is followed. */
  onNavigate: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** A modal dialog from the left (focus stays inside, Escape closes) holding the header's links. */
export default function MobileNavDrawer({ nav, open, onOpenChange, onNavigate, returnFocusTo }: MobileNavDrawerProps) {
  const location = useLocation();
  const onDashboard = location.pathname === "/dashboard" && nav.status === "member";
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="drawer-overlay fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px]" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // There is no Radix trigger to return to: focus goes back to the menu button.
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="drawer-panel fixed inset-y-0 left-0 z-50 flex w-[min(20rem,88vw)] flex-col bg-surface shadow-lifted outline-none"
        >
          <div className="flex h-16 shrink-0 items-center justify-between gap-2 border-b px-4">
            <DialogPrimitive.Title className="flex items-center gap-2.5 text-lg font-semibold tracking-tight">
              <LogoMark className="size-7" />
              <span>
                Gatherly <span className="sr-only">menu</span>
              </span>
            </DialogPrimitive.Title>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" aria-label="Close menu" className="-mr-2">
                <X aria-hidden="true" className="size-5" />
              </Button>
            </DialogPrimitive.Close>
          </div>

          <nav aria-label="Menu" className="flex-1 space-y-6 overflow-y-auto overscroll-contain px-3 py-4">
            {onDashboard ? <DashboardSections isAdmin={nav.isAdmin} onNavigate={onNavigate} /> : null}
            {nav.status === "loading" ? (
              <p role="status" className="px-3 text-sm text-muted-foreground">
                Loading...
              </p>
            ) : (
              <Section title="Menu">
                {nav.links.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={item.to}
                      end
                      onClick={onNavigate}
                      className={({ isActive }) => itemClass(isCurrent(item, location.pathname, isActive))}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </Section>
            )}
          </nav>

          {nav.status === "member" ? (
            <div className="shrink-0 space-y-3 border-t p-4">
              <AccountSummary onNavigate={onNavigate} />
              <SignOutButton className="w-full" onDone={onNavigate} />
            </div>
          ) : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
