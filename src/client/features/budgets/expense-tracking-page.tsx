/**
 * /expense-tracking: what was spent on one event's budget, newest first, filtered by category (?category=),
 * with the running totals; add an expense with its receipt, view or download a receipt, delete.
 */
import { useState } from "react";
import { useSearchParams } from "react-router";
import { Download, Eye, FileText, Paperclip, Plus, Receipt, Trash2 } from "lucide-react";
import type { TBudget, TExpense } from "#shared/budgets/schemas.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { formatMoney } from "#shared/money.ts";
import { ActionMenu, ActionMenuItem, ActionMenuSeparator } from "#client/components/action-menu.tsx";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { EmptyState } from "#client/components/empty-state.tsx";
import { FilterSelect, ListResults, ListSkeleton, NoMatches } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { EXPENSES_PER_PAGE, receiptHref, useDeleteExpense, useExpenses } from "./api.ts";
import { BudgetFigures } from "./budget-figures.tsx";
import { ExportLinks } from "./export-links.tsx";
import { formatDay } from "./category-list.tsx";
import { BudgetEventPicker, WithBudget } from "./event-picker.tsx";
import { ExpenseDialog } from "./expense-dialog.tsx";
import { ReceiptDialog } from "./receipt-dialog.tsx";

function ExpenseRow({
  expense,
  currency,
  onDelete,
  onReceipt,
}: {
  expense: TExpense;
  currency: string;
  onDelete: () => void;
  onReceipt: () => void;
}) {
  const where = expense.lineItem ? `${expense.categoryName} · ${expense.lineItem}` : expense.categoryName;
  return (
    <li className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-4">
      <div className="min-w-0 flex-1 space-y-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {expense.description}
          {expense.receipt ? (
            <Badge variant="neutral">
              <Paperclip aria-hidden="true" />
              Receipt
            </Badge>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground">
          {formatDay(expense.spentOn)} · {where}
          {expense.vendor ? ` · ${expense.vendor}` : ""}
        </p>
      </div>
      <div className="flex items-center justify-between gap-3">
        <p className="text-lg font-semibold tabular-nums">{formatMoney(expense.amountMinor, currency)}</p>
        <ActionMenu label={`Actions for ${expense.description}`}>
          {expense.receipt ? (
            <>
              <ActionMenuItem
                icon={expense.receipt.type === "application/pdf" ? FileText : Eye}
                onSelect={() => window.open(receiptHref(expense.id), "_blank", "noopener")}
              >
                {expense.receipt.type === "application/pdf" ? "Download receipt" : "View receipt"}
              </ActionMenuItem>
              <ActionMenuItem icon={Download} onSelect={() => window.location.assign(receiptHref(expense.id, true))}>
                Save receipt file
              </ActionMenuItem>
            </>
          ) : null}
          <ActionMenuItem icon={Paperclip} onSelect={onReceipt}>
            {expense.receipt ? "Replace receipt" : "Add receipt"}
          </ActionMenuItem>
          <ActionMenuSeparator />
          <ActionMenuItem icon={Trash2} destructive onSelect={onDelete}>
            Delete expense
          </ActionMenuItem>
        </ActionMenu>
      </div>
    </li>
  );
}

function Expenses({ event, budget }: { event: TEvent; budget: TBudget }) {
  const [search, setSearch] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [receiptFor, setReceiptFor] = useState<TExpense | null>(null);
  const wanted = search.get("category") ?? "";
  const categoryId = budget.categories.some((c) => c.id === wanted) ? wanted : "";
  const page = Math.max(1, Number(search.get("page")) || 1);
  const expenses = useExpenses(event.id, categoryId, page);
  const remove = useConfirmedAction<TExpense, { deleted: true }>(useDeleteExpense(event.id), (e) =>
    successToast("Expense deleted", `"${e.description}" was removed.`),
  );
  const category = budget.categories.find((c) => c.id === categoryId);

  function update(next: { category?: string; page?: number }) {
    setSearch(
      (current) => {
        const params = new URLSearchParams(current);
        if (next.category !== undefined) {
          if (next.category) params.set("category", next.category);
          else params.delete("category");
          params.delete("page");
        }
        if (next.page !== undefined) params.set("page", String(next.page));
        return params;
      },
      { replace: true },
    );
  }

  const addButton = (
    <Button onClick={() => setAdding(true)} disabled={budget.categories.length === 0}>
      <Plus aria-hidden="true" />
      Add expense
    </Button>
  );

  let list;
  if (expenses.isPending) list = <ListSkeleton label="Loading expenses" />;
  else if (expenses.isError)
    list = (
      <LoadFailedAlert
        title="We couldn't load the expenses."
        error={expenses.error}
        retrying={expenses.isFetching}
        onRetry={() => void expenses.refetch()}
      />
    );
  else if (expenses.data.total === 0 && categoryId)
    list = <NoMatches icon={Receipt} items="expenses" onClear={() => update({ category: "" })} />;
  else if (expenses.data.total === 0) {
    list = (
      <EmptyState icon={Receipt} title="No expenses yet" action={budget.categories.length > 0 ? addButton : null}>
        {budget.categories.length > 0
          ? "Record what you pay, with a photo of the receipt, and watch what is left change."
          : "Add a category to the budget first, then record what you spend in it."}
      </EmptyState>
    );
  } else {
    list = (
      <ListResults
        title="Expenses"
        nouns={["expense", "expenses"]}
        total={expenses.data.total}
        filtered={categoryId !== ""}
        stale={expenses.isPlaceholderData}
        page={page}
        pageSize={EXPENSES_PER_PAGE}
        onPage={(next) => update({ page: next })}
      >
        {expenses.data.items.map((expense) => (
          <ExpenseRow
            key={expense.id}
            expense={expense}
            currency={budget.currency}
            onDelete={() => remove.ask(expense)}
            onReceipt={() => setReceiptFor(expense)}
          />
        ))}
      </ListResults>
    );
  }

  return (
    <div className="space-y-6">
      <BudgetFigures totals={budget.totals} currency={budget.currency} limitMinor={budget.limitMinor} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <FilterSelect
            label="Category"
            value={categoryId}
            options={[
              { value: "", label: "All categories" },
              ...budget.categories.map((c) => ({ value: c.id, label: c.name })),
            ]}
            onChange={(value) => update({ category: value })}
            className="sm:w-64"
          />
          {addButton}
        </div>
        <ExportLinks eventId={event.id} of="expenses" />
      </div>
      {category && expenses.data ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          Spent in {category.name}:{" "}
          <span className="font-medium text-foreground tabular-nums">
            {formatMoney(expenses.data.sumMinor, budget.currency)}
          </span>{" "}
          of {formatMoney(category.plannedMinor, budget.currency)} planned.
        </p>
      ) : null}
      {list}
      <ExpenseDialog
        eventId={event.id}
        budget={budget}
        defaultCategoryId={categoryId}
        open={adding}
        onClose={() => setAdding(false)}
      />
      <ReceiptDialog eventId={event.id} expense={receiptFor} onClose={() => setReceiptFor(null)} />
      <ConfirmTargetDialog
        action={remove}
        title={`Delete ${remove.target?.description ?? "expense"}?`}
        description={`${remove.target ? formatMoney(remove.target.amountMinor, budget.currency) : "The amount"} no longer counts as spent${remove.target?.receipt ? ", and its receipt is deleted" : ""}. This cannot be undone.`}
        confirmLabel="Delete expense"
      />
    </div>
  );
}

function EventExpenses({ event }: { event: TEvent }) {
  return (
    <WithBudget
      event={event}
      noBudgetText="Expenses are recorded against a budget's categories. Plan the budget first; it takes a minute from a template."
    >
      {(budget) => <Expenses event={event} budget={budget} />}
    </WithBudget>
  );
}

export default function ExpenseTrackingPage() {
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Expense tracking</h1>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          Every payment for your event in one place, with its receipt, counted against the budget as you go.
        </p>
      </header>
      <BudgetEventPicker>{(event) => <EventExpenses key={event.id} event={event} />}</BudgetEventPicker>
    </div>
  );
}
