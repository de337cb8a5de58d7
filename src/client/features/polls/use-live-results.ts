/**
 * A poll's results, kept live: the server pushes fresh numbers over server-sent events (event `results`),
 * each written into the results query's cache entry. Where the stream is not available or fails, the
 * results are read again every few seconds instead.
 */
import { useEffect, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ZPollResults } from "#shared/polls/schemas.ts";
import { pollKeys, resultsStreamPath, usePollResults } from "./api.ts";

const POLL_MS = 10_000;

export function useLiveResults(eventId: string, pollId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);

  useEffect(() => {
    if (!enabled || typeof EventSource !== "function") return;
    const source = new EventSource(resultsStreamPath(pollId));
    source.addEventListener("results", (message) => {
      try {
        const parsed = ZPollResults.safeParse(JSON.parse(String((message as MessageEvent<unknown>).data)));
        if (!parsed.success) return;
        queryClient.setQueryData(pollKeys.results(eventId, pollId), parsed.data);
        setLive(true);
      } catch {
        // A garbled message: the next one, or the polling fallback, brings the numbers.
      }
    });
    // The browser would keep reconnecting on its own; polling is the steadier fallback.
    source.addEventListener("error", () => {
      source.close();
      setLive(false);
    });
    return () => {
      source.close();
      setLive(false);
    };
  }, [enabled, eventId, pollId, queryClient]);

  const results = usePollResults(eventId, pollId, enabled);
  const { refetch } = results;
  // Without a stream, read again now and then.
  useEffect(() => {
    if (!enabled || live) return;
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [enabled, live, refetch]);
  return { results, live };
}
