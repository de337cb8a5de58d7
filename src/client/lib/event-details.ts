/**
 * One event's details, read by every page that shows or edits it (events, activities, checklists, RSVPs,
 * calendar, analytics) under one key: they share one cache entry, and an edit anywhere shows everywhere.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { eventsContract } from "#shared/events/contract.ts";
import { call, keyOf } from "./api.ts";

export const eventDetailsKey = (eventId: string) => keyOf(eventsContract.get, { params: { eventId } });

/** The query of one event, for the hook and for the router, which starts it with the event page's code. */
export const eventDetailsQuery = (eventId: string) =>
  queryOptions({
    queryKey: eventDetailsKey(eventId),
    queryFn: ({ signal }) => call(eventsContract.get, { params: { eventId } }, { signal }),
  });

/** Idle while `eventId` is empty (no event chosen yet). */
export function useEventDetails(eventId: string) {
  return useQuery({ ...eventDetailsQuery(eventId), enabled: eventId !== "" });
}

/**
 * Publishes an event from another feature's page (a draft asked to send invitations or open the shop,
 * ADR 025). Its status shows on many pages, so every cached answer is marked stale, as the events
 * feature's own status change does.
 */
export function usePublishEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: string) =>
      call(eventsContract.setStatus, { params: { eventId }, body: { status: "published" } }),
    onSuccess: (event) => {
      queryClient.setQueryData(eventDetailsKey(event.id), event);
      void queryClient.invalidateQueries();
    },
  });
}
