import { jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { events } from "../events/tables.ts";

/**
 * What a quick-start template brought to an event beyond its activities and checklist: the task and
 * budget lines, kept as the template gave them until the planning features (tasks, budgets) take
 * them over.
 */
export const eventTemplateData = pgTable("event_template_data", {
  eventId: uuid("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  templateSlug: text("template_slug").notNull(),
  tasks: jsonb("tasks").notNull().default([]),
  budgetLines: jsonb("budget_lines").notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});
