import { lazy, Suspense } from "react";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { TriangleAlert } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { LoadingScreen } from "#client/components/loading-screen.tsx";

const NotFound = lazy(() => import("./not-found-page.tsx").then((module) => ({ default: module.NotFoundPage })));

/** The not-found page, loaded when an address turns out to be unknown (it is not part of a first page). */
export function LazyNotFoundPage() {
  return (
    <Suspense fallback={<LoadingScreen className="flex-1" />}>
      <NotFound />
    </Suspense>
  );
}

/** Shown when a page throws while rendering. */
function SomethingWentWrong() {
  return (
    <section
      aria-labelledby="error-title"
      className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <TriangleAlert aria-hidden="true" className="size-7" />
      </span>
      <div className="space-y-2">
        <h1 id="error-title" className="text-2xl font-semibold tracking-tight">
          Something went wrong
        </h1>
        <p className="text-muted-foreground">
          An unexpected error occurred. Please refresh the page or try again later.
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Refresh page</Button>
        <Button asChild variant="outline">
          <Link to="/" reloadDocument>
            Go to home
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** Route error element: unknown routes get the not-found page, everything else the error page. */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  if (import.meta.env.DEV) console.warn("Route error", error);
  const body = isRouteErrorResponse(error) && error.status === 404 ? <LazyNotFoundPage /> : <SomethingWentWrong />;
  if (!fullPage) return body;
  return <div className="flex min-h-dvh flex-col">{body}</div>;
}
