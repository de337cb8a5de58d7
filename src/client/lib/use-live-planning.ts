/**
 * Keeps an event's planning views (board, task list, task details, journey, timeline) in step with changes
 * made elsewhere: another tab, another device, a co-organiser. The server's change stream says when; the
 * views read again through their usual queries.
 */
import { useQueryClient } from "@tanstack/react-query";
import { useRef } from "react";
import { planningContract } from "#shared/planning/contract.ts";
import { tasksContract } from "#shared/tasks/contract.ts";
import { contractKey, hrefOf } from "./api.ts";
import { useEventStream } from "./use-event-stream.ts";

/** Everything the tasks and planning features have cached. */
const PLANNING_QUERY_ROOTS = [contractKey(tasksContract), contractKey(planningContract)];

export function useLivePlanning(eventId: string): void {
  const queryClient = useQueryClient();
  const connectedTo = useRef<string | null>(null);
  // No event chosen yet: nothing to follow (and no address to make).
  const path = eventId === "" ? null : hrefOf(planningContract.live, { params: { eventId } });
  useEventStream(path, "changed", () => {
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
