/**
 * The bulk operations' calls: the selection's preview (what a delete loses), the operation, and the progress
 * of one queued as a job (read every second until it is done or failed). Lists come from the guest list's
 * and the events' own endpoints.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { bulkOperationsContract as bulk } from "#shared/bulk-operations/contract.ts";
import type { TBulkResult, TEventBulkInput, TGuestBulkInput } from "#shared/bulk-operations/schemas.ts";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { rsvpContract as rsvp } from "#shared/rsvp/contract.ts";
import type { TGuestListQuery } from "#shared/rsvp/schemas.ts";
import { call, contractKey, keyOf } from "#client/lib/api.ts";

export const PAGE_SIZE = 50;

export type GuestFilterQuery = Pick<TGuestListQuery, "q" | "filter">;

export function useGuestPage(eventId: string, filter: GuestFilterQuery, page: number) {
  const input = { params: { eventId }, query: { ...filter, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE } };
  return useQuery({
    queryKey: keyOf(rsvp.listGuests, input),
    queryFn: ({ signal }) => call(rsvp.listGuests, input, { signal }),
    placeholderData: keepPreviousData,
    enabled: eventId !== "",
  });
}

export function useEventPage(q: string, page: number) {
  const input = { query: { q, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE, sort: "start_asc" as const } };
  return useQuery({
    queryKey: keyOf(eventsApi.list, input),
    queryFn: ({ signal }) => call(eventsApi.list, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** After an operation every list and figure it may have changed is read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: contractKey(rsvp) }),
      client.invalidateQueries({ queryKey: contractKey(eventsApi) }),
    ]);
}

export function useGuestOperation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TGuestBulkInput): Promise<TBulkResult> => call(bulk.guests, { body }),
    onSuccess: () => void refresh(),
  });
}

export function useEventOperation() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TEventBulkInput): Promise<TBulkResult> => call(bulk.events, { body }),
    onSuccess: () => void refresh(),
  });
}

export const previewGuests = (body: Omit<TGuestBulkInput, "operation">) => call(bulk.previewGuests, { body });
export const previewEvents = (eventIds: string[]) => call(bulk.previewEvents, { body: { eventIds } });

/** A queued operation's progress, read every second until it ends; the lists are read again then. */
export function useBulkJob(jobId: string | null) {
  const refresh = useRefresh();
  return useQuery({
    queryKey: keyOf(bulk.job, { params: { jobId: jobId ?? "" } }),
    queryFn: async ({ signal }) => {
      const job = await call(bulk.job, { params: { jobId: jobId! } }, { signal });
      if (job.state === "done" || job.state === "failed") void refresh();
      return job;
    },
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === "done" || state === "failed" ? false : 1000;
    },
  });
}

export { bulk };
