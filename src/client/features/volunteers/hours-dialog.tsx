/**
 * Adjusting the hours credited for a checked-in shift (a volunteer who stayed longer or left early): checked by
 * the API's own schema (quarters of an hour, a day at most), the server's refusal under the input.
 */
import { useId } from "react";
import type { z } from "zod";
import { ZHoursInput, type TAssignment } from "#shared/volunteers/schemas.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useAdjustHours } from "./api.ts";
import { hoursText } from "./format.ts";

interface HoursValues {
  hours: string;
}

const hoursResolver = shapedZodResolver<HoursValues, typeof ZHoursInput>(ZHoursInput, (values) => ({
  hours: values.hours.trim() === "" ? undefined : Number(values.hours),
}));

function HoursForm({ eventId, assignment, onDone }: { eventId: string; assignment: TAssignment; onDone: () => void }) {
  const id = useId();
  const adjust = useAdjustHours(eventId);
  const {
    register,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<HoursValues, z.output<typeof ZHoursInput>>({
    resolver: hoursResolver,
    defaultValues: { hours: String(assignment.hours) },
    fieldNames: ["hours"],
    failure: "The hours could not be saved.",
  });
  const submit = submitWith(async (values) => {
    const saved = await adjust.mutateAsync({ assignmentId: assignment.id, hours: values.hours });
    successToast("Hours saved", `${saved.volunteerName}: ${hoursText(saved.hours)} for this shift.`);
    onDone();
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FormField
        id={`${id}-hours`}
        label="Hours"
        required
        hint="In quarters of an hour: 2.75 is 2 hours 45 minutes."
        error={errors.hours?.message}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="decimal"
            min={0}

            step={0.25}
            autoFocus
            {...register("hours")}
          />
        )}
      </FormField>
      <DialogFormFooter
        error={formError}
        errorTitle="The hours were not saved"
        submitting={isSubmitting}
        submitLabel="Save hours"
        onCancel={onDone}
      />
    </form>
  );
}

export function HoursDialog({
  eventId,
  assignment,
  onClose,
}: {
  eventId: string;
  /** The checked-in assignment to adjust; null when closed. */
  assignment: TAssignment | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={assignment !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Adjust hours</DialogTitle>
          <DialogDescription>
            {assignment ? `${assignment.volunteerName} was credited ${hoursText(assignment.hours)} at check-in.` : ""}
          </DialogDescription>
        </DialogHeader>
        {assignment ? (
          <HoursForm key={assignment.id} eventId={eventId} assignment={assignment} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
