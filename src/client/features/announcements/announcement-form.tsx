/**
 * The organiser's post: written in the composer above the list, edited in a dialog. Both are checked by the
 * API's own schemas, so the limits and messages under the fields are the server's.
 */
import { useId, type ReactNode } from "react";
import { Megaphone } from "lucide-react";
import {
  ANNOUNCEMENT_BODY_MAX,
  ANNOUNCEMENT_TITLE_MAX,
  ZAnnouncementInput,
  ZAnnouncementPatch,
  type TAnnouncement,
} from "#shared/announcements/schemas.ts";
import type { TMemberEvent } from "#shared/people/schemas.ts";
import { DialogFormFooter, SaveFormFooter } from "#client/components/form-footer.tsx";
import { usePublishFirst } from "#client/components/publish-first-dialog.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { usePostAnnouncement, useUpdateAnnouncement } from "./api.ts";

interface PostValues {
  title: string;
  body: string;
  pinned: boolean;
  emailCopy: boolean;
}

const FIELD_NAMES = ["title", "body", "pinned", "emailCopy"] as const satisfies ReadonlyArray<keyof PostValues>;
const EMPTY: PostValues = { title: "", body: "", pinned: false, emailCopy: false };

const newPostResolver = shapedZodResolver<PostValues, typeof ZAnnouncementInput>(ZAnnouncementInput, (v) => v);
const editResolver = shapedZodResolver<PostValues, typeof ZAnnouncementPatch>(
  ZAnnouncementPatch,
  ({ title, body, pinned }) => ({ title, body, pinned }),
);

/** A checkbox with its label and a line saying what it does. */
function CheckRow({
  id,
  label,
  hint,
  checked,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start gap-3">
      <Checkbox
        id={id}
        checked={checked}
        onCheckedChange={(value) => onChange(value === true)}
        aria-describedby={`${id}-hint`}
        className="mt-0.5"
      />
      <div className="space-y-0.5">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
    </div>
  );
}

function PostFields({
  mode,
  initial,
  onSave,
  footer,
}: {
  mode: "new" | "edit";
  initial: PostValues;
  onSave: (values: PostValues, reset: () => void) => Promise<void>;
  footer: (state: { error: string | null; submitting: boolean; dirty: boolean }) => ReactNode;
}) {
  const id = useId();
  const { register, watch, setValue, reset, formError, submitWith, formState } = useServerForm<PostValues, PostValues>({
    resolver: (mode === "new" ? newPostResolver : editResolver) as never,
    defaultValues: initial,
    fieldNames: FIELD_NAMES,
    failure: mode === "new" ? "The announcement could not be posted." : "The announcement could not be saved.",
  });
  const { errors, isSubmitting, isDirty } = formState;
  const submit = submitWith((values) => onSave({ ...initial, ...values }, () => reset(EMPTY)));
  const field = (name: keyof PostValues) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField id={field("title")} label="Title" required error={errors.title?.message}>
        {(props) => <Input {...props} autoComplete="off" maxLength={ANNOUNCEMENT_TITLE_MAX} {...register("title")} />}
      </FormField>
      <FormField id={field("body")} label="Message" required hint="Line breaks are kept." error={errors.body?.message}>
        {(props) => (
          <Textarea {...props} rows={mode === "new" ? 4 : 8} maxLength={ANNOUNCEMENT_BODY_MAX} {...register("body")} />
        )}
      </FormField>
      <CheckRow
        id={field("pinned")}
        label="Pin to the top"
        hint="Pinned announcements stay above the others."
        checked={watch("pinned")}
        onChange={(checked) => setValue("pinned", checked, { shouldDirty: true })}
      />
      {mode === "new" ? (
        <CheckRow
          id={field("emailCopy")}
          label="Also send by email"
          hint="Every guest with an email address gets a copy, with a link to unsubscribe."
          checked={watch("emailCopy")}
          onChange={(checked) => setValue("emailCopy", checked, { shouldDirty: true })}
        />
      ) : null}
      {footer({ error: formError, submitting: isSubmitting, dirty: isDirty })}
    </form>
  );
}

/**
 * A post with "Also send by email" on a draft asks to publish first (draft means private, ADR 025) and is
 * posted once published; without email a draft takes it (the organiser prepares).
 */
export function Composer({ event }: { event: TMemberEvent }) {
  const post = usePostAnnouncement(event.id);
  const publishFirst = usePublishFirst(event);

  async function postNow(values: PostValues, reset: () => void): Promise<void> {
    await post.mutateAsync(values);
    reset();
    successToast("Announcement posted", values.emailCopy ? "The email copies are on their way." : undefined);
  }

  // After "Publish event" the form's submit is over: a failure then is told by a toast.
  const postOnceAsked = (values: PostValues, reset: () => void) =>
    void postNow(values, reset).catch((error: unknown) =>
      errorToast(`The announcement was not posted. ${error instanceof Error ? error.message : ""}`),
    );

  return (
    <RegionCard icon={Megaphone} title="New announcement" description="Everyone in this event sees it here.">
      <PostFields
        mode="new"
        initial={EMPTY}
        onSave={async (values, reset) => {
          if (values.emailCopy && event.status === "draft") {
            publishFirst.guard("announcementEmail", () => postOnceAsked(values, reset));
            return;
          }
          try {
            await postNow(values, reset);
          } catch (error) {
            // The page still thought the event published: ask to publish, then post the same announcement.
            if (publishFirst.refused(error, "announcementEmail", () => postOnceAsked(values, reset))) return;
            throw error;
          }
        }}
        footer={({ error, submitting, dirty }) => (
          <SaveFormFooter
            error={error}
            errorTitle="Not posted"
            dirty={dirty}
            submitting={submitting}
            submitLabel="Post announcement"
          />
        )}
      />
      {publishFirst.dialog}
    </RegionCard>
  );
}

export function EditAnnouncementDialog({
  announcement,
  onClose,
}: {
  announcement: TAnnouncement | null;
  onClose: () => void;
}) {
  const update = useUpdateAnnouncement();
  return (
    <Dialog open={announcement !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit announcement</DialogTitle>
          <DialogDescription>
            Changes show to everyone straight away. An email copy already sent stays as it was.
          </DialogDescription>
        </DialogHeader>
        {announcement ? (
          <PostFields
            key={announcement.id}
            mode="edit"
            initial={{
              title: announcement.title,
              body: announcement.body,
              pinned: announcement.pinned,
              emailCopy: announcement.emailCopy,
            }}
            onSave={async ({ title, body, pinned }) => {
              await update.mutateAsync({ id: announcement.id, patch: { title, body, pinned } });
              successToast("Announcement saved");
              onClose();
            }}
            footer={({ error, submitting }) => (
              <DialogFormFooter
                error={error}
                errorTitle="Not saved"
                submitting={submitting}
                submitLabel="Save changes"
                onCancel={onClose}
              />
            )}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
