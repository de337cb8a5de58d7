import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AUTH_RETURN_PATHS } from "#shared/auth/schemas.ts";
import { LoadingScreen } from "#client/components/loading-screen.tsx";
import { refreshSession } from "#client/lib/auth.ts";
import { describeLinkError, LinkProblem } from "./link-problem.tsx";

/**
 * Return point for email confirmations and other provider callbacks: shows `?error=`, otherwise confirms the
 * session and continues to the dashboard (or to sign-in when no one is signed in).
 */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const linkError = searchParams.get("error");
  const started = useRef(false);

  useEffect(() => {
    if (linkError || started.current) return;
    started.current = true;
    void refreshSession().then((signedIn) => {
      void navigate(signedIn ? AUTH_RETURN_PATHS.afterEmailConfirmation : "/login", { replace: true });
    });
  }, [linkError, navigate]);

  if (linkError) {
    return (
      <LinkProblem
        title="We couldn't finish that"
        message={`${describeLinkError(linkError)} Please sign in and try again.`}
        actionLabel="Back to sign in"
        actionTo="/login"
      />
    );
  }

  return <LoadingScreen className="flex-1" label="Signing you in..." />;
}
