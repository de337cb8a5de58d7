import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../auth/tables.ts";

/** One row per user at most (spec section 3); the unique user_id makes concurrent first loads safe. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    planType: text("plan_type").notNull().default("free"),
    isTrial: boolean("is_trial").notNull().default(false),
    trialStartAt: timestamp("trial_start_at", { withTimezone: true }),
    trialEndAt: timestamp("trial_end_at", { withTimezone: true }),
    isLifetime: boolean("is_lifetime").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("subscriptions_plan_type_check", sql`${t.planType} in ('free', 'premium', 'pro', 'business')`),
  ],
);
