/**
 * Authentication state for the whole app: loading ends when the first session answer
 * arrives or after 5 s; a visitor is authenticated only when both user and session exist.
 */
import { useSyncExternalStore } from "react";
import { createFlag, useFlag } from "./flag.ts";
import { RETURN_TO_PARAM, safeReturnPath } from "./return-path.ts";
import { refreshSession, sessionSnapshot, subscribeSession } from "./session.ts";

export { refreshSession };

const AUTH_LOADING_TIMEOUT_MS = 5000;

/** Router state a guarded route hands to /login: where the visitor was going. */
export interface LoginRedirectState {
  from?: { pathname: string; search?: string; hash?: string };
}

/** The remembered location as a path, or the fallback when there is none or it is not one of ours. */
function redirectTargetFrom(state: unknown, fallback = "/dashboard"): string {
  const from = (state as LoginRedirectState | null)?.from;
  if (!from || typeof from.pathname !== "string") return fallback;
  return safeReturnPath(`${from.pathname}${from.search ?? ""}${from.hash ?? ""}`) ?? fallback;
}

/**
 * Where to go once signed up or in: the page's `?returnTo=` when it is safe, else the location a guarded
 * route remembered, else the fallback.
 */
export function returnTargetFrom(search: string, state: unknown, fallback = "/dashboard"): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM)) ?? redirectTargetFrom(state, fallback);
}

/** Flips once, 5 s after the app starts: from then on a slow session answer no longer holds pages back. */
const loadingTimedOut = createFlag(false);
if (typeof window !== "undefined") {
  window.setTimeout(() => loadingTimedOut.set(true), AUTH_LOADING_TIMEOUT_MS);
}

/** True while a sign-out is on its way, so guarded pages wait for the redirect instead of racing it. */
export const signingOut = createFlag(false);

/**
 * What a prerendered page was built with (nobody signed in yet, still asking), and so what it must hydrate
 * with: a signed-in visitor's header changes after hydration, never during it.
 */
const PRERENDERED_SESSION = { data: null, isPending: true } as const;
const prerenderedSession = () => PRERENDERED_SESSION;

export function useAuth() {
  const { data, isPending } = useSyncExternalStore(subscribeSession, sessionSnapshot, prerenderedSession);
  const timedOut = useFlag(loadingTimedOut);
  const isSigningOut = useFlag(signingOut);
  const user = data?.user ?? null;
  const session = data?.session ?? null;
  return {
    user,
    session,
    isAuthenticated: user !== null && session !== null,
    isLoading: isPending && !timedOut,
    isSigningOut,
    refetch: refreshSession,
  };
}
