/**
 * The organiser records an answer a guest gave another way (by phone, at the door): yes, no or maybe,
 * how many people come, each person's meal and dietary needs when the event asks, and a note. The server
 * applies the same rules as to the guest's own answer (party size, meal options, capacity: a yes that does
 * not fit goes on the waitlist).
 */
import { useId, useState, type FormEvent } from "react";
import {
  ANSWERS,
  RSVP_STATUS_LABELS,
  ZRsvpAnswer,
  type TAnswer,
  type TGuest,
  type TPartyMember,
  type TRsvpSettings,
} from "#shared/rsvp/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { ApiError } from "#client/lib/api.ts";
import { successToast } from "#client/lib/toast.ts";
import { useRecordAnswer, useRsvpSettings } from "./api.ts";
import { resizeParty } from "./format.ts";

type Errors = Record<string, string>;

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
  const [status, setStatus] = useState<TAnswer | "">(guest.status === "pending" ? "" : guest.status);
  const [headcount, setHeadcount] = useState(String(Math.max(1, guest.headcount)));
  const [party, setParty] = useState<TPartyMember[]>(() =>
    resizeParty(guest.party, Math.max(1, guest.headcount), guest.name),
  );
  const [note, setNote] = useState(guest.responseNote);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const coming = status === "yes" || status === "maybe";
  const people = Number(headcount);
  const shownParty =
    coming && Number.isInteger(people) && people >= 1 && people <= guest.partyMax ? party.slice(0, people) : [];

  function changeHeadcount(text: string) {
    setHeadcount(text);
    const next = Number(text);
    if (Number.isInteger(next) && next >= 1 && next <= guest.partyMax)
      setParty((current) => resizeParty(current, next, guest.name));
  }

  function changePerson(index: number, patch: Partial<TPartyMember>) {
    setParty((current) => current.map((person, i) => (i === index ? { ...person, ...patch } : person)));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    if (status === "") {
      setErrors({ status: "Choose yes, no or maybe" });
      return;
    }
    if (coming && !(Number.isInteger(people) && people >= 1 && people <= guest.partyMax)) {
      setErrors({ headcount: `People coming must be a whole number from 1 to ${guest.partyMax}` });
      return;
    }
    const answer = { status, headcount: coming ? people : 0, party: coming ? shownParty : [], note };
    const checked = ZRsvpAnswer.safeParse(answer);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((issue) => [issue.path.join("."), issue.message])));
      return;
    }
    setErrors({});
    record.mutate(
      { id: guest.id, answer: checked.data },
      {
        onSuccess: (saved) => {
          successToast(
            "Answer recorded",
            saved.waitlisted
              ? `${saved.name} said yes, but the event is full: they are on the waitlist.`
              : `${saved.name}: ${RSVP_STATUS_LABELS[saved.status]}.`,
          );
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : undefined;
          if (fields && Object.keys(fields).length > 0) setErrors(fields);
          setFormError(error.message);
        },
      },
    );
  }

  const meals = settings.mealOptions;
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <fieldset className="space-y-2" aria-describedby={errors.status ? `${id}-status-error` : undefined}>
        <legend className="text-sm font-medium">
          Answer
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            *
          </span>
        </legend>
        <RadioGroup
          value={status}
          onValueChange={(value) => setStatus(ANSWERS.find((answer) => answer === value) ?? "")}
          className="grid-cols-3 gap-2"
          aria-label="Answer"
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
        <FieldError id={`${id}-status-error`} message={errors.status} />
      </fieldset>

      {coming ? (
        <FormField
          id={`${id}-headcount`}
          label="People coming"
          required
          hint={`The guest included; this invitation admits up to ${guest.partyMax}.`}
          error={errors.headcount}
        >
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={1}
              max={guest.partyMax}
              step={1}
              value={headcount}
              onChange={(e) => changeHeadcount(e.target.value)}
            />
          )}
        </FormField>
      ) : null}

      {shownParty.length > 0 && (meals.length > 0 || settings.askDietary || shownParty.length > 1) ? (
        <ol className="space-y-3">
          {shownParty.map((person, index) => {
            const base = `party.${index}`;
            return (
              <li key={index} className="space-y-3 rounded-lg border p-3">
                <p className="text-sm font-medium">{index === 0 ? "The guest" : `Person ${index + 1}`}</p>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField id={`${id}-${base}-name`} label="Name" error={errors[`${base}.name`]}>
                    {(props) => (
                      <Input
                        {...props}
                        maxLength={200}
                        value={person.name}
                        onChange={(e) => changePerson(index, { name: e.target.value })}
                      />
                    )}
                  </FormField>
                  {meals.length > 0 ? (
                    <FormField id={`${id}-${base}-meal`} label="Meal" error={errors[`${base}.meal`]}>
                      {(props) => (
                        <NativeSelect
                          {...props}
                          value={person.meal ?? ""}
                          onChange={(e) => changePerson(index, { meal: e.target.value === "" ? null : e.target.value })}
                        >
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
                      error={errors[`${base}.dietary`]}
                      className="sm:col-span-2"
                    >
                      {(props) => (
                        <Input
                          {...props}
                          maxLength={300}
                          placeholder="Vegetarian, nut allergy…"
                          value={person.dietary}
                          onChange={(e) => changePerson(index, { dietary: e.target.value })}
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

      <FormField id={`${id}-note`} label="Note" hint="What the guest said, in a line." error={errors.note}>
        {(props) => (
          <Textarea {...props} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        )}
      </FormField>

      {formError ? (
        <Alert variant="destructive" role="alert" title="The answer was not saved">
          {formError}
        </Alert>
      ) : null}

      <DialogFooter>
        <Button variant="outline" disabled={record.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={record.isPending}>
          Save answer
        </Button>
      </DialogFooter>
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
