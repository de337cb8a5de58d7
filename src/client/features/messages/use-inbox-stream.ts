/**
 * One live inbox per open messages page: the server pushes the inbox view (event `inbox`) on connect and
 * after every message, read or block that touches the person. The view says which conversations moved, so
 * only their threads are read again; the list, the open conversation and the unread total always are.
 * Where the stream is not available or fails, the page reads them every few seconds instead.
 */
import { useEffect, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { TInboxView } from "#shared/messages/schemas.ts";
import { messageKeys, STREAM_PATH } from "./api.ts";

export type InboxMode = "connecting" | "live" | "polling";
export const INBOX_POLL_MS = 10_000;

function readView(data: unknown): TInboxView | null {
  if (typeof data !== "string") return null;
  try {
    const view = JSON.parse(data) as TInboxView;
    return typeof view.unread === "number" && Array.isArray(view.conversations) ? view : null;
  } catch {
    return null;
  }
}

export function useInboxStream(): InboxMode {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<InboxMode>(() => (typeof EventSource === "function" ? "connecting" : "polling"));
  const seen = useRef<Map<string, string | null> | null>(null);

  useEffect(() => {
    if (typeof EventSource !== "function") return;
    const source = new EventSource(STREAM_PATH);
    source.addEventListener("open", () => setMode("live"));
    source.addEventListener("inbox", (message) => {
      const view = readView((message as MessageEvent<unknown>).data);
      if (!view) return;
      setMode("live");
      queryClient.setQueryData(messageKeys.unread(), { total: view.unread });
      const previous = seen.current;
      seen.current = new Map(view.conversations.map((c) => [c.id, c.lastMessageId]));
      if (!previous) return;
      void queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
      for (const c of view.conversations) {
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(c.id) });
        if (previous.get(c.id) !== c.lastMessageId) void queryClient.invalidateQueries({ queryKey: messageKeys.thread(c.id) });
      }
    });
    // The browser would keep reconnecting on its own; polling is the steadier fallback.
    source.addEventListener("error", () => {
      source.close();
      setMode("polling");
    });
    return () => source.close();
  }, [queryClient]);

  useEffect(() => {
    if (mode !== "polling") return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: messageKeys.all, predicate: (q) => q.queryKey[1] !== "contacts" }), INBOX_POLL_MS);
    return () => clearInterval(timer);
  }, [mode, queryClient]);

  return mode;
}
