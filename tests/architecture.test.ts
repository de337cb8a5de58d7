/**
 * The dependency rules of docs/architecture.md, checked on every import of src/. ESLint covers the
 * coarse folder rules; this test covers what a lint pattern cannot express (module faces, routes
 * that call only their own service, no app-wide database handle inside a transaction).
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const SRC = path.join(ROOT, "src");

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return walk(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

const IMPORT_RE = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/g;
const ALIASES: Record<string, string> = {
  "#shared/": "src/shared/",
  "#server/": "src/server/",
  "#client/": "src/client/",
};

/** An import's path relative to the repository when it is our own code, else null (a package). */
function resolveSpec(file: string, spec: string): string | null {
  const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
  if (alias) return ALIASES[alias] + spec.slice(alias.length);
  if (spec.startsWith(".")) return path.relative(ROOT, path.resolve(path.dirname(file), spec));
  return null;
}

/** Every import of a file, resolved to a path relative to the repository when it is our own code. */
function importsOf(file: string): Array<{ spec: string; target: string | null }> {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT_RE)].map((m) => ({ spec: m[1]!, target: resolveSpec(file, m[1]!) }));
}

const files = walk(SRC).map((f) => ({ file: f, rel: path.relative(ROOT, f), imports: importsOf(f) }));
const moduleOf = (rel: string) => rel.match(/^src\/server\/modules\/([^/]+)\//)?.[1] ?? null;
const featureOf = (rel: string) => rel.match(/^src\/client\/features\/([^/]+)\//)?.[1] ?? null;

describe("dependency rules", () => {
  it("finds the source files it checks", () => {
    expect(files.some((f) => f.rel.startsWith("src/server/modules/"))).toBe(true);
    expect(files.some((f) => f.rel.startsWith("src/shared/"))).toBe(true);
  });

  it("shared imports nothing from client or server", () => {
    const bad = files
      .filter((f) => f.rel.startsWith("src/shared/"))
      .flatMap((f) =>
        f.imports.filter((i) => i.target && !i.target.startsWith("src/shared/")).map((i) => `${f.rel} -> ${i.spec}`),
      );
    expect(bad).toEqual([]);
  });

  it("client and server never import each other", () => {
    const bad = files.flatMap((f) =>
      f.imports
        .filter(
          (i) =>
            (f.rel.startsWith("src/client/") && i.target?.startsWith("src/server/")) ||
            (f.rel.startsWith("src/server/") && i.target?.startsWith("src/client/")),
        )
        .map((i) => `${f.rel} -> ${i.spec}`),
    );
    expect(bad).toEqual([]);
  });

  it("a module uses another module only through its index.ts (tables.ts only for foreign keys)", () => {
    const bad = files.flatMap((f) => {
      const own = moduleOf(f.rel);
      return f.imports
        .filter((i) => {
          const other = i.target ? moduleOf(i.target) : null;
          if (!other || other === own) return false;
          const allowed =
            i.target!.endsWith("/index.ts") ||
            (i.target!.endsWith("/tables.ts") && (f.rel.endsWith("tables.ts") || !own));
          return !allowed;
        })
        .map((i) => `${f.rel} -> ${i.spec}`);
    });
    expect(bad).toEqual([]);
  });

  it("route files call only their own module's service and never touch the database", () => {
    const bad = files
      .filter((f) => /[/-]routes\.ts$/.test(f.rel))
      .flatMap((f) =>
        f.imports
          .filter((i) => {
            if (i.spec === "drizzle-orm" || i.spec.startsWith("drizzle-orm/")) return true;
            if (!i.target?.startsWith("src/server/modules/")) return false;
            return moduleOf(i.target) !== moduleOf(f.rel) || i.target.endsWith("/tables.ts");
          })
          .map((i) => `${f.rel} -> ${i.spec}`),
      );
    expect(bad).toEqual([]);
  });

  it("client features do not import other features", () => {
    const bad = files.flatMap((f) => {
      const own = featureOf(f.rel);
      if (!own) return [];
      return f.imports
        .filter((i) => {
          const other = i.target ? featureOf(i.target) : null;
          return other !== null && other !== own;
        })
        .map((i) => `${f.rel} -> ${i.spec}`);
    });
    expect(bad).toEqual([]);
  });
});

/** The code of a file without its comments (a path in a comment documents; a path in code is a call). */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/^\s*\/\/.*$/gm, "");
}

/** Client files that write an API path by hand instead of calling through a contract. */
function handWrittenApiPaths(sources: Array<{ rel: string; text: string }>): string[] {
  return sources.flatMap(({ rel, text }) =>
    withoutComments(text)
      .split("\n")
      .filter((line) => /["'`]\/api(\/|["'`])/.test(line))
      .map((line) => `${rel}: ${line.trim()}`),
  );
}

/** Route files that state a plan tier (the tier belongs to the catalogue feature the contract names). */
function statedTiers(sources: Array<{ rel: string; text: string }>): string[] {
  return sources.flatMap(({ rel, text }) =>
    withoutComments(text)
      .split("\n")
      .filter((line) => /\brequires\b|["'`](premium|pro|business)["'`]/.test(line))
      .map((line) => `${rel}: ${line.trim()}`),
  );
}

const sourceOf = (f: { file: string; rel: string }) => ({ rel: f.rel, text: readFileSync(f.file, "utf8") });

describe("contracts (ADR 024)", () => {
  it("no client file writes an /api/ path: it calls through its feature's contract", () => {
    expect(handWrittenApiPaths(files.filter((f) => f.rel.startsWith("src/client/")).map(sourceOf))).toEqual([]);
  });

  it("no route file states a plan tier", () => {
    const routeFiles = files.filter((f) => f.rel.startsWith("src/server/modules/") && /[/-]routes\.ts$/.test(f.rel));
    expect(routeFiles.length).toBeGreaterThan(10);
    expect(statedTiers(routeFiles.map(sourceOf))).toEqual([]);
  });

  it("no server code asserts that an actor is there (a handler that needs one is given it by type)", () => {
    const bad = files
      .filter((f) => f.rel.startsWith("src/server/"))
      .flatMap((f) => (/\bactor!/.test(withoutComments(readFileSync(f.file, "utf8"))) ? [f.rel] : []));
    expect(bad).toEqual([]);
  });

  it("the checkers themselves see a violation", () => {
    const sample = (text: string) => [{ rel: "x.ts", text }];
    expect(handWrittenApiPaths(sample('api("/api/events")'))).toHaveLength(1);
    expect(handWrittenApiPaths(sample("fetch(`/api/events/${id}`)"))).toHaveLength(1);
    expect(handWrittenApiPaths(sample("/** GET /api/events */\ncall(events.list)"))).toEqual([]);
    expect(statedTiers(sample('const premium = { requires: "premium" as const };'))).toHaveLength(1);
    expect(statedTiers(sample("serveContract(app, db, contract, handlers);"))).toEqual([]);
  });
});

/** Every loop in a graph of module imports, each once, as "a -> b -> a". */
function importCycles(graph: Map<string, Set<string>>): string[] {
  const cycles = new Map<string, string>();
  const visit = (start: string, at: string, trail: string[]) => {
    for (const next of graph.get(at) ?? []) {
      if (next === start) {
        // One key per loop whichever module it is found from.
        cycles.set([...trail].sort().join(" "), [...trail, start].join(" -> "));
      } else if (!trail.includes(next) && next > start) {
        visit(start, next, [...trail, next]);
      }
    }
  };
  for (const start of [...graph.keys()].sort()) visit(start, start, [start]);
  return [...cycles.values()];
}

describe("module imports", () => {
  it("form no cycle (a module that needs a caller's data takes it as a function passed in by app.ts)", () => {
    const graph = new Map<string, Set<string>>();
    for (const f of files) {
      const own = moduleOf(f.rel);
      if (!own) continue;
      for (const i of f.imports) {
        const other = i.target ? moduleOf(i.target) : null;
        if (other && other !== own) graph.set(own, (graph.get(own) ?? new Set()).add(other));
      }
    }
    expect(importCycles(graph)).toEqual([]);
  });

  it("the checker itself sees a cycle", () => {
    const graph = new Map([
      ["calendar", new Set(["events", "rsvp"])],
      ["rsvp", new Set(["events", "mail", "calendar"])],
      ["tickets", new Set(["rsvp", "events"])],
      ["events", new Set<string>()],
    ]);
    expect(importCycles(graph)).toEqual(["calendar -> rsvp -> calendar"]);
    graph.get("rsvp")!.delete("calendar");
    expect(importCycles(graph)).toEqual([]);
  });
});

/** Each table's module: the one whose tables.ts defines it, by the name it is exported under. */
const tableOwners = new Map(
  files
    .filter((f) => /^src\/server\/modules\/[^/]+\/tables\.ts$/.test(f.rel))
    .flatMap((f) =>
      [...readFileSync(f.file, "utf8").matchAll(/export const (\w+) = pgTable\(/g)].map(
        (m) => [m[1]!, moduleOf(f.rel)!] as const,
      ),
    ),
);

const NAMED_IMPORT_RE = /(?:^|\n)\s*import\s+(?:type\s+)?\{([^}]*)\}\s*from\s+["']([^"']+)["']/g;

/** The local names under which a module's file imports tables another module owns (renames followed). */
function foreignTables(file: string, rel: string): string[] {
  const own = moduleOf(rel);
  return [...readFileSync(file, "utf8").matchAll(NAMED_IMPORT_RE)]
    .filter((m) => resolveSpec(file, m[2]!)?.startsWith("src/server/"))
    .flatMap((m) =>
      m[1]!
        .split(",")
        .map((name) => name.trim().replace(/^type\s+/, ""))
        .flatMap((name) => {
          const [imported, local] = name.split(/\s+as\s+/);
          const owner = imported ? tableOwners.get(imported) : undefined;
          return owner && owner !== own ? [local ?? imported!] : [];
        }),
    );
}

const LOCK_RE = /\.for\(\s*["'](?:update|no key update|share|key share)["']\s*(?:,\s*\{\s*of:\s*([^}]*)\})?\s*\)/g;
const RAW_LOCK_RE = /\bfor\s+(?:no\s+key\s+update|update|key\s+share|share)\b/i;

/** The query a `.for(...)` at `at` locks: its own chain, or the `const query = ...` it is called on. */
function lockedQuery(text: string, at: number): string {
  const before = text.slice(0, at);
  const receiver = /(?:^|[^.\w)\]])(\w+)\s*$/.exec(before)?.[1];
  if (receiver) {
    const declared = [...before.matchAll(new RegExp(`(?:const|let)\\s+${receiver}\\s*=`, "g"))].at(-1);
    if (declared) return before.slice(declared.index!);
  }
  const start = Math.max(
    before.lastIndexOf(";"),
    ...[...before.matchAll(/(?:\)|=>)\s*\{\s*\n/g)].map((m) => m.index! + m[0].length),
  );
  return before.slice(start + 1);
}

/**
 * Inserts, updates, deletes and row locks (`.for(...)`, `for update` / `for share` in SQL text) of the given
 * tables. Postgres locks every table a `FOR UPDATE` query reads unless `of` names some, so a join counts.
 */
function tableWrites(text: string, tables: string[]): string[] {
  if (tables.length === 0) return [];
  const name = `(?:${tables.join("|")})`;
  const writes = [
    ...text.matchAll(new RegExp(`\\.(?:insert|update|delete)\\(\\s*${name}\\s*\\)`, "g")),
    ...text.matchAll(new RegExp(`\\b(?:insert\\s+into|update|delete\\s+from)\\s+\\$\\{\\s*${name}\\s*\\}`, "gi")),
  ].map((m) => m[0]);
  const locks = [...text.matchAll(LOCK_RE)]
    .filter((m) => {
      const locked =
        m[1] ?? [...lockedQuery(text, m.index!).matchAll(/(?:\.from|Join)\(\s*(\w+)/g)].map((t) => t[1]).join(" ");
      return new RegExp(`\\b${name}\\b`).test(locked);
    })
    .map((m) => m[0]);
  const rawLocks = [...text.matchAll(/\bsql`([^`]*)`/g)]
    .filter((m) => RAW_LOCK_RE.test(m[1]!) && new RegExp(`\\$\\{\\s*${name}\\s*\\}`).test(m[1]!))
    .map((m) => m[0].slice(0, 60));
  return [...writes, ...locks, ...rawLocks];
}

describe("table ownership", () => {
  it("finds the tables and who owns them", () => {
    expect(tableOwners.get("guests")).toBe("rsvp");
    expect(tableOwners.get("events")).toBe("events");
  });

  it("only the owning module inserts into, updates, deletes from or locks its tables", () => {
    const bad = files
      .filter((f) => moduleOf(f.rel))
      .flatMap((f) =>
        tableWrites(readFileSync(f.file, "utf8"), foreignTables(f.file, f.rel)).map((hit) => `${f.rel}: ${hit}`),
      );
    expect(bad).toEqual([]);
  });

  it("the checker itself sees a violation", () => {
    const foreign = ["guests", "events"];
    expect(tableWrites("await tx.update(guests).set({ tags: [] });", foreign)).toHaveLength(1);
    expect(tableWrites("await db.insert(events).values(row);", foreign)).toHaveLength(1);
    expect(tableWrites("await tx.execute(sql`delete from ${guests} where true`);", foreign)).toHaveLength(1);
    expect(
      tableWrites(
        'await tx.select({ id: events.id })\n    .from(events)\n    .where(owned)\n    .for("update");',
        foreign,
      ),
    ).toHaveLength(1);
    expect(
      tableWrites(
        'const query = db.select().from(events).limit(1);\n  const [row] = lock ? await query.for("share") : await query;',
        foreign,
      ),
    ).toHaveLength(1);
    expect(
      tableWrites("await tx.execute(sql`select id from ${events} where id = ${id} for update`);", foreign),
    ).toHaveLength(1);
    expect(tableWrites('await tx.select().from(tickets).innerJoin(events, on).for("update");', foreign)).toHaveLength(
      1,
    );
    expect(
      tableWrites('await tx.select().from(tickets).innerJoin(events, on).for("update", { of: tickets });', foreign),
    ).toEqual([]);
    expect(tableWrites("const rows = await tx.select().from(guests).where(eq(guests.eventId, id));", foreign)).toEqual(
      [],
    );
    expect(tableWrites("await tx.update(tasks).set({ position: 0 });", foreign)).toEqual([]);
  });
});

/** The text of each `.transaction(async (tx) => { ... })` callback body. */
function transactionBodies(text: string): string[] {
  const bodies: string[] = [];
  const re = /\.transaction\(\s*async\s*\(\s*(\w+)\s*\)\s*=>\s*\{/g;
  for (const match of text.matchAll(re)) {
    let depth = 1;
    let i = match.index! + match[0].length;
    const start = i;
    while (i < text.length && depth > 0) {
      if (text[i] === "{") depth++;
      else if (text[i] === "}") depth--;
      i++;
    }
    bodies.push(text.slice(start, i - 1));
  }
  return bodies;
}

describe("transactions", () => {
  it("no code uses the app-wide database handle inside a transaction (it deadlocks PGlite)", () => {
    const bad = files.flatMap((f) =>
      transactionBodies(readFileSync(f.file, "utf8"))
        .filter((body) => /\b(?:ctx\.db|database\.db|this\.db|db)\s*[.,)]/.test(body))
        .map(() => f.rel),
    );
    expect(bad).toEqual([]);
  });

  it("the checker itself sees a violation", () => {
    const sample = "await ctx.db.transaction(async (tx) => { await tx.insert(a); await ctx.db.select(); });";
    expect(transactionBodies(sample)[0]).toContain("ctx.db.select");
  });
});

/**
 * SQL text built from values: `sql.raw(...)` with anything but a plain string literal, or a driver's
 * `.query`/`.exec` given a template with `${...}` in it. Drizzle's tagged `sql` template is fine: its
 * `${...}` become bound parameters. Names cannot be parameters, so a database name may be spliced in
 * only through pg's escapeIdentifier.
 */
function rawSqlFromValues(text: string): string[] {
  const rawCalls = [...text.matchAll(/\bsql\.raw\(/g)]
    .filter((m) => !/^\s*(["'])(?:(?!\1)[^\\])*\1\s*\)/.test(text.slice(m.index! + m[0].length)))
    .map((m) => text.slice(m.index!, m.index! + 60));
  const driverTemplates = [...text.matchAll(/\.(?:query|exec|unsafe)\(\s*`([^`]*)`/g)]
    .filter((m) => /\$\{(?!\s*(?:pg\.)?escapeIdentifier\()/.test(m[1]!))
    .map((m) => m[0]);
  return [...rawCalls, ...driverTemplates];
}

describe("SQL", () => {
  it("is never built from values (no sql.raw with a variable, no interpolated driver query)", () => {
    const scripts = readdirSync(path.join(ROOT, "scripts"))
      .filter((name) => /\.(ts|mjs)$/.test(name))
      .map((name) => ({ file: path.join(ROOT, "scripts", name), rel: `scripts/${name}` }));
    const bad = [...files, ...scripts].flatMap((f) =>
      rawSqlFromValues(readFileSync(f.file, "utf8")).map((hit) => `${f.rel}: ${hit}`),
    );
    expect(bad).toEqual([]);
  });

  it("the checker itself sees a violation", () => {
    expect(rawSqlFromValues("sql.raw(`select * from t where name = '${name}'`)")).toHaveLength(1);
    expect(rawSqlFromValues("sql.raw(column)")).toHaveLength(1);
    expect(rawSqlFromValues("await client.query(`drop database ${name}`)")).toHaveLength(1);
    expect(rawSqlFromValues("sql.raw('now()')")).toEqual([]);
    expect(rawSqlFromValues("sql`select ${value}`")).toEqual([]);
    expect(rawSqlFromValues("await admin.query(`create database ${pg.escapeIdentifier(name)}`)")).toEqual([]);
  });
});
