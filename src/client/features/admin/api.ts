/**
 * The admin pages' server calls, through the admin contract (and the contact and security contracts for the
 * dashboard's messages, CSP reports and security status). After a change, one invalidation of everything
 * the admin pages show refreshes the lists, the user panel's sessions and its audit log together.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { TAdminSessionAction, TAdminSubscriptionChange } from "#shared/account/schemas.ts";
import { accountContract } from "#shared/account/contract.ts";
import { adminContract as admin } from "#shared/admin/contract.ts";
import type {
  TAdminActivity,
  TAdminAuditEntry,
  TAdminEvent,
  TAdminInvitation,
  TAdminVenue,
} from "#shared/admin/schemas.ts";
import { contactContract as contact } from "#shared/contact/contract.ts";
import { securityContract as security } from "#shared/security/contract.ts";
import type { ZCspReportRow } from "#shared/security/schemas.ts";
import { ApiError, call, contractKey, keyOf } from "#client/lib/api.ts";

export type TCspReport = z.infer<typeof ZCspReportRow>;
export type AdminRole = "user" | "admin" | "super_admin";
export type AuditEntry = TAdminAuditEntry;

interface UserListQuery {
  q: string;
  limit: number;
  offset: number;
}

/** Admin data changes under the admin's feet (sign-ups, sessions), so it is kept fresh for a short while. */
const ADMIN_STALE_TIME_MS = 30 * 1000;

/** Everything the admin pages show: the admin contract's answers and the admin reads of contact and security. */
const ADMIN_PAGE_KEYS = [
  contractKey(admin),
  keyOf(contact.messages),
  keyOf(security.cspReports),
  keyOf(security.realtimeCheck),
];

export function useAdminUsers(query: UserListQuery) {
  return useQuery({
    queryKey: keyOf(admin.listUsers, { query }),
    queryFn: ({ signal }) => call(admin.listUsers, { query }, { signal }),
    staleTime: ADMIN_STALE_TIME_MS,
    // Paging and typing keep the previous page on screen instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}

/**
 * admin-session-management is one POST for three reads and writes, told apart by the body's action, so its
 * reads are keyed by the body.
 */
const sessionsKey = (body: TAdminSessionAction) => [...keyOf(admin.manageSessions), body];
export const allSessionsKey = sessionsKey({ action: "get_sessions" });

/** The function answers each action with its own shape; another shape is the server's mistake. */
function unexpectedAnswer(): ApiError {
  return new ApiError(500, "INTERNAL", "Something went wrong. Please try again.");
}

export function useUserSessions(userId: string, enabled: boolean) {
  const body = { action: "get_user_session_info", user_id: userId } as const;
  return useQuery({
    queryKey: sessionsKey(body),
    queryFn: async ({ signal }) => {
      const answer = await call(admin.manageSessions, { body }, { signal });
      if (!("activeSessions" in answer)) throw unexpectedAnswer();
      return answer;
    },
    staleTime: ADMIN_STALE_TIME_MS,
    enabled,
  });
}

export function useAllSessions(enabled = true) {
  return useQuery({
    queryKey: allSessionsKey,
    queryFn: async ({ signal }) => {
      const answer = await call(admin.manageSessions, { body: { action: "get_sessions" } }, { signal });
      if (!("sessions" in answer)) throw unexpectedAnswer();
      return answer;
    },
    staleTime: ADMIN_STALE_TIME_MS,
    enabled,
  });
}

export function useAuditLog(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: keyOf(admin.auditLog, { params: { userId } }),
    queryFn: ({ signal }) => call(admin.auditLog, { params: { userId } }, { signal }),
    staleTime: ADMIN_STALE_TIME_MS,
    enabled,
  });
}

export function useContactMessages(enabled = true) {
  return useQuery({
    queryKey: keyOf(contact.messages),
    queryFn: ({ signal }) => call(contact.messages, {}, { signal }),
    staleTime: ADMIN_STALE_TIME_MS,
    enabled,
  });
}

export function useCspReports(enabled = true) {
  return useQuery({
    queryKey: keyOf(security.cspReports),
    queryFn: ({ signal }) => call(security.cspReports, {}, { signal }),
    staleTime: ADMIN_STALE_TIME_MS,
    enabled,
  });
}

export function useSecurityStatus(enabled = true) {
  return useQuery({
    queryKey: keyOf(security.realtimeCheck),
    queryFn: ({ signal }) => call(security.realtimeCheck, { body: {} }, { signal }),
    staleTime: ADMIN_STALE_TIME_MS,
    enabled,
  });
}

/**
 * After any change: the admin pages refresh, and when admins change their own account their own plan, roles
 * and access (the account contract's `me`) refresh too.
 */
function useAfterChange() {
  const queryClient = useQueryClient();
  return (userId: string, myUserId: string | undefined) => {
    for (const queryKey of ADMIN_PAGE_KEYS) void queryClient.invalidateQueries({ queryKey });
    if (userId === myUserId) void queryClient.invalidateQueries({ queryKey: contractKey(accountContract) });
  };
}

export function useChangeSubscription(myUserId: string | undefined) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ userId, change }: { userId: string; change: TAdminSubscriptionChange }) =>
      call(admin.changeSubscription, { params: { userId }, body: change }),
    onSuccess: (_result, { userId }) => afterChange(userId, myUserId),
  });
}

export function useChangeRole(myUserId: string | undefined) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: AdminRole }) =>
      call(admin.changeRole, { params: { userId }, body: { role } }),
    onSuccess: (_result, { userId }) => afterChange(userId, myUserId),
  });
}

export function useForceLogout(myUserId: string | undefined) {
  const afterChange = useAfterChange();
  return useMutation({
    mutationFn: async (userId: string) => {
      const answer = await call(admin.manageSessions, { body: { action: "force_logout", user_id: userId } });
      if (!("revokedSessions" in answer)) throw unexpectedAnswer();
      return answer;
    },
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
type AdminRecordList<K extends AdminRecordKind> = { records: Array<AdminRecordRows[K]>; total: number };

/** Each kind's endpoints; the functions below let TypeScript follow the kind into the answer's type. */
const RECORD_ENDPOINTS = {
  events: { list: admin.listEvents, remove: admin.deleteEvent },
  venues: { list: admin.listVenues, remove: admin.deleteVenue },
  activities: { list: admin.listActivities, remove: admin.deleteActivity },
  invitations: { list: admin.listInvitations, remove: admin.deleteInvitation },
} as const;

const listRecords: {
  [K in AdminRecordKind]: (query: UserListQuery, signal: AbortSignal) => Promise<AdminRecordList<K>>;
} = {
  events: (query, signal) => call(admin.listEvents, { query }, { signal }),
  venues: (query, signal) => call(admin.listVenues, { query }, { signal }),
  activities: (query, signal) => call(admin.listActivities, { query }, { signal }),
  invitations: (query, signal) => call(admin.listInvitations, { query }, { signal }),
};

export function useAdminRecords<K extends AdminRecordKind>(kind: K, query: UserListQuery) {
  return useQuery({
    queryKey: keyOf(RECORD_ENDPOINTS[kind].list, { query }),
    queryFn: ({ signal }) => listRecords[kind](query, signal),
    staleTime: ADMIN_STALE_TIME_MS,
    placeholderData: keepPreviousData,
  });
}

export function useDeleteAdminRecord(kind: AdminRecordKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(RECORD_ENDPOINTS[kind].remove, { params: { id } }),
    // Deleting an event takes its activities with it, and every deletion lands in an owner's history.
    onSuccess: () => {
      for (const queryKey of ADMIN_PAGE_KEYS) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
