/**
 * The tasks feature's server calls. An event's board (columns, tasks, assignees) is one cached read;
 * every change fetches it again afterwards, and a card move changes it first (optimistically) so the
 * card stays where it was dropped, then snaps back if the server refuses.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TMyTask, TTaskAttachment, TTaskBoard, TTaskCreateInput, TTaskPatch } from "#shared/tasks/schemas.ts";
import { TASK_ATTACHMENT_MAX_TEXT } from "#shared/tasks/schemas.ts";
import { tasksContract as tasks } from "#shared/tasks/contract.ts";
import { call, hrefOf, keyOf } from "#client/lib/api.ts";
import { uploadFile } from "#client/lib/upload.ts";
import { refreshPlanning } from "#client/lib/use-live-planning.ts";
import { placeCard } from "./board-order.ts";

/** The cached board of an event. */
export const boardKey = (eventId: string) => keyOf(tasks.board, { params: { eventId } });
/** The cached details of one task. */
export const detailKey = (taskId: string) => keyOf(tasks.get, { params: { id: taskId } });
const mineKey = keyOf(tasks.mine);

export function useTaskBoard(eventId: string) {
  return useQuery({
    queryKey: boardKey(eventId),
    queryFn: ({ signal }) => call(tasks.board, { params: { eventId } }, { signal }),
    enabled: eventId !== "",
  });
}

export function useTaskDetail(taskId: string | null) {
  return useQuery({
    queryKey: detailKey(taskId ?? ""),
    queryFn: ({ signal }) => call(tasks.get, { params: { id: taskId! } }, { signal }),
    enabled: taskId !== null,
  });
}

/**
 * A change after which the board (and the open task, when there is one) are read again; with `planning`,
 * every planning view too, since a task may be a checklist line and a journey step (ADR 027).
 */
function useTaskChange<TVars, TResult>(
  eventId: string,
  mutationFn: (vars: TVars) => Promise<TResult>,
  taskId?: string | null,
  planning = false,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the dialog that made the change may close (or go on) while the board is read again.
    onSettled: () => {
      if (planning) return refreshPlanning(queryClient);
      void queryClient.invalidateQueries({ queryKey: boardKey(eventId) });
      if (taskId) void queryClient.invalidateQueries({ queryKey: detailKey(taskId) });
    },
  });
}

export function useCreateTask(eventId: string, parentId?: string | null) {
  return useTaskChange(
    eventId,
    (input: TTaskCreateInput) => call(tasks.create, { params: { eventId }, body: input }),
    parentId,
  );
}

export function useUpdateTask(eventId: string, taskId: string | null) {
  return useTaskChange(
    eventId,
    ({ id, patch }: { id: string; patch: TTaskPatch }) => call(tasks.update, { params: { id }, body: patch }),
    taskId,
    true,
  );
}

/** `parentId`: deleting a subtask, so its parent's details are read again too. */
export function useDeleteTask(eventId: string, parentId?: string) {
  return useTaskChange(eventId, (id: string) => call(tasks.remove, { params: { id } }), parentId, true);
}

/** Puts the card in its new place at once; the server's refusal puts the board back as it was. */
export function useMoveTask(eventId: string) {
  const queryClient = useQueryClient();
  const key = boardKey(eventId);
  return useMutation({
    mutationFn: ({ id, columnId, index }: { id: string; columnId: string; index: number; title: string }) =>
      call(tasks.move, { params: { id }, body: { columnId, index } }),
    onMutate: async ({ id, columnId, index }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TTaskBoard>(key);
      if (before) queryClient.setQueryData<TTaskBoard>(key, placeCard(before, id, columnId, index));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    // Into or out of a done column, the task's checklist line and journey step change too.
    onSettled: () => refreshPlanning(queryClient),
  });
}

export function useAddColumn(eventId: string) {
  return useTaskChange(eventId, (name: string) => call(tasks.addColumn, { params: { eventId }, body: { name } }));
}

export function useRenameColumn(eventId: string) {
  return useTaskChange(eventId, ({ id, name }: { id: string; name: string }) =>
    call(tasks.renameColumn, { params: { id }, body: { name } }),
  );
}

export function useDeleteColumn(eventId: string) {
  return useTaskChange(eventId, (id: string) => call(tasks.removeColumn, { params: { id } }));
}

export function useAddComment(eventId: string, taskId: string) {
  return useTaskChange(
    eventId,
    (body: string) => call(tasks.addComment, { params: { id: taskId }, body: { body } }),
    taskId,
  );
}

export function useEditComment(eventId: string, taskId: string) {
  return useTaskChange(
    eventId,
    ({ id, body }: { id: string; body: string }) => call(tasks.editComment, { params: { id }, body: { body } }),
    taskId,
  );
}

export function useDeleteComment(eventId: string, taskId: string) {
  return useTaskChange(eventId, (id: string) => call(tasks.removeComment, { params: { id } }), taskId);
}

export function useDeleteAttachment(eventId: string, taskId: string) {
  return useTaskChange(eventId, (id: string) => call(tasks.removeAttachment, { params: { id } }), taskId);
}

export const attachmentUrl = (id: string) => hrefOf(tasks.attachment, { params: { id } });

export function uploadAttachment(
  taskId: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<TTaskAttachment> {
  return uploadFile<TTaskAttachment>({
    url: hrefOf(tasks.addAttachment, { params: { id: taskId }, query: { name: file.name.slice(0, 200) } }),
    field: "file",
    file,
    onProgress,
    signal,
    tooLargeMessage: `The file must be at most ${TASK_ATTACHMENT_MAX_TEXT}.`,
    failedMessage: "The file could not be attached. Please try again.",
  });
}

/** The tasks organisers gave the signed-in person, across events (/my-tasks). */
export function useMyTasks() {
  return useQuery({ queryKey: mineKey, queryFn: ({ signal }) => call(tasks.mine, {}, { signal }) });
}

export function useSetMyTaskDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean; title: string }) =>
      call(tasks.setMineDone, { params: { id }, body: { done } }),
    onSuccess: (task) =>
      queryClient.setQueryData<TMyTask[]>(mineKey, (list) => list?.map((t) => (t.id === task.id ? task : t))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}
