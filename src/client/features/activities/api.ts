/**
 * The activities feature's server calls. Keys start with the activities contract's name; a change also
 * refreshes the booking calendar (the events contract's `bookings`), since an activity at a venue holds it.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { activitiesContract as activities } from "#shared/activities/contract.ts";
import type { TActivity, TActivityInput, TActivityListQuery, TActivitySort } from "#shared/activities/schemas.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { call, contractKey, keyOf } from "#client/lib/api.ts";

export const ACTIVITIES_PAGE_SIZE = 20;

export interface ActivityListParams {
  q: string;
  eventId: string;
  sort: TActivitySort;
  page: number;
}

const detailKey = (activityId: string) => keyOf(activities.get, { params: { activityId } });

function listQuery(params: ActivityListParams): TActivityListQuery {
  return {
    q: params.q.trim() || undefined,
    eventId: params.eventId || undefined,
    sort: params.sort,
    limit: ACTIVITIES_PAGE_SIZE,
    offset: (params.page - 1) * ACTIVITIES_PAGE_SIZE,
  };
}

export function useActivityList(params: ActivityListParams) {
  const query = listQuery(params);
  return useQuery({
    queryKey: keyOf(activities.list, { query }),
    queryFn: ({ signal }) => call(activities.list, { query }, { signal }),
    // Keeps the current page on screen while the next one loads, so paging does not flash skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useActivity(id: string) {
  return useQuery({
    queryKey: detailKey(id),
    queryFn: ({ signal }) => call(activities.get, { params: { activityId: id } }, { signal }),
    enabled: id !== "",
  });
}

/** The whole programme of one event, ordered by start. */
export function useEventSchedule(eventId: string) {
  return useQuery({
    queryKey: keyOf(activities.schedule, { params: { eventId } }),
    queryFn: ({ signal }) => call(activities.schedule, { params: { eventId } }, { signal }),
    select: (data) => data.activities,
    enabled: eventId !== "",
  });
}

function invalidateAfterActivityChange(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: contractKey(activities) });
  void queryClient.invalidateQueries({ queryKey: keyOf(eventsContract.bookings) });
}

function useActivityMutation<TVars>(mutationFn: (vars: TVars) => Promise<TActivity>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (activity) => {
      queryClient.setQueryData(detailKey(activity.id), activity);
      invalidateAfterActivityChange(queryClient);
    },
  });
}

export function useCreateActivity() {
  return useActivityMutation((input: TActivityInput) => call(activities.create, { body: input }));
}

export function useUpdateActivity(id: string) {
  return useActivityMutation((input: TActivityInput) =>
    call(activities.update, { params: { activityId: id }, body: input }),
  );
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(activities.remove, { params: { activityId: id } }),
    onSuccess: (_result, id) => {
      // Drop the details first so a details page still mounted does not refetch a 404 it would then show.
      queryClient.removeQueries({ queryKey: detailKey(id) });
      invalidateAfterActivityChange(queryClient);
    },
  });
}
