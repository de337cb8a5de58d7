/**
 * Put an approved volunteer on a shift; they confirm it on their own page. The server refuses an overlap or a
 * stretch of work that is too long (its words in the alert) and warns about a clash with the event they
 * attend as a guest: the warning stays on screen until the organiser has read it.
 */
import { useId, useState } from "react";
import { useMutation } from "@tanstack/react-query";
import type { TShift, TVolunteer } from "#shared/volunteers/schemas.ts";
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
import { FormField } from "#client/components/ui/form-field.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useAssign } from "./api.ts";
import { shiftWhen } from "./format.ts";

function AssignForm({
  eventId,
  timeZone,
  shift,
  volunteers,
  onDone,
}: {
  eventId: string;
  timeZone: string;
  shift: TShift;
  volunteers: readonly TVolunteer[];
  onDone: () => void;
}) {
  const id = useId();
  const assign = useAssign(eventId);
  const onShift = new Set(shift.assignments.map((a) => a.volunteerId));
  const choices = volunteers.filter((v) => v.status === "approved" && !onShift.has(v.id));
  const [volunteerId, setVolunteerId] = useState(choices[0]?.id ?? "");
  const [warnings, setWarnings] = useState<string[] | null>(null);
  const send = useMutation({
    mutationFn: () => assign.mutateAsync({ shiftId: shift.id, volunteerId }),
    onSuccess: (result) => {
      if (result.warnings.length > 0) setWarnings(result.warnings);
      else {
        successToast("Volunteer assigned", `${result.assignment.volunteerName} can confirm the shift on their page.`);
        onDone();
      }
    },
  });

  if (warnings) {
    return (
      <div className="grid gap-4">
        <Alert variant="warning" role="alert" title="Assigned, with a clash to check">
          <ul className="list-disc space-y-1 pl-4">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </Alert>
        <DialogFooter>
          <Button onClick={onDone}>Done</Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <form
      noValidate
      className="grid gap-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (volunteerId) send.mutate();
      }}
    >
      <p className="text-sm">
        <span className="font-medium">{shift.roleName}</span> · {shiftWhen(shift, timeZone)}
      </p>
      {choices.length === 0 ? (
        <Alert variant="info" role="status">
          Every approved volunteer is on this shift already, or nobody is approved yet. Approve applications in the
          Volunteers section first.
        </Alert>
      ) : (
        <FormField id={`${id}-volunteer`} label="Volunteer" required>
          {(props) => (
            <NativeSelect {...props} value={volunteerId} onChange={(e) => setVolunteerId(e.target.value)}>
              {choices.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                  {v.skills.length > 0 ? ` (${v.skills.join(", ")})` : ""}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      {send.error ? (
        <Alert variant="destructive" role="alert" title="The volunteer was not assigned">
          {send.error.message}
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" disabled={send.isPending} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={send.isPending} disabled={choices.length === 0}>
          Assign
        </Button>
      </DialogFooter>
    </form>
  );
}

export function AssignDialog({
  eventId,
  timeZone,
  shift,
  volunteers,
  onClose,
}: {
  eventId: string;
  timeZone: string;
  /** The shift to fill; null when closed. */
  shift: TShift | null;
  volunteers: readonly TVolunteer[];
  onClose: () => void;
}) {
  return (
    <Dialog open={shift !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Assign a volunteer</DialogTitle>
          <DialogDescription>They see the shift on their page and confirm it there.</DialogDescription>
        </DialogHeader>
        {shift ? (
          <AssignForm
            key={shift.id}
            eventId={eventId}
            timeZone={timeZone}
            shift={shift}
            volunteers={volunteers}
            onDone={onClose}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
