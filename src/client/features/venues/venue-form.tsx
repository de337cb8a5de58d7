/**
 * The one form behind /create-venue and /edit-venue: react-hook-form validated by the API's own schema
 * (ZVenueInput). Capacity is typed as text; the resolver reads it as a number (or null when empty) before
 * the schema sees it, so its errors land under the field.
 */
import { useId, useState, type ReactNode } from "react";
import { Controller, useForm, type FieldErrors } from "react-hook-form";
import type { z } from "zod";
import { ZVenueInput, type TVenue } from "#shared/venues/schemas.ts";
import { Alert } from "#client/components/ui/alert.tsx";
import { Button } from "#client/components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "#client/components/ui/card.tsx";
import { FormField } from "#client/components/ui/form-field.tsx";
import { Input } from "#client/components/ui/input.tsx";
import { UnsavedChangesGuard } from "#client/components/ui/unsaved-changes-guard.tsx";
import { submitFailureMessage } from "#client/lib/form-errors.ts";
import { shapedZodResolver } from "#client/lib/shaped-resolver.ts";
import { AmenitiesInput } from "./amenities-input.tsx";
import { Textarea } from "#client/components/ui/textarea.tsx";

type VenueApiInput = z.output<typeof ZVenueInput>;

interface VenueFormValues {
  name: string;
  address: string;
  city: string;
  country: string;
  capacity: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  amenities: string[];
  notes: string;
}

const FIELD_NAMES = [
  "name",
  "address",
  "city",
  "country",
  "capacity",
  "contactName",
  "contactEmail",
  "contactPhone",
  "amenities",
  "notes",
] as const satisfies ReadonlyArray<keyof VenueFormValues>;

export const EMPTY_VENUE: VenueFormValues = {
  name: "",
  address: "",
  city: "",
  country: "",
  capacity: "",
  contactName: "",
  contactEmail: "",
  contactPhone: "",
  amenities: [],
  notes: "",
};

export function venueToFormValues(venue: TVenue): VenueFormValues {
  return {
    name: venue.name,
    address: venue.address,
    city: venue.city,
    country: venue.country,
    capacity: venue.capacity === null ? "" : String(venue.capacity),
    contactName: venue.contactName,
    contactEmail: venue.contactEmail,
    contactPhone: venue.contactPhone,
    amenities: venue.amenities,
    notes: venue.notes,
  };
}

function toApiShape(values: VenueFormValues) {
  const capacity = values.capacity.trim();
  return {
    ...values,
    contactEmail: values.contactEmail.trim(),
    // An empty box means "not set"; anything else must read as a whole number or the schema says so.
    capacity: capacity === "" ? null : Number(capacity),
  };
}

const venueResolver = shapedZodResolver<VenueFormValues, typeof ZVenueInput>(ZVenueInput, toApiShape);

/** The schema reports a bad amenity under its index; the field shows one line for the list. */
function amenitiesError(errors: FieldErrors<VenueFormValues>): string | undefined {
  const error = errors.amenities;
  if (!error) return undefined;
  if (error.message) return error.message;
  if (Array.isArray(error)) {
    const first = (error as Array<{ message?: string } | undefined>).find((item) => item?.message);
    if (first) return `Each amenity must be 1 to 60 characters`;
  }
  return "Check the amenities";
}

interface VenueFormProps {
  defaultValues: VenueFormValues;
  submitLabel: string;
  /** Throws ApiError on refusal; its field errors are shown under the fields. */
  onSubmit: (input: VenueApiInput) => Promise<void>;
  cancel: ReactNode;
}

export function VenueForm({ defaultValues, submitLabel, onSubmit, cancel }: VenueFormProps) {
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isDirty, isSubmitting },
  } = useForm<VenueFormValues, unknown, VenueApiInput>({ resolver: venueResolver, defaultValues });

  const submit = handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onSubmit(input);
      setSaved(true);
    } catch (error) {
      setFormError(submitFailureMessage(error, setError, FIELD_NAMES, "The venue could not be saved."));
    }
  });

  const field = (name: keyof VenueFormValues) => `${id}-${name}`;
  const busy = isSubmitting;

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={submitLabel} className="space-y-6">
      {/* While saving and after, the page moves on to the saved venue: let it. */}
      <UnsavedChangesGuard when={isDirty && !busy && !saved} description="Your changes to this venue will be lost." />
      <fieldset disabled={busy} className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>The place</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            <FormField id={field("name")} label="Name" required error={errors.name?.message} className="sm:col-span-2">
              {(props) => <Input {...props} autoComplete="off" maxLength={200} {...register("name")} />}
            </FormField>
            <FormField id={field("address")} label="Address" error={errors.address?.message} className="sm:col-span-2">
              {(props) => <Input {...props} autoComplete="street-address" maxLength={300} {...register("address")} />}
            </FormField>
            <FormField id={field("city")} label="City" error={errors.city?.message}>
              {(props) => <Input {...props} autoComplete="address-level2" maxLength={120} {...register("city")} />}
            </FormField>
            <FormField id={field("country")} label="Country" error={errors.country?.message}>
              {(props) => <Input {...props} autoComplete="country-name" maxLength={120} {...register("country")} />}
            </FormField>
            <FormField
              id={field("capacity")}
              label="Capacity"
              hint="How many people it holds. Leave empty if you do not know."
              error={errors.capacity?.message}
            >
              {(props) => (
                <Input {...props} type="number" inputMode="numeric" min={0} step={1} {...register("capacity")} />
              )}
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Contact</CardTitle>
            <CardDescription>The person you book with. Shared links show these details too.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5 sm:grid-cols-2">
            <FormField
              id={field("contactName")}
              label="Contact name"
              error={errors.contactName?.message}
              className="sm:col-span-2"
            >
              {(props) => <Input {...props} autoComplete="off" maxLength={120} {...register("contactName")} />}
            </FormField>
            <FormField id={field("contactEmail")} label="Contact email" error={errors.contactEmail?.message}>
              {(props) => <Input {...props} type="email" autoComplete="off" {...register("contactEmail")} />}
            </FormField>
            <FormField id={field("contactPhone")} label="Contact phone" error={errors.contactPhone?.message}>
              {(props) => (
                <Input {...props} type="tel" autoComplete="off" maxLength={50} {...register("contactPhone")} />
              )}
            </FormField>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>Amenities and notes</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-5">
            <FormField
              id={field("amenities")}
              label="Amenities"
              hint="Type one (parking, stage, kitchen…) and press Enter to add it."
              error={amenitiesError(errors)}
            >
              {(props) => (
                <Controller
                  control={control}
                  name="amenities"
                  render={({ field: amenities }) => (
                    <AmenitiesInput
                      control={props}
                      value={amenities.value}
                      onChange={amenities.onChange}
                      onBlur={amenities.onBlur}
                      disabled={busy}
                    />
                  )}
                />
              )}
            </FormField>
            <FormField
              id={field("notes")}
              label="Notes"
              hint="Private to you: access codes, deposit terms, what to bring. Never shown on the shared page."
              error={errors.notes?.message}
            >
              {(props) => <Textarea {...props} rows={5} maxLength={5000} {...register("notes")} />}
            </FormField>
          </CardContent>
        </Card>
      </fieldset>

      {formError ? (
        <Alert variant="destructive" role="alert" title="The venue was not saved">
          {formError}
        </Alert>
      ) : null}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
