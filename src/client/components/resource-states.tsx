/** Page states shared by the pages that load one resource: not found, load failure and the form skeleton. */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { RefreshCw, type LucideIcon } from "lucide-react";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { ApiError } from "#client/lib/api.ts";

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

interface NotFoundStateProps {
  /** Id of the heading, which names the section. */
  titleId: string;
  icon: LucideIcon;
  title: string;
  message: ReactNode;
  backTo: string;
  backLabel: string;
}

export function NotFoundState({ titleId, icon: Icon, title, message, backTo, backLabel }: NotFoundStateProps) {
  return (
    <section
      aria-labelledby={titleId}
      className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center gap-5 px-4 py-20 text-center"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <div className="space-y-2">
        <h1 id={titleId} className="text-2xl font-semibold tracking-tight">
          {title}
        </h1>
        <p className="text-muted-foreground">{message}</p>
      </div>
      <Button asChild>
        <Link to={backTo}>{backLabel}</Link>
      </Button>
    </section>
  );
}

export interface LoadFailedAlertProps {
  title: string;
  error: Error | null;
  retrying: boolean;
  onRetry: () => void;
  className?: string;
}

/** A load failure with the server's reason and a Retry button. */
export function LoadFailedAlert({ title, error, retrying, onRetry, className }: LoadFailedAlertProps) {
  return (
    <Alert
      variant="destructive"
      role="alert"
      title={title}
      className={className}
      action={
        <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
          {retrying ? null : <RefreshCw aria-hidden="true" />}
          Retry
        </Button>
      }
    >
      {error?.message || "Please try again."}
    </Alert>
  );
}

/** The outline of a two-column form while its data loads; `label` names the loading status. */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
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
