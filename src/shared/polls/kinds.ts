/**
 * The words and limits of polls that the pages need without the schemas (no zod: the guest's invitation page
 * answers polls too, and stays a small download).
 */
export const POLL_KINDS = ["poll", "survey"] as const;
export type TPollKind = (typeof POLL_KINDS)[number];
export const POLL_KIND_LABELS: Record<TPollKind, string> = { poll: "Poll", survey: "Survey" };

export const QUESTION_KINDS = ["single", "multiple", "date", "scale", "text"] as const;
export type TQuestionKind = (typeof QUESTION_KINDS)[number];
export const QUESTION_KIND_LABELS: Record<TQuestionKind, string> = {
  single: "One choice",
  multiple: "Several choices",
  date: "Which dates work?",
  scale: "Rating scale",
  text: "Free text",
};
/** Kinds whose answers are options of the question. */
const CHOICE_KINDS: readonly TQuestionKind[] = ["single", "multiple", "date"];
export const isChoiceKind = (kind: TQuestionKind) => CHOICE_KINDS.includes(kind);

export const TEXT_ANSWER_MAX = 1000;

export const POLL_STATUSES = ["open", "closed"] as const;
export type TPollStatus = (typeof POLL_STATUSES)[number];
