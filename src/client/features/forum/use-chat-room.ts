/**
 * One event's chat room, kept live: the newest page is loaded, then the server's stream (event `ready`,
 * sent on every (re)connect) makes it load that page again and merge, so nothing sent while disconnected
 * is lost; `message` adds one and `hidden` removes one. Messages are kept by id, so a message that
 * arrives both from the page and from the stream (or from our own send) shows once. Where the stream is
 * not available the page is read again every few seconds.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { CHAT_STREAM_EVENTS, ZChatHidden, ZChatMessage, type TChatMessage } from "#shared/forum/schemas.ts";
import { chatRoomKey, chatStreamPath, fetchChatPage, hideChatMessage, sendChatMessage } from "./api.ts";

const POLL_MS = 5000;

type LiveMode = "connecting" | "live" | "polling";

const byTime = (a: TChatMessage, b: TChatMessage) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id);

function merge(current: readonly TChatMessage[], incoming: readonly TChatMessage[]): TChatMessage[] {
  const all = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) all.set(m.id, m);
  return [...all.values()].sort(byTime);
}

function parse<T>(
  schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } },
  data: unknown,
): T | null {
  if (typeof data !== "string") return null;
  try {
    const result = schema.safeParse(JSON.parse(data));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}

/** `onIncoming` hears each message the stream brings (our own too, and possibly twice: it keeps track by id). */
interface RoomData {
  items: TChatMessage[];
  hasEarlier: boolean;
  canModerate: boolean;
  /** Earlier pages were loaded: their `hasEarlier` wins over the newest page's. */
  earlierLoaded: boolean;
}

/** `onIncoming` hears each message the stream brings (our own too, and possibly twice: it keeps track by id). */
export function useChatRoom(eventId: string, onIncoming: (messages: TChatMessage[]) => void) {
  const queryClient = useQueryClient();
  const key = useMemo(() => chatRoomKey(eventId), [eventId]);
  const [loadingEarlier, setLoadingEarlier] = useState(false);
  const [mode, setMode] = useState<LiveMode>(() => (typeof EventSource === "function" ? "connecting" : "polling"));
  const incoming = useRef(onIncoming);
  useEffect(() => {
    incoming.current = onIncoming;
  });

  const room = useQuery({
    queryKey: key,
    // The newest page merged into what is on screen, so live and earlier messages stay.
    queryFn: async ({ signal }): Promise<RoomData> => {
      const page = await fetchChatPage(eventId, undefined, signal);
      const old = queryClient.getQueryData<RoomData>(key);
      return {
        items: merge(old?.items ?? [], page.items),
        hasEarlier: old?.earlierLoaded ? old.hasEarlier : page.hasEarlier,
        canModerate: page.canModerate,
        earlierLoaded: old?.earlierLoaded ?? false,
      };
    },
    refetchInterval: mode === "polling" ? POLL_MS : false,
  });

  useEffect(() => {
    if (typeof EventSource !== "function") return;
    const update = (change: (items: TChatMessage[]) => TChatMessage[]) =>
      queryClient.setQueryData<RoomData>(key, (old) => (old ? { ...old, items: change(old.items) } : old));
    const source = new EventSource(chatStreamPath(eventId));
    source.addEventListener(CHAT_STREAM_EVENTS.ready, () => {
      setMode("live");
      void queryClient.invalidateQueries({ queryKey: key });
    });
    source.addEventListener(CHAT_STREAM_EVENTS.message, (event) => {
      const message = parse(ZChatMessage, (event as MessageEvent<unknown>).data);
      if (!message) return;
      update((items) => merge(items, [message]));
      incoming.current([message]);
    });
    source.addEventListener(CHAT_STREAM_EVENTS.hidden, (event) => {
      const hidden = parse(ZChatHidden, (event as MessageEvent<unknown>).data);
      if (hidden) update((items) => items.filter((m) => m.id !== hidden.id));
    });
    // A refused stream (plan, membership) is closed for good; a dropped one reconnects by itself.
    source.addEventListener("error", () =>
      setMode(source.readyState === EventSource.CLOSED ? "polling" : "connecting"),
    );
    return () => source.close();
  }, [eventId, key, queryClient]);

  const loadEarlier = async () => {
    const first = room.data?.items[0];
    if (!first || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const page = await fetchChatPage(eventId, first.id);
      queryClient.setQueryData<RoomData>(key, (old) =>
        old ? { ...old, items: merge(old.items, page.items), hasEarlier: page.hasEarlier, earlierLoaded: true } : old,
      );
    } finally {
      setLoadingEarlier(false);
    }
  };

  const send = async (body: string) => {
    const sent = await sendChatMessage(eventId, { body });
    queryClient.setQueryData<RoomData>(key, (old) => (old ? { ...old, items: merge(old.items, [sent]) } : old));
  };

  const hide = async (id: string) => {
    await hideChatMessage(id);
    queryClient.setQueryData<RoomData>(key, (old) =>
      old ? { ...old, items: old.items.filter((m) => m.id !== id) } : old,
    );
  };

  return { room, loadingEarlier, mode, loadEarlier, send, hide };
}
