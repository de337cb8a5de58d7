/**
 * The account settings page's server calls: profile, avatar, preferred event type and sessions. Every change
 * refreshes the whole ["account"] cache so the header, dashboard and this page show the same data.
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { TProfileInput, TSessionInfo, TUserDataBatch, TUserProfile } from "#shared/account/schemas.ts";
import type { TEventType } from "#shared/event-types.ts";
import { accountKeys } from "#client/lib/account.ts";
import { api } from "#client/lib/api.ts";

const settingsKeys = {
  preferredEventType: () => [...accountKeys.all, "preferred-event-type"] as const,
  eventTypes: () => ["event-types"] as const,
};

interface PreferredEventType {
  eventTypeId: string;
  explicit: boolean;
}

interface SavedPreferredEventType {
  eventTypeId: string;
  name: string;
  explicit: true;
}

/** Puts the server's new profile into the cached user data at once, then refreshes everything account-wide. */
export function applyProfile(queryClient: QueryClient, profile: TUserProfile): void {
  queryClient.setQueryData<TUserDataBatch>(accountKeys.me(), (me) => (me ? { ...me, user: profile } : me));
  void queryClient.invalidateQueries({ queryKey: accountKeys.all });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TProfileInput) => api<TUserProfile>("/api/account/profile", { method: "PATCH", body: input }),
    onSuccess: (profile) => applyProfile(queryClient, profile),
  });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<TUserProfile>("/api/account/avatar", { method: "DELETE" }),
    onSuccess: (profile) => applyProfile(queryClient, profile),
  });
}

/** The built-in types rarely change: keep them an hour. */
export function useEventTypes() {
  return useQuery({
    queryKey: settingsKeys.eventTypes(),
    queryFn: ({ signal }) => api<TEventType[]>("/api/event-types", { signal }),
    staleTime: 60 * 60 * 1000,
  });
}

export function usePreferredEventType() {
  return useQuery({
    queryKey: settingsKeys.preferredEventType(),
    queryFn: ({ signal }) => api<PreferredEventType>("/api/account/preferred-event-type", { signal }),
  });
}

export function useSavePreferredEventType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventTypeId: string) =>
      api<SavedPreferredEventType>("/api/account/preferred-event-type", { method: "PUT", body: { eventTypeId } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<PreferredEventType>(settingsKeys.preferredEventType(), {
        eventTypeId: saved.eventTypeId,
        explicit: true,
      });
      void queryClient.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

export function useSessions() {
  return useQuery({
    queryKey: accountKeys.sessions(),
    queryFn: ({ signal }) => api<TSessionInfo[]>("/api/account/sessions", { signal }),
    staleTime: 60 * 1000,
  });
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      api<{ revoked: true }>(`/api/account/sessions/${encodeURIComponent(sessionId)}`, { method: "DELETE" }),
    onSuccess: (_result, sessionId) => {
      queryClient.setQueryData<TSessionInfo[]>(accountKeys.sessions(), (sessions) =>
        sessions?.filter((s) => s.id !== sessionId),
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ revoked: number }>("/api/account/sessions/revoke-others", { method: "POST", body: {} }),
    onSuccess: () => {
      queryClient.setQueryData<TSessionInfo[]>(accountKeys.sessions(), (sessions) =>
        sessions?.filter((s) => s.current),
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}
