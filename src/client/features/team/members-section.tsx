/**
 * The team's members: name, email, role (a select for those the person may change), "You" and the founder
 * marked, and each one's actions: make owner, remove, or leave for oneself.
 */
import { useId, useState } from "react";
import { CalendarDays, Crown, LogOut, UserMinus, UserRound } from "lucide-react";
import { INVITABLE_ROLES, TEAM_ROLE_LABELS, type TeamRole } from "#shared/team/roles.ts";
import type { TTeam, TTeamMember } from "#shared/team/schemas.ts";
import { ActionMenu, ActionMenuItem } from "#client/components/action-menu.tsx";
import { ConfirmTargetDialog } from "#client/components/confirm-target-dialog.tsx";
import { RegionCard } from "#client/components/region-card.tsx";
import { UserAvatar } from "#client/components/user-avatar.tsx";
import { Badge } from "#client/components/ui/badge.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useConfirmedAction } from "#client/lib/use-confirmed-action.ts";
import { useEnterAccount } from "./accounts.ts";
import { useChangeRole, useLeaveTeam, useRemoveMember, useTransferOwnership } from "./api.ts";
import { ReachDialog, ReachLine } from "./reach-dialog.tsx";

/** A member as the confirmation dialogs hold them. */
interface MemberTarget {
  id: string;
  name: string;
}

/** The roles the person may give: ownership only by an owner. */
function rolesFor(myRole: TeamRole): ReadonlyArray<TeamRole> {
  return myRole === "owner" ? ["owner", ...INVITABLE_ROLES] : INVITABLE_ROLES;
}

/**
 * The member's role, and a select for those the person may change. A choice is saved with its own button: a
 * closed select changes on every arrow key, and nobody should change a role by browsing the list.
 */
function RoleControl({ member, myRole, editable }: { member: TTeamMember; myRole: TeamRole; editable: boolean }) {
  const change = useChangeRole();
  const [chosen, setChosen] = useState<TeamRole | null>(null);
  if (!editable) {
    return <Badge variant={member.role === "owner" ? "default" : "neutral"}>{TEAM_ROLE_LABELS[member.role]}</Badge>;
  }
  const role = chosen ?? member.role;
  const save = () => {
    if (role === member.role) return;
    change.mutate(
      { userId: member.userId, role },
      {
        onSuccess: () => successToast("Role changed", `${member.name} is now ${TEAM_ROLE_LABELS[role]}.`),
        onError: (error) => errorToast(error.message || "The role was not changed. Please try again."),
        onSettled: () => setChosen(null),
      },
    );
  };
  return (
    <>
      <NativeSelect
        aria-label={`Role of ${member.name}`}
        value={role}
        disabled={change.isPending}
        className="w-36"
        onChange={(event) => setChosen(rolesFor(myRole).find((r) => r === event.target.value) ?? null)}
      >
        {rolesFor(myRole).map((each) => (
          <option key={each} value={each}>
            {TEAM_ROLE_LABELS[each]}
          </option>
        ))}
      </NativeSelect>
      {role !== member.role ? (
        <Button size="sm" loading={change.isPending} onClick={save} aria-label={`Save the role of ${member.name}`}>
          Save
        </Button>
      ) : null}
    </>
  );
}

function MemberRow({
  member,
  myRole,
  canManage,
  onRemove,
  onTransfer,
  onLeave,
  onChooseEvents,
}: {
  member: TTeamMember;
  myRole: TeamRole;
  canManage: boolean;
  onRemove: () => void;
  onTransfer: () => void;
  onLeave: () => void;
  onChooseEvents: () => void;
}) {
  const nameId = useId();
  const iAmOwner = myRole === "owner";
  // An owner's role and place are an owner's to change; nobody changes their own role.
  const mayTouch = canManage && !member.me && (member.role !== "owner" || iAmOwner);
  const canTransfer = iAmOwner && !member.me && member.role !== "owner";
  const canRemove = mayTouch && !member.founder;
  const canLeave = member.me && !member.founder;
  // An owner reaches every event: they manage the team and the plan.
  const canChooseEvents = mayTouch && member.role !== "owner";

  return (
    <li aria-labelledby={nameId} className="flex flex-col gap-3 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-center">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <UserAvatar name={member.name} avatarUrl={null} className="size-10 text-sm" />
        <div className="min-w-0 space-y-0.5">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span id={nameId} className="font-medium break-words">
              {member.name}
            </span>
            {member.me ? <Badge>You</Badge> : null}
            {member.founder ? (
              <Badge variant="neutral" title="The account's own login: it holds the events and cannot be removed.">
                Founder
              </Badge>
            ) : null}
          </p>
          <p className="text-sm text-muted-foreground wrap-anywhere">{member.email}</p>
          <ReachLine events={member.events} />
        </div>
      </div>
      <div className="flex items-center gap-2 pl-13 sm:pl-0">
        <RoleControl member={member} myRole={myRole} editable={mayTouch} />
        {canTransfer || canRemove || canLeave || canChooseEvents ? (
          <ActionMenu label={`Actions for ${member.name}`}>
            {canChooseEvents ? (
              <ActionMenuItem icon={CalendarDays} onSelect={onChooseEvents}>
                Choose events
              </ActionMenuItem>
            ) : null}
            {canTransfer ? (
              <ActionMenuItem icon={Crown} onSelect={onTransfer}>
                Make owner
              </ActionMenuItem>
            ) : null}
            {canRemove ? (
              <ActionMenuItem icon={UserMinus} onSelect={onRemove} destructive>
                Remove from team
              </ActionMenuItem>
            ) : null}
            {canLeave ? (
              <ActionMenuItem icon={LogOut} onSelect={onLeave} destructive>
                Leave this team
              </ActionMenuItem>
            ) : null}
          </ActionMenu>
        ) : null}
      </div>
    </li>
  );
}

export function MembersSection({ team, canManage }: { team: TTeam; canManage: boolean }) {
  const enterAccount = useEnterAccount();
  const [choosing, setChoosing] = useState<TTeamMember | null>(null);
  const remove = useConfirmedAction<MemberTarget, TTeam>(useRemoveMember(), (member) =>
    successToast("Removed from the team", `${member.name} no longer has access to this account.`),
  );
  const transfer = useConfirmedAction<MemberTarget, TTeam>(useTransferOwnership(), (member) =>
    successToast("Ownership handed over", `${member.name} is an owner now, and you are an admin.`),
  );
  const leave = useConfirmedAction(useLeaveTeam(), (_account: MemberTarget, accounts) => {
    void enterAccount(accounts).then(() =>
      successToast("You left the team", `You no longer have access to ${team.accountName}'s account.`),
    );
  });
  const others = team.members.length - 1;
  const asTarget = (member: TTeamMember): MemberTarget => ({ id: member.userId, name: member.name });

  return (
    <RegionCard
      icon={UserRound}
      title="Members"
      description={
        others === 0
          ? "It's just you for now. Invite the people you plan with: each gets their own login and a role."
          : `${team.members.length} people work in this account.`
      }
    >
      <ul className="divide-y">
        {team.members.map((member) => (
          <MemberRow
            key={member.userId}
            member={member}
            myRole={team.myRole}
            canManage={canManage}
            onRemove={() => remove.ask(asTarget(member))}
            onTransfer={() => transfer.ask(asTarget(member))}
            onLeave={() => leave.ask({ id: team.accountId, name: team.accountName })}
            onChooseEvents={() => setChoosing(member)}
          />
        ))}
      </ul>

      <ReachDialog member={choosing} onClose={() => setChoosing(null)} />
      <ConfirmTargetDialog
        action={remove}
        title={`Remove ${remove.target?.name ?? ""} from the team?`}
        description={`${remove.target?.name ?? "They"} loses access to this account and its events at once. What they did stays in the activity log, and you can invite them again later.`}
        confirmLabel="Remove from team"
      />
      <ConfirmTargetDialog
        action={transfer}
        tone="default"
        cancelLabel="Cancel"
        title={`Make ${transfer.target?.name ?? ""} the owner?`}
        description={`${transfer.target?.name ?? "They"} gets every right in this account, including the team, the plan and handing over ownership. You become an admin.`}
        confirmLabel="Make owner"
      />
      <ConfirmTargetDialog
        action={leave}
        title={`Leave ${leave.target?.name ?? ""}'s team?`}
        description="You lose access to this account and its events at once, and go back to your own account. To come back, someone on the team must invite you again."
        confirmLabel="Leave team"
      />
    </RegionCard>
  );
}
