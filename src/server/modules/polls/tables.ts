import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/tables.ts";
import { events } from "../events/tables.ts";
import { guests } from "../rsvp/tables.ts";

/** A poll (one question) or a survey (several), asked of an event's people. */
export const polls = pgTable(
  "polls",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    kind: text("kind").notNull().default("poll"),
    /** Results never say who answered what (the response row still keeps one answer per person). */
    anonymous: boolean("anonymous").notNull().default(false),
    closesAt: timestamp("closes_at", { withTimezone: true }),
    /** Closed early by the organiser. */
    closedAt: timestamp("closed_at", { withTimezone: true }),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("polls_event_idx").on(t.eventId, t.createdAt),
    check("polls_kind_check", sql`${t.kind} in ('poll', 'survey')`),
  ],
);

export const pollQuestions = pgTable(
  "poll_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pollId: uuid("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    prompt: text("prompt").notNull(),
    kind: text("kind").notNull(),
    required: boolean("required").notNull().default(true),
    scaleMin: integer("scale_min"),
    scaleMax: integer("scale_max"),
  },
  (t) => [
    uniqueIndex("poll_questions_position_idx").on(t.pollId, t.position),
    check("poll_questions_kind_check", sql`${t.kind} in ('single', 'multiple', 'date', 'scale', 'text')`),
  ],
);

/** A choice of a choice question; a date question's choices carry the proposed time. */
export const pollOptions = pgTable(
  "poll_options",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    questionId: uuid("question_id")
      .notNull()
      .references(() => pollQuestions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    label: text("label").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("poll_options_position_idx").on(t.questionId, t.position)],
);

/**
 * One person's answers to a poll: the unique keys are what keep it to one per person under racing submits.
 * The person is a user, or a guest answering through their personal link who has no verified account with
 * the guest list's address (exactly one of the two).
 */
export const pollResponses = pgTable(
  "poll_responses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    pollId: uuid("poll_id")
      .notNull()
      .references(() => polls.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id").references(() => guests.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("poll_responses_once_idx").on(t.pollId, t.userId),
    uniqueIndex("poll_responses_guest_once_idx").on(t.pollId, t.guestId),
    check("poll_responses_respondent_check", sql`(${t.userId} is null) <> (${t.guestId} is null)`),
  ],
);

/** One answer: a chosen option (one row per option for multiple choice), a scale value or a text. */
export const pollAnswers = pgTable(
  "poll_answers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    responseId: uuid("response_id")
      .notNull()
      .references(() => pollResponses.id, { onDelete: "cascade" }),
    questionId: uuid("question_id")
      .notNull()
      .references(() => pollQuestions.id, { onDelete: "cascade" }),
    optionId: uuid("option_id").references(() => pollOptions.id, { onDelete: "cascade" }),
    value: integer("value"),
    text: text("text"),
  },
  (t) => [
    index("poll_answers_question_idx").on(t.questionId, t.optionId),
    uniqueIndex("poll_answers_option_once_idx").on(t.responseId, t.questionId, t.optionId),
  ],
);
