/** Page-level states the event pages share: not found, load failure and the form's skeleton. */
import { Link } from "react-router";
import { CalendarX2, RefreshCw } from "lucide-react";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ApiError } from "#client/lib/api.ts";

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

export function EventNotFound() {
  return (
    <section
      aria-labelledby="event-not-found-title"
      className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <CalendarX2 aria-hidden="true" className="size-7" />
      </span>
      <div className="space-y-2">
        <h1 id="event-not-found-title" className="text-2xl font-semibold tracking-tight">
          Event not found
        </h1>
        <p className="text-muted-foreground">
          This event may have been deleted, or the link is not quite right.
        </p>
      </div>
      <Button asChild>
        <Link to="/manage-events">Back to my events</Link>
      </Button>
    </section>
  );
}

export function LoadFailed({
  title,
  error,
  retrying,
  onRetry,
}: {
  title: string;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-10 sm:px-6">
      <Alert
        variant="destructive"
        role="alert"
        title={title}
        action={
          <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
            {retrying ? null : <RefreshCw aria-hidden="true" />}
            Retry
          </Button>
        }
      >
        {error?.message || "Please try again."}
      </Alert>
    </div>
  );
}

export function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading the form">
      <Card aria-hidden="true">
        <CardContent className="grid gap-5 pt-6 sm:grid-cols-2">
          {Array.from({ length: 6 }, (_, index) => (
            <div key={index} className="space-y-2">
              <Skeleton className="h-4 w-24" />
              <Skeleton className="h-10 w-full rounded-lg" />
            </div>
          ))}
          <div className="space-y-2 sm:col-span-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-28 w-full rounded-lg" />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
