/**
 * The budget's categories, each with its planned lines: planned, spent, vendor, due date and paid state,
 * and the warnings of a line or category over its plan. With `actions`, the organiser edits from here;
 * without, it is read-only (the sample summary).
 */
import type { ReactNode } from "react";
import { CircleAlert } from "lucide-react";
import type { TBudgetCategory, TBudgetLine } from "#shared/budgets/schemas.ts";
import { formatDay as formatCalendarDay } from "#shared/date-format.ts";
import { formatMoney } from "#shared/money.ts";
import { Badge } from "#client/components/ui/badge.tsx";
import { Card } from "#client/components/ui/card.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { cn } from "#client/lib/utils.ts";

interface CategoryActions {
  categoryMenu: (category: TBudgetCategory) => ReactNode;
  lineMenu: (line: TBudgetLine, category: TBudgetCategory) => ReactNode;
  onPaid: (line: TBudgetLine, paid: boolean) => void;
  /** Under each category: "Add a line". */
  addLine: (category: TBudgetCategory) => ReactNode;
}

/** "May 12, 2027" for a calendar day, the same wherever the reader is. */
export const formatDay = (day: string) => formatCalendarDay(day, "date");

function Amounts({
  planned,
  actual,
  over,
  currency,
}: {
  planned: number;
  actual: number;
  over: boolean;
  currency: string;
}) {
  return (
    <dl className="grid shrink-0 grid-cols-2 gap-x-4 text-right text-sm tabular-nums sm:w-64">
      <dt className="text-xs text-muted-foreground">Planned</dt>
      <dt className="text-xs text-muted-foreground">Spent</dt>
      <dd className="font-medium">{formatMoney(planned, currency)}</dd>
      <dd className={cn("font-medium", over && "text-destructive")}>{formatMoney(actual, currency)}</dd>
    </dl>
  );
}

function LineRow({
  line,
  category,
  currency,
  actions,
}: {
  line: TBudgetLine;
  category: TBudgetCategory;
  currency: string;
  actions?: CategoryActions | undefined;
}) {
  const facts = [line.vendor, line.dueDate ? `due ${formatDay(line.dueDate)}` : ""].filter(Boolean).join(" · ");
  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        {actions ? (
          <Checkbox
            checked={line.paid}
            onCheckedChange={(checked) => actions.onPaid(line, checked === true)}
            aria-label={`${line.item} paid`}
            className="mt-0.5"
          />
        ) : null}
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-center gap-2 font-medium break-words">
            {line.item}
            {line.paid ? <Badge variant="success">Paid</Badge> : null}
            {line.overBudget ? (
              <Badge variant="destructive">
                <CircleAlert aria-hidden="true" />
                Over by {formatMoney(line.actualMinor - line.plannedMinor, currency)}
              </Badge>
            ) : null}
          </p>
          {facts ? <p className="text-sm text-muted-foreground">{facts}</p> : null}
          {line.notes ? <p className="text-sm break-words text-muted-foreground">{line.notes}</p> : null}
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 pl-8 sm:pl-0">
        <Amounts planned={line.plannedMinor} actual={line.actualMinor} over={line.overBudget} currency={currency} />
        {actions ? actions.lineMenu(line, category) : null}
      </div>
    </li>
  );
}

export function CategoryList({
  categories,
  currency,
  actions,
}: {
  categories: readonly TBudgetCategory[];
  currency: string;
  actions?: CategoryActions;
}) {
  return (
    <div className="space-y-4">
      {categories.map((category) => {
        const unassigned = category.actualMinor - category.lines.reduce((sum, l) => sum + l.actualMinor, 0);
        return (
          <Card key={category.id} className="overflow-hidden p-0">
            <section aria-labelledby={`category-${category.id}`}>
              <header className="flex flex-col gap-3 border-b bg-muted/40 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
                <h2
                  id={`category-${category.id}`}
                  className="flex min-w-0 flex-1 flex-wrap items-center gap-2 text-base font-semibold break-words"
                >
                  {category.name}
                  {category.overBudget ? <Badge variant="destructive">Over plan</Badge> : null}
                </h2>
                <div className="flex items-center justify-between gap-3">
                  <Amounts
                    planned={category.plannedMinor}
                    actual={category.actualMinor}
                    over={category.overBudget}
                    currency={currency}
                  />
                  {actions ? actions.categoryMenu(category) : null}
                </div>
              </header>
              {category.lines.length > 0 ? (
                <ul className="divide-y" aria-label={`Lines of ${category.name}`}>
                  {category.lines.map((line) => (
                    <LineRow key={line.id} line={line} category={category} currency={currency} actions={actions} />
                  ))}
                </ul>
              ) : (
                <p className="px-4 py-3 text-sm text-muted-foreground">No planned lines yet.</p>
              )}
              {unassigned > 0 ? (
                <p className="border-t px-4 py-2 text-sm text-muted-foreground">
                  Also spent here without a line:{" "}
                  <span className="font-medium text-foreground tabular-nums">{formatMoney(unassigned, currency)}</span>
                </p>
              ) : null}
              {actions ? <div className="border-t px-4 py-2">{actions.addLine(category)}</div> : null}
            </section>
          </Card>
        );
      })}
    </div>
  );
}
