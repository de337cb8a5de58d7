/**
 * Add a volunteer or staff member directly, approved at once (people the organiser already knows): checked by
 * the API's own schema, the skills typed as "first aid, driving".
 */
import { useId } from "react";
import type { z } from "zod";
import { ZVolunteerInput } from "#shared/volunteers/schemas.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { NameEmailFields } from "#client/components/name-email-fields.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { firstErrorMessage } from "#client/lib/form-errors.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useAddVolunteer } from "./api.ts";
import { skillsFromText } from "./format.ts";

interface VolunteerFormValues {
  name: string;
  email: string;
  phone: string;
  availability: string;
  skills: string;
}

const FIELD_NAMES = ["name", "email", "phone", "availability", "skills"] as const satisfies ReadonlyArray<
  keyof VolunteerFormValues
>;

const volunteerResolver = shapedZodResolver<VolunteerFormValues, typeof ZVolunteerInput>(ZVolunteerInput, (values) => ({
  ...values,
  skills: skillsFromText(values.skills),
}));

function VolunteerForm({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const id = useId();
  const add = useAddVolunteer(eventId);
  const {
    register,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<VolunteerFormValues, z.output<typeof ZVolunteerInput>>({
    resolver: volunteerResolver,
    defaultValues: { name: "", email: "", phone: "", availability: "", skills: "" },
    fieldNames: FIELD_NAMES,
    failure: "The volunteer could not be added.",
  });
  const submit = submitWith(async (values) => {
    const saved = await add.mutateAsync(values);
    successToast("Volunteer added", `${saved.name} is approved and can be given shifts.`);
    onDone();
  });
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
      <NameEmailFields
        ids={{ name: `${id}-name`, email: `${id}-email` }}
        errors={{ name: errors.name?.message, email: errors.email?.message }}
        emailHint="Their personal page link goes here."
        inputs={{ name: register("name"), email: register("email") }}
      />
      <FormField id={`${id}-phone`} label="Phone" error={errors.phone?.message}>
        {(props) => <Input {...props} type="tel" autoComplete="off" maxLength={40} {...register("phone")} />}
      </FormField>
      <FormField
        id={`${id}-skills`}
        label="Skills"
        hint="Separate with commas."
        error={firstErrorMessage(errors.skills)}
      >
        {(props) => <Input {...props} autoComplete="off" {...register("skills")} />}
      </FormField>
      <FormField id={`${id}-availability`} label="Availability" error={errors.availability?.message}>
        {(props) => <Textarea {...props} rows={2} maxLength={2000} {...register("availability")} />}
      </FormField>
      <DialogFormFooter
        error={formError}
        errorTitle="The volunteer was not added"
        submitting={isSubmitting}
        submitLabel="Add volunteer"
        onCancel={onDone}
      />
    </form>
  );
}

export function VolunteerDialog({
  open,
  onOpenChange,
  eventId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventId: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add a volunteer</DialogTitle>
          <DialogDescription>Someone you already know: approved at once, no application needed.</DialogDescription>
        </DialogHeader>
        {open ? <VolunteerForm eventId={eventId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
