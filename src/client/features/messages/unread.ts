/**
 * The unread total and the feature's query keys, kept apart from the rest of the feature: the header loads
 * this on every page, so it holds no schema library and no page code.
 */
import type { TUnread } from "#shared/messages/schemas.ts";
import { api } from "#client/lib/api.ts";

export const messageKeys = {
  all: ["messages"] as const,
  unread: () => [...messageKeys.all, "unread"] as const,
  conversations: () => [...messageKeys.all, "conversations"] as const,
  conversation: (id: string) => [...messageKeys.all, "conversation", id] as const,
  thread: (id: string) => [...messageKeys.all, "thread", id] as const,
  contacts: (q: string) => [...messageKeys.all, "contacts", q] as const,
  reportsAll: () => [...messageKeys.all, "reports"] as const,
  reports: (eventId: string) => [...messageKeys.reportsAll(), eventId] as const,
};

/** Without the page's live stream the badge looks again this often: cheap, and never a stream per tab. */
const UNREAD_POLL_MS = 30_000;

export const unreadQuery = () => ({
  queryKey: messageKeys.unread(),
  queryFn: ({ signal }: { signal: AbortSignal }) => api<TUnread>("/api/messages/unread", { signal }),
  select: (data: TUnread) => data.total,
  refetchInterval: UNREAD_POLL_MS,
});
