/**
 * The organiser records an answer a guest gave another way (by phone, at the door): yes, no or maybe,
 * how many people come, each person's meal and dietary needs when the event asks, and a note. Checked by the
 * API's own ZRsvpAnswer after the checks only this guest's form can make (an answer chosen, a party that fits
 * the invitation). The server applies the same rules as to the guest's own answer (party size, meal options,
 * capacity: a yes that does not fit goes on the waitlist).
 */
import { useId } from "react";
import { Controller, useFieldArray, useWatch, type Path, type Resolver } from "react-hook-form";
import type { z } from "zod";
import {
  ANSWERS,
  PARTY_MAX_LIMIT,
  RSVP_STATUS_LABELS,
  ZRsvpAnswer,
  type TAnswer,
  type TGuest,
  type TPartyMember,
  type TRsvpSettings,
} from "#shared/rsvp/schemas.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { groupFocusRef } from "#client/lib/group-focus.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useRecordAnswer, useRsvpSettings } from "./api.ts";
import { resizeParty } from "./format.ts";

/** One person of the party as the form holds them: the meal select's "Not chosen yet" is "". */
interface PersonDraft {
  name: string;
  meal: string;
  dietary: string;
}

interface AnswerFormValues {
  status: TAnswer | "";
  /** As typed; checked against the invitation's party size. */
  headcount: string;
  /** One entry per person of the headcount last typed that made sense; the first people are sent. */
  party: PersonDraft[];
  note: string;
}

type AnswerOutput = z.output<typeof ZRsvpAnswer>;

// "party" itself is left out: the server's "Give details for at most …" goes above the buttons.
const PERSON_FIELDS = Array.from(
  { length: PARTY_MAX_LIMIT },
  (_, i) => [`party.${i}.name`, `party.${i}.meal`, `party.${i}.dietary`] as const,
).flat();
const FIELD_NAMES: ReadonlyArray<Path<AnswerFormValues>> = ["status", "headcount", "note", ...PERSON_FIELDS];

const toDraft = (person: TPartyMember): PersonDraft => ({ ...person, meal: person.meal ?? "" });
const fromDraft = (person: PersonDraft): TPartyMember => ({ ...person, meal: person.meal === "" ? null : person.meal });

const isComing = (status: AnswerFormValues["status"]) => status === "yes" || status === "maybe";

/** The number of people coming when it is one this invitation admits, else null. */
function peopleComing(headcount: string, partyMax: number): number | null {
  const people = Number(headcount);
  return Number.isInteger(people) && people >= 1 && people <= partyMax ? people : null;
}

function answerResolver(partyMax: number): Resolver<AnswerFormValues, unknown, AnswerOutput> {
  const schemaResolver = shapedZodResolver<AnswerFormValues, typeof ZRsvpAnswer>(ZRsvpAnswer, (values) => {
    const people = peopleComing(values.headcount, partyMax) ?? 0;
    const coming = isComing(values.status);
    return {
      status: values.status,
      headcount: coming ? people : 0,
      party: coming ? values.party.slice(0, people).map(fromDraft) : [],
      note: values.note,
    };
  });
  return async (values, context, options) => {
    if (values.status === "") {
      return { values: {}, errors: { status: { type: "required", message: "Choose yes, no or maybe" } } };
    }
    if (isComing(values.status) && peopleComing(values.headcount, partyMax) === null) {
      const message = `People coming must be a whole number from 1 to ${partyMax}`;
      return { values: {}, errors: { headcount: { type: "validate", message } } };
    }
    return schemaResolver(values, context, options);
  };
}

function AnswerForm({
  guest,
  settings,
  eventId,
  onDone,
}: {
  guest: TGuest;
  settings: TRsvpSettings;
  eventId: string;
  onDone: () => void;
}) {
  const id = useId();
  const record = useRecordAnswer(eventId);
  const {
    register,
    control,
    getValues,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<AnswerFormValues, AnswerOutput>({
    resolver: answerResolver(guest.partyMax),
    defaultValues: {
      status: guest.status === "pending" ? "" : guest.status,
      headcount: String(Math.max(1, guest.headcount)),
      party: resizeParty(guest.party, Math.max(1, guest.headcount), guest.name).map(toDraft),
      note: guest.responseNote,
    },
    fieldNames: FIELD_NAMES,
    failure: "The answer could not be saved.",
  });
  const party = useFieldArray({ control, name: "party" });
  const [status, headcount] = useWatch({ control, name: ["status", "headcount"] });

  const coming = isComing(status);
  const people = peopleComing(headcount, guest.partyMax);
  const shownParty = coming && people !== null ? party.fields.slice(0, people) : [];

  /** A headcount that makes sense grows or shrinks the party to it (a new first person is the guest). */
  function changeHeadcount(text: string) {
    const next = peopleComing(text, guest.partyMax);
    if (next === null) return;
    const current = getValues("party").map(fromDraft);
    const resized = resizeParty(current, next, guest.name).map(toDraft);
    if (resized.length < current.length)
      party.remove(Array.from({ length: current.length - next }, (_, i) => next + i));
    else if (resized.length > current.length) party.append(resized.slice(current.length), { shouldFocus: false });
    if (current[0] && resized[0] && current[0].name !== resized[0].name) party.update(0, resized[0]);
  }

  const submit = submitWith(async (answer) => {
    const saved = await record.mutateAsync({ id: guest.id, answer });
    successToast(
      "Answer recorded",
      saved.waitlisted
        ? `${saved.name} said yes, but the event is full: they are on the waitlist.`
        : `${saved.name}: ${RSVP_STATUS_LABELS[saved.status]}.`,
    );
    onDone();
  });

  const meals = settings.mealOptions;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
      <fieldset className="space-y-2" aria-describedby={errors.status ? `${id}-status-error` : undefined}>
        <legend className="text-sm font-medium">
          Answer
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </legend>
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <RadioGroup
              ref={groupFocusRef(field.ref)}
              name={field.name}
              value={field.value}
              onValueChange={(value) => field.onChange(ANSWERS.find((answer) => answer === value) ?? "")}
              className="gap-2 sm:grid-cols-3"
              aria-label="Answer"
              aria-invalid={errors.status ? true : undefined}
            >
              {ANSWERS.map((answer) => (
                <label
                  key={answer}
                  htmlFor={`${id}-${answer}`}
                  className="flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2.5 text-sm has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft"
                >
                  <RadioGroupItem id={`${id}-${answer}`} value={answer} />
                  {RSVP_STATUS_LABELS[answer]}
                </label>
              ))}
            </RadioGroup>
          )}
        />
        <FieldError id={`${id}-status-error`} message={errors.status?.message} />
      </fieldset>

      {coming ? (
        <FormField
          id={`${id}-headcount`}
          label="People coming"
          required
          hint={`The guest included; this invitation admits up to ${guest.partyMax}.`}
          error={errors.headcount?.message}
        >
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={guest.partyMax}
              step={1}
              {...register("headcount", {
                onChange: (e: { target: { value: string } }) => changeHeadcount(e.target.value),
              })}
            />
          )}
        </FormField>
      ) : null}

      {shownParty.length > 0 && (meals.length > 0 || settings.askDietary || shownParty.length > 1) ? (
        <ol className="space-y-3">
          {shownParty.map((person, index) => {
            const base = `party.${index}`;
            const personErrors = errors.party?.[index];
            return (
              <li key={person.id} className="space-y-3 rounded-lg border p-3">
                <p className="text-sm font-medium">{index === 0 ? "The guest" : `Person ${index + 1}`}</p>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField id={`${id}-${base}-name`} label="Name" error={personErrors?.name?.message}>
                    {(props) => <Input {...props} maxLength={200} {...register(`party.${index}.name`)} />}
                  </FormField>
                  {meals.length > 0 ? (
                    <FormField id={`${id}-${base}-meal`} label="Meal" error={personErrors?.meal?.message}>
                      {(props) => (
                        <NativeSelect {...props} {...register(`party.${index}.meal`)}>
                          <option value="">Not chosen yet</option>
                          {meals.map((meal) => (
                            <option key={meal} value={meal}>
                              {meal}
                            </option>
                          ))}
                        </NativeSelect>
                      )}
                    </FormField>
                  ) : null}
                  {settings.askDietary ? (
                    <FormField
                      id={`${id}-${base}-dietary`}
                      label="Dietary needs"
                      error={personErrors?.dietary?.message}
                      className="sm:col-span-2"
                    >
                      {(props) => (
                        <Input
                          {...props}
                          maxLength={300}
                          placeholder="Vegetarian, nut allergy…"
                          {...register(`party.${index}.dietary`)}
                        />
                      )}
                    </FormField>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}

      <FormField id={`${id}-note`} label="Note" hint="What the guest said, in a line." error={errors.note?.message}>
        {(props) => <Textarea {...props} rows={2} maxLength={1000} {...register("note")} />}
      </FormField>

      <DialogFormFooter
        error={formError}
        errorTitle="The answer was not saved"
        submitting={isSubmitting}
        submitLabel="Save answer"
        onCancel={onDone}
      />
    </form>
  );
}

function AnswerBody({ guest, eventId, onDone }: { guest: TGuest; eventId: string; onDone: () => void }) {
  const settings = useRsvpSettings(eventId);
  if (settings.data) return <AnswerForm guest={guest} settings={settings.data} eventId={eventId} onDone={onDone} />;
  if (settings.isError) {
    return (
      <LoadFailedAlert
        title="We couldn't load the meal options."
        error={settings.error}
        retrying={settings.isFetching}
        onRetry={() => void settings.refetch()}
      />
    );
  }
  return (
    <div role="status" aria-label="Loading" className="space-y-3">
      <Skeleton className="h-11 w-full rounded-lg" />
      <Skeleton className="h-11 w-full rounded-lg" />
    </div>
  );
}

export function AnswerDialog({
  guest,
  eventId,
  onClose,
}: {
  guest: TGuest | null;
  eventId: string;
  onClose: () => void;
}) {
  return (
    <Dialog open={guest !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="break-words">Record {guest?.name ?? "the guest"}'s answer</DialogTitle>
          <DialogDescription>
            For an answer given by phone or in person. It replaces any answer the guest gave before.
          </DialogDescription>
        </DialogHeader>
        {guest ? <AnswerBody key={guest.id} guest={guest} eventId={eventId} onDone={onClose} /> : null}
      </DialogContent>
    </Dialog>
  );
}
