/**
 * The session check under load: GET /api/account/me, what the client asks on every page load to learn who
 * is signed in. The session is read fresh from the database on every guarded request (a revoked one must
 * stop working at once), so this is the floor under every signed-in route.
 */
import { defineScenario } from "../scenario.ts";
import { load, loadMetrics, loadSeconds, startServer } from "../harness.ts";

const CONNECTIONS = 10;
const MIN_REQUESTS_PER_SECOND = 1000;

export default defineScenario({
  title: `GET /api/account/me (signed in), ${CONNECTIONS} connections`,
  async run({ databaseUrl, quick, log }) {
    const server = await startServer(databaseUrl);
    try {
      const person = await server.signUp();
      const seconds = loadSeconds(quick);
      log(`GET /api/account/me: ${seconds} s`);
      const result = await load(`${server.url}/api/account/me`, {
        connections: CONNECTIONS,
        durationSeconds: seconds,
        warmUpSeconds: quick ? 1 : 3,
        headers: { cookie: person.cookie },
      });
      const { raw, ...summary } = result;
      return {
        metrics: loadMetrics(
          "session check",
          result,
          { minRequestsPerSecond: MIN_REQUESTS_PER_SECOND },
          "the budget is for PostgreSQL",
        ),
        raw: { connections: CONNECTIONS, seconds, ...summary, latency: raw.latency },
      };
    } finally {
      await server.close();
    }
  },
});
