/**
 * The organiser's edit of a poll's title, description and deadline. Questions are not edited here: once
 * anyone has answered they are locked, and before that deleting and asking again is as quick.
 */
import { useId } from "react";
import { DESCRIPTION_MAX, TITLE_MAX, type TPoll } from "#shared/polls/schemas.ts";
import { isoToZonedInput, zonedInputToIso } from "#shared/zoned-time.ts";
import { describeTimeZone } from "#shared/date-format.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useUpdatePoll } from "./api.ts";

interface SettingsValues {
  title: string;
  description: string;
  /** datetime-local in the event's zone; empty for no deadline. */
  closesAt: string;
}

const FIELD_NAMES = ["title", "description", "closesAt"] as const;

function SettingsForm({ eventId, poll, onDone }: { eventId: string; poll: TPoll; onDone: () => void }) {
  const id = useId();
  const update = useUpdatePoll(eventId, poll.id);
  const {
    register,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<SettingsValues, SettingsValues>({
    defaultValues: {
      title: poll.title,
      description: poll.description,
      closesAt: poll.closesAt ? isoToZonedInput(poll.closesAt, poll.timeZone) : "",
    },
    fieldNames: FIELD_NAMES,
    failure: "The poll could not be saved.",
  });
  const submit = submitWith(async (values) => {
    await update.mutateAsync({
      title: values.title,
      description: values.description,
      closesAt: values.closesAt ? zonedInputToIso(values.closesAt, poll.timeZone) : null,
    });
    successToast("Poll saved");
    onDone();
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField id={`${id}-title`} label="Title" required error={errors.title?.message}>
        {(props) => <Input {...props} maxLength={TITLE_MAX} {...register("title")} />}
      </FormField>
      <FormField id={`${id}-description`} label="Description" hint="Optional" error={errors.description?.message}>
        {(props) => <Textarea {...props} rows={3} maxLength={DESCRIPTION_MAX} {...register("description")} />}
      </FormField>
      <FormField
        id={`${id}-closes`}
        label="Deadline"
        hint={`Optional. Time in ${describeTimeZone(poll.timeZone)}.`}
        error={errors.closesAt?.message}
      >
        {(props) => <Input {...props} type="datetime-local" {...register("closesAt")} />}
      </FormField>
      <DialogFormFooter
        error={formError}
        errorTitle="The poll was not saved"
        submitting={isSubmitting}
        submitLabel="Save"
        onCancel={onDone}
      />
    </form>
  );
}

export function PollSettingsDialog({
  eventId,
  poll,
  open,
  onOpenChange,
}: {
  eventId: string;
  poll: TPoll;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Edit {poll.kind === "poll" ? "poll" : "survey"}</DialogTitle>
          <DialogDescription>
            {poll.locked
              ? "People have answered, so the questions stay as they are."
              : "To change the questions, delete this one and ask again."}
          </DialogDescription>
        </DialogHeader>
        {open ? <SettingsForm eventId={eventId} poll={poll} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
