/**
 * Invitations (guests) across every organiser, for the admin pages. Not scoped by actor: the admin module
 * checks the caller is an administrator before it calls any of these.
 */
import { count, desc, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { TAdminInvitation } from "#shared/admin/schemas.ts";
import type { TGuestSource, TRsvpStatus } from "#shared/rsvp/schemas.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { eventAnswerFacts, ownedEventBriefs } from "../events/index.ts";
import type { JobQueue } from "../jobs/index.ts";
import type { AdminListInput } from "../venues/index.ts";
import { removeGuest } from "./answers.ts";
import type { GuestRow } from "./guests.ts";
import { settingsFor } from "./settings.ts";
import { guests } from "./tables.ts";

type AdminInvitationRecord = Omit<TAdminInvitation, "owner">;
type Owned<T> = { record: T; ownerId: string };

const iso = (at: Date | null) => at?.toISOString() ?? null;

async function invitationRecords(db: Db, rows: GuestRow[]): Promise<Array<Owned<AdminInvitationRecord>>> {
  if (rows.length === 0) return [];
  // A guest's owner is its event's owner, so the event names come owner by owner (a page has few owners).
  const eventIdsByOwner = new Map<string, Set<string>>();
  for (const row of rows)
    eventIdsByOwner.set(row.ownerId, (eventIdsByOwner.get(row.ownerId) ?? new Set()).add(row.eventId));
  const eventNames = new Map<string, string>();
  for (const [ownerId, ids] of eventIdsByOwner) {
    for (const [id, brief] of await ownedEventBriefs(db, ownerId, [...ids])) eventNames.set(id, brief.name);
  }
  return rows.map((row) => ({
    ownerId: row.ownerId,
    record: {
      id: row.id,
      name: row.name,
      email: row.email,
      event: { id: row.eventId, name: eventNames.get(row.eventId) ?? "" },
      status: row.status as TRsvpStatus,
      headcount: row.headcount,
      waitlisted: row.waitlisted,
      invitedAt: iso(row.invitedAt),
      openedAt: iso(row.openedAt),
      respondedAt: iso(row.respondedAt),
      source: row.source as TGuestSource,
      createdAt: row.createdAt.toISOString(),
    },
  }));
}

/** The guest's name or email contains the text, or the organiser is one of those the text matched. */
function searchOf(input: AdminListInput): SQL | undefined {
  if (!input.q) return undefined;
  const pattern = containsPattern(input.q);
  const matches: SQL[] = [ilike(guests.name, pattern), ilike(guests.email, pattern)];
  if (input.ownerIds.length > 0) matches.push(inArray(guests.ownerId, input.ownerIds));
  return or(...matches);
}

export async function adminListInvitations(
  db: Db,
  input: AdminListInput,
): Promise<{ records: Array<Owned<AdminInvitationRecord>>; total: number }> {
  const where = searchOf(input);
  const rows = await db
    .select()
    .from(guests)
    .where(where)
    .orderBy(desc(guests.createdAt), desc(guests.id))
    .limit(input.limit)
    .offset(input.offset);
  const [total] = await db.select({ n: count() }).from(guests).where(where);
  return { records: await invitationRecords(db, rows), total: Number(total?.n ?? 0) };
}

export async function adminFindInvitation(db: Db, guestId: string): Promise<Owned<AdminInvitationRecord> | null> {
  if (!isUuid(guestId)) return null;
  const rows = await db.select().from(guests).where(eq(guests.id, guestId)).limit(1);
  return (await invitationRecords(db, rows))[0] ?? null;
}

/**
 * Removes the guest inside the caller's transaction, as the organiser's own delete does: under the event's
 * settings lock (then the guest's, the order every answer takes), and a place the guest held goes to the
 * waitlist, whose lucky guests are mailed through `jobs` after the commit. Returns what was deleted.
 */
export async function adminDeleteInvitation(
  tx: Db,
  jobs: JobQueue,
  guestId: string,
): Promise<Owned<AdminInvitationRecord> | null> {
  const found = await adminFindInvitation(tx, guestId);
  if (!found) return null;
  const event = await eventAnswerFacts(tx, found.record.event.id);
  if (!event) return null;
  const settings = await settingsFor(tx, event, true);
  const [guest] = await tx.select().from(guests).where(eq(guests.id, guestId)).for("update");
  if (!guest) return null;
  await removeGuest(tx, jobs, settings, guest);
  // What was deleted as it stood under the lock, not as first read.
  const [record] = await invitationRecords(tx, [guest]);
  return record ?? null;
}
