/**
 * Polls through a guest's personal invitation link, without an account: the polls of the link's event with
 * the guest's own answers and, when the poll shows them, the results; and the guest's answers, checked and
 * kept as a member's are (responses.ts). An unknown or replaced link answers the invitation's 404, a poll of
 * another event the same 404 as none, and a host whose plan lacks polls the tier error.
 */
import { eq } from "drizzle-orm";
import type { TGuestPoll, TResponseInput } from "#shared/polls/schemas.ts";
import type { Db } from "../../db/client.ts";
import { events } from "../events/index.ts";
import { requireEventOwnerPlan, type EventPlan } from "../people/index.ts";
import { enforcePublicWriteLimits, type PublicWriteLimits } from "../request-limits/index.ts";
import { requireInvitationGuest } from "../rsvp/index.ts";
import { readEventPoll, type PollContext, type PollEvent, type PollRow } from "./access.ts";
import { eventPollRows, openFirst, pollView } from "./polls.ts";
import { saveResponse } from "./responses.ts";
import { linkRespondent, type Respondent } from "./respondents.ts";
import { readResults } from "./results.ts";

const TEN_MINUTES = 10 * 60;
/**
 * Answers through personal links reach no one's inbox, but each one writes: per link, 30 in 10 minutes is a
 * household answering a dozen polls and changing its mind; per address, 120 leaves room for a venue's guests
 * answering together on one network.
 */
const GUEST_ANSWER_LIMITS: PublicWriteLimits = {
  scope: "poll-answer",
  perAddress: { max: 120, windowSeconds: TEN_MINUTES },
  perLink: { max: 30, windowSeconds: TEN_MINUTES },
  addressMessage: "Too many answers were sent from your connection. Please try again in {minutes}.",
  linkMessage: "Too many answers were sent through this link. Please try again in {minutes}.",
};

interface GuestLink {
  /** The link's event, met as a guest (never as its organiser, whoever holds the link). */
  event: PollEvent;
  respondent: Respondent;
}

async function openLink(db: Db, token: string, plan: EventPlan): Promise<GuestLink> {
  const guest = await requireInvitationGuest(db, token);
  await requireEventOwnerPlan(db, guest.eventId, plan);
  const [event] = await db
    .select({ id: events.id, timeZone: events.timeZone })
    .from(events)
    .where(eq(events.id, guest.eventId))
    .limit(1);
  // The guest row goes with its event: a link that found its guest has an event.
  return { event: { ...event!, role: "attendee" }, respondent: await linkRespondent(db, guest) };
}

async function guestPollView(db: Db, link: GuestLink, poll: PollRow, now = new Date()): Promise<TGuestPoll> {
  const view = await pollView(db, link.respondent, poll, link.event, now);
  return { ...view, results: view.resultsVisible ? await readResults(db, poll, false, now) : null };
}

/** The link's event's polls, open ones first, newest first within each. */
export async function guestPolls(db: Db, token: string, plan: EventPlan): Promise<TGuestPoll[]> {
  const link = await openLink(db, token, plan);
  const now = new Date();
  const items: TGuestPoll[] = [];
  // One after the other: each view reads several tables, and a pool is shared with everyone else.
  for (const poll of await eventPollRows(db, link.event.id)) items.push(await guestPollView(db, link, poll, now));
  return openFirst(items);
}

/** The guest's answers to one poll of the link's event (counted against the public write limits). */
export async function answerGuestPoll(
  ctx: Pick<PollContext, "db" | "realtime">,
  token: string,
  plan: EventPlan,
  pollId: string,
  raw: TResponseInput,
  clientAddress: string,
): Promise<TGuestPoll> {
  const link = await openLink(ctx.db, token, plan);
  // Counted once the link is known to work: guessed tokens are answered 404 and hold no counter.
  await enforcePublicWriteLimits(ctx.db, GUEST_ANSWER_LIMITS, { address: clientAddress, link: token });
  await saveResponse(
    ctx,
    async (tx) => ({ poll: await readEventPoll(tx, link.event.id, pollId, "share"), respondent: link.respondent }),
    raw,
  );
  return guestPollView(ctx.db, link, await readEventPoll(ctx.db, link.event.id, pollId));
}
