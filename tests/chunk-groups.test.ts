import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROUTES } from "#shared/routes.ts";
import { AREAS, areaOfPage, namedImports } from "../scripts/chunk-groups.ts";

/** Page id -> its module (a path under src/client/), read from the page table as written. */
function pageModules(): Map<string, string> {
  const source = readFileSync(path.resolve(import.meta.dirname, "../src/client/app/pages.tsx"), "utf8");
  const named = new Map<string, string>();
  for (const [, name, file] of source.matchAll(/const (\w+) = page\(\(\) => import\("#client\/([^"]+)"\)/g))
    named.set(name!, file!);
  const pages = new Map<string, string>();
  for (const [, id, file, name] of source.matchAll(
    /^\s*"?([\w-]+)"?: (?:page\(\(\) => import\("#client\/([^"]+)"\)\)|(\w+)),?$/gm,
  ))
    pages.set(id!, file ?? named.get(name!)!);
  for (const [, prefix, name] of source.matchAll(/\[`(\w+)-\$\{slug\}`, (\w+)\]/g)) {
    for (const route of ROUTES) if (route.page.startsWith(`${prefix}-`)) pages.set(route.page, named.get(name!)!);
  }
  return pages;
}

describe("the build's file groups", () => {
  const pages = pageModules();

  it("reads the page table", () => {
    expect(pages.size).toBeGreaterThan(90);
    expect(pages.get("task-management")).toBe("features/tasks/task-management-page.tsx");
    expect(pages.get("event-details")).toBe("app/event-details-route.tsx");
    expect(pages.get("template-school")).toBe("features/templates/template-page.tsx");
  });

  it("keeps every public page out of the signed-in areas' files, so a visitor downloads only its page", () => {
    const grouped = ROUTES.filter((route) => route.access === "public" && pages.has(route.page))
      .map((route) => `${route.path} ${pages.get(route.page)}`)
      .filter((line) => areaOfPage(line.split(" ")[1]!) !== null);
    expect(grouped).toEqual([]);
  });

  it("puts every signed-in page of an area's folder in its area's file", () => {
    const missed = ROUTES.filter((route) => route.access === "signed-in" && pages.has(route.page))
      .map((route) => pages.get(route.page)!)
      .filter((file) => AREAS.has(/^features\/([^/]+)\//.exec(file)?.[1] ?? ""))
      .filter((file) => areaOfPage(file) === null);
    expect(missed).toEqual([]);
    expect(areaOfPage("app/event-details-route.tsx")).toBe("events");
    expect(areaOfPage("features/tasks/event-tasks-panel.tsx")).toBe(
      areaOfPage("features/tasks/task-management-page.tsx"),
    );
  });

  it("reads which icons a module imports, and says so when it cannot tell", () => {
    const code =
      'import { Link } from "react-router";\nimport { ArrowLeft, MapPin as Pin, type LucideIcon } from "lucide-react";';
    expect(namedImports(code, "lucide-react")).toEqual(["ArrowLeft", "MapPin"]);
    expect(namedImports('import type { LucideIcon } from "lucide-react";', "lucide-react")).toEqual([]);
    expect(namedImports('import * as icons from "lucide-react";', "lucide-react")).toBeNull();
    expect(namedImports(null, "lucide-react")).toBeNull();
  });
});
