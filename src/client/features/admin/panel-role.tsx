/** The user panel's Role tab: user, admin or super admin. Only a super admin grants or removes super admin. */
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import type { TAdminUserRow } from "#shared/account/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { RadioGroup, RadioGroupItem } from "#client/components/ui/radio-group.tsx";
import { useUserData } from "#client/lib/account.ts";
import { errorToast, successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
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

interface RoleFormValues {
  role: AdminRole;
}

// The choices are the API's roles, each offered only when it may be given: no server field error lands here.
const NO_SERVER_FIELDS = [] as const;

function RoleForm({
  user,
  current,
  locked,
  iAmSuperAdmin,
  myId,
}: {
  user: TAdminUserRow;
  current: AdminRole;
  locked: boolean;
  iAmSuperAdmin: boolean;
  myId: string | undefined;
}) {
  const change = useChangeRole(myId);
  const ids = useId();
  const name = nameOf(user);
  const {
    control,
    submitWith,
    formState: { isSubmitting: busy },
  } = useServerForm<RoleFormValues, RoleFormValues>({
    defaultValues: { role: current },
    fieldNames: NO_SERVER_FIELDS,
    // Not shown: a refusal is told in a toast, like every action of the user panel.
    failure: "The role was not saved.",
  });
  const selected = useWatch({ control, name: "role" });

  const submit = submitWith(async ({ role }) => {
    if (role === current || locked) return;
    try {
      await change.mutateAsync({ userId: user.id, role });
    } catch (error) {
      errorToast(errorMessage(error));
      throw error;
    }
    successToast(
      "Role updated",
      role === "user" ? `${name} is no longer an admin.` : `${name} is now ${ROLE_LABELS[role].toLowerCase()}.`,
    );
  });

  const saveLabel = current === "user" && selected === "admin" ? "Grant admin" : "Save role";

  return (
    <form onSubmit={(event) => void submit(event)} className="space-y-4">
      <Controller
        control={control}
        name="role"
        render={({ field }) => (
          <RadioGroup
            ref={field.ref}
            name={field.name}
            value={field.value}
            onValueChange={(value) => {
              if (isAdminRole(value)) field.onChange(value);
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
        )}
      />
      <div className="flex justify-end">
        <Button type="submit" disabled={locked || busy || selected === current} loading={busy}>
          {saveLabel}
        </Button>
      </div>
    </form>
  );
}

export function PanelRole({ user }: { user: TAdminUserRow }) {
  const me = useUserData();
  const myId = me.data?.user.id;
  const iAmSuperAdmin = me.data?.roles.isSuperAdmin ?? false;
  const current: AdminRole = isAdminRole(user.role) ? user.role : "user";
  const isSelf = user.id === myId;
  const lockedSuperAdmin = current === "super_admin" && !iAmSuperAdmin;

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
      {/* A new role on screen (after a save or a refresh) starts the choice again from it. */}
      <RoleForm
        key={current}
        user={user}
        current={current}
        locked={isSelf || lockedSuperAdmin}
        iAmSuperAdmin={iAmSuperAdmin}
        myId={myId}
      />
    </PanelSection>
  );
}
