/** Start a thread, or edit one's title and opening message (its author only). */
import { useId } from "react";
import {
  FORUM_BODY_MAX,
  THREAD_TITLE_MAX,
  ZThreadInput,
  type TThread,
  type TThreadInput,
} from "#shared/forum/schemas.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useForumMutations } from "./api.ts";

const resolver = shapedZodResolver<TThreadInput, typeof ZThreadInput>(ZThreadInput, (values) => values);

function ThreadForm({
  eventId,
  thread,
  onDone,
  onCancel,
}: {
  eventId: string;
  thread: TThread | null;
  onDone: (saved: TThread) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const { createThread, updateThread } = useForumMutations(eventId);
  const {
    register,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<TThreadInput, TThreadInput>({
    resolver,
    defaultValues: { title: thread?.title ?? "", body: thread?.body ?? "" },
    fieldNames: ["title", "body"],
    failure: "The thread could not be saved.",
  });
  const submit = submitWith(async (values) => {
    const saved = thread
      ? await updateThread.mutateAsync({ id: thread.id, patch: values })
      : await createThread.mutateAsync(values);
    successToast(thread ? "Thread saved" : "Thread started");
    onDone(saved);
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField id={`${id}-title`} label="Title" required error={errors.title?.message}>
        {(props) => (
          <Input {...props} autoComplete="off" maxLength={THREAD_TITLE_MAX} autoFocus {...register("title")} />
        )}
      </FormField>
      <FormField id={`${id}-body`} label="Message" required error={errors.body?.message}>
        {(props) => <Textarea {...props} rows={6} maxLength={FORUM_BODY_MAX} {...register("body")} />}
      </FormField>
      <DialogFormFooter
        error={formError}
        errorTitle="The thread was not saved"
        submitting={isSubmitting}
        submitLabel={thread ? "Save" : "Start thread"}
        onCancel={onCancel}
      />
    </form>
  );
}

export function ThreadDialog({
  eventId,
  open,
  thread,
  onOpenChange,
  onSaved,
}: {
  eventId: string;
  open: boolean;
  /** The thread to edit; null starts a new one. */
  thread: TThread | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (saved: TThread) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{thread ? "Edit thread" : "New thread"}</DialogTitle>
          <DialogDescription>
            {thread ? "Change the title or the opening message." : "Everyone at this event can read and reply."}
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ThreadForm
            eventId={eventId}
            thread={thread}
            onCancel={() => onOpenChange(false)}
            onDone={(saved) => {
              onOpenChange(false);
              onSaved(saved);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
