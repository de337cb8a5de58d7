/**
 * Tickets for the guest list in one go: one ticket of the chosen type for each person coming with every
 * guest who said yes, has an email address and holds no ticket of this event yet. Checked by the API's own
 * ZIssueFromGuestsInput.
 */
import { useId } from "react";
import { useWatch } from "react-hook-form";
import { UsersRound } from "lucide-react";
import type { z } from "zod";
import { ZIssueFromGuestsInput, type TTicketType } from "#shared/tickets/schemas.ts";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useIssueFromGuests, useTicketTypes } from "./api.ts";
import { CheckField } from "./check-field.tsx";
import { issueFromGuestsText } from "./format.ts";

interface GuestsFormValues {
  typeId: string;
  sendEmail: boolean;
}

const FIELD_NAMES = ["typeId"] as const satisfies ReadonlyArray<keyof GuestsFormValues>;

const guestsResolver = shapedZodResolver<GuestsFormValues, typeof ZIssueFromGuestsInput>(
  ZIssueFromGuestsInput,
  (values) => values,
);

function GuestsForm({ eventId, types, onDone }: { eventId: string; types: TTicketType[]; onDone: () => void }) {
  const id = useId();
  const issue = useIssueFromGuests(eventId);
  const {
    register,
    setValue,
    control,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<GuestsFormValues, z.output<typeof ZIssueFromGuestsInput>>({
    resolver: guestsResolver,
    defaultValues: { typeId: types[0]?.id ?? "", sendEmail: true },
    fieldNames: FIELD_NAMES,
    failure: "The tickets could not be issued.",
  });
  const sendEmail = useWatch({ control, name: "sendEmail" });

  const submit = submitWith(async (input) => {
    const result = await issue.mutateAsync(input);
    onDone();
    successToast(result.tickets > 0 ? "Tickets issued" : "No tickets issued", issueFromGuestsText(result));
  });

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <FormField id={`${id}-type`} label="Ticket type" required error={errors.typeId?.message}>
        {(props) => (
          <NativeSelect {...props} {...register("typeId")}>
            {types.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name} ({type.remaining.toLocaleString()} left)
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <CheckField
        label="Email the tickets"
        hint="Each guest gets their tickets with QR codes and a PDF."
        checked={sendEmail}
        onCheckedChange={(checked) => setValue("sendEmail", checked)}
      />
      {formError ? (
        <Alert variant="destructive" role="alert" title="No tickets were issued">
          {formError}
        </Alert>
      ) : null}
      <DialogFooter>
        <Button variant="outline" disabled={isSubmitting} onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {isSubmitting ? null : <UsersRound aria-hidden="true" />}
          Issue tickets
        </Button>
      </DialogFooter>
    </form>
  );
}

function GuestsBody({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  const types = useTicketTypes(eventId);
  if (types.isPending) return <ListSkeleton label="Loading ticket types" rows={2} />;
  if (types.isError)
    return (
      <LoadFailedAlert
        title="We couldn't load the ticket types."
        error={types.error}
        retrying={types.isFetching}
        onRetry={() => void types.refetch()}
      />
    );
  if (types.data.length === 0)
    return <p className="text-sm text-muted-foreground">Create a ticket type first: every ticket is of one type.</p>;
  return <GuestsForm eventId={eventId} types={types.data} onDone={onDone} />;
}

export function IssueFromGuestsDialog({
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
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Issue tickets from the guest list</DialogTitle>
          <DialogDescription>
            Every guest who said yes gets one ticket per person in their party. Guests without an email address, and
            guests who already hold a ticket, are skipped.
          </DialogDescription>
        </DialogHeader>
        {open ? <GuestsBody eventId={eventId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
