import { sql } from "drizzle-orm";
import { pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/tables.ts";
import { events } from "../events/tables.ts";

/**
 * A calendar subscription: a user's feed (all their events and activities) when event_id is null, or one
 * event's feed. The token (128 random bits) is the only key a calendar app sends; regenerating replaces it.
 */
export const calendarFeeds = pgTable(
  "calendar_feeds",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    eventId: uuid("event_id").references(() => events.id, { onDelete: "cascade" }),
    token: text("token").notNull().unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("calendar_feeds_user_idx")
      .on(t.userId)
      .where(sql`${t.eventId} is null`),
    uniqueIndex("calendar_feeds_event_idx")
      .on(t.eventId)
      .where(sql`${t.eventId} is not null`),
  ],
);
