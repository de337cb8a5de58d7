/**
 * Whose poll is it: a poll is reached through its event's membership, so a poll of an event the caller
 * does not belong to answers the same 404 as no poll at all, and organiser-only actions answer 404 to
 * attendees (they can see the poll, but the action does not exist for them).
 */
import { eq } from "drizzle-orm";
import { notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { TPollStatus } from "#shared/polls/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { findMemberEvent, type MemberEvent } from "../people/index.ts";
import type { Realtime } from "../realtime/index.ts";
import { polls } from "./tables.ts";

export type PollRow = typeof polls.$inferSelect;

export interface PollContext extends ServiceContext {
  realtime: Realtime;
}

const POLL_NOT_FOUND = "Poll not found";
export const pollTopic = (pollId: string) => `poll:${pollId}`;

export interface PollAccess {
  poll: PollRow;
  event: MemberEvent;
}

/**
 * The poll if the user belongs to its event (`organiser`: only if they organise it). `lock` holds the poll
 * row until the caller's transaction ends: "update" for changes to the poll itself, "share" for answers,
 * so a question edit or an early close never interleaves with a submit.
 */
export async function findPoll(
  db: Db,
  userId: string,
  pollId: string,
  options: { organiser?: boolean; lock?: "update" | "share" } = {},
): Promise<PollAccess> {
  if (!isUuid(pollId)) throw notFound(POLL_NOT_FOUND);
  const query = db.select().from(polls).where(eq(polls.id, pollId)).limit(1);
  const [poll] =
    options.lock === "update"
      ? await query.for("update")
      : options.lock === "share"
        ? await query.for("share")
        : await query;
  if (!poll) throw notFound(POLL_NOT_FOUND);
  const event = await findMemberEvent(db, userId, poll.eventId);
  if (!event || (options.organiser && event.role !== "organiser")) throw notFound(POLL_NOT_FOUND);
  return { poll, event };
}

export function pollStatus(poll: Pick<PollRow, "closedAt" | "closesAt">, now = new Date()): TPollStatus {
  return poll.closedAt || (poll.closesAt && poll.closesAt.getTime() <= now.getTime()) ? "closed" : "open";
}
