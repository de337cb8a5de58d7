import { boolean, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Event types: the 12 built-ins (inserted by a migration) and, later, organisers' own (uuid ids). */
export const eventTypes = pgTable("event_types", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  groupTerm: text("group_term").notNull(),
  memberTerm: text("member_term").notNull(),
  builtIn: boolean("built_in").notNull().default(false),
  /** Keeps the built-ins in the spec's order (Club first). */
  position: integer("position").notNull().default(1000),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
