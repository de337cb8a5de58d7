/**
 * The email copy of an announcement. The post's transaction writes one delivery per guest and queues one
 * job; the worker mails the deliveries not sent yet and marks each right after its mail, so a retried job
 * carries on where the last one stopped instead of mailing anyone twice.
 *
 * The mailer takes no extra headers (mail/service.ts), so there is no `List-Unsubscribe` header: the
 * unsubscribe link is in the mail's text and HTML. Nor is the link handed to the mailer's log line:
 * its token unsubscribes whoever holds it.
 */
import { and, eq, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { unsubscribePath } from "#shared/announcements/schemas.ts";
import { invitationPath } from "#shared/rsvp/schemas.ts";
import type { Db } from "../../db/client.ts";
import { publicEventFacts } from "../events/index.ts";
import { announcementMail } from "../mail/index.ts";
import { guests } from "../rsvp/index.ts";
import type { AnnouncementDeps } from "./deps.ts";
import { announcementDeliveries, announcements, announcementUnsubscribes } from "./tables.ts";

export const MAIL_QUEUE = "announcements.mail";

interface MailJob extends Record<string, unknown> {
  announcementId: string;
}

/** Not (or no longer) wanting this event's announcement mails. */
const unsubscribed = (db: Db) =>
  db
    .select({ one: sql`1` })
    .from(announcementUnsubscribes)
    .where(and(eq(announcementUnsubscribes.eventId, guests.eventId), eq(announcementUnsubscribes.email, guests.email)));

/**
 * Inside the post's transaction: a delivery for every guest with an address that has not unsubscribed,
 * in one statement, and the job that mails them after COMMIT.
 */
export async function queueAnnouncementMail(
  tx: Db,
  jobs: AnnouncementDeps["jobs"],
  announcementId: string,
  eventId: string,
): Promise<void> {
  await tx.insert(announcementDeliveries).select(
    tx
      .select({
        announcementId: sql<string>`${announcementId}::uuid`.as("announcement_id"),
        guestId: guests.id,
        // Two random UUIDs (244 random bits) as hex: made by the database, so one statement serves any list.
        token: sql<string>`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`.as("token"),
        sentAt: sql<Date | null>`null::timestamptz`.as("sent_at"),
      })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), isNotNull(guests.email), notExists(unsubscribed(tx)))),
  );
  await jobs.send(tx, MAIL_QUEUE, { announcementId } satisfies MailJob);
}

async function sendAnnouncementMails(db: Db, deps: AnnouncementDeps, job: MailJob): Promise<void> {
  const [post] = await db.select().from(announcements).where(eq(announcements.id, job.announcementId)).limit(1);
  if (!post) return;
  const facts = await publicEventFacts(db, post.eventId);
  if (!facts) return;
  const pending = await db
    .select({
      guestId: guests.id,
      name: guests.name,
      email: guests.email,
      token: announcementDeliveries.token,
      invitationToken: guests.token,
    })
    .from(announcementDeliveries)
    .innerJoin(guests, eq(guests.id, announcementDeliveries.guestId))
    // Someone who unsubscribed since the post was queued gets nothing either.
    .where(
      and(
        eq(announcementDeliveries.announcementId, post.id),
        isNull(announcementDeliveries.sentAt),
        isNotNull(guests.email),
        notExists(unsubscribed(db)),
      ),
    );
  for (const guest of pending) {
    const mail = announcementMail({
      guestName: guest.name,
      eventName: facts.name,
      title: post.title,
      body: post.body,
      // The guest's own view of the event (their hub), which needs no account: never an organiser page.
      url: `${deps.baseUrl}${invitationPath(guest.invitationToken)}#news`,
      unsubscribeUrl: `${deps.baseUrl}${unsubscribePath(guest.token)}`,
    });
    await deps.mailer.send(guest.email!, mail);
    await db
      .update(announcementDeliveries)
      .set({ sentAt: new Date() })
      .where(
        and(eq(announcementDeliveries.announcementId, post.id), eq(announcementDeliveries.guestId, guest.guestId)),
      );
  }
}

export async function registerAnnouncementWorkers(db: Db, deps: AnnouncementDeps): Promise<void> {
  await deps.jobs.work<MailJob>(MAIL_QUEUE, (job) => sendAnnouncementMails(db, deps, job));
}
