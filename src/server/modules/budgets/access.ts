/**
 * Whose budget is it: a budget, its categories, lines and expenses are reached through the event's owner,
 * so anything of someone else's event answers the same 404 as nothing at all.
 */
import { eq } from "drizzle-orm";
import { notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import { findOwnedEvent, type EventRow } from "../events/index.ts";
import { budgets } from "./tables.ts";

export type BudgetRow = typeof budgets.$inferSelect;

export const NO_BUDGET = "This event has no budget yet";

/** The owner's event and its budget (null when none yet); `lock` holds the budget row for the transaction. */
export async function ownedBudget(
  db: Db,
  userId: string,
  eventId: string,
  lock = false,
): Promise<{ event: EventRow; budget: BudgetRow | null }> {
  const event = await findOwnedEvent(db, userId, eventId);
  const query = db.select().from(budgets).where(eq(budgets.eventId, event.id)).limit(1);
  const [budget] = lock ? await query.for("update") : await query;
  return { event, budget: budget ?? null };
}

/** As ownedBudget, but a budget must exist (404 naming it otherwise). */
export async function requireBudget(db: Db, userId: string, eventId: string, lock = false): Promise<BudgetRow> {
  const { budget } = await ownedBudget(db, userId, eventId, lock);
  if (!budget) throw notFound(NO_BUDGET);
  return budget;
}

/**
 * The owner's budget that a category, line or expense row belongs to. `find` reads the row's budget id;
 * a malformed id, a missing row and someone else's row all answer `message` as a 404.
 */
export async function budgetOf<T extends { budgetId: string }>(
  db: Db,
  userId: string,
  rowId: string,
  message: string,
  find: (id: string) => Promise<T | undefined>,
  lock = false,
): Promise<{ row: T; budget: BudgetRow }> {
  if (!isUuid(rowId)) throw notFound(message);
  const row = await find(rowId);
  if (!row) throw notFound(message);
  const query = db.select().from(budgets).where(eq(budgets.id, row.budgetId)).limit(1);
  const [budget] = lock ? await query.for("update") : await query;
  if (!budget) throw notFound(message);
  try {
    await findOwnedEvent(db, userId, budget.eventId);
  } catch {
    throw notFound(message);
  }
  return { row, budget };
}
