/**
 * Add a volunteer role (registration desk, setup crew, first aid) or rename one: checked by the API's own
 * schema, the server's field errors under the inputs.
 */
import { useId } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { ROLE_NAME_MAX, ZVolunteerRoleInput, type TVolunteerRole } from "#shared/volunteers/schemas.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useCreateRole, useUpdateRole } from "./api.ts";

type RoleFormValues = z.input<typeof ZVolunteerRoleInput>;

const FIELD_NAMES = ["name", "description"] as const satisfies ReadonlyArray<keyof RoleFormValues>;

function RoleForm({
  eventId,
  role,
  onDone,
  onCancel,
}: {
  eventId: string;
  role: TVolunteerRole | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const create = useCreateRole(eventId);
  const update = useUpdateRole(eventId);
  const {
    register,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<RoleFormValues, z.output<typeof ZVolunteerRoleInput>>({
    resolver: zodResolver(ZVolunteerRoleInput),
    defaultValues: { name: role?.name ?? "", description: role?.description ?? "" },
    fieldNames: FIELD_NAMES,
    failure: "The role could not be saved.",
  });

  const submit = submitWith(async (values) => {
    if (role) {
      await update.mutateAsync({ roleId: role.id, patch: values });
      successToast("Role saved");
    } else {
      const saved = await create.mutateAsync(values);
      successToast("Role added", `Add shifts for ${saved.name} next.`);
    }
    onDone();
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <FormField id={`${id}-name`} label="Name" required error={errors.name?.message}>
        {(props) => (
          <Input
            {...props}
            autoComplete="off"
            maxLength={ROLE_NAME_MAX}
            placeholder="Registration desk"
            autoFocus
            {...register("name")}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-description`}
        label="What the role does"
        hint="Applicants read this on the application form."
        error={errors.description?.message}
      >
        {(props) => <Textarea {...props} rows={3} maxLength={1000} {...register("description")} />}
      </FormField>
      <DialogFormFooter
        error={formError}
        errorTitle="The role was not saved"
        submitting={isSubmitting}
        submitLabel={role ? "Save role" : "Add role"}
        onCancel={onCancel}
      />
    </form>
  );
}

export function RoleDialog({
  open,
  onOpenChange,
  eventId,
  role,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventId: string;
  role: TVolunteerRole | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{role ? `Edit ${role.name}` : "Add a role"}</DialogTitle>
          <DialogDescription>A role is a kind of work; its shifts say when and where.</DialogDescription>
        </DialogHeader>
        {open ? (
          <RoleForm
            key={role?.id ?? "new"}
            eventId={eventId}
            role={role}
            onDone={() => onOpenChange(false)}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
