/** Event information pages: the public info page and its preview. */
import { z } from "zod";

export const INFO_SECTION_KINDS = ["text", "schedule", "directions", "dress-code", "faq"] as const;
export type TInfoSectionKind = (typeof INFO_SECTION_KINDS)[number];

export const INFO_SECTIONS_MAX = 30;

const ZInfoFaqItem = z
  .object({
    question: z.string().trim().min(1, "Question is required").max(300, "Question must be at most 300 characters"),
    answer: z.string().trim().max(3000, "Answer must be at most 3000 characters").default(""),
  })
  .strict();

/**
 * One block of a page. `body` is plain text (paragraphs and line breaks are kept; links are made
 * clickable when shown). A schedule section also lists the event's activities, live.
 */
export const ZInfoSection = z
  .object({
    kind: z.enum(INFO_SECTION_KINDS),
    title: z
      .string()
      .trim()
      .min(1, "Section title is required")
      .max(200, "Section title must be at most 200 characters"),
    body: z.string().max(10_000, "Section text must be at most 10000 characters").default(""),
    faq: z.array(ZInfoFaqItem).max(50, "At most 50 questions").default([]),
  })
  .strict();
export type TInfoSection = z.infer<typeof ZInfoSection>;

export const ZInfoPageInput = z
  .object({
    eventId: z.uuid("Choose an event"),
    title: z
      .string({ error: "Title is required" })
      .trim()
      .min(1, "Title is required")
      .max(200, "Title must be at most 200 characters"),
    sections: z.array(ZInfoSection).max(INFO_SECTIONS_MAX, `At most ${INFO_SECTIONS_MAX} sections`).default([]),
  })
  .strict();
export type TInfoPageInput = z.input<typeof ZInfoPageInput>;

/** draft: never published; published: the public view shows the draft as it is; changed: edits not yet published. */
export const ZInfoPageStatus = z.enum(["draft", "published", "changed"]);
export type TInfoPageStatus = z.infer<typeof ZInfoPageStatus>;

export const INFO_PAGE_STATUSES = ZInfoPageStatus.options;

export const INFO_PAGE_STATUS_LABELS: Record<TInfoPageStatus, string> = {
  draft: "Draft",
  published: "Published",
  changed: "Unpublished changes",
};

export const INFO_SECTION_KIND_LABELS: Record<TInfoSectionKind, string> = {
  text: "Text",
  schedule: "Schedule",
  directions: "Directions",
  "dress-code": "Dress code",
  faq: "FAQ",
};

/** Editing a page changes its draft only; the event it belongs to stays. */
export const ZInfoPageDraft = ZInfoPageInput.omit({ eventId: true });
export type TInfoPageDraft = z.input<typeof ZInfoPageDraft>;

/** The event a page is about, as the organiser's lists show it. */
const ZInfoPageEvent = z.object({
  id: z.string(),
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeZone: z.string(),
  status: z.enum(["draft", "published", "cancelled"]),
  eventType: z.object({ id: z.string(), name: z.string(), groupTerm: z.string(), memberTerm: z.string() }),
});

/** The organiser's view of a page: the draft, whether (and when) it was published, and its share token. */
export const ZInfoPage = z.object({
  id: z.string(),
  event: ZInfoPageEvent,
  title: z.string(),
  sections: z.array(ZInfoSection),
  status: ZInfoPageStatus,
  /** Null once revoked: neither the preview nor the public view opens until a new link is made. */
  shareToken: z.string().nullable(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TInfoPage = z.infer<typeof ZInfoPage>;

/** A row of the organiser's list: everything but the sections' text. */
export const ZInfoPageSummary = ZInfoPage.omit({ sections: true }).extend({ sectionCount: z.number().int() });
export type TInfoPageSummary = z.infer<typeof ZInfoPageSummary>;

const INFO_PAGES_PAGE_MAX = 100;

export const ZInfoPageListQuery = z
  .object({
    /** Matches the page title or its event's name. */
    q: z.string().trim().max(200).optional(),
    eventId: z.string().max(100).optional(),
    status: ZInfoPageStatus.optional(),
    limit: z.coerce.number().int().min(1).max(INFO_PAGES_PAGE_MAX).default(20),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type TInfoPageListQuery = z.input<typeof ZInfoPageListQuery>;

export const ZInfoPageList = z.object({ pages: z.array(ZInfoPageSummary), total: z.number().int() });
export type TInfoPageList = z.infer<typeof ZInfoPageList>;

/** One line of the live schedule: the event's activities, as guests see them (no notes, no costs). */
export const ZPublicScheduleItem = z.object({
  name: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  place: z.string().nullable(),
  host: z.string(),
});
export type TPublicScheduleItem = z.infer<typeof ZPublicScheduleItem>;

/** Where the event happens, as anyone with the link may see it. */
export const ZPublicPlace = z.object({
  /** The venue's name, or the event's free-text location. */
  name: z.string(),
  /** Street, city and country lines; empty when only a location name is known. */
  addressLines: z.array(z.string()),
  /** A plain link to a map search (openstreetmap.org); no map is embedded. */
  mapUrl: z.string(),
});
export type TPublicPlace = z.infer<typeof ZPublicPlace>;

/**
 * What the preview and the public view return. No owner, no notes, no ids: only what a guest needs.
 * `preview` is true when this is the current draft rather than the published copy.
 */
export const ZPublicInfoPage = z.object({
  preview: z.boolean(),
  title: z.string(),
  sections: z.array(ZInfoSection),
  publishedAt: z.string().nullable(),
  event: z.object({
    name: z.string(),
    startAt: z.string(),
    endAt: z.string(),
    timeZone: z.string(),
    cancelled: z.boolean(),
    typeName: z.string(),
    groupTerm: z.string(),
    memberTerm: z.string(),
    place: ZPublicPlace.nullable(),
    /** A same-origin path to the event's cover image, when it has one. */
    coverUrl: z.string().nullable(),
  }),
  schedule: z.array(ZPublicScheduleItem),
});
export type TPublicInfoPage = z.infer<typeof ZPublicInfoPage>;

export const INFO_PAGE_LINK_INVALID = "This information page link is not valid any more.";
export const INFO_PAGE_NOT_PUBLISHED = "This information page has not been published yet.";

/** A map search for a place, as a plain link (the content policy allows no third-party frames). */
export function mapSearchUrl(query: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
