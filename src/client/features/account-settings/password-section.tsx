import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Eye, EyeOff, KeyRound } from "lucide-react";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH, ZPassword } from "#shared/auth/schemas.ts";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { accountContract } from "#shared/account/contract.ts";
import { contractKey } from "#client/lib/api.ts";
import { authClient, authErrorMessage, toAuthClientError } from "#client/lib/auth-client.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { SettingsSection } from "./settings-section.tsx";

const ZChangePasswordForm = z
  .object({
    currentPassword: z.string().min(1, "Enter your current password"),
    newPassword: ZPassword,
    confirmPassword: z.string().min(1, "Confirm your new password"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: "Passwords do not match",
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ["newPassword"],
    message: "Choose a password different from your current one",
  });
type TChangePasswordForm = z.input<typeof ZChangePasswordForm>;

const EMPTY: TChangePasswordForm = { currentPassword: "", newPassword: "", confirmPassword: "" };

export function PasswordSection() {
  const idPrefix = useId();
  const queryClient = useQueryClient();
  const [shown, setShown] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TChangePasswordForm>({ resolver: zodResolver(ZChangePasswordForm), defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const { error } = await authClient.changePassword({ currentPassword, newPassword, revokeOtherSessions: true });
      if (error) {
        const failure = toAuthClientError(error);
        if (failure.code === "INVALID_PASSWORD") {
          setError(
            "currentPassword",
            { type: "server", message: "Your current password is incorrect." },
            { shouldFocus: true },
          );
          return;
        }
        const message = authErrorMessage(failure);
        if (failure.code && /^PASSWORD_TOO_(SHORT|LONG)$/.test(failure.code) && message) {
          setError("newPassword", { type: "server", message }, { shouldFocus: true });
          return;
        }
        errorToast(message ?? "Your password could not be changed.");
        return;
      }
      reset(EMPTY);
      setShown(false);
      // The other sessions were just signed out; the sessions list and the user data change with them.
      void queryClient.invalidateQueries({ queryKey: contractKey(accountContract) });
      successToast("Password changed", "Your other devices have been signed out.");
    } catch (error) {
      errorToast(authErrorMessage(toAuthClientError(error)) ?? "Your password could not be changed.");
    }
  });

  const type = shown ? "text" : "password";

  return (
    <SettingsSection
      id="password"
      title="Password"
      icon={KeyRound}
      description="Changing it signs you out everywhere else, so only this device stays signed in."
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        <FormField id={`${idPrefix}-current`} label="Current password" required error={errors.currentPassword?.message}>
          {(control) => (
            <Input {...control} type={type} autoComplete="current-password" {...register("currentPassword")} />
          )}
        </FormField>
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField
            id={`${idPrefix}-new`}
            label="New password"
            required
            hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
            error={errors.newPassword?.message}
          >
            {(control) => <Input {...control} type={type} autoComplete="new-password" {...register("newPassword")} />}
          </FormField>
          <FormField
            id={`${idPrefix}-confirm`}
            label="Confirm new password"
            required
            hint="Type it again."
            error={errors.confirmPassword?.message}
          >
            {(control) => (
              <Input {...control} type={type} autoComplete="new-password" {...register("confirmPassword")} />
            )}
          </FormField>
        </div>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={shown}
            onClick={() => setShown((v) => !v)}
            className="self-start"
          >
            {shown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            Show passwords
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Change password
          </Button>
        </div>
      </form>
    </SettingsSection>
  );
}
