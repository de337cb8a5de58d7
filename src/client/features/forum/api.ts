/**
 * The forum's and the chat's server calls. Any change to one event's forum (a reply, a pin, a hidden post)
 * refreshes its thread list and the open thread together.
 */
import { keepPreviousData, useQuery, type QueryKey } from "@tanstack/react-query";
import { forumContract as forum } from "#shared/forum/contract.ts";
import type { TChatInput, TPostInput, TPostPatch, TThreadInput, TThreadPatch } from "#shared/forum/schemas.ts";
import { call, hrefOf, keyOf } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

export function useThreads(eventId: string, page: number) {
  const input = { params: { eventId }, query: { page } };
  return useQuery({
    queryKey: keyOf(forum.threads, input),
    queryFn: ({ signal }) => call(forum.threads, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useThread(threadId: string, page: number) {
  const input = { params: { id: threadId }, query: { page } };
  return useQuery({
    queryKey: keyOf(forum.thread, input),
    queryFn: ({ signal }) => call(forum.thread, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useForumMutations(eventId: string) {
  // The event's thread list and the open thread (a thread's key does not name its event; only one event's
  // forum is on screen at a time).
  const keys: QueryKey[] = [keyOf(forum.threads, { params: { eventId } }), keyOf(forum.thread)];
  return {
    createThread: useRefreshingMutation(keys, (input: TThreadInput) =>
      call(forum.createThread, { params: { eventId }, body: input }),
    ),
    updateThread: useRefreshingMutation(keys, ({ id, patch }: { id: string; patch: TThreadPatch }) =>
      call(forum.updateThread, { params: { id }, body: patch }),
    ),
    deleteThread: useRefreshingMutation(keys, (id: string) => call(forum.deleteThread, { params: { id } })),
    reply: useRefreshingMutation(keys, ({ threadId, input }: { threadId: string; input: TPostInput }) =>
      call(forum.reply, { params: { id: threadId }, body: input }),
    ),
    updatePost: useRefreshingMutation(keys, ({ id, patch }: { id: string; patch: TPostPatch }) =>
      call(forum.updatePost, { params: { id }, body: patch }),
    ),
    deletePost: useRefreshingMutation(keys, (id: string) => call(forum.deletePost, { params: { id } })),
  };
}

// Chat

/** One event's chat room: the pages of its messages merged into one list (use-chat-room.ts). */
export const chatRoomKey = (eventId: string) => keyOf(forum.chatMessages, { params: { eventId } });

export const chatStreamPath = (eventId: string) => hrefOf(forum.chatStream, { params: { eventId } });

export const fetchChatPage = (eventId: string, before?: string, signal?: AbortSignal) =>
  call(forum.chatMessages, { params: { eventId }, query: before ? { before } : {} }, { signal });

export const sendChatMessage = (eventId: string, input: TChatInput) =>
  call(forum.sendChatMessage, { params: { eventId }, body: input });

export const hideChatMessage = (id: string) => call(forum.hideChatMessage, { params: { id }, body: { hidden: true } });
