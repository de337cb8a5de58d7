/**
 * Volunteers' mail, through the job queue (ADR 015): the personal page's link after an application, and the
 * day-before reminder of a shift. An hourly sweep claims each place whose shift starts within the next day
 * (writing `reminded_at` in the same transaction as it queues the mail), so every place is reminded once,
 * whichever app server sweeps.
 */
import { and, eq, gt, inArray, isNull, lte, ne } from "drizzle-orm";
import { formatEventWhen } from "#shared/date-format.ts";
import { volunteerPagePath } from "#shared/volunteers/schemas.ts";
import type { Db } from "../../db/client.ts";
import { events } from "../events/index.ts";
import { declareSweep, startSweep, type JobQueue, type Sweep } from "../jobs/index.ts";
import { volunteerLinkMail, volunteerShiftReminderMail, type Mailer } from "../mail/index.ts";
import { volunteerAssignments, volunteerRoles, volunteers, volunteerShifts } from "./tables.ts";

export const VOLUNTEER_LINK_QUEUE = "volunteers.link-mail";
const SHIFT_REMINDER_QUEUE = "volunteers.shift-reminder";
const REMINDER_SWEEP_QUEUE = "volunteers.reminder-sweep";
const SWEEP_EVERY_MS = 60 * 60 * 1000;
const REMIND_AHEAD_MS = 24 * 60 * 60 * 1000;
/** A bound per run; what is left is picked up by the next sweep. */
const SWEEP_BATCH = 500;

export interface VolunteerDeps {
  jobs: JobQueue;
  mailer: Mailer;
  baseUrl: string;
}

/** The job that mails a volunteer their page's link. */
async function sendVolunteerLink(db: Db, deps: Omit<VolunteerDeps, "jobs">, volunteerId: string): Promise<void> {
  const [row] = await db
    .select({
      name: volunteers.name,
      email: volunteers.email,
      token: volunteers.token,
      eventName: events.name,
      startAt: events.startAt,
      endAt: events.endAt,
      timeZone: events.timeZone,
      locationName: events.locationName,
    })
    .from(volunteers)
    .innerJoin(events, eq(events.id, volunteers.eventId))
    .where(eq(volunteers.id, volunteerId));
  // Deleted with its event before the mail went out: nothing to send.
  if (!row) return;
  const url = `${deps.baseUrl}${volunteerPagePath(row.token)}`;
  const when = formatEventWhen(row.startAt.toISOString(), row.endAt.toISOString(), row.timeZone);
  await deps.mailer.send(
    row.email,
    volunteerLinkMail({
      name: row.name,
      eventName: row.eventName,
      facts: [when, ...(row.locationName ? [row.locationName] : [])],
      url,
    }),
    url,
  );
}

/**
 * Claims every active place whose shift starts within the next day and was not reminded yet, queuing its mail
 * in the claim's transaction; answers how many were queued. The event must not be cancelled.
 */
export async function queueShiftReminders(db: Db, jobs: JobQueue, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: volunteerAssignments.id })
    .from(volunteerAssignments)
    .innerJoin(volunteerShifts, eq(volunteerShifts.id, volunteerAssignments.shiftId))
    .innerJoin(events, eq(events.id, volunteerAssignments.eventId))
    .where(
      and(
        isNull(volunteerAssignments.remindedAt),
        inArray(volunteerAssignments.status, ["awaiting", "confirmed"]),
        gt(volunteerShifts.startsAt, now),
        lte(volunteerShifts.startsAt, new Date(now.getTime() + REMIND_AHEAD_MS)),
        ne(events.status, "cancelled"),
      ),
    )
    .limit(SWEEP_BATCH);
  let queued = 0;
  for (const { id } of due) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .update(volunteerAssignments)
        .set({ remindedAt: now })
        .where(and(eq(volunteerAssignments.id, id), isNull(volunteerAssignments.remindedAt)))
        .returning({ id: volunteerAssignments.id });
      if (rows.length > 0) await jobs.send(tx, SHIFT_REMINDER_QUEUE, { assignmentId: id });
      return rows.length;
    });
    queued += claimed;
  }
  return queued;
}

/** The job that mails one reminder (nothing when the place was cancelled since). */
async function sendShiftReminder(db: Db, deps: Omit<VolunteerDeps, "jobs">, assignmentId: string): Promise<void> {
  const [row] = await db
    .select({
      status: volunteerAssignments.status,
      name: volunteers.name,
      email: volunteers.email,
      token: volunteers.token,
      roleName: volunteerRoles.name,
      startsAt: volunteerShifts.startsAt,
      endsAt: volunteerShifts.endsAt,
      place: volunteerShifts.place,
      eventName: events.name,
      timeZone: events.timeZone,
    })
    .from(volunteerAssignments)
    .innerJoin(volunteers, eq(volunteers.id, volunteerAssignments.volunteerId))
    .innerJoin(volunteerShifts, eq(volunteerShifts.id, volunteerAssignments.shiftId))
    .innerJoin(volunteerRoles, eq(volunteerRoles.id, volunteerShifts.roleId))
    .innerJoin(events, eq(events.id, volunteerAssignments.eventId))
    .where(eq(volunteerAssignments.id, assignmentId));
  if (!row || row.status === "cancelled") return;
  const url = `${deps.baseUrl}${volunteerPagePath(row.token)}`;
  await deps.mailer.send(
    row.email,
    volunteerShiftReminderMail({
      name: row.name,
      eventName: row.eventName,
      roleName: row.roleName,
      when: formatEventWhen(row.startsAt.toISOString(), row.endsAt.toISOString(), row.timeZone),
      place: row.place,
      url,
    }),
    url,
  );
}

const reminderSweep = (db: Db, jobs: JobQueue): Sweep => ({
  queue: REMINDER_SWEEP_QUEUE,
  everyMs: SWEEP_EVERY_MS,
  run: () => queueShiftReminders(db, jobs),
});

/** The mail jobs and the reminder sweep's worker, declared while the app is built. */
export async function registerVolunteerWorkers(db: Db, deps: VolunteerDeps): Promise<void> {
  await deps.jobs.work<{ volunteerId: string }>(VOLUNTEER_LINK_QUEUE, (job) =>
    sendVolunteerLink(db, deps, job.volunteerId),
  );
  await deps.jobs.work<{ assignmentId: string }>(SHIFT_REMINDER_QUEUE, (job) =>
    sendShiftReminder(db, deps, job.assignmentId),
  );
  await declareSweep(db, deps.jobs, reminderSweep(db, deps.jobs));
}

/** The sweep's first run, once the queue has started. */
export async function startVolunteerReminderSweeps(db: Db, jobs: JobQueue): Promise<void> {
  await startSweep(db, jobs, reminderSweep(db, jobs));
}
