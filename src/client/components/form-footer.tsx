/**
 * The end of a form: why the last submit failed (the server's words), then its buttons with the primary
 * action on the right, disabled while it runs.
 */
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { DialogFooter } from "#client/components/ui/dialog.tsx";

function FormProblem({
  title,
  error,
  className,
}: {
  title: string;
  error: string | null;
  className?: string | undefined;
}) {
  if (!error) return null;
  return (
    <Alert variant="destructive" role="alert" title={title} className={className}>
      {error}
    </Alert>
  );
}

/** A form in a dialog: Cancel beside the submit button. `className` places both in the form's grid. */
export function DialogFormFooter({
  error,
  errorTitle,
  submitting,
  submitLabel,
  onCancel,
  className,
}: {
  error: string | null;
  /** Says what did not happen ("The guest was not saved"). */
  errorTitle: string;
  submitting: boolean;
  submitLabel: string;
  onCancel: () => void;
  className?: string;
}) {
  return (
    <>
      <FormProblem title={errorTitle} error={error} className={className} />
      <DialogFooter className={className}>
        <Button variant="outline" disabled={submitting} onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </DialogFooter>
    </>
  );
}

/** A settings form on a page: the save button, with a word beside it while there are unsaved changes. */
export function SaveFormFooter({
  error,
  errorTitle,
  dirty,
  submitting,
  submitLabel,
}: {
  error: string | null;
  errorTitle: string;
  dirty: boolean;
  submitting: boolean;
  submitLabel: string;
}) {
  return (
    <>
      <FormProblem title={errorTitle} error={error} />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {dirty ? <p className="text-sm text-muted-foreground">You have unsaved changes.</p> : null}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
