import type { FastifyInstance } from "fastify";
import { mailContract } from "#shared/mail/contract.ts";
import { notFound } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import { serveContract } from "../../serve-contract.ts";
import { emailPreviews } from "./templates.ts";
import { localMailboxAllowed, recentOutbox, type MailboxAccess } from "./service.ts";

/** GET /api/dev/mailbox: the local mailbox, for a laptop without a mail server (404 everywhere else). */
export function registerMailboxRoutes(app: FastifyInstance, db: Db, access: MailboxAccess): void {
  serveContract(app, db, mailContract, {
    emailPreviews: () =>
      emailPreviews(access.baseUrl).map(({ kind, title, subject, html, text }) => ({
        kind,
        title,
        subject,
        html,
        text,
      })),
    mailbox: ({ request, reply }) => {
      const forwarded = Boolean(request.headers["x-forwarded-for"] ?? request.headers.forwarded);
      if (!localMailboxAllowed(access, { socketAddress: request.socket.remoteAddress, forwarded })) {
        throw notFound("Not found");
      }
      reply.header("cache-control", "no-store");
      return recentOutbox(db);
    },
  });
}
