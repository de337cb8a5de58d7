/**
 * The private messages' server calls. Everything sits under the contract's key, so the inbox stream (or a
 * change of our own) refreshes the conversation list, the open thread and the unread total together.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { messagesContract as messages } from "#shared/messages/contract.ts";
import type { TReportInput } from "#shared/messages/schemas.ts";
import { call, contractKey, hrefOf, keyOf } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

export const STREAM_PATH = hrefOf(messages.stream);
const THREAD_PAGE_SIZE = 30;

export function useConversations() {
  return useQuery({
    queryKey: keyOf(messages.conversations),
    queryFn: ({ signal }) => call(messages.conversations, {}, { signal }),
    select: (data) => data.items,
  });
}

export function useConversation(id: string | null) {
  const params = { conversationId: id ?? "" };
  return useQuery({
    queryKey: keyOf(messages.conversation, { params }),
    queryFn: ({ signal }) => call(messages.conversation, { params }, { signal }),
    enabled: id !== null,
  });
}

/** The thread, newest page first; `fetchNextPage` reads older messages. */
export function useThread(id: string) {
  const params = { conversationId: id };
  return useInfiniteQuery({
    queryKey: keyOf(messages.messages, { params }),
    queryFn: ({ signal, pageParam }) =>
      call(
        messages.messages,
        { params, query: { limit: THREAD_PAGE_SIZE, ...(pageParam ? { before: pageParam } : {}) } },
        { signal },
      ),
    initialPageParam: "",
    getNextPageParam: (page) => (page.hasMore && page.items[0] ? page.items[0].createdAt : undefined),
  });
}

export function useContacts(q: string) {
  return useQuery({
    queryKey: keyOf(messages.contacts, { query: { q } }),
    queryFn: ({ signal }) => call(messages.contacts, { query: { q } }, { signal }),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });
}

export const startConversation = (userId: string) => call(messages.start, { body: { userId } });

export const sendMessage = (conversationId: string, body: string, clientId: string) =>
  call(messages.send, { params: { conversationId }, body: { body, clientId } });

export const markRead = (conversationId: string) => call(messages.markRead, { params: { conversationId } });

export function useBlockToggle() {
  return useRefreshingMutation([contractKey(messages)], ({ userId, block }: { userId: string; block: boolean }) =>
    call(block ? messages.block : messages.unblock, { params: { userId } }),
  );
}

export function useReportMessage() {
  return useRefreshingMutation(
    [keyOf(messages.eventReports)],
    ({ messageId, input }: { messageId: string; input: TReportInput }) =>
      call(messages.report, { params: { messageId }, body: input }),
  );
}

export function useEventReports(eventId: string) {
  return useQuery({
    queryKey: keyOf(messages.eventReports, { params: { eventId } }),
    queryFn: ({ signal }) => call(messages.eventReports, { params: { eventId } }, { signal }),
    select: (data) => data.items,
  });
}

export function useResolveReport(eventId: string) {
  return useRefreshingMutation([keyOf(messages.eventReports, { params: { eventId } })], (reportId: string) =>
    call(messages.resolveReport, { params: { reportId } }),
  );
}
