import { Link, NavLink } from "react-router";
import { LayoutDashboard, LogOut } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { LogoMark } from "#client/components/logo.tsx";
import { useAuth } from "#client/lib/auth.ts";
import { useSignOut } from "#client/lib/sign-out.ts";
import { cn } from "#client/lib/utils.ts";

/** A slim bar: the wordmark, and the links that fit the visitor. The full header arrives with the shell. */
export function TopBar() {
  const { isAuthenticated, isLoading } = useAuth();
  const { signOut, pending } = useSignOut();

  return (
    <header className="sticky top-0 z-40 border-b bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/75">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary px-3 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to="/"
          className="flex items-center gap-2.5 rounded-lg text-lg font-semibold tracking-tight text-foreground"
        >
          <LogoMark className="size-7" />
          <span>Gatherly</span>
        </Link>

        <nav aria-label="Main" className="flex items-center gap-1.5 sm:gap-2">
          {!isLoading && isAuthenticated ? (
            <>
              <NavLink
                to="/dashboard"
                className={({ isActive }) =>
                  cn(
                    "inline-flex h-9 items-center gap-2 rounded-lg px-3 text-sm font-medium transition-colors hover:bg-muted",
                    isActive ? "text-primary" : "text-foreground",
                  )
                }
              >
                <LayoutDashboard aria-hidden="true" className="hidden size-4 sm:block" />
                Dashboard
              </NavLink>
              <Button variant="outline" size="sm" loading={pending} onClick={() => void signOut("/")}>
                {pending ? null : <LogOut aria-hidden="true" className="hidden sm:block" />}
                Sign Out
              </Button>
            </>
          ) : null}
        </nav>
      </div>
    </header>
  );
}
