/**
 * Who is scanning: asked once on this device and sent with every scan, so "Already checked in at 7:42 PM by
 * Sam" can name the person who let the guest in. A name is welcome but not required.
 */
import { useId, useState, type FormEvent } from "react";
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
import { Input } from "#client/components/ui/input.tsx";

/** The schema's limit for `staff`. */
const STAFF_NAME_MAX = 100;

/** Inside the dialog's content, so each opening starts from the saved name. */
function StaffNameForm({ current, onDone }: { current: string; onDone: (name: string) => void }) {
  const fieldId = useId();
  const [name, setName] = useState(current);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onDone(name.trim());
  };

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>Who is scanning?</DialogTitle>
        <DialogDescription>
          Your name is saved with each check-in, so the team can see who let each guest in.
        </DialogDescription>
      </DialogHeader>
      <FormField id={fieldId} label="Your name" hint="Kept on this device. You can change it at any time.">
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(event) => setName(event.target.value)}
            maxLength={STAFF_NAME_MAX}
            autoComplete="name"
            autoFocus
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="button" variant="ghost" className="min-h-11" onClick={() => onDone(current)}>
          {current ? "Cancel" : "Skip"}
        </Button>
        <Button type="submit" className="min-h-11">
          Start scanning
        </Button>
      </DialogFooter>
    </form>
  );
}

export function StaffNameDialog({
  open,
  current,
  onDone,
  onClosed,
}: {
  open: boolean;
  current: string;
  /** The name given; the saved one (or empty) when skipped or closed. */
  onDone: (name: string) => void;
  /** After the dialog has closed, to hand the focus back to the code field. */
  onClosed: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Closing without an answer counts as skipping, so the question is not asked again.
        if (!next) onDone(current);
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
      >
        <StaffNameForm current={current} onDone={onDone} />
      </DialogContent>
    </Dialog>
  );
}
