/**
 * The account's activity log for every change a team member makes through an organiser call (ADR 032): who,
 * which action (the endpoint's summary), on what (the address), what they sent and what the server answered,
 * written before the answer leaves so that the log never misses a change the member saw succeed. A change or
 * deletion of a record that can be read at the same address also keeps the record as it was ("before"). The
 * team's own changes are logged by team/service.ts with their before and after.
 */
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Db } from "../../db/client.ts";
import { writeAudit } from "./service.ts";

/** An answer longer than this is logged as its size only (a list or an export, not a record). */
const LOGGED_ANSWER_MAX = 16_384;
/** Never written to the log, at any depth of what was sent. */
const SECRET_KEYS = /password|token|secret/i;

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!value || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, SECRET_KEYS.test(key) ? "(hidden)" : withoutSecrets(item)]),
  );
}

function loggedAnswer(payload: unknown): unknown {
  if (typeof payload !== "string" || payload.length === 0) return null;
  if (payload.length > LOGGED_ANSWER_MAX) return { size: payload.length };
  try {
    return withoutSecrets(JSON.parse(payload));
  } catch {
    return null;
  }
}

/** Whether a call is a team member's change that the log records. */
function loggedChange(request: FastifyRequest): boolean {
  const right = request.routeOptions.config.team;
  return !!request.actor?.member && !!right && right !== "team" && right !== "read";
}

export function registerTeamAudit(app: FastifyInstance, db: Db): void {
  const before = new WeakMap<FastifyRequest, unknown>();

  // The record as it was, read at the same address as the member (so with their rights) just before the change.
  app.addHook("preHandler", async (request) => {
    if (
      !loggedChange(request) ||
      (request.method !== "PUT" && request.method !== "PATCH" && request.method !== "DELETE")
    )
      return;
    const url = request.routeOptions.url;
    if (!url || !app.hasRoute({ method: "GET", url })) return;
    const read = await app.inject({
      method: "GET",
      url: request.url.split("?")[0] ?? request.url,
      headers: { cookie: request.headers.cookie ?? "" },
    });
    if (read.statusCode === 200) before.set(request, loggedAnswer(read.body));
  });

  app.addHook("onSend", async (request, reply, payload) => {
    const { actor } = request;
    const member = actor?.member;
    if (!actor || !member || !loggedChange(request) || reply.statusCode >= 400) return payload;
    const path = request.url.split("?")[0] ?? request.url;
    await writeAudit(db, actor.userId, {
      actorId: member.userId,
      action: request.routeOptions.schema?.summary ?? `${request.method} ${request.routeOptions.url}`,
      subject: path,
      before: before.get(request) ?? null,
      after: {
        sent: request.body === undefined || request.isMultipart() ? null : withoutSecrets(request.body),
        answer: loggedAnswer(payload),
      },
    });
    return payload;
  });
}
