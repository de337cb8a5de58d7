/**
 * The checklists feature's server calls. An event's checklists are one cached list; every change writes
 * the server's answer into it, and ticking, deleting and reordering change it first (optimistically) and
 * put it back if the server refuses.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type {
  TChecklist,
  TChecklistCreateInput,
  TChecklistFromStarter,
  TChecklistItem,
  TChecklistItemAdd,
  TChecklistItemPatch,
} from "#shared/checklists/schemas.ts";
import { checklistsContract as checklists } from "#shared/checklists/contract.ts";
import { call, keyOf } from "#client/lib/api.ts";
import { refreshPlanning } from "#client/lib/use-live-planning.ts";

const ofEvent = (eventId: string) => keyOf(checklists.list, { params: { eventId } });

export function useEventChecklists(eventId: string) {
  return useQuery({
    queryKey: ofEvent(eventId),
    queryFn: ({ signal }) => call(checklists.list, { params: { eventId } }, { signal }),
    enabled: eventId !== "",
  });
}

export function useStarters(eventTypeId: string, enabled = true) {
  return useQuery({
    queryKey: keyOf(checklists.starters, { query: { eventTypeId } }),
    queryFn: ({ signal }) => call(checklists.starters, { query: { eventTypeId } }, { signal }),
    enabled: enabled && eventTypeId !== "",
    // Starters change only with a release.
    staleTime: 60 * 60 * 1000,
  });
}

type Lists = TChecklist[] | undefined;

function edit(queryClient: QueryClient, eventId: string, change: (lists: TChecklist[]) => TChecklist[]) {
  queryClient.setQueryData<TChecklist[]>(ofEvent(eventId), (lists) => (lists ? change(lists) : lists));
}

function editList(
  queryClient: QueryClient,
  eventId: string,
  checklistId: string,
  change: (list: TChecklist) => TChecklist,
) {
  edit(queryClient, eventId, (lists) => lists.map((list) => (list.id === checklistId ? change(list) : list)));
}

function editItem(
  queryClient: QueryClient,
  eventId: string,
  itemId: string,
  change: (item: TChecklistItem) => TChecklistItem,
) {
  edit(queryClient, eventId, (lists) =>
    lists.map((list) =>
      list.items.some((i) => i.id === itemId)
        ? { ...list, items: list.items.map((i) => (i.id === itemId ? change(i) : i)) }
        : list,
    ),
  );
}

/**
 * The shared shape of the optimistic changes: stop refetches that would overwrite the guess, remember what
 * was there, apply the guess; on failure put the remembered lists back.
 */
function useOptimisticChange<TVars, TResult>(
  eventId: string,
  mutationFn: (vars: TVars) => Promise<TResult>,
  guess: (queryClient: QueryClient, vars: TVars) => void,
  settle?: (queryClient: QueryClient, result: TResult, vars: TVars) => void,
) {
  const queryClient = useQueryClient();
  const key = ofEvent(eventId);
  return useMutation({
    mutationFn,
    onMutate: (vars: TVars) => {
      // Cancelling puts back the lists from before the refetch at once (only the refetch's own promise settles
      // later), so the guess can follow in the click's own turn: awaiting the cancellation first left a
      // ticked box unticked for a moment while a refetch was in flight (a browser test read it then and failed).
      void queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TChecklist[]>(key);
      guess(queryClient, vars);
      return { before };
    },
    onError: (_error, _vars, context: { before: Lists } | undefined) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSuccess: (result, vars) => settle?.(queryClient, result, vars),
  });
}

function useAppendChecklist<TVars>(eventId: string, mutationFn: (vars: TVars) => Promise<TChecklist>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (made) => edit(queryClient, eventId, (lists) => [...lists.filter((l) => l.id !== made.id), made]),
  });
}

export function useCreateChecklist(eventId: string) {
  return useAppendChecklist(eventId, (input: TChecklistCreateInput) => call(checklists.create, { body: input }));
}

export function useCreateFromStarter(eventId: string) {
  return useAppendChecklist(eventId, (input: TChecklistFromStarter) =>
    call(checklists.createFromStarter, { body: input }),
  );
}

export function useRenameChecklist(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, title }: { id: string; title: string }) =>
      call(checklists.rename, { params: { checklistId: id }, body: { title } }),
    onSuccess: (list) => editList(queryClient, eventId, list.id, () => list),
  });
}

export function useDeleteChecklist(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(checklists.remove, { params: { checklistId: id } }),
    onSuccess: (_result, id) => edit(queryClient, eventId, (lists) => lists.filter((l) => l.id !== id)),
  });
}

export function useReorderChecklists(eventId: string) {
  return useOptimisticChange(
    eventId,
    (checklistIds: string[]) => call(checklists.reorderLists, { params: { eventId }, body: { checklistIds } }),
    (queryClient, ids) =>
      edit(queryClient, eventId, (lists) =>
        ids.map((id) => lists.find((l) => l.id === id)).filter((l): l is TChecklist => !!l),
      ),
    (queryClient, lists) => queryClient.setQueryData(ofEvent(eventId), lists),
  );
}

export function useAddItem(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ checklistId, item }: { checklistId: string; item: TChecklistItemAdd }) =>
      call(checklists.addItem, { params: { checklistId }, body: item }),
    onSuccess: (item, { checklistId, item: sent }) =>
      editList(queryClient, eventId, checklistId, (list) => {
        const items = list.items.filter((i) => i.id !== item.id);
        const at = sent.index ?? items.length;
        return { ...list, items: [...items.slice(0, at), item, ...items.slice(at)] };
      }),
  });
}

export function useUpdateItem(eventId: string) {
  return useOptimisticChange(
    eventId,
    ({ id, patch }: { id: string; patch: TChecklistItemPatch }) =>
      call(checklists.updateItem, { params: { itemId: id }, body: patch }),
    (queryClient, { id, patch }) =>
      editItem(queryClient, eventId, id, (item) => ({
        ...item,
        ...(patch.text !== undefined ? { text: patch.text.trim() } : {}),
        ...(patch.dueDate !== undefined ? { dueDate: patch.dueDate } : {}),
        ...(patch.done !== undefined
          ? { done: patch.done, doneAt: patch.done ? (item.doneAt ?? new Date().toISOString()) : null }
          : {}),
      })),
    (queryClient, item) => {
      editItem(queryClient, eventId, item.id, () => item);
      // A line that is also a task or a journey step changed those too (ADR 027).
      if (item.taskId || item.stepKey) refreshPlanning(queryClient);
    },
  );
}

export function useDeleteItem(eventId: string) {
  return useOptimisticChange(
    eventId,
    ({ id }: { id: string; checklistId: string }) => call(checklists.removeItem, { params: { itemId: id } }),
    (queryClient, { id, checklistId }) =>
      editList(queryClient, eventId, checklistId, (list) => ({
        ...list,
        items: list.items.filter((i) => i.id !== id),
      })),
  );
}

export function useReorderItems(eventId: string) {
  return useOptimisticChange(
    eventId,
    ({ checklistId, itemIds }: { checklistId: string; itemIds: string[] }) =>
      call(checklists.reorderItems, { params: { checklistId }, body: { itemIds } }),
    (queryClient, { checklistId, itemIds }) =>
      editList(queryClient, eventId, checklistId, (list) => ({
        ...list,
        items: itemIds.map((id) => list.items.find((i) => i.id === id)).filter((i): i is TChecklistItem => !!i),
      })),
    (queryClient, list) => editList(queryClient, eventId, list.id, () => list),
  );
}
