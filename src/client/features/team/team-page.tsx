/**
 * /business/admin-management and /business/multi-admin: the team of the account the person works in (ADR 032):
 * its members and their roles, pending invitations, the invite form and the activity log. Write controls show
 * only to a role with the "team" right (owner, admin); the server refuses the others anyway.
 */
import { Users } from "lucide-react";
import { roleAllows } from "#shared/team/roles.ts";
import type { TTeam } from "#shared/team/schemas.ts";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Skeleton } from "#client/components/ui/skeleton.tsx";
import { cn } from "#client/lib/utils.ts";
import { ActivitySection } from "./activity-section.tsx";
import { useTeam } from "./api.ts";
import { InvitationsSection } from "./invitations-section.tsx";
import { InviteForm } from "./invite-form.tsx";
import { MembersSection } from "./members-section.tsx";

const PAGE_CLASS = "mx-auto w-full max-w-6xl flex-1 space-y-6 px-4 py-8 sm:px-6 sm:py-10";

function SeatsMeter({ seats }: { seats: TTeam["seats"] }) {
  const percent = Math.min(100, Math.round((seats.used / Math.max(seats.limit, 1)) * 100));
  return (
    <div className="w-full space-y-1.5 sm:w-64">
      <p className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium">
          {seats.used} of {seats.limit} seats used
        </span>
        {seats.used >= seats.limit ? <span className="text-warning-foreground">Full</span> : null}
      </p>
      <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
        <div
          className="h-full rounded-full bg-primary transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground">Pending invitations hold a seat until they expire.</p>
    </div>
  );
}

/** The title, then the members, the invitations and the activity log, roughly as tall as they will be. */
const SKELETON_BLOCKS = ["h-20 w-80 max-w-full", "h-56 w-full", "h-72 w-full", "h-64 w-full"];

function TeamSkeleton() {
  return (
    <div role="status" aria-label="Loading the team" className={PAGE_CLASS}>
      {SKELETON_BLOCKS.map((size) => (
        <Skeleton key={size} aria-hidden="true" className={cn("rounded-xl", size)} />
      ))}
    </div>
  );
}

export default function TeamPage() {
  const team = useTeam();
  if (team.isPending) return <TeamSkeleton />;
  if (team.isError) {
    return (
      <div className={PAGE_CLASS}>
        <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">Team</h1>
        <LoadFailedAlert
          title="We couldn't load the team."
          error={team.error}
          retrying={team.isFetching}
          onRetry={() => void team.refetch()}
        />
      </div>
    );
  }

  const data = team.data;
  const canManage = roleAllows(data.myRole, "team");
  return (
    <div className={PAGE_CLASS}>
      <header className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0 space-y-1">
          <p className="flex items-center gap-1.5 text-sm font-medium text-primary">
            <Users aria-hidden="true" className="size-4" />
            Team
          </p>
          <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">{data.accountName}</h1>
          <p className="max-w-2xl text-pretty text-muted-foreground">
            {canManage
              ? "The people who plan in this account with you, and what each of them may do."
              : "The people who plan in this account. Only an owner or an admin can change the team."}
          </p>
        </div>
        <SeatsMeter seats={data.seats} />
      </header>

      <MembersSection team={data} canManage={canManage} />

      <div className="grid items-start gap-6 lg:grid-cols-2">
        {canManage ? <InviteForm seats={data.seats} /> : null}
        <InvitationsSection invitations={data.invitations} canManage={canManage} />
      </div>

      <ActivitySection members={data.members} />
    </div>
  );
}
