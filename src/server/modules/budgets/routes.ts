import { stat } from "node:fs/promises";
import { createReadStream } from "node:fs";
import type { FastifyInstance } from "fastify";
import { budgetsContract } from "#shared/budgets/contract.ts";
import { RECEIPT_MAX_BYTES } from "#shared/budgets/schemas.ts";
import { notFound } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import { refuseOversizedUpload, uploadTmpDir, withUpload, type UploadRule } from "../../plugins/uploads.ts";
import { serveContract } from "../../serve-contract.ts";
import { sendTableExport } from "../../table-export.ts";
import * as budgets from "./budgets.ts";
import { exportBudget } from "./export.ts";
import * as expenses from "./expenses.ts";
import * as plan from "./plan.ts";

const RECEIPT_UPLOAD: UploadRule = {
  field: budgetsContract.attachReceipt.upload.field,
  maxBytes: RECEIPT_MAX_BYTES,
  tooLargeMessage: "The receipt must be at most 10 MB.",
  missingMessage: "Choose a receipt to upload.",
};
/** A header-safe file name: the ASCII fallback, and the real name for browsers that read filename*. */
function disposition(kind: "inline" | "attachment", name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, "_").replace(/["\\;]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** What the budget routes need from modules built on them (app.ts passes it in). */
interface BudgetDeps {
  dataDir: string;
  templateOfEvent: budgets.TemplateOfEvent;
}

export function registerBudgetRoutes(app: FastifyInstance, db: Db, { dataDir, templateOfEvent }: BudgetDeps): void {
  serveContract(
    app,
    db,
    budgetsContract,
    {
      get: ({ ctx, params }) => budgets.getBudget(ctx, params.eventId),
      saveSettings: ({ ctx, params, body }) => budgets.saveBudgetSettings(ctx, params.eventId, body),
      remove: async ({ ctx, params }) => {
        await expenses.removeReceipts(dataDir, await budgets.deleteBudget(ctx, params.eventId));
        return { deleted: true as const };
      },
      templates: ({ ctx, params }) => budgets.budgetTemplates(ctx, params.eventId, templateOfEvent),
      startFromTemplate: ({ ctx, params, body }) => budgets.startFromTemplate(ctx, params.eventId, body),
      export: async ({ ctx, params, query, reply }) =>
        sendTableExport(reply, await exportBudget(ctx, params.eventId, query.format, query.of)),

      addCategory: ({ ctx, params, body }) => plan.addCategory(ctx, params.eventId, body),
      renameCategory: ({ ctx, params, body }) => plan.renameCategory(ctx, params.id, body),
      deleteCategory: async ({ ctx, params }) => {
        const { budget, receipts } = await plan.deleteCategory(ctx, params.id);
        await expenses.removeReceipts(dataDir, receipts);
        return budget;
      },

      addLine: ({ ctx, params, body }) => plan.addLine(ctx, params.eventId, body),
      updateLine: ({ ctx, params, body }) => plan.updateLine(ctx, params.id, body),
      deleteLine: ({ ctx, params }) => plan.deleteLine(ctx, params.id),

      expenses: ({ ctx, params, query }) => expenses.listExpenses(ctx, params.eventId, query),
      addExpense: ({ ctx, params, body }) => expenses.addExpense(ctx, params.eventId, body),
      deleteExpense: async ({ ctx, params }) => {
        const file = await expenses.deleteExpense(ctx, params.id);
        await expenses.removeReceipts(dataDir, file ? [file] : []);
        return { deleted: true as const };
      },
      attachReceipt: async ({ ctx, params, query, request, reply }) => {
        return withUpload(request, reply, RECEIPT_UPLOAD, uploadTmpDir(dataDir), async (file) =>
          expenses.attachReceipt(ctx, dataDir, params.id, { file, name: query.name, size: (await stat(file)).size }),
        );
      },
      receipt: async ({ ctx, params, query, reply }) => {
        const receipt = await expenses.receiptFile(ctx, dataDir, params.id);
        let size: number;
        try {
          size = (await stat(receipt.path)).size;
        } catch {
          throw notFound(expenses.RECEIPT_NOT_FOUND);
        }
        // Images open in the tab; a PDF (which can carry scripts) and any explicit download are saved instead.
        const inline = receipt.type.startsWith("image/") && query.download !== "1";
        return reply
          .header("content-type", receipt.type)
          .header("content-length", size)
          .header("x-content-type-options", "nosniff")
          .header("content-disposition", disposition(inline ? "inline" : "attachment", receipt.name))
          .header("content-security-policy", "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox")
          .header("cache-control", "private, no-store")
          .send(createReadStream(receipt.path));
      },
    },
    { attachReceipt: { onRequest: refuseOversizedUpload(RECEIPT_UPLOAD) } },
  );
}
