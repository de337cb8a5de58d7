/** The dashboard's own server calls: the user's active sessions and signing them out. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TSessionInfo } from "#shared/account/schemas.ts";
import { accountKeys } from "#client/lib/account.ts";
import { api } from "#client/lib/api.ts";

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
    mutationFn: () =>
      api<{ revoked: number }>("/api/account/sessions/revoke-others", { method: "POST", body: {} }),
    onSuccess: () => {
      queryClient.setQueryData<TSessionInfo[]>(accountKeys.sessions(), (sessions) =>
        sessions?.filter((s) => s.current),
      );
      void queryClient.invalidateQueries({ queryKey: accountKeys.sessions() });
    },
  });
}
