import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bulkOperationsContract as bulk } from "#shared/bulk-operations/contract.ts";
import { BULK_JOB_THRESHOLD, type TBulkJob, type TBulkResult } from "#shared/bulk-operations/schemas.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { rsvpContract as rsvp } from "#shared/rsvp/contract.ts";
import type { TGuest, TGuestList } from "#shared/rsvp/schemas.ts";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { businessOwner, okJson, teamMember } from "#tests/fixtures/business.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";

let t: TestApp;
let owner: SignedUpUser;
let other: SignedUpUser;
let eventId: string;
let otherEventId: string;

async function newEvent(person: SignedUpUser, name: string): Promise<string> {
  return (await okJson<{ id: string }>(person.client.call(eventsApi.create, { body: eventInput({ name }) }), 201)).id;
}

async function addGuest(person: SignedUpUser, event: string, body: Record<string, unknown>): Promise<TGuest> {
  return okJson<TGuest>(person.client.call(rsvp.addGuest, { params: { eventId: event }, body }), 201);
}

async function guestList(person: SignedUpUser, event: string): Promise<TGuest[]> {
  const list = await okJson<TGuestList>(
    person.client.call(rsvp.listGuests, { params: { eventId: event }, query: { limit: 100 } }),
  );
  return list.guests;
}

const runGuests = (person: SignedUpUser, body: Record<string, unknown>) =>
  person.client.call(bulk.guests, { body: body as never });

beforeAll(async () => {
  t = await createTestApp();
  owner = await businessOwner(t);
  other = await businessOwner(t);
  eventId = await newEvent(owner, "Harbour Gala");
  otherEventId = await newEvent(other, "Someone Else's Party");
});
afterAll(() => t?.close());

describe("bulk operations on guests", () => {
  it("tags the picked guests, counting another account's guest as not found and leaving it alone", async () => {
    const ada = await addGuest(owner, eventId, { name: "Ada", email: "ada@example.com" });
    const grace = await addGuest(owner, eventId, { name: "Grace" });
    const foreign = await addGuest(other, otherEventId, { name: "Mallory" });

    const result = await okJson<TBulkResult>(
      runGuests(owner, {
        eventId,
        guestIds: [ada.id, grace.id, foreign.id],
        operation: { action: "tag", tag: "vip" },
      }),
    );
    expect(result).toEqual({ state: "done", affected: 2, unchanged: 0, notFound: 1 });
    expect((await guestList(owner, eventId)).map((g) => [g.name, g.tags])).toEqual([
      ["Ada", ["vip"]],
      ["Grace", ["vip"]],
    ]);
    expect((await guestList(other, otherEventId))[0]!.tags).toEqual([]);

    // Another account's event answers 404 with the field named.
    const foreignEvent = await runGuests(owner, {
      eventId: otherEventId,
      matching: {},
      operation: { action: "delete" },
    });
    expect(foreignEvent.statusCode).toBe(404);
    expect(errorOf(foreignEvent).fields).toHaveProperty(["eventId"]);
    expect(await guestList(other, otherEventId)).toHaveLength(1);
  });

  it("records an answer for everyone matching a filter, or for nobody when one of them cannot take it", async () => {
    await okJson(
      owner.client.call(rsvp.updateSettings, { params: { eventId }, body: { mealOptions: ["Fish", "Veg"] } }),
    );
    const [ada, grace] = await guestList(owner, eventId);
    await okJson(
      owner.client.call(rsvp.recordAnswer, {
        params: { guestId: ada!.id },
        body: { status: "yes", headcount: 1, party: [{ name: "Ada", meal: "Fish", dietary: "" }] },
      }),
    );
    const impact = await okJson(owner.client.call(bulk.previewGuests, { body: { eventId, matching: { tag: "vip" } } }));
    expect(impact).toEqual({ guests: 2, answered: 1, mealChoices: 1, withEmail: 1, notFound: 0 });

    // Fish is off the menu: Ada's party can no longer be saved as it is, so the whole operation is refused.
    await okJson(owner.client.call(rsvp.updateSettings, { params: { eventId }, body: { mealOptions: ["Veg"] } }));
    const refused = await runGuests(owner, {
      eventId,
      matching: { tag: "vip" },
      operation: { action: "answer", status: "maybe" },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    const after = await guestList(owner, eventId);
    expect(after.find((g) => g.id === grace!.id)!.status).toBe("pending");
    expect(after.find((g) => g.id === ada!.id)!.status).toBe("yes");

    const noAnswers = await okJson<TBulkResult>(
      runGuests(owner, { eventId, guestIds: [grace!.id], operation: { action: "answer", status: "no" } }),
    );
    expect(noAnswers).toMatchObject({ state: "done", affected: 1 });
    expect((await guestList(owner, eventId)).find((g) => g.id === grace!.id)!.status).toBe("no");
  });

  it("names the field of bad input", async () => {
    const empty = await runGuests(owner, {
      eventId,
      matching: {},
      operation: { action: "tag", tag: "  " },
    });
    expect(empty.statusCode).toBe(400);
    expect(errorOf(empty).fields).toEqual({ "operation.tag": "Enter a tag" });
    const both = await runGuests(owner, {
      eventId,
      matching: {},
      guestIds: [eventId],
      operation: { action: "delete" },
    });
    expect(both.statusCode).toBe(400);
    expect(Object.keys(errorOf(both).fields ?? {})).toEqual(["guestIds"]);
    const badId = await runGuests(owner, {
      eventId,
      guestIds: ["not-a-uuid"],
      operation: { action: "delete" },
    });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(errorOf(badId).fields ?? {})[0]).toContain("guestIds");
  });

  it("exports only the selected guests", async () => {
    const [ada] = await guestList(owner, eventId);
    const file = await owner.client.call(bulk.exportGuests, {
      query: { eventId, guestIds: [ada!.id], format: "csv" },
    });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers["content-type"]).toContain("text/csv");
    const lines = file.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Ada");
  });

  it("deletes nothing when one of the deletes fails", async () => {
    const event = await newEvent(owner, "Refusing Picnic");
    const kept = await addGuest(owner, event, { name: "Kept Guest" });
    const refused = await addGuest(owner, event, { name: "Undeletable Guest" });
    // A database that refuses one row's delete halfway through the statement (as a failing disk or a lock timeout would).
    await t.database.db.execute(sql`
      create function refuse_undeletable() returns trigger language plpgsql as $$
      begin
        if old.name = 'Undeletable Guest' then raise exception 'refused for the test'; end if;
        return old;
      end $$`);
    await t.database.db.execute(
      sql`create trigger refuse_undeletable before delete on guests for each row execute function refuse_undeletable()`,
    );
    try {
      const failed = await runGuests(owner, {
        eventId: event,
        guestIds: [kept.id, refused.id],
        operation: { action: "delete" },
      });
      expect(failed.statusCode).toBe(500);
      expect((await guestList(owner, event)).map((g) => g.name)).toEqual(["Kept Guest", "Undeletable Guest"]);
    } finally {
      await t.database.db.execute(sql`drop trigger refuse_undeletable on guests`);
      await t.database.db.execute(sql`drop function refuse_undeletable()`);
    }
  });

  it("deletes the selected guests and their answers in one go", async () => {
    const before = await guestList(owner, eventId);
    const result = await okJson<TBulkResult>(
      runGuests(owner, {
        eventId,
        guestIds: before.map((g) => g.id),
        operation: { action: "delete" },
      }),
    );
    expect(result).toEqual({ state: "done", affected: before.length, unchanged: 0, notFound: 0 });
    expect(await guestList(owner, eventId)).toEqual([]);
  });

  it("runs a large selection as a job whose progress reaches 100 %, and shows it to nobody else", async () => {
    const rows = Array.from({ length: BULK_JOB_THRESHOLD + 5 }, (_, i) => `Guest ${i},guest${i}@example.com`);
    const imported = await okJson<{ created: number }>(
      owner.client.call(rsvp.importGuests, {
        params: { eventId },
        body: { csv: ["Name,Email", ...rows].join("\n") },
      }),
    );
    expect(imported.created).toBe(BULK_JOB_THRESHOLD + 5);

    const queued = await okJson<TBulkResult>(
      runGuests(owner, { eventId, matching: {}, operation: { action: "tag", tag: "imported" } }),
    );
    expect(queued).toMatchObject({ state: "queued", total: BULK_JOB_THRESHOLD + 5, notFound: 0 });
    const jobId = queued.state === "queued" ? queued.jobId : "";

    const stranger = await other.client.call(bulk.job, { params: { jobId } });
    expect(stranger.statusCode).toBe(404);

    await t.jobs.idle();
    const job = await okJson<TBulkJob>(owner.client.call(bulk.job, { params: { jobId } }));
    expect(job).toEqual({
      jobId,
      state: "done",
      total: BULK_JOB_THRESHOLD + 5,
      done: BULK_JOB_THRESHOLD + 5,
      percent: 100,
      message: null,
    });
    const tagged = await okJson<TGuestList>(
      owner.client.call(rsvp.listGuests, { params: { eventId }, query: { tag: "imported", limit: 1 } }),
    );
    expect(tagged.total).toBe(BULK_JOB_THRESHOLD + 5);
  });
});

describe("bulk operations on events", () => {
  it("publishes, cancels and deletes the account's events only, naming what a delete loses", async () => {
    const a = await newEvent(owner, "Spring Fair");
    const b = await newEvent(owner, "Summer Fair");
    await addGuest(owner, a, { name: "Linus" });

    const published = await okJson<TBulkResult>(
      owner.client.call(bulk.events, { body: { eventIds: [a, b, otherEventId], operation: { action: "publish" } } }),
    );
    expect(published).toEqual({ state: "done", affected: 2, unchanged: 0, notFound: 1 });
    const statusOf = async (person: SignedUpUser, id: string) =>
      (await okJson<TEvent>(person.client.call(eventsApi.get, { params: { eventId: id } }))).status;
    expect(await statusOf(owner, a)).toBe("published");
    expect(await statusOf(other, otherEventId)).toBe("draft");

    const cancelled = await okJson<TBulkResult>(
      owner.client.call(bulk.events, { body: { eventIds: [a], operation: { action: "cancel" } } }),
    );
    expect(cancelled).toMatchObject({ affected: 1 });

    const impact = await okJson(owner.client.call(bulk.previewEvents, { body: { eventIds: [a, b, otherEventId] } }));
    expect(impact).toEqual({ events: 2, guests: 1, paidOrders: 0, notFound: 1 });

    const deleted = await okJson<TBulkResult>(
      owner.client.call(bulk.events, { body: { eventIds: [a, b, otherEventId], operation: { action: "delete" } } }),
    );
    expect(deleted).toEqual({ state: "done", affected: 2, unchanged: 0, notFound: 1 });
    expect((await owner.client.call(eventsApi.get, { params: { eventId: a } })).statusCode).toBe(404);
    expect(await statusOf(other, otherEventId)).toBe("draft");
  });

  it("exports the selected events", async () => {
    const file = await owner.client.call(bulk.exportEvents, { query: { eventIds: [eventId], format: "csv" } });
    expect(file.statusCode, file.body).toBe(200);
    expect(file.body).toContain("Harbour Gala");
    expect(file.body).not.toContain("Someone Else");
  });
});

describe("who may run bulk operations", () => {
  it("refuses a pro plan, and a viewer of the team, while an editor works on the account", async () => {
    const pro = await signUp(t.client(), { planType: "pro" });
    const refused = await pro.client.call(bulk.events, {
      body: { eventIds: [eventId], operation: { action: "delete" } },
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "business" });

    const viewer = await teamMember(t, owner, "viewer");
    const denied = await viewer.client.call(bulk.events, {
      body: { eventIds: [eventId], operation: { action: "delete" } },
    });
    expect(denied.statusCode).toBe(403);
    expect((await owner.client.call(eventsApi.get, { params: { eventId } })).statusCode).toBe(200);

    const editor = await teamMember(t, owner, "editor");
    const guest = await addGuest(owner, eventId, { name: "Temp" });
    const done = await okJson<TBulkResult>(
      runGuests(editor, { eventId, guestIds: [guest.id], operation: { action: "untag", tag: "none" } }),
    );
    expect(done).toEqual({ state: "done", affected: 0, unchanged: 1, notFound: 0 });
  });
});
