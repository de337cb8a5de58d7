/**
 * The announcements feature's server calls. Every write refreshes everything the feature serves, so a post,
 * an edit or a read refreshes the list and the unread count together.
 */
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { announcementsContract as announcements } from "#shared/announcements/contract.ts";
import type { TAnnouncementInput, TAnnouncementPatch } from "#shared/announcements/schemas.ts";
import { call, contractKey, keyOf } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

export const ANNOUNCEMENTS_PAGE_SIZE = 20;

export function useAnnouncements(eventId: string, page: number) {
  const input = { params: { eventId }, query: { page, pageSize: ANNOUNCEMENTS_PAGE_SIZE } };
  return useQuery({
    queryKey: keyOf(announcements.list, input),
    queryFn: ({ signal }) => call(announcements.list, input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Writes refresh every announcement read (the unread count elsewhere in the app included). */
const refreshed = [contractKey(announcements)];

export function usePostAnnouncement(eventId: string) {
  return useRefreshingMutation(refreshed, (input: TAnnouncementInput) =>
    call(announcements.create, { params: { eventId }, body: input }),
  );
}

export function useUpdateAnnouncement() {
  return useRefreshingMutation(refreshed, ({ id, patch }: { id: string; patch: TAnnouncementPatch }) =>
    call(announcements.update, { params: { id }, body: patch }),
  );
}

export function useDeleteAnnouncement() {
  return useRefreshingMutation(refreshed, (id: string) => call(announcements.remove, { params: { id } }));
}

export function useMarkRead() {
  return useRefreshingMutation(refreshed, (id: string) => call(announcements.markRead, { params: { id } }));
}

export function useUnsubscribeView(token: string) {
  return useQuery({
    queryKey: keyOf(announcements.unsubscribeView, { params: { token } }),
    queryFn: ({ signal }) => call(announcements.unsubscribeView, { params: { token } }, { signal }),
    retry: false,
  });
}

export function useUnsubscribe(token: string) {
  return useRefreshingMutation([keyOf(announcements.unsubscribeView, { params: { token } })], () =>
    call(announcements.unsubscribe, { params: { token } }),
  );
}
