/**
 * One event's staff channel for the organiser's team: write to everyone, a role's volunteers or a shift's
 * (optionally by email too), and read what was said, volunteers' messages included. New posts arrive while the
 * page is open (api.ts refreshes it).
 */
import { useId } from "react";
import { Controller } from "react-hook-form";
import { MessagesSquare, Send, Trash2 } from "lucide-react";
import type { TEvent } from "#shared/events/schemas.ts";
import { STAFF_POST_MAX, ZStaffPostInput, type TStaffChannel, type TStaffPost } from "#shared/staff-portal/schemas.ts";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { StaffPostList } from "#client/components/staff-post-list.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { usePostToStaff, useRemoveStaffPost, useStaffChannel } from "./api.ts";

interface PostValues {
  body: string;
  /** "everyone", "role:<id>" or "shift:<id>": one choice in one list. */
  target: string;
  email: boolean;
}

const resolver = shapedZodResolver<PostValues, typeof ZStaffPostInput>(ZStaffPostInput, ({ body, target, email }) => {
  const [audience, id] = target.split(":");
  return {
    body,
    email,
    audience,
    ...(audience === "role" ? { roleId: id } : {}),
    ...(audience === "shift" ? { shiftId: id } : {}),
  };
});

function Composer({ eventId, channel }: { eventId: string; channel: TStaffChannel }) {
  const id = useId();
  const post = usePostToStaff(eventId);
  const {
    register,
    control,
    reset,
    submitWith,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<PostValues, ReturnType<typeof ZStaffPostInput.parse>>({
    resolver,
    defaultValues: { body: "", target: "everyone", email: false },
    fieldNames: ["body", "target"],
    failure: "The post was not sent. Please try again.",
  });
  const submit = submitWith(async (values) => {
    const sent = await post.mutateAsync(values);
    reset({ body: "", target: "everyone", email: false });
    successToast(
      "Posted",
      `${sent.reaches === 1 ? "1 volunteer" : `${sent.reaches} volunteers`} can read it${sent.emailed ? ", and we are emailing them" : ""}.`,
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
      <FormField id={`${id}-target`} label="To" error={errors.target?.message}>
        {(props) => (
          <NativeSelect {...props} {...register("target")}>
            <option value="everyone">Everyone ({channel.volunteers} approved)</option>
            {channel.roles.length > 0 ? (
              <optgroup label="A role's volunteers">
                {channel.roles.map((role) => (
                  <option key={role.id} value={`role:${role.id}`}>
                    {role.label}
                  </option>
                ))}
              </optgroup>
            ) : null}
            {channel.shifts.length > 0 ? (
              <optgroup label="A shift's volunteers">
                {channel.shifts.map((shift) => (
                  <option key={shift.id} value={`shift:${shift.id}`}>
                    {shift.label}
                  </option>
                ))}
              </optgroup>
            ) : null}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={`${id}-body`} label="Message" required error={errors.body?.message}>
        {(props) => <Textarea {...props} rows={4} maxLength={STAFF_POST_MAX} {...register("body")} />}
      </FormField>
      <Controller
        control={control}
        name="email"
        render={({ field }) => (
          <div className="flex items-start gap-3">
            <Checkbox
              id={`${id}-email`}
              checked={field.value}
              onCheckedChange={(value) => field.onChange(value === true)}
              className="mt-0.5"
            />
            <Label htmlFor={`${id}-email`}>Also email it to them</Label>
          </div>
        )}
      />
      {formError ? (
        <Alert variant="destructive" role="alert" title="The post was not sent">
          {formError}
        </Alert>
      ) : null}
      <div className="flex justify-end">
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? null : <Send aria-hidden="true" />}
          Post
        </Button>
      </div>
    </form>
  );
}

export function StaffChannel({ event }: { event: TEvent }) {
  const channel = useStaffChannel(event.id);
  const remove = useConfirmedAction<TStaffPost, unknown>(useRemoveStaffPost(event.id), () =>
    successToast("Post deleted", "Nobody sees it any more."),
  );
  if (channel.isPending) return <ListSkeleton label="Loading the staff channel" rows={3} />;
  if (channel.isError) {
    return (
      <LoadFailedAlert
        title="The staff channel could not be loaded"
        error={channel.error}
        retrying={channel.isFetching}
        onRetry={() => void channel.refetch()}
      />
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <RegionCard
        icon={Send}
        title="Write to your staff"
        description="Volunteers read it on their own page; choose a role or a shift to reach only its people."
      >
        <Composer eventId={event.id} channel={channel.data} />
      </RegionCard>
      <RegionCard icon={MessagesSquare} title="Channel" description={`What was said at ${channel.data.event.name}.`}>
        <StaffPostList
          posts={channel.data.posts}
          empty="Nothing posted yet. Your first post could be the briefing: where to meet, what to wear, who to call."
          actionsFor={(post) => (
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Delete the post of ${post.author.name}`}
              onClick={() => remove.ask(post)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          )}
        />
      </RegionCard>
      <ConfirmTargetDialog
        action={remove}
        title="Delete this post?"
        description="It disappears for everyone, volunteers included. Emails already sent stay in their inboxes."
        confirmLabel="Delete post"
      />
    </div>
  );
}
