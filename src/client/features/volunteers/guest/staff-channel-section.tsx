/**
 * The staff channel on a volunteer's own page (the staff portal, issue 23): what the organiser's team posted to
 * everyone, to the volunteer's roles or to their shifts, the other volunteers' messages, and a box to write to
 * everyone. Checked by hand, like every guest page's form (no schema library on the phone).
 */
import { useId } from "react";
import { Send } from "lucide-react";
import { STAFF_POST_MAX } from "#shared/staff-portal/limits.ts";
import { StaffPostList } from "#client/components/staff-post-list.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { handCheckedResolver } from "#client/lib/hand-checked-form.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useVolunteerChannel, useVolunteerPost } from "./api.ts";

interface MessageValues {
  body: string;
}

function checkMessage({ body }: MessageValues): Record<string, string> {
  if (body.trim() === "") return { body: "Write a message" };
  if (body.length > STAFF_POST_MAX) return { body: `Keep it under ${STAFF_POST_MAX} characters` };
  return {};
}

function MessageForm({ token }: { token: string }) {
  const id = useId();
  const post = useVolunteerPost(token);
  const {
    register,
    reset,
    submitWith,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<MessageValues, MessageValues>({
    resolver: handCheckedResolver(checkMessage),
    defaultValues: { body: "" },
    fieldNames: ["body"],
    failure: "Your message was not sent. Please try again.",
  });
  const submit = submitWith(async (values) => {
    await post.mutateAsync({ body: values.body.trim() });
    reset({ body: "" });
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-3">
      <FormField id={`${id}-body`} label="Write to the team" error={errors.body?.message}>
        {(props) => <Textarea {...props} rows={3} maxLength={STAFF_POST_MAX} {...register("body")} />}
      </FormField>
      {formError ? (
        <Alert variant="destructive" role="alert">
          {formError}
        </Alert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? null : <Send aria-hidden="true" />}
          Send
        </Button>
      </div>
    </form>
  );
}

export function StaffChannelSection({ token }: { token: string }) {
  const channel = useVolunteerChannel(token, true);
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-xl border bg-surface p-5 shadow-soft sm:p-6">
      <div className="space-y-1">
        <h2 id={id} className="text-lg font-semibold tracking-tight">
          Staff channel
        </h2>
        <p className="text-sm text-muted-foreground">
          Messages from the organisers to you, your role or your shift, and from the other volunteers.
        </p>
      </div>
      {channel.isPending ? (
        <div className="space-y-2" aria-busy="true" aria-label="Loading the staff channel">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : channel.isError ? (
        <Alert variant="destructive" role="alert" title="The staff channel could not be loaded">
          {channel.error.message}
        </Alert>
      ) : (
        <StaffPostList posts={channel.data.posts} empty="No messages yet. Briefings from the organisers appear here." />
      )}
      <MessageForm token={token} />
    </section>
  );
}
