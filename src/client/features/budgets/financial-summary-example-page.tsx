/**
 * /financial-summary-example: a read-only sample of what a budget summary looks like, built here from the
 * class reunion template's planning lines and a few made-up expenses. No account data, no server call.
 */
import { Link } from "react-router";
import { Info } from "lucide-react";
import { budgetFigures, type SpentAmount } from "#shared/budgets/totals.ts";
import { formatMoney } from "#shared/money.ts";
import { REUNION_TEMPLATES } from "#shared/templates/reunions.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { BudgetFigures } from "./budget-figures.tsx";
import { CategoryChart } from "./category-chart.tsx";
import { CategoryList } from "./category-list.tsx";

const template = REUNION_TEMPLATES.find((t) => t.slug === "school") ?? REUNION_TEMPLATES[0]!;
const currency = template.budget[0]?.currency ?? "USD";
const LIMIT_MINOR = 11_000_00;

const categoryNames = [...new Set(template.budget.map((l) => l.category))];
const categories = categoryNames.map((name, i) => ({ id: `c${i}`, name }));
const lines = template.budget.map((line, i) => ({
  id: `l${i}`,
  categoryId: `c${categoryNames.indexOf(line.category)}`,
  item: line.item,
  plannedMinor: line.amountMinor,
  vendor: "",
  dueDate: null,
  // The early costs are settled; the rest is still to pay.
  paid: i < 2,
  paidAt: null,
  notes: "",
}));
/** A venue paid in full, a food deposit, drinks that ran over, and the DJ's deposit. */
const SPENT_SHARE = [1, 0.4, 1.15, 0.5];
const spent: SpentAmount[] = lines.slice(0, SPENT_SHARE.length).map((line, i) => ({
  categoryId: line.categoryId,
  lineId: line.id,
  amountMinor: Math.round(line.plannedMinor * SPENT_SHARE[i]!),
}));
const sample = budgetFigures(categories, lines, spent, LIMIT_MINOR);

export default function FinancialSummaryExamplePage() {
  return (
    <div className="mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Financial summary</h1>
          <Badge variant="accent">Example</Badge>
        </div>
        <p className="max-w-2xl text-pretty text-muted-foreground">
          What the budget of a {template.title.toLowerCase()} for {template.suggestedCapacity} people looks like a few
          months before the day.
        </p>
      </header>
      <Alert
        variant="info"
        title="This is a sample, not your data"
        action={
          <Button asChild size="sm">
            <Link to="/budget-planning">Plan your own budget</Link>
          </Button>
        }
      >
        The lines come from our {template.title} template and the expenses are made up. Nothing here can be changed.
      </Alert>
      <BudgetFigures totals={sample.totals} currency={currency} limitMinor={LIMIT_MINOR} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <CategoryList categories={sample.categories} currency={currency} />
        <div className="space-y-4 lg:sticky lg:top-20 lg:self-start">
          <CategoryChart categories={sample.categories} currency={currency} />
          <p className="flex gap-2 text-sm text-muted-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            Spent so far: {formatMoney(sample.totals.actualMinor, currency)} of an overall limit of{" "}
            {formatMoney(LIMIT_MINOR, currency)}.
          </p>
        </div>
      </div>
    </div>
  );
}
