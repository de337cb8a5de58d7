/**
 * The mail feature's HTTP endpoints (src/shared/contract.ts): the previews of every email the product sends,
 * and the local mailbox of a developer's laptop without a mail server.
 */
import { z } from "zod";
import { defineContract } from "../contract.ts";
import { ZEmailPreview, ZOutboxMessage } from "./schemas.ts";

export const mailContract = defineContract(
  "mail",
  {
    emailPreviews: {
      method: "GET",
      path: "/api/email-preview",
      summary: "Every email the product sends, rendered with sample data",
      access: "public",
      response: z.array(ZEmailPreview),
    },
    mailbox: {
      method: "GET",
      path: "/api/dev/mailbox",
      summary: "The local mailbox: in development without SMTP, from the same machine only (404 elsewhere)",
      access: "public",
      response: z.array(ZOutboxMessage),
    },
  },
  { feature: undefined },
);
