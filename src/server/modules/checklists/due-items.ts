/**
 * Checklist lines with a due day, for calendars that show an organiser's deadlines beside their events.
 * Owner-scoped through the checklist, like every other read of this module.
 */
import { and, asc, eq, gte, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { itemWithTask, linkedDone } from "./linked-done.ts";
import { checklistItems, checklists } from "./tables.ts";

interface DueChecklistItem {
  id: string;
  text: string;
  /** A calendar day ("2027-06-01"). */
  dueDate: string;
  done: boolean;
  checklistId: string;
  checklistTitle: string;
  eventId: string;
}

/** The owner's items due from `fromDay` to `toDay` (both included, "YYYY-MM-DD"), soonest first. */
export async function dueItemsBetween(
  db: Db,
  ownerId: string,
  range: { fromDay: string; toDay: string },
  limit: number,
): Promise<DueChecklistItem[]> {
  const rows = await itemWithTask(db, {
    checklistTitle: checklists.title,
    eventId: checklists.eventId,
  })
    .innerJoin(checklists, eq(checklists.id, checklistItems.checklistId))
    .where(
      and(
        eq(checklists.ownerId, ownerId),
        isNotNull(checklistItems.dueDate),
        gte(checklistItems.dueDate, range.fromDay),
        lte(checklistItems.dueDate, range.toDay),
      ),
    )
    .orderBy(
      asc(checklistItems.dueDate),
      asc(checklists.position),
      asc(checklistItems.position),
      asc(checklistItems.id),
    )
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    dueDate: row.dueDate!,
    done: linkedDone(row).done,
    checklistId: row.checklistId,
    checklistTitle: row.checklistTitle,
    eventId: row.eventId,
  }));
}
