import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { TPartyMember } from "#shared/rsvp/schemas.ts";
import { users } from "../account/tables.ts";
import { events } from "../events/tables.ts";

/**
 * How an event takes answers: one row per event, made the first time the organiser (or a guest) needs it.
 * Its row lock serialises every change of the yes-headcount, so capacity holds under concurrent answers.
 */
export const rsvpSettings = pgTable(
  "rsvp_settings",
  {
    eventId: uuid("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** People (not replies) who may say yes; beyond it a yes goes on the waitlist. Null: no limit. */
    capacity: integer("capacity"),
    /** After this instant answers are closed. Null: open until the event ends. */
    deadline: timestamp("deadline", { withTimezone: true }),
    mealOptions: text("meal_options")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    askDietary: boolean("ask_dietary").notNull().default(true),
    /** The organiser's words at the top of every invitation and reminder. */
    message: text("message").notNull().default(""),
    /** The open link anyone may answer through (128 random bits); null when there is none. */
    publicToken: text("public_token").unique(),
    publicEnabled: boolean("public_enabled").notNull().default(false),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("rsvp_settings_capacity_check", sql`${t.capacity} is null or ${t.capacity} >= 0`)],
);

/** What the guest list's search matches, lower-cased: the expression of its trigram index. */
export function guestSearchText(t: { name: AnyPgColumn; email: AnyPgColumn; phone: AnyPgColumn }) {
  return sql`lower(${t.name} || E'\\n' || coalesce(${t.email}, '') || E'\\n' || ${t.phone})`;
}

/**
 * A guest coming or maybe coming with someone in the party who has a dietary need: the predicate of the
 * dietary list's partial index (a query that wants the index states it the same way).
 */
export function guestHasDietaryNeed(t: { status: AnyPgColumn; party: AnyPgColumn }) {
  return sql`${t.status} in ('yes', 'maybe') and jsonb_path_exists(${t.party}, '$[*] ? (@.dietary != "")')`;
}

/**
 * A person invited to an event, with their answer. The answer lives on the guest row (one current reply
 * per guest), so two answers at once leave one consistent reply: each locks the row.
 */
export const guests = pgTable(
  "guests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lower-cased; one guest per address and event. */
    email: text("email"),
    phone: text("phone").notNull().default(""),
    /** The event type's group ("Class of 2006" for a Class Year). */
    groupName: text("group_name").notNull().default(""),
    /** How many people this invitation admits, the guest included. */
    partyMax: integer("party_max").notNull().default(1),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    notes: text("notes").notNull().default(""),
    /** The personal link's secret (128 random bits); a new one revokes the old link. */
    token: text("token").notNull().unique(),
    source: text("source").notNull().default("organiser"),
    status: text("status").notNull().default("pending"),
    /** People coming when the answer is yes (or maybe), the guest included; 0 otherwise. */
    headcount: integer("headcount").notNull().default(0),
    /** A yes that did not fit the capacity, waiting for a place. */
    waitlisted: boolean("waitlisted").notNull().default(false),
    party: jsonb("party")
      .$type<TPartyMember[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    responseNote: text("response_note").notNull().default(""),
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    openedAt: timestamp("opened_at", { withTimezone: true }),
    firstRespondedAt: timestamp("first_responded_at", { withTimezone: true }),
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("guests_event_email_idx")
      .on(t.eventId, t.email)
      .where(sql`${t.email} is not null`),
    // The guest list, paged by name.
    index("guests_event_name_idx").on(t.eventId, sql`lower(${t.name})`, t.id),
    index("guests_event_status_idx").on(t.eventId, t.status),
    index("guests_owner_idx").on(t.ownerId),
    // The events a signed-in person belongs to: their address on a guest list.
    index("guests_email_idx").on(t.email),
    // The caterer's dietary list: only guests coming (or maybe) with a need, in the list's order.
    index("guests_dietary_idx")
      .on(t.eventId, sql`lower(${t.name})`, t.id)
      .where(guestHasDietaryNeed(t)),
    // The directory's name search (contains, any case) over 50,000 people: a trigram index.
    index("guests_name_trgm_idx").using("gin", sql`lower(${t.name}) gin_trgm_ops`),
    // The guest list's search, which matches the name, the address and the phone: one trigram index over the
    // three (guestSearchText); the line breaks keep a typed text from matching across two fields.
    index("guests_search_trgm_idx").using("gin", sql`${guestSearchText(t)} gin_trgm_ops`),
    check("guests_status_check", sql`${t.status} in ('pending', 'yes', 'no', 'maybe')`),
    check("guests_source_check", sql`${t.source} in ('organiser', 'import', 'public')`),
    check("guests_party_max_check", sql`${t.partyMax} between 1 and 50`),
    check("guests_headcount_check", sql`${t.headcount} >= 0 and ${t.headcount} <= ${t.partyMax}`),
    check("guests_waitlist_check", sql`not ${t.waitlisted} or ${t.status} = 'yes'`),
  ],
);

/**
 * A reminder to the guests who have not answered: sent now or at a set time (through the job queue).
 * Each guest gets each reminder at most once (rsvp_deliveries' key).
 */
export const rsvpReminders = pgTable(
  "rsvp_reminders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    message: text("message").notNull().default(""),
    status: text("status").notNull().default("scheduled"),
    sentCount: integer("sent_count").notNull().default(0),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("rsvp_reminders_event_idx").on(t.eventId, t.sendAt),
    check("rsvp_reminders_status_check", sql`${t.status} in ('scheduled', 'sent', 'cancelled')`),
  ],
);

/** One reminder to one guest: the key makes "at most once per reminder" a database fact. */
export const rsvpReminderDeliveries = pgTable(
  "rsvp_reminder_deliveries",
  {
    reminderId: uuid("reminder_id")
      .notNull()
      .references(() => rsvpReminders.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.guestId] })],
);

/**
 * The guest list's numbers, kept up to date by the database (a statement trigger on guests, migration 0016) so
 * the live counts and the analytics read a few rows instead of aggregating every guest per request. Each
 * statement that changes guests appends its differences: per event and `dim`, `all` (key ''), each `group`
 * (key: the group's name), each `meal` of the confirmed people (key: the meal; `n` counts people) and each
 * quarter hour of first answers (`answered`, key: its start in UTC, ISO 8601; `n` counts answers; any zone's
 * days are whole quarter hours). A number is the sum of its rows. Appending takes no lock a reader or another
 * writer waits for; the readers fold an event's rows into one per key now and then (rsvp/tallies.ts).
 */
export const rsvpTallies = pgTable(
  "rsvp_tallies",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    dim: text("dim").notNull(),
    key: text("key").notNull(),
    n: integer("n").notNull().default(0),
    invited: integer("invited").notNull().default(0),
    opened: integer("opened").notNull().default(0),
    /** Confirmed guests: yes and not waitlisted. */
    yes: integer("yes").notNull().default(0),
    no: integer("no").notNull().default(0),
    maybe: integer("maybe").notNull().default(0),
    pending: integer("pending").notNull().default(0),
    yesPeople: integer("yes_people").notNull().default(0),
    maybePeople: integer("maybe_people").notNull().default(0),
    waitlistedPeople: integer("waitlisted_people").notNull().default(0),
  },
  (t) => [
    index("rsvp_tallies_event_idx").on(t.eventId, t.dim, t.key),
    check("rsvp_tallies_dim_check", sql`${t.dim} in ('all', 'group', 'meal', 'answered')`),
  ],
);
