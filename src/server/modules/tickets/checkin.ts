/**
 * Check-in lists, their door links, and the door itself: a scan's answer, and undoing an admission.
 *
 * Exactly once (ADR 018): a scan locks the ticket row, then looks for a standing admission on the list, so
 * the same ticket scanned at one moment on two devices admits once. The nonce is unique per list: a retried
 * scan gets the answer stored with the first. A scan made offline and synced later that meets an admission
 * is answered "already" with `conflict`, never admitted a second time.
 *
 * Door staff who are signed in for the event (today its organiser) may also go around the QR (ADR 025): find
 * a ticket by name and check it in, or type its short code. Anyone else with the door link scans the QR or
 * types the full code, as before.
 */
import { and, asc, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import {
  CHECKIN_LISTS_PER_EVENT_MAX,
  DOOR_SEARCH_MAX,
  doorPath,
  ZCheckinListInput,
  ZCheckinListPatch,
  ZDoorSearchQuery,
  ZScanInput,
  type TCheckinList,
  type TCheckinListInput,
  type TCheckinListPatch,
  type TDoorSearchResult,
  type TDoorView,
  type TScanAnswer,
  type TScanInput,
  type TScanResult,
  type TTicketStatus,
} from "#shared/tickets/schemas.ts";
import { recentTimePhrase } from "#shared/date-format.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import { rowsOf, type Db } from "../../db/client.ts";
import type { Actor, ServiceContext } from "../../context.ts";
import { containsPattern } from "../../db/like.ts";
import { parseInput } from "../../parse-input.ts";
import { assertPublished, events, findOwnedEvent, publicEventFacts } from "../events/index.ts";
import { announcementOf } from "../realtime/index.ts";
import { newLinkToken, normaliseShortCode, normaliseTicketCode } from "./codes.ts";
import type { PublicTicketContext } from "./deps.ts";
import { ticketsTopic } from "./orders.ts";
import { formatTicketCode } from "./render.ts";
import { checkinLists, ticketOrders, tickets, ticketScans, ticketTypes } from "./tables.ts";

type ListRow = typeof checkinLists.$inferSelect;

/** How far ahead of the server's clock a door device's may run; a scan claiming later than this is refused. */
export const SCAN_CLOCK_SKEW_MS = 5 * 60_000;
/**
 * How far back a scan queued offline may claim to have been made. The door sends its queue as soon as the
 * connection is back, so honest scans arrive well within this; the claim itself cannot be checked, and an
 * older one would let anyone with the door link choose the moment the list's window is judged at.
 */
export const OFFLINE_SCAN_MAX_AGE_MS = 15 * 60_000;

/** Standing admissions: admitted and not undone. */
const standing = and(eq(ticketScans.result, "admitted"), isNull(ticketScans.undoneAt));

async function admittedCounts(db: Db, listIds: string[]): Promise<Map<string, number>> {
  if (listIds.length === 0) return new Map();
  const rows = await db
    .select({ listId: ticketScans.listId, n: sql<number>`count(distinct ${ticketScans.ticketId})::int` })
    .from(ticketScans)
    .where(and(inArray(ticketScans.listId, listIds), standing))
    .groupBy(ticketScans.listId);
  return new Map(rows.map((row) => [row.listId, row.n]));
}

function listDto(row: ListRow, checkedIn: number): TCheckinList {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    typeIds: row.typeIds,
    activeFrom: row.activeFrom?.toISOString() ?? null,
    activeUntil: row.activeUntil?.toISOString() ?? null,
    allowReentry: row.allowReentry,
    doorPath: row.doorToken ? doorPath(row.doorToken) : null,
    checkedIn,
    createdAt: row.createdAt.toISOString(),
  };
}

async function listDtoOf(db: Db, row: ListRow): Promise<TCheckinList> {
  return listDto(row, (await admittedCounts(db, [row.id])).get(row.id) ?? 0);
}

async function findOwnedList(db: Db, ownerId: string, listId: string): Promise<ListRow> {
  if (!isUuid(listId)) throw notFound("Check-in list not found");
  const [row] = await db
    .select()
    .from(checkinLists)
    .where(and(eq(checkinLists.id, listId), eq(checkinLists.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound("Check-in list not found");
  return row;
}

async function checkTypes(db: Db, eventId: string, typeIds: string[]): Promise<string[]> {
  const unique = [...new Set(typeIds)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, unique)));
  if (found.length !== unique.length) {
    throw fieldError("VALIDATION_ERROR", "typeIds", "Choose ticket types of this event.", "Not a type of this event");
  }
  return unique;
}

function checkActiveWindow(from: Date | null, until: Date | null): void {
  if (from && until && until <= from) {
    throw fieldError(
      "VALIDATION_ERROR",
      "activeUntil",
      "The list must close after it opens.",
      "Must be after the opening time",
    );
  }
}

export async function listCheckinLists(ctx: ServiceContext, eventId: string): Promise<TCheckinList[]> {
  await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const rows = await ctx.db
    .select()
    .from(checkinLists)
    .where(eq(checkinLists.eventId, eventId))
    .orderBy(asc(checkinLists.createdAt), asc(checkinLists.id));
  const counts = await admittedCounts(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => listDto(row, counts.get(row.id) ?? 0));
}

export async function createCheckinList(
  ctx: ServiceContext,
  eventId: string,
  raw: TCheckinListInput,
): Promise<TCheckinList> {
  const input = parseInput(ZCheckinListInput, raw);
  const event = await findOwnedEvent(ctx.db, ctx.actor.userId, eventId);
  const typeIds = await checkTypes(ctx.db, eventId, input.typeIds);
  // A list comes with its door link: the door opens once the event is published.
  assertPublished(event, "door");
  const from = input.activeFrom ? new Date(input.activeFrom) : null;
  const until = input.activeUntil ? new Date(input.activeUntil) : null;
  checkActiveWindow(from, until);
  const [{ n }] = (await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(checkinLists)
    .where(eq(checkinLists.eventId, eventId))) as [{ n: number }];
  if (n >= CHECKIN_LISTS_PER_EVENT_MAX)
    throw new AppError("CONFLICT", `An event can have at most ${CHECKIN_LISTS_PER_EVENT_MAX} check-in lists.`);
  const [row] = await ctx.db
    .insert(checkinLists)
    .values({
      eventId: event.id,
      ownerId: event.ownerId,
      name: input.name,
      typeIds,
      activeFrom: from,
      activeUntil: until,
      allowReentry: input.allowReentry,
      doorToken: newLinkToken(),
    })
    .returning();
  return listDto(row!, 0);
}

export async function updateCheckinList(
  ctx: ServiceContext,
  listId: string,
  raw: TCheckinListPatch,
): Promise<TCheckinList> {
  const patch = parseInput(ZCheckinListPatch, raw);
  const current = await findOwnedList(ctx.db, ctx.actor.userId, listId);
  const typeIds =
    patch.typeIds === undefined ? current.typeIds : await checkTypes(ctx.db, current.eventId, patch.typeIds);
  const from =
    patch.activeFrom === undefined ? current.activeFrom : patch.activeFrom ? new Date(patch.activeFrom) : null;
  const until =
    patch.activeUntil === undefined ? current.activeUntil : patch.activeUntil ? new Date(patch.activeUntil) : null;
  checkActiveWindow(from, until);
  const [row] = await ctx.db
    .update(checkinLists)
    .set({
      name: patch.name ?? current.name,
      typeIds,
      activeFrom: from,
      activeUntil: until,
      allowReentry: patch.allowReentry ?? current.allowReentry,
    })
    .where(eq(checkinLists.id, current.id))
    .returning();
  return listDtoOf(ctx.db, row!);
}

export async function deleteCheckinList(ctx: ServiceContext, listId: string): Promise<void> {
  const current = await findOwnedList(ctx.db, ctx.actor.userId, listId);
  await ctx.db.delete(checkinLists).where(eq(checkinLists.id, current.id));
}

/** A new door link (the old one stops at once), or none (`revoke`). */
export async function setDoorLink(ctx: ServiceContext, listId: string, revoke: boolean): Promise<TCheckinList> {
  const current = await findOwnedList(ctx.db, ctx.actor.userId, listId);
  if (!revoke) assertPublished(await findOwnedEvent(ctx.db, ctx.actor.userId, current.eventId), "door");
  const [row] = await ctx.db
    .update(checkinLists)
    .set({ doorToken: revoke ? null : newLinkToken() })
    .where(eq(checkinLists.id, current.id))
    .returning();
  return listDtoOf(ctx.db, row!);
}

async function listByDoorToken(db: Db, token: string): Promise<ListRow> {
  const [row] = await db.select().from(checkinLists).where(eq(checkinLists.doorToken, token)).limit(1);
  if (!row) throw notFound("This door link no longer works. Ask the organiser for the new one.");
  return row;
}

/** Valid tickets this list admits, and how many of them are in. */
async function doorCounts(db: Db, list: ListRow): Promise<{ expected: number; checkedIn: number }> {
  const admits = and(
    eq(tickets.eventId, list.eventId),
    eq(tickets.status, "valid"),
    list.typeIds.length > 0 ? inArray(tickets.typeId, list.typeIds) : undefined,
  );
  const [[valid], checkedIn] = await Promise.all([
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tickets)
      .where(admits),
    admittedCounts(db, [list.id]),
  ]);
  const inside = checkedIn.get(list.id) ?? 0;
  return { checkedIn: inside, expected: Math.max(0, (valid?.n ?? 0) - inside) };
}

/**
 * Whether the caller is door staff of the list's event, signed in: who may go around the QR (name search,
 * short codes, marking an order paid). Today that is the event's organiser; a roster of door staff comes
 * with volunteer and staff management.
 */
const isDoorStaff = (list: Pick<ListRow, "ownerId" | "eventId">, actor: Actor | null): boolean =>
  actor !== null && actor.userId === list.ownerId && inReach(actor, list.eventId);

/** A team member limited to some events is door staff of those only (ADR 033). */
const inReach = (actor: Actor, eventId: string): boolean => actor.member?.events?.includes(eventId) ?? true;

export async function doorView(
  ctx: Pick<PublicTicketContext, "db">,
  token: string,
  actor: Actor | null = null,
): Promise<TDoorView> {
  const list = await listByDoorToken(ctx.db, token);
  const facts = await publicEventFacts(ctx.db, list.eventId);
  if (!facts) throw notFound("This door link no longer works. Ask the organiser for the new one.");
  const types = await ctx.db
    .select({ id: ticketTypes.id, name: ticketTypes.name })
    .from(ticketTypes)
    .where(
      and(
        eq(ticketTypes.eventId, list.eventId),
        list.typeIds.length > 0 ? inArray(ticketTypes.id, list.typeIds) : undefined,
      ),
    )
    .orderBy(asc(ticketTypes.createdAt));
  return {
    staff: isDoorStaff(list, actor) ? { listId: list.id } : null,
    list: {
      name: list.name,
      allowReentry: list.allowReentry,
      activeFrom: list.activeFrom?.toISOString() ?? null,
      activeUntil: list.activeUntil?.toISOString() ?? null,
    },
    event: { name: facts.name, startAt: facts.startAt, endAt: facts.endAt, timeZone: facts.timeZone },
    types: types.map((t) => t.name),
    ...(await doorCounts(ctx.db, list)),
  };
}

/** A claimed scan time the server will not take, as a 400 naming `scannedAt`; null when it is believable. */
function claimedTimeRefusal(claimed: Date, now: Date): AppError | null {
  if (claimed.getTime() > now.getTime() + SCAN_CLOCK_SKEW_MS) {
    return fieldError(
      "VALIDATION_ERROR",
      "scannedAt",
      "The scan time is in the future: check the scanning device's clock.",
      "Must not be in the future",
    );
  }
  if (claimed.getTime() < now.getTime() - OFFLINE_SCAN_MAX_AGE_MS) {
    const minutes = OFFLINE_SCAN_MAX_AGE_MS / 60_000;
    return fieldError(
      "VALIDATION_ERROR",
      "scannedAt",
      `This scan was made more than ${minutes} minutes ago and can no longer be checked in.`,
      `Must be within the last ${minutes} minutes`,
    );
  }
  return null;
}

const outsideWindow = (list: ListRow, at: Date) =>
  Boolean((list.activeFrom && at < list.activeFrom) || (list.activeUntil && at >= list.activeUntil));

const MESSAGES: Record<Exclude<TScanResult, "already">, string> = {
  admitted: "Valid",
  wrong_event: "This ticket is for another event.",
  wrong_list: "This ticket is not for this entrance.",
  cancelled: "This ticket was cancelled.",
  unpaid: "This ticket is not paid yet.",
  not_active: "This check-in list is not open now.",
  unknown: "Unknown code: this is not a ticket.",
};

/** A short code typed at a door whose user is not signed in as the event's staff: refused, never looked up. */
const SHORT_CODE_NEEDS_STAFF =
  "Short codes work only for door staff signed in to Gatherly. Scan the QR code, or type the full ticket code.";

function answer(result: TScanResult, extra: Partial<TScanAnswer> = {}): TScanAnswer {
  return {
    scanId: null,
    result,
    message: result === "already" ? "Already checked in" : MESSAGES[result],
    ticket: null,
    firstCheckedInAt: null,
    firstCheckedInBy: null,
    conflict: false,
    undoable: false,
    ...extra,
  };
}

/**
 * The scan's one read: the list by its door link and the ticket with what the door shows of it and the event's
 * zone, locking the ticket row (only it), so scans of one ticket queue here. By its full code, or by its short
 * code within the list's event for signed-in door staff (ADR 025). Named, so PostgreSQL plans each of the two
 * once per connection instead of at every scan of a busy door.
 */
function scanLookup(tx: Db, by: "code" | "short code") {
  const lookup =
    by === "code"
      ? eq(tickets.code, sql.placeholder("code"))
      : and(
          eq(tickets.eventId, checkinLists.eventId),
          eq(tickets.shortCode, sql.placeholder("shortCode")),
          // The list's owner is its door staff (isDoorStaff).
          eq(checkinLists.ownerId, sql.placeholder("userId")),
        );
  return tx
    .select({
      list: checkinLists,
      timeZone: events.timeZone,
      id: tickets.id,
      eventId: tickets.eventId,
      typeId: tickets.typeId,
      status: tickets.status,
      holderName: tickets.holderName,
      typeName: ticketTypes.name,
      reference: ticketOrders.reference,
    })
    .from(tickets)
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.typeId))
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
    .innerJoin(checkinLists, eq(checkinLists.doorToken, sql.placeholder("token")))
    .innerJoin(events, eq(events.id, checkinLists.eventId))
    .where(lookup)
    .for("update", { of: tickets })
    .prepare(by === "code" ? "door_scan_by_code" : "door_scan_by_short_code");
}

export async function scanTicket(
  ctx: PublicTicketContext,
  token: string,
  raw: TScanInput,
  actor: Actor | null = null,
): Promise<TScanAnswer> {
  const input = parseInput(ZScanInput, raw);
  const now = ctx.now ?? new Date();
  const claimed = input.scannedAt ? new Date(input.scannedAt) : null;
  // Within the allowed skew, a time ahead of the server's is recorded as now.
  const scannedAt = claimed && claimed < now ? claimed : now;
  const offline = claimed !== null;
  const code = normaliseTicketCode(input.code);
  // A short code names a ticket within this list's event, for signed-in door staff only (ADR 025).
  const shortCode = code ? null : normaliseShortCode(input.code);
  return ctx.db.transaction(async (tx) => {
    const refusal = claimed && claimedTimeRefusal(claimed, now);
    if (refusal) {
      // A retry of a scan the server took in time (its answer was lost) still gets that answer.
      const stored = await storedAnswer(tx, (await listByDoorToken(tx, token)).id, input.nonce);
      if (stored) return stored;
      throw refusal;
    }
    // Only when the lookup finds no ticket is the list read alone (an unknown code, or a door link that no
    // longer works).
    const [found] = code
      ? await scanLookup(tx, "code").execute({ token, code })
      : shortCode && actor && (!actor.member?.events || isDoorStaff(await listByDoorToken(tx, token), actor))
        ? await scanLookup(tx, "short code").execute({ token, shortCode, userId: actor.userId })
        : [];
    const list = found?.list ?? (await listByDoorToken(tx, token));
    const ticket = found;
    const staff = isDoorStaff(list, actor);

    let result: TScanAnswer;
    if (!ticket) result = answer("unknown", shortCode && !staff ? { message: SHORT_CODE_NEEDS_STAFF } : {});
    else if (ticket.eventId !== list.eventId) result = answer("wrong_event");
    else {
      const shown = { holderName: ticket.holderName, typeName: ticket.typeName, reference: ticket.reference };
      if (list.typeIds.length > 0 && !list.typeIds.includes(ticket.typeId)) {
        result = answer("wrong_list", {
          ticket: shown,
          message: `This ${shown.typeName} ticket is not for this entrance.`,
        });
      } else if (ticket.status === "cancelled") result = answer("cancelled", { ticket: shown });
      else if (ticket.status === "pending") result = answer("unpaid", { ticket: shown });
      else if (outsideWindow(list, scannedAt)) result = answer("not_active", { ticket: shown });
      // The window holds by the server's clock too: a claimed time inside it does not reopen a closed list.
      else if (outsideWindow(list, now)) {
        result = answer("not_active", {
          ticket: shown,
          message: "This check-in list was not open when the scan reached the server.",
        });
      } else {
        const admitted = answer("admitted", { ticket: shown, undoable: true });
        const scan = { list, ticketId: ticket.id, input, scannedAt };
        if (list.allowReentry) result = admitted;
        else {
          // Admitted unless the ticket stands admitted on this list: decided and written in one statement, made
          // after the lock above was granted, so it sees an admission that committed while this scan waited.
          const outcome = await admitUnlessIn(tx, scan, admitted);
          if (outcome.kind === "admitted") return { ...admitted, scanId: outcome.scanId };
          if (outcome.kind === "retry") return (await storedAnswer(tx, list.id, input.nonce))!;
          // The door's own words for it (scan-logic.ts): "at 7:42 PM", "on Fri, Jun 11 at 7:42 PM", in the event's zone.
          const at = recentTimePhrase(outcome.first.scannedAt.toISOString(), ticket.timeZone, scannedAt);
          result = answer("already", {
            ticket: shown,
            message: `Already checked in ${at}${outcome.first.staff ? ` by ${outcome.first.staff}` : ""}`,
            firstCheckedInAt: outcome.first.scannedAt.toISOString(),
            firstCheckedInBy: outcome.first.staff || null,
            conflict: offline,
          });
        }
      }
    }

    const [row] = await tx
      .insert(ticketScans)
      .values(scanValues({ list, ticketId: ticket?.id ?? null, input, scannedAt }, result))
      .onConflictDoNothing({ target: [ticketScans.listId, ticketScans.nonce] })
      .returning({ id: ticketScans.id });
    // The nonce was seen before (a retry, or the same scan sent twice at once): the first answer stands.
    if (!row) return (await storedAnswer(tx, list.id, input.nonce))!;
    if (result.result === "admitted") return admittedAnswer(ctx, tx, list, row.id, result);
    return { ...result, scanId: row.id };
  });
}

interface ScanFacts {
  list: ListRow;
  ticketId: string | null;
  input: Pick<TScanInput, "nonce" | "staff" | "device">;
  scannedAt: Date;
}

function scanValues(scan: ScanFacts, result: TScanAnswer): typeof ticketScans.$inferInsert {
  return {
    listId: scan.list.id,
    eventId: scan.list.eventId,
    ticketId: scan.ticketId,
    result: result.result,
    answer: result,
    conflict: result.conflict,
    nonce: scan.input.nonce,
    staff: scan.input.staff ?? "",
    device: scan.input.device ?? "",
    scannedAt: scan.scannedAt,
  };
}

async function admittedAnswer(
  ctx: PublicTicketContext,
  tx: Db,
  list: ListRow,
  scanId: string,
  admitted: TScanAnswer,
): Promise<TScanAnswer> {
  await ctx.realtime.publish(tx, ticketsTopic(list.eventId));
  return { ...admitted, scanId };
}

type Admission =
  | { kind: "admitted"; scanId: string }
  | { kind: "already"; first: { scannedAt: Date; staff: string } }
  /** The nonce was seen before: the stored answer stands. */
  | { kind: "retry" };

/**
 * Writes the admission unless the ticket already stands admitted on the list (then nothing is written and the
 * first admission is returned). Called under the ticket row's lock, in a statement of its own, which also
 * announces an admission to the event's live counts (one round trip less per scan at a busy door).
 */
async function admitUnlessIn(tx: Db, scan: ScanFacts, admitted: TScanAnswer): Promise<Admission> {
  const values = scanValues(scan, admitted);
  const result = await tx.execute(sql`
    with first as (
      select ${ticketScans.scannedAt} as scanned_at, ${ticketScans.staff} as staff from ${ticketScans}
      where ${ticketScans.ticketId} = ${scan.ticketId} and ${ticketScans.listId} = ${scan.list.id} and ${standing}
      order by ${ticketScans.scannedAt} limit 1
    ), admission as (
      insert into ${ticketScans} (list_id, event_id, ticket_id, result, answer, conflict, nonce, staff, device, scanned_at)
      select ${values.listId}, ${values.eventId}, ${values.ticketId}, 'admitted', ${JSON.stringify(admitted)}::jsonb,
             false, ${values.nonce}, ${values.staff}, ${values.device}, ${scan.scannedAt.toISOString()}::timestamptz
      where not exists (select 1 from first)
      on conflict (list_id, nonce) do nothing
      returning id
    )
    select (select id from admission) as scan_id, (extract(epoch from first.scanned_at) * 1000)::float8 as first_ms,
           first.staff, (select ${announcementOf(ticketsTopic(scan.list.eventId))} from admission) as announced
    from (select 1) as one left join first on true`);
  const [row] = rowsOf<{ scan_id: string | null; first_ms: number | null; staff: string | null }>(result);
  if (row?.scan_id) return { kind: "admitted", scanId: row.scan_id };
  if (row?.first_ms != null) {
    return { kind: "already", first: { scannedAt: new Date(Number(row.first_ms)), staff: row.staff ?? "" } };
  }
  return { kind: "retry" };
}

async function storedAnswer(tx: Db, listId: string, nonce: string): Promise<TScanAnswer | null> {
  const [row] = await tx
    .select({ id: ticketScans.id, answer: ticketScans.answer, undoneAt: ticketScans.undoneAt })
    .from(ticketScans)
    .where(and(eq(ticketScans.listId, listId), eq(ticketScans.nonce, nonce)))
    .limit(1);
  if (!row) return null;
  return { ...row.answer, scanId: row.id, undoable: row.answer.result === "admitted" && row.undoneAt === null };
}

/** Takes an admission back (a mistaken scan): the ticket can be checked in again. */
export async function undoScan(ctx: PublicTicketContext, token: string, scanId: string): Promise<void> {
  if (!isUuid(scanId)) throw notFound("Check-in not found");
  await ctx.db.transaction(async (tx) => {
    const list = await listByDoorToken(tx, token);
    const [undone] = await tx
      .update(ticketScans)
      .set({ undoneAt: new Date() })
      .where(and(eq(ticketScans.id, scanId), eq(ticketScans.listId, list.id), standing))
      .returning({ id: ticketScans.id });
    if (!undone) {
      const [known] = await tx
        .select({ id: ticketScans.id })
        .from(ticketScans)
        .where(and(eq(ticketScans.id, scanId), eq(ticketScans.listId, list.id)));
      if (!known) throw notFound("Check-in not found");
      throw new AppError(
        "CONFLICT",
        "This check-in cannot be undone: it was not an admission, or it was undone already.",
      );
    }
    await ctx.realtime.publish(tx, ticketsTopic(list.eventId));
  });
}

/**
 * Door staff find a ticket when its QR will not do: by the holder's or buyer's name, an email, the order's
 * reference or the short code. Through the list's id, so it is the organiser's call like the rest of the
 * list's management (another owner's list is not found). The ones admitted here come with the time.
 */
export async function searchAtDoor(ctx: ServiceContext, listId: string, raw: unknown): Promise<TDoorSearchResult> {
  const { q } = parseInput(ZDoorSearchQuery, raw);
  const list = await findOwnedList(ctx.db, ctx.actor.userId, listId);
  const text = containsPattern(q);
  const shortCode = normaliseShortCode(q);
  const admittedHere = sql<Date | null>`(select min(${ticketScans.scannedAt}) from ${ticketScans} where ${ticketScans.ticketId} = ${tickets.id} and ${ticketScans.listId} = ${list.id} and ${ticketScans.result} = 'admitted' and ${ticketScans.undoneAt} is null)`;
  const rows = await ctx.db
    .select({
      id: tickets.id,
      holderName: tickets.holderName,
      typeId: tickets.typeId,
      typeName: ticketTypes.name,
      status: tickets.status,
      orderId: tickets.orderId,
      orderReference: ticketOrders.reference,
      buyerName: ticketOrders.buyerName,
      shortCode: tickets.shortCode,
      checkedInAt: admittedHere,
    })
    .from(tickets)
    .innerJoin(ticketOrders, eq(ticketOrders.id, tickets.orderId))
    .innerJoin(ticketTypes, eq(ticketTypes.id, tickets.typeId))
    .where(
      and(
        eq(tickets.eventId, list.eventId),
        or(
          ilike(tickets.holderName, text),
          ilike(tickets.holderEmail, text),
          ilike(ticketOrders.buyerName, text),
          ilike(ticketOrders.buyerEmail, text),
          ilike(ticketOrders.reference, text),
          shortCode ? eq(tickets.shortCode, shortCode) : undefined,
        ),
      ),
    )
    // Live tickets first, then by name; the order's tickets stay together.
    .orderBy(
      sql`${tickets.status} = 'cancelled'`,
      asc(sql`lower(${tickets.holderName})`),
      asc(ticketOrders.reference),
      asc(tickets.position),
    )
    .limit(DOOR_SEARCH_MAX + 1);
  return {
    items: rows.slice(0, DOOR_SEARCH_MAX).map((row) => ({
      id: row.id,
      holderName: row.holderName,
      typeName: row.typeName,
      status: row.status as TTicketStatus,
      orderId: row.orderId,
      orderReference: row.orderReference,
      buyerName: row.buyerName,
      shortCode: formatTicketCode(row.shortCode),
      checkedInAt: row.checkedInAt ? new Date(row.checkedInAt).toISOString() : null,
      admitsHere: list.typeIds.length === 0 || list.typeIds.includes(row.typeId),
    })),
    more: rows.length > DOOR_SEARCH_MAX,
  };
}
