/** The user panel's Role tab: user, admin or super admin. Only a super admin grants or removes super admin. */
import { useId, useState, type FormEvent } from "react";
import type { TAdminUserRow } from "#shared/account/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { useUserData } from "#client/lib/account.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { cn } from "#client/lib/utils.ts";
import { useChangeRole, type AdminRole } from "./api.ts";
import { isAdminRole, nameOf, ROLE_LABELS } from "./format.ts";
import { PanelSection } from "./panel-section.tsx";
import { errorMessage } from "./states.tsx";

const ROLE_HELP: Record<AdminRole, string> = {
  user: "Uses Gatherly on their own plan.",
  admin: "Also opens the admin pages, security alerts and plan testing.",
  super_admin: "An admin who can also grant and remove super admins; copy protection does not apply.",
};

const ROLES: readonly AdminRole[] = ["user", "admin", "super_admin"];

export function PanelRole({ user }: { user: TAdminUserRow }) {
  const me = useUserData();
  const myId = me.data?.user.id;
  const iAmSuperAdmin = me.data?.roles.isSuperAdmin ?? false;
  const change = useChangeRole(myId);
  const ids = useId();
  const name = nameOf(user);
  const current: AdminRole = isAdminRole(user.role) ? user.role : "user";

  const [selected, setSelected] = useState<AdminRole>(current);
  const [shownRole, setShownRole] = useState(current);
  if (shownRole !== current) {
    setShownRole(current);
    setSelected(current);
  }

  const isSelf = user.id === myId;
  const lockedSuperAdmin = current === "super_admin" && !iAmSuperAdmin;
  const locked = isSelf || lockedSuperAdmin;
  const busy = change.isPending;

  function save(event: FormEvent) {
    event.preventDefault();
    if (selected === current || locked) return;
    change.mutate(
      { userId: user.id, role: selected },
      {
        onSuccess: () =>
          successToast(
            "Role updated",
            selected === "user"
              ? `${name} is no longer an admin.`
              : `${name} is now ${ROLE_LABELS[selected].toLowerCase()}.`,
          ),
        onError: (error) => errorToast(errorMessage(error)),
      },
    );
  }

  const saveLabel = current === "user" && selected === "admin" ? "Grant admin" : "Save role";

  return (
    <PanelSection title="Role" description="What this account may do besides using its plan.">
      {isSelf ? (
        <Alert variant="info" role="status">
          You can't change your own role here, so you can't lock yourself out. Ask another admin.
        </Alert>
      ) : lockedSuperAdmin ? (
        <Alert variant="info" role="status">
          Only a super admin can change a super admin's role.
        </Alert>
      ) : null}
      <form onSubmit={save} className="space-y-4">
        <RadioGroup
          value={selected}
          onValueChange={(value) => {
            if (isAdminRole(value)) setSelected(value);
          }}
          disabled={locked || busy}
          aria-label={`Role of ${name}`}
        >
          {ROLES.map((role) => {
            // A plain admin can neither create a super admin nor take the role away from one.
            const unavailable = role === "super_admin" && !iAmSuperAdmin;
            const itemId = `${ids}-${role}`;
            return (
              <label
                key={role}
                htmlFor={itemId}
                className={cn(
                  "flex cursor-pointer items-start gap-3 rounded-lg border p-3 transition-colors",
                  "has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-primary-soft/40",
                  (unavailable || locked) && "cursor-not-allowed opacity-70",
                )}
              >
                <RadioGroupItem
                  id={itemId}
                  value={role}
                  disabled={unavailable || locked || busy}
                  aria-labelledby={`${itemId}-label`}
                  aria-describedby={`${itemId}-help`}
                  className="mt-0.5"
                />
                <span className="space-y-0.5">
                  <span id={`${itemId}-label`} className="block text-sm font-medium">
                    {ROLE_LABELS[role]}
                    {role === current ? <span className="font-normal text-muted-foreground"> (current)</span> : null}
                  </span>
                  <span id={`${itemId}-help`} className="block text-sm text-muted-foreground">
                    {ROLE_HELP[role]}
                    {unavailable && !locked ? " Only a super admin can grant it." : null}
                  </span>
                </span>
              </label>
            );
          })}
        </RadioGroup>
        <div className="flex justify-end">
          <Button type="submit" disabled={locked || busy || selected === current} loading={busy}>
            {saveLabel}
          </Button>
        </div>
      </form>
    </PanelSection>
  );
}
