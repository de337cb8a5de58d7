/**
 * Budgets and expenses (premium): one budget per event in one currency, its
 * categories and planned lines, the expenses recorded against them (with a receipt), and the totals built
 * from both. Every amount is integer minor units of the budget's currency, never a float.
 */
import { z } from "zod";
import { COMMON_CURRENCIES } from "../money.ts";

export const BUDGET_CATEGORIES_MAX = 100;
export const BUDGET_LINES_MAX = 500;
export const BUDGET_EXPENSES_MAX = 5000;
const EXPENSES_PAGE_MAX = 100;
/** The largest amount of one line, expense or limit, in minor units (ten thousand million): far from float trouble. */
const AMOUNT_MAX_MINOR = 1_000_000_000_000;
/** A receipt: a photo or scan (JPEG, PNG, WebP) or a PDF. */
export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;
export const RECEIPT_TYPES = ["image/jpeg", "image/png", "image/webp", "application/pdf"] as const;
export const RECEIPT_TYPES_TEXT = "a JPEG, PNG or WebP image or a PDF";
/** The form field a receipt is uploaded in (field errors about the file are reported under it). */
export const RECEIPT_FIELD = "receipt";
const BUDGET_EXPORT_FORMATS = ["csv", "xlsx"] as const;
export const BUDGET_EXPORT_KINDS = ["lines", "expenses"] as const;

function knownCurrencies(): ReadonlySet<string> {
  try {
    return new Set([...Intl.supportedValuesOf("currency"), ...COMMON_CURRENCIES]);
  } catch {
    // An engine without supportedValuesOf still knows the currencies offered in the pickers.
    return new Set(COMMON_CURRENCIES);
  }
}
let currencies: ReadonlySet<string> | undefined;

/** A real ISO 4217 code, as Intl knows them: "ABC" has the right shape and is still refused. */
function isCurrencyCode(code: string): boolean {
  currencies ??= knownCurrencies();
  return currencies.has(code);
}

const ZCurrencyCode = z
  .string({ error: "Currency must be a three-letter code such as USD" })
  .trim()
  .transform((v) => v.toUpperCase())
  .refine(isCurrencyCode, "Currency must be an ISO 4217 code such as USD or EUR");

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);
const required = (label: string, max: number) => text(label, max).min(1, `${label} is required`);
const amount = (label: string, min: 0 | 1) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be whole minor units (cents)`)
    .min(min, min === 0 ? `${label} cannot be negative` : `${label} must be more than zero`)
    .max(AMOUNT_MAX_MINOR, `${label} is too large`);
const day = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` });
const id = (label: string) => z.uuid(`Choose a ${label} of this budget`);

export const ZBudgetSettings = z
  .object({
    currency: ZCurrencyCode,
    /** The most to spend overall; null: the planned lines are the plan. */
    limitMinor: amount("Overall limit", 0).nullable().default(null),
  })
  .strict();
export type TBudgetSettings = z.input<typeof ZBudgetSettings>;

export const ZTemplateStart = z
  .object({
    slug: z.string({ error: "Choose a template" }).trim().min(1, "Choose a template").max(100),
    /** Only when the budget does not exist yet: its currency (the template's otherwise). */
    currency: ZCurrencyCode.optional(),
    limitMinor: amount("Overall limit", 0).nullable().optional(),
  })
  .strict();
export type TTemplateStart = z.input<typeof ZTemplateStart>;

export const ZCategoryInput = z.object({ name: required("Name", 100) }).strict();
export type TCategoryInput = z.input<typeof ZCategoryInput>;

const lineFields = {
  categoryId: id("category"),
  item: required("Item", 200),
  plannedMinor: amount("Planned amount", 0),
  vendor: text("Vendor", 200).default(""),
  dueDate: day("Due date").nullable().default(null),
  paid: z.boolean({ error: "Paid must be true or false" }).default(false),
  notes: text("Notes", 2000).default(""),
};
export const ZLineInput = z.object(lineFields).strict();
export type TLineInput = z.input<typeof ZLineInput>;

export const ZLinePatch = z
  .object({
    categoryId: lineFields.categoryId.optional(),
    item: lineFields.item.optional(),
    plannedMinor: lineFields.plannedMinor.optional(),
    vendor: text("Vendor", 200).optional(),
    dueDate: day("Due date").nullable().optional(),
    paid: z.boolean({ error: "Paid must be true or false" }).optional(),
    notes: text("Notes", 2000).optional(),
  })
  .strict();
export type TLinePatch = z.input<typeof ZLinePatch>;

export const ZExpenseInput = z
  .object({
    /** May be left out when a line is given: the line's category is used. */
    categoryId: id("category").optional(),
    lineId: id("line").nullable().default(null),
    description: required("Description", 200),
    amountMinor: amount("Amount", 1),
    spentOn: day("Date"),
    vendor: text("Vendor", 200).default(""),
  })
  .strict();
export type TExpenseInput = z.input<typeof ZExpenseInput>;

export const ZExpenseQuery = z
  .object({
    categoryId: z.uuid("Choose a category of this budget").optional(),
    limit: z.coerce.number({ error: "Limit must be a number" }).int().min(1).max(EXPENSES_PAGE_MAX).default(50),
    offset: z.coerce.number({ error: "Offset must be a number" }).int().min(0).max(BUDGET_EXPENSES_MAX).default(0),
  })
  .strict();

export const ZBudgetExportQuery = z
  .object({
    format: z.enum(BUDGET_EXPORT_FORMATS, { error: "Format must be csv or xlsx" }).default("csv"),
    of: z.enum(BUDGET_EXPORT_KINDS, { error: "Export lines or expenses" }).default("lines"),
  })
  .strict();

/* Answers. */

export const ZBudgetLine = z.object({
  id: z.string(),
  categoryId: z.string(),
  item: z.string(),
  plannedMinor: z.number().int(),
  /** The sum of the expenses recorded against this line. */
  actualMinor: z.number().int(),
  vendor: z.string(),
  dueDate: z.string().nullable(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  notes: z.string(),
  overBudget: z.boolean(),
});
export type TBudgetLine = z.infer<typeof ZBudgetLine>;

export const ZBudgetCategory = z.object({
  id: z.string(),
  name: z.string(),
  plannedMinor: z.number().int(),
  /** Every expense of the category, with or without a line. */
  actualMinor: z.number().int(),
  overBudget: z.boolean(),
  lines: z.array(ZBudgetLine),
});
export type TBudgetCategory = z.infer<typeof ZBudgetCategory>;

export const ZBudgetTotals = z.object({
  plannedMinor: z.number().int(),
  actualMinor: z.number().int(),
  /** The limit, or the planned total when there is none, minus what was spent; negative when over. */
  remainingMinor: z.number().int(),
  paidMinor: z.number().int(),
  overBudget: z.boolean(),
  /** The planned lines add up to more than the overall limit. */
  plannedOverLimit: z.boolean(),
});
export type TBudgetTotals = z.infer<typeof ZBudgetTotals>;

export const ZBudget = z.object({
  id: z.string(),
  eventId: z.string(),
  currency: z.string(),
  limitMinor: z.number().int().nullable(),
  startedFrom: z.string().nullable(),
  categories: z.array(ZBudgetCategory),
  totals: ZBudgetTotals,
  expenseCount: z.number().int(),
  updatedAt: z.string(),
});
export type TBudget = z.infer<typeof ZBudget>;

/** An event without a budget yet answers `budget: null` (someone else's event answers 404). */
export const ZBudgetState = z.object({ budget: ZBudget.nullable() });
export type TBudgetState = z.infer<typeof ZBudgetState>;

const ZReceipt = z.object({ name: z.string(), type: z.string(), size: z.number().int() });

export const ZExpense = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  lineId: z.string().nullable(),
  lineItem: z.string().nullable(),
  description: z.string(),
  amountMinor: z.number().int(),
  spentOn: z.string(),
  vendor: z.string(),
  receipt: ZReceipt.nullable(),
  createdAt: z.string(),
});
export type TExpense = z.infer<typeof ZExpense>;

export const ZExpensePage = z.object({
  items: z.array(ZExpense),
  total: z.number().int(),
  /** The sum of every expense matching the filter, not just this page. */
  sumMinor: z.number().int(),
});
export type TExpensePage = z.infer<typeof ZExpensePage>;

export const ZBudgetTemplateChoice = z.object({
  slug: z.string(),
  title: z.string(),
  currency: z.string(),
  totalMinor: z.number().int(),
  /** The template this event was made from. */
  usedForEvent: z.boolean(),
  lines: z.array(z.object({ category: z.string(), item: z.string(), amountMinor: z.number().int() })),
});
export type TBudgetTemplateChoice = z.infer<typeof ZBudgetTemplateChoice>;
export const ZBudgetTemplateList = z.object({ eventTypeId: z.string(), items: z.array(ZBudgetTemplateChoice) });
export type TBudgetTemplateList = z.infer<typeof ZBudgetTemplateList>;
