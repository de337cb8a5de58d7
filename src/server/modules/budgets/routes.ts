import { stat } from "node:fs/promises";
import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  RECEIPT_MAX_BYTES,
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
} from "#shared/budgets/schemas.ts";
import { notFound } from "#shared/errors.ts";
import { ZDeleted, ZEventId, ZId } from "#shared/route-params.ts";
import type { Actor } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { refuseOversizedUpload, uploadTmpDir, withUpload, type UploadRule } from "../../plugins/uploads.ts";
import { sendTableExport } from "../../table-export.ts";
import * as budgets from "./budgets.ts";
import { exportBudget } from "./export.ts";
import * as expenses from "./expenses.ts";
import * as plan from "./plan.ts";

const tags = ["budgets"];
const premium = { requires: "premium" as const };
const RECEIPT_UPLOAD: UploadRule = {
  field: expenses.RECEIPT_FIELD,
  maxBytes: RECEIPT_MAX_BYTES,
  tooLargeMessage: "The receipt must be at most 10 MB.",
  missingMessage: "Choose a receipt to upload.",
};
/** The person's own name for the file, sent beside it (the upload's own name is not read). */
const ZReceiptQuery = z.strictObject({
  name: z.string().max(200, "The file name must be at most 200 characters").optional(),
});
const ZReceiptDownload = z.strictObject({ download: z.enum(["1"]).optional() });

/** A header-safe file name: the ASCII fallback, and the real name for browsers that read filename*. */
function disposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function registerBudgetRoutes(app: FastifyInstance, db: Db, dataDir: string): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = (actor: Actor | null) => ({ db, actor: actor! });

  r.get(
    "/api/events/:eventId/budget",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZBudgetState } } },
    async (request) => budgets.getBudget(ctx(request.actor), request.params.eventId),
  );
  r.put(
    "/api/events/:eventId/budget",
    { config: premium, schema: { tags, params: ZEventId, body: ZBudgetSettings, response: { 200: ZBudget } } },
    async (request) => budgets.saveBudgetSettings(ctx(request.actor), request.params.eventId, request.body),
  );
  r.delete(
    "/api/events/:eventId/budget",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZDeleted } } },
    async (request) => {
      await expenses.removeReceipts(dataDir, await budgets.deleteBudget(ctx(request.actor), request.params.eventId));
      return { deleted: true as const };
    },
  );
  r.get(
    "/api/events/:eventId/budget/templates",
    { config: premium, schema: { tags, params: ZEventId, response: { 200: ZBudgetTemplateList } } },
    async (request) => budgets.budgetTemplates(ctx(request.actor), request.params.eventId),
  );
  r.post(
    "/api/events/:eventId/budget/from-template",
    { config: premium, schema: { tags, params: ZEventId, body: ZTemplateStart, response: { 200: ZBudget } } },
    async (request) => budgets.startFromTemplate(ctx(request.actor), request.params.eventId, request.body),
  );
  r.get(
    "/api/events/:eventId/budget/export",
    { config: premium, schema: { tags, params: ZEventId, querystring: ZBudgetExportQuery } },
    async (request, reply) =>
      sendTableExport(
        reply,
        await exportBudget(ctx(request.actor), request.params.eventId, request.query.format, request.query.of),
      ),
  );

  r.post(
    "/api/events/:eventId/budget/categories",
    { config: premium, schema: { tags, params: ZEventId, body: ZCategoryInput, response: { 201: ZBudget } } },
    async (request, reply) =>
      reply.status(201).send(await plan.addCategory(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.patch(
    "/api/budget-categories/:id",
    { config: premium, schema: { tags, params: ZId, body: ZCategoryInput, response: { 200: ZBudget } } },
    async (request) => plan.renameCategory(ctx(request.actor), request.params.id, request.body),
  );
  r.delete(
    "/api/budget-categories/:id",
    { config: premium, schema: { tags, params: ZId, response: { 200: ZBudget } } },
    async (request) => {
      const { budget, receipts } = await plan.deleteCategory(ctx(request.actor), request.params.id);
      await expenses.removeReceipts(dataDir, receipts);
      return budget;
    },
  );

  r.post(
    "/api/events/:eventId/budget/lines",
    { config: premium, schema: { tags, params: ZEventId, body: ZLineInput, response: { 201: ZBudget } } },
    async (request, reply) =>
      reply.status(201).send(await plan.addLine(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.patch(
    "/api/budget-lines/:id",
    { config: premium, schema: { tags, params: ZId, body: ZLinePatch, response: { 200: ZBudget } } },
    async (request) => plan.updateLine(ctx(request.actor), request.params.id, request.body),
  );
  r.delete(
    "/api/budget-lines/:id",
    { config: premium, schema: { tags, params: ZId, response: { 200: ZBudget } } },
    async (request) => plan.deleteLine(ctx(request.actor), request.params.id),
  );

  r.get(
    "/api/events/:eventId/budget/expenses",
    {
      config: premium,
      schema: { tags, params: ZEventId, querystring: ZExpenseQuery, response: { 200: ZExpensePage } },
    },
    async (request) => expenses.listExpenses(ctx(request.actor), request.params.eventId, request.query),
  );
  r.post(
    "/api/events/:eventId/budget/expenses",
    { config: premium, schema: { tags, params: ZEventId, body: ZExpenseInput, response: { 201: ZExpense } } },
    async (request, reply) =>
      reply.status(201).send(await expenses.addExpense(ctx(request.actor), request.params.eventId, request.body)),
  );
  r.delete(
    "/api/budget-expenses/:id",
    { config: premium, schema: { tags, params: ZId, response: { 200: ZDeleted } } },
    async (request) => {
      const file = await expenses.deleteExpense(ctx(request.actor), request.params.id);
      await expenses.removeReceipts(dataDir, file ? [file] : []);
      return { deleted: true as const };
    },
  );
  r.put(
    "/api/budget-expenses/:id/receipt",
    {
      config: premium,
      onRequest: refuseOversizedUpload(RECEIPT_UPLOAD),
      schema: { tags, params: ZId, querystring: ZReceiptQuery, response: { 200: ZExpense } },
    },
    async (request, reply) =>
      withUpload(request, reply, RECEIPT_UPLOAD, uploadTmpDir(dataDir), async (file) =>
        expenses.attachReceipt(ctx(request.actor), dataDir, request.params.id, {
          file,
          name: request.query.name,
          size: (await stat(file)).size,
        }),
      ),
  );
  r.get(
    "/api/budget-expenses/:id/receipt",
    { config: premium, schema: { tags, params: ZId, querystring: ZReceiptDownload } },
    async (request, reply) => {
      const receipt = await expenses.receiptFile(ctx(request.actor), dataDir, request.params.id);
      let size: number;
      try {
        size = (await stat(receipt.path)).size;
      } catch {
        throw notFound(expenses.RECEIPT_NOT_FOUND);
      }
      // Images open in the tab; a PDF (which can carry scripts) and any explicit download are saved instead.
      const inline = receipt.type.startsWith("image/") && request.query.download !== "1";
      return reply
        .header("content-type", receipt.type)
        .header("content-length", size)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", disposition(inline ? "inline" : "attachment", receipt.name))
        .header("content-security-policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header("cache-control", "private, no-store")
        .send(createReadStream(receipt.path));
    },
  );
}
