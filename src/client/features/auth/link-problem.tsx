import type { ReactNode } from "react";
import { Link } from "react-router";
import { CircleAlert } from "lucide-react";
import { Button } from "#client/components/ui/button.tsx";
import { AuthShell } from "./auth-shell.tsx";

/** The page shown when an emailed link cannot be used: what happened and the one way forward. */
export function LinkProblem({
  title,
  message,
  actionLabel,
  actionTo,
}: {
  title: string;
  message: ReactNode;
  actionLabel: string;
  actionTo: string;
}) {
  return (
    <AuthShell icon={<CircleAlert aria-hidden="true" />} title={title}>
      <div role="alert" className="space-y-5 text-center">
        <p className="text-sm text-pretty text-muted-foreground">{message}</p>
        <Button asChild size="lg" className="w-full">
          <Link to={actionTo}>{actionLabel}</Link>
        </Button>
      </div>
    </AuthShell>
  );
}

/** Words for the `?error=` codes better-auth puts on the links it redirects back with. */
export function describeLinkError(code: string): string {
  switch (code.trim().toUpperCase()) {
    case "INVALID_TOKEN":
    case "TOKEN_EXPIRED":
    case "EXPIRED_TOKEN":
      return "This link is invalid or has expired.";
    case "USER_NOT_FOUND":
      return "We couldn't find an account for this link.";
    case "ATTEMPTS_EXCEEDED":
      return "This link has been used too many times.";
    case "TOO_MANY_REQUESTS":
      return "Too many attempts. Please wait a minute and try again.";
    case "NETWORK":
      return "Could not reach Gatherly. Check your connection and try again.";
    default:
      return "We couldn't complete this request from the link.";
  }
}
