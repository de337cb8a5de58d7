/**
 * `npm run bench`: how the organiser's lists hold up for an owner with 10,000 events (and 10,000
 * activities, 500 venues). Runs the real app in process on a fresh database (PGlite, or PostgreSQL
 * when DATABASE_URL is set), times each list call, and reports it as a ratio to GET /api/health
 * measured in the same run, so the figures compare across machines. It also asks the database how it
 * runs each list's query and fails when one reads a whole table instead of an index.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { buildApp } from "../src/server/app.ts";
import { loadConfig } from "../src/server/env.ts";
import { migrateDatabase, openDatabase } from "../src/server/db/client.ts";
import { activities, events, venues } from "../src/server/db/schema.ts";
import { httpClient } from "../tests/fixtures/http-client.ts";
import { signUp } from "../tests/fixtures/factories.ts";

const EVENTS = 10_000;
const ACTIVITIES = 10_000;
const VENUES = 500;
/** Everyone else's events: the owner's lists must find theirs among many, as on a shared server. */
const OTHER_EVENTS = 40_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const dataDir = mkdtempSync(path.join(os.tmpdir(), "gatherly-bench-"));
const adminUrl = process.env.DATABASE_URL;
const benchDb = `gatherly_test_bench_${randomBytes(3).toString("hex")}`;
async function admin(query: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  await client.query(query);
  await client.end();
}
let databaseUrl: string | undefined;
if (adminUrl) {
  await admin(`create database ${pg.escapeIdentifier(benchDb)}`);
  const url = new URL(adminUrl);
  url.pathname = `/${benchDb}`;
  databaseUrl = url.toString();
}

const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: "silent", NODE_ENV: "test" }), databaseUrl };
const database = await openDatabase({ databaseUrl, dataDir });
await migrateDatabase(database);
const { app } = await buildApp({ config, database, logger: false, serveClient: false });
await app.ready();
const db = database.db;

try {
  const owner = await signUp(httpClient(app, config.baseUrl));
  const others = await signUp(httpClient(app, config.baseUrl));
  console.log(
    `Seeding ${EVENTS} events, ${ACTIVITIES} activities and ${VENUES} venues for one owner, and ${OTHER_EVENTS} events of another, on ${database.kind}...`,
  );
  const start = Date.UTC(2027, 0, 1);
  const HOUR = 3_600_000;
  const venueRows = Array.from({ length: VENUES }, (_, i) => ({
    ownerId: owner.id,
    name: `Venue ${i}`,
    city: ["Leeds", "Utrecht", "Lyon", "Austin"][i % 4]!,
    capacity: 50 + (i % 20) * 25,
  }));
  const venueIds = (await db.insert(venues).values(venueRows).returning({ id: venues.id })).map((v) => v.id);
  for (let chunk = 0; chunk < OTHER_EVENTS; chunk += 1000) {
    const rows = Array.from({ length: 1000 }, (_, j) => ({
      ownerId: others.id,
      name: `Other gathering ${chunk + j}`,
      eventTypeId: "club-type-1",
      startAt: new Date(start + (chunk + j) * HOUR),
      endAt: new Date(start + (chunk + j) * HOUR + HOUR),
      timeZone: "UTC",
    }));
    await db.insert(events).values(rows);
  }
  const eventIds: string[] = [];
  for (let chunk = 0; chunk < EVENTS; chunk += 1000) {
    const rows = Array.from({ length: Math.min(1000, EVENTS - chunk) }, (_, j) => {
      const i = chunk + j;
      return {
        ownerId: owner.id,
        name: `${["Reunion", "Gala", "Picnic", "Summit", "Barbecue"][i % 5]} ${i}`,
        eventTypeId: "family-type-1",
        // Three days apart and six hours long, so no two events share a venue at the same time.
        startAt: new Date(start + i * 72 * HOUR),
        endAt: new Date(start + i * 72 * HOUR + 6 * HOUR),
        timeZone: "Europe/London",
        locationName: `Hall ${i % 50}`,
        venueId: venueIds[i % VENUES]!,
        description: "A gathering",
        status: i % 3 === 0 ? "published" : "draft",
      };
    });
    eventIds.push(...(await db.insert(events).values(rows).returning({ id: events.id })).map((e) => e.id));
  }
  for (let chunk = 0; chunk < ACTIVITIES; chunk += 1000) {
    const rows = Array.from({ length: Math.min(1000, ACTIVITIES - chunk) }, (_, j) => {
      const i = chunk + j;
      return {
        eventId: eventIds[i % EVENTS]!,
        ownerId: owner.id,
        name: `Session ${i}`,
        startAt: new Date(start + (i % EVENTS) * 72 * HOUR + HOUR),
        endAt: new Date(start + (i % EVENTS) * 72 * HOUR + 2 * HOUR),
        host: "Host",
      };
    });
    await db.insert(activities).values(rows);
  }
  await db.execute(sql`analyze`);

  async function time(url: string): Promise<{ median: number; p95: number }> {
    for (let i = 0; i < 3; i++) await owner.client.request("GET", url);
    const samples: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const response = await owner.client.request("GET", url);
      samples.push(performance.now() - t0);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    }
    samples.sort((a, b) => a - b);
    return { median: samples[Math.floor(samples.length / 2)]!, p95: samples[Math.floor(samples.length * 0.95)]! };
  }

  const baseline = await time("/api/health");
  const week = `from=${encodeURIComponent("2027-03-01T00:00:00Z")}&to=${encodeURIComponent("2027-03-08T00:00:00Z")}`;
  const cases: Array<[string, string]> = [
    ["events, first page", "/api/events?limit=20"],
    ["events, by name", "/api/events?sort=name_asc&limit=20"],
    ["events, newest first", "/api/events?sort=start_desc&limit=20"],
    ["events, search", "/api/events?q=gala&limit=20"],
    ["events, page 400", "/api/events?limit=20&offset=7980"],
    ["events summary", "/api/events/summary"],
    ["venues, first page", "/api/venues?limit=20"],
    ["venues, by city", "/api/venues?city=lyon&limit=20"],
    ["activities, first page", "/api/activities?limit=20"],
    ["activities of one event", `/api/activities?eventId=${eventIds[1234]}&limit=20`],
    ["booking calendar, one week", `/api/bookings?${week}`],
  ];
  console.log(`\nbaseline GET /api/health: median ${baseline.median.toFixed(2)} ms\n`);
  console.log("case".padEnd(30), "median ms".padStart(10), "p95 ms".padStart(10), "x health".padStart(10));
  for (const [label, url] of cases) {
    const result = await time(url);
    console.log(
      label.padEnd(30),
      result.median.toFixed(2).padStart(10),
      result.p95.toFixed(2).padStart(10),
      (result.median / baseline.median).toFixed(1).padStart(10),
    );
  }

  // Each list's query as the services send it (owner first, then order and limit): the plan must use an index.
  const plans: Array<[string, ReturnType<typeof sql>]> = [
    ["events by start", sql`select * from events where owner_id = ${owner.id} order by start_at, id limit 20`],
    ["events by name", sql`select * from events where owner_id = ${owner.id} order by lower(name), id limit 20`],
    ["events count", sql`select count(*) from events where owner_id = ${owner.id}`],
    ["venues by name", sql`select * from venues where owner_id = ${owner.id} order by lower(name), id limit 20`],
    ["activities by start", sql`select * from activities where owner_id = ${owner.id} order by start_at, id limit 20`],
    ["activities of an event", sql`select * from activities where event_id = ${eventIds[1234]!} order by start_at`],
    ["venue clash check", sql`select id from events where venue_id = ${venueIds[7]!} and status <> 'cancelled' and start_at < now() and end_at > now() limit 1`],
    ["admin events, newest", sql`select * from events order by created_at desc, id desc limit 25`],
  ];
  const seqScans: string[] = [];
  console.log("\nquery plans");
  for (const [label, query] of plans) {
    const result = await db.execute(sql`explain ${query}`);
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Array<Record<string, string>>;
    const plan = rows.map((row) => Object.values(row)[0]).join("\n");
    const scan = /Seq Scan on (events|activities|venues)/.exec(plan);
    console.log(`${scan ? "SEQ SCAN" : "index   "}  ${label}`);
    if (scan) seqScans.push(`${label}:\n${plan}`);
  }
  if (seqScans.length > 0) {
    console.error(`\nThese queries read a whole table:\n${seqScans.join("\n\n")}`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (adminUrl) await admin(`drop database if exists ${pg.escapeIdentifier(benchDb)} with (force)`);
}
