/**
 * The events feature's server calls. Every key starts with the events contract's name, so one invalidation
 * after a change refreshes the list, the details page and the dashboard's upcoming events together.
 */
import { eventDetailsKey } from "#client/lib/event-details.ts";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { accountContract } from "#shared/account/contract.ts";
import { eventTypesContract } from "#shared/event-types/contract.ts";
import { eventsContract as events } from "#shared/events/contract.ts";
import type { TEvent, TEventInput, TEventListQuery, TEventStatus } from "#shared/events/schemas.ts";
import { call, keyOf } from "#client/lib/api.ts";

export const EVENTS_PAGE_SIZE = 20;

export type EventSort = "start_asc" | "start_desc" | "name_asc" | "created_desc";

export interface EventListParams {
  q: string;
  status: TEventStatus | "";
  eventTypeId: string;
  sort: EventSort;
  page: number;
}

function listQuery(params: EventListParams): TEventListQuery {
  return {
    q: params.q.trim() || undefined,
    status: params.status || undefined,
    eventTypeId: params.eventTypeId || undefined,
    sort: params.sort,
    limit: EVENTS_PAGE_SIZE,
    offset: (params.page - 1) * EVENTS_PAGE_SIZE,
  };
}

export function useEventList(params: EventListParams) {
  const query = listQuery(params);
  return useQuery({
    queryKey: keyOf(events.list, { query }),
    queryFn: ({ signal }) => call(events.list, { query }, { signal }),
    // Keeps the current page on screen while the next one loads, so paging does not flash skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useEventTypes() {
  return useQuery({
    queryKey: keyOf(eventTypesContract.list),
    queryFn: ({ signal }) => call(eventTypesContract.list, {}, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}

/** Shared with the other pages that ask for a zone (quick-start templates). */
export { useTimeZoneNames } from "#client/lib/time-zones.ts";

export function usePreferredEventType() {
  return useQuery({
    queryKey: keyOf(accountContract.preferredEventType),
    queryFn: ({ signal }) => call(accountContract.preferredEventType, {}, { signal }),
  });
}

/**
 * An event's name, dates, venue or existence shows up in other features' data too (the booking calendar,
 * activities, checklists, information pages), so every cached answer is marked stale; only what is on
 * screen is asked for again.
 */
function invalidateAfterEventChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries();
}

function useEventMutation<TVars>(mutationFn: (vars: TVars) => Promise<TEvent>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (event) => {
      queryClient.setQueryData(eventDetailsKey(event.id), event);
      invalidateAfterEventChange(queryClient);
    },
  });
}

export function useCreateEvent() {
  return useEventMutation((input: TEventInput) => call(events.create, { body: input }));
}

export function useUpdateEvent(id: string) {
  return useEventMutation((input: TEventInput) => call(events.update, { params: { eventId: id }, body: input }));
}

export function useChangeEventStatus() {
  return useEventMutation(({ id, status }: { id: string; status: TEventStatus }) =>
    call(events.setStatus, { params: { eventId: id }, body: { status } }),
  );
}

export function useDuplicateEvent() {
  return useEventMutation((id: string) => call(events.duplicate, { params: { eventId: id } }));
}

export function useRemoveCover(id: string) {
  return useEventMutation(() => call(events.removeCover, { params: { eventId: id } }));
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(events.remove, { params: { eventId: id } }),
    onSuccess: (_result, id) => {
      // Drop the details first so a details page still mounted does not refetch a 404 it would then show.
      queryClient.removeQueries({ queryKey: eventDetailsKey(id) });
      invalidateAfterEventChange(queryClient);
    },
  });
}
