/**
 * The better-auth browser client. Same origin as the API (the dev server proxies the API), so the base URL is
 * the page's own origin; the server mounts better-auth at AUTH_BASE_PATH.
 */
import { createAuthClient } from "better-auth/react";
import { inferAdditionalFields, magicLinkClient } from "better-auth/client/plugins";
import { AUTH_BASE_PATH } from "#shared/auth/library-paths.ts";
import { refreshSession } from "./session.ts";

export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? undefined : window.location.origin,
  basePath: AUTH_BASE_PATH,
  plugins: [
    magicLinkClient(),
    inferAdditionalFields({
      user: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        planType: { type: "string", required: false },
        wantsAffiliate: { type: "boolean", required: false },
      },
    }),
  ],
});

export type AuthSession = typeof authClient.$Infer.Session;

/*
 * The app reads the session through session.ts, not through this client (which is loaded only by the pages
 * that need it). Every auth action that changes the session toggles better-auth's session signal; pass that
 * on. The store calls a new listener once straight away, which is not a change.
 */
let signalled = false;
authClient.$store.listen("$sessionSignal", () => {
  if (signalled) void refreshSession();
  signalled = true;
});

/** The error better-auth's client hands back: its JSON body plus the HTTP status. */
export interface AuthClientError {
  status: number;
  statusText?: string;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
}

/** Reads an error returned (or thrown) by the auth client into one shape. */
export function toAuthClientError(error: unknown): AuthClientError {
  if (error && typeof error === "object") {
    const e = error as Record<string, unknown>;
    const fields = e.fields && typeof e.fields === "object" ? (e.fields as Record<string, string>) : undefined;
    return {
      status: typeof e.status === "number" ? e.status : 0,
      ...(typeof e.statusText === "string" ? { statusText: e.statusText } : {}),
      ...(typeof e.code === "string" ? { code: e.code } : {}),
      ...(typeof e.message === "string" && e.message ? { message: e.message } : {}),
      ...(fields ? { fields } : {}),
    };
  }
  return { status: 0 };
}

/** A readable message for an auth failure; rate limits and network failures get their own words. */
export function authErrorMessage(error: AuthClientError): string | undefined {
  if (error.status === 429) return error.message ?? "Too many attempts. Please wait a minute and try again.";
  if (error.status === 0 && !error.message) return "Could not reach Gatherly. Check your connection and try again.";
  return error.message;
}
