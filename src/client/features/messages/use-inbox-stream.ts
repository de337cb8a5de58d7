/**
 * One live inbox per open messages page: the server pushes the inbox view (event `inbox`) on connect and
 * after every message, read or block that touches the person. The view says which conversations moved, so
 * only their threads are read again; the list, the open conversation and the unread total always are.
 * Where the stream is not available or fails, the page reads them every few seconds instead.
 */
import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useEventStream } from "#client/lib/use-event-stream.ts";
import type { TInboxView } from "#shared/messages/schemas.ts";
import { messagesContract as messages } from "#shared/messages/contract.ts";
import { contractKey, keyOf } from "#client/lib/api.ts";
import { STREAM_PATH } from "./api.ts";

type InboxMode = "connecting" | "live" | "polling";
const INBOX_POLL_MS = 10_000;

function readView(data: string): TInboxView | null {
  try {
    const view = JSON.parse(data) as TInboxView;
    return typeof view.unread === "number" && Array.isArray(view.conversations) ? view : null;
  } catch {
    return null;
  }
}

export function useInboxStream(): InboxMode {
  const queryClient = useQueryClient();
  const seen = useRef<Map<string, string | null> | null>(null);
  const stream = useEventStream(STREAM_PATH, "inbox", (data) => {
    const view = readView(data);
    if (!view) return;
    queryClient.setQueryData(keyOf(messages.unread), { total: view.unread });
    const previous = seen.current;
    seen.current = new Map(view.conversations.map((c) => [c.id, c.lastMessageId]));
    if (!previous) return;
    void queryClient.invalidateQueries({ queryKey: keyOf(messages.conversations) });
    for (const c of view.conversations) {
      void queryClient.invalidateQueries({
        queryKey: keyOf(messages.conversation, { params: { conversationId: c.id } }),
      });
      if (previous.get(c.id) !== c.lastMessageId)
        void queryClient.invalidateQueries({
          queryKey: keyOf(messages.messages, { params: { conversationId: c.id } }),
        });
    }
  });
  const mode: InboxMode = stream === "closed" ? "polling" : stream;

  useEffect(() => {
    if (mode !== "polling") return;
    const timer = setInterval(
      () =>
        void queryClient.invalidateQueries({
          queryKey: contractKey(messages),
          // The contact search does not change with the inbox.
          predicate: (q) => q.queryKey[1] !== messages.contacts.name,
        }),
      INBOX_POLL_MS,
    );
    return () => clearInterval(timer);
  }, [mode, queryClient]);

  return mode;
}
