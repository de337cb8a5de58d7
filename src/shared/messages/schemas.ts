/**
 * Private messages (premium): one-to-one conversations between people who
 * share an event, blocks, and reports of a message to the organiser of a shared event. Bodies are plain
 * text: the client renders them as text, never as HTML.
 */
import { z } from "zod";

export const MESSAGE_BODY_MAX = 2000;
export const REPORT_REASON_MAX = 500;
const MESSAGES_PAGE_MAX = 100;
const MESSAGES_PAGE_DEFAULT = 30;
export const CONTACTS_MAX = 50;
/** Conversations the inbox stream describes (the newest); older ones change rarely and are refetched with the list. */
export const INBOX_VIEW_CONVERSATIONS = 50;

/** The answer to a message or a new conversation the person may not send (blocked either way). */
export const CANNOT_MESSAGE = "You can't message this person.";

const ZId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`);

const ZMessageBody = z
  .string({ error: "Write a message" })
  .trim()
  .min(1, "Write a message")
  .max(MESSAGE_BODY_MAX, `Keep the message under ${MESSAGE_BODY_MAX.toLocaleString("en-US")} characters`);

export const ZSendMessageInput = z.strictObject({
  body: ZMessageBody,
  /** The sender's own id for the message (it becomes the message's id): a retry with it does not send twice. */
  clientId: z.uuid("Client id must be an id").optional(),
});
export type TSendMessageInput = z.infer<typeof ZSendMessageInput>;

export const ZStartConversationInput = z.strictObject({ userId: ZId("Person") });

export const ZContactQuery = z.strictObject({
  q: z.string({ error: "Search must be text" }).trim().max(100, "Keep the search under 100 characters").optional(),
});

export const ZMessagePageQuery = z.strictObject({
  before: z.iso.datetime({ offset: true, error: "Before must be a date and time" }).optional(),
  limit: z.coerce
    .number({ error: "Limit must be a number" })
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(MESSAGES_PAGE_MAX, `Limit must be at most ${MESSAGES_PAGE_MAX}`)
    .default(MESSAGES_PAGE_DEFAULT),
});

export const ZReportInput = z.strictObject({
  eventId: ZId("Event"),
  reason: z
    .string({ error: "Reason must be text" })
    .trim()
    .max(REPORT_REASON_MAX, `Keep the reason under ${REPORT_REASON_MAX} characters`)
    .default(""),
});
export type TReportInput = z.input<typeof ZReportInput>;

export const ZPerson = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });
export type TPerson = z.infer<typeof ZPerson>;

/** Someone the caller may message: the events they share, by name. */
export const ZContact = ZPerson.extend({ events: z.array(z.string()) });
export type TContact = z.infer<typeof ZContact>;
export const ZContactList = z.object({ items: z.array(ZContact) });

export const ZMessage = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  mine: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
});
export type TMessage = z.infer<typeof ZMessage>;

export const ZConversation = z.object({
  id: z.string(),
  other: ZPerson,
  lastMessage: z.object({ id: z.string(), body: z.string(), mine: z.boolean(), createdAt: z.string() }).nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
  /** The caller blocked the other person. */
  blockedByMe: z.boolean(),
  /** The other person blocked the caller (they only learn it here, in a conversation they already have). */
  blockedMe: z.boolean(),
  /** False when blocked either way or when the two no longer share an event. */
  canMessage: z.boolean(),
});
export type TConversation = z.infer<typeof ZConversation>;
export const ZConversationList = z.object({ items: z.array(ZConversation) });
/** One conversation opened: also the events both people share (a report names one of them). */
export const ZConversationDetail = ZConversation.extend({
  sharedEvents: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type TConversationDetail = z.infer<typeof ZConversationDetail>;

export const ZMessagePage = z.object({ items: z.array(ZMessage), hasMore: z.boolean() });
export type TMessagePage = z.infer<typeof ZMessagePage>;

export const ZUnread = z.object({ total: z.number().int() });
export type TUnread = z.infer<typeof ZUnread>;

/** What the inbox stream sends: enough for the client to tell what to refetch. */
export const ZInboxView = z.object({
  unread: z.number().int(),
  conversations: z.array(
    z.object({
      id: z.string(),
      lastMessageId: z.string().nullable(),
      lastMessageAt: z.string(),
      unread: z.number().int(),
    }),
  ),
  blocks: z.number().int(),
});
export type TInboxView = z.infer<typeof ZInboxView>;

const ZBlock = ZPerson.extend({ blockedAt: z.string() });
export const ZBlockList = z.object({ items: z.array(ZBlock) });
export type TBlockList = z.infer<typeof ZBlockList>;
export const ZBlockState = z.object({ userId: z.string(), blocked: z.boolean() });
export type TBlockState = z.infer<typeof ZBlockState>;

export const ZMessageReport = z.object({
  id: z.string(),
  eventId: z.string(),
  messageId: z.string(),
  body: z.string(),
  sentAt: z.string(),
  sender: ZPerson,
  reporter: ZPerson,
  reason: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
});
export type TMessageReport = z.infer<typeof ZMessageReport>;
export const ZMessageReportList = z.object({ items: z.array(ZMessageReport) });
export const ZReportCreated = z.object({ id: z.string(), messageId: z.string(), eventId: z.string() });
