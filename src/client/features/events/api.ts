/**
 * The events feature's server calls. Every key starts with "events" so one invalidation after a change
 * refreshes the list, the details page and the dashboard's upcoming events together.
 */
import { eventDetailsKey } from "#client/lib/event-details.ts";
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { TEventType } from "#shared/event-types.ts";
import type { TEvent, TEventInput, TEventList, TEventStatus } from "#shared/events/schemas.ts";
import { api } from "#client/lib/api.ts";

export const EVENTS_PAGE_SIZE = 20;

export type EventSort = "start_asc" | "start_desc" | "name_asc" | "created_desc";

export interface EventListParams {
  q: string;
  status: TEventStatus | "";
  eventTypeId: string;
  sort: EventSort;
  page: number;
}

export const eventKeys = {
  all: ["events"] as const,
  list: (params: EventListParams) => [...eventKeys.all, "list", params] as const,
  detail: eventDetailsKey,
  types: () => ["event-types"] as const,
  preferredType: () => ["account", "preferred-event-type"] as const,
};

function listPath(params: EventListParams): string {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set("q", params.q.trim());
  if (params.status) search.set("status", params.status);
  if (params.eventTypeId) search.set("eventTypeId", params.eventTypeId);
  search.set("sort", params.sort);
  search.set("limit", String(EVENTS_PAGE_SIZE));
  search.set("offset", String((params.page - 1) * EVENTS_PAGE_SIZE));
  return `/api/events?${search.toString()}`;
}

export function useEventList(params: EventListParams) {
  return useQuery({
    queryKey: eventKeys.list(params),
    queryFn: ({ signal }) => api<TEventList>(listPath(params), { signal }),
    // Keeps the current page on screen while the next one loads, so paging does not flash skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useEventTypes() {
  return useQuery({
    queryKey: eventKeys.types(),
    queryFn: ({ signal }) => api<TEventType[]>("/api/event-types", { signal }),
    staleTime: 60 * 60 * 1000,
  });
}

/** Shared with the other pages that ask for a zone (quick-start templates). */
export { useTimeZoneNames } from "#client/lib/time-zones.ts";

export function usePreferredEventType() {
  return useQuery({
    queryKey: eventKeys.preferredType(),
    queryFn: ({ signal }) =>
      api<{ eventTypeId: string; explicit: boolean }>("/api/account/preferred-event-type", { signal }),
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
      queryClient.setQueryData(eventKeys.detail(event.id), event);
      invalidateAfterEventChange(queryClient);
    },
  });
}

export function useCreateEvent() {
  return useEventMutation((input: TEventInput) => api<TEvent>("/api/events", { method: "POST", body: input }));
}

export function useUpdateEvent(id: string) {
  return useEventMutation((input: TEventInput) =>
    api<TEvent>(`/api/events/${encodeURIComponent(id)}`, { method: "PUT", body: input }),
  );
}

export function useChangeEventStatus() {
  return useEventMutation(({ id, status }: { id: string; status: TEventStatus }) =>
    api<TEvent>(`/api/events/${encodeURIComponent(id)}/status`, { method: "PATCH", body: { status } }),
  );
}

export function useDuplicateEvent() {
  return useEventMutation((id: string) =>
    api<TEvent>(`/api/events/${encodeURIComponent(id)}/duplicate`, { method: "POST", body: {} }),
  );
}

export function useRemoveCover(id: string) {
  return useEventMutation(() => api<TEvent>(`/api/events/${encodeURIComponent(id)}/cover`, { method: "DELETE" }));
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ deleted: true }>(`/api/events/${encodeURIComponent(id)}`, { method: "DELETE" }),
    onSuccess: (_result, id) => {
      // Drop the details first so a details page still mounted does not refetch a 404 it would then show.
      queryClient.removeQueries({ queryKey: eventKeys.detail(id) });
      invalidateAfterEventChange(queryClient);
    },
  });
}
