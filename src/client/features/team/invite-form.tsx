/**
 * Inviting someone to the team by email, with a role: checked by the API's own schema, and the server's field
 * errors (already on the team, already invited, the team is full) shown under the address.
 */
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Send, UserPlus } from "lucide-react";
import type { z } from "zod";
import {
  INVITABLE_ROLES,
  TEAM_INVITATION_DAYS,
  TEAM_ROLE_DESCRIPTIONS,
  TEAM_ROLE_LABELS,
  TEAM_ROLES,
  type InvitableRole,
} from "#shared/team/roles.ts";
import { ZTeamInvitationInput, type TTeam } from "#shared/team/schemas.ts";
import { RegionCard } from "#client/components/region-card.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useInvite } from "./api.ts";
import { EventReachField } from "./event-reach-field.tsx";

interface InviteValues {
  email: string;
  role: InvitableRole;
  /** null (or left out): every event. */
  events?: string[] | null;
}

const FIELD_NAMES = ["email", "role", "events"] as const satisfies ReadonlyArray<keyof InviteValues>;

/** Least rights that still plan: an admin is a deliberate choice. */
const DEFAULT_ROLE: InvitableRole = "editor";

export function InviteForm({ seats }: { seats: TTeam["seats"] }) {
  const id = useId();
  const invite = useInvite();
  const {
    register,
    control,
    reset,
    submitWith,
    formError,
    formState: { errors, isSubmitting },
  } = useServerForm<InviteValues, z.output<typeof ZTeamInvitationInput>>({
    resolver: zodResolver(ZTeamInvitationInput),
    defaultValues: { email: "", role: DEFAULT_ROLE, events: null },
    fieldNames: FIELD_NAMES,
    failure: "The invitation was not sent. Please try again.",
  });
  const role = useWatch({ control, name: "role" });
  const full = seats.used >= seats.limit;

  const submit = submitWith(async (values) => {
    const sent = await invite.mutateAsync(values);
    reset({ email: "", role: values.role, events: values.events ?? null });
    successToast(
      "Invitation sent",
      `We emailed ${sent.email} a link to join as ${TEAM_ROLE_LABELS[sent.role]}. It works for ${TEAM_INVITATION_DAYS} days.`,
    );
  });

  return (
    <RegionCard
      icon={UserPlus}
      title="Invite someone"
      description="They get an email with a link. Once they accept with that address, they can work in this account."
    >
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {full ? (
          <Alert variant="warning" role="status">
            All {seats.limit} seats are taken. Take back an invitation or remove someone before you invite another
            person.
          </Alert>
        ) : null}
        <FormField id={`${id}-email`} label="Email address" required error={errors.email?.message}>
          {(props) => (
            <Input
              {...props}
              type="email"
              autoComplete="off"
              inputMode="email"
              placeholder="name@example.com"
              {...register("email")}
            />
          )}
        </FormField>
        <FormField
          id={`${id}-role`}
          label="Role"
          required
          hint={TEAM_ROLE_DESCRIPTIONS[role]}
          error={errors.role?.message}
        >
          {(props) => (
            <NativeSelect {...props} {...register("role")}>
              {INVITABLE_ROLES.map((choice) => (
                <option key={choice} value={choice}>
                  {TEAM_ROLE_LABELS[choice]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <Controller
          control={control}
          name="events"
          render={({ field, fieldState }) => (
            <EventReachField value={field.value ?? null} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <details className="group rounded-lg border bg-muted/40 px-4 py-3 text-sm">
          <summary className="cursor-pointer font-medium marker:text-muted-foreground">What each role may do</summary>
          <dl className="mt-3 space-y-2">
            {TEAM_ROLES.map((each) => (
              <div key={each}>
                <dt className="font-medium">{TEAM_ROLE_LABELS[each]}</dt>
                <dd className="text-muted-foreground">{TEAM_ROLE_DESCRIPTIONS[each]}</dd>
              </div>
            ))}
          </dl>
        </details>
        {formError ? (
          <Alert variant="destructive" role="alert" title="The invitation was not sent">
            {formError}
          </Alert>
        ) : null}
        <div className="flex justify-end">
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? null : <Send aria-hidden="true" />}
            Send invitation
          </Button>
        </div>
      </form>
    </RegionCard>
  );
}
