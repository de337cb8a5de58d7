/** Every table of every module, for Drizzle's relational queries and drizzle-kit. */
export * from "../modules/account/tables.ts";
export * from "../modules/admin/tables.ts";
export * from "../modules/mail/tables.ts";
export * from "../modules/event-types/tables.ts";
export * from "../modules/contact/tables.ts";
export * from "../modules/security/tables.ts";
export * from "../modules/events/tables.ts";
export * from "../modules/venues/tables.ts";
export * from "../modules/checklists/tables.ts";
export * from "../modules/info-pages/tables.ts";
export * from "../modules/templates/tables.ts";
export * from "../modules/rsvp/tables.ts";
export * from "../modules/calendar/tables.ts";
export * from "../modules/tickets/tables.ts";
