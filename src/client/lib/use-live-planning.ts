/**
 * Keeps an event's planning views (board, task list, task details, journey, timeline) in step with changes
 * made elsewhere: another tab, another device, a co-organiser. The server's change stream says when; the
 * views read again through their usual queries.
 */
import { useRef } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import { checklistsContract } from "#shared/checklists/contract.ts";
import { planningContract } from "#shared/planning/contract.ts";
import { tasksContract } from "#shared/tasks/contract.ts";
import { contractKey, hrefOf } from "./api.ts";
import { useEventStream } from "./use-event-stream.ts";

/**
 * Everything the tasks, planning and checklists features have cached: one planning list seen three ways
 * (ADR 027), so a change in one is read again in the others.
 */
const PLANNING_QUERY_ROOTS = [
  contractKey(tasksContract),
  contractKey(planningContract),
  contractKey(checklistsContract),
];

/** Reads every planning view again (not awaited: the caller goes on while they load). */
export function refreshPlanning(queryClient: QueryClient): void {
  for (const queryKey of PLANNING_QUERY_ROOTS) void queryClient.invalidateQueries({ queryKey });
}

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
    refreshPlanning(queryClient);
  });
}
