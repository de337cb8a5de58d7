/**
 * The account settings page's server calls: profile, avatar, preferred event type and sessions. Every change
 * refreshes everything the account contract serves so the header, dashboard and this page show the same data.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { TProfileInput, TSessionInfo, TMe, TUserProfile } from "#shared/account/schemas.ts";
import type { ResponseOf } from "#shared/contract.ts";
import { accountContract as account } from "#shared/account/contract.ts";
import { eventTypesContract as eventTypes } from "#shared/event-types/contract.ts";
import { call, contractKey, keyOf } from "#client/lib/api.ts";

type PreferredEventType = ResponseOf<typeof account.preferredEventType>;

/** Puts the server's new profile into the cached user data at once, then refreshes everything account-wide. */
export function applyProfile(queryClient: QueryClient, profile: TUserProfile): void {
  queryClient.setQueryData<TMe>(keyOf(account.me), (me) => (me ? { ...me, user: profile } : me));
  void queryClient.invalidateQueries({ queryKey: contractKey(account) });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TProfileInput) => call(account.updateProfile, { body: input }),
    onSuccess: (profile) => applyProfile(queryClient, profile),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(account.removeAvatar),
    onSuccess: (profile) => applyProfile(queryClient, profile),
  });
}

/** The built-in types rarely change: keep them an hour. */
export function useEventTypes() {
  return useQuery({
    queryKey: keyOf(eventTypes.list),
    queryFn: ({ signal }) => call(eventTypes.list, {}, { signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function usePreferredEventType() {
  return useQuery({
    queryKey: keyOf(account.preferredEventType),
    queryFn: ({ signal }) => call(account.preferredEventType, {}, { signal }),
  });
}

export function useSavePreferredEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventTypeId: string) => call(account.setPreferredEventType, { body: { eventTypeId } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<PreferredEventType>(keyOf(account.preferredEventType), {
        eventTypeId: saved.eventTypeId,
        explicit: true,
      });
      void queryClient.invalidateQueries({ queryKey: contractKey(account) });
    },
  });
}

export function useSessions() {
  return useQuery({
    queryKey: keyOf(account.sessions),
    queryFn: ({ signal }) => call(account.sessions, {}, { signal }),
    staleTime: 60 * 1000,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => call(account.revokeSession, { params: { sessionId } }),
    onSuccess: (_result, sessionId) => {
      queryClient.setQueryData<TSessionInfo[]>(keyOf(account.sessions), (sessions) =>
        sessions?.filter((s) => s.id !== sessionId),
      );
      void queryClient.invalidateQueries({ queryKey: keyOf(account.sessions) });
    },
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call(account.revokeOtherSessions),
    onSuccess: () => {
      queryClient.setQueryData<TSessionInfo[]>(keyOf(account.sessions), (sessions) =>
        sessions?.filter((s) => s.current),
      );
      void queryClient.invalidateQueries({ queryKey: keyOf(account.sessions) });
    },
  });
}
