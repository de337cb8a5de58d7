/** A user's own sessions: list them and sign out of any (spec: "a user can list and revoke their sessions"). */
import type { FastifyInstance } from "fastify";
import { accountContract } from "#shared/account/contract.ts";
import { notFound } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import { listActiveSessions, revokeOtherSessions, revokeOwnSession } from "./sessions.ts";

const { sessions, revokeSession, revokeOtherSessions: revokeOthers } = accountContract;

export function registerSessionRoutes(app: FastifyInstance, db: Db): void {
  serveContract(
    app,
    db,
    { sessions, revokeSession, revokeOtherSessions: revokeOthers },
    {
      sessions: ({ actor }) => listActiveSessions(db, actor.userId, actor.sessionId),
      revokeSession: async ({ actor, params }) => {
        if (!(await revokeOwnSession(db, actor.userId, params.sessionId))) throw notFound("Session not found");
        return { revoked: true as const };
      },
      revokeOtherSessions: async ({ actor }) => ({
        revoked: await revokeOtherSessions(db, actor.userId, actor.sessionId),
      }),
    },
  );
}
