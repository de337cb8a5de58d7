/**
 * An event's ticket statistics, kept live: the server pushes fresh numbers over server-sent events (event
 * `stats`), each written into the statistics query's cache entry, so every view of it updates at once.
 * Where the stream is not available or fails, the numbers are read again every few seconds instead.
 * Numbers that moved on their own (a sale in the shop, a scan at the door) mean the lists are stale too.
 */
import { useEffect, useRef } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useEventStream } from "#client/lib/use-event-stream.ts";
import { ZTicketStats, type TTicketStats } from "#shared/tickets/schemas.ts";
import { liveStatsPath, ticketKeys, useTicketStats } from "./api.ts";

export type LiveMode = "connecting" | "live" | "polling";

function readStats(data: string): TTicketStats | null {
  try {
    const parsed = ZTicketStats.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What a change elsewhere moves: when these stay the same, the lists on screen are still right. */
const signature = (stats: TTicketStats) => [stats.sold, stats.pending, stats.checkedIn, stats.capacity].join("/");

export function useLiveTicketStats(eventId: string) {
  const queryClient = useQueryClient();
  const stream = useEventStream(liveStatsPath(eventId), "stats", (data) => {
    const stats = readStats(data);
    if (stats) queryClient.setQueryData(ticketKeys.stats(eventId), stats);
  });
  const mode: LiveMode = stream === "closed" ? "polling" : stream;

  const stats = useTicketStats(eventId, { poll: mode === "polling" });
  const seen = useRef<string | undefined>(undefined);
  const current = stats.data ? signature(stats.data) : undefined;

  useEffect(() => {
    if (current === undefined || current === seen.current) return;
    const first = seen.current === undefined;
    seen.current = current;
    // A change of our own already refreshes everything (the mutation is still settling while it does).
    if (first || queryClient.isMutating() > 0) return;
    for (const queryKey of ticketKeys.eventLists(eventId)) void queryClient.invalidateQueries({ queryKey });
    void queryClient.invalidateQueries({ queryKey: ticketKeys.overview() });
  }, [current, eventId, queryClient]);

  return { stats, mode };
}

export type LiveTicketStats = ReturnType<typeof useLiveTicketStats>;
