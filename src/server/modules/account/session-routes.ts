/** A user's own sessions: list them and sign out of any (spec: "a user can list and revoke their sessions"). */
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZSessionInfo } from "#shared/account/schemas.ts";
import { notFound } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import { listActiveSessions, revokeOtherSessions, revokeOwnSession } from "./sessions.ts";

export function registerSessionRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/account/sessions",
    { schema: { tags: ["account"], response: { 200: z.array(ZSessionInfo) } } },
    async (request) => listActiveSessions(db, request.actor!.userId, request.actor!.sessionId),
  );

  r.delete(
    "/api/account/sessions/:sessionId",
    {
      schema: {
        tags: ["account"],
        params: z.object({ sessionId: z.string().min(1).max(200) }),
        response: { 200: z.object({ revoked: z.literal(true) }) },
      },
    },
    async (request) => {
      if (!(await revokeOwnSession(db, request.actor!.userId, request.params.sessionId))) {
        throw notFound("Session not found");
      }
      return { revoked: true as const };
    },
  );

  r.post(
    "/api/account/sessions/revoke-others",
    { schema: { tags: ["account"], response: { 200: z.object({ revoked: z.number().int() }) } } },
    async (request) => ({
      revoked: await revokeOtherSessions(db, request.actor!.userId, request.actor!.sessionId),
    }),
  );
}
