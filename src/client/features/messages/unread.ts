/**
 * The unread total, kept apart from the rest of the feature: the header loads this on every page, so it
 * holds no schema library (the client build swaps the contract for its route table) and no page code.
 */
import { messagesContract as messages } from "#shared/messages/contract.ts";
import type { TUnread } from "#shared/messages/schemas.ts";
import { call, keyOf } from "#client/lib/api.ts";

/** Without the page's live stream the badge looks again this often: cheap, and never a stream per tab. */
const UNREAD_POLL_MS = 30_000;

export const unreadQuery = () => ({
  queryKey: keyOf(messages.unread),
  queryFn: ({ signal }: { signal: AbortSignal }) => call(messages.unread, {}, { signal }),
  select: (data: TUnread) => data.total,
  refetchInterval: UNREAD_POLL_MS,
});
