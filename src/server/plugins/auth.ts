/**
 * Mounts better-auth under /api/auth and gates our own routes.
 *
 * Each route declares who may call it (`config.auth`: "public" | "user" | "admin", default "user")
 * and, when a plan is needed, `config.requires` ("premium" | "pro" | "business"). The gate reads the
 * caller's current subscription on every request, so a plan change applies on the next one.
 */
import { Readable } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fromNodeHeaders } from "better-auth/node";
import type { PlanType } from "#shared/plans.ts";
import { AppError, unauthenticated } from "#shared/errors.ts";
import type { Db } from "../db/client.ts";
import type { Actor } from "../context.ts";
import { assertPlanAccess, CLIENT_IP_HEADER, getRoles, type Auth } from "../modules/account/index.ts";

export type RouteAuth = "public" | "user" | "admin";

declare module "fastify" {
  interface FastifyContextConfig {
    auth?: RouteAuth;
    requires?: PlanType;
  }
  interface FastifyRequest {
    actor: Actor | null;
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

/**
 * The signed-in actor, or null. `fresh` skips the cookie cache (the route gate). It never extends the
 * session either: our routes do not send better-auth's cookies back, so an extension made here would move
 * the expiry in the database while the browser's cookie kept the old one, and the client's next
 * /api/auth/get-session (at every page load and tab focus, lib/session.ts) would find nothing to renew.
 * Extending is left to that call, which does send the renewed cookie.
 */
export async function resolveActor(auth: Auth, request: FastifyRequest, fresh = false): Promise<Actor | null> {
  const result = await auth.api.getSession({
    headers: webHeaders(request),
    query: fresh ? { disableCookieCache: true, disableRefresh: true } : { disableRefresh: true },
  });
  if (!result) return null;
  return { userId: result.user.id, email: result.user.email, sessionId: result.session.id };
}

/**
 * False when the request carries no session cookie at all: better-auth would answer "no session" too,
 * after building its whole endpoint context and checking signatures, which costs more than the health
 * check it would guard. Any cookie of that name still goes to better-auth, so the answer never changes.
 */
function sessionCookieCheck(auth: Auth): (request: FastifyRequest) => Promise<boolean> {
  // Its `__Secure-` form when the app runs behind https.
  const cookieName = auth.$context.then((context) => `${context.authCookies.sessionToken.name}=`);
  return async (request) => {
    const cookies = request.headers.cookie;
    return cookies !== undefined && cookies.includes(await cookieName);
  };
}

export function registerAuth(app: FastifyInstance, auth: Auth, db: Db): void {
  app.decorateRequest("actor", null);
  const hasSessionCookie = sessionCookieCheck(auth);

  // better-auth reads the body itself: hand it the raw stream instead of a parsed-and-reserialised copy
  // (an empty POST body must stay empty).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));

    scope.route({
      method: ["GET", "POST"],
      url: "/api/auth/*",
      config: { auth: "public" },
      schema: { hide: true },
      handler: async (request, reply) => {
        const url = new URL(request.url, `http://${request.headers.host ?? "localhost"}`);
        const hasBody = request.method !== "GET" && request.method !== "HEAD";
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers: webHeaders(request),
            ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: "half" } : {}),
          } as RequestInit),
        );
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
    const signedIn = await hasSessionCookie(request);
    if (level === "public") {
      // Public API routes may still personalise their answer for a signed-in caller; files need no session.
      if (signedIn && routeUrl.startsWith("/api/")) request.actor = await resolveActor(auth, request);
      return;
    }
    // A fresh read, never the signed cookie cache: a session ended by sign-out, a password change, a
    // forced logout or a revocation must stop working at once, not when the cached copy expires.
    request.actor = signedIn ? await resolveActor(auth, request, true) : null;
    if (!request.actor) throw unauthenticated();
    if (level === "admin") {
      const roles = await getRoles(db, request.actor.userId);
      if (!roles.isAdmin) throw new AppError("FORBIDDEN", "Administrators only.");
    }
    if (config.requires) {
      await assertPlanAccess({ db, actor: request.actor }, config.requires);
    }
  });
}

/**
 * A used or expired emailed link sends a browser back to a page that explains it (a redirect with
 * `?error=`). A caller that did not ask for a page (fetch, API clients) gets a plain 401 instead.
 */
function asApiError(request: FastifyRequest, response: Response): Response {
  const location = response.headers.get("location");
  const wantsPage = (request.headers.accept ?? "").includes("text/html");
  if (wantsPage || response.status < 300 || response.status >= 400 || !location) return response;
  const error = new URL(location, "http://localhost").searchParams.get("error");
  if (!error) return response;
  return Response.json(
    { code: error.toUpperCase(), message: "This link is invalid or has expired." },
    { status: 401 },
  );
}

async function sendWebResponse(reply: FastifyReply, response: Response): Promise<FastifyReply> {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== "set-cookie" && key !== "content-length") reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const body = await response.text();
  return reply.send(body.length > 0 ? body : null);
}
