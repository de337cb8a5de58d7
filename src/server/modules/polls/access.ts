/**
 * Whose poll is it: a poll is reached through its event's membership, so a poll of an event the caller
 * does not belong to answers the same 404 as no poll at all, and organiser-only actions answer 404 to
 * attendees (they can see the poll, but the action does not exist for them). A guest's personal invitation
 * link reaches the polls of its own event the same way, without an account (guest-link.ts).
 */
import { eq } from "drizzle-orm";
import { notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { TPollStatus } from "#shared/polls/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { findMemberEvent, requireEventPlan, type EventPlan, type MemberEvent } from "../people/index.ts";
import type { Realtime } from "../realtime/index.ts";
import { polls } from "./tables.ts";

export type PollRow = typeof polls.$inferSelect;

export interface PollContext extends ServiceContext {
  realtime: Realtime;
}

const POLL_NOT_FOUND = "Poll not found";
export const pollTopic = (pollId: string) => `poll:${pollId}`;

/** A poll's event as its viewer meets it: its zone (date options are shown in it), and whether they organise it. */
export type PollEvent = Pick<MemberEvent, "id" | "timeZone" | "role">;

export interface PollAccess {
  poll: PollRow;
  event: PollEvent;
}

type PollLock = "update" | "share";

/** The poll row, locked as asked until the caller's transaction ends; none (or a malformed id) answers 404. */
async function readPoll(db: Db, pollId: string, lock?: PollLock): Promise<PollRow> {
  if (!isUuid(pollId)) throw notFound(POLL_NOT_FOUND);
  const query = db.select().from(polls).where(eq(polls.id, pollId)).limit(1);
  const [poll] =
    lock === "update" ? await query.for("update") : lock === "share" ? await query.for("share") : await query;
  if (!poll) throw notFound(POLL_NOT_FOUND);
  return poll;
}

/** The poll if it belongs to `eventId` (a guest link's event); any other poll answers the same 404 as none. */
export async function readEventPoll(db: Db, eventId: string, pollId: string, lock?: PollLock): Promise<PollRow> {
  const poll = await readPoll(db, pollId, lock);
  if (poll.eventId !== eventId) throw notFound(POLL_NOT_FOUND);
  return poll;
}

/**
 * The poll if the user belongs to its event (`organiser`: only if they organise it) and its owner's plan
 * opens `plan` (the tier error otherwise). `lock` holds the poll
 * row until the caller's transaction ends: "update" for changes to the poll itself, "share" for answers,
 * so a question edit or an early close never interleaves with a submit.
 */
export async function findPoll(
  db: Db,
  userId: string,
  pollId: string,
  options: { plan: EventPlan; organiser?: boolean; lock?: PollLock },
): Promise<PollAccess> {
  const poll = await readPoll(db, pollId, options.lock);
  const event = await findMemberEvent(db, userId, poll.eventId);
  if (!event || (options.organiser && event.role !== "organiser")) throw notFound(POLL_NOT_FOUND);
  return { poll, event: requireEventPlan(event, options.plan) };
}

export function pollStatus(poll: Pick<PollRow, "closedAt" | "closesAt">, now = new Date()): TPollStatus {
  return poll.closedAt || (poll.closesAt && poll.closesAt.getTime() <= now.getTime()) ? "closed" : "open";
}
