/**
 * Issuing tickets by hand (complimentary, or paid some other way): who gets them, how many of each type,
 * and whether to email them. Checked by the API's own ZIssueInput. Each opening of the dialog carries one
 * idempotency key, so a submit retried after a lost answer returns the first order instead of a second one.
 */
import { useId, useState } from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import { formatMoney } from "#shared/money.ts";
import { ORDER_TICKETS_MAX, ZIssueInput, type TTicketType } from "#shared/tickets/schemas.ts";
import { countText } from "#shared/words.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { ListSkeleton } from "#client/components/list-states.tsx";
import { LoadFailedAlert } from "#client/components/resource-states.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FieldError, FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { firstErrorMessage } from "#client/lib/form-errors.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useIssueTickets, useTicketTypes } from "./api.ts";
import { CheckField } from "./check-field.tsx";
import { quantityValue } from "./format.ts";

interface IssueFormValues {
  idempotencyKey: string;
  buyerName: string;
  buyerEmail: string;
  /** One line per ticket type; an empty or zero quantity leaves the type out. */
  items: Array<{ typeId: string; quantity: string }>;
  sendEmail: boolean;
}

const FIELD_NAMES = ["buyerName", "buyerEmail"] as const satisfies ReadonlyArray<keyof IssueFormValues>;

const issueResolver = shapedZodResolver<IssueFormValues, typeof ZIssueInput>(ZIssueInput, (values) => ({
  ...values,
  // Lines left empty or at zero are types not wanted; anything else goes to the schema, which names a bad one.
  items: values.items.filter((item) => item.quantity.trim() !== "" && Number(item.quantity.trim()) !== 0),
}));

/** crypto.randomUUID exists only on secure pages (https, localhost); a club's LAN server may be plain http. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function IssueForm({ eventId, types, onDone }: { eventId: string; types: TTicketType[]; onDone: () => void }) {
  const id = useId();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const issue = useIssueTickets(eventId);
  const {
    register,
    setValue,
    control,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<IssueFormValues, z.output<typeof ZIssueInput>>({
    resolver: issueResolver,
    fieldNames: FIELD_NAMES,
    failure: "The tickets could not be issued.",
    defaultValues: {
      idempotencyKey,
      buyerName: "",
      buyerEmail: "",
      // With one type there is nothing to choose: one ticket of it.
      items: types.map((type) => ({ typeId: type.id, quantity: types.length === 1 ? "1" : "" })),
      sendEmail: true,
    },
  });
  const [items, sendEmail] = useWatch({ control, name: ["items", "sendEmail"] });
  const count = items.reduce((sum, item) => sum + quantityValue(item.quantity), 0);

  const submit = submitWith(async (input) => {
    const order = await issue.mutateAsync(input);
    successToast(
      "Tickets issued",
      `${countText(order.tickets, "ticket")} for ${order.buyerName}${input.sendEmail ? ", on their way by email." : ". No email was sent."}`,
    );
    onDone();
  });

  const field = (name: string) => `${id}-${name}`;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={field("buyerName")} label="Name" required error={errors.buyerName?.message}>
          {(props) => <Input {...props} autoComplete="off" maxLength={200} autoFocus {...register("buyerName")} />}
        </FormField>
        <FormField id={field("buyerEmail")} label="Email" required error={errors.buyerEmail?.message}>
          {(props) => <Input {...props} type="email" autoComplete="off" maxLength={254} {...register("buyerEmail")} />}
        </FormField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Tickets</legend>
        <ul className="divide-y rounded-lg border">
          {types.map((type, index) => (
            <li key={type.id} className="flex items-center justify-between gap-3 px-3 py-2">
              <label htmlFor={field(`quantity-${index}`)} className="min-w-0 text-sm">
                <span className="block font-medium break-words">{type.name}</span>
                <span className="block text-xs text-muted-foreground">
                  {type.priceMinor === 0 ? "Free" : formatMoney(type.priceMinor, type.currency)} ·{" "}
                  {type.remaining.toLocaleString()} left
                </span>
              </label>
              <Input
                id={field(`quantity-${index}`)}
                type="number"
                inputMode="numeric"
                min={0}
                max={Math.max(0, Math.min(ORDER_TICKETS_MAX, type.remaining))}
                step={1}
                placeholder="0"
                className="w-20 shrink-0"
                {...register(`items.${index}.quantity`)}
              />
            </li>
          ))}
        </ul>
        <FieldError message={firstErrorMessage(errors.items)} />
      </fieldset>
      <CheckField
        label="Email the tickets"
        hint="The buyer gets their tickets with QR codes and a PDF. Leave it off to hand them over yourself."
        checked={sendEmail}
        onCheckedChange={(checked) => setValue("sendEmail", checked)}
      />
      <DialogFormFooter
        error={formError}
        errorTitle="The tickets were not issued"
        submitting={isSubmitting}
        submitLabel={count > 0 ? `Issue ${countText(count, "ticket")}` : "Issue tickets"}
        onCancel={onDone}
      />
    </form>
  );
}

function IssueBody({ eventId, onDone }: { eventId: string; onDone: () => void }) {
  // Every type of the event, hidden ones too: issuing by hand is how those are given out.
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
  return <IssueForm eventId={eventId} types={types.data} onDone={onDone} />;
}

export function IssueDialog({
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
          <DialogTitle>Issue tickets</DialogTitle>
          <DialogDescription>
            For guests you invite, staff, or tickets paid some other way. They count towards each type&apos;s places.
          </DialogDescription>
        </DialogHeader>
        {/* Remounted for each opening: a blank form and a fresh idempotency key. */}
        {open ? <IssueBody eventId={eventId} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
