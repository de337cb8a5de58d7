/**
 * The budget of an event as a whole: its settings (currency, overall limit), the full view with every
 * category, line and total, and starting (or adding to) it from a quick-start template's planning lines.
 */
import { and, asc, count, eq, sql } from "drizzle-orm";
import { AppError, fieldError, invalidField, notFound } from "#shared/errors.ts";
import {
  BUDGET_CATEGORIES_MAX,
  BUDGET_LINES_MAX,
  ZBudgetSettings,
  ZTemplateStart,
  type TBudget,
  type TBudgetSettings,
  type TBudgetState,
  type TBudgetTemplateChoice,
  type TBudgetTemplateList,
  type TTemplateStart,
} from "#shared/budgets/schemas.ts";
import { budgetFigures, rescaleMinor } from "#shared/budgets/totals.ts";
import { minorDigits } from "#shared/money.ts";
import { EVENT_TEMPLATES, findTemplate, type EventTemplate } from "#shared/templates/index.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { NO_BUDGET, ownedBudget, type BudgetRow } from "./access.ts";
import { budgetCategories, budgetExpenses, budgetLines, budgets } from "./tables.ts";

/**
 * Every category, line and total of one budget, read in three queries, one after the other: most callers
 * pass their transaction, whose single connection cannot run two at once.
 */
export async function budgetView(db: Db, budget: BudgetRow): Promise<TBudget> {
  const categories = await db
    .select({ id: budgetCategories.id, name: budgetCategories.name })
    .from(budgetCategories)
    .where(eq(budgetCategories.budgetId, budget.id))
    .orderBy(asc(budgetCategories.position), asc(budgetCategories.createdAt));
  const lines = await db
    .select()
    .from(budgetLines)
    .where(eq(budgetLines.budgetId, budget.id))
    .orderBy(asc(budgetLines.position), asc(budgetLines.createdAt));
  const spent = await db
    .select({
      categoryId: budgetExpenses.categoryId,
      lineId: budgetExpenses.lineId,
      amountMinor: sql<number>`sum(${budgetExpenses.amountMinor})::bigint`.mapWith(Number),
      n: count(),
    })
    .from(budgetExpenses)
    .where(eq(budgetExpenses.budgetId, budget.id))
    .groupBy(budgetExpenses.categoryId, budgetExpenses.lineId);
  const figures = budgetFigures(
    categories,
    lines.map((l) => ({
      id: l.id,
      categoryId: l.categoryId,
      item: l.item,
      plannedMinor: l.plannedMinor,
      vendor: l.vendor,
      dueDate: l.dueDate,
      paid: l.paid,
      paidAt: l.paidAt?.toISOString() ?? null,
      notes: l.notes,
    })),
    spent,
    budget.limitMinor,
  );
  return {
    id: budget.id,
    eventId: budget.eventId,
    currency: budget.currency,
    limitMinor: budget.limitMinor,
    startedFrom: budget.startedFrom,
    ...figures,
    expenseCount: spent.reduce((sum, s) => sum + s.n, 0),
    updatedAt: budget.updatedAt.toISOString(),
  };
}

export async function getBudget(ctx: ServiceContext, eventId: string): Promise<TBudgetState> {
  const { budget } = await ownedBudget(ctx.db, ctx.actor.userId, eventId);
  return { budget: budget ? await budgetView(ctx.db, budget) : null };
}

/** The amounts already recorded are in the old currency: only a change keeping the minor digits relabels them safely. */
async function assertCurrencyChange(tx: Db, budget: BudgetRow, currency: string): Promise<void> {
  if (budget.currency === currency || minorDigits(budget.currency) === minorDigits(currency)) return;
  const [lines] = await tx.select({ n: count() }).from(budgetLines).where(eq(budgetLines.budgetId, budget.id));
  const [spent] = await tx.select({ n: count() }).from(budgetExpenses).where(eq(budgetExpenses.budgetId, budget.id));
  if ((lines?.n ?? 0) + (spent?.n ?? 0) > 0) {
    throw fieldError(
      "CONFLICT",
      "currency",
      `currency: ${budget.currency} and ${currency} count cents differently; remove the amounts first or keep ${budget.currency}.`,
      `Amounts are recorded in ${budget.currency}, which counts cents differently`,
    );
  }
}

/** Creates the budget or changes its currency and overall limit. */
export async function saveBudgetSettings(ctx: ServiceContext, eventId: string, raw: TBudgetSettings): Promise<TBudget> {
  const input = parseInput(ZBudgetSettings, raw);
  return ctx.db.transaction(async (tx) => {
    const { event, budget } = await ownedBudget(tx, ctx.actor.userId, eventId, true);
    let row: BudgetRow;
    if (budget) {
      await assertCurrencyChange(tx, budget, input.currency);
      [row] = (await tx
        .update(budgets)
        .set({ currency: input.currency, limitMinor: input.limitMinor, updatedAt: new Date() })
        .where(eq(budgets.id, budget.id))
        .returning()) as [BudgetRow];
    } else {
      row = await insertBudget(tx, event.id, ctx.actor.userId, input.currency, input.limitMinor, null);
    }
    return budgetView(tx, row);
  });
}

/** Two first saves at once: the unique event index lets one insert win, and the other reads its row. */
async function insertBudget(
  tx: Db,
  eventId: string,
  ownerId: string,
  currency: string,
  limitMinor: number | null,
  startedFrom: string | null,
): Promise<BudgetRow> {
  const [row] = await tx
    .insert(budgets)
    .values({ eventId, ownerId, currency, limitMinor, startedFrom })
    .onConflictDoNothing({ target: budgets.eventId })
    .returning();
  if (row) return row;
  const [existing] = await tx.select().from(budgets).where(eq(budgets.eventId, eventId)).for("update");
  return existing!;
}

export async function deleteBudget(ctx: ServiceContext, eventId: string): Promise<string[]> {
  return ctx.db.transaction(async (tx) => {
    const { budget } = await ownedBudget(tx, ctx.actor.userId, eventId, true);
    if (!budget) throw notFound(NO_BUDGET);
    const receipts = await tx
      .select({ file: budgetExpenses.receiptFile })
      .from(budgetExpenses)
      .where(and(eq(budgetExpenses.budgetId, budget.id), sql`${budgetExpenses.receiptFile} is not null`));
    await tx.delete(budgets).where(eq(budgets.id, budget.id));
    return receipts.flatMap((r) => (r.file ? [r.file] : []));
  });
}

function choice(template: EventTemplate, usedForEvent: boolean): TBudgetTemplateChoice {
  return {
    slug: template.slug,
    title: template.title,
    currency: template.budget[0]?.currency ?? "USD",
    totalMinor: template.budget.reduce((sum, l) => sum + l.amountMinor, 0),
    usedForEvent,
    lines: template.budget.map(({ category, item, amountMinor }) => ({ category, item, amountMinor })),
  };
}

/**
 * The slug of the template an event was made from, or null. The templates module knows; it builds on this
 * one (a template starts the budget), so app.ts hands its answer in rather than this module importing it.
 */
export type TemplateOfEvent = (ctx: ServiceContext, eventId: string) => Promise<string | null>;

/** Planning templates for the event's type, the one the event was made from first. */
export async function budgetTemplates(
  ctx: ServiceContext,
  eventId: string,
  templateOfEvent: TemplateOfEvent,
): Promise<TBudgetTemplateList> {
  const { event } = await ownedBudget(ctx.db, ctx.actor.userId, eventId);
  const usedSlug = await templateOfEvent(ctx, event.id);
  const used = usedSlug ? findTemplate(usedSlug) : undefined;
  const sameType = EVENT_TEMPLATES.filter(
    (t) => t.eventTypeId === event.eventTypeId && t.slug !== used?.slug && t.budget.length > 0,
  );
  return {
    eventTypeId: event.eventTypeId,
    items: [...(used ? [choice(used, true)] : []), ...sameType.map((t) => choice(t, false))],
  };
}

/**
 * Starts the budget from a template, or adds the template's lines to the budget there is: categories are
 * matched by name (case aside), lines appended. All in one transaction, so a refused limit leaves nothing.
 */
export async function startFromTemplate(ctx: ServiceContext, eventId: string, raw: TTemplateStart): Promise<TBudget> {
  const input = parseInput(ZTemplateStart, raw);
  const template = findTemplate(input.slug);
  if (!template || template.budget.length === 0) throw invalidField("slug", "Choose one of the templates offered");
  return ctx.db.transaction(async (tx) => {
    const { event, budget: existing } = await ownedBudget(tx, ctx.actor.userId, eventId, true);
    const templateCurrency = template.budget[0]!.currency;
    let budget: BudgetRow;
    if (existing) {
      budget = existing;
      const changes = {
        ...(input.currency && input.currency !== existing.currency ? { currency: input.currency } : {}),
        ...(input.limitMinor !== undefined ? { limitMinor: input.limitMinor } : {}),
      };
      if (changes.currency) await assertCurrencyChange(tx, existing, changes.currency);
      [budget] = (await tx
        .update(budgets)
        .set({ ...changes, startedFrom: existing.startedFrom ?? template.slug, updatedAt: new Date() })
        .where(eq(budgets.id, existing.id))
        .returning()) as [BudgetRow];
    } else {
      budget = await insertBudget(
        tx,
        event.id,
        ctx.actor.userId,
        input.currency ?? templateCurrency,
        input.limitMinor ?? null,
        template.slug,
      );
    }

    const categories = await tx.select().from(budgetCategories).where(eq(budgetCategories.budgetId, budget.id));
    const byName = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
    const newNames = [...new Set(template.budget.map((l) => l.category))].filter(
      (name) => !byName.has(name.toLowerCase()),
    );
    if (categories.length + newNames.length > BUDGET_CATEGORIES_MAX)
      throw new AppError("CONFLICT", `A budget can have at most ${BUDGET_CATEGORIES_MAX} categories.`);
    const [lineCount] = await tx.select({ n: count() }).from(budgetLines).where(eq(budgetLines.budgetId, budget.id));
    const linesBefore = lineCount?.n ?? 0;
    if (linesBefore + template.budget.length > BUDGET_LINES_MAX)
      throw new AppError("CONFLICT", `A budget can have at most ${BUDGET_LINES_MAX} lines.`);
    if (newNames.length) {
      const added = await tx
        .insert(budgetCategories)
        .values(newNames.map((name, i) => ({ budgetId: budget.id, name, position: categories.length + i })))
        .returning({ id: budgetCategories.id, name: budgetCategories.name });
      for (const c of added) byName.set(c.name.toLowerCase(), c.id);
    }
    const from = minorDigits(templateCurrency);
    const to = minorDigits(budget.currency);
    await tx.insert(budgetLines).values(
      template.budget.map((line, i) => ({
        budgetId: budget.id,
        categoryId: byName.get(line.category.toLowerCase())!,
        item: line.item,
        plannedMinor: rescaleMinor(line.amountMinor, from, to),
        position: linesBefore + i,
      })),
    );
    return budgetView(tx, budget);
  });
}
