/**
 * Names and pictures of the people in conversations, blocks and reports, read through the database's
 * relational schema so this module never reaches into the account module's files.
 */
import { fieldError } from "#shared/errors.ts";
import type { TPerson } from "#shared/messages/schemas.ts";
import type { Db } from "../../db/client.ts";
import { sharedEventIds } from "../people/index.ts";

export async function peopleByIds(db: Db, ids: string[]): Promise<Map<string, TPerson>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.query.users.findMany({
    columns: { id: true, name: true, image: true },
    where: (users, { inArray }) => inArray(users.id, unique),
  });
  return new Map(rows.map((row) => [row.id, row]));
}

/** Someone who left or was never there still renders as a person. */
export const personOrGone = (people: Map<string, TPerson>, id: string): TPerson =>
  people.get(id) ?? { id, name: "Former member", image: null };

export const personNotFound = () => fieldError("NOT_FOUND", "userId", "Person not found");

export function refuseSelf(me: string, userId: string, message: string): void {
  if (me === userId) throw fieldError("VALIDATION_ERROR", "userId", message);
}

/**
 * The events the caller shares with `userId`; none answers 404 like a person who does not exist, so
 * nobody learns who uses the app by guessing ids.
 */
export async function requireSharedEvents(db: Db, me: string, userId: string): Promise<string[]> {
  const shared = await sharedEventIds(db, me, userId);
  if (shared.length === 0) throw personNotFound();
  return shared;
}
