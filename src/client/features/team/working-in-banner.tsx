/**
 * The slim line under the header while someone works in another's account (ADR 032): whose account, with which
 * role, and the way back to their own. Drawn into the standard layout's slot for it (lib/page-slots.ts) by the
 * header's member part, so only signed-in people download it.
 */
import { useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { Building2 } from "lucide-react";
import type { TWorkingIn } from "#shared/account/schemas.ts";
import { TEAM_ROLE_LABELS } from "#shared/team/roles.ts";
import { Button } from "#client/components/ui/button.tsx";
import { useUserData } from "#client/lib/account.ts";
import { useAuth } from "#client/lib/auth.ts";
import { ACCOUNT_BANNER_SLOT_ID } from "#client/lib/page-slots.ts";
import { useWorkIn } from "./accounts.ts";

const noSubscription = () => () => undefined;

/** The layout's slot; React reads it again after committing, so a slot drawn in the same pass is found too. */
function useSlot(): HTMLElement | null {
  return useSyncExternalStore(
    noSubscription,
    () => document.getElementById(ACCOUNT_BANNER_SLOT_ID),
    () => null,
  );
}

function Banner({ workingIn, ownId }: { workingIn: Pick<TWorkingIn, "name" | "role" | "someEvents">; ownId: string }) {
  const workIn = useWorkIn();
  return (
    <aside
      aria-label="The account you work in"
      className="border-b border-primary/15 bg-primary-soft text-primary-soft-foreground"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-1.5 px-4 py-2 text-sm sm:px-6">
        <p className="flex min-w-0 items-start gap-2">
          <Building2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span className="min-w-0 break-words">
            You are working in <strong className="font-semibold">{workingIn.name}</strong>'s account as{" "}
            {TEAM_ROLE_LABELS[workingIn.role]}
            {workingIn.someEvents ? ", for some of its events" : ""}.
          </span>
        </p>
        <Button
          variant="outline"
          size="sm"
          className="h-8"
          loading={workIn.isPending}
          onClick={() => workIn.mutate(ownId)}
        >
          Back to my account
        </Button>
      </div>
    </aside>
  );
}

/** Nothing in the person's own account; the banner, in the layout's slot, in another's. */
export function WorkingInBanner() {
  const { user, isAuthenticated } = useAuth();
  const { data } = useUserData({ enabled: isAuthenticated });
  const slot = useSlot();
  const workingIn = data?.workingIn;
  if (!slot || !user || !workingIn) return null;
  return createPortal(<Banner workingIn={workingIn} ownId={user.id} />, slot);
}
