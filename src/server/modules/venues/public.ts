/**
 * What other modules may show the public about a venue an event holds (an event's information page):
 * its name and address, never its contact, notes or share token. The caller has already decided the
 * page is public, so no actor is needed.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { venues } from "./tables.ts";

export interface VenueAddress {
  name: string;
  address: string;
  city: string;
  country: string;
}

export async function venueAddress(db: Db, venueId: string): Promise<VenueAddress | null> {
  const [row] = await db
    .select({ name: venues.name, address: venues.address, city: venues.city, country: venues.country })
    .from(venues)
    .where(eq(venues.id, venueId))
    .limit(1);
  return row ?? null;
}
