/**
 * The pages whose HTML the build prerenders (docs/decisions/028-prerendered-public-pages.md): the public pages
 * that look the same to every visitor, and the shells of the guest pages whose content is per link (their
 * header, footer and loading skeleton, rendered once). The build writes one file per entry under
 * dist/prerendered/ and the server sends it in place of the empty app shell.
 */
import { DEMO_SLUGS, matchRoute, TEMPLATE_SLUGS } from "./routes.ts";

/** Public pages prerendered as they are. (/templates, the list, is a signed-in page: it is not among them.) */
export const PRERENDERED_PATHS: readonly string[] = [
  "/",
  "/pricing",
  "/about",
  "/faq",
  // Their forms hold a submit made before the page has hydrated (#shared/held-submit.ts).
  "/login",
  "/signup",
  ...TEMPLATE_SLUGS.map((slug) => `/templates/${slug}`),
  ...DEMO_SLUGS.map((slug) => `/demo/${slug}`),
];

/**
 * Guest pages by page id (#shared/routes.ts) -> the address their shell is rendered at: a token no link has,
 * so the page renders what it shows while its data loads, which is what every visitor's first paint is.
 */
export const PRERENDERED_SHELLS: Readonly<Record<string, string>> = {
  invitation: "/invitation/prerendered-shell",
  "public-rsvp": "/join/prerendered-shell",
  "ticket-shop": "/tickets/prerendered-shell",
};

/** The file (under dist/prerendered/) of a page the build prerenders. */
export function prerenderedFileOf(pathname: string): string {
  return pathname === "/" ? "index.html" : `${pathname.slice(1)}.html`;
}

const EXACT = new Set(PRERENDERED_PATHS);

/** The prerendered file that answers a request's path, if any: its own page's, or its guest page's shell. */
export function prerenderedFileFor(pathname: string): string | null {
  if (EXACT.has(pathname)) return prerenderedFileOf(pathname);
  const match = matchRoute(pathname);
  const shell = match ? PRERENDERED_SHELLS[match.route.page] : undefined;
  return shell ? prerenderedFileOf(shell) : null;
}
