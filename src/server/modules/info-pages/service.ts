/**
 * Event information pages. The organiser edits a draft (title, sections); publishing copies the draft
 * into the published_* columns, which is all the public view reads, so editing never changes what
 * guests see until the next publish. One share token (128 random bits) opens both the preview (the
 * draft) and the view (the published copy); revoking it closes both, a new one replaces it.
 * Every owner call is scoped by the actor: someone else's page answers 404.
 */
import { randomBytes } from "node:crypto";
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";
import {
  INFO_PAGE_LINK_INVALID,
  INFO_PAGE_NOT_PUBLISHED,
  ZInfoPageDraft,
  ZInfoPageInput,
  ZInfoPageListQuery,
  ZInfoSection,
  mapSearchUrl,
  type TInfoPage,
  type TInfoPageDraft,
  type TInfoPageInput,
  type TInfoPageList,
  type TInfoPageListQuery,
  type TInfoPageStatus,
  type TInfoSection,
  type TPublicInfoPage,
  type TPublicPlace,
  type TPublicScheduleItem,
} from "#shared/info-pages/schemas.ts";
import { starterSections } from "#shared/info-pages/starter.ts";
import { AppError, fieldError, notFound } from "#shared/errors.ts";
import { isUuid } from "#shared/ids.ts";
import type { Db } from "../../db/client.ts";
import { containsPattern } from "../../db/like.ts";
import { eventsInReach, type ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import {
  eventSchedule,
  getEvent,
  ownedEventBriefs,
  ownedEventIdsNamed,
  publicEventFacts,
  type EventBrief,
  type PublicEventFacts,
} from "../events/index.ts";
import { infoPages } from "./tables.ts";

type PageRow = typeof infoPages.$inferSelect;

/** Tokens are 22 base64url characters; anything else cannot be one, so it never reaches the database. */
const isToken = (token: string) => /^[A-Za-z0-9_-]{16,64}$/.test(token);
const newToken = () => randomBytes(16).toString("base64url");

/** The stored sections, read back through the schema so an old or hand-edited row cannot break a page. */
function readSections(value: unknown): TInfoSection[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const parsed = ZInfoSection.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

/** draft: never published; published: guests see exactly the draft; changed: the draft moved on since. */
const statusSql = sql<TInfoPageStatus>`case
  when ${infoPages.publishedAt} is null then 'draft'
  when ${infoPages.title} = ${infoPages.publishedTitle} and ${infoPages.sections} = ${infoPages.publishedSections} then 'published'
  else 'changed' end`;

const pageColumns = { page: infoPages, status: statusSql };

function toDto(row: PageRow, status: TInfoPageStatus, event: EventBrief): TInfoPage {
  return {
    id: row.id,
    event,
    title: row.title,
    sections: readSections(row.sections),
    status,
    shareToken: row.shareToken ?? null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function findOwned(db: Db, ownerId: string, pageId: string): Promise<{ page: PageRow; status: TInfoPageStatus }> {
  if (!isUuid(pageId)) throw notFound("Information page not found");
  const [row] = await db
    .select(pageColumns)
    .from(infoPages)
    .where(and(eq(infoPages.id, pageId), eq(infoPages.ownerId, ownerId)))
    .limit(1);
  if (!row) throw notFound("Information page not found");
  return row;
}

async function withEvent(db: Db, ownerId: string, row: { page: PageRow; status: TInfoPageStatus }): Promise<TInfoPage> {
  const event = (await ownedEventBriefs(db, ownerId, [row.page.eventId])).get(row.page.eventId);
  // A page is deleted with its event, so this only happens if the two were split by hand.
  if (!event) throw notFound("Information page not found");
  return toDto(row.page, row.status, event);
}

export async function getInfoPage(ctx: ServiceContext, pageId: string): Promise<TInfoPage> {
  return withEvent(ctx.db, ctx.actor.userId, await findOwned(ctx.db, ctx.actor.userId, pageId));
}

/**
 * A new page about one of the organiser's events. Without sections it starts with the starter sections
 * (about, schedule, directions, dress code, questions) in the event type's words. It gets its share
 * token at once, so the organiser can preview it straight away.
 */
export async function createInfoPage(ctx: ServiceContext, raw: TInfoPageInput): Promise<TInfoPage> {
  const input = parseInput(ZInfoPageInput, raw);
  const event = await getEvent(ctx, input.eventId).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") {
      throw fieldError("NOT_FOUND", "eventId", "Event not found");
    }
    throw error;
  });
  const sections = input.sections.length > 0 ? input.sections : starterSections(event);
  const [row] = await ctx.db
    .insert(infoPages)
    .values({ ownerId: ctx.actor.userId, eventId: event.id, title: input.title, sections, shareToken: newToken() })
    .returning({ id: infoPages.id });
  return getInfoPage(ctx, row!.id);
}

/** Changes the draft only: guests keep seeing the published copy until the page is published again. */
export async function updateInfoPage(ctx: ServiceContext, pageId: string, raw: TInfoPageDraft): Promise<TInfoPage> {
  const input = parseInput(ZInfoPageDraft, raw);
  await findOwned(ctx.db, ctx.actor.userId, pageId);
  await ctx.db
    .update(infoPages)
    .set({ title: input.title, sections: input.sections, updatedAt: new Date() })
    .where(and(eq(infoPages.id, pageId), eq(infoPages.ownerId, ctx.actor.userId)));
  return getInfoPage(ctx, pageId);
}

export async function deleteInfoPage(ctx: ServiceContext, pageId: string): Promise<void> {
  await findOwned(ctx.db, ctx.actor.userId, pageId);
  await ctx.db.delete(infoPages).where(and(eq(infoPages.id, pageId), eq(infoPages.ownerId, ctx.actor.userId)));
}

/** Copies the draft into the published columns in one statement, so guests never see half of an edit. */
export async function publishInfoPage(ctx: ServiceContext, pageId: string): Promise<TInfoPage> {
  await findOwned(ctx.db, ctx.actor.userId, pageId);
  const now = new Date();
  await ctx.db
    .update(infoPages)
    .set({
      publishedTitle: sql`${infoPages.title}`,
      publishedSections: sql`${infoPages.sections}`,
      publishedAt: now,
      updatedAt: now,
    })
    .where(and(eq(infoPages.id, pageId), eq(infoPages.ownerId, ctx.actor.userId)));
  return getInfoPage(ctx, pageId);
}

/** The public view closes (the preview still works for the organiser); the draft is kept. */
export async function unpublishInfoPage(ctx: ServiceContext, pageId: string): Promise<TInfoPage> {
  await findOwned(ctx.db, ctx.actor.userId, pageId);
  await ctx.db
    .update(infoPages)
    .set({ publishedTitle: null, publishedSections: null, publishedAt: null, updatedAt: new Date() })
    .where(and(eq(infoPages.id, pageId), eq(infoPages.ownerId, ctx.actor.userId)));
  return getInfoPage(ctx, pageId);
}

/** A new share link; the previous one (preview and view) stops working at once. */
export async function regenerateShareToken(ctx: ServiceContext, pageId: string): Promise<TInfoPage> {
  return setShareToken(ctx, pageId, newToken());
}

/** No link at all: both the preview and the view answer "not valid any more" until a new one is made. */
export async function revokeShareToken(ctx: ServiceContext, pageId: string): Promise<TInfoPage> {
  return setShareToken(ctx, pageId, null);
}

async function setShareToken(ctx: ServiceContext, pageId: string, token: string | null): Promise<TInfoPage> {
  await findOwned(ctx.db, ctx.actor.userId, pageId);
  await ctx.db
    .update(infoPages)
    .set({ shareToken: token, updatedAt: new Date() })
    .where(and(eq(infoPages.id, pageId), eq(infoPages.ownerId, ctx.actor.userId)));
  return getInfoPage(ctx, pageId);
}

/** /my-information-pages and an event's tab: newest change first, paged on the server. */
export async function listInfoPages(ctx: ServiceContext, rawQuery: TInfoPageListQuery): Promise<TInfoPageList> {
  const query = parseInput(ZInfoPageListQuery, rawQuery);
  const ownerId = ctx.actor.userId;
  if (query.eventId !== undefined && !isUuid(query.eventId)) return { pages: [], total: 0 };
  const conditions: SQL[] = [eq(infoPages.ownerId, ownerId)];
  const reach = eventsInReach(ctx.actor, infoPages.eventId);
  if (reach) conditions.push(reach);
  if (query.eventId) conditions.push(eq(infoPages.eventId, query.eventId));
  if (query.status) conditions.push(sql`${statusSql} = ${query.status}`);
  if (query.q) {
    // The search box promises the page title or the event's name.
    const eventIds = await ownedEventIdsNamed(ctx.db, ownerId, query.q);
    const byTitle = ilike(infoPages.title, containsPattern(query.q));
    conditions.push(eventIds.length > 0 ? or(byTitle, inArray(infoPages.eventId, eventIds))! : byTitle);
  }
  const where = and(...conditions);
  const rows = await ctx.db
    .select({ ...pageColumns, sectionCount: sql<number>`jsonb_array_length(${infoPages.sections})` })
    .from(infoPages)
    .where(where)
    .orderBy(desc(infoPages.updatedAt), desc(infoPages.id))
    .limit(query.limit)
    .offset(query.offset);
  const [total] = await ctx.db.select({ n: count() }).from(infoPages).where(where);
  const events = await ownedEventBriefs(ctx.db, ownerId, [...new Set(rows.map((r) => r.page.eventId))]);
  const pages = rows.flatMap((row) => {
    const event = events.get(row.page.eventId);
    if (!event) return [];
    const { sections: _sections, ...dto } = toDto(row.page, row.status, event);
    return [{ ...dto, sectionCount: Number(row.sectionCount) }];
  });
  return { pages, total: Number(total?.n ?? 0) };
}

// ---- public: anyone with the link ----

function placeOf(facts: PublicEventFacts): TPublicPlace | null {
  const location = facts.locationName?.trim() || null;
  if (facts.venue) {
    const { name, address, city, country } = facts.venue;
    const addressLines = [address.trim(), [city.trim(), country.trim()].filter(Boolean).join(", ")].filter(Boolean);
    const query = addressLines.length > 0 ? addressLines.join(", ") : name;
    return {
      name: location && location !== name ? `${name} · ${location}` : name,
      addressLines,
      mapUrl: mapSearchUrl(query),
    };
  }
  return location ? { name: location, addressLines: [], mapUrl: mapSearchUrl(location) } : null;
}

/** The event's programme as guests see it (the information page's schedule, the guest's hub). */
export async function liveSchedule(db: Db, eventId: string): Promise<TPublicScheduleItem[]> {
  const items = await eventSchedule(db, eventId);
  // Guests see when, where and who hosts; never the organiser's notes, costs or capacities.
  return items.map((item) => ({
    name: item.name,
    startAt: item.startAt,
    endAt: item.endAt,
    place: [item.venue?.name, item.locationName?.trim()].filter(Boolean).join(" · ") || null,
    host: item.host,
  }));
}

/** Null when the token is not (or no longer) a page's link. */
async function findByToken(db: Db, token: string): Promise<PageRow | null> {
  if (!isToken(token)) return null;
  const [row] = await db.select().from(infoPages).where(eq(infoPages.shareToken, token)).limit(1);
  return row ?? null;
}

interface PublicPageSource {
  row: PageRow;
  facts: PublicEventFacts;
  preview: boolean;
}

/**
 * The page a link opens, without its live schedule: the preview reads the draft, the view only ever
 * the published copy. An unknown or revoked link, or the view of an unpublished page, is a 404.
 */
export async function publicPageSource(db: Db, token: string, mode: "view" | "preview"): Promise<PublicPageSource> {
  const row = await findByToken(db, token);
  if (!row) throw notFound(INFO_PAGE_LINK_INVALID);
  if (mode === "view" && row.publishedAt === null) throw notFound(INFO_PAGE_NOT_PUBLISHED);
  const facts = await publicEventFacts(db, row.eventId);
  if (!facts) throw notFound(INFO_PAGE_LINK_INVALID);
  return { row, facts, preview: mode === "preview" };
}

export function publicTitle(source: PublicPageSource): string {
  return source.preview ? source.row.title : (source.row.publishedTitle ?? source.row.title);
}

export function publicSections(source: PublicPageSource): TInfoSection[] {
  return readSections(source.preview ? source.row.sections : source.row.publishedSections);
}

export async function publicInfoPage(db: Db, token: string, mode: "view" | "preview"): Promise<TPublicInfoPage> {
  const source = await publicPageSource(db, token, mode);
  const { facts, row } = source;
  const sections = publicSections(source);
  // Only a page that shows a schedule needs the event's activities.
  const schedule = sections.some((s) => s.kind === "schedule") ? await liveSchedule(db, row.eventId) : [];
  return {
    preview: source.preview,
    title: publicTitle(source),
    sections,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    event: {
      name: facts.name,
      startAt: facts.startAt,
      endAt: facts.endAt,
      timeZone: facts.timeZone,
      cancelled: facts.status === "cancelled",
      typeName: facts.eventType.name,
      groupTerm: facts.eventType.groupTerm,
      memberTerm: facts.eventType.memberTerm,
      place: placeOf(facts),
      coverUrl: facts.coverUrl,
    },
    schedule,
  };
}

/**
 * The link of an event's published information page, for pages that point guests to it (the RSVP page):
 * the most recently published one that has a live link; null when there is none.
 */
export async function publishedInfoPagePath(db: Db, eventId: string): Promise<string | null> {
  const [row] = await db
    .select({ token: infoPages.shareToken })
    .from(infoPages)
    .where(
      and(
        eq(infoPages.eventId, eventId),
        sql`${infoPages.publishedAt} is not null`,
        sql`${infoPages.shareToken} is not null`,
      ),
    )
    .orderBy(desc(infoPages.publishedAt))
    .limit(1);
  return row?.token ? `/event-info-view/${row.token}` : null;
}
