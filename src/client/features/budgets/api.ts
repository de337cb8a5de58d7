/**
 * The budgets feature's server calls. Everything about one event's budget sits under one key, so a line, an
 * expense or a receipt refreshes the overview, the totals and the expense list together.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  TBudget,
  TBudgetSettings,
  TBudgetState,
  TBudgetTemplateList,
  TCategoryInput,
  TExpense,
  TExpenseInput,
  TExpensePage,
  TLineInput,
  TLinePatch,
  TTemplateStart,
} from "#shared/budgets/schemas.ts";
import { api } from "#client/lib/api.ts";
import { uploadFile } from "#client/lib/upload.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

export const budgetKeys = {
  event: (eventId: string) => ["budgets", eventId] as const,
  budget: (eventId: string) => [...budgetKeys.event(eventId), "budget"] as const,
  templates: (eventId: string) => [...budgetKeys.event(eventId), "templates"] as const,
  expenses: (eventId: string, categoryId: string, page: number) =>
    [...budgetKeys.event(eventId), "expenses", categoryId, page] as const,
};

const enc = encodeURIComponent;
const budgetPath = (eventId: string) => `/api/events/${enc(eventId)}/budget`;
export const exportPath = (eventId: string, format: "csv" | "xlsx", of: "lines" | "expenses" = "lines") =>
  `${budgetPath(eventId)}/export?format=${format}&of=${of}`;
export const receiptPath = (expenseId: string, download = false) =>
  `/api/budget-expenses/${enc(expenseId)}/receipt${download ? "?download=1" : ""}`;
export const EXPENSES_PER_PAGE = 20;

export function useBudget(eventId: string) {
  return useQuery({
    queryKey: budgetKeys.budget(eventId),
    queryFn: async ({ signal }) => (await api<TBudgetState>(budgetPath(eventId), { signal })).budget,
  });
}

export function useBudgetTemplates(eventId: string) {
  return useQuery({
    queryKey: budgetKeys.templates(eventId),
    queryFn: ({ signal }) => api<TBudgetTemplateList>(`${budgetPath(eventId)}/templates`, { signal }),
    staleTime: 5 * 60 * 1000,
  });
}

export function useExpenses(eventId: string, categoryId: string, page: number, enabled = true) {
  const search = new URLSearchParams({
    limit: String(EXPENSES_PER_PAGE),
    offset: String((page - 1) * EXPENSES_PER_PAGE),
  });
  if (categoryId) search.set("categoryId", categoryId);
  return useQuery({
    queryKey: budgetKeys.expenses(eventId, categoryId, page),
    queryFn: ({ signal }) => api<TExpensePage>(`${budgetPath(eventId)}/expenses?${search.toString()}`, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

function useBudgetMutation<TVars, TResult>(eventId: string, fn: (vars: TVars) => Promise<TResult>) {
  return useRefreshingMutation([budgetKeys.event(eventId)], fn);
}

export function useSaveSettings(eventId: string) {
  return useBudgetMutation(eventId, (input: TBudgetSettings) =>
    api<TBudget>(budgetPath(eventId), { method: "PUT", body: input }),
  );
}

export function useStartFromTemplate(eventId: string) {
  return useBudgetMutation(eventId, (input: TTemplateStart) =>
    api<TBudget>(`${budgetPath(eventId)}/from-template`, { method: "POST", body: input }),
  );
}

export function useAddCategory(eventId: string) {
  return useBudgetMutation(eventId, (input: TCategoryInput) =>
    api<TBudget>(`${budgetPath(eventId)}/categories`, { method: "POST", body: input }),
  );
}

export function useRenameCategory(eventId: string) {
  return useBudgetMutation(eventId, ({ id, name }: { id: string; name: string }) =>
    api<TBudget>(`/api/budget-categories/${enc(id)}`, { method: "PATCH", body: { name } }),
  );
}

export function useDeleteCategory(eventId: string) {
  return useBudgetMutation(eventId, (id: string) =>
    api<TBudget>(`/api/budget-categories/${enc(id)}`, { method: "DELETE" }),
  );
}

export function useAddLine(eventId: string) {
  return useBudgetMutation(eventId, (input: TLineInput) =>
    api<TBudget>(`${budgetPath(eventId)}/lines`, { method: "POST", body: input }),
  );
}

export function useUpdateLine(eventId: string) {
  return useBudgetMutation(eventId, ({ id, patch }: { id: string; patch: TLinePatch }) =>
    api<TBudget>(`/api/budget-lines/${enc(id)}`, { method: "PATCH", body: patch }),
  );
}

export function useDeleteLine(eventId: string) {
  return useBudgetMutation(eventId, (id: string) => api<TBudget>(`/api/budget-lines/${enc(id)}`, { method: "DELETE" }));
}

export function useAddExpense(eventId: string) {
  return useBudgetMutation(eventId, (input: TExpenseInput) =>
    api<TExpense>(`${budgetPath(eventId)}/expenses`, { method: "POST", body: input }),
  );
}

export function useDeleteExpense(eventId: string) {
  return useBudgetMutation(eventId, (id: string) =>
    api<{ deleted: true }>(`/api/budget-expenses/${enc(id)}`, { method: "DELETE" }),
  );
}

export function uploadReceipt(
  expenseId: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<TExpense> {
  return uploadFile<TExpense>({
    url: `${receiptPath(expenseId)}?name=${enc(file.name.slice(0, 200))}`,
    method: "PUT",
    field: "receipt",
    file,
    onProgress,
    signal,
    tooLargeMessage: "The receipt must be at most 10 MB.",
    failedMessage: "The receipt could not be uploaded. Please try again.",
  });
}
