/**
 * The budgets feature's server calls, through the budgets contract. Every change refreshes everything about
 * that one event's budget (the overview, the templates, the totals and the expense list) together.
 */
import { keepPreviousData, useQuery, type QueryClient } from "@tanstack/react-query";
import { budgetsContract as budgets } from "#shared/budgets/contract.ts";
import type { ResponseOf } from "#shared/contract.ts";
import {
  RECEIPT_FIELD,
  type TBudgetSettings,
  type TCategoryInput,
  type TExpenseInput,
  type TLineInput,
  type TLinePatch,
  type TTemplateStart,
} from "#shared/budgets/schemas.ts";
import { call, hrefOf, keyOf } from "#client/lib/api.ts";
import { uploadFile } from "#client/lib/upload.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

/** The keys of everything read about one event's budget. */
function eventBudgetKeys(eventId: string) {
  const params = { eventId };
  return [keyOf(budgets.get, { params }), keyOf(budgets.templates, { params }), keyOf(budgets.expenses, { params })];
}

/** Fetches everything about one event's budget again (after a receipt upload, say). */
export function refreshBudget(queryClient: QueryClient, eventId: string): void {
  for (const queryKey of eventBudgetKeys(eventId)) void queryClient.invalidateQueries({ queryKey });
}

export const exportHref = (eventId: string, format: "csv" | "xlsx", of: "lines" | "expenses" = "lines") =>
  hrefOf(budgets.export, { params: { eventId }, query: { format, of } });
export const receiptHref = (expenseId: string, download = false) =>
  hrefOf(budgets.receipt, { params: { id: expenseId }, query: download ? { download: "1" } : {} });
export const EXPENSES_PER_PAGE = 20;

export function useBudget(eventId: string) {
  return useQuery({
    queryKey: keyOf(budgets.get, { params: { eventId } }),
    queryFn: async ({ signal }) => (await call(budgets.get, { params: { eventId } }, { signal })).budget,
  });
}

export function useBudgetTemplates(eventId: string) {
  return useQuery({
    queryKey: keyOf(budgets.templates, { params: { eventId } }),
    queryFn: ({ signal }) => call(budgets.templates, { params: { eventId } }, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export function useExpenses(eventId: string, categoryId: string, page: number, enabled = true) {
  const input = {
    params: { eventId },
    query: { limit: EXPENSES_PER_PAGE, offset: (page - 1) * EXPENSES_PER_PAGE, categoryId: categoryId || undefined },
  };
  return useQuery({
    queryKey: keyOf(budgets.expenses, input),
    queryFn: ({ signal }) => call(budgets.expenses, input, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useBudgetMutation<TVars, TResult>(eventId: string, fn: (vars: TVars) => Promise<TResult>) {
  return useRefreshingMutation(eventBudgetKeys(eventId), fn);
}

export function useSaveSettings(eventId: string) {
  return useBudgetMutation(eventId, (input: TBudgetSettings) =>
    call(budgets.saveSettings, { params: { eventId }, body: input }),
  );
}

export function useStartFromTemplate(eventId: string) {
  return useBudgetMutation(eventId, (input: TTemplateStart) =>
    call(budgets.startFromTemplate, { params: { eventId }, body: input }),
  );
}

/** Deletes the event's budget with its categories, lines, expenses and receipt files. */
export function useDeleteBudget(eventId: string) {
  return useBudgetMutation(eventId, () => call(budgets.remove, { params: { eventId } }));
}

export function useAddCategory(eventId: string) {
  return useBudgetMutation(eventId, (input: TCategoryInput) =>
    call(budgets.addCategory, { params: { eventId }, body: input }),
  );
}

export function useRenameCategory(eventId: string) {
  return useBudgetMutation(eventId, ({ id, name }: { id: string; name: string }) =>
    call(budgets.renameCategory, { params: { id }, body: { name } }),
  );
}

export function useDeleteCategory(eventId: string) {
  return useBudgetMutation(eventId, (id: string) => call(budgets.deleteCategory, { params: { id } }));
}

export function useAddLine(eventId: string) {
  return useBudgetMutation(eventId, (input: TLineInput) => call(budgets.addLine, { params: { eventId }, body: input }));
}

export function useUpdateLine(eventId: string) {
  return useBudgetMutation(eventId, ({ id, patch }: { id: string; patch: TLinePatch }) =>
    call(budgets.updateLine, { params: { id }, body: patch }),
  );
}

export function useDeleteLine(eventId: string) {
  return useBudgetMutation(eventId, (id: string) => call(budgets.deleteLine, { params: { id } }));
}

export function useAddExpense(eventId: string) {
  return useBudgetMutation(eventId, (input: TExpenseInput) =>
    call(budgets.addExpense, { params: { eventId }, body: input }),
  );
}

export function useDeleteExpense(eventId: string) {
  return useBudgetMutation(eventId, (id: string) => call(budgets.deleteExpense, { params: { id } }));
}

export function uploadReceipt(
  expenseId: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<ResponseOf<typeof budgets.attachReceipt>> {
  return uploadFile<ResponseOf<typeof budgets.attachReceipt>>({
    url: hrefOf(budgets.attachReceipt, { params: { id: expenseId }, query: { name: file.name.slice(0, 200) } }),
    method: "PUT",
    // The browser's copy of the contract has no `upload` (only methods and paths), so the field is the constant.
    field: RECEIPT_FIELD,
    file,
    onProgress,
    signal,
    tooLargeMessage: "The receipt must be at most 10 MB.",
    failedMessage: "The receipt could not be uploaded. Please try again.",
  });
}
