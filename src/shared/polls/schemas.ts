/**
 * Polls and surveys (premium): an organiser asks the people of an event one question (a poll) or several
 * (a survey); each person answers once and may change their answers while the poll is open.
 */
import { z } from "zod";
import { isChoiceKind, POLL_KINDS, POLL_STATUSES, QUESTION_KINDS, TEXT_ANSWER_MAX, type TPollKind } from "./kinds.ts";

export * from "./kinds.ts";

export const SURVEY_QUESTIONS_MAX = 20;
const OPTIONS_MIN = 2;
export const OPTIONS_MAX = 20;
export const OPTION_LABEL_MAX = 120;
export const PROMPT_MAX = 300;
export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 2000;
/** A scale of at most 11 steps (0..10) keeps the buttons on one phone row. */
const SCALE_SPAN_MAX = 10;
const SCALE_BOUND_MIN = -10;
const SCALE_BOUND_MAX = 100;

const isoDateTime = (label: string) => z.iso.datetime({ offset: true, error: `${label} must be a date and time` });
const ZId = (label: string) => z.uuid(`${label} must be an id`);

const ZOptionInput = z.strictObject({
  // A date option may go without a label: its time is what people choose.
  label: z
    .string({ error: "Label must be text" })
    .trim()
    .max(OPTION_LABEL_MAX, `Keep the label under ${OPTION_LABEL_MAX + 1} characters`)
    .default(""),
  startsAt: isoDateTime("Date").nullish(),
});

const ZQuestionInput = z
  .strictObject({
    prompt: z
      .string({ error: "Question is required" })
      .trim()
      .min(1, "Question is required")
      .max(PROMPT_MAX, `Keep the question under ${PROMPT_MAX + 1} characters`),
    kind: z.enum(QUESTION_KINDS, { error: "Kind must be single, multiple, date, scale or text" }),
    required: z.boolean({ error: "Required must be true or false" }).default(true),
    options: z.array(ZOptionInput).max(OPTIONS_MAX, `At most ${OPTIONS_MAX} options`).default([]),
    scaleMin: z
      .int({ error: "Lowest value must be a whole number" })
      .min(SCALE_BOUND_MIN)
      .max(SCALE_BOUND_MAX)
      .nullish(),
    scaleMax: z
      .int({ error: "Highest value must be a whole number" })
      .min(SCALE_BOUND_MIN)
      .max(SCALE_BOUND_MAX)
      .nullish(),
  })
  .superRefine((q, ctx) => {
    const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
    if (isChoiceKind(q.kind)) {
      if (q.options.length < OPTIONS_MIN) issue(["options"], `Give at least ${OPTIONS_MIN} options`);
      q.options.forEach((option, i) => {
        if (q.kind === "date" && !option.startsAt) issue(["options", i, "startsAt"], "Choose a date and time");
        if (q.kind !== "date" && !option.label) issue(["options", i, "label"], "Label is required");
        if (q.kind !== "date" && option.startsAt) issue(["options", i, "startsAt"], "Only date questions have times");
      });
      if (q.scaleMin != null || q.scaleMax != null) issue(["scaleMin"], "Only scale questions have a range");
      return;
    }
    if (q.options.length > 0) issue(["options"], "Only choice and date questions have options");
    if (q.kind === "scale") {
      if (q.scaleMin == null) issue(["scaleMin"], "Lowest value is required");
      if (q.scaleMax == null) issue(["scaleMax"], "Highest value is required");
      if (q.scaleMin != null && q.scaleMax != null) {
        if (q.scaleMin >= q.scaleMax) issue(["scaleMax"], "Highest value must be above the lowest");
        else if (q.scaleMax - q.scaleMin > SCALE_SPAN_MAX)
          issue(["scaleMax"], `A scale spans at most ${SCALE_SPAN_MAX} steps`);
      }
    } else if (q.scaleMin != null || q.scaleMax != null) issue(["scaleMin"], "Only scale questions have a range");
  });

const ZTitle = z
  .string({ error: "Title is required" })
  .trim()
  .min(1, "Title is required")
  .max(TITLE_MAX, `Keep the title under ${TITLE_MAX + 1} characters`);
const ZDescription = z
  .string({ error: "Description must be text" })
  .trim()
  .max(DESCRIPTION_MAX, `Keep the description under ${DESCRIPTION_MAX + 1} characters`);
const ZQuestions = z
  .array(ZQuestionInput, { error: "Questions are required" })
  .min(1, "Add a question")
  .max(SURVEY_QUESTIONS_MAX, `At most ${SURVEY_QUESTIONS_MAX} questions`);

/** A poll asks exactly one question. */
const oneQuestionForPolls = (
  p: { kind?: TPollKind | undefined; questions?: unknown[] | undefined },
  ctx: z.RefinementCtx,
) => {
  if (p.kind === "poll" && p.questions && p.questions.length !== 1)
    ctx.addIssue({ code: "custom", path: ["questions"], message: "A poll asks exactly one question" });
};

export const ZPollInput = z
  .strictObject({
    kind: z.enum(POLL_KINDS, { error: "Kind must be poll or survey" }),
    title: ZTitle,
    description: ZDescription.default(""),
    anonymous: z.boolean({ error: "Anonymous must be true or false" }).default(false),
    /** Must lie in the future (checked by the server against its clock). */
    closesAt: isoDateTime("Deadline").nullish(),
    questions: ZQuestions,
  })
  .superRefine(oneQuestionForPolls);
export type TPollInput = z.input<typeof ZPollInput>;

/** Questions and anonymity are locked once anyone has answered (changing them would change what was answered). */
export const ZPollPatch = z.strictObject({
  title: ZTitle.optional(),
  description: ZDescription.optional(),
  closesAt: isoDateTime("Deadline").nullish(),
  anonymous: z.boolean({ error: "Anonymous must be true or false" }).optional(),
  /** Replaces every question (a poll still asks exactly one: the server knows the kind). */
  questions: ZQuestions.optional(),
});
export type TPollPatch = z.input<typeof ZPollPatch>;

export const ZAnswerInput = z.strictObject({
  questionId: ZId("Question"),
  optionIds: z.array(ZId("Option")).max(OPTIONS_MAX, `At most ${OPTIONS_MAX} options`).optional(),
  value: z.int({ error: "Value must be a whole number" }).min(-1000).max(1000).optional(),
  text: z
    .string({ error: "Answer must be text" })
    .trim()
    .max(TEXT_ANSWER_MAX, `Keep the answer under ${TEXT_ANSWER_MAX + 1} characters`)
    .optional(),
});
export type TAnswerInput = z.input<typeof ZAnswerInput>;
export const ZResponseInput = z.strictObject({
  answers: z
    .array(ZAnswerInput, { error: "Answers are required" })
    .max(SURVEY_QUESTIONS_MAX, `At most ${SURVEY_QUESTIONS_MAX} answers`),
});
export type TResponseInput = z.input<typeof ZResponseInput>;

export const ZPollSummary = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  kind: z.enum(POLL_KINDS),
  anonymous: z.boolean(),
  status: z.enum(POLL_STATUSES),
  closesAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  questionCount: z.number(),
  responses: z.number(),
  answered: z.boolean(),
  createdAt: z.string(),
});
export type TPollSummary = z.infer<typeof ZPollSummary>;
export const ZPollList = z.object({ items: z.array(ZPollSummary) });
export type TPollList = z.infer<typeof ZPollList>;

export const ZPollOption = z.object({ id: z.string(), label: z.string(), startsAt: z.string().nullable() });
export type TPollOption = z.infer<typeof ZPollOption>;
export const ZPollQuestion = z.object({
  id: z.string(),
  position: z.number(),
  prompt: z.string(),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  scaleMin: z.number().nullable(),
  scaleMax: z.number().nullable(),
  options: z.array(ZPollOption),
});
export type TPollQuestion = z.infer<typeof ZPollQuestion>;
export const ZMyAnswer = z.object({
  questionId: z.string(),
  optionIds: z.array(z.string()),
  value: z.number().nullable(),
  text: z.string().nullable(),
});
export type TMyAnswer = z.infer<typeof ZMyAnswer>;

export const ZPoll = ZPollSummary.extend({
  description: z.string(),
  /** The event's zone: date options are shown in it. */
  timeZone: z.string(),
  /** The viewer organises the event. */
  canManage: z.boolean(),
  /** Someone has answered: questions and anonymity can no longer change. */
  locked: z.boolean(),
  /** The organiser always; others once they answered or the poll closed. */
  resultsVisible: z.boolean(),
  questions: z.array(ZPollQuestion),
  myAnswers: z.array(ZMyAnswer),
});
export type TPoll = z.infer<typeof ZPoll>;

const ZShare = { count: z.number(), percent: z.number() };
export const ZQuestionResult = z.object({
  id: z.string(),
  prompt: z.string(),
  kind: z.enum(QUESTION_KINDS),
  /** How many responses answered this question: the base of its percentages. */
  answered: z.number(),
  options: z.array(ZPollOption.extend(ZShare)),
  scale: z
    .object({
      min: z.number(),
      max: z.number(),
      average: z.number().nullable(),
      distribution: z.array(z.object({ value: z.number(), ...ZShare })),
    })
    .nullable(),
  /** Free-text answers, newest first; the name only for the organiser of a poll that is not anonymous. */
  texts: z.array(z.object({ text: z.string(), name: z.string().nullable() })),
});
export type TQuestionResult = z.infer<typeof ZQuestionResult>;
export const ZPollResults = z.object({
  pollId: z.string(),
  anonymous: z.boolean(),
  status: z.enum(POLL_STATUSES),
  totalResponses: z.number(),
  questions: z.array(ZQuestionResult),
});
export type TPollResults = z.infer<typeof ZPollResults>;

/**
 * A poll as a guest meets it through their personal invitation link (no account): with the results when the
 * poll shows them to the guest (after answering, or once closed), else null.
 */
export const ZGuestPoll = ZPoll.extend({ results: ZPollResults.nullable() });
export type TGuestPoll = z.infer<typeof ZGuestPoll>;
export const ZGuestPollList = z.object({ items: z.array(ZGuestPoll) });

export const POLL_EXPORT_FORMATS = ["csv", "xlsx"] as const;

/** A share of a whole as a percentage with one decimal (0 when nobody answered). */
export function percentOf(count: number, whole: number): number {
  return whole > 0 ? Math.round((count * 1000) / whole) / 10 : 0;
}
