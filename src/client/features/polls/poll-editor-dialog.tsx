/**
 * The organiser's "New poll" dialog: a poll (one question) or a survey (up to 20), each question's kind,
 * its options (added, removed and moved with buttons; a date option's time is entered in the event's
 * zone), the anonymous switch and the deadline. Checked by the API's own ZPollInput; the server's errors
 * appear under the field they name too.
 */
import { useId, useState } from "react";
import {
  Controller,
  useFieldArray,
  useFormState,
  useWatch,
  type Control,
  type Path,
  type UseFormRegister,
} from "react-hook-form";
import type { z } from "zod";
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
  ZPollInput,
  type TPoll,
  type TPollInput,
  type TPollKind,
  type TQuestionKind,
} from "#shared/polls/schemas.ts";
import { zonedInputToIso } from "#shared/zoned-time.ts";
import { describeTimeZone } from "#shared/date-format.ts";
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
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useCreatePoll } from "./api.ts";

interface OptionDraft {
  label: string;
  /** datetime-local value in the event's zone. */
  startsAt: string;
}

interface QuestionDraft {
  prompt: string;
  kind: TQuestionKind;
  required: boolean;
  options: OptionDraft[];
  scaleMin: string;
  scaleMax: string;
}

interface PollFormValues {
  kind: TPollKind;
  title: string;
  description: string;
  anonymous: boolean;
  /** datetime-local in the event's zone; empty for no deadline. */
  closesAt: string;
  questions: QuestionDraft[];
}

type PollOutput = z.output<typeof ZPollInput>;

const newOption = (): OptionDraft => ({ label: "", startsAt: "" });
const newQuestion = (): QuestionDraft => ({
  prompt: "",
  kind: "single",
  required: true,
  options: [newOption(), newOption()],
  scaleMin: "1",
  scaleMax: "5",
});
const emptyPoll = (): PollFormValues => ({
  kind: "poll",
  title: "",
  description: "",
  anonymous: false,
  closesAt: "",
  questions: [newQuestion()],
});

/** Every field the server may name, down to each option of each question. */
const FIELD_NAMES: ReadonlyArray<Path<PollFormValues>> = [
  "title",
  "description",
  "closesAt",
  "questions",
  ...Array.from({ length: SURVEY_QUESTIONS_MAX }, (_, q) => [
    `questions.${q}.prompt` as const,
    `questions.${q}.kind` as const,
    `questions.${q}.options` as const,
    `questions.${q}.scaleMin` as const,
    `questions.${q}.scaleMax` as const,
    ...Array.from({ length: OPTIONS_MAX }, (_, o) => [
      `questions.${q}.options.${o}.label` as const,
      `questions.${q}.options.${o}.startsAt` as const,
    ]).flat(),
  ]).flat(),
];

function toInput(values: PollFormValues, timeZone: string): TPollInput {
  return {
    kind: values.kind,
    title: values.title,
    description: values.description,
    anonymous: values.anonymous,
    closesAt: values.closesAt ? zonedInputToIso(values.closesAt, timeZone) : null,
    questions: values.questions.map((q) => ({
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

/** A list's own error: the schema's lands on `root`, the server's on the list itself. */
const listError = (error: { root?: { message?: string }; message?: string } | undefined) =>
  error?.root?.message ?? error?.message;

function QuestionEditor({
  control,
  register,
  index,
  count,
  timeZone,
  onMove,
  onRemove,
}: {
  control: Control<PollFormValues, unknown, PollOutput>;
  register: UseFormRegister<PollFormValues>;
  timeZone: string;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: (() => void) | null;
}) {
  const id = useId();
  const at = `questions.${index}` as const;
  const options = useFieldArray({ control, name: `${at}.options` });
  const kind = useWatch({ control, name: `${at}.kind` });
  const { errors: formErrors } = useFormState({ control });
  const errors = formErrors.questions?.[index];
  return (
    <fieldset className="space-y-3 rounded-xl border p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold">Question {index + 1}</legend>
      <FormField id={`${id}-prompt`} label="Question" required error={errors?.prompt?.message}>
        {(props) => <Input {...props} maxLength={PROMPT_MAX} {...register(`${at}.prompt`)} />}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${id}-kind`} label="Kind of answer" error={errors?.kind?.message}>
          {(props) => (
            <NativeSelect
              {...props}
              {...register(`${at}.kind`, {
                onChange: (e: { target: { value: string } }) => {
                  if (isChoiceKind(e.target.value as TQuestionKind) && options.fields.length < 2)
                    options.replace([newOption(), newOption()]);
                },
              })}
            >
              {QUESTION_KINDS.map((k) => (
                <option key={k} value={k}>
                  {QUESTION_KIND_LABELS[k]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <div className="flex items-center gap-2 sm:pt-7">
          <Controller
            control={control}
            name={`${at}.required`}
            render={({ field }) => (
              <Checkbox
                id={`${id}-required`}
                ref={field.ref}
                name={field.name}
                checked={field.value}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
              />
            )}
          />
          <Label htmlFor={`${id}-required`} className="font-normal">
            An answer is required
          </Label>
        </div>
      </div>
      {isChoiceKind(kind) ? (
        <div className="space-y-2">
          <p className="text-sm font-medium">{kind === "date" ? "Proposed dates and times" : "Options"}</p>
          {kind === "date" ? (
            <p className="text-xs text-muted-foreground">Times in {describeTimeZone(timeZone)}.</p>
          ) : null}
          <ol className="space-y-2">
            {options.fields.map((option, i) => {
              const name = `option ${i + 1}`;
              const optionErrors = errors?.options?.[i];
              return (
                <li key={option.id} className="space-y-1">
                  <div className="flex flex-wrap items-center gap-2">
                    {kind === "date" ? (
                      <Input
                        type="datetime-local"
                        aria-label={`Date and time of ${name}`}
                        aria-invalid={optionErrors?.startsAt ? true : undefined}
                        className="w-full sm:w-56"
                        {...register(`${at}.options.${i}.startsAt`)}
                      />
                    ) : null}
                    <Input
                      aria-label={kind === "date" ? `Note for ${name} (optional)` : `Label of ${name}`}
                      aria-invalid={optionErrors?.label ? true : undefined}
                      placeholder={kind === "date" ? "Note (optional)" : `Option ${i + 1}`}
                      maxLength={OPTION_LABEL_MAX}
                      className="min-w-0 flex-1"
                      {...register(`${at}.options.${i}.label`)}
                    />
                    <div className="flex gap-1">
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        aria-label={`Move ${name} up`}
                        disabled={i === 0}
                        onClick={() => options.move(i, i - 1)}
                      >
                        <ArrowUp aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        aria-label={`Move ${name} down`}
                        disabled={i === options.fields.length - 1}
                        onClick={() => options.move(i, i + 1)}
                      >
                        <ArrowDown aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        size="icon"
                        variant="ghost"
                        aria-label={`Remove ${name}`}
                        disabled={options.fields.length <= 2}
                        onClick={() => options.remove(i)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  <FieldError message={optionErrors?.startsAt?.message ?? optionErrors?.label?.message} />
                </li>
              );
            })}
          </ol>
          <FieldError message={listError(errors?.options)} />
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={options.fields.length >= OPTIONS_MAX}
            onClick={() => options.append(newOption(), { shouldFocus: false })}
          >
            <Plus aria-hidden="true" />
            Add {kind === "date" ? "a date" : "an option"}
          </Button>
        </div>
      ) : null}
      {kind === "scale" ? (
        <div className="grid grid-cols-2 gap-3">
          <FormField id={`${id}-min`} label="Lowest" error={errors?.scaleMin?.message}>
            {(props) => <Input {...props} type="number" inputMode="numeric" {...register(`${at}.scaleMin`)} />}
          </FormField>
          <FormField id={`${id}-max`} label="Highest" hint="At most 10 steps" error={errors?.scaleMax?.message}>
            {(props) => <Input {...props} type="number" inputMode="numeric" {...register(`${at}.scaleMax`)} />}
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

function PollEditorForm({
  timeZone,
  create,
  onCancel,
  onCreated,
}: {
  timeZone: string;
  create: ReturnType<typeof useCreatePoll>;
  onCancel: () => void;
  onCreated: (poll: TPoll) => void;
}) {
  const id = useId();
  const {
    register,
    control,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<PollFormValues, PollOutput>({
    resolver: shapedZodResolver<PollFormValues, typeof ZPollInput>(ZPollInput, (values) => toInput(values, timeZone)),
    defaultValues: emptyPoll(),
    fieldNames: FIELD_NAMES,
    failure: "The poll could not be created.",
  });
  const questions = useFieldArray({ control, name: "questions" });
  const kind = useWatch({ control, name: "kind" });

  const submit = submitWith(async (input) => {
    const poll = await create.mutateAsync(input);
    successToast(input.kind === "poll" ? "Poll created" : "Survey created");
    onCreated(poll);
  });
  // Whatever is marked under the fields, the summary above the buttons says to look there.
  const problem = formError ?? (Object.keys(errors).length > 0 ? "Check the fields marked below." : null);

  return (
    <>
      <DialogHeader>
        <DialogTitle>New {kind === "poll" ? "poll" : "survey"}</DialogTitle>
        <DialogDescription>
          A poll asks one question; a survey asks several. Everyone in the event can answer once and change their answer
          while it is open.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">Type</legend>
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <RadioGroup
                ref={field.ref}
                name={field.name}
                value={field.value}
                onValueChange={(value) => {
                  field.onChange(value as TPollKind);
                  // A poll asks one question: the others go.
                  if (value === "poll" && questions.fields.length > 1)
                    questions.remove(Array.from({ length: questions.fields.length - 1 }, (_, i) => i + 1));
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
            )}
          />
        </fieldset>
        <FormField id={`${id}-title`} label="Title" required error={errors.title?.message}>
          {(props) => <Input {...props} maxLength={TITLE_MAX} {...register("title")} />}
        </FormField>
        <FormField id={`${id}-description`} label="Description" hint="Optional" error={errors.description?.message}>
          {(props) => <Textarea {...props} rows={2} {...register("description")} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id={`${id}-closes`}
            label="Deadline"
            hint={`Optional. Time in ${describeTimeZone(timeZone)}.`}
            error={errors.closesAt?.message}
          >
            {(props) => <Input {...props} type="datetime-local" {...register("closesAt")} />}
          </FormField>
          <div className="flex items-start gap-2 sm:pt-7">
            <Controller
              control={control}
              name="anonymous"
              render={({ field }) => (
                <Checkbox
                  id={`${id}-anonymous`}
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                  onBlur={field.onBlur}
                />
              )}
            />
            <Label htmlFor={`${id}-anonymous`} className="font-normal">
              Anonymous: results never say who answered
            </Label>
          </div>
        </div>
        {questions.fields.map((question, index) => (
          <QuestionEditor
            key={question.id}
            control={control}
            register={register}
            index={index}
            count={questions.fields.length}
            timeZone={timeZone}
            onMove={(to) => questions.move(index, to)}
            onRemove={questions.fields.length > 1 ? () => questions.remove(index) : null}
          />
        ))}
        <FieldError message={listError(errors.questions)} />
        {kind === "survey" ? (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            disabled={questions.fields.length >= SURVEY_QUESTIONS_MAX}
            onClick={() => questions.append(newQuestion(), { shouldFocus: false })}
          >
            <Plus aria-hidden="true" />
            Add a question
          </Button>
        ) : null}
        <DialogFormFooter
          error={problem}
          errorTitle={kind === "poll" ? "The poll was not created" : "The survey was not created"}
          submitting={isSubmitting}
          submitLabel={kind === "poll" ? "Create poll" : "Create survey"}
          onCancel={onCancel}
        />
      </form>
    </>
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
  const create = useCreatePoll(eventId);
  // A new round of the form (blank, no errors) after every close and every poll created.
  const [round, setRound] = useState(0);
  function reset() {
    setRound((r) => r + 1);
    create.reset();
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
        <PollEditorForm
          key={round}
          timeZone={timeZone}
          create={create}
          onCancel={() => {
            reset();
            onOpenChange(false);
          }}
          onCreated={(poll) => {
            reset();
            onCreated(poll);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
