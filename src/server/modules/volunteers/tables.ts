import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "../account/tables.ts";
import { events } from "../events/tables.ts";

/** What a volunteer does at an event: registration desk, setup, first aid... */
export const volunteerRoles = pgTable(
  "volunteer_roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("volunteer_roles_event_idx").on(t.eventId, t.createdAt)],
);

/**
 * A stretch of work for one role. Its row is locked while a place on it is given (sign-up, assignment,
 * confirmation), so the last place goes to exactly one volunteer.
 */
export const volunteerShifts = pgTable(
  "volunteer_shifts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // A role with shifts is never deleted on its own (the service refuses); the event's deletion takes both.
    roleId: uuid("role_id")
      .notNull()
      .references(() => volunteerRoles.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    place: text("place").notNull().default(""),
    /** Volunteers the shift needs; below it the shift is understaffed. */
    needed: integer("needed").notNull().default(1),
    /** Most volunteers the shift takes (null: the needed headcount). */
    maximum: integer("maximum"),
    notes: text("notes").notNull().default(""),
    /** Approved volunteers see and sign up for published shifts only. */
    published: boolean("published").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("volunteer_shifts_event_idx").on(t.eventId, t.startsAt),
    index("volunteer_shifts_role_idx").on(t.roleId),
    check("volunteer_shifts_times_check", sql`${t.endsAt} > ${t.startsAt}`),
    check("volunteer_shifts_needed_check", sql`${t.needed} >= 1`),
    check("volunteer_shifts_maximum_check", sql`${t.maximum} is null or ${t.maximum} >= ${t.needed}`),
  ],
);

/** One application link per event (made on first use): its token, open or closed, the questions it asks. */
export const volunteerLinks = pgTable("volunteer_links", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  ownerId: text("owner_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** /volunteer-application/{token} (128 random bits). */
  token: text("token").notNull().unique(),
  open: boolean("open").notNull().default(false),
  questions: text("questions")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A volunteer or staff member of an event: an application until approved (or declined). */
export const volunteers = pgTable(
  "volunteers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Lower-cased; one volunteer per address and event. */
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    /** The application's questions as they were asked, with the answers. */
    answers: jsonb("answers")
      .$type<Array<{ question: string; answer: string }>>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    availability: text("availability").notNull().default(""),
    skills: text("skills")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text("status").notNull().default("applied"),
    /** application (the public link) or organiser (added directly). */
    source: text("source").notNull().default("application"),
    /** The volunteer's own page, /volunteer/{token} (128 random bits). */
    token: text("token").notNull().unique(),
    /** The account with this address, when the volunteer has one (not needed for anything yet). */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("volunteers_event_email_idx").on(t.eventId, t.email),
    index("volunteers_event_status_idx").on(t.eventId, t.status, t.appliedAt),
    check("volunteers_status_check", sql`${t.status} in ('applied', 'approved', 'declined')`),
    check("volunteers_source_check", sql`${t.source} in ('application', 'organiser')`),
  ],
);

/**
 * A volunteer's place on a shift: awaiting (the organiser assigned it, the volunteer has not confirmed),
 * confirmed or cancelled; checked in or a no-show, with the minutes credited.
 */
export const volunteerAssignments = pgTable(
  "volunteer_assignments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    shiftId: uuid("shift_id")
      .notNull()
      .references(() => volunteerShifts.id, { onDelete: "cascade" }),
    volunteerId: uuid("volunteer_id")
      .notNull()
      .references(() => volunteers.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull(),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    noShow: boolean("no_show").notNull().default(false),
    /** Credited at check-in from the shift's length; the organiser may adjust it. */
    creditedMinutes: integer("credited_minutes").notNull().default(0),
    /** When the day-before reminder went out (each assignment is reminded once). */
    remindedAt: timestamp("reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("volunteer_assignments_active_idx")
      .on(t.shiftId, t.volunteerId)
      .where(sql`${t.status} <> 'cancelled'`),
    index("volunteer_assignments_volunteer_idx").on(t.volunteerId, t.status),
    index("volunteer_assignments_event_idx").on(t.eventId),
    check("volunteer_assignments_status_check", sql`${t.status} in ('awaiting', 'confirmed', 'cancelled')`),
    check("volunteer_assignments_minutes_check", sql`${t.creditedMinutes} >= 0`),
  ],
);

/**
 * A volunteer offers one of their shifts to another volunteer (or to anyone approved): whoever takes it gets
 * the place, and the offer's assignment is cancelled in the same transaction.
 */
export const volunteerSwaps = pgTable(
  "volunteer_swaps",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    assignmentId: uuid("assignment_id")
      .notNull()
      .references(() => volunteerAssignments.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Null: open to every approved volunteer of the event. */
    toVolunteerId: uuid("to_volunteer_id").references(() => volunteers.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("open"),
    takenBy: uuid("taken_by").references(() => volunteers.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("volunteer_swaps_open_idx")
      .on(t.assignmentId)
      .where(sql`${t.status} = 'open'`),
    index("volunteer_swaps_event_idx").on(t.eventId, t.status),
    check("volunteer_swaps_status_check", sql`${t.status} in ('open', 'taken', 'withdrawn')`),
  ],
);
