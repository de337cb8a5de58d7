/** The planned side of a budget: categories and their lines (add, rename, edit, mark paid, delete). */
import { and, count, eq, max, sql } from "drizzle-orm";
import { AppError, invalidField } from "#shared/errors.ts";
import {
  BUDGET_CATEGORIES_MAX,
  BUDGET_LINES_MAX,
  ZCategoryInput,
  ZLineInput,
  ZLinePatch,
  type TBudget,
  type TCategoryInput,
  type TLineInput,
  type TLinePatch,
} from "#shared/budgets/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { budgetOf, requireBudget, type BudgetRow } from "./access.ts";
import { budgetView } from "./budgets.ts";
import { budgetCategories, budgetExpenses, budgetLines, budgets } from "./tables.ts";

const CATEGORY_NOT_FOUND = "Category not found";
const LINE_NOT_FOUND = "Budget line not found";

/** Postgres' unique_violation on the category name index: a name the budget has already. */
function isDuplicateName(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

const duplicateName = (name: string) => invalidField("name", `There is already a category called "${name}"`);

async function touch(tx: Db, budget: BudgetRow): Promise<BudgetRow> {
  const [row] = await tx.update(budgets).set({ updatedAt: new Date() }).where(eq(budgets.id, budget.id)).returning();
  return row!;
}

export async function findCategory(tx: Db, budgetId: string, categoryId: string, field = "categoryId") {
  const [row] = await tx
    .select()
    .from(budgetCategories)
    .where(and(eq(budgetCategories.id, categoryId), eq(budgetCategories.budgetId, budgetId)))
    .limit(1);
  if (!row) throw invalidField(field, "Choose a category of this budget");
  return row;
}

const categoryBudget = (db: Db, userId: string, id: string, lock = false) =>
  budgetOf(
    db,
    userId,
    id,
    CATEGORY_NOT_FOUND,
    async (rowId) => (await db.select().from(budgetCategories).where(eq(budgetCategories.id, rowId)).limit(1))[0],
    lock,
  );
const lineBudget = (db: Db, userId: string, id: string, lock = false) =>
  budgetOf(
    db,
    userId,
    id,
    LINE_NOT_FOUND,
    async (rowId) => (await db.select().from(budgetLines).where(eq(budgetLines.id, rowId)).limit(1))[0],
    lock,
  );

export async function addCategory(ctx: ServiceContext, eventId: string, raw: TCategoryInput): Promise<TBudget> {
  const input = parseInput(ZCategoryInput, raw);
  try {
    return await ctx.db.transaction(async (tx) => {
      const budget = await requireBudget(tx, ctx.actor.userId, eventId, true);
      const [existing] = await tx
        .select({ n: count(), last: max(budgetCategories.position) })
        .from(budgetCategories)
        .where(eq(budgetCategories.budgetId, budget.id));
      if ((existing?.n ?? 0) >= BUDGET_CATEGORIES_MAX)
        throw new AppError("CONFLICT", `A budget can have at most ${BUDGET_CATEGORIES_MAX} categories.`);
      await tx
        .insert(budgetCategories)
        .values({ budgetId: budget.id, name: input.name, position: (existing?.last ?? -1) + 1 });
      return budgetView(tx, await touch(tx, budget));
    });
  } catch (error) {
    throw isDuplicateName(error) ? duplicateName(input.name) : error;
  }
}

export async function renameCategory(ctx: ServiceContext, categoryId: string, raw: TCategoryInput): Promise<TBudget> {
  const input = parseInput(ZCategoryInput, raw);
  try {
    return await ctx.db.transaction(async (tx) => {
      const { row, budget } = await categoryBudget(tx, ctx.actor.userId, categoryId, true);
      await tx.update(budgetCategories).set({ name: input.name }).where(eq(budgetCategories.id, row.id));
      return budgetView(tx, await touch(tx, budget));
    });
  } catch (error) {
    throw isDuplicateName(error) ? duplicateName(input.name) : error;
  }
}

/** Deletes the category with its lines and expenses; returns the receipt files to remove after COMMIT. */
export async function deleteCategory(
  ctx: ServiceContext,
  categoryId: string,
): Promise<{ budget: TBudget; receipts: string[] }> {
  return ctx.db.transaction(async (tx) => {
    const { row, budget } = await categoryBudget(tx, ctx.actor.userId, categoryId, true);
    const receipts = await tx
      .select({ file: budgetExpenses.receiptFile })
      .from(budgetExpenses)
      .where(and(eq(budgetExpenses.categoryId, row.id), sql`${budgetExpenses.receiptFile} is not null`));
    await tx.delete(budgetCategories).where(eq(budgetCategories.id, row.id));
    return {
      budget: await budgetView(tx, await touch(tx, budget)),
      receipts: receipts.flatMap((r) => (r.file ? [r.file] : [])),
    };
  });
}

export async function addLine(ctx: ServiceContext, eventId: string, raw: TLineInput): Promise<TBudget> {
  const input = parseInput(ZLineInput, raw);
  return ctx.db.transaction(async (tx) => {
    const budget = await requireBudget(tx, ctx.actor.userId, eventId, true);
    const category = await findCategory(tx, budget.id, input.categoryId);
    const [existing] = await tx
      .select({ n: count(), last: max(budgetLines.position) })
      .from(budgetLines)
      .where(eq(budgetLines.budgetId, budget.id));
    if ((existing?.n ?? 0) >= BUDGET_LINES_MAX)
      throw new AppError("CONFLICT", `A budget can have at most ${BUDGET_LINES_MAX} lines.`);
    await tx.insert(budgetLines).values({
      budgetId: budget.id,
      categoryId: category.id,
      item: input.item,
      plannedMinor: input.plannedMinor,
      vendor: input.vendor,
      dueDate: input.dueDate,
      paid: input.paid,
      paidAt: input.paid ? new Date() : null,
      notes: input.notes,
      position: (existing?.last ?? -1) + 1,
    });
    return budgetView(tx, await touch(tx, budget));
  });
}

export async function updateLine(ctx: ServiceContext, lineId: string, raw: TLinePatch): Promise<TBudget> {
  const patch = parseInput(ZLinePatch, raw);
  return ctx.db.transaction(async (tx) => {
    const { budget } = await lineBudget(tx, ctx.actor.userId, lineId, true);
    // Read again under the budget's lock: the paid time is kept when "paid" is sent again unchanged.
    const [line] = await tx.select().from(budgetLines).where(eq(budgetLines.id, lineId)).limit(1);
    if (!line) throw invalidField("id", LINE_NOT_FOUND);
    if (patch.categoryId !== undefined) await findCategory(tx, budget.id, patch.categoryId);
    const paidChange =
      patch.paid === undefined || patch.paid === line.paid
        ? {}
        : { paid: patch.paid, paidAt: patch.paid ? new Date() : null };
    await tx
      .update(budgetLines)
      .set({
        ...(patch.categoryId !== undefined ? { categoryId: patch.categoryId } : {}),
        ...(patch.item !== undefined ? { item: patch.item } : {}),
        ...(patch.plannedMinor !== undefined ? { plannedMinor: patch.plannedMinor } : {}),
        ...(patch.vendor !== undefined ? { vendor: patch.vendor } : {}),
        ...(patch.dueDate !== undefined ? { dueDate: patch.dueDate } : {}),
        ...(patch.notes !== undefined ? { notes: patch.notes } : {}),
        ...paidChange,
        updatedAt: new Date(),
      })
      .where(eq(budgetLines.id, line.id));
    // An expense recorded against the line moves with it, so category figures keep adding up.
    if (patch.categoryId !== undefined && patch.categoryId !== line.categoryId) {
      await tx.update(budgetExpenses).set({ categoryId: patch.categoryId }).where(eq(budgetExpenses.lineId, line.id));
    }
    return budgetView(tx, await touch(tx, budget));
  });
}

/** The line's expenses stay, in its category, without a line. */
export async function deleteLine(ctx: ServiceContext, lineId: string): Promise<TBudget> {
  return ctx.db.transaction(async (tx) => {
    const { row, budget } = await lineBudget(tx, ctx.actor.userId, lineId, true);
    await tx.delete(budgetLines).where(eq(budgetLines.id, row.id));
    return budgetView(tx, await touch(tx, budget));
  });
}
