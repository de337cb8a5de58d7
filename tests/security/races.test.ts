/**
 * Invariants under concurrency, across routes: however creates, edits and activities interleave,
 * a venue slot has one holder, and a user has one subscription row.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { subscriptions } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "../fixtures/test-app.ts";
import { signUp, type SignedUpUser } from "../fixtures/factories.ts";
import { race } from "../fixtures/concurrency.ts";

let t: TestApp;
let owner: SignedUpUser;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.client());
});
afterAll(async () => {
  await t?.close();
});

const SLOT = { startAt: "2027-10-02T18:00:00Z", endAt: "2027-10-02T22:00:00Z" };
const eventAt = (name: string, times: { startAt: string; endAt: string }, venueId?: string) => ({
  name,
  eventTypeId: "club-type-1",
  timeZone: "UTC",
  ...times,
  ...(venueId ? { venueId } : { locationName: "Somewhere else" }),
});

describe("one holder per venue slot", () => {
  it("of new events, events moved into the slot and activities booking it at once, exactly one wins", async () => {
    const venue = (await owner.client.request("POST", "/api/venues", { name: "Boathouse", city: "Delft" })).json() as {
      id: string;
    };
    // Events elsewhere that will try to move into the slot, and all-day events whose activities will try to book it.
    const movers = await Promise.all(
      [0, 1, 2, 3, 4].map(
        async (i) =>
          (await owner.client.request("POST", "/api/events", eventAt(`Mover ${i}`, SLOT))).json().id as string,
      ),
    );
    const hosts = await Promise.all(
      [0, 1, 2].map(
        async (i) =>
          (
            await owner.client.request(
              "POST",
              "/api/events",
              eventAt(`Host ${i}`, { startAt: "2027-10-02T00:00:00Z", endAt: "2027-10-03T00:00:00Z" }),
            )
          ).json().id as string,
      ),
    );
    const attempts: Array<() => ReturnType<typeof owner.client.request>> = [
      ...[0, 1, 2, 3, 4, 5].map(
        (i) => () => owner.client.request("POST", "/api/events", eventAt(`New ${i}`, SLOT, venue.id)),
      ),
      ...movers.map(
        (id, i) => () => owner.client.request("PUT", `/api/events/${id}`, eventAt(`Mover ${i}`, SLOT, venue.id)),
      ),
      ...hosts.map(
        (eventId, i) => () =>
          owner.client.request("POST", "/api/activities", { eventId, name: `Dinner ${i}`, ...SLOT, venueId: venue.id }),
      ),
    ];
    const { responses } = await race(attempts.length, (i) => attempts[i]!());
    const won = responses.filter((r) => r.statusCode === 200 || r.statusCode === 201);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(won, responses.map((r) => `${r.statusCode} ${r.body.slice(0, 120)}`).join("\n")).toHaveLength(1);
    expect(refused).toHaveLength(attempts.length - 1);
    const calendar = await owner.client.request(
      "GET",
      `/api/bookings?from=2027-10-02T00:00:00Z&to=2027-10-03T00:00:00Z&venueId=${venue.id}`,
    );
    expect(calendar.json()).toHaveLength(1);
  });
});

describe("one subscription per user", () => {
  it("however many first reads, trial starts and plan reads meet, the user has one subscription row", async () => {
    const user = await signUp(t.client());
    const calls = [
      () => user.client.request("GET", "/api/account/subscription"),
      () => user.client.request("POST", "/api/rpc/get_user_subscription_fast", { user_id_param: user.id }),
      () => user.client.request("POST", "/api/rpc/get_user_data_batch", { user_id_param: user.id }),
      () => user.client.request("POST", "/api/account/trial", { planType: "premium" }),
    ];
    const { responses } = await race(16, (i) => calls[i % calls.length]!());
    expect(responses.filter((r) => r.statusCode >= 500)).toEqual([]);
    const trials = responses.filter((r, i) => i % calls.length === 3);
    expect(trials.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const rows = await t.database.db.select().from(subscriptions).where(eq(subscriptions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ planType: "premium", isTrial: true });
  });
});
