/**
 * The one form behind /create-activity and /edit-activity, validated by the API's own schema
 * (ZActivityInput). Start and end are wall-clock times in the chosen EVENT's time zone (not the
 * browser's); the cost is typed as an amount and sent as minor units of the chosen currency.
 */
import { useEventDetails } from "#client/lib/event-details.ts";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { ZActivityInput, type TActivity } from "#shared/activities/schemas.ts";
import { pluralTerm } from "#shared/words.ts";
import { COMMON_CURRENCIES, inputToMinor, minorToInput } from "#shared/money.ts";
import { isoToZonedInput, zonedInputToIso } from "#shared/zoned-time.ts";
import { dayKeyInZone, describeTimeZone, formatDay, formatEventRange } from "#shared/date-format.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { UnsavedChangesGuard } from "#client/components/ui/unsaved-changes-guard.tsx";
import type { EventOption } from "#client/lib/event-options.ts";
import { submitFailureMessage } from "#client/lib/form-errors.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { useVenueOptions, venueOptionLabel } from "#client/lib/venue-options.ts";

type ActivityApiInput = z.output<typeof ZActivityInput>;

/** What the inputs hold: strings throughout; the dates as datetime-local values in `timeZone`. */
interface ActivityFormValues {
  eventId: string;
  /** The chosen event's zone: not an input, it follows the event. */
  timeZone: string;
  name: string;
  startAt: string;
  endAt: string;
  locationName: string;
  /** "" when the activity holds none of the organiser's venues. */
  venueId: string;
  capacity: string;
  /** The amount as typed ("45.50"); empty means free. */
  costCents: string;
  currency: string;
  host: string;
  notes: string;
}

const FIELD_NAMES = [
  "eventId",
  "name",
  "startAt",
  "endAt",
  "locationName",
  "venueId",
  "capacity",
  "costCents",
  "currency",
  "host",
  "notes",
] as const satisfies ReadonlyArray<keyof ActivityFormValues>;

function toApiShape(values: ActivityFormValues) {
  const capacity = values.capacity.trim();
  const cost = values.costCents.trim();
  const location = values.locationName.trim();
  return {
    eventId: values.eventId,
    name: values.name,
    startAt: zonedInputToIso(values.startAt, values.timeZone),
    endAt: zonedInputToIso(values.endAt, values.timeZone),
    locationName: location === "" ? null : location,
    venueId: values.venueId === "" ? null : values.venueId,
    // Empty boxes mean "no limit" and "free"; anything else must read as a number or the schema says so.
    capacity: capacity === "" ? null : Number(capacity),
    costCents: cost === "" ? null : inputToMinor(cost, values.currency),
    currency: values.currency,
    host: values.host,
    notes: values.notes,
  };
}

const activityResolver = shapedZodResolver<ActivityFormValues, typeof ZActivityInput>(ZActivityInput, toApiShape);

const HOUR_MS = 60 * 60 * 1000;

/** The first hour of the event (or all of it, when shorter), as datetime-local values in its zone. */
function openingSlot(event: Pick<EventOption, "startAt" | "endAt" | "timeZone">): { startAt: string; endAt: string } {
  const start = Date.parse(event.startAt);
  const end = Math.min(start + HOUR_MS, Date.parse(event.endAt));
  return {
    startAt: isoToZonedInput(event.startAt, event.timeZone),
    endAt: isoToZonedInput(new Date(end).toISOString(), event.timeZone),
  };
}

/** A new activity starts at its event's start, in its event's zone. */
export function newActivityValues(event: EventOption | undefined, currency = "USD"): ActivityFormValues {
  return {
    eventId: event?.id ?? "",
    timeZone: event?.timeZone ?? "UTC",
    name: "",
    ...(event ? openingSlot(event) : { startAt: "", endAt: "" }),
    locationName: "",
    venueId: "",
    capacity: "",
    costCents: "",
    currency,
    host: "",
    notes: "",
  };
}

export function activityToFormValues(activity: TActivity): ActivityFormValues {
  const zone = activity.event.timeZone;
  return {
    eventId: activity.eventId,
    timeZone: zone,
    name: activity.name,
    startAt: isoToZonedInput(activity.startAt, zone),
    endAt: isoToZonedInput(activity.endAt, zone),
    locationName: activity.locationName ?? "",
    venueId: activity.venue?.id ?? "",
    capacity: activity.capacity === null ? "" : String(activity.capacity),
    costCents: activity.costCents === null ? "" : minorToInput(activity.costCents, activity.currency),
    currency: activity.currency,
    host: activity.host,
    notes: activity.notes,
  };
}

function eventLabel(event: EventOption): string {
  // The event's first day where it happens, not where the organiser sits.
  const when = formatDay(dayKeyInZone(event.startAt, event.timeZone), "date");
  return `${event.name} (${when}${event.status === "cancelled" ? ", cancelled" : ""})`;
}

interface ActivityFormProps {
  defaultValues: ActivityFormValues;
  /** The organiser's events to choose from (the activity's own is added when it is not among them). */
  events: EventOption[];
  submitLabel: string;
  /** Throws ApiError on refusal; its field errors are shown under the fields. */
  onSubmit: (input: ActivityApiInput) => Promise<void>;
  cancel: ReactNode;
}

export function ActivityForm({ defaultValues, events, submitLabel, onSubmit, cancel }: ActivityFormProps) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors, isDirty, isSubmitting, dirtyFields },
  } = useForm<ActivityFormValues, unknown, ActivityApiInput>({ resolver: activityResolver, defaultValues });

  const [eventId, timeZone, startAt, currency] = useWatch({
    control,
    name: ["eventId", "timeZone", "startAt", "currency"],
  });
  const chosen = events.find((event) => event.id === eventId);
  // Capacity and venue are not in the picker's list: the event itself says them.
  const parent = useEventDetails(eventId).data;
  const venueOptions = useVenueOptions().data ?? [];
  const members = pluralTerm(chosen?.eventType.memberTerm ?? "Guest").toLowerCase();

  // Choosing another event moves the times into its zone and, while they are untouched, to its start.
  const previousEvent = useRef(defaultValues.eventId);
  const timesTouched = dirtyFields.startAt === true || dirtyFields.endAt === true;
  useEffect(() => {
    if (!chosen || previousEvent.current === chosen.id) return;
    previousEvent.current = chosen.id;
    setValue("timeZone", chosen.timeZone);
    if (!timesTouched) {
      const slot = openingSlot(chosen);
      setValue("startAt", slot.startAt);
      setValue("endAt", slot.endAt);
    }
  }, [chosen, setValue, timesTouched]);

  const currencies = useMemo(
    () =>
      (COMMON_CURRENCIES as readonly string[]).includes(currency)
        ? [...COMMON_CURRENCIES]
        : [currency, ...COMMON_CURRENCIES],
    [currency],
  );

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onSubmit(input);
    } catch (error) {
      setFormError(submitFailureMessage(error, setError, FIELD_NAMES, "The activity could not be saved."));
    }
  });

  const field = (name: keyof ActivityFormValues) => `${id}-${name}`;
  const zoneHint = `In the event's time zone, ${describeTimeZone(timeZone, startAt ? zonedInputToIso(startAt, timeZone) : chosen?.startAt)}`;
  const eventWindow = chosen
    ? { min: isoToZonedInput(chosen.startAt, chosen.timeZone), max: isoToZonedInput(chosen.endAt, chosen.timeZone) }
    : undefined;
  const eventVenue = parent?.venue ?? null;
  const capacityHint =
    parent?.capacity != null
      ? `How many ${members} can join: at most ${parent.capacity.toLocaleString()}, the event's capacity. Leave empty for no limit.`
      : `How many ${members} can join. Leave empty for no limit.`;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={submitLabel} className="space-y-6">
      {/* While saving, the page is about to move on to the saved activity: let it. */}
      <UnsavedChangesGuard when={isDirty && !isSubmitting} description="Your changes to this activity will be lost." />
      <Card>
        <CardContent className="grid gap-5 pt-5 sm:grid-cols-2 sm:pt-6">
          <FormField
            id={field("eventId")}
            label="Event"
            required
            hint={
              chosen
                ? `${formatEventRange(chosen.startAt, chosen.endAt, chosen.timeZone)}. The activity must fit inside these dates.`
                : undefined
            }
            error={errors.eventId?.message}
            className="sm:col-span-2"
          >
            {(props) => (
              <NativeSelect {...props} {...register("eventId")}>
                {chosen ? null : <option value="">Choose an event</option>}
                {events.map((event) => (
                  <option key={event.id} value={event.id}>
                    {eventLabel(event)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>

          <FormField id={field("name")} label="Name" required error={errors.name?.message} className="sm:col-span-2">
            {(props) => (
              <Input
                {...props}
                autoComplete="off"
                maxLength={200}
                placeholder="e.g. Welcome dinner"
                {...register("name")}
              />
            )}
          </FormField>

          <FormField id={field("startAt")} label="Start" required hint={zoneHint} error={errors.startAt?.message}>
            {(props) => (
              <Input
                {...props}
                type="datetime-local"
                min={eventWindow?.min}
                max={eventWindow?.max}
                {...register("startAt")}
              />
            )}
          </FormField>
          <FormField id={field("endAt")} label="End" required hint={zoneHint} error={errors.endAt?.message}>
            {(props) => (
              <Input
                {...props}
                type="datetime-local"
                min={startAt || eventWindow?.min}
                max={eventWindow?.max}
                {...register("endAt")}
              />
            )}
          </FormField>

          <FormField
            id={field("locationName")}
            label="Place"
            hint="A room, an address or a meeting point."
            error={errors.locationName?.message}
          >
            {(props) => <Input {...props} autoComplete="off" maxLength={300} {...register("locationName")} />}
          </FormField>

          <FormField
            id={field("venueId")}
            label="Venue"
            hint={
              eventVenue
                ? `Activities may always use the event's own venue, ${eventVenue.name}.`
                : venueOptions.length === 0
                  ? "Add venues on the Venues page to book them here."
                  : "Booking a venue keeps it from being double-booked."
            }
            error={errors.venueId?.message}
          >
            {(props) => (
              <NativeSelect {...props} {...register("venueId")}>
                <option value="">No venue</option>
                {venueOptions.map((venue) => (
                  <option key={venue.id} value={venue.id}>
                    {venueOptionLabel(venue)}
                    {venue.id === eventVenue?.id ? " – the event's venue" : ""}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>

          <FormField id={field("capacity")} label="Capacity" hint={capacityHint} error={errors.capacity?.message}>
            {(props) => (
              <Input {...props} type="number" inputMode="numeric" min={0} step={1} {...register("capacity")} />
            )}
          </FormField>

          <FormField
            id={field("host")}
            label="Host"
            hint={`Who runs it: one of the ${members}, a guide, a caterer.`}
            error={errors.host?.message}
          >
            {(props) => <Input {...props} autoComplete="off" maxLength={200} {...register("host")} />}
          </FormField>

          <FormField
            id={field("costCents")}
            label="Cost"
            hint="What each person pays. Leave empty if it is free."
            error={errors.costCents?.message}
          >
            {(props) => (
              <Input {...props} inputMode="decimal" autoComplete="off" placeholder="0.00" {...register("costCents")} />
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

          <FormField id={field("notes")} label="Notes" error={errors.notes?.message} className="sm:col-span-2">
            {(props) => (
              <Textarea
                {...props}
                rows={4}
                maxLength={5000}
                placeholder="What to bring, dress code, who to ask."
                {...register("notes")}
              />
            )}
          </FormField>
        </CardContent>
      </Card>

      {formError ? (
        <Alert variant="destructive" role="alert" title="The activity was not saved">
          {formError}
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
