/**
 * Draft means private (ADR 025): what reaches people outside the organiser's own pages (invitations, the
 * ticket shop, the door) waits until the event is published. The server refuses it with EVENT_NOT_PUBLISHED
 * (409) and these words; the organiser's pages ask to publish first with the same words, then carry on.
 * Kept free of zod: the pages that ask load it without the schema library.
 */

export const PUBLISH_FIRST = {
  invitations: "Publish the event before sending invitations.",
  shop: "Publish the event before opening the ticket shop.",
  door: "Publish the event before opening the door.",
} as const;

export type PublishFirstAction = keyof typeof PUBLISH_FIRST;

/** The error code of the refusal, as the client reads it off an ApiError. */
export const EVENT_NOT_PUBLISHED = "EVENT_NOT_PUBLISHED";
