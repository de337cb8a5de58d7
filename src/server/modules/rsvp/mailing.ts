/**
 * Every RSVP mail goes through the job queue: a request (or a scheduled reminder) queues the guests'
 * ids inside its own transaction, so a rolled-back change mails nobody, and a worker sends after COMMIT.
 * A mail that fails is retried by the queue; reminders record each delivery first, so a guest gets each
 * reminder at most once even when a job runs again.
 */
import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { formatEventWhen } from "#shared/date-format.ts";
import { invitationPath } from "#shared/rsvp/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { JobQueue } from "../jobs/index.ts";
import { placeLine, publicEventFacts } from "../events/index.ts";
import {
  rsvpInvitationMail,
  rsvpLinkMail,
  rsvpReminderMail,
  rsvpWaitlistPlaceMail,
  type RenderedMail,
  type RsvpMailEvent,
} from "../mail/index.ts";
import type { RsvpDeps } from "./deps.ts";
import { formatDeadline } from "./settings.ts";
import { guests, rsvpReminderDeliveries, rsvpReminders, rsvpSettings } from "./tables.ts";

const MAIL_QUEUE = "rsvp.mail";
const REMINDER_QUEUE = "rsvp.reminder";
/** Guests per mail job: small enough that a retry repeats little, large enough to keep the queue short. */
const MAIL_BATCH = 200;

type GuestMailKind = "invitation" | "link" | "waitlist-place";

interface MailJob extends Record<string, unknown> {
  kind: GuestMailKind;
  guestIds: string[];
  /** How many times these guests' mails have been tried already (failed mails come back in a new job). */
  tries?: number;
}

/** A mail that keeps failing is given up after this many tries (the server's log says so). */
const MAIL_TRIES_MAX = 5;
const MAIL_RETRY_DELAY_MS = 60_000;

interface ReminderJob extends Record<string, unknown> {
  reminderId: string;
}

export async function queueGuestMail(jobs: JobQueue, tx: Db, kind: GuestMailKind, guestId: string): Promise<void> {
  await jobs.send(tx, MAIL_QUEUE, { kind, guestIds: [guestId] } satisfies MailJob);
}

export async function queueGuestMails(jobs: JobQueue, tx: Db, kind: GuestMailKind, guestIds: string[]): Promise<void> {
  for (let i = 0; i < guestIds.length; i += MAIL_BATCH) {
    await jobs.send(tx, MAIL_QUEUE, { kind, guestIds: guestIds.slice(i, i + MAIL_BATCH) } satisfies MailJob);
  }
}

export async function queueReminder(jobs: JobQueue, tx: Db, reminderId: string, sendAt: Date): Promise<void> {
  await jobs.send(tx, REMINDER_QUEUE, { reminderId } satisfies ReminderJob, { startAfter: sendAt });
}

interface EventMailFacts {
  event: RsvpMailEvent;
  /** A draft's invitations, reminders and other guest mails do not go out (ADR 025). */
  draft: boolean;
  message: string;
  deadline: string | null;
}

async function eventMailFacts(db: Db, eventId: string): Promise<EventMailFacts | null> {
  const facts = await publicEventFacts(db, eventId);
  if (!facts) return null;
  const [settings] = await db
    .select({ message: rsvpSettings.message, deadline: rsvpSettings.deadline })
    .from(rsvpSettings)
    .where(eq(rsvpSettings.eventId, eventId))
    .limit(1);
  return {
    event: {
      name: facts.name,
      host: facts.hostName,
      when: formatEventWhen(facts.startAt, facts.endAt, facts.timeZone),
      where: placeLine(facts),
    },
    draft: facts.status === "draft",
    message: settings?.message ?? "",
    deadline: formatDeadline(settings?.deadline ?? null, facts.timeZone),
  };
}

type GuestForMail = Pick<typeof guests.$inferSelect, "id" | "eventId" | "name" | "email" | "token">;

function render(
  kind: GuestMailKind | "reminder",
  guest: GuestForMail,
  facts: EventMailFacts,
  url: string,
  reminderMessage = "",
): RenderedMail {
  switch (kind) {
    case "invitation":
      return rsvpInvitationMail(guest.name, facts.event, url, facts.message, facts.deadline);
    case "reminder":
      return rsvpReminderMail(guest.name, facts.event, url, reminderMessage || facts.message, facts.deadline);
    case "link":
      return rsvpLinkMail(guest.name, facts.event, url);
    case "waitlist-place":
      return rsvpWaitlistPlaceMail(guest.name, facts.event, url);
  }
}

/** Facts of each event, read once per job however many of its guests are mailed. */
function factsCache(db: Db): (eventId: string) => Promise<EventMailFacts | null> {
  const cache = new Map<string, Promise<EventMailFacts | null>>();
  return (eventId) => {
    let facts = cache.get(eventId);
    if (!facts) cache.set(eventId, (facts = eventMailFacts(db, eventId)));
    return facts;
  };
}

/**
 * Mails each guest of the job. A failed mail does not fail the job (the retry would mail the others
 * again): the guests whose mail failed go back to the queue as a job of their own, a minute later.
 * A guest whose event is a draft again when the job runs gets nothing: every one of these mails names the
 * event and links to a personal link that is closed (ADR 025). An invitation skipped so, and never sent
 * before, is no longer counted as sent, so "Send invitations" reaches the guest once the event is published.
 */
async function sendGuestMails(db: Db, deps: RsvpDeps, job: MailJob): Promise<void> {
  if (job.guestIds.length === 0) return;
  const rows = await db
    .select({ id: guests.id, eventId: guests.eventId, name: guests.name, email: guests.email, token: guests.token })
    .from(guests)
    .where(and(inArray(guests.id, job.guestIds), isNotNull(guests.email)));
  const factsOf = factsCache(db);
  const failed: string[] = [];
  const heldBack: string[] = [];
  let lastError: unknown;
  for (const guest of rows) {
    const facts = await factsOf(guest.eventId);
    if (!facts || !guest.email) continue;
    if (facts.draft) {
      heldBack.push(guest.id);
      continue;
    }
    const url = `${deps.baseUrl}${invitationPath(guest.token)}`;
    try {
      await deps.mailer.send(guest.email, render(job.kind, guest, facts, url), url);
    } catch (error) {
      failed.push(guest.id);
      lastError = error;
      continue;
    }
    if (job.kind === "invitation") {
      // The send time the organiser sees is when the mail actually left.
      await db.update(guests).set({ lastSentAt: new Date() }).where(eq(guests.id, guest.id));
    }
  }
  if (job.kind === "invitation" && heldBack.length > 0) {
    await db
      .update(guests)
      .set({ invitedAt: null })
      .where(and(inArray(guests.id, heldBack), isNull(guests.lastSentAt)));
  }
  if (failed.length === 0) return;
  const tries = (job.tries ?? 1) + 1;
  if (tries > MAIL_TRIES_MAX) throw lastError;
  await deps.jobs.send(db, MAIL_QUEUE, { kind: job.kind, guestIds: failed, tries } satisfies MailJob, {
    startAfter: new Date(Date.now() + MAIL_RETRY_DELAY_MS),
  });
}

/**
 * Sends a reminder to everyone invited who has not answered. Each delivery is written before its mail
 * (the key allows one per guest and reminder); a mail that fails removes its delivery again so the
 * queue's retry sends it, and a guest already reminded is skipped. A reminder whose event is a draft again
 * when its time comes is called off instead: its link would open a closed invitation (ADR 025), and the
 * organiser sees it cancelled rather than waiting forever.
 */
async function sendReminder(db: Db, deps: Pick<RsvpDeps, "mailer" | "baseUrl">, job: ReminderJob): Promise<void> {
  const [reminder] = await db.select().from(rsvpReminders).where(eq(rsvpReminders.id, job.reminderId)).limit(1);
  if (!reminder || reminder.status !== "scheduled") return;
  const facts = await eventMailFacts(db, reminder.eventId);
  if (facts?.draft) {
    await db
      .update(rsvpReminders)
      .set({ status: "cancelled" })
      .where(and(eq(rsvpReminders.id, reminder.id), eq(rsvpReminders.status, "scheduled")));
    return;
  }
  if (facts) {
    const waiting = await db
      .select({ id: guests.id, eventId: guests.eventId, name: guests.name, email: guests.email, token: guests.token })
      .from(guests)
      .where(
        and(
          eq(guests.eventId, reminder.eventId),
          eq(guests.status, "pending"),
          isNotNull(guests.email),
          isNotNull(guests.invitedAt),
        ),
      );
    for (const guest of waiting) {
      const [claimed] = await db
        .insert(rsvpReminderDeliveries)
        .values({ reminderId: reminder.id, guestId: guest.id })
        .onConflictDoNothing()
        .returning({ guestId: rsvpReminderDeliveries.guestId });
      if (!claimed || !guest.email) continue;
      const url = `${deps.baseUrl}${invitationPath(guest.token)}`;
      try {
        await deps.mailer.send(guest.email, render("reminder", guest, facts, url, reminder.message), url);
      } catch (error) {
        await db
          .delete(rsvpReminderDeliveries)
          .where(and(eq(rsvpReminderDeliveries.reminderId, reminder.id), eq(rsvpReminderDeliveries.guestId, guest.id)));
        throw error;
      }
    }
  }
  await db
    .update(rsvpReminders)
    .set({
      status: "sent",
      sentAt: new Date(),
      sentCount: sql`(select count(*)::int from ${rsvpReminderDeliveries} where ${rsvpReminderDeliveries.reminderId} = ${reminder.id})`,
    })
    .where(and(eq(rsvpReminders.id, reminder.id), eq(rsvpReminders.status, "scheduled")));
}

export async function registerRsvpWorkers(db: Db, deps: RsvpDeps): Promise<void> {
  await deps.jobs.work<MailJob>(MAIL_QUEUE, (job) => sendGuestMails(db, deps, job));
  await deps.jobs.work<ReminderJob>(REMINDER_QUEUE, (job) => sendReminder(db, deps, job));
}
