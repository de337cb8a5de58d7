import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AUTH_RETURN_PATHS } from "#shared/auth/schemas.ts";
import { LoadingScreen } from "#client/components/loading-screen.tsx";
import { refreshSession } from "#client/lib/auth.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { describeLinkError, LinkProblem } from "./link-problem.tsx";
import { confirmEmailedLink, linkConfirmation } from "./confirm-emailed-link.ts";

/**
 * Where an address-confirmation link lands: it confirms the link's token (confirm-emailed-link.ts says why
 * here and not on opening), shows `?error=` or a refused token, otherwise confirms the session and continues
 * to where the link leads (the dashboard, or sign-in when no one is signed in).
 */
export default function AuthCallbackPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [linkError, setLinkError] = useState(searchParams.get("error"));
  const started = useRef(false);

  useEffect(() => {
    if (linkError || started.current) return;
    started.current = true;
    void (async () => {
      const confirmation = linkConfirmation(searchParams);
      let returnTo: string = AUTH_RETURN_PATHS.afterEmailConfirmation;
      if (confirmation) {
        const result = await confirmEmailedLink("verify-email", confirmation);
        if (!result.ok) {
          setLinkError(result.code);
          return;
        }
        returnTo = result.redirectTo;
      }
      // The page's own requests may have read the account before the confirmation (an unconfirmed
      // address, no admin role); what follows must show the account as it is now.
      await queryClient.invalidateQueries();
      const signedIn = await refreshSession();
      void navigate(signedIn ? returnTo : "/login", { replace: true });
    })();
  }, [linkError, navigate, searchParams]);

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
