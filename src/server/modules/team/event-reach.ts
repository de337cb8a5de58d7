/**
 * A team member limited to some of the account's events (ADR 033). The route gate has already made the call as
 * the account (acting.ts); here, after the input is validated, it keeps such a member to their events: an event
 * named in the path, the body or the query, or the event of the record the path names, must be one of theirs,
 * else the answer is the same 404 another owner's id gets. Lists across events narrow themselves
 * (`eventsInReach`, context.ts); account-wide changes and figures across every event are refused.
 */
import { sql, type SQL } from "drizzle-orm";
import type { EventScope, ScopedRecord } from "#shared/contract.ts";
import { forbidden, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import { LIMITED_REACH_REFUSAL } from "#shared/team/roles.ts";
import { rowsOf, type Db } from "../../db/client.ts";

/**
 * The event of each kind of record. Read here, by table name, because the gate needs it for every feature before
 * any feature's service runs; `event-reach.test.ts` runs each query on the migrated schema, so a renamed column
 * fails there rather than in production.
 */
const EVENT_OF: Record<ScopedRecord, (id: string) => SQL> = {
  activity: (id) => sql`select event_id from activities where id = ${id}`,
  announcement: (id) => sql`select event_id from announcements where id = ${id}`,
  budgetCategory: (id) =>
    sql`select b.event_id from budget_categories r join budgets b on b.id = r.budget_id where r.id = ${id}`,
  budgetLine: (id) =>
    sql`select b.event_id from budget_lines r join budgets b on b.id = r.budget_id where r.id = ${id}`,
  budgetExpense: (id) =>
    sql`select b.event_id from budget_expenses r join budgets b on b.id = r.budget_id where r.id = ${id}`,
  checklist: (id) => sql`select event_id from checklists where id = ${id}`,
  checklistItem: (id) =>
    sql`select c.event_id from checklist_items r join checklists c on c.id = r.checklist_id where r.id = ${id}`,
  forumThread: (id) => sql`select event_id from forum_threads where id = ${id}`,
  forumPost: (id) =>
    sql`select t.event_id from forum_posts r join forum_threads t on t.id = r.thread_id where r.id = ${id}`,
  chatMessage: (id) => sql`select event_id from chat_messages where id = ${id}`,
  infoPage: (id) => sql`select event_id from info_pages where id = ${id}`,
  messageReport: (id) => sql`select event_id from message_reports where id = ${id}`,
  poll: (id) => sql`select event_id from polls where id = ${id}`,
  guest: (id) => sql`select event_id from guests where id = ${id}`,
  rsvpReminder: (id) => sql`select event_id from rsvp_reminders where id = ${id}`,
  task: (id) => sql`select event_id from tasks where id = ${id}`,
  taskColumn: (id) => sql`select event_id from task_columns where id = ${id}`,
  taskComment: (id) => sql`select t.event_id from task_comments r join tasks t on t.id = r.task_id where r.id = ${id}`,
  taskAttachment: (id) =>
    sql`select t.event_id from task_attachments r join tasks t on t.id = r.task_id where r.id = ${id}`,
  ticketType: (id) => sql`select event_id from ticket_types where id = ${id}`,
  order: (id) => sql`select event_id from ticket_orders where id = ${id}`,
  ticket: (id) => sql`select event_id from tickets where id = ${id}`,
  checkinList: (id) => sql`select event_id from checkin_lists where id = ${id}`,
};

/** The event of a record, undefined when there is no such record (its service then answers 404 itself). */
export async function eventOfRecord(db: Db, record: ScopedRecord, id: string): Promise<string | null | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = rowsOf<{ event_id: string | null }>(await db.execute(EVENT_OF[record](id)));
  return row ? row.event_id : undefined;
}

/** What the gate knows of a validated call. */
interface CallFacts {
  method: string;
  params: unknown;
  body: unknown;
  query: unknown;
}

function field(value: unknown, name: string): string | undefined {
  const found = value && typeof value === "object" ? (value as Record<string, unknown>)[name] : undefined;
  return typeof found === "string" && found !== "" ? found : undefined;
}

/**
 * Refuses a call of a member limited to `reach` that touches another event of the account: 404 for an event
 * (or a record of one) outside it, 403 for an account-wide change or an overview of every event.
 */
export async function assertInReach(db: Db, reach: readonly string[], scope: EventScope, call: CallFacts) {
  if (scope === "events") return;
  if (scope === "all-events") throw forbidden(LIMITED_REACH_REFUSAL);
  if (scope === "account") {
    if (call.method !== "GET") throw forbidden(LIMITED_REACH_REFUSAL);
    return;
  }
  const named: Array<string | null | undefined> = [field(call.params, "eventId")];
  if (scope.body) named.push(field(call.body, scope.body));
  if (scope.query) named.push(field(call.query, scope.query));
  if (scope.record) {
    const [id] = Object.values((call.params ?? {}) as Record<string, unknown>);
    if (typeof id === "string") named.push(await eventOfRecord(db, scope.record, id));
  }
  // A record of no event (an information page of the account) is outside every limited reach.
  for (const eventId of named) {
    if (eventId === null || (eventId !== undefined && !reach.includes(eventId))) throw notFound();
  }
}
