import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { refreshSession } from "#client/lib/auth.ts";
import { signedInToast } from "#client/lib/toast.ts";
import { LoadingScreen } from "#client/components/loading-screen.tsx";
import { LinkProblem } from "./link-problem.tsx";
import { confirmEmailedLink, linkConfirmation } from "./confirm-emailed-link.ts";

/**
 * Where the emailed sign-in link lands. It signs in with the link's token (confirm-emailed-link.ts says why
 * here and not on opening), or shows `?error=`; then confirms the session and goes to the dashboard.
 */
export default function MagicLinkPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [linkError, setLinkError] = useState(searchParams.get("error"));
  const [notSignedIn, setNotSignedIn] = useState(false);
  const started = useRef(false);

  useEffect(() => {
    if (linkError || started.current) return;
    started.current = true;
    void (async () => {
      const confirmation = linkConfirmation(searchParams);
      if (confirmation) {
        const result = await confirmEmailedLink("magic-link", confirmation);
        if (!result.ok) {
          setLinkError(result.code);
          return;
        }
      }
      if (!(await refreshSession())) {
        setNotSignedIn(true);
        return;
      }
      signedInToast();
      void navigate("/dashboard", { replace: true });
    })();
  }, [linkError, navigate, searchParams]);

  if (linkError) {
    return (
      <LinkProblem
        title="This sign-in link is invalid or has expired."
        message="Sign-in links work once and for 5 minutes. Ask for a new one from the sign-in page."
        actionLabel="Back to sign in"
        actionTo="/login"
      />
    );
  }

  if (notSignedIn) {
    return (
      <LinkProblem
        title="We couldn't sign you in"
        message="The link didn't start a session on this device. Request a new sign-in link and open it in this browser."
        actionLabel="Back to sign in"
        actionTo="/login"
      />
    );
  }

  return <LoadingScreen className="flex-1" label="Signing you in..." />;
}
