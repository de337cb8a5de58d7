/**
 * The forum's and the chat's server calls. Everything of one event's forum sits under one key, so any change
 * (a reply, a pin, a hidden post) refreshes the thread list and the open thread together.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  TChatInput,
  TChatMessage,
  TChatPage,
  TPost,
  TPostInput,
  TPostPatch,
  TThread,
  TThreadInput,
  TThreadList,
  TThreadPatch,
  TThreadView,
} from "#shared/forum/schemas.ts";
import { api, ApiError } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

const forumKeys = {
  event: (eventId: string) => ["forum", eventId] as const,
  threads: (eventId: string, page: number) => [...forumKeys.event(eventId), "threads", page] as const,
  thread: (eventId: string, threadId: string, page: number) =>
    [...forumKeys.event(eventId), "thread", threadId, page] as const,
};

export const isPlanRequired = (error: unknown) => error instanceof ApiError && error.code === "PLAN_REQUIRED";

export function useThreads(eventId: string, page: number) {
  return useQuery({
    queryKey: forumKeys.threads(eventId, page),
    queryFn: ({ signal }) => api<TThreadList>(`/api/events/${eventId}/forum/threads?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useThread(eventId: string, threadId: string, page: number) {
  return useQuery({
    queryKey: forumKeys.thread(eventId, threadId, page),
    queryFn: ({ signal }) => api<TThreadView>(`/api/forum/threads/${threadId}?page=${page}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useForumMutations(eventId: string) {
  const keys = [forumKeys.event(eventId)];
  return {
    createThread: useRefreshingMutation(keys, (input: TThreadInput) =>
      api<TThread>(`/api/events/${eventId}/forum/threads`, { method: "POST", body: input }),
    ),
    updateThread: useRefreshingMutation(keys, ({ id, patch }: { id: string; patch: TThreadPatch }) =>
      api<TThread>(`/api/forum/threads/${id}`, { method: "PATCH", body: patch }),
    ),
    deleteThread: useRefreshingMutation(keys, (id: string) =>
      api<{ deleted: true }>(`/api/forum/threads/${id}`, { method: "DELETE" }),
    ),
    reply: useRefreshingMutation(keys, ({ threadId, input }: { threadId: string; input: TPostInput }) =>
      api<TPost>(`/api/forum/threads/${threadId}/posts`, { method: "POST", body: input }),
    ),
    updatePost: useRefreshingMutation(keys, ({ id, patch }: { id: string; patch: TPostPatch }) =>
      api<TPost>(`/api/forum/posts/${id}`, { method: "PATCH", body: patch }),
    ),
    deletePost: useRefreshingMutation(keys, (id: string) =>
      api<{ deleted: true }>(`/api/forum/posts/${id}`, { method: "DELETE" }),
    ),
  };
}

// Chat

export const chatStreamPath = (eventId: string) => `/api/events/${eventId}/chat/stream`;

export function fetchChatPage(eventId: string, before?: string, signal?: AbortSignal): Promise<TChatPage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : "";
  return api<TChatPage>(`/api/events/${eventId}/chat/messages${query}`, { signal });
}

export const sendChatMessage = (eventId: string, input: TChatInput) =>
  api<TChatMessage>(`/api/events/${eventId}/chat/messages`, { method: "POST", body: input });

export const hideChatMessage = (id: string) =>
  api<{ id: string; hidden: boolean }>(`/api/chat/messages/${id}`, { method: "PATCH", body: { hidden: true } });
