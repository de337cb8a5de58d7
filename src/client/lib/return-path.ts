/**
 * Where a visitor returns after signing up or in (a template page with its dialog open, say). The path comes
 * from the address bar, so anyone can craft one: only paths on this site are ever followed.
 */

/** The query parameter that names where to go after signing up or in: `/signup?returnTo=%2Ftemplates%2Fwedding`. */
export const RETURN_TO_PARAM = "returnTo";

const AUTH_PAGES = ["/login", "/signup", "/signup-simple"];

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A return path as long as it stays on this site: it must start with exactly one "/" (no "//host" or
 * "/\host", which browsers read as another site), hold no control characters, and not be an auth page.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000) return null;
  if (!value.startsWith("/") || value.startsWith("//") || value.includes("\\") || hasControlCharacter(value))
    return null;
  const origin = "http://gatherly.invalid";
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || AUTH_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `?returnTo=...` to carry between the sign-in and sign-up pages, or "" when there is none worth keeping. */
export function returnToQuery(search: string): string {
  const target = safeReturnPath(new URLSearchParams(search).get(RETURN_TO_PARAM));
  return target ? `?${new URLSearchParams({ [RETURN_TO_PARAM]: target }).toString()}` : "";
}
