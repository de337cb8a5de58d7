/**
 * The build's server-side entry (scripts/prerender-plugin.ts builds it for Node and calls renderPage once per
 * page of #shared/prerendered-pages.ts). It renders the very tree main.tsx hydrates (the same App and router
 * component, here over an in-memory history at the page's address), and react-dom's prerender waits for the
 * page's lazily loaded code, so the HTML holds the page itself rather than its loading fallback.
 */
import { StrictMode } from "react";
import { prerender } from "react-dom/static";
import { createMemoryRouter } from "react-router";
import { queryClient } from "#client/lib/query-client.ts";
import { App } from "./app/app.tsx";
import { prerenderedRouterData, routes } from "./app/router.tsx";

export { PRERENDERED_PATHS, PRERENDERED_SHELLS, prerenderedFileOf } from "#shared/prerendered-pages.ts";
export { HELD_SUBMIT_SCRIPT } from "#shared/held-submit.ts";

/** The HTML that goes inside the root element of the page at `pathname`. */
export async function renderPage(pathname: string): Promise<string> {
  const router = createMemoryRouter(routes, {
    initialEntries: [pathname],
    hydrationData: prerenderedRouterData(pathname),
  });
  // A page that fails to render would ship its error fallback as its HTML: the build fails instead.
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
      // Every boundary inline: a page outlined into a template would need an inline script (and the CSP has none).
      { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    const html = await new Response(prelude).text();
    if (errors.length > 0) throw new AggregateError(errors, `prerendering ${pathname} failed`);
    return html;
  } finally {
    router.dispose();
    // Each page starts from an empty cache, as a visitor's browser does; and the queries a page asked for
    // while rendering would otherwise hold the build open until their garbage-collection timers fire.
    queryClient.clear();
  }
}
