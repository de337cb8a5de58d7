/**
 * The tasks feature's server calls. An event's board (columns, tasks, assignees) is one cached read;
 * every change fetches it again afterwards, and a card move changes it first (optimistically) so the
 * card stays where it was dropped, then snaps back if the server refuses.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TMyTask,
  TTask,
  TTaskAttachment,
  TTaskBoard,
  TTaskColumn,
  TTaskComment,
  TTaskCreateInput,
  TTaskDetail,
  TTaskPatch,
} from "#shared/tasks/schemas.ts";
import { TASK_ATTACHMENT_MAX_TEXT } from "#shared/tasks/schemas.ts";
import { api } from "#client/lib/api.ts";
import { uploadFile } from "#client/lib/upload.ts";
import { placeCard } from "./board-order.ts";

export const taskKeys = {
  all: ["tasks"] as const,
  board: (eventId: string) => [...taskKeys.all, "board", eventId] as const,
  detail: (taskId: string) => [...taskKeys.all, "detail", taskId] as const,
  mine: () => [...taskKeys.all, "mine"] as const,
};

const enc = encodeURIComponent;

export function useTaskBoard(eventId: string) {
  return useQuery({
    queryKey: taskKeys.board(eventId),
    queryFn: ({ signal }) => api<TTaskBoard>(`/api/events/${enc(eventId)}/tasks`, { signal }),
    enabled: eventId !== "",
  });
}

export function useTaskDetail(taskId: string | null) {
  return useQuery({
    queryKey: taskKeys.detail(taskId ?? ""),
    queryFn: ({ signal }) => api<TTaskDetail>(`/api/tasks/${enc(taskId!)}`, { signal }),
    enabled: taskId !== null,
  });
}

/** A change after which the board (and the open task, when there is one) are read again. */
function useTaskChange<TVars, TResult>(
  eventId: string,
  mutationFn: (vars: TVars) => Promise<TResult>,
  taskId?: string | null,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // Not awaited: the dialog that made the change may close (or go on) while the board is read again.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: taskKeys.board(eventId) });
      if (taskId) void queryClient.invalidateQueries({ queryKey: taskKeys.detail(taskId) });
    },
  });
}

export function useCreateTask(eventId: string, parentId?: string | null) {
  return useTaskChange(
    eventId,
    (input: TTaskCreateInput) => api<TTask>(`/api/events/${enc(eventId)}/tasks`, { method: "POST", body: input }),
    parentId,
  );
}

export function useUpdateTask(eventId: string, taskId: string | null) {
  return useTaskChange(
    eventId,
    ({ id, patch }: { id: string; patch: TTaskPatch }) =>
      api<TTask>(`/api/tasks/${enc(id)}`, { method: "PATCH", body: patch }),
    taskId,
  );
}

/** `parentId`: deleting a subtask, so its parent's details are read again too. */
export function useDeleteTask(eventId: string, parentId?: string) {
  return useTaskChange(
    eventId,
    (id: string) => api<{ deleted: true }>(`/api/tasks/${enc(id)}`, { method: "DELETE" }),
    parentId,
  );
}

/** Puts the card in its new place at once; the server's refusal puts the board back as it was. */
export function useMoveTask(eventId: string) {
  const queryClient = useQueryClient();
  const key = taskKeys.board(eventId);
  return useMutation({
    mutationFn: ({ id, columnId, index }: { id: string; columnId: string; index: number; title: string }) =>
      api<TTask>(`/api/tasks/${enc(id)}/position`, { method: "PUT", body: { columnId, index } }),
    onMutate: async ({ id, columnId, index }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<TTaskBoard>(key);
      if (before) queryClient.setQueryData<TTaskBoard>(key, placeCard(before, id, columnId, index));
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

export function useAddColumn(eventId: string) {
  return useTaskChange(eventId, (name: string) =>
    api<TTaskColumn>(`/api/events/${enc(eventId)}/task-columns`, { method: "POST", body: { name } }),
  );
}

export function useRenameColumn(eventId: string) {
  return useTaskChange(eventId, ({ id, name }: { id: string; name: string }) =>
    api<TTaskColumn>(`/api/task-columns/${enc(id)}`, { method: "PATCH", body: { name } }),
  );
}

export function useDeleteColumn(eventId: string) {
  return useTaskChange(eventId, (id: string) =>
    api<{ deleted: true }>(`/api/task-columns/${enc(id)}`, { method: "DELETE" }),
  );
}

export function useAddComment(eventId: string, taskId: string) {
  return useTaskChange(
    eventId,
    (body: string) => api<TTaskComment>(`/api/tasks/${enc(taskId)}/comments`, { method: "POST", body: { body } }),
    taskId,
  );
}

export function useEditComment(eventId: string, taskId: string) {
  return useTaskChange(
    eventId,
    ({ id, body }: { id: string; body: string }) =>
      api<TTaskComment>(`/api/task-comments/${enc(id)}`, { method: "PATCH", body: { body } }),
    taskId,
  );
}

export function useDeleteComment(eventId: string, taskId: string) {
  return useTaskChange(
    eventId,
    (id: string) => api<{ deleted: true }>(`/api/task-comments/${enc(id)}`, { method: "DELETE" }),
    taskId,
  );
}

export function useDeleteAttachment(eventId: string, taskId: string) {
  return useTaskChange(
    eventId,
    (id: string) => api<{ deleted: true }>(`/api/task-attachments/${enc(id)}`, { method: "DELETE" }),
    taskId,
  );
}

export const attachmentUrl = (id: string) => `/api/task-attachments/${enc(id)}`;

export function uploadAttachment(
  taskId: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
): Promise<TTaskAttachment> {
  return uploadFile<TTaskAttachment>({
    url: `/api/tasks/${enc(taskId)}/attachments?name=${enc(file.name.slice(0, 200))}`,
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
  return useQuery({ queryKey: taskKeys.mine(), queryFn: ({ signal }) => api<TMyTask[]>("/api/my-tasks", { signal }) });
}

export function useSetMyTaskDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean; title: string }) =>
      api<TMyTask>(`/api/my-tasks/${enc(id)}`, { method: "PUT", body: { done } }),
    onSuccess: (task) =>
      queryClient.setQueryData<TMyTask[]>(taskKeys.mine(), (list) => list?.map((t) => (t.id === task.id ? task : t))),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.mine() }),
  });
}
