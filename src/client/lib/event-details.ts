/**
 * One event's details, read by every page that shows or edits it (events, activities, checklists, RSVPs,
 * calendar, analytics) under one key: they share one cache entry, and an edit anywhere shows everywhere.
 */
import { useQuery } from "@tanstack/react-query";
import { eventsContract } from "#shared/events/contract.ts";
import { call, keyOf } from "./api.ts";

export const eventDetailsKey = (eventId: string) => keyOf(eventsContract.get, { params: { eventId } });

/** Idle while `eventId` is empty (no event chosen yet). */
export function useEventDetails(eventId: string) {
  return useQuery({
    queryKey: eventDetailsKey(eventId),
    queryFn: ({ signal }) => call(eventsContract.get, { params: { eventId } }, { signal }),
    enabled: eventId !== "",
  });
}
