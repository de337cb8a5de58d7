import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../account/tables.ts";
import { events } from "../events/tables.ts";

/**
 * One budget per event. Every amount below is integer minor units of this currency (bigint: a large
 * corporate budget passes the 21 million a 32-bit cent count can hold).
 */
export const budgets = pgTable(
  "budgets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    currency: text("currency").notNull(),
    /** The most the organiser means to spend overall; null when only the lines set the plan. */
    limitMinor: bigint("limit_minor", { mode: "number" }),
    /** The quick-start template or event type whose planning lines it started from, if any. */
    startedFrom: text("started_from"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("budgets_event_idx").on(t.eventId),
    index("budgets_owner_idx").on(t.ownerId),
    check("budgets_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("budgets_limit_check", sql`${t.limitMinor} is null or ${t.limitMinor} >= 0`),
  ],
);

export const budgetCategories = pgTable(
  "budget_categories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    budgetId: uuid("budget_id")
      .notNull()
      .references(() => budgets.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("budget_categories_name_idx").on(t.budgetId, sql`lower(${t.name})`),
    index("budget_categories_position_idx").on(t.budgetId, t.position),
  ],
);

/** A planned cost. What was actually spent on it is the sum of the expenses recorded against it. */
export const budgetLines = pgTable(
  "budget_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    budgetId: uuid("budget_id")
      .notNull()
      .references(() => budgets.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => budgetCategories.id, { onDelete: "cascade" }),
    item: text("item").notNull(),
    plannedMinor: bigint("planned_minor", { mode: "number" }).notNull().default(0),
    vendor: text("vendor").notNull().default(""),
    /** A calendar day: "deposit due 12 May" is the same day wherever the reader is. */
    dueDate: date("due_date", { mode: "string" }),
    paid: boolean("paid").notNull().default(false),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    notes: text("notes").notNull().default(""),
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("budget_lines_budget_idx").on(t.budgetId, t.categoryId, t.position),
    check("budget_lines_planned_check", sql`${t.plannedMinor} >= 0`),
    check("budget_lines_paid_check", sql`${t.paid} = (${t.paidAt} is not null)`),
  ],
);

/** Money spent, in the budget's currency, against a category and optionally one of its lines. */
export const budgetExpenses = pgTable(
  "budget_expenses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    budgetId: uuid("budget_id")
      .notNull()
      .references(() => budgets.id, { onDelete: "cascade" }),
    categoryId: uuid("category_id")
      .notNull()
      .references(() => budgetCategories.id, { onDelete: "cascade" }),
    lineId: uuid("line_id").references(() => budgetLines.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    spentOn: date("spent_on", { mode: "string" }).notNull(),
    vendor: text("vendor").notNull().default(""),
    /** Stored file name under the data folder's receipts directory; the original name is for display. */
    receiptFile: text("receipt_file"),
    receiptName: text("receipt_name"),
    receiptType: text("receipt_type"),
    receiptSize: integer("receipt_size"),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("budget_expenses_budget_idx").on(t.budgetId, t.spentOn),
    index("budget_expenses_line_idx").on(t.lineId),
    check("budget_expenses_amount_check", sql`${t.amountMinor} > 0`),
  ],
);
