/**
 * Sending mail: real SMTP when SMTP_URL is set, otherwise the outbox table plus a log line.
 * Links that sign someone in (magic links) are never written to the log, whatever the mode.
 */
import { desc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "./tables.ts";
import type { RenderedMail } from "./templates.ts";
import { LOCAL_MAILBOX_LIMIT, LOCAL_MAILBOX_PATH, type TOutboxMessage } from "#shared/mail/schemas.ts";

interface MailLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface Mailer {
  readonly mode: "smtp" | "outbox";
  /** `link` is the address the mail asks the reader to open; it is logged only when safe. */
  send(to: string, mail: RenderedMail, link?: string): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  db: Db;
  log: MailLogger;
}

const LINKS_NEVER_LOGGED: ReadonlySet<RenderedMail["kind"]> = new Set(["magic-link"]);

export interface MailboxAccess {
  mailMode: Mailer["mode"];
  env: "development" | "production" | "test";
  baseUrl: string;
}

function isLocalHost(hostname: string): boolean {
  return (
    hostname === "localhost" || hostname === "127.0.0.1" || hostname === "[::1]" || hostname.endsWith(".localhost")
  );
}

/**
 * The local mailbox (a page listing the outbox) exists only where it cannot leak a sign-in link:
 * no SMTP server, not production, a BASE_URL on this machine (so emailed links only work here anyway),
 * and a request straight from this machine, not relayed by a proxy.
 */
export function localMailboxAllowed(
  access: MailboxAccess,
  request: { socketAddress: string | undefined; forwarded: boolean },
): boolean {
  if (access.mailMode !== "outbox" || access.env === "production" || request.forwarded) return false;
  if (!isLocalHost(new URL(access.baseUrl).hostname)) return false;
  const address = request.socketAddress ?? "";
  return address === "127.0.0.1" || address === "::1" || address === "::ffff:127.0.0.1";
}

export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      mode: "smtp",
      async send(to, mail) {
        await transport.sendMail({
          from: options.from,
          to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          attachments: mail.attachments,
        });
        options.log.info({ to, kind: mail.kind }, "mail sent");
      },
      close: () => transport.close(),
    };
  }
  return {
    mode: "outbox",
    async send(to, mail, link) {
      // Attachments (ticket PDFs, QR images) are not kept: the outbox is for reading mails and their links,
      // and whatever a mail attaches can be made again from the data it was made from.
      await options.db
        .insert(mailOutbox)
        .values({ to, subject: mail.subject, html: mail.html, text: mail.text, kind: mail.kind });
      const shown =
        link && !LINKS_NEVER_LOGGED.has(mail.kind)
          ? link
          : `(withheld from logs: read it in the local mailbox, ${LOCAL_MAILBOX_PATH})`;
      options.log.info({ to, kind: mail.kind, link: shown }, `mail kept in the outbox (no SMTP_URL): ${mail.subject}`);
    },
    close: () => {},
  };
}

export interface OutboxMail {
  to: string;
  subject: string;
  html: string;
  text: string;
  kind: string;
  createdAt: Date;
}

/** The newest outbox mails for an address, newest first (tests and the seed read them). */
export async function outboxFor(db: Db, to: string, limit = 10): Promise<OutboxMail[]> {
  return db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      html: mailOutbox.html,
      text: mailOutbox.text,
      kind: mailOutbox.kind,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(limit);
}

/** The newest outbox mails for the local mailbox page. */
export async function recentOutbox(db: Db, limit = LOCAL_MAILBOX_LIMIT): Promise<TOutboxMessage[]> {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    kind: row.kind,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
  }));
}
