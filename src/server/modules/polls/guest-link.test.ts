/**
 * Polls through a guest's personal invitation link (no account): the guest answers, changes the answer and
 * sees the results as the poll allows; a guest with a verified account keeps one answer whichever way they
 * answer; links, polls of other events and the host's plan are refused as everywhere else.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import Papa from "papaparse";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { rsvpContract as rsvpApi } from "#shared/rsvp/contract.ts";
import { pollsContract as pollsApi } from "#shared/polls/contract.ts";
import type { TGuestPoll, TPoll, TPollResults } from "#shared/polls/schemas.ts";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { changePlan, createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { eventInput, signUp, uniqueEmail, verifyEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { pollResponses } from "./tables.ts";

let t: TestApp;
let organiser: SignedUpUser;
let eventId: string;
let otherEventId: string;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await signUp(t.client(), { planType: "premium", firstName: "Olive", lastName: "Organiser" });
  eventId = await newEvent("Class of 2006 Reunion");
  otherEventId = await newEvent("Summer picnic");
});
afterAll(async () => {
  await t?.close();
});

/** Published: a guest's link shows nothing of a draft (ADR 025). */
async function newEvent(name: string): Promise<string> {
  const response = await organiser.client.call(eventsApi.create, { body: eventInput({ name, status: "published" }) });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** A guest of `event` with their personal link's token. */
async function addGuest(name: string, email: string | null, event = eventId): Promise<{ id: string; token: string }> {
  const response = await organiser.client.call(rsvpApi.addGuest, {
    params: { eventId: event },
    body: { name, ...(email ? { email } : {}) },
  });
  expect(response.statusCode, response.body).toBe(201);
  const guest = response.json() as { id: string; invitationPath: string };
  return { id: guest.id, token: guest.invitationPath.split("/").pop()! };
}

async function createPoll(body: Record<string, unknown>, event = eventId): Promise<TPoll> {
  const response = await organiser.client.call(pollsApi.create, { params: { eventId: event }, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TPoll;
}

const dinnerPoll = (overrides: Record<string, unknown> = {}) => ({
  kind: "poll",
  title: "Where shall we eat?",
  questions: [{ prompt: "Pick a restaurant", kind: "single", options: [{ label: "Pizza" }, { label: "Sushi" }] }],
  ...overrides,
});
const wishesPoll = (overrides: Record<string, unknown> = {}) => ({
  kind: "poll",
  title: "Wishes",
  questions: [{ prompt: "Any wishes for the evening?", kind: "text" }],
  ...overrides,
});

const guestPolls = (token: string, client = t.client()) => client.call(pollsApi.guestList, { params: { token } });

async function guestPoll(token: string, pollId: string): Promise<TGuestPoll> {
  const response = await guestPolls(token);
  expect(response.statusCode, response.body).toBe(200);
  const poll = (response.json() as { items: TGuestPoll[] }).items.find((p) => p.id === pollId);
  expect(poll, `poll ${pollId} in the guest's list`).toBeDefined();
  return poll!;
}

const guestAnswer = (token: string, pollId: string, answers: unknown[], client = t.client()) =>
  client.call(pollsApi.guestRespond, { params: { token, pollId }, body: { answers } });

const pick = (poll: TPoll, option: number) => [
  { questionId: poll.questions[0]!.id, optionIds: [poll.questions[0]!.options[option]!.id] },
];

async function organiserResults(pollId: string): Promise<TPollResults> {
  const response = await organiser.client.call(pollsApi.results, { params: { id: pollId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPollResults;
}

const responsesOf = (pollId: string) =>
  t.database.db.select().from(pollResponses).where(eq(pollResponses.pollId, pollId));

describe("a guest without an account", () => {
  it("answers, changes the answer, and sees the results once answered: one response, counted with the members'", async () => {
    const gina = await addGuest("Gina Guest", uniqueEmail("gina"));
    const poll = await createPoll(dinnerPoll());

    const before = await guestPoll(gina.token, poll.id);
    expect(before).toMatchObject({
      title: "Where shall we eat?",
      status: "open",
      answered: false,
      canManage: false,
      resultsVisible: false,
      results: null,
      myAnswers: [],
      timeZone: "Europe/Amsterdam",
    });
    expect(before.questions[0]!.options.map((o) => o.label)).toEqual(["Pizza", "Sushi"]);

    const first = await guestAnswer(gina.token, poll.id, pick(poll, 0));
    expect(first.statusCode, first.body).toBe(200);
    const answered = first.json() as TGuestPoll;
    expect(answered).toMatchObject({ answered: true, resultsVisible: true, responses: 1 });
    expect(answered.results!.questions[0]!.options.map((o) => o.count)).toEqual([1, 0]);

    const changed = (await guestAnswer(gina.token, poll.id, pick(poll, 1))).json() as TGuestPoll;
    expect(changed.myAnswers).toEqual([
      { questionId: poll.questions[0]!.id, optionIds: [poll.questions[0]!.options[1]!.id], value: null, text: null },
    ]);
    expect(changed.results!.questions[0]!.options.map((o) => o.count)).toEqual([0, 1]);
    // The link shows the same thing when opened again.
    expect((await guestPoll(gina.token, poll.id)).myAnswers).toEqual(changed.myAnswers);

    const rows = await responsesOf(poll.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ guestId: gina.id, userId: null });
    expect((await organiserResults(poll.id)).totalResponses).toBe(1);
  });

  it("sees the results of a poll it has not answered only once the poll is closed", async () => {
    const guest = await addGuest("Harry Late", null);
    const poll = await createPoll(dinnerPoll());
    expect((await guestPoll(guest.token, poll.id)).results).toBeNull();
    await organiser.client.call(pollsApi.close, { params: { id: poll.id } });
    const closed = await guestPoll(guest.token, poll.id);
    expect(closed).toMatchObject({ status: "closed", answered: false, resultsVisible: true });
    expect(closed.results).toMatchObject({ status: "closed", totalResponses: 0 });
    const late = await guestAnswer(guest.token, poll.id, pick(poll, 0));
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({ code: "POLL_CLOSED", message: "This poll is closed." });
  });

  it("is named by the guest list's name to the organiser, and never in an anonymous poll", async () => {
    const ivy = await addGuest("Ivy Invited", uniqueEmail("ivy"));
    const named = await createPoll(wishesPoll());
    const anonymous = await createPoll(wishesPoll({ title: "Secret wishes", anonymous: true }));
    for (const poll of [named, anonymous]) {
      const response = await guestAnswer(ivy.token, poll.id, [{ questionId: poll.questions[0]!.id, text: "Karaoke" }]);
      expect(response.statusCode, response.body).toBe(200);
      // The guest sees the texts, never the names.
      expect((response.json() as TGuestPoll).results!.questions[0]!.texts).toEqual([{ text: "Karaoke", name: null }]);
    }
    expect((await organiserResults(named.id)).questions[0]!.texts).toEqual([{ text: "Karaoke", name: "Ivy Invited" }]);
    expect((await organiserResults(anonymous.id)).questions[0]!.texts).toEqual([{ text: "Karaoke", name: null }]);

    const csv = async (pollId: string) => {
      const response = await organiser.client.call(pollsApi.export, {
        params: { id: pollId },
        query: { format: "csv" },
      });
      expect(response.statusCode).toBe(200);
      return Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    };
    const namedRows = await csv(named.id);
    expect(namedRows[0]).toEqual(["Answered at", "Name", "Any wishes for the evening?"]);
    expect(namedRows[1]!.slice(1)).toEqual(["Ivy Invited", "Karaoke"]);
    const anonymousRows = await csv(anonymous.id);
    expect(anonymousRows[0]).toEqual(["Answered at", "Any wishes for the evening?"]);
    expect(JSON.stringify(anonymousRows)).not.toContain("Ivy");
  });

  it("loses its answers with its place on the guest list", async () => {
    const gone = await addGuest("Gone Guest", null);
    const poll = await createPoll(dinnerPoll());
    expect((await guestAnswer(gone.token, poll.id, pick(poll, 0))).statusCode).toBe(200);
    const removed = await organiser.client.call(rsvpApi.removeGuest, { params: { guestId: gone.id } });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    expect(await responsesOf(poll.id)).toEqual([]);
    expect((await organiserResults(poll.id)).totalResponses).toBe(0);
  });
});

describe("refusals", () => {
  it("names the field of an answer that does not fit, and saves nothing", async () => {
    const guest = await addGuest("Fay Field", null);
    const poll = await createPoll(dinnerPoll());
    const other = await createPoll(dinnerPoll({ title: "Another" }));
    const question = poll.questions[0]!.id;
    const cases: Array<[unknown, string]> = [
      [{ answers: [{ questionId: question, optionIds: [other.questions[0]!.options[0]!.id] }] }, "answers.0.optionIds"],
      [{ answers: [] }, "questions.0"],
      [
        { answers: [{ questionId: question, optionIds: poll.questions[0]!.options.map((o) => o.id) }] },
        "answers.0.optionIds",
      ],
      [{ answers: [{ questionId: "not-an-id" }] }, "answers.0.questionId"],
      [{ answers: [], surprise: true }, "surprise"],
    ];
    for (const [body, field] of cases) {
      const response = await t
        .client()
        .call(pollsApi.guestRespond, { params: { token: guest.token, pollId: poll.id }, body: body as never });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(errorOf(response).fields, `${field}: ${response.body}`).toHaveProperty([field]);
    }
    expect(await responsesOf(poll.id)).toEqual([]);
  });

  it("answers 404 to a poll of another event, to a malformed poll id and to an unknown or replaced link", async () => {
    const guest = await addGuest("Nora Nosy", null);
    const elsewhere = await createPoll(dinnerPoll({ title: "Picnic food" }), otherEventId);
    const foreign = await guestAnswer(guest.token, elsewhere.id, pick(elsewhere, 0));
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).code).toBe("NOT_FOUND");
    expect((await guestAnswer(guest.token, "not-a-poll", [])).statusCode).toBe(404);
    const list = (await guestPolls(guest.token)).json() as { items: TGuestPoll[] };
    expect(list.items.map((p) => p.id)).not.toContain(elsewhere.id);
    expect(list.items.every((p) => p.eventId === eventId)).toBe(true);
    expect(await responsesOf(elsewhere.id)).toEqual([]);

    const poll = await createPoll(dinnerPoll());
    for (const response of [
      await guestPolls("no-such-link"),
      await guestAnswer("no-such-link", poll.id, pick(poll, 0)),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toContain("This link is not valid");
    }
    // A new link replaces the old one.
    const renewed = await organiser.client.call(rsvpApi.newGuestLink, { params: { guestId: guest.id } });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((await guestPolls(guest.token)).statusCode).toBe(404);
  });

  it("answers 403 PLAN_REQUIRED once the host's plan no longer includes polls, and saves nothing", async () => {
    const guest = await addGuest("Paula Plan", null);
    const poll = await createPoll(dinnerPoll());
    await changePlan(t, organiser.id, "free");
    try {
      for (const response of [await guestPolls(guest.token), await guestAnswer(guest.token, poll.id, pick(poll, 0))]) {
        expect(response.statusCode, response.body).toBe(403);
        expect(errorOf(response)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "premium" });
      }
      // A wrong link is still just a wrong link.
      expect((await guestPolls("no-such-link")).statusCode).toBe(404);
    } finally {
      await changePlan(t, organiser.id, "premium");
    }
    expect(await responsesOf(poll.id)).toEqual([]);
  });

  it("answers 409 EVENT_NOT_PUBLISHED while the event is a draft again, saving nothing, and works once published", async () => {
    const guest = await addGuest("Dora Draft", null);
    const poll = await createPoll(dinnerPoll({ title: "Draft dinner" }));
    const setStatus = async (status: string) => {
      const response = await organiser.client.call(eventsApi.setStatus, { params: { eventId }, body: { status } });
      expect(response.statusCode, response.body).toBe(200);
    };
    await setStatus("draft");
    try {
      for (const response of [await guestPolls(guest.token), await guestAnswer(guest.token, poll.id, pick(poll, 0))]) {
        expect(response.statusCode, response.body).toBe(409);
        expect(errorOf(response).code).toBe("EVENT_NOT_PUBLISHED");
        expect(response.body).not.toContain("Draft dinner");
      }
      expect((await guestPolls("no-such-link")).statusCode).toBe(404);
    } finally {
      await setStatus("published");
    }
    expect(await responsesOf(poll.id)).toEqual([]);
    expect((await guestAnswer(guest.token, poll.id, pick(poll, 0))).statusCode).toBe(200);
  });

  it("limits how many answers one link may send", async () => {
    const guest = await addGuest("Rita Rapid", null);
    const poll = await createPoll(dinnerPoll());
    const client = t.client();
    for (let i = 0; i < 30; i++) {
      const response = await guestAnswer(guest.token, poll.id, pick(poll, i % 2), client);
      expect(response.statusCode, response.body).toBe(200);
    }
    const refused = await guestAnswer(guest.token, poll.id, pick(poll, 0), client);
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe("RATE_LIMITED");
    expect(refused.headers["retry-after"]).toBeDefined();
  });
});

describe("a guest with a verified account", () => {
  async function verifiedGuest(
    firstName: string,
  ): Promise<{ user: SignedUpUser; guest: { id: string; token: string } }> {
    const user = await signUp(t.client(), {
      firstName,
      lastName: "Member",
      email: uniqueEmail(firstName.toLowerCase()),
    });
    await verifyEmail(t, user);
    return { user, guest: await addGuest(`${firstName} Guest-list`, user.email) };
  }

  it("sees the answer given signed in through the link, and changes it there: one response, the account's", async () => {
    const { user, guest } = await verifiedGuest("Vera");
    const poll = await createPoll(dinnerPoll());
    const signedIn = await user.client.call(pollsApi.respond, {
      params: { id: poll.id },
      body: { answers: pick(poll, 0) },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);

    const seen = await guestPoll(guest.token, poll.id);
    expect(seen).toMatchObject({ answered: true, resultsVisible: true });
    expect(seen.myAnswers[0]!.optionIds).toEqual([poll.questions[0]!.options[0]!.id]);

    expect((await guestAnswer(guest.token, poll.id, pick(poll, 1))).statusCode).toBe(200);
    const rows = await responsesOf(poll.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, guestId: null });
    const mine = (await user.client.call(pollsApi.get, { params: { id: poll.id } })).json() as TPoll;
    expect(mine.myAnswers[0]!.optionIds).toEqual([poll.questions[0]!.options[1]!.id]);
    expect((await organiserResults(poll.id)).totalResponses).toBe(1);
  });

  it("keeps the answer given by link before the account existed, and replaces it with the account's", async () => {
    const email = uniqueEmail("walt");
    const guest = await addGuest("Walt Early", email);
    const poll = await createPoll(dinnerPoll());
    expect((await guestAnswer(guest.token, poll.id, pick(poll, 0))).statusCode).toBe(200);

    const user = await signUp(t.client(), { firstName: "Walt", lastName: "Early", email });
    await verifyEmail(t, user);
    const mine = (await user.client.call(pollsApi.get, { params: { id: poll.id } })).json() as TPoll;
    expect(mine).toMatchObject({ answered: true, resultsVisible: true });
    expect(mine.myAnswers[0]!.optionIds).toEqual([poll.questions[0]!.options[0]!.id]);
    const listed = (await user.client.call(pollsApi.list, { params: { eventId } })).json() as {
      items: Array<{ id: string; answered: boolean }>;
    };
    expect(listed.items.find((p) => p.id === poll.id)?.answered).toBe(true);

    const changed = await user.client.call(pollsApi.respond, {
      params: { id: poll.id },
      body: { answers: pick(poll, 1) },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const rows = await responsesOf(poll.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: user.id, guestId: null });
    expect((await guestPoll(guest.token, poll.id)).myAnswers[0]!.optionIds).toEqual([
      poll.questions[0]!.options[1]!.id,
    ]);
  });
});
