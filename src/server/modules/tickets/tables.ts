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
import { UNPAID_HOLD_HOURS_DEFAULT, type TScanAnswer } from "#shared/tickets/schemas.ts";
import { users } from "../account/tables.ts";
import { activities, events } from "../events/tables.ts";
import { guests } from "../rsvp/tables.ts";

/**
 * A kind of ticket for an event or one of its activities. `sold` counts tickets holding a place (valid or
 * awaiting payment); orders raise it with a conditional update, so the check below is never the first line
 * of defence, only the last.
 */
export const ticketTypes = pgTable(
  "ticket_types",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Deleting the activity keeps the type (and its sold tickets) as a ticket for the whole event. */
    activityId: uuid("activity_id").references(() => activities.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    priceMinor: integer("price_minor").notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    quantity: integer("quantity").notNull(),
    sold: integer("sold").notNull().default(0),
    perOrderMax: integer("per_order_max").notNull().default(10),
    saleStartsAt: timestamp("sale_starts_at", { withTimezone: true }),
    saleEndsAt: timestamp("sale_ends_at", { withTimezone: true }),
    hidden: boolean("hidden").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ticket_types_event_idx").on(t.eventId, t.createdAt),
    check("ticket_types_sold_check", sql`${t.sold} >= 0 and ${t.sold} <= ${t.quantity}`),
    check("ticket_types_price_check", sql`${t.priceMinor} >= 0`),
  ],
);

/** An event's public shop: one per event, made the first time the organiser opens the shop settings. */
export const ticketShops = pgTable(
  "ticket_shops",
  {
    eventId: uuid("event_id")
      .primaryKey()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** /tickets/{token}: 128 random bits; replacing it stops the old link. */
    token: text("token").notNull().unique(),
    enabled: boolean("enabled").notNull().default(false),
    offlinePayment: boolean("offline_payment").notNull().default(false),
    paymentInstructions: text("payment_instructions").notNull().default(""),
    /** Hours an unpaid offline order of this shop holds its places (each order keeps the time it was given). */
    unpaidHoldHours: integer("unpaid_hold_hours").notNull().default(UNPAID_HOLD_HOURS_DEFAULT),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // UNPAID_HOLD_HOURS_MIN and _MAX, written out: DDL takes no parameters.
    check("ticket_shops_unpaid_hold_hours_check", sql`${t.unpaidHoldHours} between 1 and 720`),
  ],
);

export const ticketOrders = pgTable(
  "ticket_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reference: text("reference").notNull(),
    buyerName: text("buyer_name").notNull(),
    buyerEmail: text("buyer_email").notNull(),
    status: text("status").notNull(),
    source: text("source").notNull(),
    payment: text("payment").notNull(),
    totalMinor: integer("total_minor").notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    /** The client's key: a retried order with the same key returns this order. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** /ticket-confirmation?order={token}: the buyer's way back to their tickets (128 random bits). */
    accessToken: text("access_token").notNull().unique(),
    /** The guest this order was issued to from the guest list. */
    guestId: uuid("guest_id").references(() => guests.id, { onDelete: "set null" }),
    refunded: boolean("refunded").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * An unpaid offline order lapses then: the expiry sweep cancels it and its places go back on sale,
     * unless the organiser confirmed the payment first. Null for orders that never lapse.
     */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("ticket_orders_idempotency_idx").on(t.eventId, t.idempotencyKey),
    index("ticket_orders_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending' and ${t.expiresAt} is not null`),
    index("ticket_orders_event_idx").on(t.eventId, t.createdAt),
    index("ticket_orders_guest_idx").on(t.guestId),
    check("ticket_orders_status_check", sql`${t.status} in ('paid', 'pending', 'cancelled')`),
    check("ticket_orders_source_check", sql`${t.source} in ('shop', 'organiser', 'guest-list')`),
    check("ticket_orders_payment_check", sql`${t.payment} in ('free', 'offline')`),
  ],
);

export const tickets = pgTable(
  "tickets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => ticketOrders.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    // No action (checked at the end of the statement): deleting the event removes types and tickets together;
    // a type with tickets is never deleted on its own (the service refuses).
    typeId: uuid("type_id")
      .notNull()
      .references(() => ticketTypes.id),
    holderName: text("holder_name").notNull(),
    holderEmail: text("holder_email").notNull().default(""),
    /** What the QR code holds: 26 characters of Crockford base32 (130 random bits). */
    code: text("code").notNull().unique(),
    /**
     * What door staff type when the camera fails: 8 characters of the same alphabet, unique within the event.
     * Not a secret: the door takes it only from signed-in staff of the event (ADR 025).
     */
    shortCode: text("short_code").notNull(),
    status: text("status").notNull(),
    /** Its place in the order, so the tickets are always listed as the buyer named them. */
    position: integer("position").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
  },
  (t) => [
    index("tickets_event_idx").on(t.eventId, t.createdAt),
    index("tickets_order_idx").on(t.orderId),
    index("tickets_type_idx").on(t.typeId, t.status),
    uniqueIndex("tickets_short_code_idx").on(t.eventId, t.shortCode),
    check("tickets_status_check", sql`${t.status} in ('valid', 'pending', 'cancelled')`),
  ],
);

export const checkinLists = pgTable(
  "checkin_lists",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** Empty: every type of the event. */
    typeIds: uuid("type_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    activeFrom: timestamp("active_from", { withTimezone: true }),
    activeUntil: timestamp("active_until", { withTimezone: true }),
    allowReentry: boolean("allow_reentry").notNull().default(false),
    /** /scan/{token} for door staff without an account; null when revoked. */
    doorToken: text("door_token").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("checkin_lists_event_idx").on(t.eventId, t.createdAt)],
);

/**
 * Every scan with the answer it got. An admission is a scan with result 'admitted' and no undo time; the
 * ticket row's lock serialises scans of one ticket, and the nonce makes a retried scan return its answer.
 */
export const ticketScans = pgTable(
  "ticket_scans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listId: uuid("list_id")
      .notNull()
      .references(() => checkinLists.id, { onDelete: "cascade" }),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    ticketId: uuid("ticket_id").references(() => tickets.id, { onDelete: "cascade" }),
    result: text("result").notNull(),
    /** The answer the scanner got, returned as it was to a retry with the same nonce. */
    answer: jsonb("answer").$type<TScanAnswer>().notNull(),
    conflict: boolean("conflict").notNull().default(false),
    nonce: text("nonce").notNull(),
    staff: text("staff").notNull().default(""),
    device: text("device").notNull().default(""),
    /** When the scan happened at the door (earlier than createdAt for scans synced after an outage). */
    scannedAt: timestamp("scanned_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("ticket_scans_nonce_idx").on(t.listId, t.nonce),
    index("ticket_scans_ticket_idx").on(t.ticketId, t.listId),
    index("ticket_scans_event_idx").on(t.eventId, t.scannedAt),
  ],
);
