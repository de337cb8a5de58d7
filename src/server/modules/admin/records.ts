/**
 * The admin lists of every organiser's events, venues, activities and invitations (guests): search (by
 * the record or its owner), view, and delete. Each deletion is written to the audit log, against the
 * owner, in the same transaction as the delete, with what was deleted.
 */
import type {
  TAdminActivity,
  TAdminEvent,
  TAdminInvitation,
  TAdminOwner,
  TAdminRecordListQuery,
  TAdminVenue,
} from "#shared/admin/schemas.ts";
import { ZAdminRecordListQuery } from "#shared/admin/schemas.ts";
import { AppError, notFound } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { ownersByIds, userIdsMatching } from "../account/index.ts";
import {
  adminDeleteActivity,
  adminDeleteEvent,
  adminFindActivity,
  adminFindEvent,
  adminListActivities,
  adminListEvents,
  removeCover,
  upcomingBookingCounts,
} from "../events/index.ts";
import { adminDeleteVenue, adminFindVenue, adminListVenues, type AdminListInput } from "../venues/index.ts";
import { adminDeleteInvitation, adminFindInvitation, adminListInvitations } from "../rsvp/index.ts";
import type { JobQueue } from "../jobs/index.ts";
import { parseInput } from "../../parse-input.ts";
import { assertAdmin } from "./service.ts";
import { adminAuditLog } from "./tables.ts";

type Owned<T> = { record: T; ownerId: string };

/** What a delete may need besides its transaction. */
export interface RecordDeps {
  dataDir: string;
  /** The app's job queue, when it handed one over: deleting a confirmed guest mails whoever moves up the waitlist. */
  jobs?: JobQueue | undefined;
}

interface RecordKind<Row extends { owner: TAdminOwner | null }> {
  noun: string;
  list: (db: Db, input: AdminListInput) => Promise<{ records: Array<Owned<Omit<Row, "owner">>>; total: number }>;
  find: (db: Db, id: string) => Promise<Owned<Omit<Row, "owner">> | null>;
  /** Deletes inside the caller's transaction; returns what was deleted and what to clean up after the commit. */
  remove: (
    tx: Db,
    id: string,
    deps: RecordDeps,
  ) => Promise<(Owned<Omit<Row, "owner">> & { afterCommit?: (dataDir: string) => Promise<void> }) | null>;
  /** Whether `remove` can do all it must with these deps (absent: always). */
  removable?: (deps: RecordDeps) => boolean;
}

type VenueBase = Omit<TAdminVenue, "owner" | "upcomingBookings">;

/** A venue's bookings live with events, so the venues module cannot count them itself. */
const withBookingCounts = async (db: Db, records: VenueBase[]) => {
  const counts = await upcomingBookingCounts(
    db,
    records.map((r) => r.id),
    new Date(),
  );
  return records.map((record) => ({ ...record, upcomingBookings: counts.get(record.id) ?? 0 }));
};

const venueKind: RecordKind<TAdminVenue> = {
  noun: "venue",
  list: async (db, input) => {
    const found = await adminListVenues(db, input);
    const completed = await withBookingCounts(
      db,
      found.records.map((r) => r.record),
    );
    return {
      total: found.total,
      records: found.records.map((r, i) => ({ ownerId: r.ownerId, record: completed[i]! })),
    };
  },
  find: async (db, id) => {
    const found = await adminFindVenue(db, id);
    return found ? { ownerId: found.ownerId, record: (await withBookingCounts(db, [found.record]))[0]! } : null;
  },
  remove: async (tx, id) => {
    const found = await adminFindVenue(tx, id);
    if (!found) return null;
    const [record] = await withBookingCounts(tx, [found.record]);
    await adminDeleteVenue(tx, id);
    return { ownerId: found.ownerId, record: record! };
  },
};

const eventKind: RecordKind<TAdminEvent> = {
  noun: "event",
  list: adminListEvents,
  find: adminFindEvent,
  remove: async (tx, id) => {
    const deleted = await adminDeleteEvent(tx, id);
    if (!deleted) return null;
    return {
      ownerId: deleted.ownerId,
      record: deleted.record,
      afterCommit: (dataDir) => removeCover(dataDir, deleted.coverImage),
    };
  },
};

const activityKind: RecordKind<TAdminActivity> = {
  noun: "activity",
  list: adminListActivities,
  find: adminFindActivity,
  remove: adminDeleteActivity,
};

const invitationKind: RecordKind<TAdminInvitation> = {
  noun: "invitation",
  list: adminListInvitations,
  find: adminFindInvitation,
  // Without the queue a freed place could not be announced, so the guest is not deleted at all.
  removable: (deps) => deps.jobs !== undefined,
  remove: async (tx, id, { jobs }) => {
    if (!jobs) throw new AppError("INTERNAL", "Deleting invitations is not available on this server.");
    return adminDeleteInvitation(tx, jobs, id);
  },
};

const ADMIN_RECORD_KINDS = {
  events: eventKind,
  venues: venueKind,
  activities: activityKind,
  invitations: invitationKind,
} as const;
type AdminRecordKind = keyof typeof ADMIN_RECORD_KINDS;
type RowOf<K extends AdminRecordKind> = (typeof ADMIN_RECORD_KINDS)[K] extends RecordKind<infer Row> ? Row : never;

async function attachOwners<T>(db: Db, owned: Array<Owned<T>>): Promise<Array<T & { owner: TAdminOwner | null }>> {
  const owners = await ownersByIds(db, [...new Set(owned.map((o) => o.ownerId))]);
  return owned.map(({ record, ownerId }) => ({ ...record, owner: owners.get(ownerId) ?? null }));
}

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

export async function listRecords<K extends AdminRecordKind>(
  ctx: ServiceContext,
  kind: K,
  raw: TAdminRecordListQuery,
): Promise<{ records: Array<RowOf<K>>; total: number }> {
  await assertAdmin(ctx);
  const query = parseInput(ZAdminRecordListQuery, raw);
  const ownerIds = query.q ? await userIdsMatching(ctx.db, query.q) : [];
  const spec = ADMIN_RECORD_KINDS[kind] as unknown as RecordKind<RowOf<K>>;
  const found = await spec.list(ctx.db, { q: query.q, ownerIds, limit: query.limit, offset: query.offset });
  return { total: found.total, records: (await attachOwners(ctx.db, found.records)) as Array<RowOf<K>> };
}

export async function getRecord<K extends AdminRecordKind>(
  ctx: ServiceContext,
  kind: K,
  id: string,
): Promise<RowOf<K>> {
  await assertAdmin(ctx);
  const spec = ADMIN_RECORD_KINDS[kind] as unknown as RecordKind<RowOf<K>>;
  const found = await spec.find(ctx.db, id);
  if (!found) throw notFound(`${capitalised(spec.noun)} not found`);
  return (await attachOwners(ctx.db, [found]))[0] as RowOf<K>;
}

/** Whether the app can offer deleting this kind (the routes register a delete only then). */
export function canDeleteRecords(kind: AdminRecordKind, deps: RecordDeps): boolean {
  const spec = ADMIN_RECORD_KINDS[kind] as unknown as RecordKind<{ owner: TAdminOwner | null }>;
  return spec.removable?.(deps) ?? true;
}

export async function deleteRecord(
  ctx: ServiceContext,
  kind: AdminRecordKind,
  id: string,
  deps: RecordDeps,
): Promise<void> {
  await assertAdmin(ctx);
  const spec = ADMIN_RECORD_KINDS[kind] as unknown as RecordKind<{ owner: TAdminOwner | null }>;
  const deleted = await ctx.db.transaction(async (tx) => {
    const removed = await spec.remove(tx, id, deps);
    if (!removed) return null;
    await tx.insert(adminAuditLog).values({
      actorUserId: ctx.actor.userId,
      targetUserId: removed.ownerId,
      action: `${spec.noun}.delete`,
      before: { id, ...removed.record },
      after: null,
    });
    return removed;
  });
  if (!deleted) throw notFound(`${capitalised(spec.noun)} not found`);
  await deleted.afterCommit?.(deps.dataDir);
}
