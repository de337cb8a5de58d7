/**
 * Announcements (premium): the organiser's posts to an event's people,
 * pinned ones first, optionally mailed to the guest list; each guest's mail carries an unsubscribe link.
 */
import { z } from "zod";

export const ANNOUNCEMENT_TITLE_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 5000;
const ANNOUNCEMENT_TAGS_MAX = 10;
const ANNOUNCEMENTS_PAGE_MAX = 50;

const ZTitle = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(ANNOUNCEMENT_TITLE_MAX, `Title must be at most ${ANNOUNCEMENT_TITLE_MAX} characters`);
const ZBody = z
  .string({ error: "Message is required" })
  .trim()
  .min(1, "Message is required")
  .max(ANNOUNCEMENT_BODY_MAX, `Message must be at most ${ANNOUNCEMENT_BODY_MAX} characters`);
const ZPinned = z.boolean({ error: "Pinned must be true or false" });
const ZTag = z
  .string({ error: "Tags must be text" })
  .trim()
  .min(1, "Tags cannot be empty")
  .max(40, "Tags must be at most 40 characters");
const ZTags = z
  .array(ZTag, { error: "Tags must be a list" })
  .max(ANNOUNCEMENT_TAGS_MAX, `At most ${ANNOUNCEMENT_TAGS_MAX} tags`)
  .transform((tags) => [...new Set(tags)]);

export const ZAnnouncementInput = z
  .object({
    title: ZTitle,
    body: ZBody,
    pinned: ZPinned.default(false),
    emailCopy: z.boolean({ error: "Email copy must be true or false" }).default(false),
    tags: ZTags.default([]),
  })
  .strict();
export type TAnnouncementInput = z.input<typeof ZAnnouncementInput>;

/** What the organiser may change later; the email copy, once sent, is not taken back. */
export const ZAnnouncementPatch = z
  .object({ title: ZTitle.optional(), body: ZBody.optional(), pinned: ZPinned.optional(), tags: ZTags.optional() })
  .strict();
export type TAnnouncementPatch = z.input<typeof ZAnnouncementPatch>;

/** Reach of a post, shown to the organiser only (attendees never see who read what). */
export const ZAnnouncementReach = z.object({
  readCount: z.number().int(),
  /** The event's people who can read it (its organiser not counted). */
  recipients: z.number().int(),
  /** Guests the email copy has reached so far. */
  emailed: z.number().int(),
});
export type TAnnouncementReach = z.infer<typeof ZAnnouncementReach>;

export const ZAnnouncement = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  body: z.string(),
  pinned: z.boolean(),
  emailCopy: z.boolean(),
  tags: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the caller has read it. */
  read: z.boolean(),
  reach: ZAnnouncementReach.nullable(),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

export const ZAnnouncementListQuery = z
  .object({
    page: z.coerce
      .number({ error: "Page must be a number" })
      .int("Page must be a whole number")
      .min(1, "Page must be at least 1")
      .default(1),
    pageSize: z.coerce
      .number({ error: "Page size must be a number" })
      .int("Page size must be a whole number")
      .min(1, "Page size must be at least 1")
      .max(ANNOUNCEMENTS_PAGE_MAX, `Page size must be at most ${ANNOUNCEMENTS_PAGE_MAX}`)
      .default(20),
  })
  .strict();

export const ZAnnouncementList = z.object({
  items: z.array(ZAnnouncement),
  total: z.number().int(),
  unread: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TAnnouncementList = z.infer<typeof ZAnnouncementList>;

export const ZUnreadCountQuery = z.object({ eventId: z.string().max(100).optional() }).strict();
export const ZUnreadCount = z.object({ unread: z.number().int() });

export const ZReadResult = z.object({ read: z.literal(true) });

/** The public unsubscribe page: which event's announcement mails, and whether they are already off. */
export const ZUnsubscribeView = z.object({ eventName: z.string(), unsubscribed: z.boolean() });
export type TUnsubscribeView = z.infer<typeof ZUnsubscribeView>;

export const unsubscribePath = (token: string) => `/unsubscribe/${token}`;
