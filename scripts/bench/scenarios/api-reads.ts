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

// What GET /api/events?limit=20 sends (events service listEvents, then withTypes): the page, the total,
// the event types, and the names of the page's venues.
const LIST_SQL = `select "id", "owner_id", "name", "event_type_id", "start_at", "end_at", "time_zone", "location_name",
  "venue_id", "description", "capacity", "status", "cover_image", "created_at", "updated_at"
  from "events" where "events"."owner_id" = $1 order by "events"."start_at" asc, "events"."id" asc limit $2`;
const COUNT_SQL = `select count(*) from "events" where "events"."owner_id" = $1`;
const TYPES_SQL = `select "id", "name", "description", "group_term", "member_term", "built_in", "position", "created_at", "updated_at"
  from "event_types" order by "event_types"."built_in" desc, "event_types"."position" asc, "event_types"."created_at" asc, "event_types"."id" asc`;
const venueNamesSql = (count: number) =>
  `select "id", "name" from "venues" where ("venues"."owner_id" = $1 and "venues"."id" in (${Array.from({ length: count }, (_, i) => `$${i + 2}`).join(", ")}))`;

/** The baseline: Fastify and a query function, nothing else. The owner is fixed, as a session would name them. */
async function startBaseline(
  query: Query,
  ownerId: string,
  dbKind: string,
): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify({ logger: false });
  app.get("/events", async () => {
    const rows = await query(LIST_SQL, [ownerId, PAGE]);
    const [total] = await query(COUNT_SQL, [ownerId]);
    const types = new Map((await query(TYPES_SQL, [])).map((t) => [t.id, t]));
    const venueIds = [...new Set(rows.map((r) => r.venue_id).filter((id) => id !== null))];
    const venues = new Map(
      (venueIds.length > 0 ? await query(venueNamesSql(venueIds.length), [ownerId, ...venueIds]) : []).map((v) => [
        v.id,
        v.name,
      ]),
    );
    return {
      events: rows.map((row) => ({
        ...row,
        eventType: types.get(row.event_type_id),
        venueName: venues.get(row.venue_id) ?? null,
      })),
      total: Number(total?.count),
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
