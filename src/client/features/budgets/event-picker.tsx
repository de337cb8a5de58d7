/**
 * The frame of every budget page: the organiser's event choice (shared with the other organiser pages) and,
 * once an event is chosen, the links between the three budget pages for that event.
 */
import type { ReactNode } from "react";
import { Link, NavLink } from "react-router";
import { Wallet } from "lucide-react";
import type { TBudget } from "#shared/budgets/schemas.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { EmptyState } from "#client/components/empty-state.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { OrganiserEventPicker } from "#client/components/organiser-event-picker.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";
import { useBudget } from "./api.ts";

const PAGES = [
  { to: "/budgeting", label: "Overview" },
  { to: "/budget-planning", label: "Planning" },
  { to: "/expense-tracking", label: "Expenses" },
] as const;

function BudgetNav({ eventId }: { eventId: string }) {
  return (
    <nav
      aria-label="Budget pages"
      className="flex w-fit max-w-full gap-1 overflow-x-auto rounded-xl border bg-muted/40 p-1 text-sm"
    >
      {PAGES.map((page) => (
        <NavLink
          key={page.to}
          to={`${page.to}?eventId=${encodeURIComponent(eventId)}`}
          className={({ isActive }) =>
            cn(
              "rounded-lg px-3 py-1.5 font-medium whitespace-nowrap text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
              isActive && "bg-surface text-foreground shadow-soft",
            )
          }
        >
          {page.label}
        </NavLink>
      ))}
    </nav>
  );
}

export function BudgetEventPicker({ children }: { children: (event: TEvent) => ReactNode }) {
  return (
    <div className="space-y-6">
      <OrganiserEventPicker
        icon={Wallet}
        noEventsText="A budget belongs to an event. Create one, then plan its costs and log what you spend."
        loading={
          <div role="status" aria-label="Loading the budget" className="space-y-4">
            <Skeleton className="h-24 w-full rounded-xl" />
            <Skeleton className="h-64 w-full rounded-xl" />
          </div>
        }
      >
        {(event) => (
          <div className="space-y-6">
            <BudgetNav eventId={event.id} />
            {children(event)}
          </div>
        )}
      </OrganiserEventPicker>
    </div>
  );
}

/** The event's budget with its loading and failure states; an event without one is pointed to planning it. */
export function WithBudget({
  event,
  noBudgetText,
  children,
}: {
  event: TEvent;
  noBudgetText: string;
  children: (budget: TBudget) => ReactNode;
}) {
  const budget = useBudget(event.id);
  if (budget.isPending) return <ListSkeleton label="Loading the budget" />;
  if (budget.isError)
    return (
      <LoadFailedAlert
        title="We couldn't load the budget."
        error={budget.error}
        retrying={budget.isFetching}
        onRetry={() => void budget.refetch()}
      />
    );
  if (!budget.data) {
    return (
      <EmptyState
        icon={Wallet}
        title={`No budget for ${event.name} yet`}
        action={
          <Button asChild>
            <Link to={`/budget-planning?eventId=${encodeURIComponent(event.id)}`}>Plan the budget</Link>
          </Button>
        }
      >
        {noBudgetText}
      </EmptyState>
    );
  }
  return children(budget.data);
}
