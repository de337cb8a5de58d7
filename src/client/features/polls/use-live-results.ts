/**
 * A poll's results, kept live: the server pushes fresh numbers over server-sent events (event `results`),
 * each written into the results query's cache entry. Where the stream is not available or fails, the
 * results are read again every few seconds instead.
 */
import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useEventStream } from "#client/lib/use-event-stream.ts";
import { ZPollResults } from "#shared/polls/schemas.ts";
import { resultsKey, resultsStreamPath, usePollResults } from "./api.ts";

const POLL_MS = 10_000;

export function useLiveResults(pollId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const mode = useEventStream(enabled ? resultsStreamPath(pollId) : null, "results", (data) => {
    try {
      const parsed = ZPollResults.safeParse(JSON.parse(data));
      if (parsed.success) queryClient.setQueryData(resultsKey(pollId), parsed.data);
    } catch {
      // A garbled message: the next one, or the polling fallback, brings the numbers.
    }
  });
  const live = mode === "live";

  const results = usePollResults(pollId, enabled);
  const { refetch } = results;
  // Without a stream, read again now and then.
  useEffect(() => {
    if (!enabled || live) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, live, refetch]);
  return { results, live };
}
