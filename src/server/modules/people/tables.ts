import { sql } from "drizzle-orm";
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { TProfileLink, TProfileVisibility } from "#shared/people/schemas.ts";
import { users } from "../account/tables.ts";

/**
 * What a user shares about themselves with the people of their events. The display name and photo are the
 * account's (users.name, users.image); this row holds the rest, and who may see each field. Visibility is
 * applied in the server's answers: a field nobody may see is never sent.
 */
export const profiles = pgTable("profiles", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  bio: text("bio").notNull().default(""),
  location: text("location").notNull().default(""),
  /** Reunions: a photo from back then, stored like avatars (server-made name). */
  thenPhoto: text("then_photo"),
  phone: text("phone").notNull().default(""),
  contactEmail: text("contact_email").notNull().default(""),
  links: jsonb("links")
    .$type<TProfileLink[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  visibility: jsonb("visibility")
    .$type<TProfileVisibility>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
