/**
 * The one answer form of both guest pages: yes / no / maybe, how many people (for a yes or a maybe), one
 * block per person coming (name, meal, dietary needs as the organiser asks), and a note. The open link also
 * asks who is answering. The server's field errors land under the field they name.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Controller, useWatch, type Path } from "react-hook-form";
import { EVENT_NOT_PUBLISHED } from "#shared/events/publish-first.ts";
import type { TAnswer, TRsvpAnswer } from "#shared/rsvp/schemas.ts";
import { NameEmailFields } from "#client/components/name-email-fields.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { ApiError } from "#client/lib/api.ts";
import { groupControl, groupFocusRef } from "#client/lib/group-focus.ts";
import { handCheckedResolver, refusalOf } from "#client/lib/hand-checked-form.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { cn } from "#client/lib/utils.ts";
import {
  clampPartySize,
  formFieldErrors,
  partySizeChoices,
  toAnswer,
  validateAnswer,
  validateIdentity,
  withPerson,
  type AnswerValues,
  type FieldErrors,
  type IdentityValues,
  type PersonValues,
} from "./answer-logic.ts";

const CHOICES: ReadonlyArray<{ value: TAnswer; label: string }> = [
  { value: "yes", label: "Yes, I'll be there" },
  { value: "maybe", label: "Maybe" },
  { value: "no", label: "No, I can't make it" },
];

interface AnswerFormProps {
  partyMax: number;
  mealOptions: readonly string[];
  askDietary: boolean;
  initial: AnswerValues;
  /** The guest's name on the list. Without it (the open link) the form asks for a name and an email address. */
  guestName?: string | undefined;
  submitLabel: string;
  /** Throws ApiError when the server refuses; its field errors are shown under the fields. */
  onSubmit: (answer: TRsvpAnswer, identity: IdentityValues | null) => Promise<void>;
  /** Offered while changing an answer already given. */
  onCancel?: (() => void) | undefined;
  /** Answers closed while the guest was filling in (409 RSVP_CLOSED or EVENT_NOT_PUBLISHED): the page reloads to show why. */
  onClosed?: (() => void) | undefined;
  /** Opened by "Change my answer": the keyboard lands on the choice rather than back at the top of the page. */
  focusOnOpen?: boolean;
}

/**
 * The answer and, on the open link, who gives it. The party is named as the API names it (headcount, party),
 * so the checks' and the server's field names are the form's own.
 */
interface AnswerFormValues extends IdentityValues {
  status: AnswerValues["status"];
  headcount: number;
  /** One entry per person who may come; only the first `headcount` are sent. */
  party: PersonValues[];
  note: string;
}

type FormPath = Path<AnswerFormValues>;

const answerValues = (values: AnswerFormValues): AnswerValues => ({
  status: values.status,
  partySize: values.headcount,
  people: values.party,
  note: values.note,
});

/** What the form asks besides the answer, fixed for one page. */
interface Asks {
  identity: boolean;
  partyMax: number;
  meal: boolean;
  dietary: boolean;
}

const isComing = (status: AnswerFormValues["status"]) => status === "yes" || status === "maybe";

/** The fields with an input on the page for this answer, in page order. */
function inputsShown(status: AnswerFormValues["status"], headcount: number, asks: Asks): FormPath[] {
  const coming = isComing(status);
  const paths: FormPath[] = asks.identity ? ["name", "email", "status"] : ["status"];
  if (coming && asks.partyMax > 1) paths.push("headcount");
  for (let index = 0; index < (coming ? headcount : 0); index += 1) {
    // The first person is the guest, named by the list or the open link's "Your name".
    if (index > 0) paths.push(`party.${index}.name`);
    if (asks.meal) paths.push(`party.${index}.meal`);
    if (asks.dietary) paths.push(`party.${index}.dietary`);
  }
  paths.push("note");
  return paths;
}

/** The server's field errors: under the input they name when the page shows it, else as messages for the form. */
function sortServerErrors(fields: Record<string, string>, shown: readonly FormPath[]) {
  const placed: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [field, message] of Object.entries(formFieldErrors(fields))) {
    // "Give details for at most …" is about the number of people coming.
    const path = field === "party" ? "headcount" : field;
    if (shown.includes(path as FormPath)) placed[path] ??= message;
    else elsewhere.push(message);
  }
  return { placed, elsewhere };
}

export function AnswerForm({
  partyMax,
  mealOptions,
  askDietary,
  initial,
  guestName,
  submitLabel,
  onSubmit,
  onCancel,
  onClosed,
  focusOnOpen = false,
}: AnswerFormProps) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const asks: Asks = { identity: guestName === undefined, partyMax, meal: mealOptions.length > 0, dietary: askDietary };
  // What the alert above the buttons says did not happen; its message is the form's error.
  const [problemTitle, setProblemTitle] = useState("Your answer was not saved");
  const {
    register,
    control,
    getValues,
    setValue,
    setError,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<AnswerFormValues, AnswerFormValues>({
    // Only fields on the page are checked here; the server says what is wrong with any other.
    resolver: handCheckedResolver((values) => {
      const shown = inputsShown(values.status, values.headcount, asks);
      const found = {
        ...(asks.identity ? validateIdentity(values) : {}),
        ...validateAnswer(answerValues(values), partyMax),
      };
      return Object.fromEntries(Object.entries(found).filter(([field]) => shown.includes(field as FormPath)));
    }),
    defaultValues: {
      name: "",
      email: "",
      status: initial.status,
      headcount: initial.partySize,
      party: initial.people,
      note: initial.note,
    },
    // Every field the page may show (a yes for the whole party), in page order: refusalOf hands on only those shown.
    fieldNames: inputsShown("yes", partyMax, asks),
    failure: "Please try again.",
  });
  const [status, headcount] = useWatch({ control, name: ["status", "headcount"] });
  const shown = inputsShown(status, headcount, asks);

  // Read once: only the opening of the form moves the focus.
  const [focusWhenOpened] = useState(focusOnOpen);
  useEffect(() => {
    if (focusWhenOpened) groupControl(formRef.current)?.focus();
  }, [focusWhenOpened]);

  const coming = isComing(status);
  const asksPartySize = shown.includes("headcount");

  /** A bigger party gets a blank entry for each new person, so their inputs start empty. */
  function growParty(size: number) {
    const people = clampPartySize(size, partyMax);
    if (getValues("party").length < people)
      setValue("party", withPerson(answerValues(getValues()), people - 1, {}).people);
  }

  const submit = submitWith(async (values) => {
    const name = asks.identity ? values.name : (guestName ?? "");
    try {
      await onSubmit(
        toAnswer(answerValues(values), name),
        asks.identity ? { name: values.name.trim(), email: values.email.trim() } : null,
      );
    } catch (error) {
      // Closed meanwhile, or the event went back to draft (ADR 025): the page reloads to show why.
      if (error instanceof ApiError && (error.code === "RSVP_CLOSED" || error.code === EVENT_NOT_PUBLISHED)) {
        setProblemTitle("Answers are closed");
        onClosed?.();
        throw error;
      }
      if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        setProblemTitle("Please check your answer");
        const { placed, elsewhere } = sortServerErrors(
          error.fields,
          inputsShown(values.status, values.headcount, asks),
        );
        throw refusalOf(error, placed, elsewhere, setError);
      }
      setProblemTitle("Your answer was not saved");
      throw error;
    }
  });

  const field = (name: string) => `${id}-${name.replaceAll(".", "-")}`;
  const statusLabelId = field("status-label");
  const statusErrorId = errors.status ? field("status-error") : undefined;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="Your answer"
      className="space-y-6"
    >
      {asks.identity ? (
        <NameEmailFields
          ids={{ name: field("name"), email: field("email") }}
          errors={{ name: errors.name?.message, email: errors.email?.message }}
          emailHint="We'll send you your personal link, so you can change your answer later."
          inputs={{ name: register("name"), email: register("email") }}
        />
      ) : null}

      <div className="space-y-3">
        <p id={statusLabelId} className="font-medium">
          Will you come?
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </p>
        <Controller
          control={control}
          name="status"
          render={({ field: status }) => (
            <RadioGroup
              ref={groupFocusRef(status.ref)}
              aria-labelledby={statusLabelId}
              aria-describedby={statusErrorId}
              aria-invalid={errors.status ? true : undefined}
              aria-required
              value={status.value}
              onValueChange={(value) => status.onChange(value as TAnswer)}
              className="grid grid-cols-3 gap-2"
            >
              {CHOICES.map((choice) => (
                <label
                  key={choice.value}
                  htmlFor={field(`status-${choice.value}`)}
                  className={cn(
                    // A phone stacks the circle over the words, so the three choices share one row.
                    "flex min-h-14 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border bg-surface px-2 py-3 text-center text-sm font-medium text-balance shadow-xs",
                    "sm:flex-row sm:justify-start sm:gap-3 sm:px-4 sm:text-left sm:text-base",
                    "transition-colors duration-150 hover:bg-muted motion-reduce:transition-none",
                    "has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft has-[[data-state=checked]]:text-primary-soft-foreground",
                  )}
                >
                  <RadioGroupItem id={field(`status-${choice.value}`)} value={choice.value} />
                  {choice.label}
                </label>
              ))}
            </RadioGroup>
          )}
        />
        <FieldError id={statusErrorId} message={errors.status?.message} />
      </div>

      {asksPartySize ? (
        <FormField
          id={field("headcount")}
          label="How many people are coming, you included?"
          hint={`Up to ${partyMax} people, you included.`}
          error={errors.headcount?.message}
          className="sm:max-w-xs"
        >
          {(props) => (
            <NativeSelect
              {...props}
              {...register("headcount", {
                setValueAs: (size: string | number) => clampPartySize(Number(size), partyMax),
                onChange: (e: { target: { value: string } }) => growParty(Number(e.target.value)),
              })}
            >
              {partySizeChoices(partyMax).map((size) => (
                <option key={size} value={size}>
                  {size === 1 ? "1 person (just me)" : `${size} people`}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      ) : null}

      {Array.from({ length: coming ? headcount : 0 }, (_, index) => {
        const asksName = index > 0;
        const asksMeal = asks.meal;
        const personErrors = errors.party?.[index];
        if (!asksName && !asksMeal && !askDietary) return null;
        return (
          <fieldset key={index} className="space-y-4 rounded-xl border bg-muted/40 p-4 sm:p-5">
            <legend className="float-left w-full text-sm font-semibold">
              {index > 0 ? `Person ${index + 1}` : guestName ? `You (${guestName})` : "You"}
            </legend>
            <div className="clear-both grid gap-4 sm:grid-cols-2">
              {asksName ? (
                <FormField
                  id={field(`party.${index}.name`)}
                  label="Name"
                  hint="So the organiser knows who is coming."
                  error={personErrors?.name?.message}
                >
                  {(props) => (
                    <Input {...props} autoComplete="off" maxLength={200} {...register(`party.${index}.name`)} />
                  )}
                </FormField>
              ) : null}
              {asksMeal ? (
                <FormField id={field(`party.${index}.meal`)} label="Meal" error={personErrors?.meal?.message}>
                  {(props) => (
                    <NativeSelect {...props} {...register(`party.${index}.meal`)}>
                      <option value="">Choose a meal</option>
                      {mealOptions.map((meal) => (
                        <option key={meal} value={meal}>
                          {meal}
                        </option>
                      ))}
                    </NativeSelect>
                  )}
                </FormField>
              ) : null}
              {askDietary ? (
                <FormField
                  id={field(`party.${index}.dietary`)}
                  label="Dietary needs"
                  error={personErrors?.dietary?.message}
                  className={asksName === asksMeal ? "sm:col-span-2" : undefined}
                >
                  {(props) => (
                    <Input
                      {...props}
                      autoComplete="off"
                      maxLength={300}
                      placeholder="For example vegetarian, nut allergy"
                      {...register(`party.${index}.dietary`)}
                    />
                  )}
                </FormField>
              ) : null}
            </div>
          </fieldset>
        );
      })}

      <FormField id={field("note")} label="A note for the organiser" error={errors.note?.message}>
        {(props) => <Textarea {...props} rows={3} maxLength={1000} className="min-h-20" {...register("note")} />}
      </FormField>

      {formError ? (
        <Alert variant="destructive" role="alert" title={problemTitle}>
          {formError}
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" size="lg" disabled={isSubmitting} onClick={onCancel}>
            Keep my answer
          </Button>
        ) : null}
        <Button type="submit" size="lg" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
