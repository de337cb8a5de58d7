/**
 * Money spent: expenses against a category (and optionally one of its lines), listed page by page with
 * a category filter, and their receipts (a photo or a PDF kept under the data folder, shown only to the
 * budget's owner).
 */
import { randomBytes } from "node:crypto";
import { copyFile, mkdir, open, rm } from "node:fs/promises";
import path from "node:path";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import { AppError, invalidField, notFound } from "#shared/errors.ts";
import {
  BUDGET_EXPENSES_MAX,
  RECEIPT_FIELD,
  RECEIPT_TYPES_TEXT,
  ZExpenseInput,
  ZExpenseQuery,
  type TExpense,
  type TExpenseInput,
  type TExpensePage,
} from "#shared/budgets/schemas.ts";
import type { z } from "zod";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { assertImage } from "../../plugins/uploads.ts";
import { budgetOf, requireBudget } from "./access.ts";
import { findCategory } from "./plan.ts";
import { budgetCategories, budgetExpenses, budgetLines, budgets } from "./tables.ts";

const EXPENSE_NOT_FOUND = "Expense not found";
export const RECEIPT_NOT_FOUND = "Receipt not found";
const RECEIPT_FORMAT_MESSAGE = `The receipt must be ${RECEIPT_TYPES_TEXT}.`;
/** Names the server made: 32 hex digits and the format's extension. */
const STORED_NAME = /^[0-9a-f]{32}\.(jpg|png|webp|pdf)$/;

const receiptDir = (dataDir: string) => path.join(dataDir, "uploads", "receipts");

const expenseColumns = {
  expense: budgetExpenses,
  categoryName: budgetCategories.name,
  lineItem: budgetLines.item,
};

function shape(row: {
  expense: typeof budgetExpenses.$inferSelect;
  categoryName: string;
  lineItem: string | null;
}): TExpense {
  const e = row.expense;
  return {
    id: e.id,
    categoryId: e.categoryId,
    categoryName: row.categoryName,
    lineId: e.lineId,
    lineItem: row.lineItem,
    description: e.description,
    amountMinor: e.amountMinor,
    spentOn: e.spentOn,
    vendor: e.vendor,
    receipt:
      e.receiptFile && e.receiptName && e.receiptType
        ? { name: e.receiptName, type: e.receiptType, size: e.receiptSize ?? 0 }
        : null,
    createdAt: e.createdAt.toISOString(),
  };
}

const withNames = (db: Db) =>
  db
    .select(expenseColumns)
    .from(budgetExpenses)
    .innerJoin(budgetCategories, eq(budgetCategories.id, budgetExpenses.categoryId))
    .leftJoin(budgetLines, eq(budgetLines.id, budgetExpenses.lineId));

async function readExpense(db: Db, expenseId: string): Promise<TExpense> {
  const [row] = await withNames(db).where(eq(budgetExpenses.id, expenseId)).limit(1);
  if (!row) throw notFound(EXPENSE_NOT_FOUND);
  return shape(row);
}

const expenseBudget = (db: Db, userId: string, id: string, lock = false) =>
  budgetOf(
    db,
    userId,
    id,
    EXPENSE_NOT_FOUND,
    async (rowId) => (await db.select().from(budgetExpenses).where(eq(budgetExpenses.id, rowId)).limit(1))[0],
    lock,
  );

export async function listExpenses(
  ctx: ServiceContext,
  eventId: string,
  rawQuery: z.input<typeof ZExpenseQuery>,
): Promise<TExpensePage> {
  const query = parseInput(ZExpenseQuery, rawQuery);
  const budget = await requireBudget(ctx.db, ctx.actor.userId, eventId);
  const where = and(
    eq(budgetExpenses.budgetId, budget.id),
    query.categoryId ? eq(budgetExpenses.categoryId, query.categoryId) : undefined,
  );
  const [rows, [sum]] = await Promise.all([
    withNames(ctx.db)
      .where(where)
      .orderBy(desc(budgetExpenses.spentOn), desc(budgetExpenses.createdAt), asc(budgetExpenses.id))
      .limit(query.limit)
      .offset(query.offset),
    ctx.db
      .select({
        n: count(),
        sumMinor: sql<number>`coalesce(sum(${budgetExpenses.amountMinor}), 0)::bigint`.mapWith(Number),
      })
      .from(budgetExpenses)
      .where(where),
  ]);
  return { items: rows.map(shape), total: sum?.n ?? 0, sumMinor: sum?.sumMinor ?? 0 };
}

export async function addExpense(ctx: ServiceContext, eventId: string, raw: TExpenseInput): Promise<TExpense> {
  const input = parseInput(ZExpenseInput, raw);
  const id = await ctx.db.transaction(async (tx) => {
    const budget = await requireBudget(tx, ctx.actor.userId, eventId, true);
    let categoryId = input.categoryId;
    if (input.lineId) {
      const [line] = await tx
        .select()
        .from(budgetLines)
        .where(and(eq(budgetLines.id, input.lineId), eq(budgetLines.budgetId, budget.id)))
        .limit(1);
      if (!line) throw invalidField("lineId", "Choose a line of this budget");
      if (categoryId && categoryId !== line.categoryId)
        throw invalidField("lineId", "This line belongs to another category");
      categoryId = line.categoryId;
    }
    if (!categoryId) throw invalidField("categoryId", "Choose a category");
    await findCategory(tx, budget.id, categoryId);
    const [existing] = await tx
      .select({ n: count() })
      .from(budgetExpenses)
      .where(eq(budgetExpenses.budgetId, budget.id));
    if ((existing?.n ?? 0) >= BUDGET_EXPENSES_MAX)
      throw new AppError("CONFLICT", `A budget can hold at most ${BUDGET_EXPENSES_MAX.toLocaleString("en")} expenses.`);
    const [row] = await tx
      .insert(budgetExpenses)
      .values({
        budgetId: budget.id,
        categoryId,
        lineId: input.lineId,
        description: input.description,
        amountMinor: input.amountMinor,
        spentOn: input.spentOn,
        vendor: input.vendor,
        createdBy: ctx.actor.userId,
      })
      .returning({ id: budgetExpenses.id });
    await tx.update(budgets).set({ updatedAt: new Date() }).where(eq(budgets.id, budget.id));
    return row!.id;
  });
  return readExpense(ctx.db, id);
}

/** Deletes the expense; returns its receipt file (if any) for removal after COMMIT. */
export async function deleteExpense(ctx: ServiceContext, expenseId: string): Promise<string | null> {
  return ctx.db.transaction(async (tx) => {
    const { budget } = await expenseBudget(tx, ctx.actor.userId, expenseId, true);
    const [gone] = await tx
      .delete(budgetExpenses)
      .where(eq(budgetExpenses.id, expenseId))
      .returning({ file: budgetExpenses.receiptFile });
    await tx.update(budgets).set({ updatedAt: new Date() }).where(eq(budgets.id, budget.id));
    return gone?.file ?? null;
  });
}

/** The format by the file's leading bytes; the name and declared type the browser sent are never trusted. */
async function receiptFormat(file: string): Promise<{ type: string; extension: string } | null> {
  const handle = await open(file, "r");
  let head: Buffer;
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (head.toString("latin1", 0, 5) === "%PDF-") return { type: "application/pdf", extension: "pdf" };
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return { type: "image/jpeg", extension: "jpg" };
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return { type: "image/png", extension: "png" };
  if (head.toString("latin1", 0, 4) === "RIFF" && head.toString("latin1", 8, 12) === "WEBP")
    return { type: "image/webp", extension: "webp" };
  return null;
}

/** What a person's file was called, kept for display and the download's name: no paths, no control characters. */
function displayName(name: string | undefined, extension: string): string {
  const last = (name ?? "").split(/[\\/]/).pop()!;
  const base = [...last]
    .filter((c) => c !== '"' && c.charCodeAt(0) >= 0x20 && c.charCodeAt(0) !== 0x7f)
    .join("")
    .trim()
    .slice(0, 120);
  return base || `receipt.${extension}`;
}

/**
 * Stores an uploaded receipt for the expense, replacing the one before. The file is checked and copied
 * before the transaction; the row then points at it, and the old file is removed after COMMIT.
 */
export async function attachReceipt(
  ctx: ServiceContext,
  dataDir: string,
  expenseId: string,
  upload: { file: string; name: string | undefined; size: number },
): Promise<TExpense> {
  // Someone else's expense is refused before its file is looked at.
  await expenseBudget(ctx.db, ctx.actor.userId, expenseId);
  const format = await receiptFormat(upload.file);
  if (!format) throw invalidField(RECEIPT_FIELD, RECEIPT_FORMAT_MESSAGE);
  if (format.type.startsWith("image/")) await assertImage(upload.file, RECEIPT_FIELD, RECEIPT_FORMAT_MESSAGE);
  if (upload.size === 0) throw invalidField(RECEIPT_FIELD, "This file is empty. Choose another one.");
  const dir = receiptDir(dataDir);
  await mkdir(dir, { recursive: true });
  const stored = `${randomBytes(16).toString("hex")}.${format.extension}`;
  await copyFile(upload.file, path.join(dir, stored));
  let previous: string | null = null;
  try {
    previous = await ctx.db.transaction(async (tx) => {
      await expenseBudget(tx, ctx.actor.userId, expenseId, true);
      const [before] = await tx
        .select({ file: budgetExpenses.receiptFile })
        .from(budgetExpenses)
        .where(eq(budgetExpenses.id, expenseId))
        .limit(1);
      await tx
        .update(budgetExpenses)
        .set({
          receiptFile: stored,
          receiptName: displayName(upload.name, format.extension),
          receiptType: format.type,
          receiptSize: upload.size,
        })
        .where(eq(budgetExpenses.id, expenseId));
      return before?.file ?? null;
    });
  } catch (error) {
    await rm(path.join(dir, stored), { force: true });
    throw error;
  }
  await removeReceipts(dataDir, previous ? [previous] : []);
  return readExpense(ctx.db, expenseId);
}

export async function removeReceipts(dataDir: string, files: readonly string[]): Promise<void> {
  for (const file of files) {
    if (STORED_NAME.test(file)) await rm(path.join(receiptDir(dataDir), file), { force: true });
  }
}

interface ReceiptFile {
  path: string;
  name: string;
  type: string;
}

/** The owner's receipt of one expense (404 for anyone else, and for an expense without one). */
export async function receiptFile(ctx: ServiceContext, dataDir: string, expenseId: string): Promise<ReceiptFile> {
  const { row } = await expenseBudget(ctx.db, ctx.actor.userId, expenseId);
  if (!row.receiptFile || !row.receiptType || !STORED_NAME.test(row.receiptFile)) throw notFound(RECEIPT_NOT_FOUND);
  return {
    path: path.join(receiptDir(dataDir), row.receiptFile),
    name: row.receiptName ?? row.receiptFile,
    type: row.receiptType,
  };
}
