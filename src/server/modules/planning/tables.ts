import { primaryKey, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { events } from "../events/tables.ts";
import { tasks } from "../tasks/tables.ts";

/**
 * Progress through an event's planning journey: one row per step the organiser has acted on (turned into
 * a task, or ticked off). Steps themselves are data per event type (shared/planning/journeys.ts).
 */
export const journeySteps = pgTable(
  "journey_steps",
  {
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    stepKey: text("step_key").notNull(),
    /**
     * The task made from the step. Deleting the task clears it here in the database, so the tasks module
     * (which planning builds on) never has to know of the journey.
     */
    taskId: uuid("task_id").references(() => tasks.id, { onDelete: "set null" }),
    doneAt: timestamp("done_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.stepKey] })],
);
