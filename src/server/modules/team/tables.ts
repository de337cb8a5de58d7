import { sql } from "drizzle-orm";
import {
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
} from "drizzle-orm/pg-core";
import { users } from "../account/tables.ts";

const roleCheck = (column: unknown) => sql`${column} in ('owner', 'admin', 'editor', 'finance', 'viewer', 'door')`;

/**
 * Who manages a business account's events with it (ADR 032). The account is its founder's login (`account_id`,
 * the owner of every record); the founder has a row too once the team exists, so ownership can be handed over.
 * Every change announces the member's sessions (migration 0017), so each app server re-reads their teams at once.
 */
export const teamMembers = pgTable(
  "team_members",
  {
    accountId: text("account_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    /** The events the member may reach; null: every event of the account (ADR 033). */
    eventIds: uuid("event_ids").array(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    index("team_members_user_idx").on(t.userId),
    check("team_members_role_check", roleCheck(t.role)),
  ],
);

/** An emailed invitation to join an account's team, pending until accepted, declined, revoked or expired. */
export const teamInvitations = pgTable(
  "team_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Lower-cased; only the account with this verified address can accept. */
    email: text("email").notNull(),
    role: text("role").notNull(),
    /** The events the member will reach; null: every event. */
    eventIds: uuid("event_ids").array(),
    /** The link's secret. Not enough by itself: the invited address must be the accepting account's. */
    token: text("token").notNull(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    sentCount: integer("sent_count").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("team_invitations_token_idx").on(t.token),
    uniqueIndex("team_invitations_address_idx").on(t.accountId, t.email),
    check("team_invitations_role_check", roleCheck(t.role)),
  ],
);

/** What the team did in the account: who, what, when, and the record before and after where known. */
export const teamAudit = pgTable(
  "team_audit",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accountId: text("account_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The actor's name and address when it happened (kept after they leave). */
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    subject: text("subject").notNull().default(""),
    before: jsonb("before"),
    after: jsonb("after"),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("team_audit_account_idx").on(t.accountId, t.at.desc(), t.id.desc())],
);
