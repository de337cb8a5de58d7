/**
 * The two reads every page makes, under load: an organiser's event list (signed in) and the health check.
 * Each is measured against a bare Fastify app on another port that sends the same SQL and answers the
 * rows as JSON, with no session, validation or serialisation schema: the ratio says what the app's own
 * layers cost, on whatever machine runs it. The two never run at the same time.
 */
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { defineScenario, type Metric } from "../scenario.ts";
import {
  load,
  loadMetrics,
  loadSeconds,
  seedEvents,
  seedVenues,
  analyze,
  startServer,
  type LoadResult,
} from "../harness.ts";

const CONNECTIONS = 50;
const POOL_SIZE = 20;
const OWNER_EVENTS = 200;
const OWNER_VENUES = 10;
/** Someone else's events, so the list has to find the owner's among others as on a shared server. */
const OTHER_EVENTS = 2000;
const PAGE = 20;
const BUDGET = { maxP99Ms: 50 };
const MIN_RATIO = 0.5;

type Row = Record<string, unknown>;
type Query = (text: string, params: unknown[]) => Promise<Row[]>;

// What GET /api/events?limit=20 sends (events service listEvents): one query for the page with its types' words,
// its venues' names and the total.
const LIST_SQL = `select "events"."id", "events"."owner_id", "events"."name", "events"."event_type_id", "events"."start_at",
  "events"."end_at", "events"."time_zone", "events"."location_name", "events"."venue_id", "events"."description",
  "events"."capacity", "events"."status", "events"."cover_image", "events"."created_at", "events"."updated_at",
  "event_types"."id" as "type_id", "event_types"."name" as "type_name", "event_types"."group_term", "event_types"."member_term",
  "venues"."name" as "venue_name", count(*) over () as "total"
  from "events"
  left join "event_types" on "event_types"."id" = "events"."event_type_id"
  left join "venues" on ("venues"."id" = "events"."venue_id" and "venues"."owner_id" = "events"."owner_id")
  where "events"."owner_id" = $1 order by "events"."start_at" asc, "events"."id" asc limit $2 offset 0`;

/** The baseline: Fastify and a query function, nothing else. The owner is fixed, as a session would name them. */
async function startBaseline(
  query: Query,
  ownerId: string,
  dbKind: string,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.get("/events", async () => {
    const rows = await query(LIST_SQL, [ownerId, PAGE]);
    return {
      events: rows.map(({ type_id, type_name, group_term, member_term, venue_name, total: _total, ...row }) => ({
        ...row,
        eventType: { id: type_id, name: type_name, groupTerm: group_term, memberTerm: member_term },
        venueName: venue_name ?? null,
      })),
      total: Number(rows[0]?.total ?? 0),
    };
  });
  app.get("/health", async () => {
    await query("select 1", []);
    return { status: "ok", db: dbKind };
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const address = app.server.address();
  if (!address || typeof address === "string") throw new Error("the baseline server has no port");
  return { app, url: `http://127.0.0.1:${address.port}` };
}

async function getJson(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ events: Array<{ id: string }>; total: number }> {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { events: Array<{ id: string }>; total: number };
}

/** A run's figures for the JSON file: the summary and autocannon's latency percentiles, not its histograms. */
function figures({ raw, ...summary }: LoadResult & { raw: { latency: unknown } }) {
  return { ...summary, latency: raw.latency };
}

function ratioMetric(label: string, app: LoadResult, baseline: LoadResult, baselineKind: string): Metric {
  return {
    name: `${label} app / baseline`,
    value: Math.round((app.requestsPerSecond / baseline.requestsPerSecond) * 100) / 100,
    unit: "x",
    budget: { min: MIN_RATIO },
    note: `${app.requestsPerSecond} / ${baseline.requestsPerSecond} req/s; ${baselineKind}`,
  };
}

export default defineScenario({
  title: `GET /api/events (signed in, ${OWNER_EVENTS} events) and GET /api/health, ${CONNECTIONS} connections, vs a bare Fastify app`,
  async run({ databaseUrl, quick, log }) {
    const server = await startServer(databaseUrl, { poolSize: POOL_SIZE });
    let baseline: { app: FastifyInstance; url: string } | undefined;
    let pool: pg.Pool | undefined;
    try {
      const owner = await server.signUp();
      const other = await server.signUp();
      const db = server.database.db;
      log(`seeding ${OWNER_EVENTS} events (${OWNER_VENUES} venues) for the owner and ${OTHER_EVENTS} for someone else`);
      await seedEvents(db, owner.id, OWNER_EVENTS, await seedVenues(db, owner.id, OWNER_VENUES));
      await seedEvents(db, other.id, OTHER_EVENTS);
      await analyze(db);

      let query: Query;
      let baselineKind: string;
      const pglite = server.database.database.pglite;
      if (server.database.url) {
        pool = new pg.Pool({ connectionString: server.database.url, max: POOL_SIZE });
        const opened = pool;
        query = async (text, params) => (await opened.query(text, params)).rows as Row[];
        baselineKind = `baseline: Fastify + pg Pool of ${POOL_SIZE}`;
      } else if (pglite) {
        query = async (text, params) => (await pglite.query<Row>(text, params)).rows;
        baselineKind = "baseline: Fastify + the app's own PGlite instance (pg cannot reach PGlite)";
      } else {
        throw new Error("the bench database is neither PostgreSQL nor PGlite");
      }
      baseline = await startBaseline(query, owner.id, server.database.database.kind);

      // Both must answer the same page, or the ratio compares different work.
      const cookie = { cookie: owner.cookie };
      const fromApp = await getJson(`${server.url}/api/events?limit=${PAGE}`, cookie);
      const fromBaseline = await getJson(`${baseline.url}/events`);
      if (
        fromApp.total !== OWNER_EVENTS ||
        fromApp.events.map((e) => e.id).join() !== fromBaseline.events.map((e) => e.id).join()
      ) {
        throw new Error("the app and the baseline answer different event lists");
      }

      const seconds = loadSeconds(quick);
      const options = { connections: CONNECTIONS, durationSeconds: seconds, warmUpSeconds: quick ? 1 : 3 };
      const run = async (label: string, url: string, headers: Record<string, string> = {}) => {
        log(`${label}: ${seconds} s`);
        return load(url, { ...options, headers });
      };
      const listBase = await run("events list, baseline", `${baseline.url}/events`);
      const listApp = await run("events list, app", `${server.url}/api/events?limit=${PAGE}`, cookie);
      const healthBase = await run("health, baseline", `${baseline.url}/health`);
      const healthApp = await run("health, app", `${server.url}/api/health`);

      return {
        metrics: [
          ...loadMetrics("events list", listApp, BUDGET),
          ...loadMetrics("events list baseline", listBase),
          ratioMetric("events list", listApp, listBase, baselineKind),
          ...loadMetrics("health", healthApp, BUDGET),
          ...loadMetrics("health baseline", healthBase),
          ratioMetric("health", healthApp, healthBase, baselineKind),
        ],
        raw: {
          connections: CONNECTIONS,
          seconds,
          baseline: baselineKind,
          eventsList: { app: figures(listApp), baseline: figures(listBase) },
          health: { app: figures(healthApp), baseline: figures(healthBase) },
        },
      };
    } finally {
      await baseline?.app.close();
      await pool?.end();
      await server.close();
    }
  },
});
