/** Empty and error states shared by the admin pages, so every list says "nothing yet" and "retry" alike. */
import type { ReactNode } from "react";
import type { LucideIcon } from "lucide-react";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { cn } from "#client/lib/utils.ts";

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : "Please try again.";
}

export function LoadError({
  error,
  ...props
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  className?: string;
}) {
  return <LoadFailedAlert error={error instanceof Error ? error : null} {...props} />;
}

export function EmptyState({
  icon: Icon,
  title,
  children,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center gap-3 rounded-xl border border-dashed bg-muted/40 px-5 py-10 text-center",
        className,
      )}
    >
      <span className="flex size-11 items-center justify-center rounded-full bg-surface text-muted-foreground shadow-xs">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <p className="font-medium">{title}</p>
      {children ? <div className="max-w-md text-sm text-pretty text-muted-foreground">{children}</div> : null}
      {action}
    </div>
  );
}
