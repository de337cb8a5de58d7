/**
 * Limits on public writes that reach other people or hold something (answers through RSVP links that mail
 * a new address, shop orders that mail and hold places): per client address and per link, counted in the
 * database (shared by every app server). The client address is `request.ip`, which believes a proxy's
 * header only under TRUST_PROXY, so a visitor cannot pick a fresh address per request.
 */
import { createHash } from "node:crypto";
import { lt, sql, type SQL } from "drizzle-orm";
import { AppError } from "#shared/errors.ts";
import { rowsOf, type Db } from "../../db/client.ts";
import { requestLimits } from "./tables.ts";

export interface LimitRule {
  max: number;
  windowSeconds: number;
}

/** One kind of public write: how much of it one address and one link may do per window, and what a refusal says. */
export interface PublicWriteLimits {
  /** Names the counters; two policies with the same scope share them. */
  scope: string;
  perAddress: LimitRule;
  perLink: LimitRule;
  /** The refusal's words; `{minutes}` is replaced by how long to wait. */
  addressMessage: string;
  linkMessage: string;
}

/** No window is longer than this, so rows older than it count for nothing and can go. */
const LIMIT_WINDOW_MAX_SECONDS = 24 * 60 * 60;

function keyOf(scope: string, kind: "address" | "link", subject: string): string {
  // Hashed: the table should not become a list of visitors' addresses or of working link tokens.
  return `${scope}:${kind}:${createHash("sha256").update(subject).digest("base64url").slice(0, 32)}`;
}

/**
 * The upsert of one counter: a new key starts a window with 1; a key whose window has ended starts a new
 * one; otherwise the count goes up. `rows` is what is inserted (a VALUES list or a SELECT).
 */
function counted(rows: SQL, rule: LimitRule, now: string): SQL {
  const ended = sql`${requestLimits}.window_started_at <= ${now}::timestamptz - make_interval(secs => ${rule.windowSeconds})`;
  return sql`insert into ${requestLimits} (key, window_started_at, count) ${rows}
    on conflict (key) do update set
      count = case when ${ended} then 1 else ${requestLimits}.count + 1 end,
      window_started_at = case when ${ended} then ${now}::timestamptz else ${requestLimits}.window_started_at end
    returning count, ceil(extract(epoch from window_started_at + make_interval(secs => ${rule.windowSeconds}) - ${now}::timestamptz))::int as wait`;
}

function refusal(message: string, seconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new AppError("RATE_LIMITED", message.replace("{minutes}", minutes === 1 ? "1 minute" : `${minutes} minutes`), {
    retryAfterSeconds: seconds,
  });
}

/**
 * Counts a public write from `address` through `link`, or refuses it (429 RATE_LIMITED with Retry-After).
 * The address is counted first and a refused address leaves the link's count alone, so one noisy client
 * does not use up a link that others are answering through.
 */
export async function enforcePublicWriteLimits(
  db: Db,
  limits: PublicWriteLimits,
  from: { address: string; link: string },
  now = new Date(),
): Promise<void> {
  const at = now.toISOString();
  const addressKey = keyOf(limits.scope, "address", from.address);
  const linkKey = keyOf(limits.scope, "link", from.link);
  // One statement for both counters (a sale rush waits for pool connections, not for extra round trips); the
  // link's row is written only when the address was within its limit. Each upsert's row lock serialises
  // concurrent requests on one key across app servers.
  const result = await db.execute(sql`
    with address as (${counted(sql`values (${addressKey}, ${at}::timestamptz, 1)`, limits.perAddress, at)}),
    link as (${counted(sql`select ${linkKey}, ${at}::timestamptz, 1 from address where address.count <= ${limits.perAddress.max}`, limits.perLink, at)})
    select 'address' as kind, count, wait from address
    union all
    select 'link' as kind, count, wait from link`);
  const rows = rowsOf<{ kind: "address" | "link"; count: number; wait: number }>(result);
  const byAddress = rows.find((row) => row.kind === "address");
  if (byAddress && Number(byAddress.count) > limits.perAddress.max)
    throw refusal(limits.addressMessage, Math.max(1, Number(byAddress.wait)));
  const byLink = rows.find((row) => row.kind === "link");
  if (byLink && Number(byLink.count) > limits.perLink.max)
    throw refusal(limits.linkMessage, Math.max(1, Number(byLink.wait)));
}

/** Forgets counters whose window ended long ago (run by a periodic sweep); returns how many went. */
export async function pruneRequestLimits(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - LIMIT_WINDOW_MAX_SECONDS * 1000);
  const gone = await db
    .delete(requestLimits)
    .where(lt(requestLimits.windowStartedAt, before))
    .returning({ key: requestLimits.key });
  return gone.length;
}
