/**
 * Polls as the organiser makes them (create with every question in one transaction, edit, close early,
 * delete) and as the event's people see them (the list and one poll with my answers).
 */
import { and, asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { AppError, fieldError, invalidField } from "#shared/errors.ts";
import {
  ZPollInput,
  ZPollPatch,
  type TMyAnswer,
  type TPoll,
  type TPollInput,
  type TPollKind,
  type TPollPatch,
  type TPollStatus,
  type TPollSummary,
  type TQuestionKind,
} from "#shared/polls/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { parseInput } from "../../parse-input.ts";
import { requireMemberEvent, requireOrganisedEvent } from "../people/index.ts";
import { findPoll, pollStatus, pollTopic, type PollContext, type PollEvent, type PollRow } from "./access.ts";
import { memberRespondent, ownResponses, type Respondent } from "./respondents.ts";
import { pollAnswers, pollOptions, pollQuestions, pollResponses, polls } from "./tables.ts";

/** Enough for any event; keeps the list one page. */
const POLLS_PER_EVENT_MAX = 200;
const NEWEST_FIRST = [desc(polls.createdAt), desc(polls.id)] as const;

// Written with aliases: inside a select, Drizzle leaves column names unqualified, and "id" would be the sub-select's own.
const responseCount = sql<number>`(select count(*)::int from ${pollResponses} r where r.poll_id = ${polls}.id)`;
const questionCount = sql<number>`(select count(*)::int from ${pollQuestions} q where q.poll_id = ${polls}.id)`;

/** Which of `pollIds` the respondent has answered. */
async function answeredPolls(db: Db, respondent: Respondent, pollIds: string[]): Promise<Set<string>> {
  if (pollIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ pollId: pollResponses.pollId })
    .from(pollResponses)
    .where(and(inArray(pollResponses.pollId, pollIds), ownResponses(respondent)));
  return new Set(rows.map((row) => row.pollId));
}

function summary(row: PollRow & { responses: number; questions: number; answered: boolean }, now: Date): TPollSummary {
  return {
    id: row.id,
    eventId: row.eventId,
    title: row.title,
    kind: row.kind as TPollKind,
    anonymous: row.anonymous,
    status: pollStatus(row, now),
    closesAt: row.closesAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
    questionCount: row.questions,
    responses: row.responses,
    answered: row.answered,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The event's polls: open ones first, newest first within each. */
export async function listPolls(ctx: ServiceContext, eventId: string): Promise<TPollSummary[]> {
  const event = await requireMemberEvent(ctx.db, ctx.actor.userId, eventId, ctx.eventPlan);
  const rows = await ctx.db
    .select({ poll: polls, responses: responseCount, questions: questionCount })
    .from(polls)
    .where(eq(polls.eventId, event.id))
    .orderBy(...NEWEST_FIRST)
    .limit(POLLS_PER_EVENT_MAX);
  const respondent = await memberRespondent(ctx.db, ctx.actor.userId, event.id);
  const answered = await answeredPolls(
    ctx.db,
    respondent,
    rows.map((r) => r.poll.id),
  );
  const now = ctx.now ?? new Date();
  return openFirst(
    rows.map((r) =>
      summary({ ...r.poll, responses: r.responses, questions: r.questions, answered: answered.has(r.poll.id) }, now),
    ),
  );
}

/** Open polls first, each group in the order given (newest first). */
export function openFirst<T extends { status: TPollStatus }>(items: T[]): T[] {
  return [...items.filter((p) => p.status === "open"), ...items.filter((p) => p.status === "closed")];
}

/** An event's polls, newest first (at most the most an event may have). */
export function eventPollRows(db: Db, eventId: string): Promise<PollRow[]> {
  return db
    .select()
    .from(polls)
    .where(eq(polls.eventId, eventId))
    .orderBy(...NEWEST_FIRST)
    .limit(POLLS_PER_EVENT_MAX);
}

/** One poll as `respondent` sees it: its questions, my answers, and whether I may see the results yet. */
export async function pollView(
  db: Db,
  respondent: Respondent,
  poll: PollRow,
  event: PollEvent,
  now = new Date(),
): Promise<TPoll> {
  const [questions, [counts], mine] = await Promise.all([
    db.select().from(pollQuestions).where(eq(pollQuestions.pollId, poll.id)).orderBy(asc(pollQuestions.position)),
    db
      .select({
        responses: count(),
        mine: sql<number>`count(*) filter (where ${ownResponses(respondent)})::int`,
      })
      .from(pollResponses)
      .where(eq(pollResponses.pollId, poll.id)),
    db
      .select({
        questionId: pollAnswers.questionId,
        optionId: pollAnswers.optionId,
        value: pollAnswers.value,
        text: pollAnswers.text,
      })
      .from(pollAnswers)
      .innerJoin(pollResponses, eq(pollResponses.id, pollAnswers.responseId))
      .where(and(eq(pollResponses.pollId, poll.id), ownResponses(respondent))),
  ]);
  const options = questions.length
    ? await db
        .select()
        .from(pollOptions)
        .where(
          inArray(
            pollOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
        .orderBy(asc(pollOptions.position))
    : [];
  const answers = new Map<string, TMyAnswer>();
  for (const a of mine) {
    const answer = answers.get(a.questionId) ?? { questionId: a.questionId, optionIds: [], value: null, text: null };
    if (a.optionId) answer.optionIds.push(a.optionId);
    if (a.value !== null) answer.value = a.value;
    if (a.text !== null) answer.text = a.text;
    answers.set(a.questionId, answer);
  }
  const responses = counts?.responses ?? 0;
  // A response may hold no answers at all (every question optional): having sent it is what counts.
  const answered = (counts?.mine ?? 0) > 0;
  const base = summary({ ...poll, responses, questions: questions.length, answered }, now);
  const canManage = event.role === "organiser";
  return {
    ...base,
    description: poll.description,
    timeZone: event.timeZone,
    canManage,
    locked: responses > 0,
    resultsVisible: canManage || answered || base.status === "closed",
    questions: questions.map((q) => ({
      id: q.id,
      position: q.position,
      prompt: q.prompt,
      kind: q.kind as TQuestionKind,
      required: q.required,
      scaleMin: q.scaleMin,
      scaleMax: q.scaleMax,
      options: options
        .filter((o) => o.questionId === q.id)
        .map((o) => ({ id: o.id, label: o.label, startsAt: o.startsAt?.toISOString() ?? null })),
    })),
    myAnswers: questions.flatMap((q) => answers.get(q.id) ?? []),
  };
}

export async function getPoll(ctx: ServiceContext, pollId: string): Promise<TPoll> {
  const { poll, event } = await findPoll(ctx.db, ctx.actor.userId, pollId, { plan: ctx.eventPlan });
  return pollView(ctx.db, await memberRespondent(ctx.db, ctx.actor.userId, event.id), poll, event, ctx.now);
}

function assertFuture(closesAt: string | null | undefined, now: Date): Date | null {
  if (!closesAt) return null;
  const at = new Date(closesAt);
  if (at.getTime() <= now.getTime()) throw invalidField("closesAt", "Choose a deadline in the future");
  return at;
}

async function insertQuestions(
  tx: Db,
  pollId: string,
  questions: z.output<typeof ZPollInput>["questions"],
): Promise<void> {
  const inserted = await tx
    .insert(pollQuestions)
    .values(
      questions.map((q, position) => ({
        pollId,
        position,
        prompt: q.prompt,
        kind: q.kind,
        required: q.required,
        scaleMin: q.kind === "scale" ? (q.scaleMin ?? null) : null,
        scaleMax: q.kind === "scale" ? (q.scaleMax ?? null) : null,
      })),
    )
    .returning({ id: pollQuestions.id, position: pollQuestions.position });
  const options = inserted.flatMap(({ id, position }) =>
    questions[position]!.options.map((o, i) => ({
      questionId: id,
      position: i,
      label: o.label,
      startsAt: o.startsAt ? new Date(o.startsAt) : null,
    })),
  );
  if (options.length) await tx.insert(pollOptions).values(options);
}

export async function createPoll(ctx: PollContext, eventId: string, raw: TPollInput): Promise<TPoll> {
  const input = parseInput(ZPollInput, raw);
  const event = await requireOrganisedEvent(ctx.db, ctx.actor.userId, eventId);
  const now = ctx.now ?? new Date();
  const closesAt = assertFuture(input.closesAt, now);
  const pollId = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select({ n: count() }).from(polls).where(eq(polls.eventId, event.id));
    if ((existing?.n ?? 0) >= POLLS_PER_EVENT_MAX)
      throw new AppError("CONFLICT", `An event can have at most ${POLLS_PER_EVENT_MAX} polls.`);
    const [poll] = await tx
      .insert(polls)
      .values({
        eventId: event.id,
        ownerId: ctx.actor.userId,
        title: input.title,
        description: input.description,
        kind: input.kind,
        anonymous: input.anonymous,
        closesAt,
      })
      .returning({ id: polls.id });
    await insertQuestions(tx, poll!.id, input.questions);
    return poll!.id;
  });
  return getPoll(ctx, pollId);
}

export async function updatePoll(ctx: PollContext, pollId: string, raw: TPollPatch): Promise<TPoll> {
  const patch = parseInput(ZPollPatch, raw);
  const now = ctx.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    const { poll } = await findPoll(tx, ctx.actor.userId, pollId, {
      plan: ctx.eventPlan,
      organiser: true,
      lock: "update",
    });
    const closesAt = patch.closesAt === undefined ? undefined : assertFuture(patch.closesAt, now);
    const changesAnswers =
      patch.questions !== undefined || (patch.anonymous !== undefined && patch.anonymous !== poll.anonymous);
    if (changesAnswers) {
      const [answered] = await tx.select({ n: count() }).from(pollResponses).where(eq(pollResponses.pollId, poll.id));
      if ((answered?.n ?? 0) > 0) {
        throw fieldError(
          "CONFLICT",
          patch.questions !== undefined ? "questions" : "anonymous",
          "People have already answered: the questions and anonymity can no longer change.",
          "Locked once someone has answered",
        );
      }
    }
    if (patch.questions && poll.kind === "poll" && patch.questions.length !== 1)
      throw invalidField("questions", "A poll asks exactly one question");
    const changes = {
      ...(patch.title !== undefined ? { title: patch.title } : {}),
      ...(patch.description !== undefined ? { description: patch.description } : {}),
      ...(patch.anonymous !== undefined ? { anonymous: patch.anonymous } : {}),
      ...(closesAt !== undefined ? { closesAt } : {}),
    };
    if (Object.keys(changes).length > 0) await tx.update(polls).set(changes).where(eq(polls.id, poll.id));
    if (patch.questions) {
      await tx.delete(pollQuestions).where(eq(pollQuestions.pollId, poll.id));
      await insertQuestions(tx, poll.id, patch.questions);
    }
    await ctx.realtime.publish(tx, pollTopic(poll.id));
  });
  return getPoll(ctx, pollId);
}

/** Closes the poll now (closing a closed poll changes nothing). */
export async function closePoll(ctx: PollContext, pollId: string): Promise<TPoll> {
  const now = ctx.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    const { poll } = await findPoll(tx, ctx.actor.userId, pollId, {
      plan: ctx.eventPlan,
      organiser: true,
      lock: "update",
    });
    if (poll.closedAt) return;
    await tx.update(polls).set({ closedAt: now }).where(eq(polls.id, poll.id));
    await ctx.realtime.publish(tx, pollTopic(poll.id));
  });
  return getPoll(ctx, pollId);
}

export async function deletePoll(ctx: PollContext, pollId: string): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { poll } = await findPoll(tx, ctx.actor.userId, pollId, {
      plan: ctx.eventPlan,
      organiser: true,
      lock: "update",
    });
    await tx.delete(polls).where(eq(polls.id, poll.id));
    await ctx.realtime.publish(tx, pollTopic(poll.id));
  });
}
