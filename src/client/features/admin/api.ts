/**
 * The admin pages' server calls. Every key starts with "admin" so one
 * invalidation after a change refreshes the lists, the user panel's sessions and its audit log together.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type {
  TAdminSubscriptionChange,
  TAdminUserRow,
  TSessionInfo,
  TSubscriptionStatus,
} from "#shared/account/schemas.ts";
import type { TAdminActivity, TAdminEvent, TAdminInvitation, TAdminVenue } from "#shared/admin/schemas.ts";
import type { TContactMessage } from "#shared/contact/schemas.ts";
import type { TSecurityStatus, ZCspReportRow } from "#shared/security/schemas.ts";
import { accountKeys } from "#client/lib/account.ts";
import { api } from "#client/lib/api.ts";

export type TCspReport = z.infer<typeof ZCspReportRow>;
export type AdminRole = "user" | "admin" | "super_admin";

export interface AuditEntry {
  id: string;
  actorUserId: string | null;
  targetUserId: string | null;
  action: string;
  before: unknown;
  after: unknown;
  createdAt: string;
}

interface UserListQuery {
  q: string;
  limit: number;
  offset: number;
}

export const adminKeys = {
  all: ["admin"] as const,
  users: (query: UserListQuery) => [...adminKeys.all, "users", query] as const,
  userSessions: (userId: string) => [...adminKeys.all, "user-sessions", userId] as const,
  auditLog: (userId: string) => [...adminKeys.all, "audit-log", userId] as const,
  allSessions: () => [...adminKeys.all, "sessions"] as const,
  contactMessages: () => [...adminKeys.all, "contact-messages"] as const,
  cspReports: () => [...adminKeys.all, "csp-reports"] as const,
  securityStatus: () => [...adminKeys.all, "security-status"] as const,
};

/** Admin data changes under the admin's feet (sign-ups, sessions), so it is kept fresh for a short while. */
const ADMIN_STALE_TIME_MS = 30 * 1000;

export function useAdminUsers(query: UserListQuery) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
      if (query.q) params.set("q", query.q);
      return api<{ users: TAdminUserRow[]; total: number }>(`/api/admin/users?${params.toString()}`, { signal });
    },
    staleTime: ADMIN_STALE_TIME_MS,
    // Paging and typing keep the previous page on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

function sessionManagement<T>(body: Record<string, string>, signal?: AbortSignal): Promise<T> {
  return api<T>("/api/functions/admin-session-management", { method: "POST", body, signal });
}

export function useUserSessions(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.userSessions(userId),
    queryFn: ({ signal }) =>
      sessionManagement<{ success: true; userId: string; activeSessions: number; sessions: TSessionInfo[] }>(
        { action: "get_user_session_info", user_id: userId },
        signal,
      ),
    staleTime: ADMIN_STALE_TIME_MS,
    enabled,
  });
}

export function useAllSessions(enabled = true) {
  return useQuery({
    queryKey: adminKeys.allSessions(),
    queryFn: ({ signal }) =>
      sessionManagement<{ success: true; sessions: TSessionInfo[] }>({ action: "get_sessions" }, signal),
    staleTime: ADMIN_STALE_TIME_MS,
    enabled,
  });
}

export function useAuditLog(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.auditLog(userId),
    queryFn: ({ signal }) => api<AuditEntry[]>(`/api/admin/users/${encodeURIComponent(userId)}/audit-log`, { signal }),
    staleTime: ADMIN_STALE_TIME_MS,
    enabled,
  });
}

export function useContactMessages(enabled = true) {
  return useQuery({
    queryKey: adminKeys.contactMessages(),
    queryFn: ({ signal }) => api<TContactMessage[]>("/api/admin/contact-messages", { signal }),
    staleTime: ADMIN_STALE_TIME_MS,
    enabled,
  });
}

export function useCspReports(enabled = true) {
  return useQuery({
    queryKey: adminKeys.cspReports(),
    queryFn: ({ signal }) => api<TCspReport[]>("/api/admin/csp-reports", { signal }),
    staleTime: ADMIN_STALE_TIME_MS,
    enabled,
  });
}

export function useSecurityStatus(enabled = true) {
  return useQuery({
    queryKey: adminKeys.securityStatus(),
    queryFn: ({ signal }) =>
      api<TSecurityStatus>("/api/rpc/check_security_violations_realtime", { method: "POST", body: {}, signal }),
    staleTime: ADMIN_STALE_TIME_MS,
    enabled,
  });
}

/**
 * After any change: the admin lists refresh, and when admins change their own account their own
 * plan, roles and access (GET /api/account/me) refresh too.
 */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (userId: string, myUserId: string | undefined) => {
    void queryClient.invalidateQueries({ queryKey: adminKeys.all });
    if (userId === myUserId) void queryClient.invalidateQueries({ queryKey: accountKeys.all });
  };
}

export function useChangeSubscription(myUserId: string | undefined) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: TAdminSubscriptionChange }) =>
      api<TSubscriptionStatus>(`/api/admin/users/${encodeURIComponent(userId)}/subscription`, {
        method: "PATCH",
        body: change,
      }),
    onSuccess: (_result, { userId }) => afterChange(userId, myUserId),
  });
}

export function useChangeRole(myUserId: string | undefined) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AdminRole }) =>
      api<{ id: string; role: string }>(`/api/admin/users/${encodeURIComponent(userId)}/role`, {
        method: "PUT",
        body: { role },
      }),
    onSuccess: (_result, { userId }) => afterChange(userId, myUserId),
  });
}

export function useForceLogout(myUserId: string | undefined) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: (userId: string) =>
      sessionManagement<{ success: true; revokedSessions: number }>({ action: "force_logout", user_id: userId }),
    onSuccess: (_result, userId) => afterChange(userId, myUserId),
  });
}

export type AdminRecordKind = "events" | "venues" | "activities" | "invitations";
export interface AdminRecordRows {
  events: TAdminEvent;
  venues: TAdminVenue;
  activities: TAdminActivity;
  invitations: TAdminInvitation;
}

export function useAdminRecords<K extends AdminRecordKind>(kind: K, query: UserListQuery) {
  return useQuery({
    queryKey: [...adminKeys.all, "records", kind, query] as const,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({ limit: String(query.limit), offset: String(query.offset) });
      if (query.q) params.set("q", query.q);
      return api<{ records: Array<AdminRecordRows[K]>; total: number }>(`/api/admin/${kind}?${params.toString()}`, {
        signal,
      });
    },
    staleTime: ADMIN_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

export function useDeleteAdminRecord(kind: AdminRecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ deleted: true }>(`/api/admin/${kind}/${encodeURIComponent(id)}`, { method: "DELETE" }),
    // Deleting an event takes its activities with it, and every deletion lands in an owner's history.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
