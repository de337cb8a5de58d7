/**
 * The announcements feature's server calls. Everything about one event's posts sits under one key, so a
 * post, an edit or a read refreshes the list and the unread count together.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type {
  TAnnouncement,
  TAnnouncementInput,
  TAnnouncementList,
  TAnnouncementPatch,
  TUnsubscribeView,
} from "#shared/announcements/schemas.ts";
import { api } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

const enc = encodeURIComponent;

const announcementKeys = {
  all: ["announcements"] as const,
  event: (eventId: string) => ["announcements", "event", eventId] as const,
  page: (eventId: string, page: number) => ["announcements", "event", eventId, page] as const,
  unsubscribe: (token: string) => ["announcements", "unsubscribe", token] as const,
};

export function useAnnouncements(eventId: string, page: number) {
  return useQuery({
    queryKey: announcementKeys.page(eventId, page),
    queryFn: ({ signal }) =>
      api<TAnnouncementList>(
        `/api/events/${enc(eventId)}/announcements?page=${page}&pageSize=${ANNOUNCEMENTS_PAGE_SIZE}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

/** Writes refresh every announcement read (the unread count elsewhere in the app included). */
const refreshed = [announcementKeys.all];

export function usePostAnnouncement(eventId: string) {
  return useRefreshingMutation(refreshed, (input: TAnnouncementInput) =>
    api<TAnnouncement>(`/api/events/${enc(eventId)}/announcements`, { method: "POST", body: input }),
  );
}

export function useUpdateAnnouncement() {
  return useRefreshingMutation(refreshed, ({ id, patch }: { id: string; patch: TAnnouncementPatch }) =>
    api<TAnnouncement>(`/api/announcements/${enc(id)}`, { method: "PATCH", body: patch }),
  );
}

export function useDeleteAnnouncement() {
  return useRefreshingMutation(refreshed, (id: string) =>
    api<{ deleted: true }>(`/api/announcements/${enc(id)}`, { method: "DELETE" }),
  );
}

export function useMarkRead() {
  return useRefreshingMutation(refreshed, (id: string) =>
    api<{ read: true }>(`/api/announcements/${enc(id)}/read`, { method: "POST" }),
  );
}

export function useUnsubscribeView(token: string) {
  return useQuery({
    queryKey: announcementKeys.unsubscribe(token),
    queryFn: ({ signal }) => api<TUnsubscribeView>(`/api/public/unsubscribe/${enc(token)}`, { signal }),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  return useRefreshingMutation([announcementKeys.unsubscribe(token)], () =>
    api<TUnsubscribeView>(`/api/public/unsubscribe/${enc(token)}`, { method: "POST" }),
  );
}
