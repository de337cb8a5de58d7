/**
 * The activities feature's server calls. Keys start with "activities"; a change also refreshes the
 * booking calendar ("bookings"), since an activity at a venue holds it.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  TActivity,
  TActivityInput,
  TActivityList,
  TActivitySchedule,
  TActivitySort,
} from "#shared/activities/schemas.ts";
import { api } from "#client/lib/api.ts";

export const ACTIVITIES_PAGE_SIZE = 20;

export interface ActivityListParams {
  q: string;
  eventId: string;
  sort: TActivitySort;
  page: number;
}

const activityKeys = {
  all: ["activities"] as const,
  list: (params: ActivityListParams) => [...activityKeys.all, "list", params] as const,
  detail: (id: string) => [...activityKeys.all, "detail", id] as const,
  schedule: (eventId: string) => [...activityKeys.all, "schedule", eventId] as const,
};

const activityPath = (id: string) => `/api/activities/${encodeURIComponent(id)}`;

function listPath(params: ActivityListParams): string {
  const search = new URLSearchParams();
  if (params.q.trim()) search.set("q", params.q.trim());
  if (params.eventId) search.set("eventId", params.eventId);
  search.set("sort", params.sort);
  search.set("limit", String(ACTIVITIES_PAGE_SIZE));
  search.set("offset", String((params.page - 1) * ACTIVITIES_PAGE_SIZE));
  return `/api/activities?${search.toString()}`;
}

export function useActivityList(params: ActivityListParams) {
  return useQuery({
    queryKey: activityKeys.list(params),
    queryFn: ({ signal }) => api<TActivityList>(listPath(params), { signal }),
    // Keeps the current page on screen while the next one loads, so paging does not flash skeletons.
    placeholderData: keepPreviousData,
  });
}

export function useActivity(id: string) {
  return useQuery({
    queryKey: activityKeys.detail(id),
    queryFn: ({ signal }) => api<TActivity>(activityPath(id), { signal }),
    enabled: id !== "",
  });
}

/** The whole programme of one event, ordered by start. */
export function useEventSchedule(eventId: string) {
  return useQuery({
    queryKey: activityKeys.schedule(eventId),
    queryFn: ({ signal }) =>
      api<TActivitySchedule>(`/api/events/${encodeURIComponent(eventId)}/activities`, { signal }),
    select: (data) => data.activities,
    enabled: eventId !== "",
  });
}

function useActivityMutation<TVars>(mutationFn: (vars: TVars) => Promise<TActivity>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (activity) => {
      queryClient.setQueryData(activityKeys.detail(activity.id), activity);
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
    },
  });
}

export function useCreateActivity() {
  return useActivityMutation((input: TActivityInput) =>
    api<TActivity>("/api/activities", { method: "POST", body: input }),
  );
}

export function useUpdateActivity(id: string) {
  return useActivityMutation((input: TActivityInput) =>
    api<TActivity>(activityPath(id), { method: "PUT", body: input }),
  );
}

export function useDeleteActivity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<{ deleted: true }>(activityPath(id), { method: "DELETE" }),
    onSuccess: (_result, id) => {
      // Drop the details first so a details page still mounted does not refetch a 404 it would then show.
      queryClient.removeQueries({ queryKey: activityKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: activityKeys.all });
      void queryClient.invalidateQueries({ queryKey: ["bookings"] });
    },
  });
}
