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
    /**
     * The cover image's stored name (unguessable); its sizes are files under DATA_DIR/uploads/covers.
     * Null when the event has no cover.
     */
    coverImage: text("cover_image"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lists of an owner with many events: by start, by creation, by name.
    index("events_owner_start_idx").on(t.ownerId, t.startAt),
    index("events_owner_created_idx").on(t.ownerId, t.createdAt),
    index("events_owner_name_idx").on(t.ownerId, sql`lower(${t.name})`),
    index("events_venue_start_idx").on(t.venueId, t.startAt),
    // The admin list: every owner's events, newest first.
    index("events_created_idx").on(t.createdAt),
    check("events_status_check", sql`${t.status} in ('draft', 'published', 'cancelled')`),
    check("events_capacity_check", sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check("events_dates_check", sql`${t.endAt} >= ${t.startAt}`),
  ],
);

/**
 * Sessions inside an event (dinner, tour, game). They live with events because a venue booking is
 * checked against both: an activity may use its own event's venue, but not another event's or activity's.
 * owner_id repeats the event's owner so lists and checks never need the join.
 */
export const activities = pgTable(
  "activities",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }).notNull(),
    locationName: text("location_name"),
    venueId: uuid("venue_id").references(() => venues.id, { onDelete: "set null" }),
    capacity: integer("capacity"),
    /** In minor units of `currency`; null means free. */
    costCents: integer("cost_cents"),
    currency: text("currency").notNull().default("USD"),
    host: text("host").notNull().default(""),
    notes: text("notes").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("activities_owner_start_idx").on(t.ownerId, t.startAt),
    index("activities_owner_name_idx").on(t.ownerId, sql`lower(${t.name})`),
    index("activities_event_start_idx").on(t.eventId, t.startAt),
    index("activities_venue_start_idx").on(t.venueId, t.startAt),
    index("activities_created_idx").on(t.createdAt),
    check("activities_capacity_check", sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check("activities_cost_check", sql`${t.costCents} is null or ${t.costCents} >= 0`),
    check("activities_currency_check", sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check("activities_dates_check", sql`${t.endAt} >= ${t.startAt}`),
  ],
);
