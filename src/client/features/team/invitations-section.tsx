/** The team's pending invitations: who, with which role, until when; send again or take back. */
import { useId } from "react";
import { MailCheck, RotateCw, Undo2 } from "lucide-react";
import { formatDayOf, formatRelativeTime } from "#shared/date-format.ts";
import { TEAM_INVITATION_DAYS, TEAM_ROLE_LABELS } from "#shared/team/roles.ts";
import type { TTeam, TTeamInvitation } from "#shared/team/schemas.ts";
import { browserTimeZone } from "#shared/zoned-time.ts";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { useResendInvitation, useRevokeInvitation } from "./api.ts";
import { ReachLine } from "./reach-dialog.tsx";

function InvitationRow({
  invitation,
  canManage,
  resending,
  onResend,
  onRevoke,
}: {
  invitation: TTeamInvitation;
  canManage: boolean;
  resending: boolean;
  onResend: () => void;
  onRevoke: () => void;
}) {
  const emailId = useId();
  const expires = formatDayOf(invitation.expiresAt, browserTimeZone());
  return (
    <li aria-labelledby={emailId} className="space-y-3 py-4 first:pt-0 last:pb-0">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span id={emailId} className="font-medium wrap-anywhere">
            {invitation.email}
          </span>
          <Badge variant="neutral">{TEAM_ROLE_LABELS[invitation.role]}</Badge>
          {invitation.expired ? <Badge variant="warning">Expired</Badge> : null}
        </p>
        <ReachLine events={invitation.events} />
        <p className="text-sm text-muted-foreground">
          {invitation.expired ? (
            <>
              Expired on {expires}. Send it again to give them another {TEAM_INVITATION_DAYS} days.
            </>
          ) : (
            <>
              Expires{" "}
              <time dateTime={invitation.expiresAt} title={expires}>
                {formatRelativeTime(invitation.expiresAt)}
              </time>
              {invitation.invitedBy ? ` · Invited by ${invitation.invitedBy}` : null}
            </>
          )}
        </p>
      </div>
      {canManage ? (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" loading={resending} onClick={onResend} aria-describedby={emailId}>
            {resending ? null : <RotateCw aria-hidden="true" />}
            Resend
          </Button>
          <Button variant="destructive-outline" size="sm" onClick={onRevoke} aria-describedby={emailId}>
            <Undo2 aria-hidden="true" />
            Take back
          </Button>
        </div>
      ) : null}
    </li>
  );
}

export function InvitationsSection({
  invitations,
  canManage,
}: {
  invitations: TTeam["invitations"];
  canManage: boolean;
}) {
  const resend = useResendInvitation();
  const revoke = useConfirmedAction(useRevokeInvitation(), (invitation: { id: string; email: string }) =>
    successToast("Invitation taken back", `The link sent to ${invitation.email} no longer works.`),
  );

  return (
    <RegionCard
      icon={MailCheck}
      title="Pending invitations"
      description={
        invitations.length === 0
          ? "Nobody is waiting to join."
          : `Waiting for ${invitations.length === 1 ? "1 person" : `${invitations.length} people`} to accept.`
      }
    >
      {invitations.length === 0 ? (
        <p className="rounded-lg bg-muted/60 px-4 py-6 text-center text-sm text-muted-foreground">
          {canManage
            ? "Invitations you send show here until they are accepted, declined or taken back."
            : "No invitations are waiting."}
        </p>
      ) : (
        <ul className="divide-y">
          {invitations.map((invitation) => (
            <InvitationRow
              key={invitation.id}
              invitation={invitation}
              canManage={canManage}
              resending={resend.isPending && resend.variables === invitation.id}
              onResend={() =>
                resend.mutate(invitation.id, {
                  onSuccess: (sent) =>
                    successToast(
                      "Invitation sent again",
                      `${sent.email} has another ${TEAM_INVITATION_DAYS} days to accept.`,
                    ),
                  onError: (error) => errorToast(error.message || "The invitation was not sent. Please try again."),
                })
              }
              onRevoke={() => revoke.ask({ id: invitation.id, email: invitation.email })}
            />
          ))}
        </ul>
      )}

      <ConfirmTargetDialog
        action={revoke}
        title={`Take back the invitation to ${revoke.target?.email ?? ""}?`}
        description="The link in their email stops working and their seat is free again. You can invite them again later."
        confirmLabel="Take back"
      />
    </RegionCard>
  );
}
