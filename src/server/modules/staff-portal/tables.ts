import { sql } from "drizzle-orm";
import { boolean, check, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../account/tables.ts";
import { events } from "../events/tables.ts";
import { volunteerRoles, volunteers, volunteerShifts } from "../volunteers/tables.ts";

/**
 * A post of an event's staff channel: by the organiser's team (to everyone, a role's volunteers or a shift's) or
 * by an approved volunteer (to everyone). Deleting the role, shift or volunteer takes their posts with them.
 */
export const staffPosts = pgTable(
  "staff_posts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The organiser or team member who wrote it; null for a volunteer's post or once they are gone. */
    authorUserId: text("author_user_id").references(() => users.id, { onDelete: "set null" }),
    volunteerId: uuid("volunteer_id").references(() => volunteers.id, { onDelete: "cascade" }),
    /** The author's name when they wrote it. */
    authorName: text("author_name").notNull(),
    audience: text("audience").notNull(),
    roleId: uuid("role_id").references(() => volunteerRoles.id, { onDelete: "cascade" }),
    shiftId: uuid("shift_id").references(() => volunteerShifts.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    emailed: boolean("emailed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("staff_posts_event_idx").on(t.eventId, t.createdAt.desc()),
    check("staff_posts_audience_check", sql`${t.audience} in ('everyone', 'role', 'shift')`),
    check(
      "staff_posts_target_check",
      sql`(${t.audience} = 'role') = (${t.roleId} is not null) and (${t.audience} = 'shift') = (${t.shiftId} is not null)`,
    ),
  ],
);
