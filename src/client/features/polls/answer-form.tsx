/**
 * The answer form: one fieldset per question (its legend is the question), radios for one choice,
 * checkboxes for several and for dates, a row of buttons for a scale, a text box for free text. The
 * server's errors appear under the question they concern. A member and a guest (through their personal
 * invitation link) answer with the same form; only where the answers are sent differs.
 */
import { useId } from "react";
import { Controller, type Path } from "react-hook-form";
import { isChoiceKind, TEXT_ANSWER_MAX } from "#shared/polls/kinds.ts";
import type { TAnswerInput, TPoll, TPollQuestion, TResponseInput } from "#shared/polls/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { FieldError } from "#client/components/ui/form-field.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { ApiError } from "#client/lib/api.ts";
import { groupFocusRef } from "#client/lib/group-focus.ts";
import { handCheckedResolver, refusalOf } from "#client/lib/hand-checked-form.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { optionText } from "./format.ts";

interface Draft {
  optionIds: string[];
  value: number | null;
  text: string;
}

/** One draft per question, in the poll's order. */
interface AnswersFormValues {
  drafts: Draft[];
}

const blank: Draft = { optionIds: [], value: null, text: "" };

function initialDrafts(poll: TPoll): Draft[] {
  const saved = new Map(
    poll.myAnswers.map((a) => [a.questionId, { optionIds: a.optionIds, value: a.value, text: a.text ?? "" }]),
  );
  return poll.questions.map((q) => saved.get(q.id) ?? blank);
}

function isAnswered(question: TPollQuestion, draft: Draft): boolean {
  if (isChoiceKind(question.kind)) return draft.optionIds.length > 0;
  if (question.kind === "scale") return draft.value !== null;
  return draft.text.trim() !== "";
}

function answerOf(question: TPollQuestion, draft: Draft): TAnswerInput {
  if (isChoiceKind(question.kind)) return { questionId: question.id, optionIds: draft.optionIds };
  if (question.kind === "scale") return { questionId: question.id, value: draft.value! };
  return { questionId: question.id, text: draft.text.trim() };
}

/**
 * The server names an answer by its place in what was sent, or a question by its position: the form names the
 * question's draft.
 */
function draftField(field: string, sent: readonly TAnswerInput[], poll: TPoll): Path<AnswersFormValues> | null {
  const sentAt = /^answers\.(\d+)/.exec(field);
  const position = /^questions\.(\d+)/.exec(field);
  const index = sentAt
    ? poll.questions.findIndex((q) => q.id === sent[Number(sentAt[1])]?.questionId)
    : position
      ? poll.questions.findIndex((q) => q.position === Number(position[1]))
      : -1;
  return index >= 0 ? `drafts.${index}` : null;
}

function QuestionField({
  question,
  index,
  draft,
  error,
  timeZone,
  groupRef,
  onChange,
}: {
  question: TPollQuestion;
  index: number;
  draft: Draft;
  error: string | undefined;
  timeZone: string;
  /** Focused when the question is in error. */
  groupRef: (group: HTMLElement | null) => void;
  onChange: (draft: Draft) => void;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const invalid = error ? true : undefined;
  return (
    <fieldset
      ref={groupRef}
      className="space-y-3 rounded-xl border bg-surface p-4"
      aria-describedby={errorId}
      aria-invalid={invalid}
    >
      <legend className="float-left w-full pb-1 font-semibold break-words">
        {index + 1}. {question.prompt}
        {question.required ? null : <span className="ml-1 text-sm font-normal text-muted-foreground">(optional)</span>}
      </legend>
      {question.kind === "multiple" || question.kind === "date" ? (
        <p className="clear-both text-sm text-muted-foreground">
          {question.kind === "date" ? "Choose every time that works for you." : "Choose all that apply."}
        </p>
      ) : null}
      <div className="clear-both">
        {question.kind === "single" ? (
          <RadioGroup
            value={draft.optionIds[0] ?? ""}
            onValueChange={(value) => onChange({ ...draft, optionIds: [value] })}
            aria-required={question.required}
          >
            {question.options.map((option) => (
              <div key={option.id} className="flex items-center gap-3">
                <RadioGroupItem id={`${id}-${option.id}`} value={option.id} />
                <Label htmlFor={`${id}-${option.id}`} className="font-normal">
                  {optionText(option, timeZone)}
                </Label>
              </div>
            ))}
          </RadioGroup>
        ) : null}
        {question.kind === "multiple" || question.kind === "date" ? (
          <div className="grid gap-3">
            {question.options.map((option) => (
              <div key={option.id} className="flex items-center gap-3">
                <Checkbox
                  id={`${id}-${option.id}`}
                  checked={draft.optionIds.includes(option.id)}
                  onCheckedChange={(checked) =>
                    onChange({
                      ...draft,
                      optionIds:
                        checked === true
                          ? [...draft.optionIds, option.id]
                          : draft.optionIds.filter((o) => o !== option.id),
                    })
                  }
                />
                <Label htmlFor={`${id}-${option.id}`} className="font-normal">
                  {optionText(option, timeZone)}
                </Label>
              </div>
            ))}
          </div>
        ) : null}
        {question.kind === "scale" && question.scaleMin !== null && question.scaleMax !== null ? (
          <div
            className="flex flex-wrap gap-2"
            role="group"
            aria-label={`From ${question.scaleMin} to ${question.scaleMax}`}
          >
            {Array.from({ length: question.scaleMax - question.scaleMin + 1 }, (_, i) => question.scaleMin! + i).map(
              (value) => (
                <Button
                  key={value}
                  type="button"
                  size="icon"
                  variant={draft.value === value ? "default" : "outline"}
                  aria-pressed={draft.value === value}
                  onClick={() => onChange({ ...draft, value })}
                >
                  {value}
                </Button>
              ),
            )}
          </div>
        ) : null}
        {question.kind === "text" ? (
          <Textarea
            aria-label={question.prompt}
            aria-invalid={invalid}
            aria-describedby={errorId}
            maxLength={TEXT_ANSWER_MAX}
            rows={3}
            value={draft.text}
            onChange={(e) => onChange({ ...draft, text: e.target.value })}
          />
        ) : null}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}

/** `send` delivers the answers (a member's call, or a guest's by link); it throws the server's refusal. */
export function AnswerForm({ poll, send }: { poll: TPoll; send: (input: TResponseInput) => Promise<unknown> }) {
  const closed = poll.status === "closed";
  const {
    control,
    setError,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<AnswersFormValues, AnswersFormValues>({
    resolver: handCheckedResolver(({ drafts }) =>
      Object.fromEntries(
        poll.questions.flatMap((q, i) =>
          q.required && !isAnswered(q, drafts[i] ?? blank) ? [[`drafts.${i}`, "Answer this question"]] : [],
        ),
      ),
    ),
    defaultValues: { drafts: initialDrafts(poll) },
    fieldNames: poll.questions.map((_, i) => `drafts.${i}` as const),
    failure: "Please try again.",
  });

  const submit = submitWith(async ({ drafts }) => {
    const sent = poll.questions.flatMap((q, i) => {
      const draft = drafts[i] ?? blank;
      return isAnswered(q, draft) ? [answerOf(q, draft)] : [];
    });
    try {
      await send({ answers: sent });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const placed: Record<string, string> = {};
      for (const [field, message] of Object.entries(error.fields ?? {})) {
        const name = draftField(field, sent, poll);
        if (name) placed[name] ??= message;
      }
      throw refusalOf(error, placed, [], setError);
    }
    successToast(poll.answered ? "Your answers were updated" : "Thanks for answering");
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label="Your answers">
      {poll.questions.map((question, index) => (
        <Controller
          key={question.id}
          control={control}
          name={`drafts.${index}`}
          render={({ field }) => (
            <QuestionField
              question={question}
              index={index}
              draft={field.value}
              error={errors.drafts?.[index]?.message}
              timeZone={poll.timeZone}
              groupRef={groupFocusRef(field.ref)}
              onChange={field.onChange}
            />
          )}
        />
      ))}
      {formError ? (
        <Alert variant="destructive" role="alert" title="Your answers were not saved">
          {formError}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {poll.answered ? (
          <p className="text-sm text-muted-foreground">
            You have answered; you can change your answers while the poll is open.
          </p>
        ) : null}
        <Button type="submit" loading={isSubmitting} disabled={closed}>
          {poll.answered ? "Update my answers" : "Send my answers"}
        </Button>
      </div>
    </form>
  );
}
