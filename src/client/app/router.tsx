/**
 * The router, built from the route table (#shared/routes.ts). Pages load on demand behind
 * the layout's "Loading..." fallback; signed-in routes sit inside RequireAuth, paid ones inside PlanGate as
 * well; a route whose page is not built yet shows the Coming soon page. Each route's loader starts its
 * page's code and data early and returns at once (route-preload.ts).
 */
import { Component, lazy, type ReactNode } from "react";
import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  useParams,
  type DataRouter,
  type HydrationState,
  type RouteObject,
} from "react-router";
import { isPlanGated, ROUTES, type AppRoute } from "#shared/routes.ts";
import { isUuid } from "#shared/ids.ts";
import { DevMailboxPage, PAGES, pageFor } from "./pages.tsx";
import { RequireAuth } from "./require-auth.tsx";
import { GlobalFeatureSearch } from "#client/features/feature-search/global-feature-search.tsx";
import { BareLayout, RootLayout } from "./root-layout.tsx";
import { LazyNotFoundPage, RouteError } from "./route-error.tsx";
import { preloadingLoader } from "./route-preload.ts";

// Shown only for a malformed event address.
const InvalidEventId = lazy(() => import("./invalid-event-id.tsx"));
// Only signed-in pages of a paid tier are gated: a visitor's first page does not download the gate.
const PlanGate = lazy(() => import("./plan-gate.tsx").then((module) => ({ default: module.PlanGate })));

/** For pages that are allowed to fail to load: the fallback renders instead of the error page. */
class LoadFallback extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** /settings falls back to account settings when its own page fails to load. */
function settingsElement(): ReactNode {
  const Settings = PAGES.settings;
  const AccountSettings = pageFor("account-settings");
  if (!Settings) return <AccountSettings />;
  return (
    <LoadFallback fallback={<AccountSettings />}>
      <Settings />
    </LoadFallback>
  );
}

/** /events/{id} shows the event details page, but only for an id shaped like one. */
function EventByIdPage({ details }: { details: ReactNode }) {
  const { id = "" } = useParams();
  return isUuid(id) ? details : <InvalidEventId />;
}

/** Called once per route while the table is built, never during render. */
function pageElement(route: AppRoute): ReactNode {
  if (route.page === "settings") return settingsElement();
  const Page = pageFor(route.page);
  if (route.path === "/events/:id") return <EventByIdPage details={<Page />} />;
  return <Page />;
}

function routeElement(route: AppRoute): ReactNode {
  if (route.redirectTo !== undefined) return <Navigate to={route.redirectTo} replace />;
  let element = pageElement(route);
  if (isPlanGated(route)) element = <PlanGate route={route}>{element}</PlanGate>;
  if (route.access === "signed-in") element = <RequireAuth>{element}</RequireAuth>;
  return element;
}

function toRouteObjects(layout: AppRoute["layout"]): RouteObject[] {
  return ROUTES.filter((route) => route.layout === layout).map((route) => ({
    // Named ids (a path appears once in the table) let a hydrating router be told its loaders' data.
    id: route.path,
    path: route.path,
    element: routeElement(route),
    ...(route.redirectTo === undefined ? { loader: preloadingLoader(route) } : {}),
  }));
}

/** The route tree, shared by the browser's router and the build's prerender (scripts/prerender-plugin.ts). */
export const routes: RouteObject[] = [
  {
    id: "bare-layout",
    element: <BareLayout />,
    errorElement: <RouteError fullPage />,
    children: toRouteObjects("none"),
  },
  {
    id: "root-layout",
    element: <RootLayout searchSlot={<GlobalFeatureSearch />} />,
    errorElement: <RouteError fullPage />,
    children: [
      {
        id: "page-errors",
        // Keeps the top bar and footer around a page that fails.
        errorElement: <RouteError />,
        children: [
          ...toRouteObjects("standard"),
          { id: "/dev/mailbox", path: "/dev/mailbox", element: <DevMailboxPage /> },
          { id: "*", path: "*", element: <LazyNotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The data of the routes matching an address: each loader returns null (it only starts downloads), so a
 * router told this starts initialised and renders the page at once, as the build's prerender did, instead of
 * first rendering nothing while the loaders run (a hydration mismatch).
 */
export function prerenderedRouterData(pathname: string): HydrationState {
  const loaderData: Record<string, null> = {};
  for (const match of matchRoutes(routes, pathname) ?? []) if (match.route.id) loaderData[match.route.id] = null;
  return { loaderData };
}

/** The router as the browser uses it; `hydrating` when the root holds prerendered HTML (main.tsx). */
export function createAppRouter(hydrating: boolean): DataRouter {
  return createBrowserRouter(
    routes,
    hydrating ? { hydrationData: prerenderedRouterData(window.location.pathname) } : {},
  );
}
