/** Every table of every module, for Drizzle's relational queries and drizzle-kit. */
export * from "../modules/account/tables.ts";
export * from "../modules/admin/tables.ts";
export * from "../modules/mail/tables.ts";
