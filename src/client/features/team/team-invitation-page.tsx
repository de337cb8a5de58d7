/**
 * /team-invitation/:token: the link of a mail inviting someone to a business account's team (ADR 032). Anyone
 * with the link sees who invites them, to which account and with which role, and may decline; accepting needs
 * the invited address, signed in and confirmed. Once in, the person works in the account straight away.
 */
import { useState, type ReactNode } from "react";
import { Link, useParams } from "react-router";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CircleCheck, LogIn, UserPlus, Users, type LucideIcon } from "lucide-react";
import { TEAM_ROLE_DESCRIPTIONS, TEAM_ROLE_LABELS } from "#shared/team/roles.ts";
import { teamContract as team } from "#shared/team/contract.ts";
import type { TTeamAccount, TTeamAccounts, TTeamInvitationView } from "#shared/team/schemas.ts";
import { GuestPage, GuestPageFailure, GuestPageSkeleton } from "#client/components/guest-page.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { call, keyOf } from "#client/lib/api.ts";
import { useAuth } from "#client/lib/auth.ts";
import { RETURN_TO_PARAM } from "#client/lib/return-path.ts";
import { successToast } from "#client/lib/toast.ts";
import { accountsQuery, useEnterAccount } from "./accounts.ts";

const TITLE_ID = "team-invitation-title";

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The account the person has just joined: the one that was not in their list before accepting. */
function joinedAccount(before: TTeamAccounts, after: TTeamAccounts, view: TTeamInvitationView): TTeamAccount | null {
  const known = new Set(before.accounts.map((account) => account.accountId));
  const others = after.accounts.filter((account) => !account.own);
  return (
    others.find((account) => !known.has(account.accountId)) ??
    others.find((account) => account.name === view.accountName) ??
    null
  );
}

/** Accept, then work in the account at once (its dashboard opens); says where the person is. */
function useAccept(token: string, view: TTeamInvitationView | undefined) {
  const queryClient = useQueryClient();
  const enter = useEnterAccount();
  return useMutation({
    mutationFn: async () => {
      const before = await queryClient.fetchQuery({ ...accountsQuery, staleTime: 0 });
      const after = await call(team.accept, { params: { token } });
      const joined = view ? joinedAccount(before, after, view) : null;
      if (!joined) return { accounts: after, switched: false };
      // Joined already: should the switch fail, the person is still on the team and can choose it later.
      const switched = await call(team.workIn, { body: { accountId: joined.accountId } }).catch(() => null);
      return { accounts: switched ?? after, switched: switched !== null };
    },
    onSuccess: async ({ accounts, switched }) => {
      await enter(accounts);
      const name = view?.accountName ?? "the";
      successToast(
        `You joined ${name}'s team`,
        switched
          ? `You are working in their account as ${view ? TEAM_ROLE_LABELS[view.role] : "a team member"}.`
          : "Choose their account from the account menu at the top of the page.",
      );
    },
  });
}

function SignedOutChoices({ email, token }: { email: string; token: string }) {
  const back = { [RETURN_TO_PARAM]: `/team-invitation/${encodeURIComponent(token)}` };
  return (
    <div className="space-y-3">
      <p className="text-sm text-pretty text-muted-foreground">
        To accept, sign in with this address, or create a free account with it. You come back here afterwards.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild size="lg">
          <Link to={`/signup?${new URLSearchParams({ email, ...back }).toString()}`}>
            <UserPlus aria-hidden="true" />
            Create an account
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to={`/login?${new URLSearchParams(back).toString()}`}>
            <LogIn aria-hidden="true" />
            Sign in
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** What the signed-in person should know before accepting: the wrong address, or one not confirmed yet. */
function SignedInNote({ signedInAs, verified, invited }: { signedInAs: string; verified: boolean; invited: string }) {
  if (!sameAddress(signedInAs, invited)) {
    return (
      <Alert variant="info" role="status">
        You are signed in as <strong className="wrap-anywhere">{signedInAs}</strong>. Only the account with{" "}
        <strong className="wrap-anywhere">{invited}</strong> can accept this invitation.
      </Alert>
    );
  }
  if (!verified) {
    return (
      <Alert variant="info" role="status">
        Confirm your address first with the link we emailed to <strong className="wrap-anywhere">{invited}</strong>,
        then come back to this page.
      </Alert>
    );
  }
  return null;
}

/** The page's card: its icon, the kicker and title, then what it says. */
function InvitationCard({
  icon: Icon,
  kicker,
  title,
  lead,
  footnote,
  children,
}: {
  icon: LucideIcon;
  kicker?: string;
  title: string;
  /** The sentence under the title. */
  lead: ReactNode;
  footnote: string;
  children: ReactNode;
}) {
  return (
    <GuestPage labelledBy={TITLE_ID} footnote={footnote}>
      <Card>
        <CardContent className="space-y-5 pt-6">
          <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="space-y-2">
            {kicker ? <p className="text-sm font-medium text-primary">{kicker}</p> : null}
            <h1 id={TITLE_ID} className="text-2xl font-semibold tracking-tight text-balance break-words sm:text-3xl">
              {title}
            </h1>
            <p className="text-pretty text-muted-foreground">{lead}</p>
          </div>
          {children}
        </CardContent>
      </Card>
    </GuestPage>
  );
}

function Declined({ view }: { view: TTeamInvitationView }) {
  return (
    <InvitationCard
      icon={CircleCheck}
      title="Invitation declined"
      footnote="Sent through Gatherly. No account needed to decline."
      lead={
        <span role="status">
          You will not join {view.accountName}'s team, and the link no longer works. If you change your mind, ask{" "}
          {view.invitedBy || "them"} to invite you again.
        </span>
      }
    >
      <Button asChild variant="outline">
        <Link to="/">Go to the Gatherly home page</Link>
      </Button>
    </InvitationCard>
  );
}

export default function TeamInvitationPage() {
  const { token = "" } = useParams();
  const auth = useAuth();
  const view = useQuery({
    queryKey: keyOf(team.invitation, { params: { token } }),
    queryFn: ({ signal }) => call(team.invitation, { params: { token } }, { signal }),
    enabled: token !== "",
  });
  const accept = useAccept(token, view.data);
  const decline = useMutation({ mutationFn: () => call(team.decline, { params: { token } }) });
  // Declining removes the invitation: the page keeps what it showed instead of reading a 404 again.
  const [declined, setDeclined] = useState(false);

  if (view.isError) {
    return (
      <GuestPageFailure
        error={view.error}
        link="team invitation"
        hint="It may have been accepted, declined or taken back already. Ask the person who invited you for a new one."
        failedTitle="We couldn't load this invitation."
        retrying={view.isRefetching}
        onRetry={() => void view.refetch()}
      />
    );
  }
  if (view.isPending) return <GuestPageSkeleton label="Loading the invitation" heights={["h-80"]} />;

  const invitation = view.data;
  if (declined) return <Declined view={invitation} />;
  const role = TEAM_ROLE_LABELS[invitation.role];
  const inviter = invitation.invitedBy || invitation.accountName;
  const busy = accept.isPending || decline.isPending;
  const failure = accept.error ?? decline.error;

  return (
    <InvitationCard
      icon={Users}
      kicker="Team invitation"
      title={`Join ${invitation.accountName}'s team`}
      footnote="Sent through Gatherly on behalf of the account's team."
      lead={
        <>
          {inviter === invitation.accountName ? (
            <>{inviter} invites you to plan in their account on Gatherly as </>
          ) : (
            <>
              {inviter} invites you to plan in{" "}
              <span className="font-medium text-foreground">{invitation.accountName}</span>'s account on Gatherly
              as{" "}
            </>
          )}
          <span className="font-medium text-foreground">{role}</span>.
        </>
      }
    >
      <div className="rounded-lg border bg-muted/40 px-4 py-3">
        <p className="text-sm font-medium">{role}</p>
        <p className="text-sm text-muted-foreground">{TEAM_ROLE_DESCRIPTIONS[invitation.role]}</p>
      </div>

      <p className="text-sm text-muted-foreground">
        Sent to <span className="font-medium text-foreground wrap-anywhere">{invitation.email}</span>.
      </p>

      {invitation.expired ? (
        <Alert variant="warning" role="status" title="This invitation has expired">
          Ask {invitation.invitedBy || "the person who invited you"} to send it again: a new link works for another
          week.
        </Alert>
      ) : (
        <>
          {failure ? (
            <Alert
              variant="destructive"
              role="alert"
              title={accept.error ? "You have not joined the team yet" : "The invitation was not declined"}
            >
              {failure.message || "Please try again."}
            </Alert>
          ) : null}
          {auth.isLoading ? null : auth.user ? (
            <>
              {/* Once the server has said why, its words are enough. */}
              {failure ? null : (
                <SignedInNote
                  signedInAs={auth.user.email}
                  verified={auth.user.emailVerified}
                  invited={invitation.email}
                />
              )}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <Button
                  variant="outline"
                  size="lg"
                  disabled={busy}
                  loading={decline.isPending}
                  onClick={() => decline.mutate(undefined, { onSuccess: () => setDeclined(true) })}
                >
                  Decline
                </Button>
                <Button size="lg" disabled={busy} loading={accept.isPending} onClick={() => accept.mutate()}>
                  Accept and join
                </Button>
              </div>
            </>
          ) : (
            <>
              <SignedOutChoices email={invitation.email} token={token} />
              <div className="border-t pt-4">
                <Button
                  variant="link"
                  disabled={busy}
                  loading={decline.isPending}
                  onClick={() => decline.mutate(undefined, { onSuccess: () => setDeclined(true) })}
                >
                  Decline the invitation
                </Button>
              </div>
            </>
          )}
        </>
      )}
    </InvitationCard>
  );
}
