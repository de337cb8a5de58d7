/** Venues: an owner's places, searchable, shareable by an unguessable link; bookings live with events. */
import { randomBytes } from "node:crypto";
import { and, asc, count, eq, gte, ilike, inArray, sql, type SQL } from "drizzle-orm";
import type { TPublicVenue, TVenue, TVenueInput, TVenueListQuery } from "#shared/venues/schemas.ts";
import { ZVenueInput, ZVenueListQuery } from "#shared/venues/schemas.ts";
import { fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { parseInput } from "../../parse-input.ts";
import type { ServiceContext } from "../../context.ts";
import { venues } from "./tables.ts";

type VenueRow = typeof venues.$inferSelect;

function toDto(row: VenueRow): TVenue {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    country: row.country,
    capacity: row.capacity ?? null,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    amenities: row.amenities,
    notes: row.notes,
    shareToken: row.shareToken ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findOwned(db: Db, ownerId: string, venueId: string): Promise<VenueRow> {
  if (!isUuid(venueId)) throw notFound("Venue not found");
  const [row] = await db
    .select()
    .from(venues)
    .where(and(eq(venues.id, venueId), eq(venues.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound("Venue not found");
  return row;
}

export async function getVenue(ctx: ServiceContext, venueId: string): Promise<TVenue> {
  return toDto(await findOwned(ctx.db, ctx.actor.userId, venueId));
}

export async function createVenue(ctx: ServiceContext, raw: TVenueInput): Promise<TVenue> {
  const input = parseInput(ZVenueInput, raw);
  const [row] = await ctx.db
    .insert(venues)
    .values({ ...input, ownerId: ctx.actor.userId })
    .returning();
  return toDto(row!);
}

export async function updateVenue(ctx: ServiceContext, venueId: string, raw: TVenueInput): Promise<TVenue> {
  const input = parseInput(ZVenueInput, raw);
  await findOwned(ctx.db, ctx.actor.userId, venueId);
  const [row] = await ctx.db
    .update(venues)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(venues.id, venueId), eq(venues.ownerId, ctx.actor.userId)))
    .returning();
  return toDto(row!);
}

export async function deleteVenue(ctx: ServiceContext, venueId: string): Promise<void> {
  await findOwned(ctx.db, ctx.actor.userId, venueId);
  await ctx.db.delete(venues).where(and(eq(venues.id, venueId), eq(venues.ownerId, ctx.actor.userId)));
}

/** /venues and /search-venues: by name, city and a minimum capacity, paged on the server. */
export async function listVenues(
  ctx: ServiceContext,
  rawQuery: TVenueListQuery,
): Promise<{ venues: TVenue[]; total: number }> {
  const query = parseInput(ZVenueListQuery, rawQuery);
  const conditions: SQL[] = [eq(venues.ownerId, ctx.actor.userId)];
  if (query.q) conditions.push(ilike(venues.name, containsPattern(query.q)));
  if (query.city) conditions.push(ilike(venues.city, containsPattern(query.city)));
  if (query.minCapacity !== undefined) conditions.push(gte(venues.capacity, query.minCapacity));
  const where = and(...conditions);
  const rows = await ctx.db
    .select()
    .from(venues)
    .where(where)
    .orderBy(asc(sql`lower(${venues.name})`), asc(venues.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await ctx.db.select({ n: count() }).from(venues).where(where);
  return { venues: rows.map(toDto), total: Number(total?.n ?? 0) };
}

/** A new share link (128 random bits); the previous link stops working. */
export async function shareVenue(ctx: ServiceContext, venueId: string): Promise<TVenue> {
  await findOwned(ctx.db, ctx.actor.userId, venueId);
  const [row] = await ctx.db
    .update(venues)
    .set({ shareToken: randomBytes(16).toString("base64url"), updatedAt: new Date() })
    .where(and(eq(venues.id, venueId), eq(venues.ownerId, ctx.actor.userId)))
    .returning();
  return toDto(row!);
}

export async function unshareVenue(ctx: ServiceContext, venueId: string): Promise<TVenue> {
  await findOwned(ctx.db, ctx.actor.userId, venueId);
  const [row] = await ctx.db
    .update(venues)
    .set({ shareToken: null, updatedAt: new Date() })
    .where(and(eq(venues.id, venueId), eq(venues.ownerId, ctx.actor.userId)))
    .returning();
  return toDto(row!);
}

export async function publicVenue(db: Db, token: string): Promise<TPublicVenue> {
  const [row] = token.length >= 16 ? await db.select().from(venues).where(eq(venues.shareToken, token)).limit(1) : [];
  if (!row) throw notFound("This venue link is not valid any more.");
  const { name, address, city, country, capacity, contactName, contactEmail, contactPhone, amenities } = toDto(row);
  return { name, address, city, country, capacity, contactName, contactEmail, contactPhone, amenities };
}

// ---- for the events module (bookings) ----

/**
 * Locks the owner's venue row for the rest of the caller's transaction, so two bookings of one venue
 * are checked one after the other, never side by side. Unknown or someone else's venue: a field error.
 */
export async function lockOwnedVenue(tx: Db, ownerId: string, venueId: string): Promise<{ id: string; name: string }> {
  const [row] = isUuid(venueId)
    ? await tx
        .select({ id: venues.id, name: venues.name })
        .from(venues)
        .where(and(eq(venues.id, venueId), eq(venues.ownerId, ownerId)))
        .for("update")
    : [];
  // Like an id in a path: someone else's venue and no venue read the same 404, with the field named.
  if (!row) throw fieldError("NOT_FOUND", "venueId", "Venue not found");
  return row;
}

export async function venueNames(db: Db, ownerId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(and(eq(venues.ownerId, ownerId), inArray(venues.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
