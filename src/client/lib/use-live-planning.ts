/**
 * Keeps an event's planning views (board, task list, task details, journey, timeline) in step with changes
 * made elsewhere: another tab, another device, a co-organiser. The server's change stream says when; the
 * views read again through their usual queries.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { useEventStream } from "./use-event-stream.ts";

/** The query key roots of the tasks and planning features. */
const PLANNING_QUERY_ROOTS = [["tasks"], ["planning"]] as const;

export function useLivePlanning(eventId: string): void {
  const queryClient = useQueryClient();
  const connectedTo = useRef<string | null>(null);
  useEventStream(`/api/events/${encodeURIComponent(eventId)}/planning/live`, "changed", () => {
    // The first message only says the stream is open; what is on screen was just read.
    if (connectedTo.current !== eventId) {
      connectedTo.current = eventId;
      return;
    }
    // A change of our own refreshes what it touched once it settles; reading in the middle of it would
    // briefly undo an optimistic move.
    if (queryClient.isMutating() > 0) return;
    for (const queryKey of PLANNING_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey });
  });
}
