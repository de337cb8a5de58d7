import { Link } from "react-router";
import { Compass } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";

export function NotFoundPage() {
  return (
    <section
      aria-labelledby="not-found-title"
      className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Compass aria-hidden="true" className="size-7" />
      </span>
      <div className="space-y-2">
        <p className="text-sm font-semibold text-primary">404</p>
        <h1 id="not-found-title" className="text-2xl font-semibold tracking-tight">
          Page not found
        </h1>
        <p className="text-muted-foreground">
          We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.
        </p>
      </div>
      <Button asChild>
        <Link to="/">Back to home</Link>
      </Button>
    </section>
  );
}
