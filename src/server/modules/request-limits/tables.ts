import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters of the app's own limits on public writes (answers through RSVP links, shop orders), kept in
 * the database so every app server counts the same requests. One row per limited subject: a fixed window
 * that starts with the first request after the previous window ended.
 */
export const requestLimits = pgTable(
  "request_limits",
  {
    /** Scope, kind and a hash of the subject (client address or link token): neither is stored as sent. */
    key: text("key").primaryKey(),
    windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
    count: integer("count").notNull(),
  },
  (t) => [index("request_limits_window_idx").on(t.windowStartedAt)],
);
