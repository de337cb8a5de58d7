/**
 * The one form behind /create-event and /edit-event: react-hook-form validated by the API's own schema
 * (ZEventInput). The date fields hold wall-clock times in the chosen zone; the resolver turns them into
 * instants with an offset before the schema sees them, so field errors land under the right input.
 */
import { useId, useMemo, useState, type ReactNode } from "react";
import { useForm, useWatch } from "react-hook-form";
import { z } from "zod";
import type { TEventType } from "#shared/event-types.ts";
import { EVENT_STATUS_LABELS, ZEventInput, type TEvent, type TEventStatus } from "#shared/events/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent } from "#client/components/ui/card.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { NativeSelect } from "#client/components/ui/native-select.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";
import { UnsavedChangesGuard } from "#client/components/ui/unsaved-changes-guard.tsx";
import { submitFailureMessage } from "#client/lib/form-errors.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { groupZones, zoneOptions } from "#client/lib/time-zones.ts";
import { TimeZoneOptions } from "#client/components/time-zone-options.tsx";
import { useVenueOptions, venueOptionLabel } from "#client/lib/venue-options.ts";
import { isoToZonedInput, zonedInputToIso } from "#shared/zoned-time.ts";
import { describeTimeZone } from "#shared/date-format.ts";

type EventApiInput = z.output<typeof ZEventInput>;

/** What the inputs hold: strings throughout, the dates as datetime-local values in `timeZone`. */
interface EventFormValues {
  name: string;
  eventTypeId: string;
  startAt: string;
  endAt: string;
  timeZone: string;
  locationName: string;
  /** "" when the event holds none of the organiser's venues. */
  venueId: string;
  description: string;
  capacity: string;
  status: TEventStatus;
}

const FIELD_NAMES = [
  "name",
  "eventTypeId",
  "startAt",
  "endAt",
  "timeZone",
  "locationName",
  "venueId",
  "description",
  "capacity",
  "status",
] as const satisfies ReadonlyArray<keyof EventFormValues>;

function toApiShape(values: EventFormValues) {
  const capacity = values.capacity.trim();
  const location = values.locationName.trim();
  return {
    name: values.name,
    eventTypeId: values.eventTypeId,
    startAt: zonedInputToIso(values.startAt, values.timeZone),
    endAt: zonedInputToIso(values.endAt, values.timeZone),
    timeZone: values.timeZone,
    locationName: location === "" ? null : location,
    venueId: values.venueId === "" ? null : values.venueId,
    description: values.description,
    // An empty box means "no limit"; anything else must read as a whole number or the schema says so.
    capacity: capacity === "" ? null : Number(capacity),
    status: values.status,
  };
}

const eventResolver = shapedZodResolver<EventFormValues, typeof ZEventInput>(ZEventInput, toApiShape);

export function eventToFormValues(event: TEvent): EventFormValues {
  return {
    name: event.name,
    eventTypeId: event.eventType.id,
    startAt: isoToZonedInput(event.startAt, event.timeZone),
    endAt: isoToZonedInput(event.endAt, event.timeZone),
    timeZone: event.timeZone,
    locationName: event.locationName ?? "",
    venueId: event.venue?.id ?? "",
    description: event.description,
    capacity: event.capacity === null ? "" : String(event.capacity),
    status: event.status,
  };
}

/** A new event starts as a draft on the user's preferred type in the browser's zone. */
export function newEventValues(eventTypeId: string, timeZone: string): EventFormValues {
  return {
    name: "",
    eventTypeId,
    startAt: "",
    endAt: "",
    timeZone,
    locationName: "",
    venueId: "",
    description: "",
    capacity: "",
    status: "draft",
  };
}

function typeHint(type: TEventType | undefined): string | undefined {
  if (!type) return undefined;
  return `Groups are called ${type.groupTerm}, members ${type.memberTerm}.`;
}

interface EventFormProps {
  defaultValues: EventFormValues;
  eventTypes: TEventType[];
  timeZoneNames: string[] | undefined;
  submitLabel: string;
  /** Throws ApiError on refusal; its field errors are shown under the fields. */
  onSubmit: (input: EventApiInput) => Promise<void>;
  cancel: ReactNode;
}

export function EventForm({ defaultValues, eventTypes, timeZoneNames, submitLabel, onSubmit, cancel }: EventFormProps) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<EventFormValues, unknown, EventApiInput>({ resolver: eventResolver, defaultValues });

  const [eventTypeId, timeZone, startAt] = useWatch({ control, name: ["eventTypeId", "timeZone", "startAt"] });
  const chosenType = eventTypes.find((type) => type.id === eventTypeId);
  const venueOptions = useVenueOptions().data ?? [];
  const zones = useMemo(() => groupZones(zoneOptions(timeZoneNames, timeZone)), [timeZoneNames, timeZone]);
  const statusChoices: TEventStatus[] =
    defaultValues.status === "cancelled" ? ["draft", "published", "cancelled"] : ["draft", "published"];

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onSubmit(input);
    } catch (error) {
      setFormError(submitFailureMessage(error, setError, FIELD_NAMES, "The event could not be saved."));
    }
  });

  const field = (name: keyof EventFormValues) => `${id}-${name}`;
  // Both date fields carry it, so the two inputs stay level side by side.
  const zoneHint = timeZone
    ? `In ${describeTimeZone(timeZone, startAt ? zonedInputToIso(startAt, timeZone) : undefined)}`
    : undefined;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={submitLabel} className="space-y-6">
      {/* While saving, the page is about to move on to the saved event: let it. */}
      <UnsavedChangesGuard when={isDirty && !isSubmitting} description="Your changes to this event will be lost." />
      <Card>
        <CardContent className="grid gap-5 pt-5 sm:grid-cols-2 sm:pt-6">
          <FormField id={field("name")} label="Name" required error={errors.name?.message} className="sm:col-span-2">
            {(props) => <Input {...props} autoComplete="off" maxLength={200} {...register("name")} />}
          </FormField>

          <FormField
            id={field("eventTypeId")}
            label="Event type"
            required
            hint={typeHint(chosenType)}
            error={errors.eventTypeId?.message}
          >
            {(props) => (
              <NativeSelect {...props} {...register("eventTypeId")}>
                {eventTypes.map((type) => (
                  <option key={type.id} value={type.id}>
                    {type.name}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>

          <FormField
            id={field("status")}
            label="Status"
            required
            hint="Drafts stay private until you publish them."
            error={errors.status?.message}
          >
            {(props) => (
              <NativeSelect {...props} {...register("status")}>
                {statusChoices.map((status) => (
                  <option key={status} value={status}>
                    {EVENT_STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>

          <FormField
            id={field("timeZone")}
            label="Time zone"
            required
            hint="Start and end are read in this zone. Type to jump to a city."
            error={errors.timeZone?.message}
            className="sm:col-span-2"
          >
            {(props) => (
              <NativeSelect {...props} {...register("timeZone")}>
                <TimeZoneOptions groups={zones} />
              </NativeSelect>
            )}
          </FormField>

          <FormField id={field("startAt")} label="Start" required hint={zoneHint} error={errors.startAt?.message}>
            {(props) => <Input {...props} type="datetime-local" {...register("startAt")} />}
          </FormField>
          <FormField id={field("endAt")} label="End" required error={errors.endAt?.message} hint={zoneHint}>
            {(props) => <Input {...props} type="datetime-local" min={startAt || undefined} {...register("endAt")} />}
          </FormField>

          <FormField
            id={field("locationName")}
            label="Location"
            hint="A venue name or an address."
            error={errors.locationName?.message}
          >
            {(props) => <Input {...props} autoComplete="off" maxLength={300} {...register("locationName")} />}
          </FormField>

          <FormField
            id={field("venueId")}
            label="Venue"
            hint={
              venueOptions.length === 0
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
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>

          <FormField
            id={field("capacity")}
            label="Capacity"
            hint="Leave empty for no limit."
            error={errors.capacity?.message}
          >
            {(props) => (
              <Input {...props} type="number" inputMode="numeric" min={0} step={1} {...register("capacity")} />
            )}
          </FormField>

          <FormField
            id={field("description")}
            label="Description"
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            {(props) => (
              <Textarea
                {...props}
                rows={5}
                {...register("description")}
                placeholder="What should people know before they come?"
              />
            )}
          </FormField>
        </CardContent>
      </Card>

      {formError ? (
        <Alert variant="destructive" role="alert" title="The event was not saved">
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
