/**
 * The answer form: one fieldset per question (its legend is the question), radios for one choice,
 * checkboxes for several and for dates, a row of buttons for a scale, a text box for free text. The
 * server's errors appear under the question they concern.
 */
import { useId, useState, type FormEvent } from "react";
import {
  isChoiceKind,
  TEXT_ANSWER_MAX,
  type TAnswerInput,
  type TPoll,
  type TPollQuestion,
} from "#shared/polls/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { FieldError } from "#client/components/ui/form-field.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { ApiError } from "#client/lib/api.ts";
import { successToast } from "#client/lib/toast.ts";
import { useAnswerPoll } from "./api.ts";
import { optionText } from "./format.ts";

interface Draft {
  optionIds: string[];
  value: number | null;
  text: string;
}

const blank: Draft = { optionIds: [], value: null, text: "" };

function initialDrafts(poll: TPoll): Record<string, Draft> {
  return Object.fromEntries(
    poll.myAnswers.map((a) => [a.questionId, { optionIds: a.optionIds, value: a.value, text: a.text ?? "" }]),
  );
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

function QuestionField({
  question,
  index,
  draft,
  error,
  timeZone,
  onChange,
}: {
  question: TPollQuestion;
  index: number;
  draft: Draft;
  error: string | undefined;
  timeZone: string;
  onChange: (draft: Draft) => void;
}) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const invalid = error ? true : undefined;
  return (
    <fieldset className="space-y-3 rounded-xl border bg-surface p-4" aria-describedby={errorId} aria-invalid={invalid}>
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

export function AnswerForm({ eventId, poll }: { eventId: string; poll: TPoll }) {
  const [drafts, setDrafts] = useState<Record<string, Draft>>(() => initialDrafts(poll));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const answer = useAnswerPoll(eventId, poll.id);
  const closed = poll.status === "closed";

  function submit(e: FormEvent) {
    e.preventDefault();
    const missing: Record<string, string> = {};
    for (const q of poll.questions)
      if (q.required && !isAnswered(q, drafts[q.id] ?? blank)) missing[q.id] = "Answer this question";
    setErrors(missing);
    setProblem(null);
    if (Object.keys(missing).length > 0) return;
    const sent = poll.questions.filter((q) => isAnswered(q, drafts[q.id] ?? blank));
    answer.mutate(
      { answers: sent.map((q) => answerOf(q, drafts[q.id]!)) },
      {
        onSuccess: () => successToast(poll.answered ? "Your answers were updated" : "Thanks for answering"),
        onError: (error) => {
          // The server names answers by their place in what was sent, or a question by its position.
          const byQuestion: Record<string, string> = {};
          for (const [field, message] of Object.entries(error instanceof ApiError ? (error.fields ?? {}) : {})) {
            const sentAt = /^answers\.(\d+)/.exec(field);
            const position = /^questions\.(\d+)/.exec(field);
            const question = sentAt
              ? sent[Number(sentAt[1])]
              : position
                ? poll.questions.find((q) => q.position === Number(position[1]))
                : undefined;
            if (question) byQuestion[question.id] ??= message;
          }
          setErrors(byQuestion);
          if (Object.keys(byQuestion).length === 0) setProblem(error.message);
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Your answers">
      {poll.questions.map((question, index) => (
        <QuestionField
          key={question.id}
          question={question}
          index={index}
          draft={drafts[question.id] ?? blank}
          error={errors[question.id]}
          timeZone={poll.timeZone}
          onChange={(draft) => setDrafts((all) => ({ ...all, [question.id]: draft }))}
        />
      ))}
      {problem ? (
        <Alert variant="destructive" role="alert" title="Your answers were not saved">
          {problem}
        </Alert>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-end">
        {poll.answered ? (
          <p className="text-sm text-muted-foreground">
            You have answered; you can change your answers while the poll is open.
          </p>
        ) : null}
        <Button type="submit" loading={answer.isPending} disabled={closed}>
          {poll.answered ? "Update my answers" : "Send my answers"}
        </Button>
      </div>
    </form>
  );
}
