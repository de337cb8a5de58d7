/**
 * Every feature's contract (src/shared/<feature>/contract.ts) is well formed: unique names and routes, path
 * parameters that are exactly the params schema's keys, and catalogue features that exist.
 */
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { findFeature } from "./catalogue.ts";
import {
  actsForAccount,
  defineContract,
  eventScopeOf,
  EVENT_PAID_ACCESS,
  pathParameterNames,
  planPayerOf,
  type Endpoint,
} from "./contract.ts";

const modules = import.meta.glob<Record<string, unknown>>("./*/contract.ts", { eager: true });

function endpointsOf(module: Record<string, unknown>): Endpoint[] {
  return Object.values(module)
    .filter((value): value is Record<string, Endpoint> => !!value && typeof value === "object")
    .flatMap((contract) => Object.values(contract))
    .filter((endpoint) => typeof endpoint?.path === "string" && typeof endpoint.method === "string");
}

const endpoints = Object.entries(modules).flatMap(([file, module]) =>
  endpointsOf(module).map((endpoint) => ({ file, endpoint })),
);

describe("contracts", () => {
  it("are found", () => {
    expect(endpoints.length).toBeGreaterThan(10);
  });

  it("declare each route once, and each contract lives in the folder of its name", () => {
    const routes = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(routes.filter((route, index) => routes.indexOf(route) !== index)).toEqual([]);
    const names = endpoints.map(({ endpoint }) => `${endpoint.contract}.${endpoint.name}`);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    const misplaced = endpoints
      .filter(({ file, endpoint }) => file !== `./${endpoint.contract}/contract.ts`)
      .map(({ file, endpoint }) => `${endpoint.contract}.${endpoint.name} in ${file}`);
    expect(misplaced).toEqual([]);
  });

  it("name exactly the path's parameters in the params schema", () => {
    const wrong = endpoints.flatMap(({ endpoint }) => {
      const inPath = pathParameterNames(endpoint.path).sort();
      const inSchema = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape).sort() : [];
      return JSON.stringify(inPath) === JSON.stringify(inSchema)
        ? []
        : [`${endpoint.contract}.${endpoint.name}: path ${inPath.join(",")} / params ${inSchema.join(",")}`];
    });
    expect(wrong).toEqual([]);
  });

  it("say which of the account's events every call made for a team's account touches (ADR 033)", () => {
    const fieldsOf = (schema: unknown) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);
    const wrong = endpoints.flatMap(({ endpoint }) => {
      const where = `${endpoint.method} ${endpoint.path}`;
      const scope = eventScopeOf(endpoint);
      if (!actsForAccount(endpoint)) return endpoint.eventScope ? [`${where}: not made for an account`] : [];
      if (!scope) return [`${where}: no event scope`];
      const reach = typeof scope === "object" ? scope : null;
      const params = pathParameterNames(endpoint.path);
      const problems: string[] = [];
      // An event named in the body or query outside the declared scope would pass unchecked.
      if (fieldsOf(endpoint.body).includes("eventId") && reach?.body !== "eventId" && scope !== "account") {
        problems.push(`${where}: body names an event`);
      }
      if (fieldsOf(endpoint.query).includes("eventId") && reach?.query !== "eventId" && scope !== "events") {
        problems.push(`${where}: query names an event`);
      }
      if (reach?.record && (params.length !== 1 || params[0] === "eventId")) {
        problems.push(`${where}: a record is found by the path's one parameter`);
      }
      if (reach && !reach.record && !reach.body && !reach.query && !params.includes("eventId")) {
        problems.push(`${where}: names no event`);
      }
      return problems;
    });
    expect(wrong).toEqual([]);
  });

  it("let the event's owner pay for a tier only on member and link routes and the caller's own records", () => {
    const misplaced = endpoints
      .filter(({ endpoint }) => planPayerOf(endpoint) === "event" && !EVENT_PAID_ACCESS.includes(endpoint.access))
      .map(({ endpoint }) => `${endpoint.contract}.${endpoint.name}`);
    expect(misplaced).toEqual([]);
    const ownerTool = { method: "GET", path: "/api/x", summary: "x", access: "owner", response: z.object({}) } as const;
    expect(() => defineContract("x", { tool: { ...ownerTool, planOf: "event" } })).toThrow(/user, member or link/);
    // A contract's default applies to its user endpoints only: an owner's tool stays the caller's to pay for.
    const contract = defineContract(
      "x",
      { tool: ownerTool, mine: { ...ownerTool, access: "user" } },
      { feature: "announcements", planOf: "event" },
    );
    expect([planPayerOf(contract.tool), planPayerOf(contract.mine)]).toEqual(["caller", "event"]);
  });

  it("belong to features of the catalogue", () => {
    const unknown = endpoints
      .filter(({ endpoint }) => endpoint.feature !== undefined && !findFeature(endpoint.feature))
      .map(({ endpoint }) => `${endpoint.contract}.${endpoint.name}: ${endpoint.feature}`);
    expect(unknown).toEqual([]);
  });

  it("are all under /api and say what they do", () => {
    const wrong = endpoints
      .filter(({ endpoint }) => !endpoint.path.startsWith("/api/") || endpoint.summary.trim() === "")
      .map(({ endpoint }) => `${endpoint.contract}.${endpoint.name}`);
    expect(wrong).toEqual([]);
  });

  it("send a body only with POST, PUT and PATCH", () => {
    const wrong = endpoints
      .filter(({ endpoint }) => (endpoint.body || endpoint.upload) && ["GET", "DELETE"].includes(endpoint.method))
      .map(({ endpoint }) => `${endpoint.contract}.${endpoint.name}`);
    expect(wrong).toEqual([]);
  });
});
