/**
 * The database: PGlite in DATA_DIR when DATABASE_URL is unset, a `pg` pool otherwise.
 * Both speak the PostgreSQL dialect, so every query and migration is written once.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import * as schema from "./schema.ts";
import { PROJECT_ROOT } from "../project-root.ts";

export type Schema = typeof schema;
/** The app-wide handle or a transaction: services accept either, so a transaction can be passed down. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  /** Present in embedded mode only (tests dump and load its data folder; background jobs share it). */
  pglite?: PGlite;
  /**
   * Present with PostgreSQL: background jobs open their own connections, one of them held for LISTEN,
   * which a pooled connection cannot be.
   */
  connectionString?: string;
  ping(): Promise<void>;
  close(): Promise<void>;
}

const MIGRATIONS_FOLDER = path.join(PROJECT_ROOT, "drizzle");

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * How long a request waits for a database connection (a new one, or a free one from a busy pool)
 * before it fails. Short, so that while the database is unreachable a request answers 503 within
 * seconds instead of hanging until the visitor gives up; long enough for a healthy server under load.
 */
export const PG_CONNECT_TIMEOUT_MS = 3000;

export function wrapPgPool(pool: pg.Pool): Database {
  // A connection that drops (server restart, failover, network split) must not crash the process;
  // the query using it fails, the pool discards it and opens a fresh one on the next request.
  // Idle connections report to the pool; a checked-out one (inside a transaction) reports on the
  // client itself, where an unheard "error" event would be an uncaught exception.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: "postgres",
    ...(pool.options.connectionString ? { connectionString: pool.options.connectionString } : {}),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}

interface OpenDatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
    });
    return wrapPgPool(pool);
  }
  const folder = path.join(options.dataDir, "pglite");
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

/** The extensions the migrations create (PostgreSQL ships them; PGlite loads them when it opens). */
export const PGLITE_EXTENSIONS = { pg_trgm };

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "pglite") {
    await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/** Rows of a raw `db.execute()`: both drivers answer `{ rows }`, but the shared type cannot say so. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
