/**
 * The few better-auth endpoints the product uses. better-auth serves many more (its admin plugin can set
 * roles and passwords, `update-user` takes any picture URL and any input field, `list-sessions` hands out
 * raw tokens), none of which pass through our rules or the audit log. Our mount answers 404 to everything
 * not listed here, so what admins and users may change goes through the app's own API.
 *
 * Paths are relative to better-auth's mount (AUTH_BASE_PATH, /api/auth). `:token` stands for one path segment.
 */
import { AUTH_LIBRARY_PATHS } from "#shared/auth/library-paths.ts";
import { AUTH_RETURN_PATHS } from "#shared/auth/schemas.ts";

interface LibraryRoute {
  method: "GET" | "POST";
  path: string;
  why: string;
}

export const LIBRARY_ROUTES: readonly LibraryRoute[] = [
  { method: "GET", path: AUTH_LIBRARY_PATHS.getSession, why: "every page reads the session (lib/session.ts)" },
  { method: "POST", path: "/sign-up/email", why: "the sign-up page (fields checked by our before-hook)" },
  { method: "POST", path: "/sign-in/email", why: "the sign-in page" },
  { method: "POST", path: "/sign-in/magic-link", why: "the sign-in page asks for an emailed link" },
  { method: "POST", path: "/sign-out", why: "sign-out (lib/sign-out.ts)" },
  { method: "POST", path: "/revoke-sessions", why: "sign-out ends every session of the account (spec section 7)" },
  { method: "POST", path: "/send-verification-email", why: "the dashboard's banner sends the confirmation mail again" },
  { method: "POST", path: "/change-email", why: "account settings; the new address takes effect once confirmed" },
  { method: "POST", path: "/change-password", why: "account settings (asks for the current password)" },
  { method: "POST", path: "/request-password-reset", why: "the forgot-password page" },
  {
    method: "GET",
    path: "/reset-password/:token",
    why: "the emailed reset link: checks the token and redirects to /reset-password with it; changes nothing",
  },
  { method: "POST", path: "/reset-password", why: "the reset-password page sets the new password" },
  {
    method: "POST",
    path: AUTH_LIBRARY_PATHS.verifyEmail,
    why: "the confirmation page confirms an address with a POST (handed to better-auth by our mount)",
  },
  {
    method: "POST",
    path: AUTH_LIBRARY_PATHS.magicLinkVerify,
    why: "the magic-link page signs in with a POST (handed to better-auth by our mount)",
  },
];

/**
 * Emailed links that would change something when opened: confirming an address, signing in. A GET of
 * them (an `<img>` in someone's profile, a link scanner) only leads to their page (`landing`), which
 * confirms with a same-origin POST; better-auth itself is asked with a GET that only our mount can make.
 * `returnTo` is where the link leads when it names no page.
 */
export const EMAILED_LINKS: Readonly<Record<string, { landing: string; returnTo: string }>> = {
  [AUTH_LIBRARY_PATHS.verifyEmail]: { landing: "/auth/callback", returnTo: AUTH_RETURN_PATHS.afterEmailConfirmation },
  [AUTH_LIBRARY_PATHS.magicLinkVerify]: { landing: "/auth/magic-link", returnTo: AUTH_RETURN_PATHS.magicLink },
};

function matches(pattern: string, path: string): boolean {
  const want = pattern.split("/");
  const got = path.split("/");
  return (
    want.length === got.length && want.every((part, i) => (part.startsWith(":") ? got[i] !== "" : part === got[i]))
  );
}

export function isAllowedLibraryRoute(method: string, path: string): boolean {
  return LIBRARY_ROUTES.some((route) => route.method === method && matches(route.path, path));
}
