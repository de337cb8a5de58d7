import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorOf } from "#tests/fixtures/http-client.ts";
import { eventsContract as eventsApi } from "#shared/events/contract.ts";
import { rsvpContract as rsvpApi } from "#shared/rsvp/contract.ts";
import Papa from "papaparse";
import { eq } from "drizzle-orm";
import { urlOf } from "#shared/contract.ts";
import { pollsContract as pollsApi } from "#shared/polls/contract.ts";
import type { TPoll, TPollList, TPollResults } from "#shared/polls/schemas.ts";
import { changePlan, createTestApp, type TestApp } from "#tests/fixtures/test-app.ts";
import { readEventStream } from "#tests/fixtures/event-stream.ts";
import { eventInput, signUp, uniqueEmail, verifyEmail, type SignedUpUser } from "#tests/fixtures/factories.ts";
import { race } from "#tests/fixtures/concurrency.ts";
import { pollAnswers, pollResponses, polls } from "./tables.ts";

let t: TestApp;
let organiser: SignedUpUser;
let members: SignedUpUser[];
let stranger: SignedUpUser;
let freeMember: SignedUpUser;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await signUp(t.client(), { planType: "premium", firstName: "Olive", lastName: "Organiser" });
  members = [];
  for (const name of ["Ann", "Ben", "Cat"])
    members.push(
      await signUp(t.client(), {
        planType: "premium",
        firstName: name,
        lastName: "Member",
        email: uniqueEmail(name.toLowerCase()),
      }),
    );
  freeMember = await signUp(t.client(), { planType: "free", email: uniqueEmail("free") });
  stranger = await signUp(t.client(), { planType: "premium" });
  for (const person of [...members, freeMember, stranger]) await verifyEmail(t, person);
  const event = await organiser.client.call(eventsApi.create, { body: eventInput() });
  expect(event.statusCode, event.body).toBe(201);
  eventId = (event.json() as { id: string }).id;
  for (const person of [...members, freeMember]) {
    const added = await organiser.client.call(rsvpApi.addGuest, {
      params: { eventId },
      body: {
        name: person.email.split("@")[0],
        email: person.email,
      },
    });
    expect(added.statusCode, added.body).toBe(201);
  }
});
afterAll(async () => {
  await t?.close();
});

const choicePoll = (overrides: Record<string, unknown> = {}) => ({
  kind: "poll",
  title: "Where shall we eat?",
  questions: [
    {
      prompt: "Pick a restaurant",
      kind: "single",
      options: [{ label: "Pizza" }, { label: "Sushi" }, { label: "Tapas" }],
    },
  ],
  ...overrides,
});

const survey = (overrides: Record<string, unknown> = {}) => ({
  kind: "survey",
  title: "How was the reunion?",
  description: "Tell us honestly.",
  questions: [
    {
      prompt: "What did you enjoy?",
      kind: "multiple",
      options: [{ label: "Food" }, { label: "Music" }, { label: "People" }],
    },
    {
      prompt: "Which dates work for the next one?",
      kind: "date",
      options: [
        { startsAt: "2027-09-01T18:00:00+02:00" },
        { startsAt: "2027-09-08T18:00:00+02:00", label: "After work" },
      ],
    },
    { prompt: "Rate the venue", kind: "scale", scaleMin: 1, scaleMax: 5 },
    { prompt: "Anything else?", kind: "text", required: false },
  ],
  ...overrides,
});

async function create(body: Record<string, unknown>): Promise<TPoll> {
  const response = await organiser.client.call(pollsApi.create, { params: { eventId }, body });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as TPoll;
}

const answer = (person: SignedUpUser, pollId: string, answers: unknown[]) =>
  person.client.call(pollsApi.respond, { params: { id: pollId }, body: { answers } });

async function results(person: SignedUpUser, pollId: string): Promise<TPollResults> {
  const response = await person.client.call(pollsApi.results, { params: { id: pollId } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as TPollResults;
}

function surveyAnswers(poll: TPoll, picks: { enjoyed: number[]; date: number; rating: number; text?: string }) {
  const [enjoyed, dates, rating, text] = poll.questions;
  return [
    { questionId: enjoyed!.id, optionIds: picks.enjoyed.map((i) => enjoyed!.options[i]!.id) },
    { questionId: dates!.id, optionIds: [dates!.options[picks.date]!.id] },
    { questionId: rating!.id, value: picks.rating },
    ...(picks.text ? [{ questionId: text!.id, text: picks.text }] : []),
  ];
}

describe("creating polls", () => {
  it("creates a poll and a survey with every question and option", async () => {
    const poll = await create(choicePoll());
    expect(poll).toMatchObject({
      kind: "poll",
      status: "open",
      canManage: true,
      locked: false,
      responses: 0,
      answered: false,
      timeZone: "Europe/Amsterdam",
    });
    expect(poll.questions[0]!.options.map((o) => o.label)).toEqual(["Pizza", "Sushi", "Tapas"]);
    const made = await create(survey());
    expect(made.questions.map((q) => q.kind)).toEqual(["multiple", "date", "scale", "text"]);
    expect(made.questions[1]!.options[0]!.startsAt).toBe("2027-09-01T16:00:00.000Z");
    expect(made.questions[2]).toMatchObject({ scaleMin: 1, scaleMax: 5, options: [] });

    const list = (await members[0]!.client.call(pollsApi.list, { params: { eventId } })).json() as TPollList;
    expect(list.items.map((p) => p.id)).toEqual(expect.arrayContaining([poll.id, made.id]));
    const seen = await members[0]!.client.call(pollsApi.get, { params: { id: made.id } });
    expect(seen.json()).toMatchObject({ canManage: false, resultsVisible: false, myAnswers: [] });
  });

  it("refuses bad polls with the field named", async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [choicePoll({ questions: [] }), "questions"],
      [choicePoll({ questions: survey().questions }), "questions"],
      [
        choicePoll({ questions: [{ prompt: "One?", kind: "single", options: [{ label: "Only" }] }] }),
        "questions.0.options",
      ],
      [
        choicePoll({ questions: [{ prompt: "Rate", kind: "scale", scaleMin: 5, scaleMax: 1 }] }),
        "questions.0.scaleMax",
      ],
      [
        choicePoll({ questions: [{ prompt: "Rate", kind: "scale", scaleMin: 0, scaleMax: 20 }] }),
        "questions.0.scaleMax",
      ],
      [
        choicePoll({
          questions: [{ prompt: "When?", kind: "date", options: [{ label: "Soon" }, { label: "Later" }] }],
        }),
        "questions.0.options.0.startsAt",
      ],
      [
        choicePoll({
          questions: [{ prompt: "x", kind: "single", options: [{ label: "a".repeat(121) }, { label: "b" }] }],
        }),
        "questions.0.options.0.label",
      ],
      [choicePoll({ closesAt: "2020-01-01T00:00:00Z" }), "closesAt"],
      [choicePoll({ surprise: true }), "surprise"],
    ];
    for (const [body, field] of cases) {
      const response = await organiser.client.call(pollsApi.create, { params: { eventId }, body });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(errorOf(response).fields, field).toHaveProperty([field]);
    }
  });

  it("edits the questions until someone answers, and a deadline only in the future", async () => {
    const poll = await create(choicePoll());
    const replaced = await organiser.client.call(pollsApi.update, {
      params: { id: poll.id },
      body: {
        questions: [
          {
            prompt: "Pick a day",
            kind: "date",
            options: [{ startsAt: "2027-10-01T19:00:00+02:00" }, { startsAt: "2027-10-02T19:00:00+02:00" }],
          },
        ],
      },
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().questions.map((q: { kind: string }) => q.kind)).toEqual(["date"]);
    const two = await organiser.client.call(pollsApi.update, {
      params: { id: poll.id },
      body: { questions: survey().questions },
    });
    expect(two.statusCode).toBe(400);
    expect(errorOf(two).fields).toHaveProperty("questions");
    const past = await organiser.client.call(pollsApi.update, {
      params: { id: poll.id },
      body: { closesAt: "2020-01-01T00:00:00Z" },
    });
    expect(errorOf(past).fields).toHaveProperty("closesAt");
    const later = await organiser.client.call(pollsApi.update, {
      params: { id: poll.id },
      body: {
        closesAt: "2030-01-01T00:00:00Z",
        description: "By Friday",
      },
    });
    expect(later.json()).toMatchObject({
      closesAt: "2030-01-01T00:00:00.000Z",
      description: "By Friday",
      status: "open",
    });
  });

  it("lets only the organiser create: attendees and strangers get 404; a free member reads on the host's plan", async () => {
    expect(
      (await members[0]!.client.call(pollsApi.create, { params: { eventId }, body: choicePoll() })).statusCode,
    ).toBe(404);
    expect((await stranger.client.call(pollsApi.create, { params: { eventId }, body: choicePoll() })).statusCode).toBe(
      404,
    );
    expect((await stranger.client.call(pollsApi.list, { params: { eventId } })).statusCode).toBe(404);
    // The host's plan is what counts inside the event: a guest on the free plan takes part.
    const free = await freeMember.client.call(pollsApi.list, { params: { eventId } });
    expect(free.statusCode, free.body).toBe(200);
    // Organising stays the caller's own business: a free member cannot create, on any event.
    const create = await freeMember.client.call(pollsApi.create, { params: { eventId }, body: choicePoll() });
    expect(errorOf(create).code).toBe("PLAN_REQUIRED");
  });
});

describe("answering", () => {
  it("counts three members' answers, with percentages, the scale's average and the texts", async () => {
    const poll = await create(survey());
    const picks = [
      { enjoyed: [0, 1], date: 0, rating: 5, text: "Lovely evening" },
      { enjoyed: [0], date: 1, rating: 4 },
      { enjoyed: [2], date: 0, rating: 3, text: "More music please" },
    ];
    for (const [i, person] of members.entries()) {
      const response = await answer(person, poll.id, surveyAnswers(poll, picks[i]!));
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ answered: true, resultsVisible: true });
    }
    const shown = await results(organiser, poll.id);
    expect(shown.totalResponses).toBe(3);
    const [enjoyed, dates, rating, text] = shown.questions;
    expect(enjoyed!.options.map((o) => [o.label, o.count, o.percent])).toEqual([
      ["Food", 2, 66.7],
      ["Music", 1, 33.3],
      ["People", 1, 33.3],
    ]);
    expect(dates!.options.map((o) => o.count)).toEqual([2, 1]);
    expect(rating!.scale).toMatchObject({ min: 1, max: 5, average: 4 });
    expect(rating!.scale!.distribution.map((d) => d.count)).toEqual([0, 0, 1, 1, 1]);
    expect(text!.answered).toBe(2);
    expect(text!.texts.map((x) => x.name).sort()).toEqual(["Ann Member", "Cat Member"]);
    // Attendees see the numbers but never who wrote what.
    expect((await results(members[1]!, poll.id)).questions[3]!.texts.every((x) => x.name === null)).toBe(true);

    const list = (await members[0]!.client.call(pollsApi.list, { params: { eventId } })).json() as TPollList;
    expect(list.items.find((p) => p.id === poll.id)).toMatchObject({ responses: 3, answered: true });
    const locked = await organiser.client.call(pollsApi.update, {
      params: { id: poll.id },
      body: {
        questions: choicePoll().questions,
      },
    });
    expect(locked.statusCode).toBe(409);
    expect(errorOf(locked).code).toBe("CONFLICT");
    const retitled = await organiser.client.call(pollsApi.update, {
      params: { id: poll.id },
      body: { title: "Reunion feedback" },
    });
    expect(retitled.json()).toMatchObject({ title: "Reunion feedback", locked: true });
  });

  it("shows results to an attendee only after answering (or once closed)", async () => {
    const poll = await create(choicePoll());
    const before = await members[2]!.client.call(pollsApi.results, { params: { id: poll.id } });
    expect(before.statusCode).toBe(403);
    await organiser.client.call(pollsApi.close, { params: { id: poll.id } });
    expect((await results(members[2]!, poll.id)).status).toBe("closed");
  });

  it("never names anyone in the results of an anonymous poll, not even to the organiser", async () => {
    const poll = await create(choicePoll({ anonymous: true, questions: [{ prompt: "Any wishes?", kind: "text" }] }));
    expect(
      (await answer(members[0]!, poll.id, [{ questionId: poll.questions[0]!.id, text: "  Karaoke  " }])).statusCode,
    ).toBe(200);
    const shown = await results(organiser, poll.id);
    expect(shown.anonymous).toBe(true);
    expect(shown.questions[0]!.texts).toEqual([{ text: "Karaoke", name: null }]);
    expect(JSON.stringify(shown)).not.toContain("Ann");
    const csv = await organiser.client.call(pollsApi.export, { params: { id: poll.id }, query: { format: "csv" } });
    expect(csv.body).not.toContain("Ann");
    expect(csv.body).not.toContain("Name");
  });

  it("replaces my answer: still one response", async () => {
    const poll = await create(choicePoll());
    const [pizza, sushi] = poll.questions[0]!.options;
    const q = poll.questions[0]!.id;
    expect((await answer(members[0]!, poll.id, [{ questionId: q, optionIds: [pizza!.id] }])).statusCode).toBe(200);
    const changed = await answer(members[0]!, poll.id, [{ questionId: q, optionIds: [sushi!.id] }]);
    expect(changed.json().myAnswers).toEqual([{ questionId: q, optionIds: [sushi!.id], value: null, text: null }]);
    const shown = await results(organiser, poll.id);
    expect(shown.totalResponses).toBe(1);
    expect(shown.questions[0]!.options.map((o) => o.count)).toEqual([0, 1, 0]);
  });

  it("keeps one response with the answers of exactly one submit when ten arrive at once", async () => {
    const poll = await create(survey());
    const person = members[1]!;
    const outcome = await race(10, (i) =>
      answer(
        person,
        poll.id,
        surveyAnswers(poll, { enjoyed: [i % 3], date: i % 2, rating: 1 + (i % 5), text: `Try ${i}` }),
      ),
    );
    expect(outcome.statuses).toEqual({ 200: 10 });
    const db = t.database.db;
    const rows = await db.select().from(pollResponses).where(eq(pollResponses.pollId, poll.id));
    expect(rows).toHaveLength(1);
    const answers = await db.select().from(pollAnswers).where(eq(pollAnswers.responseId, rows[0]!.id));
    const texts = answers.filter((a) => a.text !== null).map((a) => a.text!);
    expect(texts).toHaveLength(1);
    const i = Number(texts[0]!.split(" ")[1]);
    const expected = surveyAnswers(poll, { enjoyed: [i % 3], date: i % 2, rating: 1 + (i % 5), text: `Try ${i}` });
    expect(
      answers
        .filter((a) => a.optionId)
        .map((a) => a.optionId)
        .sort(),
    ).toEqual([...expected[0]!.optionIds!, ...expected[1]!.optionIds!].sort());
    expect(answers.find((a) => a.value !== null)?.value).toBe(1 + (i % 5));
    expect(answers).toHaveLength(4);
  });

  it("refuses answers that do not fit, naming the field", async () => {
    const poll = await create(survey());
    const other = await create(choicePoll());
    const [enjoyed, dates, rating, text] = poll.questions;
    const good = surveyAnswers(poll, { enjoyed: [0], date: 0, rating: 3 });
    const cases: Array<[unknown[], string]> = [
      [[{ ...good[0], optionIds: ["00000000-0000-4000-8000-000000000000"] }, good[1], good[2]], "answers.0.optionIds"],
      [[{ ...good[0], optionIds: [dates!.options[0]!.id] }, good[1], good[2]], "answers.0.optionIds"],
      [[good[0], { ...good[1], optionIds: [other.questions[0]!.options[0]!.id] }, good[2]], "answers.1.optionIds"],
      [[good[0], good[1], { ...good[2], value: 6 }], "answers.2.value"],
      [[good[0], good[1]], `questions.${rating!.position}`],
      [[good[0], good[1], good[2], { questionId: text!.id, text: "x".repeat(1001) }], "answers.3.text"],
      [
        [
          good[0],
          good[1],
          good[2],
          { questionId: other.questions[0]!.id, optionIds: [other.questions[0]!.options[0]!.id] },
        ],
        "answers.3.questionId",
      ],
      [[{ questionId: enjoyed!.id, optionIds: [] }, good[1], good[2]], "answers.0.optionIds"],
    ];
    for (const [answers, field] of cases) {
      const response = await answer(members[0]!, poll.id, answers);
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(errorOf(response).fields, `${field}: ${response.body}`).toHaveProperty([field]);
    }
    const single = other.questions[0]!;
    const two = await answer(members[0]!, other.id, [
      { questionId: single.id, optionIds: [single.options[0]!.id, single.options[1]!.id] },
    ]);
    expect(errorOf(two).fields).toHaveProperty(["answers.0.optionIds"]);
    expect((await results(organiser, poll.id)).totalResponses).toBe(0);
  });

  it("answers 409 POLL_CLOSED after the deadline and after an early close", async () => {
    const poll = await create(choicePoll({ closesAt: new Date(Date.now() + 3_600_000).toISOString() }));
    const vote = [{ questionId: poll.questions[0]!.id, optionIds: [poll.questions[0]!.options[0]!.id] }];
    await t.database.db
      .update(polls)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(polls.id, poll.id));
    const late = await answer(members[0]!, poll.id, vote);
    expect(late.statusCode).toBe(409);
    expect(errorOf(late)).toMatchObject({ code: "POLL_CLOSED", message: "This poll is closed." });

    const early = await create(choicePoll());
    const closed = await organiser.client.call(pollsApi.close, { params: { id: early.id } });
    expect(closed.json()).toMatchObject({ status: "closed" });
    const after = await answer(members[0]!, early.id, [
      { questionId: early.questions[0]!.id, optionIds: [early.questions[0]!.options[0]!.id] },
    ]);
    expect(errorOf(after).code).toBe("POLL_CLOSED");
  });
});

describe("who may do what", () => {
  it("answers 404 to strangers and attendees for the organiser's actions; a free member answers on the host's plan", async () => {
    const poll = await create(choicePoll());
    const params = { id: poll.id };
    for (const [endpoint, input] of [
      [pollsApi.get, { params }],
      [pollsApi.results, { params }],
      [pollsApi.respond, { params, body: { answers: [] } }],
      [pollsApi.close, { params }],
      [pollsApi.remove, { params }],
    ] as const) {
      const response = await stranger.client.call(endpoint, input);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(404);
    }
    for (const [endpoint, input] of [
      [pollsApi.update, { params, body: { title: "Mine now" } }],
      [pollsApi.close, { params }],
      [pollsApi.remove, { params }],
      [pollsApi.export, { params }],
    ] as const) {
      const response = await members[0]!.client.call(endpoint, input);
      expect(response.statusCode, `${endpoint.method} ${endpoint.path}`).toBe(404);
    }
    expect((await freeMember.client.call(pollsApi.get, { params: { id: poll.id } })).statusCode).toBe(200);
    expect((await organiser.client.call(pollsApi.remove, { params: { id: poll.id } })).json()).toEqual({
      deleted: true,
    });
    expect((await members[0]!.client.call(pollsApi.get, { params: { id: poll.id } })).statusCode).toBe(404);
  });
});

describe("export", () => {
  it("has one row per response with names, and the chosen options", async () => {
    const poll = await create(survey({ title: "Export me" }));
    await answer(members[0]!, poll.id, surveyAnswers(poll, { enjoyed: [0, 2], date: 1, rating: 2, text: "=cmd()" }));
    await answer(members[1]!, poll.id, surveyAnswers(poll, { enjoyed: [1], date: 0, rating: 5 }));
    const response = await organiser.client.call(pollsApi.export, {
      params: { id: poll.id },
      query: { format: "csv" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-disposition"]).toContain("export-me-responses.csv");
    const rows = Papa.parse<string[]>(response.body.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;
    expect(rows[0]).toEqual([
      "Answered at",
      "Name",
      "What did you enjoy?",
      "Which dates work for the next one?",
      "Rate the venue",
      "Anything else?",
    ]);
    expect(rows).toHaveLength(3);
    const ann = rows.find((r) => r[1] === "Ann Member")!;
    expect(ann.slice(2)).toEqual(["Food; People", "2027-09-08 18:00 After work", "2", "'=cmd()"]);
    expect(rows.find((r) => r[1] === "Ben Member")!.slice(2, 5)).toEqual(["Music", "2027-09-01 18:00", "5"]);
    const xlsx = await organiser.client.call(pollsApi.export, { params: { id: poll.id }, query: { format: "xlsx" } });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers["content-type"]).toContain("spreadsheetml");
  });

  it("streams fresh results when someone answers", async () => {
    const poll = await create(choicePoll());
    const address = await t.app.listen({ port: 0, host: "127.0.0.1" });
    const stream = await readEventStream(
      `${address}${urlOf(pollsApi.resultsStream, { params: { id: poll.id } })}`,
      organiser.client.jar.header(),
    );
    const nextResults = () => stream.next<TPollResults>("results");
    expect((await nextResults()).totalResponses).toBe(0);
    await answer(members[2]!, poll.id, [
      { questionId: poll.questions[0]!.id, optionIds: [poll.questions[0]!.options[1]!.id] },
    ]);
    const fresh = await nextResults();
    expect(fresh.totalResponses).toBe(1);
    expect(fresh.questions[0]!.options[1]!.count).toBe(1);
    stream.close();
  });

  it("sends live results as JSON to a client that does not stream", async () => {
    const poll = await create(choicePoll());
    const response = await organiser.client.call(pollsApi.resultsStream, { params: { id: poll.id } });
    expect(response.statusCode).toBe(200);
    expect((response.json() as TPollResults).pollId).toBe(poll.id);
  });
});

describe("the host's plan", () => {
  it("once the host is back on the free plan, members get the tier error and strangers still 404", async () => {
    const poll = await create(choicePoll());
    await changePlan(t, organiser.id, "free");
    try {
      for (const who of [freeMember, members[0]!]) {
        const response = await who.client.call(pollsApi.get, { params: { id: poll.id } });
        expect(response.statusCode, response.body).toBe(403);
        expect(errorOf(response)).toMatchObject({ code: "PLAN_REQUIRED", requiredPlan: "premium" });
        expect(errorOf(await who.client.call(pollsApi.list, { params: { eventId } })).code).toBe("PLAN_REQUIRED");
      }
      expect((await stranger.client.call(pollsApi.get, { params: { id: poll.id } })).statusCode).toBe(404);
    } finally {
      await changePlan(t, organiser.id, "premium");
    }
  });
});
