/**
 * The one answer form of both guest pages: yes / no / maybe, how many people (for a yes or a maybe), one
 * block per person coming (name, meal, dietary needs as the organiser asks), and a note. The open link also
 * asks who is answering. The server's field errors land under the field they name.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
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
import { cn } from "#client/lib/utils.ts";
import {
  clampPartySize,
  formFieldErrors,
  partySizeChoices,
  peopleShown,
  toAnswer,
  validateAnswer,
  validateIdentity,
  withPerson,
  type AnswerValues,
  type FieldErrors,
  type IdentityValues,
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
  /** Answers closed while the guest was filling in (409 RSVP_CLOSED): the page reloads to show why. */
  onClosed?: (() => void) | undefined;
  /** Opened by "Change my answer": the keyboard lands on the choice rather than back at the top of the page. */
  focusOnOpen?: boolean;
}

/** The radio the keyboard lands on in a radio group: the chosen one, else the first. */
function firstRadio(within: HTMLElement | null): HTMLElement | null {
  return (
    within?.querySelector<HTMLElement>('[role="radio"][data-state="checked"]') ??
    within?.querySelector<HTMLElement>('[role="radio"]') ??
    null
  );
}

interface FormProblem {
  title: string;
  message: string;
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
  const asksIdentity = guestName === undefined;
  const [values, setValues] = useState<AnswerValues>(initial);
  const [identity, setIdentity] = useState<IdentityValues>({ name: "", email: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Bumped after every refused submit, so the first field in error gets the focus once it is marked.
  const [focusRequest, setFocusRequest] = useState(0);

  // Read once: only the opening of the form moves the focus.
  const [focusWhenOpened] = useState(focusOnOpen);
  useEffect(() => {
    if (focusWhenOpened) firstRadio(formRef.current)?.focus();
  }, [focusWhenOpened]);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid?.getAttribute("role") === "radiogroup") firstRadio(invalid)?.focus();
    else invalid?.focus();
  }, [focusRequest]);

  const coming = values.status === "yes" || values.status === "maybe";
  const people = peopleShown(values);
  const asksPartySize = coming && partyMax > 1;

  /** Whether an error for this field has a place in the form as it is now. */
  function placed(field: string): boolean {
    if (field === "status" || field === "note") return true;
    if (field === "name" || field === "email") return asksIdentity;
    if (field === "headcount" || field === "party") return asksPartySize;
    const match = /^party\.(\d+)\.(name|meal|dietary)$/.exec(field);
    if (!match) return false;
    const index = Number(match[1]);
    if (index >= people.length) return false;
    if (match[2] === "name") return index > 0;
    return match[2] === "meal" ? mealOptions.length > 0 : askDietary;
  }

  function refuse(found: FieldErrors) {
    const here = Object.fromEntries(Object.entries(found).filter(([field]) => placed(field)));
    const elsewhere = Object.entries(found).filter(([field]) => !placed(field));
    setErrors(here);
    if (elsewhere.length > 0)
      setProblem({ title: "Please check your answer", message: elsewhere.map(([, message]) => message).join(" ") });
    setFocusRequest((n) => n + 1);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setProblem(null);
    const found = { ...(asksIdentity ? validateIdentity(identity) : {}), ...validateAnswer(values, partyMax) };
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      const name = asksIdentity ? identity.name : (guestName ?? "");
      await onSubmit(
        toAnswer(values, name),
        asksIdentity ? { name: identity.name.trim(), email: identity.email.trim() } : null,
      );
    } catch (error) {
      if (error instanceof ApiError && error.code === "RSVP_CLOSED") {
        setProblem({ title: "Answers are closed", message: error.message });
        onClosed?.();
      } else if (error instanceof ApiError && error.fields && Object.keys(error.fields).length > 0) {
        refuse(formFieldErrors(error.fields));
      } else {
        setProblem({
          title: "Your answer was not saved",
          message: error instanceof Error && error.message ? error.message : "Please try again.",
        });
      }
    } finally {
      setSubmitting(false);
    }
  }

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
      {asksIdentity ? (
        <NameEmailFields
          ids={{ name: field("name"), email: field("email") }}
          errors={{ name: errors.name, email: errors.email }}
          emailHint="We'll send you your personal link, so you can change your answer later."
          value={identity}
          onChange={setIdentity}
        />
      ) : null}

      <div className="space-y-3">
        <p id={statusLabelId} className="font-medium">
          Will you come?
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </p>
        <RadioGroup
          aria-labelledby={statusLabelId}
          aria-describedby={statusErrorId}
          aria-invalid={errors.status ? true : undefined}
          aria-required
          value={values.status}
          onValueChange={(status) => setValues({ ...values, status: status as TAnswer })}
          className="grid gap-2 sm:grid-cols-3"
        >
          {CHOICES.map((choice) => (
            <label
              key={choice.value}
              htmlFor={field(`status-${choice.value}`)}
              className={cn(
                "flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border bg-surface px-4 py-3 text-base font-medium shadow-xs",
                "transition-colors duration-150 hover:bg-muted motion-reduce:transition-none",
                "has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft has-[[data-state=checked]]:text-primary-soft-foreground",
              )}
            >
              <RadioGroupItem id={field(`status-${choice.value}`)} value={choice.value} />
              {choice.label}
            </label>
          ))}
        </RadioGroup>
        <FieldError id={statusErrorId} message={errors.status} />
      </div>

      {asksPartySize ? (
        <FormField
          id={field("headcount")}
          label="How many people are coming, you included?"
          hint={`Up to ${partyMax} people, you included.`}
          error={errors.headcount ?? errors.party}
          className="sm:max-w-xs"
        >
          {(props) => (
            <NativeSelect
              {...props}
              value={String(values.partySize)}
              onChange={(e) => setValues({ ...values, partySize: clampPartySize(Number(e.target.value), partyMax) })}
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

      {people.map((person, index) => {
        const asksName = index > 0;
        const asksMeal = mealOptions.length > 0;
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
                  error={errors[`party.${index}.name`]}
                >
                  {(props) => (
                    <Input
                      {...props}
                      autoComplete="off"
                      maxLength={200}
                      value={person.name}
                      onChange={(e) => setValues(withPerson(values, index, { name: e.target.value }))}
                    />
                  )}
                </FormField>
              ) : null}
              {asksMeal ? (
                <FormField id={field(`party.${index}.meal`)} label="Meal" error={errors[`party.${index}.meal`]}>
                  {(props) => (
                    <NativeSelect
                      {...props}
                      value={person.meal}
                      onChange={(e) => setValues(withPerson(values, index, { meal: e.target.value }))}
                    >
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
                  error={errors[`party.${index}.dietary`]}
                  className={asksName === asksMeal ? "sm:col-span-2" : undefined}
                >
                  {(props) => (
                    <Input
                      {...props}
                      autoComplete="off"
                      maxLength={300}
                      placeholder="For example vegetarian, nut allergy"
                      value={person.dietary}
                      onChange={(e) => setValues(withPerson(values, index, { dietary: e.target.value }))}
                    />
                  )}
                </FormField>
              ) : null}
            </div>
          </fieldset>
        );
      })}

      <FormField id={field("note")} label="A note for the organiser" error={errors.note}>
        {(props) => (
          <Textarea
            {...props}
            rows={3}
            maxLength={1000}
            className="min-h-20"
            value={values.note}
            onChange={(e) => setValues({ ...values, note: e.target.value })}
          />
        )}
      </FormField>

      {problem ? (
        <Alert variant="destructive" role="alert" title={problem.title}>
          {problem.message}
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="outline" size="lg" disabled={submitting} onClick={onCancel}>
            Keep my answer
          </Button>
        ) : null}
        <Button type="submit" size="lg" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
