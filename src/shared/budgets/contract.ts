/**
 * The budgets feature's HTTP endpoints (src/shared/contract.ts): an event's budget, its categories and
 * planned lines, the expenses against them with their receipts, and the exports. Every one belongs to an
 * event of its owner (budgeting).
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZDeleted, ZEventId, ZId } from "../route-params.ts";
import {
  RECEIPT_FIELD,
  ZBudget,
  ZBudgetExportQuery,
  ZBudgetSettings,
  ZBudgetState,
  ZBudgetTemplateList,
  ZCategoryInput,
  ZExpense,
  ZExpenseInput,
  ZExpensePage,
  ZExpenseQuery,
  ZLineInput,
  ZLinePatch,
  ZTemplateStart,
} from "./schemas.ts";

/** The person's own name for the file, sent beside it (the upload's own name is not read). */
const ZReceiptQuery = z.strictObject({
  name: z.string().max(200, "The file name must be at most 200 characters").optional(),
});
const ZReceiptDownload = z.strictObject({ download: z.enum(["1"]).optional() });

export const budgetsContract = defineContract(
  "budgets",
  {
    get: {
      method: "GET",
      path: "/api/events/:eventId/budget",
      summary: "An event's budget with its categories, lines and totals (null before one is made)",
      access: "owner",
      params: ZEventId,
      response: ZBudgetState,
    },
    saveSettings: {
      method: "PUT",
      path: "/api/events/:eventId/budget",
      summary: "Make an event's budget or change its currency and limit",
      access: "owner",
      params: ZEventId,
      body: ZBudgetSettings,
      response: ZBudget,
    },
    remove: {
      method: "DELETE",
      path: "/api/events/:eventId/budget",
      summary: "Delete an event's budget with its expenses and receipts",
      access: "owner",
      params: ZEventId,
      response: ZDeleted,
    },
    templates: {
      method: "GET",
      path: "/api/events/:eventId/budget/templates",
      summary: "The budget templates for the event's type (the one it was made from first)",
      access: "owner",
      params: ZEventId,
      response: ZBudgetTemplateList,
    },
    startFromTemplate: {
      method: "POST",
      path: "/api/events/:eventId/budget/from-template",
      summary: "Add a template's categories and lines to the budget (making it if needed)",
      access: "owner",
      params: ZEventId,
      body: ZTemplateStart,
      response: ZBudget,
    },
    export: {
      method: "GET",
      path: "/api/events/:eventId/budget/export",
      summary: "The budget's lines or expenses as CSV or XLSX",
      access: "owner",
      params: ZEventId,
      query: ZBudgetExportQuery,
      response: "download",
    },

    addCategory: {
      method: "POST",
      path: "/api/events/:eventId/budget/categories",
      summary: "Add a category to the budget",
      access: "owner",
      params: ZEventId,
      body: ZCategoryInput,
      response: ZBudget,
      status: 201,
    },
    renameCategory: {
      method: "PATCH",
      path: "/api/budget-categories/:id",
      summary: "Rename a category",
      access: "owner",
      eventScope: { record: "budgetCategory" },
      params: ZId,
      body: ZCategoryInput,
      response: ZBudget,
    },
    deleteCategory: {
      method: "DELETE",
      path: "/api/budget-categories/:id",
      summary: "Delete a category with its lines and expenses (and their receipts)",
      access: "owner",
      eventScope: { record: "budgetCategory" },
      params: ZId,
      response: ZBudget,
    },

    addLine: {
      method: "POST",
      path: "/api/events/:eventId/budget/lines",
      summary: "Add a planned line to a category",
      access: "owner",
      params: ZEventId,
      body: ZLineInput,
      response: ZBudget,
      status: 201,
    },
    updateLine: {
      method: "PATCH",
      path: "/api/budget-lines/:id",
      summary: "Change a line (mark it paid, edit its amount, vendor, due date or notes)",
      access: "owner",
      eventScope: { record: "budgetLine" },
      params: ZId,
      body: ZLinePatch,
      response: ZBudget,
    },
    deleteLine: {
      method: "DELETE",
      path: "/api/budget-lines/:id",
      summary: "Delete a line; its expenses stay in the category",
      access: "owner",
      eventScope: { record: "budgetLine" },
      params: ZId,
      response: ZBudget,
    },

    expenses: {
      method: "GET",
      path: "/api/events/:eventId/budget/expenses",
      summary: "The budget's expenses, newest first, by category, paged, with their sum",
      access: "owner",
      params: ZEventId,
      query: ZExpenseQuery,
      response: ZExpensePage,
    },
    addExpense: {
      method: "POST",
      path: "/api/events/:eventId/budget/expenses",
      summary: "Record an expense against a category or one of its lines",
      access: "owner",
      params: ZEventId,
      body: ZExpenseInput,
      response: ZExpense,
      status: 201,
    },
    deleteExpense: {
      method: "DELETE",
      path: "/api/budget-expenses/:id",
      summary: "Delete an expense and its receipt",
      access: "owner",
      eventScope: { record: "budgetExpense" },
      params: ZId,
      response: ZDeleted,
    },
    attachReceipt: {
      method: "PUT",
      path: "/api/budget-expenses/:id/receipt",
      summary: "Upload an expense's receipt (an image or a PDF, at most 10 MB), replacing the one before",
      access: "owner",
      eventScope: { record: "budgetExpense" },
      params: ZId,
      query: ZReceiptQuery,
      upload: { field: RECEIPT_FIELD },
      response: ZExpense,
    },
    receipt: {
      method: "GET",
      path: "/api/budget-expenses/:id/receipt",
      summary: "An expense's receipt: an image opens in the tab, a PDF or `download=1` is saved",
      access: "owner",
      eventScope: { record: "budgetExpense" },
      params: ZId,
      query: ZReceiptDownload,
      response: "download",
    },
  },
  { feature: "budgeting" },
);
