/**
 * Add a shift, or change one: its role, when (in the event's own zone), where, how many people it needs and
 * takes at most, notes for the volunteers, and whether it is published. Checked by the API's own ZShiftInput
 * once the inputs' text is turned into its shape; the server's field errors land under the same inputs.
 */
import { useId } from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { describeTimeZoneForInput } from "#shared/date-format.ts";
import type { TEvent } from "#shared/events/schemas.ts";
import { isoToZonedInput, zonedInputToIso } from "#shared/zoned-time.ts";
import { SHIFT_HEADCOUNT_MAX, ZShiftInput, type TShift, type TVolunteerRole } from "#shared/volunteers/schemas.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Checkbox } from "#client/components/ui/checkbox.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField, type FieldControlProps } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Label } from "#client/components/ui/label.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useCreateShift, useUpdateShift } from "./api.ts";

/** Named as the API names them, so the schema's and the server's errors land under the right input. */
interface ShiftFormValues {
  roleId: string;
  startsAt: string;
  endsAt: string;
  place: string;
  needed: string;
  maximum: string;
  notes: string;
  published: boolean;
}

const FIELD_NAMES = [
  "roleId",
  "startsAt",
  "endsAt",
  "place",
  "needed",
  "maximum",
  "notes",
] as const satisfies ReadonlyArray<keyof ShiftFormValues>;

/** A number typed as text: empty stays empty (the schema says it is required), anything else is read. */
const count = (text: string) => (text.trim() === "" ? undefined : Number(text));

function resolverFor(timeZone: string) {
  return shapedZodResolver<ShiftFormValues, typeof ZShiftInput>(ZShiftInput, (values) => ({
    roleId: values.roleId,
    startsAt: values.startsAt ? zonedInputToIso(values.startsAt, timeZone) : "",
    endsAt: values.endsAt ? zonedInputToIso(values.endsAt, timeZone) : "",
    place: values.place,
    needed: count(values.needed),
    maximum: values.maximum.trim() === "" ? null : Number(values.maximum),
    notes: values.notes,
    published: values.published,
  }));
}

function initialValues(shift: TShift | null, roles: readonly TVolunteerRole[], event: TEvent): ShiftFormValues {
  if (shift) {
    return {
      roleId: shift.roleId,
      startsAt: isoToZonedInput(shift.startsAt, event.timeZone),
      endsAt: isoToZonedInput(shift.endsAt, event.timeZone),
      place: shift.place,
      needed: String(shift.needed),
      maximum: shift.maximum === null ? "" : String(shift.maximum),
      notes: shift.notes,
      published: shift.published,
    };
  }
  // A new shift starts when the event does, for two hours: most shifts are near its start.
  const start = isoToZonedInput(event.startAt, event.timeZone);
  const end = isoToZonedInput(new Date(Date.parse(event.startAt) + 2 * 3_600_000).toISOString(), event.timeZone);
  return {
    roleId: roles[0]?.id ?? "",
    startsAt: start,
    endsAt: end,
    place: event.locationName ?? "",
    needed: "2",
    maximum: "",
    notes: "",
    published: false,
  };
}

function ShiftForm({
  event,
  roles,
  shift,
  onDone,
  onCancel,
}: {
  event: TEvent;
  roles: readonly TVolunteerRole[];
  shift: TShift | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const create = useCreateShift(event.id);
  const update = useUpdateShift(event.id);
  const {
    register,
    control,
    setValue,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<ShiftFormValues, z.output<typeof ZShiftInput>>({
    resolver: resolverFor(event.timeZone),
    defaultValues: initialValues(shift, roles, event),
    fieldNames: FIELD_NAMES,
    failure: "The shift could not be saved.",
  });
  const [startsAt, endsAt, published] = useWatch({ control, name: ["startsAt", "endsAt", "published"] });

  const submit = submitWith(async (values) => {
    if (shift) {
      await update.mutateAsync({ shiftId: shift.id, patch: values });
      successToast("Shift saved");
    } else {
      const saved = await create.mutateAsync(values);
      successToast(
        "Shift added",
        saved.published ? "Approved volunteers can sign up for it now." : "Publish it when volunteers may sign up.",
      );
    }
    onDone();
  });

  const field = (name: keyof ShiftFormValues) => `${id}-${name}`;
  /** The two headcounts take the same whole numbers. */
  const headcountInput = (props: FieldControlProps, name: "needed" | "maximum") => (
    <Input
      {...props}
      type="number"
      inputMode="numeric"
      min={1}
      max={SHIFT_HEADCOUNT_MAX}
      step={1}
      {...register(name)}
    />
  );
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
      <FormField id={field("roleId")} label="Role" required error={errors.roleId?.message} className="sm:col-span-2">
        {(props) => (
          <NativeSelect {...props} {...register("roleId")}>
            {roles.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={field("startsAt")}
        label="Starts"
        required
        hint={`In ${describeTimeZoneForInput(event.timeZone, startsAt, event.startAt)}.`}
        error={errors.startsAt?.message}
      >
        {(props) => <Input {...props} type="datetime-local" {...register("startsAt")} />}
      </FormField>
      <FormField
        id={field("endsAt")}
        label="Ends"
        required
        hint={`In ${describeTimeZoneForInput(event.timeZone, endsAt, event.endAt)}.`}
        error={errors.endsAt?.message}
      >
        {(props) => <Input {...props} type="datetime-local" {...register("endsAt")} />}
      </FormField>
      <FormField
        id={field("place")}
        label="Place"
        hint="Where volunteers report: “Main entrance, blue tent”."
        error={errors.place?.message}
        className="sm:col-span-2"
      >
        {(props) => <Input {...props} autoComplete="off" maxLength={200} {...register("place")} />}
      </FormField>
      <FormField id={field("needed")} label="People needed" required error={errors.needed?.message}>
        {(props) => headcountInput(props, "needed")}
      </FormField>
      <FormField
        id={field("maximum")}
        label="At most"
        hint="Leave empty to stop sign-ups once enough people are on it."
        error={errors.maximum?.message}
      >
        {(props) => headcountInput(props, "maximum")}
      </FormField>
      <FormField
        id={field("notes")}
        label="Notes for volunteers"
        hint="What to bring, what to wear, who to ask for."
        error={errors.notes?.message}
        className="sm:col-span-2"
      >
        {(props) => <Textarea {...props} rows={3} maxLength={2000} {...register("notes")} />}
      </FormField>
      <div className="flex items-start gap-3 sm:col-span-2">
        <Checkbox
          id={field("published")}
          checked={published}
          onCheckedChange={(checked) => setValue("published", checked === true, { shouldDirty: true })}
          className="mt-0.5"
        />
        <div className="space-y-0.5">
          <Label htmlFor={field("published")}>Published</Label>
          <p className="text-xs text-muted-foreground">Approved volunteers see published shifts and can sign up.</p>
        </div>
      </div>

      <DialogFormFooter
        error={formError}
        errorTitle="The shift was not saved"
        submitting={isSubmitting}
        submitLabel={shift ? "Save shift" : "Add shift"}
        onCancel={onCancel}
        className="sm:col-span-2"
      />
    </form>
  );
}

/** Open with `shift` null to add one, or with a shift to change it. */
export function ShiftDialog({
  open,
  onOpenChange,
  event,
  roles,
  shift,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: TEvent;
  roles: readonly TVolunteerRole[];
  shift: TShift | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{shift ? `Edit the ${shift.roleName} shift` : "Add a shift"}</DialogTitle>
          <DialogDescription>Times are in the event's time zone.</DialogDescription>
        </DialogHeader>
        {open ? (
          <ShiftForm
            key={shift?.id ?? "new"}
            event={event}
            roles={roles}
            shift={shift}
            onDone={() => onOpenChange(false)}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
