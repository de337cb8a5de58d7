import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ZEmailPreview, ZOutboxMessage } from "#shared/mail/schemas.ts";
import { emailPreviews } from "./templates.ts";
import { notFound } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import { localMailboxAllowed, recentOutbox, type MailboxAccess } from "./service.ts";

/** GET /api/dev/mailbox: the local mailbox, for a laptop without a mail server (404 everywhere else). */
export function registerMailboxRoutes(app: FastifyInstance, db: Db, access: MailboxAccess): void {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/email-preview",
      { config: { auth: "public" }, schema: { tags: ["system"], response: { 200: z.array(ZEmailPreview) } } },
      async () =>
        emailPreviews(access.baseUrl).map(({ kind, title, subject, html, text }) => ({
          kind,
          title,
          subject,
          html,
          text,
        })),
    );

  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      "/api/dev/mailbox",
      { config: { auth: "public" }, schema: { tags: ["system"], response: { 200: z.array(ZOutboxMessage) } } },
      async (request, reply) => {
        const forwarded = Boolean(request.headers["x-forwarded-for"] ?? request.headers.forwarded);
        if (!localMailboxAllowed(access, { socketAddress: request.socket.remoteAddress, forwarded })) {
          throw notFound("Not found");
        }
        reply.header("cache-control", "no-store");
        return recentOutbox(db);
      },
    );
}
