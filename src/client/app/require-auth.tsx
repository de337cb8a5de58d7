import { useEffect, type ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { LoadingScreen } from "#client/components/loading-screen.tsx";
import { useAuth, type LoginRedirectState } from "#client/lib/auth.ts";

interface RequireAuthProps {
  children: ReactNode;
  /** Kept for parity with the spec's guard; it has no extra effect (plan gating happens per feature). */
  requiresPremium?: boolean;
}

/**
 * Guarded route: a spinner while auth loads; signed-out visitors go to /login with the
 * original location remembered, replacing history, and see "Authentication Required" once (not on login or
 * signup, nor when the query string carries a plan).
 */
export function RequireAuth({ children }: RequireAuthProps) {
  const { isAuthenticated, isLoading, isSigningOut } = useAuth();
  const location = useLocation();

  const mustLeave = !isLoading && !isAuthenticated && !isSigningOut;
  const quiet =
    location.pathname === "/login" ||
    location.pathname === "/signup" ||
    new URLSearchParams(location.search).has("plan");

  useEffect(() => {
    // Loaded here rather than imported: the toast helpers are not part of a visitor's first page.
    if (mustLeave && !quiet) void import("#client/lib/toast.ts").then((toast) => toast.authRequiredToast());
  }, [mustLeave, quiet]);

  // Signing out: the page is on its way out; its data must not be fetched (or refetched) any more.
  if (isSigningOut) return <LoadingScreen className="flex-1" label="Signing out..." />;
  if (isAuthenticated) return children;
  if (!mustLeave) return <LoadingScreen className="flex-1" />;

  const state: LoginRedirectState = {
    from: { pathname: location.pathname, search: location.search, hash: location.hash },
  };
  return <Navigate to="/login" replace state={state} />;
}
