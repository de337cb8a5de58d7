import { useState } from "react";
import { AUTH_RETURN_PATHS } from "#shared/auth/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { authClient, authErrorMessage, toAuthClientError } from "#client/lib/auth-client.ts";
import { authErrorToast, successToast } from "#client/lib/toast.ts";

/** Shown until the address is confirmed; can send the confirmation email again. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      const { error } = await authClient.sendVerificationEmail({
        email,
        callbackURL: AUTH_RETURN_PATHS.afterEmailConfirmation,
      });
      if (error) {
        authErrorToast(authErrorMessage(toAuthClientError(error)));
        return;
      }
      successToast("Confirmation email sent", `Check ${email} for the link.`);
    } catch (error) {
      authErrorToast(authErrorMessage(toAuthClientError(error)));
    } finally {
      setSending(false);
    }
  }

  return (
    <Alert
      role="status"
      variant="warning"
      title="Please confirm your email address"
      action={
        <Button
          variant="outline"
          size="sm"
          loading={sending}
          onClick={() => void resend()}
          className="w-full sm:w-auto"
        >
          Resend confirmation email
        </Button>
      }
    >
      We sent a confirmation link to <strong className="font-semibold wrap-anywhere">{email}</strong>. Open it to
      confirm that this address is yours.
    </Alert>
  );
}
