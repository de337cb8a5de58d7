/**
 * The dependency rules of ARCHITECTURE.md, checked on every import of src/. ESLint covers the
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
const ALIASES: Record<string, string> = { "#shared/": "src/shared/", "#server/": "src/server/", "#client/": "src/client/" };

/** Every import of a file, resolved to a path relative to the repository when it is our own code. */
function importsOf(file: string): Array<{ spec: string; target: string | null }> {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(IMPORT_RE)].map((m) => {
    const spec = m[1]!;
    const alias = Object.keys(ALIASES).find((a) => spec.startsWith(a));
    if (alias) return { spec, target: ALIASES[alias] + spec.slice(alias.length) };
    if (spec.startsWith(".")) return { spec, target: path.relative(ROOT, path.resolve(path.dirname(file), spec)) };
    return { spec, target: null };
  });
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
      .flatMap((f) => f.imports.filter((i) => i.target && !i.target.startsWith("src/shared/")).map((i) => `${f.rel} -> ${i.spec}`));
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
          const allowed = i.target!.endsWith("/index.ts") || (i.target!.endsWith("/tables.ts") && (f.rel.endsWith("tables.ts") || !own));
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
    const bad = [...files, ...scripts].flatMap((f) => rawSqlFromValues(readFileSync(f.file, "utf8")).map((hit) => `${f.rel}: ${hit}`));
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
