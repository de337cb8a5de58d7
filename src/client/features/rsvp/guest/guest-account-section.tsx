/**
 * The way from a guest's hub to an account. An account with the address the invitation went to joins the
 * guest to the event once the address is confirmed (membership is the guest list's verified address): the
 * event then shows in their dashboard, and the other guests and the organiser can message them.
 */
import { Link } from "react-router";
import { LayoutDashboard, UserPlus } from "lucide-react";
import { HubSection } from "#client/components/hub-section.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { useAuth } from "#client/lib/auth.ts";
import { RETURN_TO_PARAM } from "#client/lib/return-path.ts";

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function GuestAccountSection({ email, token }: { email: string; token: string }) {
  const { user, isAuthenticated, isLoading } = useAuth();
  if (isLoading || !email) return null;
  const back = { [RETURN_TO_PARAM]: `/invitation/${token}` };
  if (!isAuthenticated || !user) {
    const signUp = `/signup?${new URLSearchParams({ email, ...back }).toString()}`;
    const signIn = `/login?${new URLSearchParams(back).toString()}`;
    return (
      <HubSection icon={UserPlus} title="Keep this event in your account" anchor="account">
        <p className="text-muted-foreground">
          A free account with <strong className="break-all text-foreground">{email}</strong>, the address this
          invitation was sent to, puts the event in your dashboard and lets the organiser and the other guests send you
          private messages. You never need one to answer.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button asChild size="lg">
            <Link to={signUp}>
              <UserPlus aria-hidden="true" />
              Create a free account
            </Link>
          </Button>
          <Button asChild variant="outline" size="lg">
            <Link to={signIn}>I have an account</Link>
          </Button>
        </div>
      </HubSection>
    );
  }
  if (!sameAddress(user.email, email)) {
    return (
      <HubSection icon={UserPlus} title="Your account" anchor="account">
        <p className="text-muted-foreground">
          You are signed in as <strong className="break-all text-foreground">{user.email}</strong>, but this invitation
          went to <strong className="break-all text-foreground">{email}</strong>. To see the event in your account, ask
          the organiser to invite the address you sign in with.
        </p>
      </HubSection>
    );
  }
  if (!user.emailVerified) {
    return (
      <HubSection icon={UserPlus} title="Your account" anchor="account">
        <p className="text-muted-foreground">
          Confirm your address with the link we emailed to{" "}
          <strong className="break-all text-foreground">{email}</strong>: then this event joins your dashboard.
        </p>
      </HubSection>
    );
  }
  return (
    <HubSection icon={LayoutDashboard} title="Your account" anchor="account">
      <p className="text-muted-foreground">This event is in your dashboard, with its news, polls and people.</p>
      <Button asChild variant="outline">
        <Link to="/dashboard">Open my dashboard</Link>
      </Button>
    </HubSection>
  );
}
