/**
 * Venues across every owner, for the admin pages. Not scoped by actor: the admin module checks the
 * caller is an administrator before it calls any of these.
 */
import { and, count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { TAdminVenue } from "#shared/admin/schemas.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { venues } from "./tables.ts";

type AdminVenueRecord = Omit<TAdminVenue, "owner" | "upcomingBookings">;

type VenueRow = typeof venues.$inferSelect;

function toRecord(row: VenueRow): AdminVenueRecord {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    country: row.country,
    capacity: row.capacity ?? null,
    contact: [row.contactName, row.contactEmail, row.contactPhone].filter(Boolean).join(" · "),
    amenities: row.amenities,
    notes: row.notes,
    shared: row.shareToken !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface AdminListInput {
  q?: string | undefined;
  /** Owners whose name or email matched `q`: their records match too. */
  ownerIds: string[];
  limit: number;
  offset: number;
}

export async function adminListVenues(
  db: Db,
  input: AdminListInput,
): Promise<{ records: Array<{ record: AdminVenueRecord; ownerId: string }>; total: number }> {
  const conditions: SQL[] = [];
  if (input.q) {
    const pattern = containsPattern(input.q);
    const matches = [ilike(venues.name, pattern), ilike(venues.city, pattern)];
    if (input.ownerIds.length > 0) matches.push(inArray(venues.ownerId, input.ownerIds));
    conditions.push(or(...matches)!);
  }
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select()
    .from(venues)
    .where(where)
    .orderBy(desc(venues.createdAt), desc(venues.id))
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await db.select({ n: count() }).from(venues).where(where);
  return {
    records: rows.map((row) => ({ record: toRecord(row), ownerId: row.ownerId })),
    total: Number(total?.n ?? 0),
  };
}

export async function adminFindVenue(
  db: Db,
  venueId: string,
): Promise<{ record: AdminVenueRecord; ownerId: string } | null> {
  if (!isUuid(venueId)) return null;
  const [row] = await db.select().from(venues).where(eq(venues.id, venueId)).limit(1);
  return row ? { record: toRecord(row), ownerId: row.ownerId } : null;
}

/** Deletes the venue (events and activities that held it keep their own place text) and returns what it was. */
export async function adminDeleteVenue(
  tx: Db,
  venueId: string,
): Promise<{ record: AdminVenueRecord; ownerId: string } | null> {
  if (!isUuid(venueId)) return null;
  const [row] = await tx.delete(venues).where(eq(venues.id, venueId)).returning();
  return row ? { record: toRecord(row), ownerId: row.ownerId } : null;
}

/** Venue names whoever owns them (the admin lists show events of many owners at once). */
export async function venueNamesById(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: venues.id, name: venues.name }).from(venues).where(inArray(venues.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
