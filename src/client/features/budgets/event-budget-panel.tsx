/**
 * The Budget tab of the event's details page (client/app composes it in; the tab's plan gate is the page's):
 * the headline figures, and the ways to the overview, the expenses and the planning page. Without a budget it
 * says how to start one.
 */
import { useId } from "react";
import { Link } from "react-router";
import { ArrowRight, ReceiptText, Wallet } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { StatFiguresSkeleton } from "#client/components/stat-figure.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { useBudget } from "./api.ts";
import { BUDGET_FIGURES_GRID, BudgetFigures } from "./budget-figures.tsx";

export function EventBudgetPanel({ event }: { event: TEvent }) {
  const titleId = useId();
  const budget = useBudget(event.id);
  const forEvent = `?eventId=${encodeURIComponent(event.id)}`;

  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1.5">
          <CardTitle id={titleId} className="flex items-center gap-2">
            <Wallet aria-hidden="true" className="size-5 text-muted-foreground" />
            Budget
          </CardTitle>
          <CardDescription>Planned costs by category, expenses with their receipts, and what is left.</CardDescription>
        </div>
        {budget.data ? (
          <div className="flex flex-wrap gap-2 self-start">
            <Button asChild variant="outline">
              <Link to={`/expense-tracking${forEvent}`}>
                <ReceiptText aria-hidden="true" />
                Expenses
              </Link>
            </Button>
            <Button asChild>
              <Link to={`/budgeting${forEvent}`}>
                Open the budget
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        ) : null}
      </CardHeader>
      <CardContent>
        {budget.isPending ? (
          <StatFiguresSkeleton label="Loading the budget" count={4} className={BUDGET_FIGURES_GRID} />
        ) : budget.isError ? (
          <LoadFailedAlert
            title="We couldn't load the budget."
            error={budget.error}
            retrying={budget.isFetching}
            onRetry={() => void budget.refetch()}
          />
        ) : budget.data ? (
          <BudgetFigures
            totals={budget.data.totals}
            currency={budget.data.currency}
            limitMinor={budget.data.limitMinor}
          />
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <p className="text-sm text-muted-foreground">
              No budget yet. Choose its currency and limit, or start from the usual costs of a gathering like this one.
            </p>
            <Button asChild className="self-start sm:self-auto">
              <Link to={`/budget-planning${forEvent}`}>
                Start a budget
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
