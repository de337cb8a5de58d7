/**
 * Names and pictures of the people in conversations, blocks and reports, read through the database's
 * relational schema so this module never reaches into the account module's files.
 */
import { fieldError } from "#shared/errors.ts";
import type { TPerson } from "#shared/messages/schemas.ts";
import type { Db } from "../../db/client.ts";
import { eventPlanOpens, eventPlanRefusal, sharedEvents, type EventPlan } from "../people/index.ts";

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
 * The events the caller shares with `userId` whose host's plan opens `plan`. None at all answers 404 like a
 * person who does not exist, so nobody learns who uses the app by guessing ids; shared events whose hosts'
 * plans lack it answer the tier error.
 */
export async function requireSharedEvents(db: Db, me: string, userId: string, plan: EventPlan): Promise<string[]> {
  const shared = await sharedEvents(db, me, userId);
  if (shared.length === 0) throw personNotFound();
  const open = shared.filter((event) => eventPlanOpens(event, plan));
  if (open.length === 0 && plan) throw eventPlanRefusal(plan);
  return open.map((event) => event.id);
}
