/**
 * Many of an owner's events at once (the business tier's bulk operations): which ids are the owner's, and
 * status changes and deletes over all of them in the caller's one transaction, the event rows locked by id.
 * Another owner's id is counted as not found and never touched.
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { events } from "./tables.ts";

/** The ids among `ids` that are the owner's events (by id), and how many were not found. */
export async function selectOwnedEvents(
  db: Db,
  ownerId: string,
  ids: string[],
): Promise<{ ids: string[]; notFound: number }> {
  const wanted = [...new Set(ids)];
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.ownerId, ownerId), inArray(events.id, wanted)))
    .orderBy(asc(events.id));
  return { ids: rows.map((row) => row.id), notFound: wanted.length - rows.length };
}

async function lockOwned(tx: Db, ownerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: events.id, status: events.status, coverImage: events.coverImage })
    .from(events)
    .where(and(eq(events.ownerId, ownerId), inArray(events.id, ids)))
    .orderBy(asc(events.id))
    .for("update");
}

/**
 * Publishes the drafts or cancels what is not cancelled yet; how many changed and how many were already so
 * (a cancelled event is opened again on its own page, where its venue is checked again).
 */
export async function setEventsStatusInBulk(
  tx: Db,
  ownerId: string,
  ids: string[],
  action: "publish" | "cancel",
): Promise<{ changed: number; unchanged: number }> {
  const rows = await lockOwned(tx, ownerId, ids);
  const from = action === "publish" ? "draft" : null;
  const changing = rows.filter((row) => (from ? row.status === from : row.status !== "cancelled")).map((r) => r.id);
  if (changing.length > 0) {
    await tx
      .update(events)
      .set({ status: action === "publish" ? "published" : "cancelled", updatedAt: new Date() })
      .where(inArray(events.id, changing));
  }
  return { changed: changing.length, unchanged: rows.length - changing.length };
}

/** Deletes the owner's events among `ids` (with everything that belongs to them); their cover keys, to remove after COMMIT. */
export async function deleteEventsInBulk(
  tx: Db,
  ownerId: string,
  ids: string[],
): Promise<{ deleted: number; covers: string[] }> {
  const rows = await lockOwned(tx, ownerId, ids);
  if (rows.length === 0) return { deleted: 0, covers: [] };
  await tx.delete(events).where(
    inArray(
      events.id,
      rows.map((row) => row.id),
    ),
  );
  return { deleted: rows.length, covers: rows.flatMap((row) => (row.coverImage ? [row.coverImage] : [])) };
}
