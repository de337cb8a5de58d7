/**
 * Create or edit a check-in list: which ticket types it admits (none ticked: every type), when it is open
 * (wall-clock times in the event's zone) and whether a ticket may come in again. Checked by the API's own
 * ZCheckinListInput, so its messages and the server's field errors land under the fields.
 */
import { useId } from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import type { TEvent } from "#shared/events/schemas.ts";
import { ZCheckinListInput, type TCheckinList } from "#shared/tickets/schemas.ts";
import { isoToZonedInput, zonedInputToIso } from "#shared/zoned-time.ts";
import { describeTimeZoneForInput } from "#shared/date-format.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { firstErrorMessage } from "#client/lib/form-errors.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useCreateCheckinList, useTicketTypes, useUpdateCheckinList } from "./api.ts";
import { CheckField } from "./check-field.tsx";

interface ListFormValues {
  name: string;
  typeIds: string[];
  /** datetime-local values in the event's zone; empty for none. */
  activeFrom: string;
  activeUntil: string;
  allowReentry: boolean;
  /** The zone the times are read in (the event's); not sent. */
  timeZone: string;
}

const FIELD_NAMES = ["name", "typeIds", "activeFrom", "activeUntil", "allowReentry"] as const satisfies ReadonlyArray<
  keyof ListFormValues
>;

const listResolver = shapedZodResolver<ListFormValues, typeof ZCheckinListInput>(ZCheckinListInput, (values) => ({
  name: values.name,
  typeIds: values.typeIds,
  activeFrom: values.activeFrom === "" ? null : zonedInputToIso(values.activeFrom, values.timeZone),
  activeUntil: values.activeUntil === "" ? null : zonedInputToIso(values.activeUntil, values.timeZone),
  allowReentry: values.allowReentry,
}));

function toFormValues(list: TCheckinList | null, timeZone: string): ListFormValues {
  const zoned = (iso: string | null) => (iso ? isoToZonedInput(iso, timeZone) : "");
  return {
    name: list?.name ?? "",
    typeIds: list?.typeIds ?? [],
    activeFrom: zoned(list?.activeFrom ?? null),
    activeUntil: zoned(list?.activeUntil ?? null),
    allowReentry: list?.allowReentry ?? false,
    timeZone,
  };
}

function ListForm({ event, list, onDone }: { event: TEvent; list: TCheckinList | null; onDone: () => void }) {
  const id = useId();
  const create = useCreateCheckinList(event.id);
  const update = useUpdateCheckinList(event.id);
  const types = useTicketTypes(event.id);
  const {
    register,
    setValue,
    control,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<ListFormValues, z.output<typeof ZCheckinListInput>>({
    resolver: listResolver,
    defaultValues: toFormValues(list, event.timeZone),
    fieldNames: FIELD_NAMES,
    failure: "The check-in list could not be saved.",
  });
  const [typeIds, allowReentry, activeFrom, activeUntil] = useWatch({
    control,
    name: ["typeIds", "allowReentry", "activeFrom", "activeUntil"],
  });

  function toggleType(typeId: string, on: boolean) {
    setValue("typeIds", on ? [...typeIds, typeId] : typeIds.filter((idInList) => idInList !== typeId), {
      shouldDirty: true,
    });
  }

  const submit = submitWith(async (values) => {
    if (list) {
      const saved = await update.mutateAsync({ id: list.id, patch: values });
      successToast("Check-in list saved", `${saved.name} was updated.`);
    } else {
      const saved = await create.mutateAsync(values);
      successToast("Check-in list created", `Create a door link on ${saved.name} for the staff at the door.`);
    }
    onDone();
  });

  const field = (name: string) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4 sm:grid-cols-2">
      <FormField id={field("name")} label="Name" required error={errors.name?.message} className="sm:col-span-2">
        {(props) => (
          <Input
            {...props}
            autoComplete="off"
            maxLength={200}
            autoFocus
            placeholder="Main entrance"
            {...register("name")}
          />
        )}
      </FormField>
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className="text-sm font-medium">Admits</legend>
        <p className="text-xs text-muted-foreground">
          Tick the ticket types this door lets in. None ticked: every type.
        </p>
        {types.data && types.data.length > 0 ? (
          <div className="grid gap-2 sm:grid-cols-2">
            {types.data.map((type) => (
              <CheckField
                key={type.id}
                label={type.name}
                checked={typeIds.includes(type.id)}
                onCheckedChange={(on) => toggleType(type.id, on)}
              />
            ))}
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            {types.isPending ? "Loading ticket types…" : "No ticket types yet: the list admits every type."}
          </p>
        )}
        <FieldError message={firstErrorMessage(errors.typeIds)} />
      </fieldset>
      <FormField
        id={field("activeFrom")}
        label="Open from"
        hint={`In ${describeTimeZoneForInput(event.timeZone, activeFrom, event.startAt)}. Empty: open now.`}
        error={errors.activeFrom?.message}
      >
        {(props) => <Input {...props} type="datetime-local" {...register("activeFrom")} />}
      </FormField>
      <FormField
        id={field("activeUntil")}
        label="Open until"
        hint={`In ${describeTimeZoneForInput(event.timeZone, activeUntil, event.endAt)}. Empty: no end.`}
        error={errors.activeUntil?.message}
      >
        {(props) => <Input {...props} type="datetime-local" {...register("activeUntil")} />}
      </FormField>
      <CheckField
        label="Allow re-entry"
        hint="A ticket may be scanned in again after leaving. Off: each ticket gets in once."
        checked={allowReentry}
        onCheckedChange={(checked) => setValue("allowReentry", checked, { shouldDirty: true })}
        className="sm:col-span-2"
      />

      <DialogFormFooter
        error={formError}
        errorTitle="The check-in list was not saved"
        submitting={isSubmitting}
        submitLabel={list ? "Save check-in list" : "Create check-in list"}
        onCancel={onDone}
        className="sm:col-span-2"
      />
    </form>
  );
}

/** Open with `list` null to create one, or with a list to edit it. */
export function CheckinListDialog({
  open,
  onOpenChange,
  event,
  list,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  event: TEvent;
  list: TCheckinList | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="break-words">{list ? `Edit ${list.name}` : "New check-in list"}</DialogTitle>
          <DialogDescription>
            One list per door or session: it decides which tickets get in, and when.
          </DialogDescription>
        </DialogHeader>
        {open ? (
          <ListForm key={list?.id ?? "new"} event={event} list={list} onDone={() => onOpenChange(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
