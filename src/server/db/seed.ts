/**
 * `npm run seed`: a demo organiser and a few sample people on each plan, created through the
 * public sign-up API with the same factories the tests use. Safe to run twice. Stop the server
 * first when using the embedded database (PGlite allows one process per data folder).
 */
import "dotenv/config";
import { eq } from "drizzle-orm";
import { buildApp } from "../app.ts";
import { loadConfig } from "../env.ts";
import { migrateDatabase, openDatabase } from "./client.ts";
import { users } from "./schema.ts";
import { updateSubscription } from "../modules/account/index.ts";
import { signUp } from "../../../tests/fixtures/factories.ts";
import { httpClient } from "../../../tests/fixtures/http-client.ts";

export const DEMO_PASSWORD = "gatherly-demo-password";

const PEOPLE = [
  { email: "demo@gatherly.local", firstName: "Dana", lastName: "Organiser", planType: "pro" as const },
  { email: "premium@gatherly.local", firstName: "Priya", lastName: "Premium", planType: "premium" as const },
  { email: "trial@gatherly.local", firstName: "Theo", lastName: "Trial", planType: "free" as const, trialDays: 14 },
  { email: "guest@gatherly.local", firstName: "Gus", lastName: "Guest", planType: "free" as const },
];

async function seed(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(database);
  // No mail leaves the machine while seeding: confirmation mails go to the outbox.
  const { app } = await buildApp({
    config: { ...config, smtpUrl: undefined },
    database,
    logger: false,
    serveClient: false,
  });
  await app.ready();
  const { db } = database;

  for (const person of PEOPLE) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email));
    if (existing) {
      console.warn(`exists: ${person.email}`);
      continue;
    }
    const user = await signUp(httpClient(app, config.baseUrl), { ...person, password: DEMO_PASSWORD });
    await db.update(users).set({ emailVerified: true }).where(eq(users.id, user.id));
    if (person.trialDays) {
      const now = new Date();
      await updateSubscription(db, user.id, {
        isTrial: true,
        trialStartAt: now,
        trialEndAt: new Date(now.getTime() + person.trialDays * 24 * 60 * 60 * 1000),
      });
    }
    console.warn(
      `created: ${person.email} (${person.planType}${person.trialDays ? `, ${person.trialDays}-day trial` : ""})`,
    );
  }
  console.warn(`Sign in with any of these and the password "${DEMO_PASSWORD}".`);
  await app.close();
  await database.close();
}

seed().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
