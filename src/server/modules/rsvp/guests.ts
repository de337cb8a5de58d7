/**
 * The guest list of an event: add, edit, delete, list with search and filters, new personal links.
 * Every call is scoped by the actor through the event's owner: another owner's guest or event answers 404.
 */
import { randomBytes } from "node:crypto";
import { and, arrayContains, asc, count, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import {
  GUESTS_PER_EVENT_MAX,
  invitationPath,
  ZGuestInput,
  ZGuestListQuery,
  ZGuestPatch,
  type TGuest,
  type TGuestInput,
  type TGuestList,
  type TGuestListQuery,
  type TGuestPatch,
  type TGuestSource,
  type TGuestValues,
  type TRsvpStatus,
} from "#shared/rsvp/schemas.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import { rowsOf, type Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { containsPattern } from "../../db/like.ts";
import { parseInput } from "../../parse-input.ts";
import { assertOwnsEvent } from "../events/index.ts";
import { guestSearchText, guests } from "./tables.ts";
import { guestCount } from "./tallies.ts";

export type GuestRow = typeof guests.$inferSelect;

/** 128 random bits: the personal link's secret and the open link's. */
export const newLinkToken = () => randomBytes(16).toString("base64url");

const GUEST_NOT_FOUND = "Guest not found";

export function guestDto(row: GuestRow): TGuest {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    groupName: row.groupName,
    partyMax: row.partyMax,
    tags: row.tags,
    notes: row.notes,
    source: row.source as TGuestSource,
    status: row.status as TRsvpStatus,
    headcount: row.headcount,
    waitlisted: row.waitlisted,
    party: row.party,
    responseNote: row.responseNote,
    invitationPath: invitationPath(row.token),
    invitedAt: row.invitedAt?.toISOString() ?? null,
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    openedAt: row.openedAt?.toISOString() ?? null,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The actor's guest; with `lock`, its row is held until the caller's transaction ends. */
export async function findOwnedGuest(db: Db, ctx: ServiceContext, guestId: string, lock = false): Promise<GuestRow> {
  if (!isUuid(guestId)) throw notFound(GUEST_NOT_FOUND);
  const query = db
    .select()
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.ownerId, ctx.actor.userId)))
    .limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(GUEST_NOT_FOUND);
  return row;
}

function emailTaken(email: string): AppError {
  return fieldError(
    "CONFLICT",
    "email",
    `${email} is already on the guest list.`,
    "This email is already on the guest list",
  );
}

/** Postgres' unique violation on one guest per address and event. */
function isDuplicateEmail(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } } | null;
  const cause = e?.cause ?? e;
  return cause?.code === "23505" && (cause.constraint === undefined || cause.constraint === "guests_event_email_idx");
}

export async function assertRoomForGuests(db: Db, eventId: string, adding: number): Promise<void> {
  if ((await guestCount(db, eventId)) + adding > GUESTS_PER_EVENT_MAX) {
    throw new AppError("CONFLICT", `An event can have at most ${GUESTS_PER_EVENT_MAX.toLocaleString("en-US")} guests.`);
  }
}

export function guestValuesRow(values: TGuestValues) {
  return {
    name: values.name,
    email: values.email ?? null,
    phone: values.phone,
    groupName: values.groupName,
    partyMax: values.partyMax,
    tags: values.tags,
    notes: values.notes,
  };
}

export async function addGuest(ctx: ServiceContext, eventId: string, raw: TGuestInput): Promise<TGuest> {
  const input = parseInput(ZGuestInput, raw);
  await assertOwnsEvent(ctx, eventId);
  await assertRoomForGuests(ctx.db, eventId, 1);
  try {
    const [row] = await ctx.db
      .insert(guests)
      .values({
        ...guestValuesRow(input),
        eventId,
        ownerId: ctx.actor.userId,
        token: newLinkToken(),
        source: "organiser",
      })
      .returning();
    return guestDto(row!);
  } catch (error) {
    if (input.email && isDuplicateEmail(error)) throw emailTaken(input.email);
    throw error;
  }
}

export async function updateGuest(ctx: ServiceContext, guestId: string, raw: TGuestPatch): Promise<TGuest> {
  const patch = parseInput(ZGuestPatch, raw);
  return ctx.db.transaction(async (tx) => {
    const current = await findOwnedGuest(tx, ctx, guestId, true);
    if (patch.partyMax !== undefined && patch.partyMax < current.headcount) {
      throw fieldError(
        "VALIDATION_ERROR",
        "partyMax",
        `${current.name} already answered for ${current.headcount} people.`,
        `At least ${current.headcount}: the guest already answered for ${current.headcount} people`,
      );
    }
    try {
      const [row] = await tx
        .update(guests)
        .set({ ...patch, updatedAt: new Date() })
        .where(eq(guests.id, current.id))
        .returning();
      return guestDto(row!);
    } catch (error) {
      if (patch.email && isDuplicateEmail(error)) throw emailTaken(patch.email);
      throw error;
    }
  });
}

/** A new personal link: the old one stops working at once. */
export async function newGuestLink(ctx: ServiceContext, guestId: string): Promise<TGuest> {
  const current = await findOwnedGuest(ctx.db, ctx, guestId);
  const [row] = await ctx.db
    .update(guests)
    .set({ token: newLinkToken(), updatedAt: new Date() })
    .where(eq(guests.id, current.id))
    .returning();
  return guestDto(row!);
}

export function listFilter(eventId: string, query: ReturnType<typeof ZGuestListQuery.parse>): SQL {
  const conditions: (SQL | undefined)[] = [eq(guests.eventId, eventId)];
  if (query.q) {
    const pattern = containsPattern(query.q);
    // Name, address or phone, through their trigram index (the pattern is lower-cased as the index is).
    conditions.push(sql`${guestSearchText(guests)} like lower(${pattern})`);
  }
  switch (query.filter) {
    case "all":
      break;
    case "waitlisted":
      conditions.push(eq(guests.waitlisted, true));
      break;
    case "not_invited":
      conditions.push(isNull(guests.invitedAt));
      break;
    case "yes":
      conditions.push(eq(guests.status, "yes"), eq(guests.waitlisted, false));
      break;
    default:
      conditions.push(eq(guests.status, query.filter));
  }
  if (query.group) conditions.push(eq(guests.groupName, query.group));
  if (query.tag) conditions.push(arrayContains(guests.tags, [query.tag]));
  return and(...conditions)!;
}

/** No search and no filter: the total is the event's guest count, kept up to date by the database. */
const isWholeList = (query: ReturnType<typeof ZGuestListQuery.parse>) =>
  !query.q && query.filter === "all" && !query.group && !query.tag;

const ORDER: Record<ReturnType<typeof ZGuestListQuery.parse>["sort"], SQL[]> = {
  name_asc: [asc(sql`lower(${guests.name})`), asc(guests.id)],
  responded_desc: [sql`${guests.respondedAt} desc nulls last`, asc(guests.id)],
  created_desc: [desc(guests.createdAt), asc(guests.id)],
};

export async function listGuests(ctx: ServiceContext, eventId: string, rawQuery: TGuestListQuery): Promise<TGuestList> {
  const query = parseInput(ZGuestListQuery, rawQuery);
  await assertOwnsEvent(ctx, eventId);
  const where = listFilter(eventId, query);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(guests)
      .where(where)
      .orderBy(...ORDER[query.sort])
      .limit(query.limit)
      .offset(query.offset),
    isWholeList(query)
      ? guestCount(ctx.db, eventId).then((n) => [{ n }])
      : ctx.db.select({ n: count() }).from(guests).where(where),
  ]);
  return { guests: rows.map(guestDto), total: total?.n ?? 0 };
}

/** The event's groups and tags in use, for the list's filters. */
export async function guestFacets(ctx: ServiceContext, eventId: string): Promise<{ groups: string[]; tags: string[] }> {
  await assertOwnsEvent(ctx, eventId);
  const [groups, tags] = await Promise.all([
    ctx.db
      .selectDistinct({ group: guests.groupName })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), sql`${guests.groupName} <> ''`))
      .orderBy(guests.groupName)
      .limit(500),
    ctx.db.execute(
      sql`select distinct unnest(${guests.tags}) as tag from ${guests} where ${guests.eventId} = ${eventId} order by 1 limit 500`,
    ),
  ]);
  return { groups: groups.map((g) => g.group), tags: rowsOf<{ tag: string }>(tags).map((t) => t.tag) };
}

interface ConfirmedGuest {
  id: string;
  name: string;
  email: string | null;
  /** One name per person coming: the party's names, the guest's own (or "Guest 2 of …") where blank. */
  names: string[];
}

/** Guests holding a place (yes, not waitlisted), for issuing them tickets; only `guestIds` when given. */
export async function confirmedGuestsForTickets(
  db: Db,
  eventId: string,
  guestIds?: string[],
): Promise<ConfirmedGuest[]> {
  const rows = await db
    .select({ id: guests.id, name: guests.name, email: guests.email, headcount: guests.headcount, party: guests.party })
    .from(guests)
    .where(
      and(
        eq(guests.eventId, eventId),
        eq(guests.status, "yes"),
        eq(guests.waitlisted, false),
        guestIds ? inArray(guests.id, guestIds) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${guests.name})`), asc(guests.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    names: Array.from(
      { length: Math.max(1, row.headcount) },
      (_, i) => row.party[i]?.name || (i === 0 ? row.name : `Guest ${i + 1} of ${row.name}`),
    ),
  }));
}
