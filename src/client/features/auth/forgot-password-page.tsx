import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { KeyRound, MailCheck } from "lucide-react";
import { AUTH_RETURN_PATHS, ZForgotPasswordInput } from "#shared/auth/schemas.ts";
import { Button } from "#client/components/ui/button.tsx";
import { authClient, authErrorMessage, toAuthClientError } from "#client/lib/auth-client.ts";
import { authErrorToast } from "#client/lib/toast.ts";
import { EmailField } from "./email-field.tsx";
import { AuthShell, authLinkClass } from "./auth-shell.tsx";
import { applyServerFieldErrors } from "./server-errors.ts";

export default function ForgotPasswordPage() {
  const idPrefix = useId();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(ZForgotPasswordInput),
    defaultValues: { email: "" },
  });

  const onSubmit = handleSubmit(async (values) => {
    const { error } = await authClient.requestPasswordReset({
      email: values.email,
      redirectTo: AUTH_RETURN_PATHS.resetPassword,
    });
    if (error) {
      const failure = toAuthClientError(error);
      // Malformed input and rate limits say nothing about whether an account exists: show those.
      if (failure.status === 400 || failure.status === 429 || failure.status === 0) {
        applyServerFieldErrors(setError, failure, ["email"] as const);
        authErrorToast(authErrorMessage(failure));
        return;
      }
    }
    // Anything else gets the same confirmation, so the page never reveals which addresses have accounts.
    setSentTo(values.email);
  });

  const footer = (
    <>
      Remembered it?{" "}
      <Link to="/login" className={authLinkClass}>
        Back to sign in
      </Link>
    </>
  );

  if (sentTo) {
    return (
      <AuthShell icon={<MailCheck aria-hidden="true" />} title="Check your email" footer={footer}>
        <div role="status" className="space-y-4 text-center text-sm text-pretty text-muted-foreground">
          <p>
            If an account exists for <strong className="font-semibold wrap-anywhere text-foreground">{sentTo}</strong>,
            we've sent it a link to reset your password.
          </p>
          <p>The link works once and expires soon. Nothing arrived? Check your spam folder or try again.</p>
          <Button variant="outline" className="w-full" onClick={() => setSentTo(null)}>
            Try another email
          </Button>
        </div>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      icon={<KeyRound aria-hidden="true" />}
      title="Forgot your password?"
      description="Enter the email you signed up with and we'll send you a link to choose a new one."
      footer={footer}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <EmailField id={`${idPrefix}-email`} registration={register("email")} error={errors.email?.message} />
        <Button type="submit" size="lg" className="w-full" loading={isSubmitting}>
          Send reset link
        </Button>
      </form>
    </AuthShell>
  );
}
