import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activitiesContract as activitiesApi } from "#shared/activities/contract.ts";
import { SCOPED_RECORDS } from "#shared/contract.ts";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUpVerified } from "#tests/fixtures/factories.ts";
import { eventOfRecord } from "./event-reach.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe("the event of a record, for a member limited to some events", () => {
  it("is found for every kind of record the contracts name, on the migrated schema", async () => {
    // An unknown id is no record (its service answers 404); a query naming a wrong table or column would throw.
    for (const record of SCOPED_RECORDS) {
      await expect(eventOfRecord(t.database.db, record, randomUUID()), record).resolves.toBeUndefined();
    }
    expect(await eventOfRecord(t.database.db, "activity", "not-an-id")).toBeUndefined();
  });

  it("is the record's own event", async () => {
    const organiser = await signUpVerified(t, { planType: "pro" });
    const event = await organiser.client.call(eventsApi.create, { body: eventInput() });
    const eventId = (event.json() as { id: string }).id;
    const activity = await organiser.client.call(activitiesApi.create, {
      body: { eventId, name: "Tour", startAt: "2027-06-12T18:00:00+02:00", endAt: "2027-06-12T19:00:00+02:00" },
    });
    expect(activity.statusCode, activity.body).toBe(201);
    const activityId = (activity.json() as { id: string }).id;
    expect(await eventOfRecord(t.database.db, "activity", activityId)).toBe(eventId);
  });
});
