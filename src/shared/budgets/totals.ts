/**
 * A budget's figures from its planned lines and its expenses, in one place for the server's answer and
 * the read-only sample summary. Integer minor units in, integer minor units out.
 */
import type { TBudgetCategory, TBudgetLine, TBudgetTotals } from "./schemas.ts";

interface PlanLine {
  id: string;
  categoryId: string;
  item: string;
  plannedMinor: number;
  vendor: string;
  dueDate: string | null;
  paid: boolean;
  paidAt: string | null;
  notes: string;
}

export interface SpentAmount {
  categoryId: string;
  lineId: string | null;
  amountMinor: number;
}

export function budgetFigures(
  categories: ReadonlyArray<{ id: string; name: string }>,
  lines: readonly PlanLine[],
  spent: readonly SpentAmount[],
  limitMinor: number | null,
): { categories: TBudgetCategory[]; totals: TBudgetTotals } {
  const byLine = new Map<string, number>();
  const byCategory = new Map<string, number>();
  let actualMinor = 0;
  for (const s of spent) {
    actualMinor += s.amountMinor;
    byCategory.set(s.categoryId, (byCategory.get(s.categoryId) ?? 0) + s.amountMinor);
    if (s.lineId) byLine.set(s.lineId, (byLine.get(s.lineId) ?? 0) + s.amountMinor);
  }
  const withActual: TBudgetLine[] = lines.map((line) => {
    const actual = byLine.get(line.id) ?? 0;
    return { ...line, actualMinor: actual, overBudget: actual > line.plannedMinor };
  });
  const shaped = categories.map((category) => {
    const own = withActual.filter((l) => l.categoryId === category.id);
    const plannedMinor = own.reduce((sum, l) => sum + l.plannedMinor, 0);
    const actual = byCategory.get(category.id) ?? 0;
    return {
      id: category.id,
      name: category.name,
      plannedMinor,
      actualMinor: actual,
      overBudget: actual > plannedMinor,
      lines: own,
    };
  });
  const plannedMinor = withActual.reduce((sum, l) => sum + l.plannedMinor, 0);
  const paidMinor = withActual.reduce((sum, l) => sum + (l.paid ? l.plannedMinor : 0), 0);
  const ceiling = limitMinor ?? plannedMinor;
  return {
    categories: shaped,
    totals: {
      plannedMinor,
      actualMinor,
      remainingMinor: ceiling - actualMinor,
      paidMinor,
      overBudget: actualMinor > ceiling,
      plannedOverLimit: limitMinor !== null && plannedMinor > limitMinor,
    },
  };
}

/** Template amounts are suggestions in the template's currency: moved to another currency's minor digits, not converted. */
export function rescaleMinor(minor: number, fromDigits: number, toDigits: number): number {
  if (fromDigits === toDigits) return minor;
  return fromDigits > toDigits
    ? Math.round(minor / 10 ** (fromDigits - toDigits))
    : minor * 10 ** (toDigits - fromDigits);
}
