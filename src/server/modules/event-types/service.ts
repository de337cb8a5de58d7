import { asc, desc, eq } from "drizzle-orm";
import type { TEventType } from "#shared/event-types.ts";
import type { Db } from "../../db/client.ts";
import { eventTypes } from "./tables.ts";

function toDto(row: typeof eventTypes.$inferSelect): TEventType {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    groupTerm: row.groupTerm,
    memberTerm: row.memberTerm,
    builtIn: row.builtIn,
  };
}

/** Built-ins first, in their spec order (Club first: the default preference), then organisers' own. */
export async function listEventTypes(db: Db): Promise<TEventType[]> {
  const rows = await db
    .select()
    .from(eventTypes)
    .orderBy(desc(eventTypes.builtIn), asc(eventTypes.position), asc(eventTypes.createdAt), asc(eventTypes.id));
  return rows.map(toDto);
}

export async function findEventType(db: Db, id: string): Promise<TEventType | null> {
  const [row] = await db.select().from(eventTypes).where(eq(eventTypes.id, id)).limit(1);
  return row ? toDto(row) : null;
}
