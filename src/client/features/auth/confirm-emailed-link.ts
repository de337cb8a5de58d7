/**
 * An emailed link (address confirmation, magic-link sign-in) leads to its page, which confirms it here
 * with a same-origin POST: opening the link alone (an image that points at it, a mail scanner that
 * fetches it) changes nothing. The server hands the token to better-auth and sets the session cookie.
 */
import { AUTH_LIBRARY_PATHS, authLibraryUrl } from "#shared/auth/library-paths.ts";
import type { TEmailedLinkConfirmation } from "#shared/auth/schemas.ts";

type EmailedLink = "verify-email" | "magic-link";

const CONFIRM_PATHS: Record<EmailedLink, string> = {
  "verify-email": authLibraryUrl(AUTH_LIBRARY_PATHS.verifyEmail),
  "magic-link": authLibraryUrl(AUTH_LIBRARY_PATHS.magicLinkVerify),
};

type ConfirmResult = { ok: true; redirectTo: string } | { ok: false; code: string };

/** The token and return page the link carried, or null when it carried no token. */
export function linkConfirmation(searchParams: URLSearchParams): TEmailedLinkConfirmation | null {
  const token = searchParams.get("token");
  if (!token) return null;
  const callbackURL = searchParams.get("callbackURL");
  return { token, ...(callbackURL ? { callbackURL } : {}) };
}

export async function confirmEmailedLink(link: EmailedLink, input: TEmailedLinkConfirmation): Promise<ConfirmResult> {
  try {
    const response = await fetch(CONFIRM_PATHS[link], {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(input),
    });
    const body = (await response.json().catch(() => null)) as { redirectTo?: string; code?: string } | null;
    if (response.ok && body?.redirectTo) return { ok: true, redirectTo: body.redirectTo };
    return { ok: false, code: body?.code ?? (response.status === 429 ? "TOO_MANY_REQUESTS" : "INVALID_TOKEN") };
  } catch {
    return { ok: false, code: "NETWORK" };
  }
}
