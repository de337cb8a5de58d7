/**
 * An event with 50,000 guests (issues 7 and 9): the organiser pages and searches the guest list and the
 * people directory, reads the live counts and the analytics, and downloads the whole list as CSV. Each read
 * is timed over HTTP with the organiser's session; the export is timed end to end while the server's memory
 * is sampled, since an export that buffers grows with the list.
 */
import { sql } from "drizzle-orm";
import { defineScenario, median, type Metric } from "../scenario.ts";
import { analyze, roundMs, seedEvents, startServer, timeSequentialGets } from "../harness.ts";

const GUESTS = 50_000;
const P95_BUDGET_MS = 50;
const EXPORT_BUDGET_S = 5;

export default defineScenario({
  title: `An event with ${GUESTS.toLocaleString("en")} guests: list, directory, counts, analytics and the CSV export`,
  async run({ databaseUrl, quick, log }) {
    const runs = quick ? 10 : Number(process.env.BENCH_RUNS ?? 40);
    const server = await startServer(databaseUrl);
    try {
      const owner = await server.signUp({ planType: "premium" });
      const db = server.database.db;
      const [event] = await seedEvents(db, owner.id, 1);
      const eventId = event!.id;
      log(`seeding ${GUESTS} guests (a quarter each yes, no, maybe and no answer)`);
      // Straight into the table: the API would time itself, not the list.
      await db.execute(sql`
        insert into guests (event_id, owner_id, name, email, group_name, party_max, token, status, headcount, party,
                            invited_at, opened_at, first_responded_at, responded_at, tags)
        select ${eventId}::uuid, ${owner.id}, 'Guest ' || i, 'guest' || i || '@example.com', 'Class of ' || (1990 + i % 30), 2,
               md5('bench' || i || random()::text),
               (array['yes', 'no', 'maybe', 'pending'])[1 + i % 4],
               case when i % 4 in (0, 2) then 1 + i % 2 else 0 end,
               case when i % 4 = 0 then jsonb_build_array(jsonb_build_object('name', '', 'meal', (array['Fish', 'Meat', 'Vegetarian'])[1 + i % 3], 'dietary', case when i % 50 = 0 then 'No nuts' else '' end))
                    else '[]'::jsonb end,
               now() - interval '20 days', case when i % 3 > 0 then now() - interval '19 days' end,
               case when i % 4 <> 3 then now() - (i % 14) * interval '1 day' end,
               case when i % 4 <> 3 then now() - (i % 14) * interval '1 day' end,
               case when i % 10 = 0 then array['committee'] else '{}'::text[] end
        from generate_series(1, ${GUESTS}) as i`);
      await analyze(db);

      const time = (path: string) => timeSequentialGets(server.url, owner.cookie, path, runs);

      const base = `/api/events/${eventId}`;
      const cases: Array<[string, string]> = [
        ["guest list, first page", `${base}/guests?limit=50`],
        ["guest list, page 900", `${base}/guests?limit=50&offset=45000`],
        ["guest list, search", `${base}/guests?q=guest4242&limit=50`],
        ["guest list, no answer", `${base}/guests?filter=pending&limit=50`],
        ["guest list, by tag", `${base}/guests?tag=committee&limit=50`],
        // The people directory (issue 9) over the same list: a name search served by the trigram index.
        ["directory, first page", `${base}/people?pageSize=48`],
        ["directory, page 500", `${base}/people?pageSize=48&page=500`],
        ["directory, name search", `${base}/people?q=guest%204242&pageSize=48`],
        ["directory, group", `${base}/people?group=Class%20of%202001&pageSize=48`],
        ["live counts", `${base}/rsvp/counts`],
        ["analytics", `${base}/rsvp/analytics`],
      ];
      const metrics: Metric[] = [];
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

      log("CSV export of every guest");
      const exports: { seconds: number; rows: number; peakMb: number }[] = [];
      for (let i = 0; i < (quick ? 1 : 3); i++) {
        const baseline = process.memoryUsage().rss;
        let peak = baseline;
        const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
        const t0 = performance.now();
        const response = await fetch(`${server.url}${base}/guests/export?format=csv`, {
          headers: { cookie: owner.cookie },
        });
        if (response.status !== 200 || !response.body) throw new Error(`export answered ${response.status}`);
        let newlines = 0;
        // Read and drop the bytes as they come, as a browser saving a download does.
        const reader = response.body.getReader();
        for (let part = await reader.read(); !part.done; part = await reader.read()) {
          for (const byte of part.value) if (byte === 10) newlines++;
        }
        const seconds = (performance.now() - t0) / 1000;
        clearInterval(sampler);
        exports.push({ seconds, rows: newlines - 1, peakMb: (peak - baseline) / 1_048_576 });
      }
      if (exports.some((e) => e.rows !== GUESTS))
        throw new Error(`the export held ${exports.map((e) => e.rows).join(", ")} rows, not ${GUESTS}`);
      metrics.push({
        name: `CSV export of ${GUESTS.toLocaleString("en")} guests`,
        value: roundMs(median(exports.map((e) => e.seconds))),
        unit: "s",
        budget: { max: EXPORT_BUDGET_S },
        note: `${exports.length} runs`,
      });
      metrics.push({
        name: "memory growth during the export (server and reader, one process)",
        value: roundMs(Math.max(...exports.map((e) => e.peakMb))),
        unit: "MB",
        note: "flat: the list is read 1,000 guests at a time",
      });
      return { metrics, raw: { runs, exports } };
    } finally {
      await server.close();
    }
  },
});
