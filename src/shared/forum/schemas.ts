/**
 * The forum and the live chat of an event (premium, for its organiser and attendees): threads with
 * replies, moderated by the organiser, and one chat room per event delivered over server-sent events.
 * Text is plain text everywhere; clients render it as text, never as HTML.
 */
import { z } from "zod";

export const THREAD_TITLE_MAX = 150;
export const FORUM_BODY_MAX = 5000;
export const CHAT_BODY_MAX = 1000;
export const THREADS_PAGE_SIZE = 20;
export const POSTS_PAGE_SIZE = 50;
export const CHAT_PAGE_DEFAULT = 50;
const CHAT_PAGE_MAX = 100;

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max.toLocaleString("en")} characters`);

const ZTitle = text("Title", THREAD_TITLE_MAX);
const ZForumBody = text("Message", FORUM_BODY_MAX);
const ZFlag = (label: string) => z.boolean({ error: `${label} must be true or false` });

const ZPageNumber = z.coerce
  .number({ error: "Page must be a number" })
  .int("Page must be a whole number")
  .min(1, "Page must be at least 1")
  .max(10_000, "Page is too large")
  .default(1);

export const ZPageQuery = z.strictObject({ page: ZPageNumber });
export type TPageQuery = z.infer<typeof ZPageQuery>;

export const ZThreadInput = z.strictObject({ title: ZTitle, body: ZForumBody });
export type TThreadInput = z.infer<typeof ZThreadInput>;

/** The author edits title and body; the organiser pins, locks and hides. */
export const ZThreadPatch = z
  .strictObject({
    title: ZTitle.optional(),
    body: ZForumBody.optional(),
    pinned: ZFlag("Pinned").optional(),
    locked: ZFlag("Locked").optional(),
    hidden: ZFlag("Hidden").optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "Nothing to change", path: ["body"] });
export type TThreadPatch = z.infer<typeof ZThreadPatch>;

export const ZPostInput = z.strictObject({ body: ZForumBody });
export type TPostInput = z.infer<typeof ZPostInput>;

export const ZPostPatch = z
  .strictObject({ body: ZForumBody.optional(), hidden: ZFlag("Hidden").optional() })
  .refine((v) => v.body !== undefined || v.hidden !== undefined, { error: "Nothing to change", path: ["body"] });
export type TPostPatch = z.infer<typeof ZPostPatch>;

const ZAuthor = z.object({ id: z.string(), name: z.string() });

/** Rights of the caller on one record, so clients show only the actions the server allows. */
const rights = {
  /** The caller wrote it. */
  mine: z.boolean(),
  /** Hidden by the organiser: only the organiser and the author still see it, marked. */
  hidden: z.boolean(),
};

export const ZThreadSummary = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  author: ZAuthor,
  pinned: z.boolean(),
  locked: z.boolean(),
  replyCount: z.number().int(),
  lastPostAt: z.string(),
  createdAt: z.string(),
  ...rights,
});
export type TThreadSummary = z.infer<typeof ZThreadSummary>;

export const ZThreadList = z.object({
  items: z.array(ZThreadSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** The caller organises the event: they may pin, lock and hide. */
  canModerate: z.boolean(),
});
export type TThreadList = z.infer<typeof ZThreadList>;

export const ZThread = ZThreadSummary.extend({ body: z.string() });
export type TThread = z.infer<typeof ZThread>;

export const ZPost = z.object({
  id: z.string(),
  threadId: z.string(),
  author: ZAuthor,
  body: z.string(),
  createdAt: z.string(),
  ...rights,
});
export type TPost = z.infer<typeof ZPost>;

export const ZThreadView = z.object({
  thread: ZThread,
  posts: z.object({
    items: z.array(ZPost),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  }),
  canModerate: z.boolean(),
});
export type TThreadView = z.infer<typeof ZThreadView>;

// Chat

export const ZChatInput = z.strictObject({ body: text("Message", CHAT_BODY_MAX) });
export type TChatInput = z.infer<typeof ZChatInput>;

export const ZChatPatch = z.strictObject({ hidden: ZFlag("Hidden") });

export const ZChatQuery = z.strictObject({
  /** A message id: the page ends just before it ("load earlier"). */
  before: z.uuid("Before must be a message id").optional(),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(CHAT_PAGE_MAX, `Limit must be at most ${CHAT_PAGE_MAX}`)
    .default(CHAT_PAGE_DEFAULT),
});
export type TChatQuery = z.infer<typeof ZChatQuery>;

export const ZChatMessage = z.object({
  id: z.string(),
  eventId: z.string(),
  author: ZAuthor,
  body: z.string(),
  createdAt: z.string(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

export const ZChatPage = z.object({
  /** Oldest first. */
  items: z.array(ZChatMessage),
  /** More messages before the first one. */
  hasEarlier: z.boolean(),
  canModerate: z.boolean(),
});
export type TChatPage = z.infer<typeof ZChatPage>;

/** The server-sent events of GET /api/events/:eventId/chat/stream. */
export const CHAT_STREAM_EVENTS = {
  /** Sent first (and after every reconnect): the client reloads the newest page, then merges what follows. */
  ready: "ready",
  message: "message",
  /** `{ id }` of a message the organiser hid: clients remove it. */
  hidden: "hidden",
} as const;

export const ZChatHidden = z.object({ id: z.string() });
