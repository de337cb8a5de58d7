/**
 * The private messages' server calls. Everything sits under one key, so the inbox stream (or a change of
 * our own) refreshes the conversation list, the open thread and the unread total together.
 */
import { keepPreviousData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type {
  TBlockState,
  TContactList,
  TConversation,
  TConversationDetail,
  TConversationList,
  TMessage,
  TMessagePage,
  TMessageReport,
  TMessageReportList,
  TReportInput,
} from "#shared/messages/schemas.ts";
import { api } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";
import { messageKeys } from "./unread.ts";

export { messageKeys };

const enc = encodeURIComponent;
export const STREAM_PATH = "/api/messages/stream";
const THREAD_PAGE_SIZE = 30;

export function useConversations() {
  return useQuery({
    queryKey: messageKeys.conversations(),
    queryFn: ({ signal }) => api<TConversationList>("/api/conversations", { signal }),
    select: (data) => data.items,
  });
}

export function useConversation(id: string | null) {
  return useQuery({
    queryKey: messageKeys.conversation(id ?? ""),
    queryFn: ({ signal }) => api<TConversationDetail>(`/api/conversations/${enc(id!)}`, { signal }),
    enabled: id !== null,
  });
}

/** The thread, newest page first; `fetchNextPage` reads older messages. */
export function useThread(id: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(id),
    queryFn: ({ signal, pageParam }) =>
      api<TMessagePage>(
        `/api/conversations/${enc(id)}/messages?limit=${THREAD_PAGE_SIZE}${pageParam ? `&before=${enc(pageParam)}` : ""}`,
        { signal },
      ),
    initialPageParam: "",
    getNextPageParam: (page) => (page.hasMore && page.items[0] ? page.items[0].createdAt : undefined),
  });
}

export function useContacts(q: string) {
  return useQuery({
    queryKey: messageKeys.contacts(q),
    queryFn: ({ signal }) => api<TContactList>(`/api/messages/contacts${q ? `?q=${enc(q)}` : ""}`, { signal }),
    select: (data) => data.items,
    placeholderData: keepPreviousData,
  });
}

export const startConversation = (userId: string) =>
  api<TConversation>("/api/conversations", { method: "POST", body: { userId } });

export const sendMessage = (conversationId: string, body: string, clientId: string) =>
  api<TMessage>(`/api/conversations/${enc(conversationId)}/messages`, { method: "POST", body: { body, clientId } });

export const markRead = (conversationId: string) =>
  api<{ total: number }>(`/api/conversations/${enc(conversationId)}/read`, { method: "POST" });

export function useBlockToggle() {
  return useRefreshingMutation([messageKeys.all], ({ userId, block }: { userId: string; block: boolean }) =>
    api<TBlockState>(`/api/users/${enc(userId)}/block`, { method: block ? "POST" : "DELETE" }),
  );
}

export function useReportMessage() {
  return useRefreshingMutation(
    [messageKeys.reportsAll()],
    ({ messageId, input }: { messageId: string; input: TReportInput }) =>
      api<{ id: string }>(`/api/messages/${enc(messageId)}/report`, { method: "POST", body: input }),
  );
}

export function useEventReports(eventId: string) {
  return useQuery({
    queryKey: messageKeys.reports(eventId),
    queryFn: ({ signal }) => api<TMessageReportList>(`/api/events/${enc(eventId)}/message-reports`, { signal }),
    select: (data) => data.items,
  });
}

export function useResolveReport(eventId: string) {
  return useRefreshingMutation([messageKeys.reports(eventId)], (reportId: string) =>
    api<TMessageReport>(`/api/message-reports/${enc(reportId)}/resolve`, { method: "POST" }),
  );
}
