/**
 * The app serves exactly what the contracts declare: every endpoint of every src/shared/<feature>/contract.ts
 * is registered with the gate level and plan its declaration implies, and every API route the app registers
 * (besides better-auth's mount and the API docs) is declared by a contract.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gateLevelOf, planPayerOf, type Endpoint } from "#shared/contract.ts";
import { requiredPlanOf } from "#server/serve-contract.ts";
import { createTestApp, type TestApp } from "./fixtures/test-app.ts";

const modules = import.meta.glob<Record<string, unknown>>("../src/shared/*/contract.ts", { eager: true });
const endpoints: Endpoint[] = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .filter((value): value is Record<string, Endpoint> => !!value && typeof value === "object")
  .flatMap((contract) => Object.values(contract))
  .filter((endpoint) => typeof endpoint?.path === "string" && typeof endpoint.method === "string");

const routeKey = (route: { method: string; url?: string; path?: string }) =>
  `${route.method} ${route.url ?? route.path}`;
/** Routes that are not ours to declare: better-auth's mount (behind its allow-list) and the docs plugin. */
const notDeclared = (url: string) => url.startsWith("/api/auth/") || url.startsWith("/api/docs") || url === "/api/auth";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the contracts and the app", () => {
  it("every API route the app registers is declared by a contract", () => {
    const declared = new Set(endpoints.map(routeKey));
    const undeclared = t.routes
      .filter((route) => route.method !== "HEAD" && route.url.startsWith("/api/") && !notDeclared(route.url))
      .map(routeKey)
      .filter((key) => !declared.has(key));
    expect(undeclared).toEqual([]);
  });

  it("every declared endpoint is served, gated by its access and its catalogue feature's plan", () => {
    const served = new Map(t.routes.map((route) => [routeKey(route), route]));
    const wrong = endpoints.flatMap((endpoint) => {
      const route = served.get(routeKey(endpoint));
      if (!route) return [`${routeKey(endpoint)}: not served`];
      const config = route.config as { auth?: string; requires?: string; requiresAsMember?: true } | undefined;
      const plan = requiredPlanOf(endpoint);
      const byEvent = planPayerOf(endpoint) === "event";
      // A member or link route's tier is the named event's owner's, checked by its service: the gate asks
      // for none. On the caller's own records the gate takes the caller's plan or a host's.
      const gateAsks = !byEvent || endpoint.access === "user";
      const expected = {
        auth: gateLevelOf(endpoint.access),
        requires: gateAsks ? plan : undefined,
        requiresAsMember: byEvent && gateAsks && plan ? true : undefined,
      };
      const actual = { auth: config?.auth, requires: config?.requires, requiresAsMember: config?.requiresAsMember };
      return JSON.stringify(actual) === JSON.stringify(expected)
        ? []
        : [`${routeKey(endpoint)}: ${JSON.stringify(actual)} instead of ${JSON.stringify(expected)}`];
    });
    expect(wrong).toEqual([]);
  });
});
