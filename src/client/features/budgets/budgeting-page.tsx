/**
 * /budgeting (and /budgeting-tools): one event's budget at a glance: totals with what is left and the
 * over-budget warnings, a planned-versus-spent chart, then every category with its lines to add, edit,
 * mark paid and delete; CSV and XLSX downloads.
 */
import { useState } from "react";
import { Link } from "react-router";
import { FolderPlus, Pencil, Plus, Receipt, Trash2, Wallet } from "lucide-react";
import type { TBudget, TBudgetCategory, TBudgetLine } from "#shared/budgets/schemas.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { ActionMenu, ActionMenuItem, ActionMenuSeparator } from "#client/components/action-menu.tsx";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { useDeleteCategory, useDeleteLine, useUpdateLine } from "./api.ts";
import { BudgetFigures } from "./budget-figures.tsx";
import { CategoryChart } from "./category-chart.tsx";
import { CategoryDialog } from "./category-dialog.tsx";
import { CategoryList } from "./category-list.tsx";
import { ExportLinks } from "./export-links.tsx";
import { BudgetEventPicker, WithBudget } from "./event-picker.tsx";
import { LineDialog, type LineTarget } from "./line-dialog.tsx";

function BudgetOverview({ event, budget }: { event: TEvent; budget: TBudget }) {
  const [lineTarget, setLineTarget] = useState<LineTarget | null>(null);
  const [categoryTarget, setCategoryTarget] = useState<TBudgetCategory | null | undefined>(undefined);
  const updateLine = useUpdateLine(event.id);
  const deleteLine = useConfirmedAction<TBudgetLine, TBudget>(useDeleteLine(event.id), (line) =>
    successToast("Line deleted", `"${line.item}" was removed.`),
  );
  const deleteCategory = useConfirmedAction<TBudgetCategory, TBudget>(useDeleteCategory(event.id), (c) =>
    successToast("Category deleted", `"${c.name}" was removed.`),
  );
  const planningLink = `/budget-planning?eventId=${encodeURIComponent(event.id)}`;

  return (
    <div className="space-y-6">
      <BudgetFigures totals={budget.totals} currency={budget.currency} limitMinor={budget.limitMinor} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setCategoryTarget(null)}>
            <FolderPlus aria-hidden="true" />
            Add category
          </Button>
          <Button asChild variant="outline">
            <Link to={`/expense-tracking?eventId=${encodeURIComponent(event.id)}`}>
              <Receipt aria-hidden="true" />
              Expenses ({budget.expenseCount})
            </Link>
          </Button>
        </div>
        <ExportLinks eventId={event.id} />
      </div>

      {budget.categories.length === 0 ? (
        <EmptyState
          icon={Wallet}
          title="No categories yet"
          action={
            <Button asChild>
              <Link to={planningLink}>Start from a template</Link>
            </Button>
          }
        >
          Start from a plan written for {event.eventType.name.toLowerCase()} events, or add your own categories and
          lines.
        </EmptyState>
      ) : (
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <CategoryList
            categories={budget.categories}
            currency={budget.currency}
            actions={{
              onPaid: (line, paid) =>
                updateLine.mutate(
                  { id: line.id, patch: { paid } },
                  { onError: (error) => errorToast(`"${line.item}" was not updated. ${error.message}`) },
                ),
              categoryMenu: (category) => (
                <ActionMenu label={`Actions for ${category.name}`}>
                  <ActionMenuItem icon={Pencil} onSelect={() => setCategoryTarget(category)}>
                    Rename
                  </ActionMenuItem>
                  <ActionMenuSeparator />
                  <ActionMenuItem icon={Trash2} destructive onSelect={() => deleteCategory.ask(category)}>
                    Delete category
                  </ActionMenuItem>
                </ActionMenu>
              ),
              lineMenu: (line, category) => (
                <ActionMenu label={`Actions for ${line.item}`}>
                  <ActionMenuItem icon={Pencil} onSelect={() => setLineTarget({ category, line })}>
                    Edit
                  </ActionMenuItem>
                  <ActionMenuSeparator />
                  <ActionMenuItem icon={Trash2} destructive onSelect={() => deleteLine.ask(line)}>
                    Delete line
                  </ActionMenuItem>
                </ActionMenu>
              ),
              addLine: (category) => (
                <Button variant="ghost" size="sm" onClick={() => setLineTarget({ category, line: null })}>
                  <Plus aria-hidden="true" />
                  Add a line<span className="sr-only"> to {category.name}</span>
                </Button>
              ),
            }}
          />
          <div className="lg:sticky lg:top-20 lg:self-start">
            <CategoryChart categories={budget.categories} currency={budget.currency} />
          </div>
        </div>
      )}

      <LineDialog
        eventId={event.id}
        currency={budget.currency}
        categories={budget.categories}
        target={lineTarget}
        onClose={() => setLineTarget(null)}
      />
      <CategoryDialog eventId={event.id} target={categoryTarget} onClose={() => setCategoryTarget(undefined)} />
      <ConfirmTargetDialog
        action={deleteLine}
        title={`Delete ${deleteLine.target?.item ?? "line"}?`}
        description="The planned amount goes. Expenses recorded against it stay in the category, without a line."
        confirmLabel="Delete line"
      />
      <ConfirmTargetDialog
        action={deleteCategory}
        title={`Delete ${deleteCategory.target?.name ?? "category"}?`}
        description={`Its ${deleteCategory.target?.lines.length ?? 0} planned lines and every expense recorded in it, with their receipts, are deleted. This cannot be undone.`}
        confirmLabel="Delete category"
      />
    </div>
  );
}

function EventBudget({ event }: { event: TEvent }) {
  return (
    <WithBudget
      event={event}
      noBudgetText={`Choose a currency and an overall limit, and start from the usual costs of a ${event.eventType.name.toLowerCase()} event.`}
    >
      {(budget) => <BudgetOverview event={event} budget={budget} />}
    </WithBudget>
  );
}

export default function BudgetingPage() {
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Budgeting tools</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Plan each cost by category, see what you have spent against it, and always know what is left.
        </p>
      </header>
      <BudgetEventPicker>{(event) => <EventBudget key={event.id} event={event} />}</BudgetEventPicker>
    </div>
  );
}
