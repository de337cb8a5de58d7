/**
 * Cross-site request forgery guard: a request that changes something must come from one of our own
 * pages. Browsers say where a request comes from in `Origin` (every cross-origin POST/PUT/PATCH/DELETE)
 * and `Sec-Fetch-Site`; a page on another site can set neither. The check runs in `onRequest`, before
 * the session is looked up and before the body is read, so a forged request changes nothing and costs
 * nothing.
 */
import type { FastifyInstance } from "fastify";
import type { AppConfig } from "../env.ts";

/**
 * Only BASE_URL's origin is ours. The Vite dev server proxies /api but keeps the browser's Origin header:
 * `npm run dev` makes the dev server's address the BASE_URL, so nothing else is trusted in any mode (an
 * unset NODE_ENV once trusted the dev server's port on every install).
 */
function trustedOrigins(config: Pick<AppConfig, "baseUrl">): Set<string> {
  return new Set([new URL(config.baseUrl).origin]);
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function isSameOrigin(
  trusted: ReadonlySet<string>,
  origin: string | undefined,
  fetchSite: string | undefined,
): boolean {
  if (origin !== undefined) {
    if (trusted.has(origin)) return true;
    // A page served with `Referrer-Policy: no-referrer` has its own form posts sent with `Origin: null`;
    // Sec-Fetch-Site is set by the browser alone, so "same-origin" there still proves it is our page.
    // A sandboxed frame on another site also says "null", but with Sec-Fetch-Site "cross-site".
    return origin === "null" && fetchSite === "same-origin";
  }
  // No Origin: every current browser sends one on a state-changing request, so this is a non-browser
  // client (curl, a script, another server) or a very old browser. A non-browser client can only use a
  // session its operator already holds, which is not forgery. An old browser sends no Sec-Fetch-Site
  // either, and keeps our SameSite=Lax session cookie off a cross-site POST, so a forged request
  // arrives signed out and every guarded route refuses it (401).
  // Sec-Fetch-Site "same-site" is refused too: a sibling subdomain is the same site, so SameSite=Lax
  // would send it our cookies.
  return fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
}

export function registerSameOrigin(app: FastifyInstance, config: Pick<AppConfig, "baseUrl">): void {
  const trusted = trustedOrigins(config);

  // Every state-changing method on every path, the content-policy report endpoint included: browsers
  // file those reports from our own pages with our Origin (and Sec-Fetch-Site "same-origin").
  app.addHook("onRequest", async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers["sec-fetch-site"];
    if (isSameOrigin(trusted, origin, typeof fetchSite === "string" ? fetchSite : undefined)) return;
    request.log.warn({ origin, fetchSite, method: request.method }, "refused a cross-origin request");
    return reply.status(403).send({
      error: {
        code: "FORBIDDEN_ORIGIN",
        message: "This request did not come from a Gatherly page, so it was refused.",
      },
    });
  });
}
