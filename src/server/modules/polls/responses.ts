/**
 * A person's answers to a poll: one response per person (the unique indexes poll_responses_once_idx for an
 * account, poll_responses_guest_once_idx for a guest without one), replaced whole on every submit while the
 * poll is open. The response row is upserted first, so racing submits of the same person queue on its row and
 * the last one's answers are the ones kept, never a mix.
 */
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { AppError, invalidField } from "#shared/errors.ts";
import {
  isChoiceKind,
  ZResponseInput,
  type TPoll,
  type TQuestionKind,
  type TResponseInput,
} from "#shared/polls/schemas.ts";
import type { Db } from "../../db/client.ts";
import { parseInput } from "../../parse-input.ts";
import { findPoll, pollStatus, pollTopic, type PollContext, type PollRow } from "./access.ts";
import { getPoll } from "./polls.ts";
import { memberRespondent, responseOwner, type Respondent } from "./respondents.ts";
import { pollAnswers, pollOptions, pollQuestions, pollResponses } from "./tables.ts";

type AnswerRow = { questionId: string; optionId: string | null; value: number | null; text: string | null };

interface Question {
  id: string;
  position: number;
  kind: TQuestionKind;
  required: boolean;
  scaleMin: number | null;
  scaleMax: number | null;
  optionIds: Set<string>;
}

async function questionsOf(db: Db, pollId: string): Promise<Question[]> {
  const questions = await db
    .select()
    .from(pollQuestions)
    .where(eq(pollQuestions.pollId, pollId))
    .orderBy(asc(pollQuestions.position));
  const options = questions.length
    ? await db
        .select({ id: pollOptions.id, questionId: pollOptions.questionId })
        .from(pollOptions)
        .where(
          inArray(
            pollOptions.questionId,
            questions.map((q) => q.id),
          ),
        )
    : [];
  return questions.map((q) => ({
    id: q.id,
    position: q.position,
    kind: q.kind as TQuestionKind,
    required: q.required,
    scaleMin: q.scaleMin,
    scaleMax: q.scaleMax,
    optionIds: new Set(options.filter((o) => o.questionId === q.id).map((o) => o.id)),
  }));
}

/** The answer rows of a submit, or a 400 naming the first field that does not fit its question. */
function answerRows(questions: Question[], input: ReturnType<typeof ZResponseInput.parse>): AnswerRow[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const seen = new Set<string>();
  const rows: AnswerRow[] = [];
  input.answers.forEach((answer, i) => {
    const at = (field: string) => `answers.${i}.${field}`;
    const question = byId.get(answer.questionId);
    if (!question) throw invalidField(at("questionId"), "This question is not part of this poll");
    if (seen.has(question.id)) throw invalidField(at("questionId"), "Answer each question once");
    const stray = isChoiceKind(question.kind)
      ? (["value", "text"] as const).find((f) => answer[f] !== undefined)
      : question.kind === "scale"
        ? (["optionIds", "text"] as const).find((f) => answer[f] !== undefined)
        : (["optionIds", "value"] as const).find((f) => answer[f] !== undefined);
    if (stray) throw invalidField(at(stray), "This question is not answered this way");
    if (isChoiceKind(question.kind)) {
      const ids = answer.optionIds ?? [];
      if (ids.length === 0) {
        if (question.required) throw invalidField(at("optionIds"), "Choose an option");
        return;
      }
      if (new Set(ids).size !== ids.length) throw invalidField(at("optionIds"), "Choose each option once");
      if (ids.some((id) => !question.optionIds.has(id)))
        throw invalidField(at("optionIds"), "This option is not one of the question's options");
      if (question.kind === "single" && ids.length !== 1)
        throw invalidField(at("optionIds"), "Choose exactly one option");
      seen.add(question.id);
      for (const optionId of ids) rows.push({ questionId: question.id, optionId, value: null, text: null });
    } else if (question.kind === "scale") {
      if (answer.value === undefined) {
        if (question.required) throw invalidField(at("value"), "Choose a value");
        return;
      }
      if (answer.value < question.scaleMin! || answer.value > question.scaleMax!) {
        throw invalidField(at("value"), `Choose a value from ${question.scaleMin} to ${question.scaleMax}`);
      }
      seen.add(question.id);
      rows.push({ questionId: question.id, optionId: null, value: answer.value, text: null });
    } else {
      if (!answer.text) {
        if (question.required) throw invalidField(at("text"), "Write an answer");
        return;
      }
      seen.add(question.id);
      rows.push({ questionId: question.id, optionId: null, value: null, text: answer.text });
    }
  });
  const missing = questions.find((q) => q.required && !seen.has(q.id));
  if (missing) throw invalidField(`questions.${missing.position}`, "Answer this question");
  return rows;
}

/**
 * Replaces the respondent's answers to an open poll, whole. `open` reads the poll under a shared lock (submits
 * run side by side, but an edit of the questions or a close waits for them) and says who answers.
 */
export async function saveResponse(
  ctx: Pick<PollContext, "db" | "realtime" | "now">,
  open: (tx: Db) => Promise<{ poll: PollRow; respondent: Respondent }>,
  raw: TResponseInput,
): Promise<void> {
  const input = parseInput(ZResponseInput, raw);
  const now = ctx.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    const { poll, respondent } = await open(tx);
    if (pollStatus(poll, now) === "closed") throw new AppError("POLL_CLOSED", "This poll is closed.");
    const rows = answerRows(await questionsOf(tx, poll.id), input);
    const owner = responseOwner(respondent);
    // Answers given by link before the person had an account make way for the account's.
    if (owner.userId && respondent.guestIds.length > 0) {
      await tx
        .delete(pollResponses)
        .where(and(eq(pollResponses.pollId, poll.id), inArray(pollResponses.guestId, respondent.guestIds)));
    }
    const [response] = await tx
      .insert(pollResponses)
      .values({ pollId: poll.id, ...owner })
      .onConflictDoUpdate({
        target: [pollResponses.pollId, owner.userId ? pollResponses.userId : pollResponses.guestId],
        set: { updatedAt: sql`now()` },
      })
      .returning({ id: pollResponses.id });
    await tx.delete(pollAnswers).where(eq(pollAnswers.responseId, response!.id));
    if (rows.length) await tx.insert(pollAnswers).values(rows.map((row) => ({ ...row, responseId: response!.id })));
    await ctx.realtime.publish(tx, pollTopic(poll.id));
  });
}

/** A member's answers. */
export async function submitResponse(ctx: PollContext, pollId: string, raw: TResponseInput): Promise<TPoll> {
  await saveResponse(
    ctx,
    async (tx) => {
      const { poll, event } = await findPoll(tx, ctx.actor.userId, pollId, { plan: ctx.eventPlan, lock: "share" });
      return { poll, respondent: await memberRespondent(tx, ctx.actor.userId, event.id) };
    },
    raw,
  );
  return getPoll(ctx, pollId);
}
