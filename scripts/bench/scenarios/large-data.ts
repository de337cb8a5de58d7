/**
 * How the organiser's lists hold up for an owner with 10,000 events (and 10,000 activities, 500 venues)
 * among 40,000 events of someone else: each list is timed over HTTP with the owner's session, one
 * request at a time, and the database is asked how it runs each list's query: a plan that reads a
 * whole table instead of an index is counted, since it grows with every owner on the server.
 */
import { sql } from "drizzle-orm";
import { rowsOf } from "../../../src/server/db/client.ts";
import { defineScenario, type Metric } from "../scenario.ts";
import {
  analyze,
  roundMs,
  seedActivities,
  seedEvents,
  seedVenues,
  startServer,
  timeSequentialGets,
} from "../harness.ts";

const EVENTS = 10_000;
const ACTIVITIES = 10_000;
const VENUES = 500;
/** Everyone else's events: the owner's lists must find theirs among many, as on a shared server. */
const OTHER_EVENTS = 40_000;
const P95_BUDGET_MS = 50;

export default defineScenario({
  title: `Lists of an owner with ${EVENTS.toLocaleString("en")} events among ${(EVENTS + OTHER_EVENTS).toLocaleString("en")}, and their query plans`,
  async run({ databaseUrl, quick, log }) {
    const runs = quick ? 10 : Number(process.env.BENCH_RUNS ?? 40);
    const server = await startServer(databaseUrl);
    try {
      const owner = await server.signUp();
      const other = await server.signUp();
      const db = server.database.db;
      log(
        `seeding ${EVENTS} events, ${ACTIVITIES} activities and ${VENUES} venues for one owner, and ${OTHER_EVENTS} events of another`,
      );
      const venueIds = await seedVenues(db, owner.id, VENUES);
      await seedEvents(db, other.id, OTHER_EVENTS);
      const ownerEvents = await seedEvents(db, owner.id, EVENTS, venueIds);
      await seedActivities(db, owner.id, ACTIVITIES, ownerEvents);
      await analyze(db);

      /** Sequential requests over one kept-alive connection, as one person paging through a list. */
      const time = (path: string) => timeSequentialGets(server.url, owner.cookie, path, runs);

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
        ["activities of one event", `/api/activities?eventId=${ownerEvents[1234]!.id}&limit=20`],
        ["booking calendar, one week", `/api/bookings?${week}`],
      ];
      const metrics: Metric[] = [];
      const health = await time("/api/health");
      // Not a list: what a request costs with no list behind it, to read the others against.
      metrics.push({
        name: "health p95",
        value: roundMs(health.p95),
        unit: "ms",
        note: `median ${roundMs(health.median)} ms`,
      });
      for (const [label, path] of cases) {
        log(`${label}: ${runs} requests`);
        const result = await time(path);
        metrics.push({
          name: `${label} p95`,
          value: roundMs(result.p95),
          unit: "ms",
          budget: { max: P95_BUDGET_MS },
          note: `median ${roundMs(result.median)} ms`,
        });
      }

      // Each list's query as the services send it (owner first, then order and limit): the plan must use an index.
      const plans: Array<[string, ReturnType<typeof sql>]> = [
        ["events by start", sql`select * from events where owner_id = ${owner.id} order by start_at, id limit 20`],
        ["events by name", sql`select * from events where owner_id = ${owner.id} order by lower(name), id limit 20`],
        ["events count", sql`select count(*) from events where owner_id = ${owner.id}`],
        ["venues by name", sql`select * from venues where owner_id = ${owner.id} order by lower(name), id limit 20`],
        [
          "activities by start",
          sql`select * from activities where owner_id = ${owner.id} order by start_at, id limit 20`,
        ],
        [
          "activities of an event",
          sql`select * from activities where event_id = ${ownerEvents[1234]!.id} order by start_at`,
        ],
        [
          "venue clash check",
          sql`select id from events where venue_id = ${venueIds[7]!} and status <> 'cancelled' and start_at < now() and end_at > now() limit 1`,
        ],
        ["admin events, newest", sql`select * from events order by created_at desc, id desc limit 25`],
      ];
      const seqScans: string[] = [];
      for (const [label, query] of plans) {
        const plan = rowsOf<Record<string, string>>(await db.execute(sql`explain ${query}`))
          .map((row) => Object.values(row)[0])
          .join("\n");
        if (/Seq Scan on (events|activities|venues)/.test(plan)) {
          seqScans.push(label);
          log(`${label} reads a whole table:\n${plan}`);
        }
      }
      metrics.push({
        name: "list queries reading a whole table",
        value: seqScans.length,
        unit: "queries",
        budget: { max: 0 },
        note: seqScans.length > 0 ? seqScans.join(", ") : `all ${plans.length} use an index`,
      });
      return { metrics, raw: { runs, seqScans } };
    } finally {
      await server.close();
    }
  },
});
