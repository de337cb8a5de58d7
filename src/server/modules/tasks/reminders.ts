/**
 * Reminder mails for tasks due today or tomorrow, in the event's own time zone. A sweep job runs every
 * hour (jobs/sweeps.ts). Each task is claimed by writing the due date it is reminded
 * for before its mail goes out: a task is reminded once per due date, and again after its date moves.
 */
import { and, eq, isNotNull, isNull, or, sql, ne } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../account/index.ts";
import { events } from "../events/index.ts";
import { declareSweep, startSweep, type JobQueue, type Sweep } from "../jobs/index.ts";
import { taskReminderMail, type Mailer } from "../mail/index.ts";
import { tasks } from "./tables.ts";

export const REMINDER_SWEEP_QUEUE = "tasks.reminder-sweep";
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** A bound per run; what is left is picked up by the next sweep. */
const SWEEP_BATCH = 500;

interface TaskReminderDeps {
  jobs: JobQueue;
  mailer: Mailer;
  baseUrl: string;
}

/** Mails every task due today or tomorrow not yet reminded for that date; returns how many were sent. */
async function sendDueTaskReminders(
  db: Db,
  deps: Pick<TaskReminderDeps, "mailer" | "baseUrl">,
  now = new Date(),
): Promise<number> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${events.timeZone})::date`;
  const due = await db
    .select({
      id: tasks.id,
      eventId: tasks.eventId,
      title: tasks.title,
      dueDate: tasks.dueDate,
      remindedFor: tasks.remindedFor,
      assigneeId: tasks.assigneeId,
      ownerId: tasks.ownerId,
      eventName: events.name,
      isToday: sql<boolean>`${tasks.dueDate} = ${today}`,
    })
    .from(tasks)
    .innerJoin(events, eq(events.id, tasks.eventId))
    .where(
      and(
        isNull(tasks.completedAt),
        isNotNull(tasks.dueDate),
        or(isNull(tasks.remindedFor), ne(tasks.remindedFor, tasks.dueDate)),
        sql`${tasks.dueDate} between ${today} and ${today} + 1`,
      ),
    )
    .limit(SWEEP_BATCH);
  let sent = 0;
  for (const task of due) {
    const [claimed] = await db
      .update(tasks)
      .set({ remindedFor: task.dueDate })
      .where(
        and(
          eq(tasks.id, task.id),
          eq(tasks.dueDate, task.dueDate!),
          isNull(tasks.completedAt),
          sql`${tasks.remindedFor} is distinct from ${tasks.dueDate}`,
        ),
      )
      .returning({ id: tasks.id });
    if (!claimed) continue;
    const [person] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, task.assigneeId ?? task.ownerId))
      .limit(1);
    if (!person) continue;
    // The organiser opens the event's task list; anyone else their own tasks, which need no plan.
    const url =
      task.assigneeId && task.assigneeId !== task.ownerId
        ? `${deps.baseUrl}/my-tasks`
        : `${deps.baseUrl}/task-management?eventId=${task.eventId}`;
    try {
      await deps.mailer.send(
        person.email,
        taskReminderMail({
          name: person.name,
          taskTitle: task.title,
          eventName: task.eventName,
          due: task.isToday ? "today" : "tomorrow",
          url,
        }),
        url,
      );
      sent += 1;
    } catch (error) {
      // Give the claim back so the queue's retry sends it.
      await db.update(tasks).set({ remindedFor: task.remindedFor }).where(eq(tasks.id, task.id));
      throw error;
    }
  }
  return sent;
}

const reminderSweep = (db: Db, deps: TaskReminderDeps): Sweep => ({
  queue: REMINDER_SWEEP_QUEUE,
  everyMs: SWEEP_EVERY_MS,
  run: () => sendDueTaskReminders(db, deps),
});

export async function registerTaskWorkers(db: Db, deps: TaskReminderDeps): Promise<void> {
  await declareSweep(db, deps.jobs, reminderSweep(db, deps));
}

/** The first sweep, once the queue has started (later ones queue themselves). */
export async function startReminderSweeps(db: Db, jobs: JobQueue): Promise<void> {
  await startSweep(db, jobs, { queue: REMINDER_SWEEP_QUEUE });
}
