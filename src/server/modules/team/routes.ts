import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { teamContract } from "#shared/team/contract.ts";
import type { Actor } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import { sendTableExport } from "../../table-export.ts";
import { ACTING_COOKIE, namedAccountOf } from "./acting.ts";
import * as team from "./service.ts";
import { notFound } from "#shared/errors.ts";

/** The account the cookie names (checked against the person's teams by accountsOf). */
const namedAccount = (request: FastifyRequest, person: Actor) => namedAccountOf(request.headers.cookie, person.userId);

/**
 * The choice of account lives in a cookie, so downloads and live streams (which cannot add headers) are made in
 * it too. HttpOnly: no script needs it; the account list says which one is chosen.
 */
function setAccountCookie(reply: FastifyReply, accountId: string | null, secure: boolean): void {
  const attributes = `Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
  reply.header(
    "set-cookie",
    accountId
      ? `${ACTING_COOKIE}=${encodeURIComponent(accountId)}; ${attributes}; Max-Age=31536000`
      : `${ACTING_COOKIE}=; ${attributes}; Max-Age=0`,
  );
}

export function registerTeamRoutes(app: FastifyInstance, db: Db, deps: team.TeamDeps): void {
  const secure = deps.baseUrl.startsWith("https:");
  const withJobs = <C extends object>(ctx: C) => ({ ...ctx, jobs: deps.jobs });
  const forgetting = team.forgettingTeamsOf;

  serveContract(app, db, teamContract, {
    get: ({ ctx }) => team.getTeam(ctx),
    invite: ({ ctx, body }) => team.inviteMember(withJobs(ctx), body),
    resendInvitation: ({ ctx, params }) => team.resendInvitation(withJobs(ctx), params.invitationId),
    revokeInvitation: async ({ ctx, params }) => {
      await team.revokeInvitation(ctx, params.invitationId);
      return { deleted: true as const };
    },
    changeRole: ({ ctx, params, body }) => forgetting(params.userId, team.changeRole(ctx, params.userId, body)),
    removeMember: ({ ctx, params }) => forgetting(params.userId, team.removeMember(ctx, params.userId)),
    transfer: ({ ctx, body }) => team.transferOwnership(ctx, body),
    audit: ({ ctx, query }) => team.listAudit(ctx, query),
    auditExport: async ({ ctx, query, reply }) => sendTableExport(reply, await team.exportAudit(ctx, query)),
    accounts: ({ db, actor, request }) => team.accountsOf(db, actor, namedAccount(request, actor)),
    workIn: async ({ db, actor, body, reply }) => {
      if (!(await team.mayWorkIn(db, actor, body.accountId))) throw notFound("Team not found");
      const own = body.accountId === actor.userId;
      setAccountCookie(reply, own ? null : body.accountId, secure);
      return team.accountsOf(db, actor, body.accountId);
    },
    leave: async ({ ctx, db, actor, params, request, reply }) => {
      await forgetting(actor.userId, team.leaveTeam(ctx, params.accountId));
      const current = namedAccount(request, actor);
      if (current === params.accountId) setAccountCookie(reply, null, secure);
      return team.accountsOf(db, actor, current === params.accountId ? actor.userId : current);
    },
    invitation: ({ db, params }) => team.viewInvitation(db, params.token),
    accept: async ({ ctx, db, actor, params, request }) => {
      await forgetting(actor.userId, team.acceptInvitation(ctx, params.token));
      return team.accountsOf(db, actor, namedAccount(request, actor));
    },
    decline: async ({ db, params }) => {
      await team.declineInvitation(db, params.token);
      return { deleted: true as const };
    },
  });
}
