import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { BUILT_IN_EVENT_TYPES } from "#shared/event-types.ts";
import { CHECKLIST_ITEMS_MAX, type TChecklist, type TChecklistItem } from "#shared/checklists/schemas.ts";
import { checklistsContract as api } from "#shared/checklists/contract.ts";
import { daysBeforeDay, findStarter } from "#shared/checklists/starters.ts";
import { journeyForEventType } from "#shared/planning/journeys.ts";
import type { Endpoint } from "#shared/contract.ts";
import { eventsContract } from "#shared/events/contract.ts";
import { createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { signUp, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { errorOf, type TestCallInput } from "#tests/fixtures/http-client.ts";
import { createChecklist } from "./index.ts";
import { checklistItems, checklists } from "./tables.ts";

let t: TestApp;
let owner: SignedUpUser;
let stranger: SignedUpUser;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.client());
  stranger = await signUp(t.client());
});
afterAll(async () => {
  await t?.close();
});

const gathering = (overrides: Record<string, unknown> = {}) => ({
  name: "Class of 2006 Reunion",
  eventTypeId: "school-type-1",
  startAt: "2027-06-12T17:00:00+02:00",
  endAt: "2027-06-12T23:30:00+02:00",
  timeZone: "Europe/Amsterdam",
  ...overrides,
});

async function event(user: SignedUpUser, overrides: Record<string, unknown> = {}) {
  const response = await user.client.call(eventsContract.create, { body: gathering(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function checklist(user: SignedUpUser, eventId: string, body: Record<string, unknown> = {}): Promise<TChecklist> {
  const response = await user.client.call(api.create, { body: { eventId, title: "Venue", ...body } });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function addItem(
  user: SignedUpUser,
  checklistId: string,
  body: Record<string, unknown>,
): Promise<TChecklistItem> {
  const response = await user.client.call(api.addItem, { params: { checklistId }, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

async function lists(user: SignedUpUser, eventId: string): Promise<TChecklist[]> {
  const response = await user.client.call(api.list, { params: { eventId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const texts = (list: TChecklist) => list.items.map((i) => i.text);

describe("checklists", () => {
  it("creates blank and filled checklists and lists them with their items in order", async () => {
    const { id: eventId } = await event(owner);
    const blank = await checklist(owner, eventId, { title: "  Day of  " });
    expect(blank).toMatchObject({ eventId, title: "Day of", position: 0, items: [] });
    const filled = await checklist(owner, eventId, {
      title: "Venue",
      items: [{ text: "Book the hall", dueDate: "2027-03-01" }, { text: "Pay the deposit" }],
    });
    expect(filled.position).toBe(1);
    expect(filled.items).toMatchObject([
      { text: "Book the hall", dueDate: "2027-03-01", done: false, doneAt: null, position: 0 },
      { text: "Pay the deposit", dueDate: null, position: 1 },
    ]);
    expect((await lists(owner, eventId)).map((c) => c.title)).toEqual(["Day of", "Venue"]);
  });

  it("adds, edits, ticks, unticks and deletes items, and renames and deletes a checklist", async () => {
    const { id: eventId } = await event(owner);
    const list = await checklist(owner, eventId);
    const first = await addItem(owner, list.id, { text: "Book the hall" });
    const second = await addItem(owner, list.id, { text: "Order flowers", dueDate: "2027-06-01" });
    expect(second.position).toBeGreaterThan(first.position);

    const edited = await owner.client.call(api.updateItem, {
      params: { itemId: first.id },
      body: { text: "Book the gym", dueDate: "2027-02-01" },
    });
    expect(edited.json()).toMatchObject({ text: "Book the gym", dueDate: "2027-02-01", done: false });

    const ticked = (
      await owner.client.call(api.updateItem, { params: { itemId: first.id }, body: { done: true } })
    ).json();
    expect(ticked.done).toBe(true);
    expect(Date.parse(ticked.doneAt!)).toBeGreaterThan(Date.now() - 60_000);
    const again = (
      await owner.client.call(api.updateItem, { params: { itemId: first.id }, body: { done: true } })
    ).json();
    expect(again.doneAt).toBe(ticked.doneAt);
    const unticked = (
      await owner.client.call(api.updateItem, { params: { itemId: first.id }, body: { done: false } })
    ).json();
    expect(unticked).toMatchObject({ done: false, doneAt: null });
    const cleared = (
      await owner.client.call(api.updateItem, { params: { itemId: second.id }, body: { dueDate: null } })
    ).json();
    expect(cleared.dueDate).toBeNull();

    const renamed = await owner.client.call(api.rename, {
      params: { checklistId: list.id },
      body: { title: "The venue" },
    });
    expect(renamed.json()).toMatchObject({
      title: "The venue",
      items: [{ text: "Book the gym" }, { text: "Order flowers" }],
    });

    expect((await owner.client.call(api.removeItem, { params: { itemId: second.id } })).statusCode).toBe(200);
    expect(texts((await lists(owner, eventId))[0]!)).toEqual(["Book the gym"]);
    expect(
      (await owner.client.call(api.updateItem, { params: { itemId: second.id }, body: { done: true } })).statusCode,
    ).toBe(404);

    expect((await owner.client.call(api.remove, { params: { checklistId: list.id } })).statusCode).toBe(200);
    expect(await lists(owner, eventId)).toEqual([]);
    expect(await t.database.db.select().from(checklistItems).where(eq(checklistItems.checklistId, list.id))).toEqual(
      [],
    );
  });

  it("puts an item back where it was, ticked, so a delete can be undone", async () => {
    const { id: eventId } = await event(owner);
    const list = await checklist(owner, eventId, { items: [{ text: "A" }, { text: "B" }, { text: "C" }] });
    await owner.client.call(api.removeItem, { params: { itemId: list.items[1]!.id } });
    const restored = await addItem(owner, list.id, { text: "B", done: true, index: 1 });
    expect(restored).toMatchObject({ done: true });
    expect(restored.doneAt).not.toBeNull();
    expect(texts((await lists(owner, eventId))[0]!)).toEqual(["A", "B", "C"]);
    await addItem(owner, list.id, { text: "First", index: 0 });
    await addItem(owner, list.id, { text: "Last", index: 99 });
    expect(texts((await lists(owner, eventId))[0]!)).toEqual(["First", "A", "B", "C", "Last"]);
  });

  it("reorders items and checklists", async () => {
    const { id: eventId } = await event(owner);
    const venue = await checklist(owner, eventId, {
      title: "Venue",
      items: [{ text: "A" }, { text: "B" }, { text: "C" }],
    });
    const day = await checklist(owner, eventId, { title: "Day of" });
    const [a, b, c] = venue.items.map((i) => i.id);
    const reordered = await owner.client.call(api.reorderItems, {
      params: { checklistId: venue.id },
      body: { itemIds: [c, a, b] },
    });
    expect(reordered.statusCode, reordered.body).toBe(200);
    expect(texts(reordered.json())).toEqual(["C", "A", "B"]);
    expect(reordered.json().items.map((i) => i.position)).toEqual([0, 1, 2]);
    expect(texts((await lists(owner, eventId))[0]!)).toEqual(["C", "A", "B"]);

    const empty = await owner.client.call(api.reorderItems, { params: { checklistId: day.id }, body: { itemIds: [] } });
    expect(empty.statusCode).toBe(200);

    const swapped = await owner.client.call(api.reorderLists, {
      params: { eventId },
      body: { checklistIds: [day.id, venue.id] },
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect((await lists(owner, eventId)).map((l) => l.title)).toEqual(["Day of", "Venue"]);
    const partial = await owner.client.call(api.reorderLists, {
      params: { eventId },
      body: { checklistIds: [day.id] },
    });
    expect(partial.statusCode).toBe(400);
    expect(errorOf(partial).fields).toHaveProperty("checklistIds");
  });

  it("works inside another module's transaction and rolls back with it", async () => {
    const { id: eventId } = await event(owner);
    const actor = { userId: owner.id, email: owner.email, sessionId: "test" };
    const made = await t.database.db.transaction(async (tx) =>
      createChecklist(
        { db: tx, actor },
        { eventId, title: "From a template", items: [{ text: "Book the hall", dueDate: "2027-05-01" }] },
      ),
    );
    expect(made).toMatchObject({ title: "From a template", items: [{ text: "Book the hall", dueDate: "2027-05-01" }] });

    await expect(
      t.database.db.transaction(async (tx) => {
        await createChecklist({ db: tx, actor }, { eventId, title: "Rolled back", items: [{ text: "Gone" }] });
        throw new Error("template failed");
      }),
    ).rejects.toThrow("template failed");
    expect((await lists(owner, eventId)).map((l) => l.title)).toEqual(["From a template"]);

    // Called directly, bad input is the same 400 naming the field as through a route.
    await expect(createChecklist({ db: t.database.db, actor }, { eventId, title: " " })).rejects.toMatchObject({
      status: 400,
      fields: { title: "Title is required" },
    });
  });

  it("deleting the event deletes its checklists and their items", async () => {
    const { id: eventId } = await event(owner);
    const list = await checklist(owner, eventId, { items: [{ text: "A" }] });
    expect((await owner.client.call(eventsContract.remove, { params: { eventId } })).statusCode).toBe(200);
    expect((await owner.client.call(api.get, { params: { checklistId: list.id } })).statusCode).toBe(404);
    expect(await t.database.db.select().from(checklists).where(eq(checklists.eventId, eventId))).toEqual([]);
    expect(await t.database.db.select().from(checklistItems).where(eq(checklistItems.checklistId, list.id))).toEqual(
      [],
    );
  });
});

describe("limits", () => {
  it("refuses the item past the maximum, also when adds race", async () => {
    const { id: eventId } = await event(owner);
    const items = Array.from({ length: CHECKLIST_ITEMS_MAX - 5 }, (_, i) => ({ text: `Item ${i + 1}` }));
    const list = await checklist(owner, eventId, { items });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        owner.client.call(api.addItem, { params: { checklistId: list.id }, body: { text: `Racing ${i}` } }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(7);
    for (const r of refused) {
      expect(r.statusCode).toBe(400);
      expect(errorOf(r).message).toBe(`A checklist holds at most ${CHECKLIST_ITEMS_MAX} items`);
    }
    expect((await lists(owner, eventId))[0]!.items).toHaveLength(CHECKLIST_ITEMS_MAX);
    const tooMany = await owner.client.call(api.create, {
      body: { eventId, title: "Huge", items: [...items, ...items] },
    });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).fields).toHaveProperty("items");
  });
});

describe("bad input names the field and writes nothing", () => {
  it.each([
    ["empty title", { title: "  " }, "title", "Title is required"],
    ["empty item text", { items: [{ text: " " }] }, "items.0.text", "Text is required"],
    [
      "impossible date",
      { items: [{ text: "A", dueDate: "2027-02-30" }] },
      "items.0.dueDate",
      "Due date must be a date",
    ],
    ["not a date", { items: [{ text: "A", dueDate: "next week" }] }, "items.0.dueDate", "Due date must be a date"],
    ["malformed event id", { eventId: "nope" }, "eventId", "Choose an event"],
    ["unknown field", { ownerId: "x" }, "ownerId", undefined],
  ])("POST /api/checklists with %s", async (_label, change, field, message) => {
    const { id: eventId } = await event(owner);
    const response = await owner.client.call(api.create, { body: { eventId, title: "Venue", ...change } });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields).toHaveProperty([field]);
    if (message) expect(errorOf(response).fields?.[field]).toBe(message);
    expect(await lists(owner, eventId)).toEqual([]);
  });

  it("refuses bad items, renames and starters", async () => {
    const { id: eventId } = await event(owner);
    const list = await checklist(owner, eventId, { items: [{ text: "A" }] });
    const item = list.items[0]!;
    const onList = { checklistId: list.id };
    const onItem = { itemId: item.id };
    const cases: Array<[Endpoint, TestCallInput, string]> = [
      [api.addItem, { params: onList, body: { text: "" } }, "text"],
      [api.addItem, { params: onList, body: { text: "B", dueDate: "31/12/2027" } }, "dueDate"],
      [api.addItem, { params: onList, body: { text: "x".repeat(501) } }, "text"],
      [api.updateItem, { params: onItem, body: { text: "   " } }, "text"],
      [api.updateItem, { params: onItem, body: { dueDate: "2027-13-01" } }, "dueDate"],
      [api.updateItem, { params: onItem, body: { done: "yes" } }, "done"],
      [api.rename, { params: onList, body: { title: "" } }, "title"],
      [api.createFromStarter, { body: { eventId, starterKey: "no-such-starter" } }, "starterKey"],
      [api.createFromStarter, { body: { eventId } }, "starterKey"],
    ];
    for (const [endpoint, input, field] of cases) {
      const response = await owner.client.call(endpoint, input);
      expect(response.statusCode, `${endpoint.name} ${JSON.stringify(input.body)}`).toBe(400);
      expect(errorOf(response).fields, endpoint.name).toHaveProperty([field]);
    }
    const after = (await lists(owner, eventId))[0]!;
    expect(after).toMatchObject({ title: "Venue", items: [{ text: "A", dueDate: null, done: false }] });
    expect(await lists(owner, eventId)).toHaveLength(1);
  });

  it("refuses an order with missing, foreign, duplicate or malformed ids", async () => {
    const { id: eventId } = await event(owner);
    const list = await checklist(owner, eventId, { items: [{ text: "A" }, { text: "B" }] });
    const other = await checklist(owner, eventId, { items: [{ text: "Elsewhere" }] });
    const [a, b] = list.items.map((i) => i.id) as [string, string];
    const cases: Array<[string, unknown, string]> = [
      ["missing", [a], "The order must list every item"],
      ["foreign", [a, other.items[0]!.id], "Only this list's items can be ordered here"],
      ["extra", [a, b, other.items[0]!.id], "Only this list's items can be ordered here"],
      ["duplicate", [a, a], "Each item may appear only once"],
      ["malformed", [a, "not-a-uuid"], "Every id must be an item id"],
    ];
    for (const [label, itemIds, message] of cases) {
      const response = await owner.client.call(api.reorderItems, {
        params: { checklistId: list.id },
        body: { itemIds },
      });
      expect(response.statusCode, label).toBe(400);
      const fields = errorOf(response).fields ?? {};
      expect(
        Object.entries(fields).some(([k, v]) => k.startsWith("itemIds") && v === message),
        `${label}: ${JSON.stringify(fields)}`,
      ).toBe(true);
    }
    expect(texts((await lists(owner, eventId))[0]!)).toEqual(["A", "B"]);
  });
});

describe("starters", () => {
  it("gives every built-in type at least one starter of 12 to 25 lines written for it", async () => {
    const seen = new Set<string>();
    for (const type of BUILT_IN_EVENT_TYPES) {
      const response = await owner.client.call(api.starters, { query: { eventTypeId: type.id } });
      expect(response.statusCode).toBe(200);
      const starters = response.json();
      expect(starters.length, type.id).toBeGreaterThanOrEqual(1);
      for (const starter of starters) {
        expect(starter.eventTypeIds, starter.key).toContain(type.id);
        expect(starter.items.length, starter.key).toBeGreaterThanOrEqual(12);
        expect(starter.items.length, starter.key).toBeLessThanOrEqual(25);
        expect(seen.has(starter.key), `${starter.key} is shared`).toBe(false);
        seen.add(starter.key);
      }
    }
    // A type of the organiser's own gets the general starters.
    const own = (
      await owner.client.call(api.starters, { query: { eventTypeId: "6f1c2b8e-9a4d-4c3b-8f2e-1a2b3c4d5e6f" } })
    ).json();
    expect(own.map((s) => s.key)).toEqual(["general-plan", "general-day-of"]);
  });

  it("counts due dates back from the day the event starts in its own time zone", async () => {
    // 00:30 on 1 June in Auckland is still 31 May in UTC: the first day is 1 June.
    const auckland = await event(owner, {
      eventTypeId: "military-type-1",
      startAt: "2027-06-01T00:30:00+12:00",
      endAt: "2027-06-01T23:00:00+12:00",
      timeZone: "Pacific/Auckland",
    });
    const response = await owner.client.call(api.createFromStarter, {
      body: { eventId: auckland.id, starterKey: "military-reunion" },
    });
    expect(response.statusCode, response.body).toBe(201);
    const made = response.json();
    const starter = findStarter("military-reunion")!;
    expect(made.title).toBe(starter.title);
    expect(made.items.map((i) => [i.text, i.dueDate])).toEqual(
      starter.items.map((i) => [i.text, i.daysBefore === null ? null : daysBeforeDay("2027-06-01", i.daysBefore)]),
    );
    expect(made.items[0]!.dueDate).toBe("2026-10-04"); // 240 days before
    expect(made.items.at(-1)!.dueDate).toBe("2027-06-15"); // the follow-up, 14 days after

    // 23:30 on 31 May in Los Angeles is already 1 June in UTC: the first day is 31 May.
    const losAngeles = await event(owner, {
      eventTypeId: "friends-type-1",
      startAt: "2027-05-31T23:30:00-07:00",
      endAt: "2027-06-02T12:00:00-07:00",
      timeZone: "America/Los_Angeles",
    });
    const la = (
      await owner.client.call(api.createFromStarter, {
        body: { eventId: losAngeles.id, starterKey: "friends-day-of" },
      })
    ).json();
    expect(la.items.find((i) => i.text.startsWith("Pick up the keys"))!.dueDate).toBe("2027-05-31");
    expect(la.items[0]!.dueDate).toBe("2027-05-30");
    expect(la.items.at(-1)!.dueDate).toBeNull();
  });

  it("marks the lines that are journey steps of the event's type, and only steps that type's journey has", async () => {
    const reunion = await event(owner, { eventTypeId: "military-type-1" });
    const starter = findStarter("military-reunion")!;
    const made = (
      await owner.client.call(api.createFromStarter, { body: { eventId: reunion.id, starterKey: "military-reunion" } })
    ).json();
    const written = starter.items.map((item) => item.step ?? null);
    expect(written.filter(Boolean).length).toBeGreaterThan(0);
    expect(made.items.map((item) => item.stepKey)).toEqual(written);
    expect(made.items.every((item) => item.taskId === null)).toBe(true);

    // The same starter on a party: the party's journey has none of the unit reunion's own steps.
    const party = await event(owner, { eventTypeId: "social-event-type-1" });
    const partyKeys = new Set(journeyForEventType("social-event-type-1").steps.map((step) => step.key));
    const onParty = (
      await owner.client.call(api.createFromStarter, { body: { eventId: party.id, starterKey: "military-reunion" } })
    ).json();
    expect(onParty.items.map((item) => item.stepKey)).toEqual(
      written.map((step) => (step && partyKeys.has(step) ? step : null)),
    );
  });

  it("keeps due dates that are already past, so they show as overdue", async () => {
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const later = new Date(Date.now() + 4 * 86_400_000).toISOString();
    const { id } = await event(owner, {
      eventTypeId: "social-event-type-1",
      startAt: soon,
      endAt: later,
      timeZone: "UTC",
    });
    const made = (
      await owner.client.call(api.createFromStarter, {
        body: { eventId: id, starterKey: "social-party", title: "Our party plan" },
      })
    ).json();
    expect(made.title).toBe("Our party plan");
    const today = new Date().toISOString().slice(0, 10);
    expect(made.items.filter((i) => i.dueDate !== null && i.dueDate < today).length).toBeGreaterThan(5);
  });
});

describe("tenant isolation", () => {
  it("another owner's event, checklist or item answers 404 on every route and stays untouched", async () => {
    const { id: eventId } = await event(owner, { name: "Private" });
    const list = await checklist(owner, eventId, { title: "Secret", items: [{ text: "A" }, { text: "B" }] });
    const [a, b] = list.items.map((i) => i.id) as [string, string];
    const onList = { checklistId: list.id };
    const calls: Array<[Endpoint, TestCallInput]> = [
      [api.list, { params: { eventId } }],
      [api.reorderLists, { params: { eventId }, body: { checklistIds: [list.id] } }],
      [api.create, { body: { eventId, title: "Mine now" } }],
      [api.createFromStarter, { body: { eventId, starterKey: "school-reunion" } }],
      [api.get, { params: onList }],
      [api.rename, { params: onList, body: { title: "Hijacked" } }],
      [api.remove, { params: onList }],
      [api.addItem, { params: onList, body: { text: "Injected" } }],
      [api.reorderItems, { params: onList, body: { itemIds: [b, a] } }],
      [api.updateItem, { params: { itemId: a }, body: { done: true, text: "Hijacked" } }],
      [api.removeItem, { params: { itemId: a } }],
    ];
    for (const [endpoint, input] of calls) {
      const response = await stranger.client.call(endpoint, input);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(404);
    }
    const [after] = await lists(owner, eventId);
    expect(after).toMatchObject({ title: "Secret", items: [{ text: "A", done: false }, { text: "B" }] });
    expect(await lists(owner, eventId)).toHaveLength(1);
  });

  it("a malformed id answers 404", async () => {
    const calls: Array<[Endpoint, TestCallInput]> = [
      [api.list, { params: { eventId: "nope" } }],
      [api.get, { params: { checklistId: "nope" } }],
      [api.removeItem, { params: { itemId: "nope" } }],
    ];
    for (const [endpoint, input] of calls) {
      expect((await owner.client.call(endpoint, input)).statusCode, endpoint.path).toBe(404);
    }
  });

  it("a visitor who is not signed in gets 401 everywhere", async () => {
    const { id: eventId } = await event(owner);
    const list = await checklist(owner, eventId, { items: [{ text: "A" }] });
    const visitor = t.client();
    const onList = { checklistId: list.id };
    const onItem = { itemId: list.items[0]!.id };
    const calls: Array<[Endpoint, TestCallInput]> = [
      [api.list, { params: { eventId } }],
      [api.reorderLists, { params: { eventId }, body: { checklistIds: [list.id] } }],
      [api.starters, {}],
      [api.create, { body: { eventId, title: "X" } }],
      [api.createFromStarter, { body: { eventId, starterKey: "school-reunion" } }],
      [api.get, { params: onList }],
      [api.rename, { params: onList, body: { title: "X" } }],
      [api.remove, { params: onList }],
      [api.addItem, { params: onList, body: { text: "X" } }],
      [api.reorderItems, { params: onList, body: { itemIds: [list.items[0]!.id] } }],
      [api.updateItem, { params: onItem, body: { done: true } }],
      [api.removeItem, { params: onItem }],
    ];
    for (const [endpoint, input] of calls) {
      expect((await visitor.call(endpoint, input)).statusCode, `${endpoint.method} ${endpoint.path}`).toBe(401);
    }
  });
});
