/**
 * The contact form: each message is kept for admins and mailed to every admin address configured
 * (ADMIN_EMAILS, SUPER_ADMIN_EMAILS). A sender address may send a few messages an hour.
 */
import { and, count, desc, eq, gt } from "drizzle-orm";
import type { TContactInput, TContactMessage } from "#shared/contact/schemas.ts";
import { AppError } from "#shared/errors.ts";
import type { Db } from "../../db/client.ts";
import { contactMessageMail, type Mailer } from "../mail/index.ts";
import { contactMessages } from "./tables.ts";

const CONTACT_LIMIT_PER_HOUR = 5;

export interface ContactDeps {
  db: Db;
  mailer: Mailer;
  adminAddresses: string[];
  log: { error(obj: object, msg: string): void };
}

function toDto(row: typeof contactMessages.$inferSelect): TContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    userId: row.userId ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function sendContactMessage(
  deps: ContactDeps,
  input: Required<TContactInput>,
  sender: { userId: string | null; ipAddress: string },
): Promise<TContactMessage> {
  const hourAgo = new Date(Date.now() - 60 * 60 * 1000);
  const [recent] = await deps.db
    .select({ n: count() })
    .from(contactMessages)
    .where(and(eq(contactMessages.ipAddress, sender.ipAddress), gt(contactMessages.createdAt, hourAgo)));
  if (Number(recent?.n ?? 0) >= CONTACT_LIMIT_PER_HOUR) {
    throw new AppError("RATE_LIMITED", "You have sent several messages already. Please try again in an hour.");
  }
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...input, userId: sender.userId, ipAddress: sender.ipAddress })
    .returning();
  const message = toDto(row!);
  // The message is safe in the database; a mail failure must not lose it or fail the visitor's request.
  for (const to of deps.adminAddresses) {
    try {
      await deps.mailer.send(to, contactMessageMail(message));
    } catch (error) {
      deps.log.error({ err: error, to }, "could not mail a contact message to an admin");
    }
  }
  return message;
}

export async function listContactMessages(db: Db, limit = 100): Promise<TContactMessage[]> {
  const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(limit);
  return rows.map(toDto);
}
