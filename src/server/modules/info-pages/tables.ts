import { index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/tables.ts";
import { events } from "../events/tables.ts";

/**
 * An organiser's information page about an event (schedule, directions, dress code, FAQ). The draft
 * (title, sections) is what the editor changes and the preview shows; publishing copies it into the
 * published_* columns, which is all the public view ever reads. One share token opens both.
 */
export const infoPages = pgTable(
  "info_pages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    sections: jsonb("sections").notNull().default([]),
    /** 128 random bits; null once revoked (preview and view both stop working). */
    shareToken: text("share_token").unique(),
    publishedTitle: text("published_title"),
    publishedSections: jsonb("published_sections"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("info_pages_owner_updated_idx").on(t.ownerId, t.updatedAt),
    index("info_pages_event_idx").on(t.eventId),
  ],
);
