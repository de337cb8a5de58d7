/**
 * Starting a page's downloads early (issue 21). Left to rendering, a signed-in page waited in a chain: the
 * app's code, then the session, then (behind the plan gate) the user's data, then the page's code, then the
 * page's own data. Here the router starts, when a route is entered:
 * - the page's code, whether or not anyone is signed in (a visitor sent to /login wastes one file);
 * - on a signed-in route, beside the session check (asked as the app's code starts, lib/session.ts): the
 *   user's data, which the plan gate and the header wait for, and the event the page shows (the event page's,
 *   or an organiser tool's ?eventId=). If nobody turns out to be signed in, those refused answers are dropped.
 * Hovering or focusing a link to another page of the app starts that page's code (one listener for every
 * link: the header, the dashboard's cards, the events list and the rest), so a click rarely waits for it.
 */
import { matchRoutes, type LoaderFunction, type Params } from "react-router";
import { ROUTES, type AppRoute } from "#shared/routes.ts";
import { isUuid } from "#shared/ids.ts";
import { userDataQuery } from "#client/lib/account.ts";
import { eventDetailsQuery } from "#client/lib/event-details.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { whenSessionKnown } from "#client/lib/session.ts";
import { pageFor } from "./pages.tsx";

function preloadCode(route: AppRoute): void {
  if (route.redirectTo === undefined) pageFor(route.page).preload();
}

/** The event a signed-in page shows: the event page's own, or the one an organiser's tool page is given. */
function eventOf(route: AppRoute, params: Params, url: URL): string {
  const id = route.page === "event-details" ? (params.id ?? params.eventId) : url.searchParams.get("eventId");
  return id ?? "";
}

function prefetchData(route: AppRoute, params: Params, url: URL): void {
  if (route.access !== "signed-in" || route.redirectTo !== undefined) return;
  const eventId = eventOf(route, params, url);
  const event = isUuid(eventId) ? eventDetailsQuery(eventId) : undefined;
  // Asked side by side with the session, not after it: a signed-in page needs both answers, and a request
  // issued before the page's files is not queued behind them.
  void queryClient.prefetchQuery(userDataQuery);
  if (event) void queryClient.prefetchQuery(event);
  void whenSessionKnown().then((signedIn) => {
    if (signedIn) return;
    // Nobody signed in: the guard sends the visitor to sign in, and the refused answers must not be what the
    // page shows once they have.
    for (const queryKey of [userDataQuery.queryKey, event?.queryKey])
      if (queryKey) queryClient.removeQueries({ queryKey, exact: true });
  });
}

/** The loader of a route: starts its downloads and lets the page render at once (it waits for nothing). */
export function preloadingLoader(route: AppRoute): LoaderFunction {
  return ({ params, request }) => {
    prefetchData(route, params, new URL(request.url));
    preloadCode(route);
    return null;
  };
}

const MATCHABLE = ROUTES.map((route) => ({ path: route.path, route }));

/** The page code of an address of this app, if it is one. */
function preloadHref(href: string): void {
  const url = new URL(href, window.location.href);
  if (url.origin !== window.location.origin) return;
  const match = matchRoutes(MATCHABLE, url.pathname)?.at(-1);
  if (match) preloadCode(match.route.route);
}

function onIntent(event: Event): void {
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (link instanceof HTMLAnchorElement && !link.hasAttribute("download")) preloadHref(link.href);
}

/** Starts a linked page's code on hover or focus of any link. Returns the clean-up. */
export function preloadLinksOnIntent(): () => void {
  document.addEventListener("pointerover", onIntent, { passive: true });
  document.addEventListener("focusin", onIntent);
  return () => {
    document.removeEventListener("pointerover", onIntent);
    document.removeEventListener("focusin", onIntent);
  };
}
