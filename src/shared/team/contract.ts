/**
 * The team endpoints (ADR 032). The team's own management works in the account the caller works in (like every
 * organiser call), needs the account's business plan, and its writes need the "team" right; a person's own
 * invitations and the accounts they work in are theirs alone.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZDeleted, ZToken } from "../route-params.ts";
import {
  ZTeam,
  ZTeamAccounts,
  ZTeamAuditPage,
  ZTeamAuditExportQuery,
  ZTeamAuditQuery,
  ZTeamInvitation,
  ZTeamInvitationInput,
  ZTeamInvitationView,
  ZTeamRoleInput,
  ZTeamTransferInput,
  ZWorkInAccountInput,
} from "./schemas.ts";

const ZInvitationId = z.object({ invitationId: z.string().min(1).max(100) });
const ZMemberId = z.object({ userId: z.string().min(1).max(100) });
const ZAccountId = z.object({ accountId: z.string().min(1).max(100) });

export const teamContract = defineContract(
  "team",
  {
    get: {
      method: "GET",
      path: "/api/team",
      summary: "The team of the account I work in: members, pending invitations and seats left",
      access: "user",
      forAccount: true,
      response: ZTeam,
    },
    invite: {
      method: "POST",
      path: "/api/team/invitations",
      summary: "Invite someone to the team by email, with a role (at most 10 besides the account's own login)",
      access: "user",
      forAccount: true,
      body: ZTeamInvitationInput,
      response: ZTeamInvitation,
      status: 201,
    },
    resendInvitation: {
      method: "POST",
      path: "/api/team/invitations/:invitationId/resend",
      summary: "Send a pending invitation again, valid for another 7 days",
      access: "user",
      forAccount: true,
      params: ZInvitationId,
      response: ZTeamInvitation,
    },
    revokeInvitation: {
      method: "DELETE",
      path: "/api/team/invitations/:invitationId",
      summary: "Take back a pending invitation (its link stops working)",
      access: "user",
      forAccount: true,
      params: ZInvitationId,
      response: ZDeleted,
    },
    changeRole: {
      method: "PATCH",
      path: "/api/team/members/:userId",
      summary: "Change a team member's role (not one's own; the last owner stays an owner)",
      access: "user",
      forAccount: true,
      params: ZMemberId,
      body: ZTeamRoleInput,
      response: ZTeam,
    },
    removeMember: {
      method: "DELETE",
      path: "/api/team/members/:userId",
      summary: "Remove someone from the team: they lose access at once",
      access: "user",
      forAccount: true,
      params: ZMemberId,
      response: ZTeam,
    },
    transfer: {
      method: "POST",
      path: "/api/team/transfer",
      summary: "Hand over ownership to a team member; the previous owner becomes an admin",
      access: "user",
      forAccount: true,
      body: ZTeamTransferInput,
      response: ZTeam,
    },
    audit: {
      method: "GET",
      path: "/api/team/audit",
      summary: "What the team did in the account, newest first (by member, paged)",
      access: "user",
      forAccount: true,
      query: ZTeamAuditQuery,
      response: ZTeamAuditPage,
    },
    auditExport: {
      method: "GET",
      path: "/api/team/audit/export",
      summary: "The activity log as a CSV or XLSX file (by member)",
      access: "user",
      forAccount: true,
      query: ZTeamAuditExportQuery,
      response: "download",
    },
    accounts: {
      method: "GET",
      path: "/api/team/accounts",
      summary: "The accounts I work in (my own and the teams I belong to) and the one I work in now",
      access: "user",
      feature: undefined,
      response: ZTeamAccounts,
    },
    workIn: {
      method: "PUT",
      path: "/api/team/current",
      summary: "Work in one of my accounts: organiser pages and calls reach its events from now on",
      access: "user",
      feature: undefined,
      body: ZWorkInAccountInput,
      response: ZTeamAccounts,
    },
    leave: {
      method: "POST",
      path: "/api/team/accounts/:accountId/leave",
      summary: "Leave a team I belong to",
      access: "user",
      feature: undefined,
      params: ZAccountId,
      response: ZTeamAccounts,
    },
    invitation: {
      method: "GET",
      path: "/api/team-invitations/:token",
      summary: "A team invitation by its emailed link: who invites, to which account, with which role",
      access: "link",
      feature: undefined,
      params: ZToken,
      response: ZTeamInvitationView,
    },
    accept: {
      method: "POST",
      path: "/api/team-invitations/:token/accept",
      summary: "Join the team (signed in with the invited address, confirmed)",
      access: "user",
      feature: undefined,
      params: ZToken,
      response: ZTeamAccounts,
    },
    decline: {
      method: "POST",
      path: "/api/team-invitations/:token/decline",
      summary: "Decline a team invitation (no account needed)",
      access: "link",
      feature: undefined,
      params: ZToken,
      response: ZDeleted,
    },
  },
  { feature: "multi-admin" },
);
