/**
 * Where better-auth is mounted and the few of its paths the browser asks itself. These routes are the
 * library's, not a contract's (src/shared/contract.ts): the server lets only the ones its allow-list names
 * through (src/server/modules/account/library-routes.ts). Plain constants, no schemas: every page loads them.
 */

/** better-auth's mount; its own paths are relative to it. */
export const AUTH_BASE_PATH = "/api/auth";

/** better-auth's paths (relative to the mount) that our code names. */
export const AUTH_LIBRARY_PATHS = {
  /** Every page reads the session (src/client/lib/session.ts). */
  getSession: "/get-session",
  /** The confirmation page confirms an emailed address with a POST. */
  verifyEmail: "/verify-email",
  /** The magic-link page signs in with a POST. */
  magicLinkVerify: "/magic-link/verify",
} as const;

type AuthLibraryPath = (typeof AUTH_LIBRARY_PATHS)[keyof typeof AUTH_LIBRARY_PATHS];

/** The full address of a library path: `/api/auth/get-session`. */
export function authLibraryUrl(path: AuthLibraryPath): string {
  return `${AUTH_BASE_PATH}${path}`;
}
