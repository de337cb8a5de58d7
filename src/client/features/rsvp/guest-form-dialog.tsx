/**
 * Add a guest by hand, or edit one: react-hook-form checked by the API's own ZGuestInput. Inputs hold text
 * (the party size, the tags as "family, vip"); the resolver turns them into the API's shape first, so the
 * schema's messages land under the right field, and the server's field errors do too.
 */
import { useId } from "react";
import { PARTY_MAX_LIMIT, ZGuestInput, type TGuest, type TGuestValues } from "#shared/rsvp/schemas.ts";
import { CopyLinkField } from "#client/components/copy-link-field.tsx";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { firstErrorMessage } from "#client/lib/form-errors.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { absoluteUrl } from "#client/lib/utils.ts";
import { useAddGuest, useUpdateGuest } from "./api.ts";
import { parseTags, tagsText } from "./format.ts";

interface GuestFormValues {
  name: string;
  email: string;
  phone: string;
  groupName: string;
  partyMax: string;
  tags: string;
  notes: string;
}

const FIELD_NAMES = [
  "name",
  "email",
  "phone",
  "groupName",
  "partyMax",
  "tags",
  "notes",
] as const satisfies ReadonlyArray<keyof GuestFormValues>;

function toApiShape(values: GuestFormValues) {
  const partyMax = values.partyMax.trim();
  return {
    name: values.name,
    email: values.email,
    phone: values.phone,
    groupName: values.groupName,
    // Empty means the default (the guest alone); anything else must read as a whole number or the schema says so.
    partyMax: partyMax === "" ? undefined : partyMax,
    tags: parseTags(values.tags),
    notes: values.notes,
  };
}

const guestResolver = shapedZodResolver<GuestFormValues, typeof ZGuestInput>(ZGuestInput, toApiShape);

const EMPTY: GuestFormValues = { name: "", email: "", phone: "", groupName: "", partyMax: "1", tags: "", notes: "" };

function toFormValues(guest: TGuest): GuestFormValues {
  return {
    name: guest.name,
    email: guest.email ?? "",
    phone: guest.phone,
    groupName: guest.groupName,
    partyMax: String(guest.partyMax),
    tags: tagsText(guest.tags),
    notes: guest.notes,
  };
}

function GuestForm({
  eventId,
  groupTerm,
  guest,
  onDone,
  onCancel,
}: {
  eventId: string;
  groupTerm: string;
  guest: TGuest | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const id = useId();
  const add = useAddGuest(eventId);
  const update = useUpdateGuest(eventId);
  const {
    register,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<GuestFormValues, TGuestValues>({
    resolver: guestResolver,
    defaultValues: guest ? toFormValues(guest) : EMPTY,
    fieldNames: FIELD_NAMES,
    failure: "The guest could not be saved.",
  });

  const submit = submitWith(async (values) => {
    if (guest) {
      const saved = await update.mutateAsync({ id: guest.id, patch: values });
      successToast("Guest saved", `${saved.name}'s details were updated.`);
    } else {
      const saved = await add.mutateAsync(values);
      successToast("Guest added", `${saved.name} is on the guest list.`);
    }
    onDone();
  });

  const field = (name: keyof GuestFormValues) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4 sm:grid-cols-2">
      <FormField id={field("name")} label="Name" required error={errors.name?.message} className="sm:col-span-2">
        {(props) => <Input {...props} autoComplete="off" maxLength={200} autoFocus {...register("name")} />}
      </FormField>
      <FormField
        id={field("email")}
        label="Email"
        hint="The invitation and reminders go here."
        error={errors.email?.message}
      >
        {(props) => <Input {...props} type="email" autoComplete="off" maxLength={254} {...register("email")} />}
      </FormField>
      <FormField id={field("phone")} label="Phone" hint="To call for an answer." error={errors.phone?.message}>
        {(props) => <Input {...props} type="tel" autoComplete="off" maxLength={40} {...register("phone")} />}
      </FormField>
      <FormField id={field("groupName")} label={groupTerm} error={errors.groupName?.message}>
        {(props) => <Input {...props} autoComplete="off" maxLength={100} {...register("groupName")} />}
      </FormField>
      <FormField
        id={field("partyMax")}
        label="Party size"
        hint="People this invitation admits, the guest included."
        error={errors.partyMax?.message}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="numeric"
            min={1}
            max={PARTY_MAX_LIMIT}
            step={1}
            {...register("partyMax")}
          />
        )}
      </FormField>
      <FormField
        id={field("tags")}
        label="Tags"
        hint="Separate tags with commas, for example: family, committee."
        error={firstErrorMessage(errors.tags)}
        className="sm:col-span-2"
      >
        {(props) => <Input {...props} autoComplete="off" {...register("tags")} />}
      </FormField>
      <FormField
        id={field("notes")}
        label="Notes"
        hint="Only you see these."
        error={errors.notes?.message}
        className="sm:col-span-2"
      >
        {(props) => <Textarea {...props} rows={3} maxLength={2000} {...register("notes")} />}
      </FormField>

      <DialogFormFooter
        error={formError}
        errorTitle="The guest was not saved"
        submitting={isSubmitting}
        submitLabel={guest ? "Save guest" : "Add guest"}
        onCancel={onCancel}
        className="sm:col-span-2"
      />
    </form>
  );
}

/** Open with `guest` null to add one, or with a guest to edit it. */
export function GuestFormDialog({
  open,
  onOpenChange,
  eventId,
  groupTerm,
  guest,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  eventId: string;
  groupTerm: string;
  guest: TGuest | null;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{guest ? `Edit ${guest.name}` : "Add a guest"}</DialogTitle>
          <DialogDescription>
            {guest
              ? "Changes apply straight away; the guest's personal link stays the same."
              : "Only the name is required. Add an email address to send an invitation."}
          </DialogDescription>
        </DialogHeader>
        {guest ? (
          <CopyLinkField url={absoluteUrl(guest.invitationPath, window.location.origin)} label="Personal link" />
        ) : null}
        {/* Remounted for each opening, so the form starts from the guest shown (or blank). */}
        {open ? (
          <GuestForm
            key={guest?.id ?? "new"}
            eventId={eventId}
            groupTerm={groupTerm}
            guest={guest}
            onDone={() => onOpenChange(false)}
            onCancel={() => onOpenChange(false)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
