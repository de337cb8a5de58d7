/**
 * The one sign-out: end every session of the account on the server (errors
 * ignored; other devices are signed out at their next request), clear the local
 * auth keys and the client cache, say so, and leave for /login after 100 ms (the top bar passes "/").
 */
import { useCallback, useState } from "react";
import { useNavigate, type NavigateFunction } from "react-router";
import { refreshSession, signingOut } from "./auth.ts";
import { clearLocalAuthKeys } from "./local-auth-keys.ts";
import { queryClient } from "./query-client.ts";
import { signedOutToast } from "./toast.ts";

const SIGN_OUT_REDIRECT_DELAY_MS = 100;

async function signOut(navigate: NavigateFunction, redirectTo = "/login"): Promise<void> {
  signingOut.set(true);
  try {
    // The auth client is loaded on demand (session.ts says why); it is cached after the first time.
    const { authClient } = await import("./auth-client.ts");
    // A global sign-out: every session of this account ends, not only this device's.
    await authClient.revokeSessions().catch(() => undefined);
    await authClient.signOut();
    // Guarded pages have already stepped aside (RequireAuth watches `signingOut`); let the rest of the app see
    // the signed-out session before the cache goes.
    await refreshSession();
    await new Promise<void>((resolve) => window.setTimeout(resolve, 0));
  } catch {
    // Errors are ignored; the visitor is signed out locally regardless.
  }
  clearLocalAuthKeys();
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  signedOutToast();
  await new Promise<void>((resolve) => {
    window.setTimeout(() => {
      void navigate(redirectTo, { replace: true });
      resolve();
    }, SIGN_OUT_REDIRECT_DELAY_MS);
  });
  // Guarded pages stay quiet until the new page has taken over.
  window.setTimeout(() => signingOut.set(false), 1000);
}

/** Sign-out bound to the router, with a pending flag for the button that triggered it. */
export function useSignOut() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (redirectTo?: string) => {
      setPending(true);
      try {
        await signOut(navigate, redirectTo);
      } finally {
        setPending(false);
      }
    },
    [navigate],
  );
  return { signOut: run, pending };
}
