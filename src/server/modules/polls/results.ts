/**
 * What a poll's people answered: counts and percentages per option, the scale's distribution and average,
 * the free texts (named only for the organiser of a poll that is not anonymous), live over server-sent
 * events, and the organiser's export with one row per response.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { and, asc, count, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { AppError } from "#shared/errors.ts";
import { isoToZonedInput } from "#shared/zoned-time.ts";
import { isChoiceKind, percentOf, type TPollResults, type TQuestionKind } from "#shared/polls/schemas.ts";
import type { Db } from "../../db/client.ts";
import type { ServiceContext } from "../../context.ts";
import { sendLiveView } from "../../event-stream.ts";
import { tableExport, type ExportCell, type ExportFormat, type TableExport } from "../../table-export.ts";
import { findPoll, pollStatus, pollTopic, type PollAccess, type PollContext, type PollRow } from "./access.ts";
import { memberRespondent, ownResponses, respondentNames } from "./respondents.ts";
import { pollAnswers, pollOptions, pollQuestions, pollResponses } from "./tables.ts";

/** The newest free-text answers shown per question; the export has them all. */
const TEXTS_SHOWN_MAX = 200;
const EXPORT_PAGE = 500;

async function questionsWithOptions(db: Db, pollId: string) {
  const questions = await db
    .select()
    .from(pollQuestions)
    .where(eq(pollQuestions.pollId, pollId))
    .orderBy(asc(pollQuestions.position));
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
  return questions.map((q) => ({
    ...q,
    kind: q.kind as TQuestionKind,
    options: options.filter((o) => o.questionId === q.id),
  }));
}

/** The results as `viewer` may see them (the caller has checked that they may). */
export async function readResults(
  db: Db,
  poll: PollRow,
  viewerIsOrganiser: boolean,
  now = new Date(),
): Promise<TPollResults> {
  const questions = await questionsWithOptions(db, poll.id);
  const ofPoll = eq(pollResponses.pollId, poll.id);
  const named = viewerIsOrganiser && !poll.anonymous;
  const [[total], answered, choices, values, texts] = await Promise.all([
    db.select({ n: count() }).from(pollResponses).where(ofPoll),
    db
      .select({ questionId: pollAnswers.questionId, n: sql<number>`count(distinct ${pollAnswers.responseId})::int` })
      .from(pollAnswers)
      .innerJoin(pollResponses, eq(pollResponses.id, pollAnswers.responseId))
      .where(ofPoll)
      .groupBy(pollAnswers.questionId),
    db
      .select({ optionId: pollAnswers.optionId, n: sql<number>`count(*)::int` })
      .from(pollAnswers)
      .innerJoin(pollResponses, eq(pollResponses.id, pollAnswers.responseId))
      .where(and(ofPoll, isNotNull(pollAnswers.optionId)))
      .groupBy(pollAnswers.optionId),
    db
      .select({ questionId: pollAnswers.questionId, value: pollAnswers.value, n: sql<number>`count(*)::int` })
      .from(pollAnswers)
      .innerJoin(pollResponses, eq(pollResponses.id, pollAnswers.responseId))
      .where(and(ofPoll, isNotNull(pollAnswers.value)))
      .groupBy(pollAnswers.questionId, pollAnswers.value),
    db.execute(sql`
      select question_id, text, user_id, guest_id from (
        select ${pollAnswers.questionId} as question_id, ${pollAnswers.text} as text, ${pollResponses.userId} as user_id,
          ${pollResponses.guestId} as guest_id,
          row_number() over (partition by ${pollAnswers.questionId} order by ${pollResponses.updatedAt} desc, ${pollAnswers.id}) as n
        from ${pollAnswers} join ${pollResponses} on ${pollResponses.id} = ${pollAnswers.responseId}
        where ${pollResponses.pollId} = ${poll.id} and ${pollAnswers.text} is not null
      ) ranked where n <= ${TEXTS_SHOWN_MAX} order by question_id, n`),
  ]);
  const textRows = (
    texts as unknown as {
      rows: Array<{ question_id: string; text: string; user_id: string | null; guest_id: string | null }>;
    }
  ).rows;
  const nameOf = named
    ? await respondentNames(
        db,
        textRows.map((r) => ({ userId: r.user_id, guestId: r.guest_id })),
      )
    : null;
  const answeredBy = new Map(answered.map((r) => [r.questionId, r.n]));
  const chosen = new Map(choices.map((r) => [r.optionId!, r.n]));
  return {
    pollId: poll.id,
    anonymous: poll.anonymous,
    status: pollStatus(poll, now),
    totalResponses: total?.n ?? 0,
    questions: questions.map((q) => {
      const base = answeredBy.get(q.id) ?? 0;
      let scale: TPollResults["questions"][number]["scale"] = null;
      if (q.kind === "scale" && q.scaleMin !== null && q.scaleMax !== null) {
        const mine = values.filter((v) => v.questionId === q.id);
        const sum = mine.reduce((acc, v) => acc + v.value! * v.n, 0);
        const distribution = [];
        for (let value = q.scaleMin; value <= q.scaleMax; value++) {
          const n = mine.find((v) => v.value === value)?.n ?? 0;
          distribution.push({ value, count: n, percent: percentOf(n, base) });
        }
        scale = {
          min: q.scaleMin,
          max: q.scaleMax,
          average: base > 0 ? Math.round((sum / base) * 100) / 100 : null,
          distribution,
        };
      }
      return {
        id: q.id,
        prompt: q.prompt,
        kind: q.kind,
        answered: base,
        options: isChoiceKind(q.kind)
          ? q.options.map((o) => {
              const n = chosen.get(o.id) ?? 0;
              return {
                id: o.id,
                label: o.label,
                startsAt: o.startsAt?.toISOString() ?? null,
                count: n,
                percent: percentOf(n, base),
              };
            })
          : [],
        scale,
        texts: textRows
          .filter((r) => r.question_id === q.id)
          .map((r) => ({ text: r.text, name: nameOf?.({ userId: r.user_id, guestId: r.guest_id }) || null })),
      };
    }),
  };
}

/** The organiser always; anyone else once they answered or the poll closed (answers first, so nobody follows the crowd). */
async function visibleResults(ctx: ServiceContext, pollId: string): Promise<PollAccess> {
  const access = await findPoll(ctx.db, ctx.actor.userId, pollId, { plan: ctx.eventPlan });
  if (access.event.role === "organiser" || pollStatus(access.poll, ctx.now) === "closed") return access;
  const respondent = await memberRespondent(ctx.db, ctx.actor.userId, access.event.id);
  const [mine] = await ctx.db
    .select({ n: count() })
    .from(pollResponses)
    .where(and(eq(pollResponses.pollId, access.poll.id), ownResponses(respondent)));
  if ((mine?.n ?? 0) === 0) throw new AppError("FORBIDDEN", "Answer the poll to see its results.");
  return access;
}

export async function pollResults(ctx: ServiceContext, pollId: string): Promise<TPollResults> {
  const { poll, event } = await visibleResults(ctx, pollId);
  return readResults(ctx.db, poll, event.role === "organiser", ctx.now);
}

export async function streamPollResults(
  ctx: PollContext,
  pollId: string,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const { poll, event } = await visibleResults(ctx, pollId);
  await sendLiveView({
    request,
    reply,
    realtime: ctx.realtime,
    topic: pollTopic(poll.id),
    event: "results",
    // Re-read the poll itself too: a close or a new deadline changes the status shown.
    read: async () => {
      const { poll: current } = await findPoll(ctx.db, ctx.actor.userId, poll.id, { plan: ctx.eventPlan });
      return readResults(ctx.db, current, event.role === "organiser");
    },
  });
}

/** One row per response: when, who (unless anonymous), then one column per question. */
export async function exportResponses(ctx: ServiceContext, pollId: string, format: ExportFormat): Promise<TableExport> {
  const { poll, event } = await findPoll(ctx.db, ctx.actor.userId, pollId, { plan: ctx.eventPlan, organiser: true });
  const questions = await questionsWithOptions(ctx.db, poll.id);
  const zoned = (at: Date) => isoToZonedInput(at.toISOString(), event.timeZone).replace("T", " ");
  const optionText = new Map(
    questions.flatMap((q) =>
      q.options.map(
        (o) => [o.id, o.startsAt ? [zoned(o.startsAt), o.label].filter(Boolean).join(" ") : o.label] as const,
      ),
    ),
  );
  const db = ctx.db;
  async function* rows(): AsyncGenerator<ExportCell[][]> {
    // Keyset by id: timestamps carry microseconds that a JS Date would round away.
    let after: string | null = null;
    for (;;) {
      const page: Array<{ id: string; userId: string | null; guestId: string | null; updatedAt: Date }> = await db
        .select({
          id: pollResponses.id,
          userId: pollResponses.userId,
          guestId: pollResponses.guestId,
          updatedAt: pollResponses.updatedAt,
        })
        .from(pollResponses)
        .where(and(eq(pollResponses.pollId, poll.id), after ? gt(pollResponses.id, after) : undefined))
        .orderBy(asc(pollResponses.id))
        .limit(EXPORT_PAGE);
      if (page.length === 0) return;
      const ids = page.map((r) => r.id);
      const answers = await db.select().from(pollAnswers).where(inArray(pollAnswers.responseId, ids));
      const nameOf = poll.anonymous ? null : await respondentNames(db, page);
      yield page.map((response) => {
        const mine = answers.filter((a) => a.responseId === response.id);
        const cells: ExportCell[] = [zoned(response.updatedAt)];
        if (nameOf) cells.push(nameOf(response));
        for (const q of questions) {
          const given = mine.filter((a) => a.questionId === q.id);
          if (isChoiceKind(q.kind)) {
            const order = new Map(q.options.map((o, i) => [o.id, i]));
            given.sort((a, b) => (order.get(a.optionId!) ?? 0) - (order.get(b.optionId!) ?? 0));
            cells.push(given.map((a) => optionText.get(a.optionId!) ?? "").join("; "));
          } else if (q.kind === "scale") cells.push(given[0]?.value ?? "");
          else cells.push(given[0]?.text ?? "");
        }
        return cells;
      });
      if (page.length < EXPORT_PAGE) return;
      after = page[page.length - 1]!.id;
    }
  }
  return tableExport(
    {
      name: poll.title,
      kind: "responses",
      headers: ["Answered at", ...(poll.anonymous ? [] : ["Name"]), ...questions.map((q) => q.prompt)],
      rows,
    },
    format,
  );
}
