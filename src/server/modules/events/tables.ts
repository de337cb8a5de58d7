import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/tables.ts";
import { eventTypes } from "../event-types/tables.ts";
import { venues } from "../venues/tables.ts";

/** An organiser's gathering. Everything about an event hangs off its id and is scoped by owner_id. */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    eventTypeId: text("event_type_id")
      .notNull()
      .references(() => eventTypes.id),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    timeZone: text("time_zone").notNull(),
    locationName: text("location_name"),
    /** The venue the event holds; a venue cannot hold two overlapping events (see the events service). */
    venueId: uuid("venue_id").references(() => venues.id, { onDelete: "set null" }),
    description: text("description").notNull().default(""),
    capacity: integer("capacity"),
    status: text("status").notNull().default("draft"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lists of an owner with many events: by start, by creation, by name.
    index("events_owner_start_idx").on(t.ownerId, t.startAt),
    index("events_owner_created_idx").on(t.ownerId, t.createdAt),
    index("events_owner_name_idx").on(t.ownerId, sql`lower(${t.name})`),
    index("events_venue_start_idx").on(t.venueId, t.startAt),
    check("events_status_check", sql`${t.status} in ('draft', 'published', 'cancelled')`),
    check("events_capacity_check", sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check("events_dates_check", sql`${t.endAt} >= ${t.startAt}`),
  ],
);
