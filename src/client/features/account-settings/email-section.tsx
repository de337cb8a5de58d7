import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { AtSign } from "lucide-react";
import { z } from "zod";
import type { TUserProfile } from "#shared/account/schemas.ts";
import { ZEmail } from "#shared/auth/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { authClient, authErrorMessage, toAuthClientError } from "#client/lib/auth-client.ts";
import { errorToast } from "#client/lib/toast.ts";
import { SettingsSection } from "./settings-section.tsx";

/** Where the confirmation link brings the user back to. */
const CHANGE_EMAIL_CALLBACK = "/account-settings";

function emailForm(currentEmail: string) {
  return z.object({
    newEmail: ZEmail.refine((email) => email.toLowerCase() !== currentEmail.toLowerCase(), {
      message: "This is already your email address.",
    }),
  });
}

export function EmailSection({ user }: { user: TUserProfile }) {
  const idPrefix = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<{ newEmail: string }>({
    resolver: zodResolver(emailForm(user.email)),
    defaultValues: { newEmail: "" },
  });

  const onSubmit = handleSubmit(async ({ newEmail }) => {
    setSentTo(null);
    try {
      const { error } = await authClient.changeEmail({ newEmail, callbackURL: CHANGE_EMAIL_CALLBACK });
      if (error) {
        const failure = toAuthClientError(error);
        const message = authErrorMessage(failure) ?? "Your email address could not be changed.";
        if (failure.status === 400 && (failure.fields?.newEmail || /email/i.test(message))) {
          setError("newEmail", { type: "server", message: failure.fields?.newEmail ?? message }, { shouldFocus: true });
          return;
        }
        errorToast(message);
        return;
      }
      setSentTo(newEmail);
      reset({ newEmail: "" });
    } catch (error) {
      errorToast(authErrorMessage(toAuthClientError(error)) ?? "Your email address could not be changed.");
    }
  });

  return (
    <SettingsSection
      id="email"
      title="Email address"
      icon={AtSign}
      description={
        <>
          You sign in with <span className="font-medium text-foreground wrap-anywhere">{user.email}</span>.
        </>
      }
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <FormField
          id={`${idPrefix}-new-email`}
          label="New email address"
          required
          hint="We send a confirmation link to the new address. Your email changes only once you open that link; until then you keep signing in with the current one."
          error={errors.newEmail?.message}
        >
          {(control) => (
            <Input {...control} type="email" autoComplete="email" inputMode="email" {...register("newEmail")} />
          )}
        </FormField>
        {/* Always present so screen readers announce the message when it appears. */}
        <div role="status" className="empty:hidden">
          {sentTo ? (
            <Alert variant="success" title="Check your inbox">
              We sent a confirmation link to <strong className="font-semibold wrap-anywhere">{sentTo}</strong>. Open it
              to finish the change.
            </Alert>
          ) : null}
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            Send confirmation link
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
