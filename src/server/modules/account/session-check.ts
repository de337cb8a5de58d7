/**
 * Who is asking, from the session cookie, for every guarded request (ADR 029). better-auth's own check
 * (`auth.api.getSession`) cost 1.2-1.9 ms of the one JavaScript thread per request (its endpoint machinery, a
 * signing key imported per call) against 0.3 ms for the query it needs, and its cookie cache would keep a
 * revoked session working for the cache's lifetime. This check does the same verification itself:
 * - the cookie's HMAC signature, with the app's secret, exactly as better-auth signs it (a forged or tampered
 *   cookie is refused before any query);
 * - one indexed query for the session by its token, with its user (expired sessions and banned users are
 *   refused);
 * - then the answer is kept in this process for a short while. Whatever ends or changes a session or its
 *   user announces it on the realtime channel from a database trigger (migration 0015), which every app
 *   server hears within milliseconds of the COMMIT and drops that user's sessions. While this server is not
 *   listening (its connection dropped), nothing is kept or trusted, and everything is forgotten when it
 *   listens again, since announcements may have been missed in between.
 * better-auth still creates, renews and ends sessions; this only reads them.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, sql, type SQL } from "drizzle-orm";
import type { TeamSeat } from "#shared/team/roles.ts";
import type { Db } from "../../db/client.ts";
import type { Actor } from "../../context.ts";
import type { Realtime } from "../realtime/index.ts";
import { sessions, users } from "./tables.ts";

/** How long a verified session is trusted without asking the database again, announcements aside. */
const KEEP_MS = 60_000;
/** Sessions kept at most; the oldest go first. About 200 bytes each. */
const KEEP_MAX = 20_000;
/** A base64 HMAC-SHA256 (32 bytes): better-call refuses any other length before verifying. */
const SIGNATURE_LENGTH = 44;

/** What the trigger of migration 0015 announces, followed by the user's id, when a session or its user changes. */
const SESSION_TOPIC_PREFIX = "sessions:";

interface Kept {
  actor: Actor;
  /** Epoch ms after which the session has expired (better-auth then refuses it too). */
  expiresAt: number;
  /** Epoch ms after which the database is asked again. */
  freshUntil: number;
}

export interface SessionCheck {
  /** The signed-in actor of a request's Cookie header, or null. */
  actorOf(cookieHeader: string | undefined): Promise<Actor | null>;
  /**
   * Forgets what is kept for the user of this Cookie header, if anything: after better-auth handled a request
   * that may have ended or changed its sessions (sign-out, a password change), so this server's next request
   * does not wait for the announcement to come back from the database.
   */
  forgetCookie(cookieHeader: string | undefined): Promise<void>;
  /** Stops being told of this process's own session changes (the app is closing). */
  close(): void;
  /** How many sessions this server keeps now (tests and the bench read it). */
  keptCount(): number;
}

interface SessionCheckOptions {
  db: Db;
  realtime: Pick<Realtime, "subscribePrefix" | "isListening" | "onListening">;
  /** The session cookie's name, with its `__Secure-` prefix when the app runs behind https. */
  cookieName: Promise<string>;
  secret: Promise<string>;
  /**
   * The user's teams as a JSON object of account id -> role and reach, read with the session (team/acting.ts, passed in
   * by app.ts): kept and dropped with it, since a change of team announces the user like a sign-out does.
   */
  teamsOf?: (userId: SQL) => SQL<Record<string, TeamSeat> | null>;
  now?: () => number;
}

/** The value of cookie `name` in a Cookie header, decoded as better-call decodes it, or null. */
export function cookieValue(header: string, name: string): string | null {
  let start = 0;
  while (start < header.length) {
    const end = header.indexOf(";", start);
    const pair = header.slice(start, end === -1 ? header.length : end);
    const eq = pair.indexOf("=");
    if (eq !== -1 && pair.slice(0, eq).trim() === name) {
      let value = pair.slice(eq + 1).trim();
      if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
    if (end === -1) break;
    start = end + 1;
  }
  return null;
}

/** The token of a signed cookie value (`token.signature`) when its signature is the secret's, else null. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf(".");
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== SIGNATURE_LENGTH || !signature.endsWith("=")) return null;
  const expected = createHmac("sha256", secret).update(token).digest();
  const given = Buffer.from(signature, "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

export function createSessionCheck({
  db,
  realtime,
  cookieName,
  secret,
  teamsOf,
  now = Date.now,
}: SessionCheckOptions): SessionCheck {
  const kept = new Map<string, Kept>();
  const tokensByUser = new Map<string, Set<string>>();
  /** Counts the announcements heard: an answer read while one came in is used once but not kept. */
  let announcements = 0;

  function forgetUser(userId: string): void {
    const tokens = tokensByUser.get(userId);
    if (!tokens) return;
    tokensByUser.delete(userId);
    for (const token of tokens) kept.delete(token);
  }

  function forget(token: string): void {
    const entry = kept.get(token);
    if (!entry) return;
    kept.delete(token);
    const tokens = tokensByUser.get(entry.actor.userId);
    tokens?.delete(token);
    if (tokens?.size === 0) tokensByUser.delete(entry.actor.userId);
  }

  function keep(token: string, actor: Actor, expiresAt: number): void {
    if (kept.size >= KEEP_MAX) {
      const oldest = kept.keys().next();
      if (!oldest.done) forget(oldest.value);
    }
    kept.set(token, { actor, expiresAt, freshUntil: now() + KEEP_MS });
    const tokens = tokensByUser.get(actor.userId);
    if (tokens) tokens.add(token);
    else tokensByUser.set(actor.userId, new Set([token]));
  }

  const local = {
    forget(userId: string) {
      announcements += 1;
      forgetUser(userId);
    },
  };
  inThisProcess.add(local);

  realtime.subscribePrefix(SESSION_TOPIC_PREFIX, (topic) => {
    announcements += 1;
    forgetUser(topic.slice(SESSION_TOPIC_PREFIX.length));
  });
  // Announcements missed while not listening can only be made up for by forgetting everything.
  realtime.onListening(() => {
    announcements += 1;
    kept.clear();
    tokensByUser.clear();
  });

  const findSession = db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      email: users.email,
      expiresAt: sessions.expiresAt,
      teams: teamsOf ? teamsOf(sql`${users.id}`) : sql<null>`null`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.token, sql.placeholder("token")),
        sql`(${users.banned} is not true or (${users.banExpires} is not null and ${users.banExpires} <= now()))`,
      ),
    )
    .limit(1)
    .prepare("session_check_find");

  return {
    async actorOf(cookieHeader) {
      if (!cookieHeader) return null;
      const value = cookieValue(cookieHeader, await cookieName);
      if (!value) return null;
      const token = verifiedToken(value, await secret);
      if (!token) return null;
      const at = now();
      const hit = kept.get(token);
      if (hit && realtime.isListening() && hit.freshUntil > at && hit.expiresAt > at) return hit.actor;
      if (hit) forget(token);
      const heardBefore = announcements;
      const listeningBefore = realtime.isListening();
      const [row] = await findSession.execute({ token });
      if (!row) return null;
      const expiresAt = row.expiresAt.getTime();
      if (expiresAt <= now()) return null;
      const actor: Actor = {
        userId: row.userId,
        email: row.email,
        sessionId: row.sessionId,
        ...(row.teams && Object.keys(row.teams).length > 0 ? { teams: row.teams } : {}),
      };
      // A change committed while the query ran may or may not be in its answer: use it this once, keep it only
      // if nothing was announced meanwhile (its announcement may have come before there was anything to drop).
      if (listeningBefore && realtime.isListening() && announcements === heardBefore) keep(token, actor, expiresAt);
      return actor;
    },
    async forgetCookie(cookieHeader) {
      if (!cookieHeader) return;
      const value = cookieValue(cookieHeader, await cookieName);
      const token = value ? verifiedToken(value, await secret) : null;
      const entry = token ? kept.get(token) : undefined;
      if (entry) local.forget(entry.actor.userId);
      // Whatever was being read meanwhile is not kept either.
      else announcements += 1;
    },
    close: () => void inThisProcess.delete(local),
    keptCount: () => kept.size,
  };
}

/** The session checks of this process's apps (one in production; tests build several). */
const inThisProcess = new Set<{ forget(userId: string): void }>();

/**
 * Forgets the user's kept sessions in this process at once, for a service that has just ended some: the
 * database's announcement reaches every server within milliseconds, but the same server's next request may
 * come sooner (the browser that asked for the revocation, a script replaying a cookie).
 */
export function forgetSessionsOf(userId: string): void {
  for (const check of inThisProcess) check.forget(userId);
}
