/**
 * What the ticket pages share: the page frame with its back link and title, the outline shown while an
 * event loads, and the states of an event or activity that cannot be found.
 */
import { useId, type ReactNode } from "react";
import { CalendarX2 } from "lucide-react";
import { BackLink } from "#client/components/back-link.tsx";
import { NotFoundState } from "#client/components/resource-states.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";

export function TicketsPageFrame({
  back,
  title,
  intro,
  aside,
  children,
}: {
  back?: { to: string; label: string };
  title: ReactNode;
  intro?: ReactNode;
  /** Beside the title on wide screens (a link to the event, say). */
  aside?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        {back ? <BackLink to={back.to}>{back.label}</BackLink> : null}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0 space-y-2">
            <h1 id={titleId} className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
              {title}
            </h1>
            {intro}
          </div>
          {aside}
        </div>
      </header>
      {children}
    </div>
  );
}

/** The outline of a manager page while its event loads. */
export function ManagerSkeleton({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-label={label}
      className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10"
    >
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-9 w-72 max-w-full" />
      <Skeleton className="h-4 w-64 max-w-full" />
      <Skeleton className="h-11 w-full rounded-lg" />
      <Skeleton className="h-64 w-full rounded-xl" />
    </div>
  );
}

export function TicketsNotFound({ what }: { what: "event" | "activity" }) {
  return (
    <NotFoundState
      titleId={`tickets-${what}-not-found`}
      icon={CalendarX2}
      title={what === "event" ? "Event not found" : "Activity not found"}
      message={`This ${what} does not exist or is not yours. It may have been deleted, or the link is not quite right.`}
      backTo="/ticket-management"
      backLabel="Back to ticket management"
    />
  );
}

/** Where a failure to load the page's event or activity is shown. */
export const PAGE_ALERT_CLASS = "mx-auto my-10 w-[calc(100%-2rem)] max-w-3xl";
