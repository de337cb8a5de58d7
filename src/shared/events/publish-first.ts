/**
 * Draft means private (ADR 025): what reaches people outside the organiser's own pages (invitations,
 * reminders, an announcement's email copy, the ticket shop, the door) waits until the event is published. The server refuses it with
 * EVENT_NOT_PUBLISHED (409) and these words; the organiser's pages ask to publish first with the same words,
 * then carry on. Kept free of zod: the pages that ask load it without the schema library.
 */

export const PUBLISH_FIRST = {
  invitations: "Publish the event before sending invitations.",
  reminders: "Publish the event before sending reminders.",
  shop: "Publish the event before opening the ticket shop.",
  door: "Publish the event before opening the door.",
  announcementEmail: "Publish the event before emailing guests.",
} as const;

export type PublishFirstAction = keyof typeof PUBLISH_FIRST;

/** The error code of the refusal, as the client reads it off an ApiError. */
export const EVENT_NOT_PUBLISHED = "EVENT_NOT_PUBLISHED";

/**
 * What a guest's personal link answers (with EVENT_NOT_PUBLISHED) while its event is a draft again: who to
 * wait for and nothing else. The host's name is no news to the guest (their invitation mail named the host)
 * and tells them whom to ask; the event's name, time and place stay private, as a draft's may be changing.
 */
export function notPublishedForGuests(hostName: string): string {
  return `${hostName.trim() || "The host"} has not published this event yet.`;
}
