/**
 * Answers: a guest's own (personal link), one through the open link, and one the organiser records.
 *
 * Concurrency: an answer locks the event's settings row first, then the guest row, in that order
 * everywhere. So two answers to one invitation leave one consistent reply (the later one), and yes
 * answers that would together pass the capacity queue up: the one that does not fit goes on the waitlist.
 */
import { and, asc, eq, ne, sql } from "drizzle-orm";
import {
  invitationPath,
  PARTY_MAX_LIMIT,
  ZPublicRsvp,
  ZRsvpAnswer,
  type TGuest,
  type TInvitationView,
  type TPartyMember,
  type TPublicRsvp,
  type TPublicRsvpView,
  type TRsvpAnswer,
} from "#shared/rsvp/schemas.ts";
import { rsvpContract } from "#shared/rsvp/contract.ts";
import { pathOf } from "#shared/contract.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { notPublishedForGuests } from "#shared/events/publish-first.ts";
import type { Db } from "../../db/client.ts";
import { parseInput } from "../../parse-input.ts";
import { eventAnswerFacts, events, placeLine, publicEventFacts, type EventAnswerFacts } from "../events/index.ts";
import { liveSchedule, publishedInfoPagePath } from "../info-pages/index.ts";
import { eventCalendarFile, icsFilename } from "../calendar/index.ts";
import { findOwnedGuest, guestDto, newLinkToken, type GuestRow } from "./guests.ts";
import { closedReason, settingsByPublicToken, settingsFor, type SettingsRow } from "./settings.ts";
import { guests } from "./tables.ts";
import type { PublicRsvpContext, RsvpContext } from "./deps.ts";
import type { JobQueue } from "../jobs/index.ts";
import { enforcePublicWriteLimits, type PublicWriteLimits } from "../request-limits/index.ts";
import { queueGuestMail } from "./mailing.ts";

const LINK_INVALID =
  "This link is not valid. It may have been replaced by a newer one: ask the organiser to send you your invitation again.";
/** The most people one answer through the open link may bring (the guest included). */
const PUBLIC_PARTY_MAX = 10;

const TEN_MINUTES = 10 * 60;
/**
 * Answers through personal and open links. An open-link answer mails a new address, so without a bound
 * the link relays mail for anyone. Per address: a household answering and correcting a few invitations
 * stays far below 10 in 10 minutes. Per link: 60 in 10 minutes (one a minute per ten guests answering at
 * once after the invitation goes out) caps what a crowd of addresses can send through one link.
 */
const PUBLIC_ANSWER_LIMITS: PublicWriteLimits = {
  scope: "rsvp-answer",
  perAddress: { max: 10, windowSeconds: TEN_MINUTES },
  perLink: { max: 60, windowSeconds: TEN_MINUTES },
  addressMessage: "Too many answers were sent from your connection. Please try again in {minutes}.",
  linkMessage: "This link has received a lot of answers in the last few minutes. Please try again in {minutes}.",
};

type Answer = ReturnType<typeof ZRsvpAnswer.parse>;

type EventFacts = EventAnswerFacts;

/** The answer checked against what this invitation allows; the party trimmed to the people coming. */
function checkedAnswer(
  answer: Answer,
  partyMax: number,
  settings: SettingsRow,
): { headcount: number; party: TPartyMember[]; note: string; status: Answer["status"] } {
  if (answer.status === "no") return { status: "no", headcount: 0, party: [], note: answer.note };
  if (answer.headcount < 1) {
    throw fieldError(
      "VALIDATION_ERROR",
      "headcount",
      "Say how many people are coming (at least 1).",
      "At least 1 person",
    );
  }
  if (answer.headcount > partyMax) {
    const message =
      partyMax === 1 ? "This invitation is for 1 person." : `This invitation is for up to ${partyMax} people.`;
    throw fieldError("VALIDATION_ERROR", "headcount", message);
  }
  if (answer.party.length > answer.headcount) {
    throw fieldError(
      "VALIDATION_ERROR",
      "party",
      `Give details for at most ${answer.headcount} people.`,
      "More people than are coming",
    );
  }
  const party: TPartyMember[] = [];
  for (let i = 0; i < answer.headcount; i++) {
    const member = answer.party[i] ?? { name: "", meal: null, dietary: "" };
    if (member.meal !== null && member.meal !== "") {
      const known = settings.mealOptions.find((option) => option.toLowerCase() === member.meal!.toLowerCase());
      if (!known) {
        const message =
          settings.mealOptions.length > 0
            ? `Choose one of the meal options: ${settings.mealOptions.join(", ")}`
            : "This event offers no meal choice";
        throw fieldError("VALIDATION_ERROR", `party.${i}.meal`, message);
      }
      party.push({ name: member.name, meal: known, dietary: settings.askDietary ? member.dietary : "" });
    } else {
      party.push({ name: member.name, meal: null, dietary: settings.askDietary ? member.dietary : "" });
    }
  }
  return { status: answer.status, headcount: answer.headcount, party, note: answer.note };
}

/** People holding a place (confirmed yes), other than `exceptGuestId`. */
async function confirmedPeople(tx: Db, eventId: string, exceptGuestId?: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`coalesce(sum(${guests.headcount}), 0)::int` })
    .from(guests)
    .where(
      and(
        eq(guests.eventId, eventId),
        eq(guests.status, "yes"),
        eq(guests.waitlisted, false),
        ...(exceptGuestId ? [ne(guests.id, exceptGuestId)] : []),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Gives freed places to the waitlist, first come first served (a party that does not fit is passed over
 * for a smaller one behind it). The caller holds the settings row lock. Returns the guests who got a place.
 */
export async function promoteWaitlist(tx: Db, settings: SettingsRow): Promise<GuestRow[]> {
  const waiting = await tx
    .select()
    .from(guests)
    .where(and(eq(guests.eventId, settings.eventId), eq(guests.waitlisted, true)))
    .orderBy(asc(guests.respondedAt), asc(guests.id))
    .for("update");
  if (waiting.length === 0) return [];
  let free =
    settings.capacity === null
      ? Number.POSITIVE_INFINITY
      : settings.capacity - (await confirmedPeople(tx, settings.eventId));
  const promoted: GuestRow[] = [];
  for (const guest of waiting) {
    if (guest.headcount > free) continue;
    free -= guest.headcount;
    const [row] = await tx
      .update(guests)
      .set({ waitlisted: false, updatedAt: new Date() })
      .where(eq(guests.id, guest.id))
      .returning();
    promoted.push(row!);
  }
  return promoted;
}

/**
 * Saves an answer on a locked guest row under the locked settings row: the one place answers are written.
 * A confirmed guest who asks for more places than are left keeps their answer (refused, not moved to the
 * waitlist); a new yes that does not fit goes on the waitlist.
 */
export async function saveAnswer(
  ctx: Pick<RsvpContext, "jobs">,
  tx: Db,
  settings: SettingsRow,
  guest: GuestRow,
  answer: Answer,
  by: "guest" | "organiser",
): Promise<GuestRow> {
  const checked = checkedAnswer(answer, guest.partyMax, settings);
  const wasConfirmed = guest.status === "yes" && !guest.waitlisted;
  let waitlisted = false;
  if (checked.status === "yes" && settings.capacity !== null) {
    const others = await confirmedPeople(tx, guest.eventId, guest.id);
    const fits = others + checked.headcount <= settings.capacity;
    if (!fits && wasConfirmed) {
      const left = Math.max(0, settings.capacity - others);
      const message = `Only ${left} ${left === 1 ? "place is" : "places are"} left, so your answer for ${guest.headcount} still stands.`;
      throw fieldError("CONFLICT", "headcount", message);
    }
    waitlisted = !fits;
  }
  const now = new Date();
  const [row] = await tx
    .update(guests)
    .set({
      status: checked.status,
      headcount: checked.headcount,
      party: checked.party,
      responseNote: checked.note,
      waitlisted,
      respondedAt: now,
      firstRespondedAt: guest.firstRespondedAt ?? now,
      // A guest who answers has opened their link, whatever their mail client reported.
      ...(by === "guest" && !guest.openedAt ? { openedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(guests.id, guest.id))
    .returning();
  const freedPlaces = wasConfirmed && (checked.status !== "yes" || checked.headcount < guest.headcount);
  if (freedPlaces) {
    const promoted = await promoteWaitlist(tx, settings);
    for (const lucky of promoted) await queueGuestMail(ctx.jobs, tx, "waitlist-place", lucky.id);
  }
  return row!;
}

export async function eventOf(tx: Db, eventId: string): Promise<EventFacts> {
  const row = await eventAnswerFacts(tx, eventId);
  if (!row) throw notFound(LINK_INVALID);
  return row;
}

function assertOpen(event: EventFacts, settings: SettingsRow): void {
  const reason = closedReason(event, settings);
  if (reason) throw new AppError("RSVP_CLOSED", reason);
}

/**
 * Draft means private (ADR 025): while an event is a draft (never published, or moved back after its links
 * went out), a guest's link shows nothing of the event and takes nothing from the guest. The one check of
 * every endpoint of a personal link (the invitation, the answer, the calendar file, and through
 * requireInvitationGuest the hub's news, polls and tickets), of the open RSVP link (its page and its
 * answer), and of both links' previews. A cancelled event stays open: its page says it was cancelled
 * (closedReason).
 */
const openToGuests = (status: string) => status !== "draft";

async function assertOpenToGuests(db: Db, event: { id: string; status: string }): Promise<void> {
  if (openToGuests(event.status)) return;
  // Only for a draft: the host's name, and nothing else of the event (see notPublishedForGuests).
  const facts = await publicEventFacts(db, event.id);
  throw new AppError("EVENT_NOT_PUBLISHED", notPublishedForGuests(facts?.hostName ?? ""));
}

async function guestByToken(db: Db, token: string, lock = false): Promise<GuestRow> {
  const query = db.select().from(guests).where(eq(guests.token, token)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(LINK_INVALID);
  return row;
}

/** The organiser records an answer given in person or by phone (the deadline does not bind them). */
export async function recordAnswer(ctx: RsvpContext, guestId: string, raw: TRsvpAnswer): Promise<TGuest> {
  const answer = parseInput(ZRsvpAnswer, raw);
  const { eventId } = await findOwnedGuest(ctx.db, ctx, guestId);
  return ctx.db.transaction(async (tx) => {
    const event = await eventOf(tx, eventId);
    const settings = await settingsFor(tx, event, true);
    const guest = await findOwnedGuest(tx, ctx, guestId, true);
    return guestDto(await saveAnswer(ctx, tx, settings, guest, answer, "organiser"));
  });
}

/** What a guest's page shows of the event and of how it takes answers (personal and open links alike). */
async function guestFacing(db: Db, eventId: string, settings: SettingsRow) {
  const [facts, infoPagePath] = await Promise.all([publicEventFacts(db, eventId), publishedInfoPagePath(db, eventId)]);
  if (!facts) throw notFound(LINK_INVALID);
  return {
    event: {
      name: facts.name,
      startAt: facts.startAt,
      endAt: facts.endAt,
      timeZone: facts.timeZone,
      locationName: placeLine(facts),
      description: facts.description,
      status: facts.status,
      groupTerm: facts.eventType.groupTerm,
      hostName: facts.hostName,
      infoPagePath,
    },
    message: settings.message,
    mealOptions: settings.mealOptions,
    askDietary: settings.askDietary,
    deadline: settings.deadline?.toISOString() ?? null,
    closedReason: closedReason(facts, settings),
  };
}

async function viewOf(db: Db, guest: GuestRow, settings: SettingsRow): Promise<TInvitationView> {
  // One after the other: `db` may be a transaction's single connection.
  const facing = await guestFacing(db, guest.eventId, settings);
  return {
    ...facing,
    programme: await liveSchedule(db, guest.eventId),
    guest: {
      name: guest.name,
      email: guest.email ?? "",
      partyMax: guest.partyMax,
      status: guest.status as TInvitationView["guest"]["status"],
      headcount: guest.headcount,
      waitlisted: guest.waitlisted,
      party: guest.party,
      note: guest.responseNote,
    },
    calendarPath: pathOf(rsvpContract.invitationCalendar, { token: guest.token }),
  };
}

/** What the personal link shows. The first visit marks the invitation opened. */
export async function invitationView(db: Db, token: string): Promise<TInvitationView> {
  let guest = await guestByToken(db, token);
  const event = await eventOf(db, guest.eventId);
  // Checked before the visit counts: a guest who met a closed page has not seen the invitation.
  await assertOpenToGuests(db, event);
  if (!guest.openedAt) {
    const [opened] = await db
      .update(guests)
      .set({ openedAt: new Date() })
      .where(and(eq(guests.id, guest.id), sql`${guests.openedAt} is null`))
      .returning();
    guest = opened ?? guest;
  }
  return viewOf(db, guest, await settingsFor(db, event));
}

/** The guest's own answer through the personal link. */
export async function answerInvitation(
  ctx: PublicRsvpContext,
  token: string,
  raw: TRsvpAnswer,
  clientAddress: string,
): Promise<TInvitationView> {
  const answer = parseInput(ZRsvpAnswer, raw);
  const first = await requireInvitationGuest(ctx.db, token);
  await enforcePublicWriteLimits(ctx.db, PUBLIC_ANSWER_LIMITS, { address: clientAddress, link: token });
  const saved = await ctx.db.transaction(async (tx) => {
    const event = await eventOf(tx, first.eventId);
    const settings = await settingsFor(tx, event, true);
    assertOpen(event, settings);
    // Read again under the lock: the link may have been replaced meanwhile.
    const guest = await guestByToken(tx, token, true);
    return { row: await saveAnswer(ctx, tx, settings, guest, answer, "guest"), settings };
  });
  return viewOf(ctx.db, saved.row, saved.settings);
}

async function openLinkSettings(db: Db, token: string): Promise<{ settings: SettingsRow; event: EventFacts }> {
  const settings = await settingsByPublicToken(db, token);
  if (!settings) throw notFound(LINK_INVALID);
  return { settings, event: await eventOf(db, settings.eventId) };
}

export async function publicRsvpView(db: Db, token: string): Promise<TPublicRsvpView> {
  const { settings, event } = await openLinkSettings(db, token);
  await assertOpenToGuests(db, event);
  return {
    ...(await guestFacing(db, settings.eventId, settings)),
    partyMax: Math.min(PUBLIC_PARTY_MAX, PARTY_MAX_LIMIT),
  };
}

/**
 * An answer through the open link. A new address joins the guest list with this answer and gets its
 * personal link by email; an address already on the list gets its existing link by email instead, and
 * nothing changes: nobody alters another person's answer by knowing their address.
 */
export async function answerPublicRsvp(
  ctx: PublicRsvpContext,
  token: string,
  raw: TPublicRsvp,
  clientAddress: string,
): Promise<{ invitationPath: string | null; emailed: boolean }> {
  const input = parseInput(ZPublicRsvp, raw);
  const { event } = await openLinkSettings(ctx.db, token);
  // A draft's open link takes no answer, so it mails nobody a personal link that would open closed.
  await assertOpenToGuests(ctx.db, event);
  // Counted once the link is known to work: guessed tokens are answered 404 and hold no counter.
  await enforcePublicWriteLimits(ctx.db, PUBLIC_ANSWER_LIMITS, { address: clientAddress, link: token });
  return ctx.db.transaction(async (tx) => {
    const settings = await settingsFor(tx, event, true);
    if (!settings.publicEnabled || settings.publicToken !== token) throw notFound(LINK_INVALID);
    assertOpen(event, settings);
    const [existing] = await tx
      .select({ id: guests.id })
      .from(guests)
      .where(and(eq(guests.eventId, event.id), eq(guests.email, input.email)))
      .limit(1);
    if (existing) {
      await queueGuestMail(ctx.jobs, tx, "link", existing.id);
      return { invitationPath: null, emailed: true };
    }
    const [created] = await tx
      .insert(guests)
      .values({
        eventId: event.id,
        ownerId: event.ownerId,
        name: input.name,
        email: input.email,
        partyMax: PUBLIC_PARTY_MAX,
        token: newLinkToken(),
        source: "public",
        openedAt: new Date(),
      })
      .returning();
    const row = await saveAnswer(ctx, tx, settings, created!, input.answer, "guest");
    await queueGuestMail(ctx.jobs, tx, "link", row.id);
    return { invitationPath: guestDto(row).invitationPath, emailed: false };
  });
}

/** Removes a guest; a place they held goes to the waitlist. */
export async function deleteGuest(ctx: RsvpContext, guestId: string): Promise<void> {
  const { eventId } = await findOwnedGuest(ctx.db, ctx, guestId);
  await ctx.db.transaction(async (tx) => {
    const event = await eventOf(tx, eventId);
    const settings = await settingsFor(tx, event, true);
    await removeGuest(tx, ctx.jobs, settings, await findOwnedGuest(tx, ctx, guestId, true));
  });
}

/**
 * Deletes a guest whose row and event settings the caller holds locked; a place they held goes to the
 * waitlist (the organiser's delete and an admin's alike).
 */
export async function removeGuest(tx: Db, jobs: JobQueue, settings: SettingsRow, guest: GuestRow): Promise<void> {
  await tx.delete(guests).where(eq(guests.id, guest.id));
  if (guest.status === "yes" && !guest.waitlisted) {
    for (const lucky of await promoteWaitlist(tx, settings)) await queueGuestMail(jobs, tx, "waitlist-place", lucky.id);
  }
}

/** The event as an .ics file for the guest behind a personal link; every entry links back to their invitation. */
export async function invitationCalendar(
  db: Db,
  token: string,
  baseUrl: string,
): Promise<{ filename: string; text: string }> {
  const guest = await requireInvitationGuest(db, token);
  const facts = await publicEventFacts(db, guest.eventId);
  const text = await eventCalendarFile(db, guest.eventId, {
    baseUrl,
    eventUrl: `${baseUrl}${invitationPath(token)}`,
  });
  if (!facts || text === null) throw notFound(LINK_INVALID);
  return { filename: icsFilename(facts.name), text };
}

/** Who a personal link is for and their event's status, without counting a visit. */
async function guestOfInvitation(db: Db, token: string) {
  const [row] = await db
    .select({
      guestId: guests.id,
      eventId: guests.eventId,
      name: guests.name,
      email: guests.email,
      eventStatus: events.status,
    })
    .from(guests)
    .innerJoin(events, eq(events.id, guests.eventId))
    .where(eq(guests.token, token))
    .limit(1);
  return row ?? null;
}

/**
 * Who a personal link is for, once the link may show its event: the guest hub's other sections ask here. An
 * unknown or replaced link answers the invitation page's own 404, a draft's link its 409.
 */
export async function requireInvitationGuest(
  db: Db,
  token: string,
): Promise<{ guestId: string; eventId: string; name: string; email: string | null }> {
  const found = await guestOfInvitation(db, token);
  if (!found) throw notFound(LINK_INVALID);
  const { eventStatus, ...guest } = found;
  await assertOpenToGuests(db, { id: guest.eventId, status: eventStatus });
  return guest;
}

/** The event a personal link shows, without counting a visit (link previews read this); none for a draft. */
export async function eventIdByInvitationToken(db: Db, token: string): Promise<string | null> {
  const guest = await guestOfInvitation(db, token);
  return guest && openToGuests(guest.eventStatus) ? guest.eventId : null;
}

/** The event an open RSVP link shows, for its link preview; none for a draft (nor a link switched off). */
export async function eventIdByOpenLinkToken(db: Db, token: string): Promise<string | null> {
  const settings = await settingsByPublicToken(db, token);
  if (!settings) return null;
  const event = await eventAnswerFacts(db, settings.eventId);
  return event && openToGuests(event.status) ? event.id : null;
}
