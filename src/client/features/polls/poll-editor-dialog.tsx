/**
 * The organiser's "New poll" dialog: a poll (one question) or a survey (up to 20), each question's kind,
 * its options (added, removed and moved with buttons; a date option's time is entered in the event's
 * zone), the anonymous switch and the deadline. The server's errors appear under the field they name.
 */
import { useId, useState, type FormEvent } from "react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import {
  isChoiceKind,
  OPTION_LABEL_MAX,
  OPTIONS_MAX,
  POLL_KIND_LABELS,
  POLL_KINDS,
  PROMPT_MAX,
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  SURVEY_QUESTIONS_MAX,
  TITLE_MAX,
  type TPoll,
  type TPollInput,
  type TPollKind,
  type TQuestionKind,
} from "#shared/polls/schemas.ts";
import { describeTimeZone, zonedInputToIso } from "#shared/zoned-time.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { ApiError } from "#client/lib/api.ts";
import { successToast } from "#client/lib/toast.ts";
import { useCreatePoll } from "./api.ts";

interface OptionDraft {
  key: number;
  label: string;
  /** datetime-local value in the event's zone. */
  startsAt: string;
}

interface QuestionDraft {
  key: number;
  prompt: string;
  kind: TQuestionKind;
  required: boolean;
  options: OptionDraft[];
  scaleMin: string;
  scaleMax: string;
}

let nextKey = 0;
const newOption = (): OptionDraft => ({ key: ++nextKey, label: "", startsAt: "" });
const newQuestion = (): QuestionDraft => ({
  key: ++nextKey,
  prompt: "",
  kind: "single",
  required: true,
  options: [newOption(), newOption()],
  scaleMin: "1",
  scaleMax: "5",
});

function move<T>(list: T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}

function toInput(
  kind: TPollKind,
  title: string,
  description: string,
  anonymous: boolean,
  closesAt: string,
  questions: QuestionDraft[],
  timeZone: string,
): TPollInput {
  return {
    kind,
    title,
    description,
    anonymous,
    closesAt: closesAt ? zonedInputToIso(closesAt, timeZone) : null,
    questions: questions.map((q) => ({
      prompt: q.prompt,
      kind: q.kind,
      required: q.required,
      options: isChoiceKind(q.kind)
        ? q.options.map((o) =>
            q.kind === "date"
              ? { label: o.label, startsAt: o.startsAt ? zonedInputToIso(o.startsAt, timeZone) : null }
              : { label: o.label },
          )
        : [],
      ...(q.kind === "scale" ? { scaleMin: Number(q.scaleMin), scaleMax: Number(q.scaleMax) } : {}),
    })),
  };
}

function QuestionEditor({
  question,
  index,
  count,
  errors,
  timeZone,
  onChange,
  onMove,
  onRemove,
}: {
  question: QuestionDraft;
  timeZone: string;
  index: number;
  count: number;
  errors: Record<string, string>;
  onChange: (q: QuestionDraft) => void;
  onMove: (to: number) => void;
  onRemove: (() => void) | null;
}) {
  const id = useId();
  const at = `questions.${index}`;
  const setOption = (i: number, option: OptionDraft) =>
    onChange({ ...question, options: question.options.map((o, j) => (j === i ? option : o)) });
  return (
    <fieldset className="space-y-3 rounded-xl border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">Question {index + 1}</legend>
      <FormField id={`${id}-prompt`} label="Question" required error={errors[`${at}.prompt`]}>
        {(control) => (
          <Input
            {...control}
            maxLength={PROMPT_MAX}
            value={question.prompt}
            onChange={(e) => onChange({ ...question, prompt: e.target.value })}
          />
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-kind`} label="Kind of answer" error={errors[`${at}.kind`]}>
          {(control) => (
            <NativeSelect
              {...control}
              value={question.kind}
              onChange={(e) => {
                const kind = e.target.value as TQuestionKind;
                onChange({
                  ...question,
                  kind,
                  options:
                    isChoiceKind(kind) && question.options.length < 2 ? [newOption(), newOption()] : question.options,
                });
              }}
            >
              {QUESTION_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {QUESTION_KIND_LABELS[kind]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="flex items-center gap-2 sm:pt-7">
          <Checkbox
            id={`${id}-required`}
            checked={question.required}
            onCheckedChange={(checked) => onChange({ ...question, required: checked === true })}
          />
          <Label htmlFor={`${id}-required`} className="font-normal">
            An answer is required
          </Label>
        </div>
      </div>
      {isChoiceKind(question.kind) ? (
        <div className="space-y-2">
          <p className="text-sm font-medium">{question.kind === "date" ? "Proposed dates and times" : "Options"}</p>
          {question.kind === "date" ? (
            <p className="text-xs text-muted-foreground">Times in {describeTimeZone(timeZone)}.</p>
          ) : null}
          <ol className="space-y-2">
            {question.options.map((option, i) => {
              const name = `option ${i + 1}`;
              const optionAt = `${at}.options.${i}`;
              return (
                <li key={option.key} className="space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    {question.kind === "date" ? (
                      <Input
                        type="datetime-local"
                        aria-label={`Date and time of ${name}`}
                        aria-invalid={errors[`${optionAt}.startsAt`] ? true : undefined}
                        className="w-full sm:w-56"
                        value={option.startsAt}
                        onChange={(e) => setOption(i, { ...option, startsAt: e.target.value })}
                      />
                    ) : null}
                    <Input
                      aria-label={question.kind === "date" ? `Note for ${name} (optional)` : `Label of ${name}`}
                      aria-invalid={errors[`${optionAt}.label`] ? true : undefined}
                      placeholder={question.kind === "date" ? "Note (optional)" : `Option ${i + 1}`}
                      maxLength={OPTION_LABEL_MAX}
                      className="min-w-0 flex-1"
                      value={option.label}
                      onChange={(e) => setOption(i, { ...option, label: e.target.value })}
                    />
                    <div className="flex gap-1">
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        aria-label={`Move ${name} up`}
                        disabled={i === 0}
                        onClick={() => onChange({ ...question, options: move(question.options, i, i - 1) })}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        aria-label={`Move ${name} down`}
                        disabled={i === question.options.length - 1}
                        onClick={() => onChange({ ...question, options: move(question.options, i, i + 1) })}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        aria-label={`Remove ${name}`}
                        disabled={question.options.length <= 2}
                        onClick={() => onChange({ ...question, options: question.options.filter((_, j) => j !== i) })}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  <FieldError message={errors[`${optionAt}.startsAt`] ?? errors[`${optionAt}.label`]} />
                </li>
              );
            })}
          </ol>
          <FieldError message={errors[`${at}.options`]} />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={question.options.length >= OPTIONS_MAX}
            onClick={() => onChange({ ...question, options: [...question.options, newOption()] })}
          >
            <Plus aria-hidden="true" />
            Add {question.kind === "date" ? "a date" : "an option"}
          </Button>
        </div>
      ) : null}
      {question.kind === "scale" ? (
        <div className="grid grid-cols-2 gap-3">
          <FormField id={`${id}-min`} label="Lowest" error={errors[`${at}.scaleMin`]}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                value={question.scaleMin}
                onChange={(e) => onChange({ ...question, scaleMin: e.target.value })}
              />
            )}
          </FormField>
          <FormField id={`${id}-max`} label="Highest" hint="At most 10 steps" error={errors[`${at}.scaleMax`]}>
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="numeric"
                value={question.scaleMax}
                onChange={(e) => onChange({ ...question, scaleMax: e.target.value })}
              />
            )}
          </FormField>
        </div>
      ) : null}
      {count > 1 || onRemove ? (
        <div className="flex flex-wrap gap-2">
          {count > 1 ? (
            <>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={index === 0}
                onClick={() => onMove(index - 1)}
              >
                <ArrowUp aria-hidden="true" />
                Move question up
              </Button>
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={index === count - 1}
                onClick={() => onMove(index + 1)}
              >
                <ArrowDown aria-hidden="true" />
                Move question down
              </Button>
            </>
          ) : null}
          {onRemove ? (
            <Button type="button" size="sm" variant="destructive-outline" onClick={onRemove}>
              <Trash2 aria-hidden="true" />
              Remove question
            </Button>
          ) : null}
        </div>
      ) : null}
    </fieldset>
  );
}

export function PollEditorDialog({
  eventId,
  timeZone,
  open,
  onOpenChange,
  onCreated,
}: {
  eventId: string;
  timeZone: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (poll: TPoll) => void;
}) {
  const id = useId();
  const [kind, setKind] = useState<TPollKind>("poll");
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [anonymous, setAnonymous] = useState(false);
  const [closesAt, setClosesAt] = useState("");
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => [newQuestion()]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreatePoll(eventId);

  function reset() {
    setKind("poll");
    setTitle("");
    setDescription("");
    setAnonymous(false);
    setClosesAt("");
    setQuestions([newQuestion()]);
    setErrors({});
    setProblem(null);
    create.reset();
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    setErrors({});
    setProblem(null);
    create.mutate(toInput(kind, title, description, anonymous, closesAt, questions, timeZone), {
      onSuccess: (poll) => {
        successToast(kind === "poll" ? "Poll created" : "Survey created");
        reset();
        onCreated(poll);
      },
      onError: (error) => {
        const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
        setErrors(fields);
        setProblem(Object.keys(fields).length > 0 ? "Check the fields marked below." : error.message);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (create.isPending) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>New {kind === "poll" ? "poll" : "survey"}</DialogTitle>
          <DialogDescription>
            A poll asks one question; a survey asks several. Everyone in the event can answer once and change their
            answer while it is open.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium">Type</legend>
            <RadioGroup
              value={kind}
              onValueChange={(value) => {
                setKind(value as TPollKind);
                if (value === "poll") setQuestions((all) => all.slice(0, 1));
              }}
              className="flex gap-6"
            >
              {POLL_KINDS.map((k) => (
                <div key={k} className="flex items-center gap-2">
                  <RadioGroupItem id={`${id}-${k}`} value={k} />
                  <Label htmlFor={`${id}-${k}`} className="font-normal">
                    {POLL_KIND_LABELS[k]}
                  </Label>
                </div>
              ))}
            </RadioGroup>
          </fieldset>
          <FormField id={`${id}-title`} label="Title" required error={errors.title}>
            {(control) => (
              <Input {...control} maxLength={TITLE_MAX} value={title} onChange={(e) => setTitle(e.target.value)} />
            )}
          </FormField>
          <FormField id={`${id}-description`} label="Description" hint="Optional" error={errors.description}>
            {(control) => (
              <Textarea {...control} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              id={`${id}-closes`}
              label="Deadline"
              hint={`Optional. Time in ${describeTimeZone(timeZone)}.`}
              error={errors.closesAt}
            >
              {(control) => (
                <Input
                  {...control}
                  type="datetime-local"
                  value={closesAt}
                  onChange={(e) => setClosesAt(e.target.value)}
                />
              )}
            </FormField>
            <div className="flex items-start gap-2 sm:pt-7">
              <Checkbox
                id={`${id}-anonymous`}
                checked={anonymous}
                onCheckedChange={(checked) => setAnonymous(checked === true)}
              />
              <Label htmlFor={`${id}-anonymous`} className="font-normal">
                Anonymous: results never say who answered
              </Label>
            </div>
          </div>
          {questions.map((question, index) => (
            <QuestionEditor
              key={question.key}
              question={question}
              index={index}
              count={questions.length}
              errors={errors}
              timeZone={timeZone}
              onChange={(q) => setQuestions((all) => all.map((x, i) => (i === index ? q : x)))}
              onMove={(to) => setQuestions((all) => move(all, index, to))}
              onRemove={questions.length > 1 ? () => setQuestions((all) => all.filter((_, i) => i !== index)) : null}
            />
          ))}
          <FieldError message={errors.questions} />
          {kind === "survey" ? (
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              disabled={questions.length >= SURVEY_QUESTIONS_MAX}
              onClick={() => setQuestions((all) => [...all, newQuestion()])}
            >
              <Plus aria-hidden="true" />
              Add a question
            </Button>
          ) : null}
          <DialogFormFooter
            error={problem}
            errorTitle={kind === "poll" ? "The poll was not created" : "The survey was not created"}
            submitting={create.isPending}
            submitLabel={kind === "poll" ? "Create poll" : "Create survey"}
            onCancel={() => {
              reset();
              onOpenChange(false);
            }}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
