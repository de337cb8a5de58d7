import { useId } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserRound } from "lucide-react";
import { ZProfileInput, type TProfileInput, type TUserProfile } from "#shared/account/schemas.ts";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { ApiError } from "#client/lib/api.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useUpdateProfile } from "./api.ts";
import { SettingsSection } from "./settings-section.tsx";

const FIELDS = ["firstName", "lastName"] as const;

export function ProfileSection({ user }: { user: TUserProfile }) {
  const idPrefix = useId();
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<TProfileInput>({
    resolver: zodResolver(ZProfileInput),
    defaultValues: { firstName: user.firstName, lastName: user.lastName },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const profile = await update.mutateAsync(values);
      reset({ firstName: profile.firstName, lastName: profile.lastName });
      successToast("Profile saved", `You appear as ${profile.displayName}.`);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        let focused = false;
        for (const field of FIELDS) {
          const message = error.fields[field];
          if (!message) continue;
          setError(field, { type: "server", message }, { shouldFocus: !focused });
          focused = true;
        }
        if (focused) return;
      }
      errorToast(error instanceof Error && error.message ? error.message : "Your profile could not be saved.");
    }
  });

  const busy = isSubmitting || update.isPending;

  return (
    <SettingsSection id="profile" title="Profile" icon={UserRound} description="Your name as others see it.">
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField id={`${idPrefix}-first`} label="First name" required error={errors.firstName?.message}>
            {(control) => <Input {...control} autoComplete="given-name" {...register("firstName")} />}
          </FormField>
          <FormField id={`${idPrefix}-last`} label="Last name" required error={errors.lastName?.message}>
            {(control) => <Input {...control} autoComplete="family-name" {...register("lastName")} />}
          </FormField>
        </div>
        <dl className="space-y-1.5">
          <dt className="text-sm font-medium">Email</dt>
          <dd className="flex min-h-10 items-center rounded-lg border border-dashed bg-muted/50 px-3 text-sm wrap-anywhere">
            {user.email}
          </dd>
          <dd className="text-xs text-muted-foreground">
            To use another address, see{" "}
            <a href="#email" className="font-medium text-primary underline-offset-4 hover:underline">
              Email address
            </a>{" "}
            below.
          </dd>
        </dl>
        <div className="flex justify-end gap-3">
          {isDirty ? (
            <Button
              variant="ghost"
              disabled={busy}
              onClick={() => reset({ firstName: user.firstName, lastName: user.lastName })}
            >
              Discard
            </Button>
          ) : null}
          <Button type="submit" loading={busy} disabled={!isDirty}>
            Save profile
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
