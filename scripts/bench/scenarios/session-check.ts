/**
 * The session check under load (issue 22, ADR 029): GET /api/account/me, what the client asks on every page
 * load to learn who is signed in, at 50 connections; and a public endpoint (GET /api/health) with a session
 * cookie against the same without one, which must cost the same since public routes read no session.
 */
import { defineScenario } from "../scenario.ts";
import { load, loadMetrics, loadSeconds, startServer } from "../harness.ts";

const CONNECTIONS = 50;
const ME_BUDGET = { minRequestsPerSecond: 2000, maxP99Ms: 100 };
const MIN_COOKIE_RATIO = 0.9;

export default defineScenario({
  title: `GET /api/account/me (signed in) and a public endpoint with and without a session cookie, ${CONNECTIONS} connections`,
  async run({ databaseUrl, quick, log }) {
    const server = await startServer(databaseUrl);
    try {
      const person = await server.signUp();
      const seconds = loadSeconds(quick);
      const warmUpSeconds = quick ? 1 : 3;
      const run = (path: string, headers: Record<string, string>) =>
        load(`${server.url}${path}`, { connections: CONNECTIONS, durationSeconds: seconds, warmUpSeconds, headers });
      log(`GET /api/account/me: ${seconds} s`);
      const me = await run("/api/account/me", { cookie: person.cookie });
      log(`GET /api/health without, then with a session cookie: ${seconds} s each`);
      const plain = await run("/api/health", {});
      const withCookie = await run("/api/health", { cookie: person.cookie });
      const ratio = Math.round((withCookie.requestsPerSecond / plain.requestsPerSecond) * 100) / 100;
      const summary = ({ raw, ...rest }: typeof me) => ({ ...rest, latency: raw.latency });
      return {
        metrics: [
          ...loadMetrics("session check", me, ME_BUDGET, "the budget is for PostgreSQL"),
          ...loadMetrics("health without a cookie", plain),
          ...loadMetrics("health with a session cookie", withCookie),
          {
            name: "health with a cookie / without",
            value: ratio,
            unit: "x",
            budget: { min: MIN_COOKIE_RATIO },
          },
        ],
        raw: {
          connections: CONNECTIONS,
          seconds,
          me: summary(me),
          plain: summary(plain),
          withCookie: summary(withCookie),
        },
      };
    } finally {
      await server.close();
    }
  },
});
