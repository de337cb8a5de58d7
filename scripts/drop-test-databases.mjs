#!/usr/bin/env node
// Drops the databases test runs create on PostgreSQL (per-file test databases, templates, e2e
// databases) so an interrupted run leaves nothing behind. Does nothing without DATABASE_URL.
import pg from "pg";

const url = process.env.DATABASE_URL;
if (!url) process.exit(0);
const client = new pg.Client({ connectionString: url });
await client.connect();
const { rows } = await client.query(
  "select datname from pg_database where datname like 'gatherly\\_test\\_%' or datname like 'gatherly\\_template\\_%' or datname like 'gatherly\\_e2e\\_%'",
);
for (const { datname } of rows) {
  await client.query(`drop database if exists ${pg.escapeIdentifier(datname)} with (force)`);
}
await client.end();
if (rows.length > 0) console.log(`dropped ${rows.length} leftover test database(s)`);
