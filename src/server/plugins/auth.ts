/**
 * Mounts better-auth under /api/auth and gates our own routes.
 *
 * Each route declares who may call it (`config.auth`: "public" | "user" | "admin", default "user")
 * and, when a plan is needed, `config.requires` ("premium" | "pro" | "business"). The gate reads the
 * caller's current subscription on every request, so a plan change applies on the next one. With
 * `config.requiresAsMember` the tier may also come from the owner of an event the caller belongs to (a guest
 * uses what their host's plan includes; src/shared/contract.ts `planOf`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import type { PlanType } from "#shared/plans.ts";
import type { EventScope } from "#shared/contract.ts";
import type { TeamRight } from "#shared/team/roles.ts";
import { AppError, invalidField, unauthenticated } from "#shared/errors.ts";
import { AUTH_BASE_PATH } from "#shared/auth/library-paths.ts";
import { ZEmailedLinkConfirmation } from "#shared/auth/schemas.ts";
import type { Db } from "../db/client.ts";
import type { Actor } from "../context.ts";
import { parseInput } from "../parse-input.ts";
import { sendRouteNotFound } from "./errors.ts";
import {
  assertPlanAccess,
  CLIENT_IP_HEADER,
  EMAILED_LINKS,
  getRoles,
  isAllowedLibraryRoute,
  type Auth,
  type SessionCheck,
} from "../modules/account/index.ts";

type RouteAuth = "public" | "user" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    requires?: PlanType;
    requiresAsMember?: true;
    /** An organiser call a team member makes as the account they work in, and the right it needs (ADR 032). */
    team?: TeamRight;
    /** Which of the account's events the call touches, for a member limited to some (ADR 033). */
    eventScope?: EventScope;
  }
  interface FastifyRequest {
    /** The signed-in caller of a guarded route (the gate sets it); null on public routes. */
    actor: Actor | null;
    /**
     * The signed-in caller, or null, for a public route that personalises its answer. With a right: as the
     * account they work in when their role there has it (the door's staff), else as themselves.
     */
    signedIn(inAccount?: TeamRight): Promise<Actor | null>;
  }
}

/**
 * An API route that forgets to declare `config.auth` is for signed-in users (fail closed). Routes
 * added by plugins outside /api (built client files) and the API docs are public.
 */
export function defaultAuthFor(routeUrl: string): RouteAuth {
  return routeUrl.startsWith("/api/") && !routeUrl.startsWith("/api/docs") ? "user" : "public";
}

function webHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  // Only the socket address (or the proxy header Fastify trusts under TRUST_PROXY) identifies a client.
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/** Whether the user belongs to an event whose owner's plan opens `plan` (people/membership.ts). */
type MemberPlanAccess = (db: Db, userId: string, plan: PlanType) => Promise<boolean>;

/** The actor of an organiser call made in the account the caller works in (team/acting.ts). */
type ActorInAccount = (db: Db, actor: Actor, cookieHeader: string | undefined, right: TeamRight) => Promise<Actor>;

/** Keeps a team member limited to some events to theirs (team/event-reach.ts). */
type AssertInReach = (
  db: Db,
  reach: readonly string[],
  scope: EventScope,
  call: { method: string; params: unknown; body: unknown; query: unknown },
) => Promise<void>;

/** What the team module lends the gate (ADR 032, 033). */
interface TeamGate {
  actorInAccount: ActorInAccount;
  assertInReach: AssertInReach;
}

export function registerAuth(
  app: FastifyInstance,
  auth: Auth,
  db: Db,
  memberPlanAccess: MemberPlanAccess,
  sessionCheck: SessionCheck,
  { actorInAccount, assertInReach }: TeamGate,
): void {
  app.decorateRequest("actor", null);
  app.addHook("onClose", async () => sessionCheck.close());
  app.decorateRequest("signedIn", async function (this: FastifyRequest, inAccount?: TeamRight) {
    const actor = this.actor ?? (await sessionCheck.actorOf(this.headers.cookie));
    if (!actor || !inAccount) return actor;
    return actorInAccount(db, actor, this.headers.cookie, inAccount).catch(() => actor);
  });

  // better-auth's own routes, behind an allow-list (library-routes.ts): anything else it would serve answers
  // 404. The body is read here, as raw bytes and within the app's body limit (Fastify refuses a larger
  // Content-Length with 413 before reading, and stops reading a longer stream), then handed over as it came:
  // an empty POST body stays empty.
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));

    scope.route({
      method: ["GET", "POST"],
      url: `${AUTH_BASE_PATH}/*`,
      config: { auth: "public" },
      schema: { hide: true },
      handler: async (request, reply) => {
        const url = new URL(request.url, `http://${request.headers.host ?? "localhost"}`);
        const path = url.pathname.slice(AUTH_BASE_PATH.length);
        const emailedLink = EMAILED_LINKS[path];
        if (emailedLink && request.method === "GET") {
          // Opening an emailed link changes nothing by itself: its page confirms with a POST.
          return reply.redirect(`${emailedLink.landing}${url.search}`, 303);
        }
        if (!isAllowedLibraryRoute(request.method, path)) return sendRouteNotFound(request, reply);
        if (emailedLink) return confirmEmailedLink(auth, request, reply, path, emailedLink.returnTo);
        const body = request.body instanceof Buffer && request.body.length > 0 ? request.body : undefined;
        const response = await auth.handler(
          new Request(url, { method: request.method, headers: webHeaders(request), ...(body ? { body } : {}) }),
        );
        // A sign-out or a password change may have ended sessions: this server forgets the caller's at once
        // rather than when the database's announcement comes back (session-check.ts).
        if (request.method === "POST") await sessionCheck.forgetCookie(request.headers.cookie);
        return sendWebResponse(reply, asApiError(request, response));
      },
    });
  });

  // onRequest, before the body is parsed or validated: a signed-out caller learns only that they must
  // sign in (401), never which fields a guarded route expects, and its body is never read.
  app.addHook("onRequest", async (request) => {
    const config = request.routeOptions.config;
    const routeUrl = request.routeOptions.url;
    // Unknown paths (the 404 handler, the client's pages) and better-auth's own routes are not gated here.
    if (routeUrl === undefined || routeUrl.startsWith("/api/auth/")) return;
    const level: RouteAuth = config.auth ?? defaultAuthFor(routeUrl);
    // A public route reads no session: one that personalises its answer asks `request.signedIn()`.
    if (level === "public") return;
    // A session ended by sign-out, a password change, a forced logout or a revocation stops working on every
    // app server within moments (account/session-check.ts).
    request.actor = await sessionCheck.actorOf(request.headers.cookie);
    if (!request.actor) throw unauthenticated();
    if (level === "admin") {
      const roles = await getRoles(db, request.actor.userId);
      if (!roles.isAdmin) throw new AppError("FORBIDDEN", "Administrators only.");
    }
    // Made as the account the caller works in, so the plan below is the account's (ADR 032).
    if (config.team) request.actor = await actorInAccount(db, request.actor, request.headers.cookie, config.team);
    if (config.requires) {
      const { requires } = config;
      const { actor } = request;
      const plan = assertPlanAccess({ db, actor }, requires);
      if (!config.requiresAsMember) return plan;
      // The caller's own plan first; the refusal stands only if no host's plan opens the tier either.
      await plan.catch(async (refusal: unknown) => {
        if (!(await memberPlanAccess(db, actor.userId, requires))) throw refusal;
      });
    }
  });

  // After validation, so the events a call names in its body or query are known: a member limited to some events
  // reaches only those (ADR 033).
  app.addHook("preHandler", async (request) => {
    const reach = request.actor?.member?.events;
    const scope = request.routeOptions.config.eventScope;
    if (!reach || !scope) return;
    await assertInReach(db, reach, scope, request);
  });
}

/**
 * The page of an emailed link confirms it: better-auth is asked with the GET it expects (only this mount
 * can make it), and its redirect becomes a JSON answer for the page, with the session cookies it set.
 */
async function confirmEmailedLink(
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
  path: string,
  defaultReturn: string,
) {
  let raw: unknown = {};
  try {
    if (request.body instanceof Buffer && request.body.length > 0) raw = JSON.parse(request.body.toString("utf8"));
  } catch {
    throw invalidField("body", "Expected JSON");
  }
  const input = parseInput(ZEmailedLinkConfirmation, raw);
  const returnTo = input.callbackURL ?? defaultReturn;
  const target = new URL(`${AUTH_BASE_PATH}${path}`, `http://${request.headers.host ?? "localhost"}`);
  target.searchParams.set("token", input.token);
  target.searchParams.set("callbackURL", returnTo);
  const headers = webHeaders(request);
  headers.delete("content-type");
  headers.delete("content-length");
  const response = await auth.handler(new Request(target, { method: "GET", headers }));
  const error = linkError(response);
  if (error || response.status >= 400 || !response.headers.get("location")) {
    return reply.status(401).send(linkErrorBody(error ?? "INVALID_TOKEN"));
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  return reply.status(200).send({ status: true, redirectTo: returnTo });
}

/**
 * A used or expired emailed link sends a browser back to a page that explains it (a redirect with
 * `?error=`). A caller that did not ask for a page (fetch, API clients) gets a plain 401 instead.
 */
function asApiError(request: FastifyRequest, response: Response): Response {
  const wantsPage = (request.headers.accept ?? "").includes("text/html");
  if (wantsPage || response.status < 300 || response.status >= 400) return response;
  const error = linkError(response);
  return error ? Response.json(linkErrorBody(error), { status: 401 }) : response;
}

/** The `?error=` better-auth puts on the address it redirects to when a link fails, or null. */
function linkError(response: Response): string | null {
  const location = response.headers.get("location");
  return location ? new URL(location, "http://localhost").searchParams.get("error") : null;
}

function linkErrorBody(error: string) {
  return { code: error.toUpperCase(), message: "This link is invalid or has expired." };
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const body = await response.text();
  if (body.length === 0) return reply.send(null);
  return reply.send((response.headers.get("content-type") ?? "").includes("json") ? withoutSessionTokens(body) : body);
}

/**
 * better-auth repeats the session token (the HttpOnly cookie's value) in the JSON of sign-in, sign-up and
 * get-session. No page of ours needs it, and a script injected into a page could read it there.
 */
function withoutSessionTokens(body: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return body;
  }
  if (!parsed || typeof parsed !== "object") return body;
  const answer = parsed as { token?: unknown; session?: { token?: unknown } | null };
  if ("token" in answer) answer.token = null;
  if (answer.session && typeof answer.session === "object") delete answer.session.token;
  return JSON.stringify(answer);
}
