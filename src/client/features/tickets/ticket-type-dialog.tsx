/**
 * Create or edit a ticket type: react-hook-form checked by the API's own ZTicketTypeInput. Inputs hold text
 * (the price as typed, counts, sale times as wall-clock times in the event's zone); the resolver turns them
 * into the API's shape first, so the schema's messages and the server's field errors land under the fields.
 */
import { useId, useMemo } from "react";
import { useWatch } from "react-hook-form";
import type { z } from "zod";
import type { TEvent } from "#shared/events/schemas.ts";
import { COMMON_CURRENCIES, inputToMinor, minorToInput } from "#shared/money.ts";
import { ORDER_TICKETS_MAX, TICKET_QUANTITY_MAX, ZTicketTypeInput, type TTicketType } from "#shared/tickets/schemas.ts";
import { isoToZonedInput, zonedInputToIso } from "#shared/zoned-time.ts";
import { describeTimeZoneForInput } from "#shared/date-format.ts";
import { DialogFormFooter } from "#client/components/form-footer.tsx";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "#client/components/ui/dialog.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { successToast } from "#client/lib/toast.ts";
import { useServerForm } from "#client/lib/use-server-form.ts";
import { useCreateTicketType, useEventActivities, useUpdateTicketType } from "./api.ts";
import { CheckField } from "./check-field.tsx";

interface TypeFormValues {
  name: string;
  description: string;
  /** Empty: a ticket for the whole event. */
  activityId: string;
  /** The price as typed ("12.50"), read in the chosen currency. */
  priceMinor: string;
  currency: string;
  quantity: string;
  perOrderMax: string;
  /** datetime-local values in the event's zone; empty for none. */
  saleStartsAt: string;
  saleEndsAt: string;
  hidden: boolean;
  /** The zone the sale times are read in (the event's); not sent. */
  timeZone: string;
}

const FIELD_NAMES = [
  "name",
  "description",
  "activityId",
  "priceMinor",
  "currency",
  "quantity",
  "perOrderMax",
  "saleStartsAt",
  "saleEndsAt",
] as const satisfies ReadonlyArray<keyof TypeFormValues>;

function toApiShape(values: TypeFormValues) {
  const zoned = (local: string) => (local === "" ? null : zonedInputToIso(local, values.timeZone));
  const price = values.priceMinor.trim();
  const perOrderMax = values.perOrderMax.trim();
  return {
    name: values.name,
    description: values.description,
    activityId: values.activityId === "" ? null : values.activityId,
    // An empty price is a free ticket; text that is not an amount reads as NaN, which the schema refuses.
    priceMinor: price === "" ? 0 : inputToMinor(price, values.currency),
    currency: values.currency,
    quantity: values.quantity,
    perOrderMax: perOrderMax === "" ? undefined : perOrderMax,
    saleStartsAt: zoned(values.saleStartsAt),
    saleEndsAt: zoned(values.saleEndsAt),
    hidden: values.hidden,
  };
}

type TypeApiInput = z.output<typeof ZTicketTypeInput>;

const typeResolver = shapedZodResolver<TypeFormValues, typeof ZTicketTypeInput>(ZTicketTypeInput, toApiShape);

function toFormValues(type: TTicketType, timeZone: string): TypeFormValues {
  return {
    name: type.name,
    description: type.description,
    activityId: type.activityId ?? "",
    priceMinor: type.priceMinor === 0 ? "" : minorToInput(type.priceMinor, type.currency),
    currency: type.currency,
    quantity: String(type.quantity),
    perOrderMax: String(type.perOrderMax),
    saleStartsAt: type.saleStartsAt ? isoToZonedInput(type.saleStartsAt, timeZone) : "",
    saleEndsAt: type.saleEndsAt ? isoToZonedInput(type.saleEndsAt, timeZone) : "",
    hidden: type.hidden,
    timeZone,
  };
}

function newFormValues(activityId: string, currency: string, timeZone: string): TypeFormValues {
  return {
    name: "",
    description: "",
    activityId,
    priceMinor: "",
    currency,
    quantity: "100",
    perOrderMax: "10",
    saleStartsAt: "",
    saleEndsAt: "",
    hidden: false,
    timeZone,
  };
}

interface TypeFormProps {
  event: TEvent;
  type: TTicketType | null;
  /** For a new type: the activity it starts on (empty for the whole event) and the currency it starts in. */
  activityId: string;
  currency: string;
  onDone: () => void;
}

function TypeForm({ event, type, activityId, currency, onDone }: TypeFormProps) {
  const id = useId();
  const create = useCreateTicketType(event.id);
  const update = useUpdateTicketType(event.id);
  const activities = useEventActivities(event.id);
  const {
    register,
    setValue,
    control,
    formError,
    submitWith,
    formState: { errors, isSubmitting },
  } = useServerForm<TypeFormValues, TypeApiInput>({
    resolver: typeResolver,
    defaultValues: type ? toFormValues(type, event.timeZone) : newFormValues(activityId, currency, event.timeZone),
    fieldNames: FIELD_NAMES,
    failure: "The ticket type could not be saved.",
  });
  const [chosenCurrency, hidden, chosenActivity, saleStartsAt, saleEndsAt] = useWatch({
    control,
    name: ["currency", "hidden", "activityId", "saleStartsAt", "saleEndsAt"],
  });

  const currencies = useMemo(
    () =>
      (COMMON_CURRENCIES as readonly string[]).includes(chosenCurrency)
        ? [...COMMON_CURRENCIES]
        : [chosenCurrency, ...COMMON_CURRENCIES],
    [chosenCurrency],
  );
  const activityOptions = activities.data ?? [];
  // The type's own activity stays choosable while the list loads (or if it was deleted meanwhile).
  const missingActivity = chosenActivity !== "" && !activityOptions.some((activity) => activity.id === chosenActivity);

  const submit = submitWith(async (values) => {
    if (type) {
      const saved = await update.mutateAsync({ id: type.id, patch: values });
      successToast("Ticket type saved", `${saved.name} was updated.`);
    } else {
      const saved = await create.mutateAsync(values);
      successToast("Ticket type created", `${saved.name} is ready to sell.`);
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
            placeholder="General admission"
            {...register("name")}
          />
        )}
      </FormField>
      <FormField
        id={field("description")}
        label="Description"
        hint="Shown to buyers in the shop."
        error={errors.description?.message}
        className="sm:col-span-2"
      >
        {(props) => <Textarea {...props} rows={2} maxLength={1000} className="min-h-16" {...register("description")} />}
      </FormField>
      <FormField
        id={field("activityId")}
        label="Admits to"
        error={errors.activityId?.message}
        className="sm:col-span-2"
      >
        {(props) => (
          // Controlled: the options change as the activities load, and the browser must not fall back to the first one.
          <NativeSelect {...props} {...register("activityId")} value={chosenActivity}>
            <option value="">The whole event</option>
            {missingActivity ? (
              <option value={chosenActivity}>{type?.activityTitle ?? "The chosen activity"}</option>
            ) : null}
            {activityOptions.map((activity) => (
              <option key={activity.id} value={activity.id}>
                {activity.name}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={field("priceMinor")}
        label="Price"
        hint="Leave empty for a free ticket."
        error={errors.priceMinor?.message}
      >
        {(props) => (
          <Input {...props} inputMode="decimal" autoComplete="off" placeholder="0.00" {...register("priceMinor")} />
        )}
      </FormField>
      <FormField id={field("currency")} label="Currency" error={errors.currency?.message}>
        {(props) => (
          <NativeSelect {...props} {...register("currency")}>
            {currencies.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={field("quantity")}
        label="Quantity"
        required
        hint="Tickets of this type for sale in all."
        error={errors.quantity?.message}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="numeric"
            min={1}
            max={TICKET_QUANTITY_MAX}
            step={1}
            {...register("quantity")}
          />
        )}
      </FormField>
      <FormField
        id={field("perOrderMax")}
        label="Per-order limit"
        hint="Most tickets of this type in one order."
        error={errors.perOrderMax?.message}
      >
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="numeric"
            min={1}
            max={ORDER_TICKETS_MAX}
            step={1}
            {...register("perOrderMax")}
          />
        )}
      </FormField>
      <FormField
        id={field("saleStartsAt")}
        label="Sale starts"
        hint={`In ${describeTimeZoneForInput(event.timeZone, saleStartsAt)}. Empty: on sale at once.`}
        error={errors.saleStartsAt?.message}
      >
        {(props) => <Input {...props} type="datetime-local" {...register("saleStartsAt")} />}
      </FormField>
      <FormField
        id={field("saleEndsAt")}
        label="Sale ends"
        hint={`In ${describeTimeZoneForInput(event.timeZone, saleEndsAt, event.endAt)}. Empty: until the event ends.`}
        error={errors.saleEndsAt?.message}
      >
        {(props) => <Input {...props} type="datetime-local" {...register("saleEndsAt")} />}
      </FormField>
      <CheckField
        label="Hidden from the shop"
        hint="Only you can issue tickets of a hidden type (for guests, staff or sponsors)."
        checked={hidden}
        onCheckedChange={(checked) => setValue("hidden", checked, { shouldDirty: true })}
        className="sm:col-span-2"
      />

      <DialogFormFooter
        error={formError}
        errorTitle="The ticket type was not saved"
        submitting={isSubmitting}
        submitLabel={type ? "Save ticket type" : "Create ticket type"}
        onCancel={onDone}
        className="sm:col-span-2"
      />
    </form>
  );
}

/** Open with `type` null to create one, or with a type to edit it. */
export function TicketTypeDialog({
  open,
  onOpenChange,
  ...props
}: Omit<TypeFormProps, "onDone"> & { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { type } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle className="break-words">{type ? `Edit ${type.name}` : "New ticket type"}</DialogTitle>
          <DialogDescription>
            {type
              ? "Changes apply to the shop straight away. Orders already placed keep their totals."
              : "A kind of ticket with its own price and number of places."}
          </DialogDescription>
        </DialogHeader>
        {/* Remounted for each opening, so the form starts from the type shown (or blank). */}
        {open ? <TypeForm key={type?.id ?? "new"} {...props} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}
