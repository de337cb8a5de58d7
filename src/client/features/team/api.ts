/**
 * The team page's server calls (ADR 032). Every change refreshes everything of the team contract: the team,
 * its activity log (each change writes a line) and the accounts list.
 */
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { teamContract as team } from "#shared/team/contract.ts";
import type { InvitableRole } from "#shared/team/roles.ts";
import type { TTeamInvitationInput } from "#shared/team/schemas.ts";
import { call, contractKey, hrefOf, keyOf } from "#client/lib/api.ts";
import { useRefreshingMutation } from "#client/lib/use-refreshing-mutation.ts";

const TEAM_KEYS = [contractKey(team)];
/** Lines of the activity log per "Load more". */
const AUDIT_PAGE_SIZE = 25;

export function useTeam() {
  return useQuery({
    queryKey: keyOf(team.get),
    queryFn: ({ signal }) => call(team.get, {}, { signal }),
  });
}

/** The activity log, newest first, of everyone or of one member (`member`: a user id, "" for everyone). */
export function useTeamAudit(member: string) {
  return useInfiniteQuery({
    queryKey: keyOf(team.audit, { query: { member } }),
    // Empty values stay out of the address: "" is everyone, and the first page has no `before`.
    queryFn: ({ signal, pageParam }) =>
      call(team.audit, { query: { member, before: pageParam, limit: AUDIT_PAGE_SIZE } }, { signal }),
    initialPageParam: "",
    getNextPageParam: (page) => page.next ?? undefined,
  });
}

export function useInvite() {
  return useRefreshingMutation(TEAM_KEYS, (body: TTeamInvitationInput) => call(team.invite, { body }));
}

export function useResendInvitation() {
  return useRefreshingMutation(TEAM_KEYS, (invitationId: string) =>
    call(team.resendInvitation, { params: { invitationId } }),
  );
}

export function useRevokeInvitation() {
  return useRefreshingMutation(TEAM_KEYS, (invitationId: string) =>
    call(team.revokeInvitation, { params: { invitationId } }),
  );
}

/** A new role, and the events the member reaches when given (null: every event; left out: unchanged). */
export function useChangeRole() {
  return useRefreshingMutation(
    TEAM_KEYS,
    ({ userId, ...body }: { userId: string; role: InvitableRole | "owner"; events?: string[] | null }) =>
      call(team.changeRole, { params: { userId }, body }),
  );
}

export function useRemoveMember() {
  return useRefreshingMutation(TEAM_KEYS, (userId: string) => call(team.removeMember, { params: { userId } }));
}

export function useTransferOwnership() {
  return useRefreshingMutation(TEAM_KEYS, (userId: string) => call(team.transfer, { body: { userId } }));
}

export function useLeaveTeam() {
  return useRefreshingMutation(TEAM_KEYS, (accountId: string) => call(team.leave, { params: { accountId } }));
}

/** The activity log as a CSV file, of everyone or of one member. */
export function auditExportHref(member: string): string {
  return hrefOf(team.auditExport, { query: { member, format: "csv" } });
}
