/**
 * Entry point: parse the environment, open and migrate the database, apply configured roles,
 * listen (background jobs start with the app), and shut down gracefully: in-flight requests finish,
 * then running jobs (up to 10 s), then the database closes.
 */
import "dotenv/config";
import { buildApp, defaultLogger } from "./app.ts";
import { EnvError, loadConfig } from "./env.ts";
import { migrateDatabase, openDatabase } from "./db/client.ts";
import { applyConfiguredRoles } from "./modules/account/index.ts";

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  await applyConfiguredRoles(database.db, config);

  const { app } = await buildApp({ config, database, logger: defaultLogger(config) });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests and running jobs");
    // Longer than the jobs' own 10 s limit, after which their unfinished runs are handed back for a retry.
    const forceExit = setTimeout(() => {
      app.log.error("shutdown took longer than 15 s, exiting");
      process.exit(1);
    }, 15_000);
    forceExit.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { db: database.kind, mail: config.smtpUrl ? "smtp" : "outbox", baseUrl: config.baseUrl },
    `Gatherly is running at ${config.baseUrl}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
