import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LockKeyhole } from "lucide-react";
import { ZResetPasswordInput } from "#shared/auth/schemas.ts";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { authClient, authErrorMessage, toAuthClientError } from "#client/lib/auth-client.ts";
import { authErrorToast, successToast } from "#client/lib/toast.ts";
import { AuthShell, authLinkClass } from "./auth-shell.tsx";
import { describeLinkError, LinkProblem } from "./link-problem.tsx";

/** /reset-password and /auth/update-password: choose a new password with the token from the emailed link. */
export default function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const idPrefix = useId();
  const token = searchParams.get("token")?.trim() ?? "";
  const linkError = searchParams.get("error");
  const [tokenRejected, setTokenRejected] = useState(false);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZResetPasswordInput),
    defaultValues: { password: "", confirmPassword: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const { error } = await authClient.resetPassword({ newPassword: values.password, token });
    if (error) {
      const failure = toAuthClientError(error);
      const message = authErrorMessage(failure);
      if (failure.code === "INVALID_TOKEN") {
        setTokenRejected(true);
        authErrorToast(message);
        return;
      }
      if (failure.fields?.newPassword ?? failure.fields?.password) {
        setError("password", { type: "server", message: failure.fields.newPassword ?? failure.fields.password });
      } else if (/^PASSWORD_TOO_(SHORT|LONG)$/.test(failure.code ?? "") && message) {
        setError("password", { type: "server", message }, { shouldFocus: true });
      }
      authErrorToast(message);
      return;
    }
    successToast("Password updated", "You can now sign in with your new password.");
    void navigate("/login", { replace: true });
  });

  if (linkError || !token || tokenRejected) {
    return (
      <LinkProblem
        title="This reset link can't be used"
        message={
          linkError || tokenRejected
            ? `${describeLinkError(linkError ?? "INVALID_TOKEN")} Reset links work once and expire after a while. Ask for a new one and use the latest email.`
            : "The link is missing its reset code. Open the link from your email again, or ask for a new one."
        }
        actionLabel="Request a new link"
        actionTo="/forgot-password"
      />
    );
  }

  return (
    <AuthShell
      icon={<LockKeyhole aria-hidden="true" />}
      title="Choose a new password"
      description="Pick something you haven't used here before. You'll sign in with it next."
      footer={
        <Link to="/login" className={authLinkClass}>
          Back to sign in
        </Link>
      }
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <FormField
          id={`${idPrefix}-password`}
          label="New password"
          required
          hint="At least 8 characters."
          error={errors.password?.message}
        >
          {(control) => <Input {...control} type="password" autoComplete="new-password" {...register("password")} />}
        </FormField>
        <FormField id={`${idPrefix}-confirm`} label="Confirm password" required error={errors.confirmPassword?.message}>
          {(control) => (
            <Input {...control} type="password" autoComplete="new-password" {...register("confirmPassword")} />
          )}
        </FormField>
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Update password
        </Button>
      </form>
    </AuthShell>
  );
}
