/**
 * Bulk operations (business tier): many guests of one event, or many events, at once. Each operation is one
 * transaction, so nothing is ever half written; the writes themselves are the owning modules' (rsvp's and
 * events' bulk functions, under their locks). Every id is checked against the account: another owner's
 * guest or event is counted as not found and never touched, another owner's event in a selection answers 404.
 * A selection larger than BULK_JOB_THRESHOLD is queued as one background job (the same operation, the same
 * single transaction), whose state the page reads from the job queue.
 */
import { BULK_JOB_THRESHOLD, BULK_SELECTION_MAX } from "#shared/bulk-operations/schemas.ts";
import type {
  TBulkJob,
  TBulkResult,
  TEventImpact,
  TGuestImpact,
  TGuestOperation,
} from "#shared/bulk-operations/schemas.ts";
import {
  ZBulkJobId,
  ZEventBulkInput,
  ZEventExportQuery,
  ZEventSelection,
  ZGuestBulkInput,
  ZGuestExportQuery,
  ZGuestSelection,
} from "#shared/bulk-operations/schemas.ts";
import { fieldError, notFound } from "#shared/errors.ts";
import type { z } from "zod";
import type { ServiceContext } from "../../context.ts";
import type { Db } from "../../db/client.ts";
import { parseInput } from "../../parse-input.ts";
import { tableExport, type ExportCell, type TableExport } from "../../table-export.ts";
import {
  deleteEventsInBulk,
  findOwnedEvent,
  ownedEventBriefs,
  removeCover,
  selectOwnedEvents,
  setEventsStatusInBulk,
} from "../events/index.ts";
import type { JobQueue } from "../jobs/index.ts";
import {
  answerGuestsInBulk,
  answerTotalsOf,
  deleteGuestsInBulk,
  exportGuests as exportGuestList,
  GUEST_SELECTION_MAX,
  guestsImpact,
  selectGuests,
  sendInvitations,
  tagGuests,
  untagGuests,
} from "../rsvp/index.ts";
import { paidTakingsOf } from "../tickets/index.ts";

export const BULK_QUEUE = "bulk.operation";

export interface BulkDeps {
  jobs: JobQueue;
  dataDir: string;
  baseUrl: string;
}

export type BulkContext = ServiceContext & BulkDeps;

type GuestSelection = Pick<z.output<typeof ZGuestSelection>, "eventId" | "guestIds" | "matching">;
type EventAction = z.output<typeof ZEventBulkInput>["operation"]["action"];

/** What a queued operation carries: the account, the records it named and what to do (checked again when it runs). */
export type BulkJobData =
  | { accountId: string; kind: "guests"; selection: GuestSelection; operation: TGuestOperation; total: number }
  | { accountId: string; kind: "events"; eventIds: string[]; action: EventAction; total: number };

/** A member limited to some events (ADR 033) reaches only those; everyone else every event of the account. */
function inReach(ctx: ServiceContext, eventId: string): boolean {
  const reach = ctx.actor.member?.events;
  return !reach || reach.includes(eventId);
}

/** The account's event of a guest selection: another owner's answers 404 with the field named. */
async function selectionEvent(ctx: ServiceContext, eventId: string) {
  try {
    if (!inReach(ctx, eventId)) throw notFound("Event not found");
    return await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  } catch {
    throw fieldError("NOT_FOUND", "eventId", "Event not found");
  }
}

async function pickedGuests(ctx: ServiceContext, selection: GuestSelection) {
  await selectionEvent(ctx, selection.eventId);
  const picked = await selectGuests(ctx.db, ctx.actor.userId, selection.eventId, selection);
  if (picked.ids.length > GUEST_SELECTION_MAX) {
    throw fieldError(
      "VALIDATION_ERROR",
      "matching",
      `More than ${BULK_SELECTION_MAX.toLocaleString("en-US")} guests match: narrow the filter.`,
    );
  }
  return picked;
}

export async function previewGuests(ctx: ServiceContext, raw: unknown): Promise<TGuestImpact> {
  const selection = parseInput(ZGuestSelection, raw);
  const picked = await pickedGuests(ctx, selection);
  return { ...(await guestsImpact(ctx.db, picked.ids)), notFound: picked.notFound };
}

/** Runs the guest operation over `ids` (the account's guests of the event) in one transaction. */
async function applyToGuests(
  ctx: BulkContext,
  eventId: string,
  ids: string[],
  operation: TGuestOperation,
): Promise<{ affected: number; unchanged: number }> {
  if (ids.length === 0) return { affected: 0, unchanged: 0 };
  if (operation.action === "invite") {
    const sent = await sendInvitations(ctx, eventId, { guestIds: ids, resend: true });
    return { affected: sent.sent, unchanged: ids.length - sent.sent };
  }
  const affected = await ctx.db.transaction(async (tx) => {
    switch (operation.action) {
      case "tag":
        return tagGuests(tx, eventId, ids, operation.tag);
      case "untag":
        return untagGuests(tx, eventId, ids, operation.tag);
      case "answer":
        return answerGuestsInBulk(tx, ctx.jobs, eventId, ids, operation.status);
      case "delete":
        return deleteGuestsInBulk(tx, ctx.jobs, eventId, ids);
    }
  });
  return { affected, unchanged: ids.length - affected };
}

/** Queues the operation as one job; the page follows it by the id answered. */
async function queue(ctx: BulkContext, data: BulkJobData, notFoundCount: number): Promise<TBulkResult> {
  const jobId = await ctx.db.transaction((tx) => ctx.jobs.send(tx, BULK_QUEUE, data));
  if (!jobId) throw new Error("the job queue gave no id for a bulk operation");
  return { state: "queued", jobId, total: data.total, notFound: notFoundCount };
}

export async function bulkGuests(ctx: BulkContext, raw: unknown): Promise<TBulkResult> {
  const { operation, ...selection } = parseInput(ZGuestBulkInput, raw);
  const picked = await pickedGuests(ctx, selection);
  if (picked.ids.length > BULK_JOB_THRESHOLD) {
    const data: BulkJobData = {
      accountId: ctx.actor.userId,
      kind: "guests",
      selection: { eventId: selection.eventId, guestIds: picked.ids },
      operation,
      total: picked.ids.length,
    };
    return queue(ctx, data, picked.notFound);
  }
  const done = await applyToGuests(ctx, selection.eventId, picked.ids, operation);
  return { state: "done", ...done, notFound: picked.notFound };
}

/** The account's events among the ids (within a limited member's reach); the rest counted as not found. */
async function pickedEvents(ctx: ServiceContext, eventIds: string[]) {
  const picked = await selectOwnedEvents(ctx.db, ctx.actor.userId, eventIds);
  const ids = picked.ids.filter((id) => inReach(ctx, id));
  // An operation that reaches none of the named events names none of the account's: 404, as for one id.
  if (ids.length === 0) throw fieldError("NOT_FOUND", "eventIds", "None of these events is in your account");
  return { ids, notFound: picked.notFound + picked.ids.length - ids.length };
}

export async function previewEvents(ctx: ServiceContext, raw: unknown): Promise<TEventImpact> {
  const { eventIds } = parseInput(ZEventSelection, raw);
  const picked = await pickedEvents(ctx, eventIds);
  const [answers, takings] = await Promise.all([answerTotalsOf(ctx.db, picked.ids), paidTakingsOf(ctx.db, picked.ids)]);
  return {
    events: picked.ids.length,
    guests: [...answers.values()].reduce((sum, a) => sum + a.guests, 0),
    paidOrders: takings.reduce((sum, t) => sum + t.orders, 0),
    notFound: picked.notFound,
  };
}

async function applyToEvents(
  ctx: BulkContext,
  ids: string[],
  action: EventAction,
): Promise<{ affected: number; unchanged: number }> {
  if (action === "delete") {
    const { deleted, covers } = await ctx.db.transaction((tx) => deleteEventsInBulk(tx, ctx.actor.userId, ids));
    // Files go once the rows are gone for good.
    await Promise.all(covers.map((key) => removeCover(ctx.dataDir, key)));
    return { affected: deleted, unchanged: ids.length - deleted };
  }
  const { changed } = await ctx.db.transaction((tx) => setEventsStatusInBulk(tx, ctx.actor.userId, ids, action));
  return { affected: changed, unchanged: ids.length - changed };
}

export async function bulkEvents(ctx: BulkContext, raw: unknown): Promise<TBulkResult> {
  const { eventIds, operation } = parseInput(ZEventBulkInput, raw);
  const picked = await pickedEvents(ctx, eventIds);
  if (picked.ids.length > BULK_JOB_THRESHOLD) {
    const data: BulkJobData = {
      accountId: ctx.actor.userId,
      kind: "events",
      eventIds: picked.ids,
      action: operation.action,
      total: picked.ids.length,
    };
    return queue(ctx, data, picked.notFound);
  }
  const done = await applyToEvents(ctx, picked.ids, operation.action);
  return { state: "done", ...done, notFound: picked.notFound };
}

/**
 * A queued operation, run as the account: the records are selected again (what was deleted or moved since
 * is not found now) and the operation is the same single transaction as a small one.
 */
export async function runBulkJob(db: Db, deps: BulkDeps, data: BulkJobData): Promise<void> {
  const ctx: BulkContext = { db, ...deps, actor: { userId: data.accountId, email: "", sessionId: "" } };
  if (data.kind === "guests") {
    const picked = await selectGuests(db, data.accountId, data.selection.eventId, data.selection);
    await applyToGuests(ctx, data.selection.eventId, picked.ids, data.operation);
  } else {
    const picked = await selectOwnedEvents(db, data.accountId, data.eventIds);
    await applyToEvents(ctx, picked.ids, data.action);
  }
}

/** The progress of the account's queued operation (another account's job, or an unknown id, is not found). */
export async function bulkJob(ctx: BulkContext, raw: unknown): Promise<TBulkJob> {
  const { jobId } = parseInput(ZBulkJobId, raw);
  const job = await ctx.jobs.find(BULK_QUEUE, jobId);
  const data = job?.data as Partial<BulkJobData> | undefined;
  if (!job || data?.accountId !== ctx.actor.userId) throw notFound("Operation not found");
  const total = Number(data.total ?? 0);
  const done = job.state === "done" ? total : 0;
  return {
    jobId,
    state: job.state,
    total,
    done,
    percent: job.state === "done" ? 100 : 0,
    message: job.state === "failed" ? (job.message ?? "The operation failed; nothing was changed.") : null,
  };
}

export async function exportSelectedGuests(ctx: BulkContext, raw: unknown): Promise<TableExport> {
  const query = parseInput(ZGuestExportQuery, raw);
  const selection = query.guestIds
    ? { eventId: query.eventId, guestIds: query.guestIds }
    : {
        eventId: query.eventId,
        matching: { q: query.q, filter: query.filter ?? "all", group: query.group, tag: query.tag },
      };
  const picked = await pickedGuests(ctx, selection);
  return exportGuestList(ctx, query.eventId, query.format, ctx.baseUrl, picked.ids);
}

const EVENT_EXPORT_HEADERS = [
  "Name",
  "Status",
  "Type",
  "Starts",
  "Ends",
  "Time zone",
  "Guests",
  "Yes",
  "Maybe",
  "No",
  "Pending",
  "Money in",
];

export async function exportSelectedEvents(ctx: ServiceContext, raw: unknown): Promise<TableExport> {
  const query = parseInput(ZEventExportQuery, raw);
  const { ids } = await pickedEvents(ctx, query.eventIds);
  const db = ctx.db;
  const ownerId = ctx.actor.userId;
  return tableExport(
    {
      name: "events",
      kind: "selection",
      headers: EVENT_EXPORT_HEADERS,
      rows: async function* () {
        const [briefs, answers, takings] = await Promise.all([
          ownedEventBriefs(db, ownerId, ids),
          answerTotalsOf(db, ids),
          paidTakingsOf(db, ids),
        ]);
        const rows: ExportCell[][] = [];
        for (const id of ids) {
          const brief = briefs.get(id);
          if (!brief) continue;
          const a = answers.get(id) ?? { guests: 0, yes: 0, maybe: 0, no: 0, pending: 0 };
          const money = takings
            .filter((t) => t.eventId === id)
            .map((t) => `${(t.paidMinor / 100).toFixed(2)} ${t.currency}`)
            .join("; ");
          rows.push([
            brief.name,
            brief.status,
            brief.eventType.name,
            brief.startAt,
            brief.endAt,
            brief.timeZone,
            a.guests,
            a.yes,
            a.maybe,
            a.no,
            a.pending,
            money,
          ]);
        }
        yield rows;
      },
    },
    query.format,
  );
}
