import { z } from "zod";

/** A message of the local mailbox (mail kept in the outbox when no SMTP server is configured). */
export const ZOutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  kind: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const LOCAL_MAILBOX_PATH = "/dev/mailbox";
export const LOCAL_MAILBOX_LIMIT = 50;

/** /email-preview: every email template of the product rendered with sample data. */
export const ZEmailPreview = z.object({
  kind: z.string(),
  title: z.string(),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});
export type TEmailPreview = z.infer<typeof ZEmailPreview>;
