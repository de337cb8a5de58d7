/**
 * The server process dies (SIGKILL: out of memory, a host failure) in the middle of many writes. When
 * it comes back on the same database, every write a visitor was told succeeded is there and whole, and
 * no write is there in part: a template's event never exists without all of its activities, its
 * checklist and its planning data. PostgreSQL only: the real process against the shared server.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { findTemplate } from "#shared/templates/index.ts";
import { signUpInput } from "#tests/fixtures/factories.ts";
import { startServer, type ServerProcess } from "#tests/fixtures/server-process.ts";
import { cloneTemplateDatabase } from "#tests/fixtures/test-database.ts";

const databaseUrl = process.env.DATABASE_URL;

/** Templates of different sizes, so transactions of different lengths are open when the process dies. */
const SLUGS = ["family", "sports-tournament", "corporate-conference"] as const;
const WORKERS = 12;
/** The kill comes once this many template uses are acknowledged, with the others still in flight. */
const KILL_AFTER_TEMPLATES = 24;

/** A visitor over real HTTP with a cookie jar; sends the server's own origin, as its pages would. */
class Visitor {
  private readonly cookies = new Map<string, string>();
  constructor(public baseUrl: string) {}

  async request(method: "GET" | "POST", url: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = { origin: this.baseUrl };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    if (body !== undefined) headers["content-type"] = "application/json";
    const response = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(";")[0]!;
      const index = pair.indexOf("=");
      this.cookies.set(pair.slice(0, index).trim(), pair.slice(index + 1).trim());
    }
    return response;
  }
}

type Kind = "template" | "venue" | "event";
interface Ack {
  kind: Kind;
  id: string;
  slug?: string;
}

function write(visitor: Visitor, n: number): { kind: Kind; slug?: string; send: () => Promise<Response> } {
  const kind: Kind = n % 4 < 2 ? "template" : n % 4 === 2 ? "venue" : "event";
  if (kind === "template") {
    const slug = SLUGS[n % SLUGS.length]!;
    return {
      kind,
      slug,
      send: () =>
        visitor.request("POST", `/api/templates/${slug}/use`, {
          name: `Load template ${n} ${slug}`,
          startDate: "2027-09-17",
          timeZone: "Europe/Lisbon",
        }),
    };
  }
  if (kind === "venue") {
    return {
      kind,
      send: () => visitor.request("POST", "/api/venues", { name: `Load venue ${n}`, city: "Porto", capacity: 40 }),
    };
  }
  return {
    kind,
    send: () =>
      visitor.request("POST", "/api/events", {
        name: `Load event ${n}`,
        eventTypeId: "friends-type-1",
        startAt: "2027-10-02T18:00:00Z",
        endAt: "2027-10-02T23:00:00Z",
        timeZone: "Europe/Lisbon",
      }),
  };
}

let clone: { url: string; drop: () => Promise<void> } | undefined;
let dataDir: string;
const servers: ServerProcess[] = [];

beforeAll(async () => {
  if (!databaseUrl) return;
  clone = await cloneTemplateDatabase(databaseUrl, inject("dbTemplate"));
  // One data folder for both runs: it holds the generated auth secret, so sessions survive the restart.
  dataDir = mkdtempSync(path.join(tmpdir(), "gatherly-crash-"));
});
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill("SIGKILL");
      await server.exited;
    }
  }
  await clone?.drop();
});

describe.skipIf(!databaseUrl)("a server killed in the middle of writes", () => {
  it("keeps every acknowledged write whole, keeps nothing half-written, and starts again cleanly", async () => {
    // One process: the point is a server dying with writes in flight (a cluster's primary would outlive it).
    const env = { DATABASE_URL: clone!.url, DATA_DIR: dataDir, WORKERS: "1" };
    const first = await startServer(env);
    servers.push(first);
    expect(first.health.status, first.output()).toBe(200);

    const visitor = new Visitor(first.baseUrl);
    const input = signUpInput();
    const signUp = await visitor.request("POST", "/api/auth/sign-up/email", {
      ...input,
      name: `${input.firstName} ${input.lastName}`,
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const ownerId = ((await signUp.json()) as { user: { id: string } }).user.id;

    const acknowledged: Ack[] = [];
    const refused: string[] = [];
    let next = 0;
    let inFlight = 0;
    let inFlightAtKill = -1;
    let killed = false;
    const kill = () => {
      if (killed) return;
      killed = true;
      inFlightAtKill = inFlight;
      first.child.kill("SIGKILL");
    };
    const worker = async () => {
      while (!killed) {
        const { kind, slug, send } = write(visitor, next++);
        inFlight++;
        try {
          const response = await send();
          const body = await response.text();
          if (response.ok) {
            acknowledged.push({ kind, id: (JSON.parse(body) as { id: string }).id, ...(slug ? { slug } : {}) });
          } else {
            refused.push(`${kind} ${response.status} ${body}`);
          }
        } catch {
          // The process died under this request: the visitor never heard whether it was saved.
          return;
        } finally {
          inFlight--;
        }
        if (acknowledged.filter((a) => a.kind === "template").length >= KILL_AFTER_TEMPLATES) kill();
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));

    expect(refused, "every write made before the kill was valid").toEqual([]);
    expect(await first.exited).toEqual({ code: null, signal: "SIGKILL" });
    // Requests were still open when the process died, so some writes were cut off mid-way.
    expect(inFlightAtKill).toBeGreaterThan(0);

    const second = await startServer(env);
    servers.push(second);
    expect(second.health.status, second.output()).toBe(200);
    expect(await second.health.json()).toEqual({ status: "ok", db: "postgres" });

    const db = new pg.Client({ connectionString: clone!.url });
    await db.connect();
    try {
      const venueIds = new Set(
        (await db.query<{ id: string }>("select id from venues where owner_id = $1", [ownerId])).rows.map((r) => r.id),
      );
      const events = (
        await db.query<{ id: string; name: string }>("select id, name from events where owner_id = $1", [ownerId])
      ).rows;
      const eventIds = new Set(events.map((e) => e.id));
      for (const ack of acknowledged) {
        expect(
          ack.kind === "venue" ? venueIds.has(ack.id) : eventIds.has(ack.id),
          `acknowledged ${ack.kind} ${ack.id}`,
        ).toBe(true);
      }
      // Beyond what was acknowledged, only writes whose answer was lost in the kill.
      const acknowledgedRows = acknowledged.length;
      expect(venueIds.size + events.length - acknowledgedRows).toBeLessThanOrEqual(inFlightAtKill);

      // Every event a template made, acknowledged or not, is complete: compare with the template itself.
      const made = (
        await db.query<{
          id: string;
          name: string;
          slug: string | null;
          activities: number;
          checklists: number;
          items: number;
          tasks: number | null;
          budget: unknown;
        }>(
          `select e.id, e.name, d.template_slug as slug,
                  (select count(*) from activities a where a.event_id = e.id)::int as activities,
                  (select count(*) from checklists c where c.event_id = e.id)::int as checklists,
                  (select count(*) from checklist_items i join checklists c on c.id = i.checklist_id where c.event_id = e.id)::int as items,
                  jsonb_array_length(d.tasks) as tasks, d.budget_lines as budget
             from events e left join event_template_data d on d.event_id = e.id
            where e.owner_id = $1 and e.name like 'Load template %'`,
          [ownerId],
        )
      ).rows;
      expect(made.length).toBeGreaterThanOrEqual(KILL_AFTER_TEMPLATES);
      for (const row of made) {
        const slug = row.name.split(" ").at(-1)!;
        const template = findTemplate(slug)!;
        expect(row, row.name).toEqual({
          id: row.id,
          name: row.name,
          slug,
          activities: template.activities.length,
          checklists: 1,
          items: template.checklist.length,
          tasks: template.tasks.length,
          budget: template.budget,
        });
      }
      for (const ack of acknowledged.filter((a) => a.kind === "template")) {
        expect(made.find((row) => row.id === ack.id)?.slug, `template event ${ack.id}`).toBe(ack.slug);
      }
      // A plain event brings nothing along, so a stray checklist or activity would be half of something else.
      const strays = await db.query(
        `select e.name from events e
          where e.owner_id = $1 and e.name like 'Load event %'
            and (exists (select 1 from activities a where a.event_id = e.id)
              or exists (select 1 from checklists c where c.event_id = e.id)
              or exists (select 1 from event_template_data d where d.event_id = e.id))`,
        [ownerId],
      );
      expect(strays.rows).toEqual([]);

      // The restarted server serves it all to the same visitor, whose session outlived the crash.
      visitor.baseUrl = second.baseUrl;
      const list = await visitor.request("GET", "/api/events?limit=1");
      expect(list.status).toBe(200);
      expect(((await list.json()) as { total: number }).total).toBe(events.length);
      const sample = acknowledged.find((a) => a.kind === "template")!;
      const data = await visitor.request("GET", `/api/events/${sample.id}/template-data`);
      expect(data.status).toBe(200);
      expect(((await data.json()) as { templateSlug: string }).templateSlug).toBe(sample.slug);
    } finally {
      await db.end();
    }
    expect(second.output(), "the restarted server logged no error").not.toMatch(/"level":(50|60)/);
  }, 90_000);
});
