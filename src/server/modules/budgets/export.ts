/** The budget as a spreadsheet: its lines with planned, actual and remaining, or its expenses, as CSV or XLSX. */
import { asc, desc, eq } from "drizzle-orm";
import { notFound } from "#shared/errors.ts";
import type { BUDGET_EXPORT_KINDS } from "#shared/budgets/schemas.ts";
import { minorDigits } from "#shared/money.ts";
import type { ServiceContext } from "../../context.ts";
import { tableExport, type ExportCell, type ExportFormat, type TableExport } from "../../table-export.ts";
import { NO_BUDGET, ownedBudget } from "./access.ts";
import { budgetView } from "./budgets.ts";
import { budgetCategories, budgetExpenses, budgetLines } from "./tables.ts";

const PAGE = 500;

/** Minor units as the plain number a spreadsheet sums (45.5 for 4550 cents): the currency is its own column. */
const major = (minor: number, digits: number) => Number((minor / 10 ** digits).toFixed(digits));

export async function exportBudget(
  ctx: ServiceContext,
  eventId: string,
  format: ExportFormat,
  of: (typeof BUDGET_EXPORT_KINDS)[number],
): Promise<TableExport> {
  const { event, budget } = await ownedBudget(ctx.db, ctx.actor.userId, eventId);
  if (!budget) throw notFound(NO_BUDGET);
  const digits = minorDigits(budget.currency);
  const money = (minor: number) => major(minor, digits);

  if (of === "lines") {
    // Lines are at most a few hundred and their actuals need every expense: one view, then rows.
    const view = await budgetView(ctx.db, budget);
    const rows: ExportCell[][] = view.categories.flatMap((c) =>
      c.lines.map((l) => [
        c.name,
        l.item,
        l.vendor,
        l.dueDate ?? "",
        l.paid ? "Yes" : "No",
        money(l.plannedMinor),
        money(l.actualMinor),
        money(l.plannedMinor - l.actualMinor),
        budget.currency,
        l.notes,
      ]),
    );
    const t = view.totals;
    rows.push([
      "Total",
      "",
      "",
      "",
      "",
      money(t.plannedMinor),
      money(t.actualMinor),
      money(t.remainingMinor),
      budget.currency,
      budget.limitMinor !== null ? `Overall limit ${money(budget.limitMinor)}` : "",
    ]);
    return tableExport(
      {
        name: event.name,
        kind: "budget",
        headers: [
          "Category",
          "Item",
          "Vendor",
          "Due date",
          "Paid",
          "Planned",
          "Actual",
          "Remaining",
          "Currency",
          "Notes",
        ],
        rows: async function* () {
          yield rows;
        },
      },
      format,
    );
  }

  return tableExport(
    {
      name: event.name,
      kind: "expenses",
      headers: ["Date", "Category", "Line", "Description", "Vendor", "Amount", "Currency", "Receipt"],
      rows: async function* () {
        for (let offset = 0; ; offset += PAGE) {
          const page = await ctx.db
            .select({ e: budgetExpenses, category: budgetCategories.name, line: budgetLines.item })
            .from(budgetExpenses)
            .innerJoin(budgetCategories, eq(budgetCategories.id, budgetExpenses.categoryId))
            .leftJoin(budgetLines, eq(budgetLines.id, budgetExpenses.lineId))
            .where(eq(budgetExpenses.budgetId, budget.id))
            .orderBy(desc(budgetExpenses.spentOn), asc(budgetExpenses.id))
            .limit(PAGE)
            .offset(offset);
          yield page.map((r) => [
            r.e.spentOn,
            r.category,
            r.line ?? "",
            r.e.description,
            r.e.vendor,
            money(r.e.amountMinor),
            budget.currency,
            r.e.receiptName ?? "",
          ]);
          if (page.length < PAGE) return;
        }
      },
    },
    format,
  );
}
